/// A YAML document in two flat arrays: its nodes in document order (a
/// container is followed by its whole subtree) and the bytes of every scalar.
///
/// Reading a tree of 100,000 questions makes millions of nodes; flat arrays
/// cost an append each, where a tree of ``YAMLNode`` values costs an
/// allocation and reference counting per node. ``YAMLNode`` is built from
/// this for the small files that prefer it.
struct YAMLDocument: Sendable {
  enum Kind: UInt8, Sendable {
    case scalar, sequence, mapping
  }

  /// One node in 16 bytes: a large file has millions of them, and they were
  /// 24 with a field of their own each. A scalar's subtree is itself alone,
  /// and a container has no text, so `start` and `size` share a field, and
  /// the kind sits in the top bits of the column.
  struct Node: Sendable {
    /// 1-based.
    var line: Int32
    private var kindAndColumn: UInt32
    private var startOrSize: Int32
    /// A scalar's length in bytes, or a container's number of children (a
    /// mapping's keys and values both count).
    var length: Int32

    private static let columnMask: UInt32 = (1 << 30) - 1

    init(kind: Kind, line: Int32, column: Int32, start: Int32, length: Int32) {
      self.line = line
      kindAndColumn = UInt32(kind.rawValue) << 30 | UInt32(clamping: column) & Self.columnMask
      startOrSize = kind == .scalar ? start : 1
      self.length = length
    }

    var kind: Kind { Kind(rawValue: UInt8(kindAndColumn >> 30)) ?? .scalar }
    /// 1-based, in Unicode scalars.
    var column: Int32 { Int32(kindAndColumn & Self.columnMask) }
    /// A scalar's first byte in `text`; 0 for a container.
    var start: Int32 { kind == .scalar ? startOrSize : 0 }
    /// Nodes in the subtree, this one included: the next sibling is at
    /// `index + size`. Only a container's can be set.
    var size: Int32 {
      get { kind == .scalar ? 1 : startOrSize }
      set {
        precondition(kind != .scalar, "a scalar's size is 1")
        startOrSize = newValue
      }
    }
  }

  var nodes: [Node] = []
  var text: [UInt8] = []

  /// The children of the container at `index`, by index; none at all with
  /// `none`, for a field that is missing.
  func children(of index: Int, none: Bool = false) -> Children {
    Children(document: self, parent: index, empty: none)
  }

  struct Children: Sequence {
    let document: YAMLDocument
    let parent: Int
    var empty = false

    func makeIterator() -> Iterator {
      Iterator(
        nodes: document.nodes, position: parent + 1,
        remaining: empty ? 0 : Int(document.nodes[parent].length))
    }

    struct Iterator: IteratorProtocol {
      let nodes: [Node]
      var position: Int
      var remaining: Int

      mutating func next() -> Int? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        let current = position
        position += Int(nodes[current].size)
        return current
      }
    }
  }

  /// The keys and values of the mapping at `index`, by index, in order.
  func pairs(of index: Int) -> Pairs {
    Pairs(children: children(of: index))
  }

  struct Pairs: Sequence {
    let children: Children

    func makeIterator() -> Iterator { Iterator(children: children.makeIterator()) }

    struct Iterator: IteratorProtocol {
      var children: Children.Iterator

      mutating func next() -> (key: Int, value: Int)? {
        guard let key = children.next(), let value = children.next() else { return nil }
        return (key, value)
      }
    }
  }

  /// Whether the scalar at `index` is exactly `bytes`.
  func scalar(_ index: Int, equals bytes: [UInt8]) -> Bool {
    let node = nodes[index]
    guard node.kind == .scalar, Int(node.length) == bytes.count else { return false }
    return text.withUnsafeBufferPointer { text in
      bytes.withUnsafeBufferPointer { bytes in
        var offset = 0
        let start = Int(node.start)
        while offset < bytes.count {
          if text[start + offset] != bytes[offset] { return false }
          offset += 1
        }
        return true
      }
    }
  }

  /// The text of a scalar; nil for a container.
  func string(_ index: Int) -> String? {
    let node = nodes[index]
    guard node.kind == .scalar else { return nil }
    return text.withUnsafeBufferPointer { text in
      String(
        decoding: UnsafeBufferPointer(
          rebasing: text[Int(node.start)..<Int(node.start + node.length)]),
        as: UTF8.self)
    }
  }

  /// The text of a scalar without leading and trailing white space (folded
  /// scalars end with a line break); nil for a container.
  func trimmedString(_ index: Int) -> String? {
    let node = nodes[index]
    guard node.kind == .scalar else { return nil }
    return text.withUnsafeBufferPointer { text -> String in
      var start = Int(node.start)
      var end = start + Int(node.length)
      func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
      }
      while start < end, isSpace(text[start]) { start += 1 }
      while end > start, isSpace(text[end - 1]) { end -= 1 }
      let string = String(
        decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self)
      // Other line breaks (U+0085, U+2028, vertical tab, …) are rare: the
      // general trim handles them.
      if start < end,
        text[start] >= 0x80 || text[end - 1] >= 0x80 || text[start] < 0x20
          || text[end - 1] < 0x20
      {
        return string.trimmingWhitespace
      }
      return string
    }
  }

  /// What a node is, for "expected …, found …" messages.
  func kindDescription(_ index: Int) -> Message {
    switch nodes[index].kind {
    case .scalar: return Message("text")
    case .sequence: return Message("a list")
    case .mapping: return Message("a mapping")
    }
  }

  /// The subtree at `index` as a ``YAMLNode``.
  func node(at index: Int) -> YAMLNode {
    let node = nodes[index]
    let content: YAMLNode.Content
    switch node.kind {
    case .scalar:
      content = .scalar(string(index) ?? "")
    case .sequence:
      content = .sequence(children(of: index).map { self.node(at: $0) })
    case .mapping:
      content = .mapping(
        pairs(of: index).map {
          YAMLNode.Pair(key: self.node(at: $0.key), value: self.node(at: $0.value))
        })
    }
    return YAMLNode(content: content, line: Int(node.line), column: Int(node.column))
  }
}

extension String {
  /// Without leading and trailing spaces, tabs and line breaks (folded YAML
  /// scalars end with a line break).
  var trimmingWhitespace: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
