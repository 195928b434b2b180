/// A map from text keys for the small mappings of tree files: a list searched
/// in order while it is short (cheaper than hashing every key at start-up),
/// and a dictionary once it grows, so a hostile file with thousands of keys
/// stays linear.
struct SmallMap<Value> {
  private var pairs: [(key: String, value: Value)] = []
  private var index: [String: Int]?

  static var listLimit: Int { 16 }

  subscript(key: String) -> Value? {
    get {
      if let index { return index[key].map { pairs[$0].value } }
      return pairs.first { $0.key == key }?.value
    }
    set {
      guard let newValue else { return }  // removal is never needed
      if let position = index?[key] ?? (index == nil ? pairs.firstIndex { $0.key == key } : nil) {
        pairs[position].value = newValue
        return
      }
      pairs.append((key, newValue))
      if index != nil {
        index?[key] = pairs.count - 1
      } else if pairs.count > Self.listLimit {
        var built: [String: Int] = [:]
        for (position, pair) in pairs.enumerated() { built[pair.key] = position }
        index = built
      }
    }
  }
}
