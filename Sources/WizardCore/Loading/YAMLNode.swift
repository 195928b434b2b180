/// A YAML value as hig-wizard reads it: every scalar is text (no booleans or
/// numbers, so `yes` stays the choice id `yes`), and every node knows where it
/// starts in its file.
public struct YAMLNode: Sendable {
  public enum Content: Sendable {
    case scalar(String)
    case sequence([YAMLNode])
    case mapping([Pair])
  }

  public struct Pair: Sendable {
    public var key: YAMLNode
    public var value: YAMLNode
  }

  public var content: Content
  /// 1-based, columns in Unicode scalars.
  public var line: Int
  public var column: Int

  public var scalar: String? {
    if case .scalar(let text) = content { return text }
    return nil
  }

  /// The value of `key` in a mapping; nil for a missing key or another kind.
  public subscript(key: String) -> YAMLNode? {
    guard case .mapping(let pairs) = content else { return nil }
    return pairs.first { $0.key.scalar == key }?.value
  }

  /// The items of a sequence; nil for another kind.
  public var items: [YAMLNode]? {
    if case .sequence(let items) = content { return items }
    return nil
  }

  /// What the node is, for "expected …, found …" messages.
  public var kindDescription: Message {
    switch content {
    case .scalar: return Message("text")
    case .sequence: return Message("a list")
    case .mapping: return Message("a mapping")
    }
  }
}
