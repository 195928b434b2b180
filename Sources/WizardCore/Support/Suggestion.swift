/// "Did you mean …?" suggestions from edit distance.
public enum Suggestion {
  /// The candidate closest to `word`, if it is close enough to be a likely
  /// typo: a unique prefix (or the shortest of several that the others
  /// extend: `ans` is `answer`, of `answer` and `answers`), or at most a
  /// third of the word's letters edited. A word that begins more than one
  /// candidate gets no guess from elsewhere.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    let lowered = word.lowercased()
    if !lowered.isEmpty {
      let prefixed = candidates.filter { $0.lowercased().hasPrefix(lowered) }
      if let shortest = prefixed.min(by: { $0.count < $1.count }),
        prefixed.allSatisfy({ $0.lowercased().hasPrefix(shortest.lowercased()) })
      {
        return shortest
      }
      if prefixed.count > 1 { return nil }
    }
    let limit = max(1, min(3, lowered.count / 3 + 1))
    let length = lowered.unicodeScalars.count
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      // The distance is at least the difference in length: a 10 MB word
      // is never compared letter by letter.
      guard abs(candidate.unicodeScalars.count - length) <= limit else { continue }
      let distance = editDistance(lowered, candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// Levenshtein distance with adjacent transpositions counted as one edit.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
