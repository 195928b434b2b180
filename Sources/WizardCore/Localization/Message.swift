/// A message made before it is known which language will tell it (a
/// diagnostic about a file, an error thrown deep in file handling): its
/// English text, the key of every catalog, and the values for its `{1}`,
/// `{2}`, …, themselves text or messages. The edge that shows it (the
/// diagnostic printer, a JSON or lint output) turns it into text with
/// ``text(in:)``, in the language the person reading asked for.
public struct Message: Sendable, Hashable, MessageArgument {
  indirect enum Form: Sendable, Hashable {
    /// An English template and its arguments: ``Language/tr(_:_:)``.
    case template(String, [Message])
    /// The singular or plural form for a count (``Language``'s `trPlural`).
    case plural(Int, one: String, other: String)
    /// ``Language/trList(_:or:)``, or with a limit ``Language/trList(_:limit:)``.
    case list([Message], or: Bool, limit: Int?)
    /// Text that is not translated: an id, a value from a file, a path.
    case verbatim(String)
    /// Messages one after the other ("…; did you mean 'x'?").
    case sequence([Message])
    /// A message cut to at most so many characters (``PlainText/excerpt(_:maximum:)``).
    case excerpt(Message, maximum: Int)
    /// A message on one clean line (``PlainText/inline(_:)``).
    case inline(Message)
  }

  var form: Form

  init(form: Form) { self.form = form }

  /// `english` with `{1}`, `{2}`, … filled in by `arguments`: text as it
  /// is, or messages translated with this one.
  public init(_ english: String, _ arguments: any MessageArgument...) {
    form = .template(english, arguments.map(\.asMessage))
  }

  /// The singular or plural form for `count` (`{1}` is the number).
  public static func trPlural(_ count: Int, one: String, other: String) -> Message {
    Self(form: .plural(count, one: one, other: other))
  }

  /// "a, b and c" (with `or`: "a, b or c"), or past `limit` items "a, b, c
  /// and 2 more".
  public static func list(_ items: [any MessageArgument], or: Bool = false, limit: Int? = nil)
    -> Message
  {
    Self(form: .list(items.map(\.asMessage), or: or, limit: limit))
  }

  /// `text` as it is, in every language.
  public static func verbatim(_ text: String) -> Message { Self(form: .verbatim(text)) }

  /// `message` cut to at most `maximum` characters, for quoting one
  /// message inside another.
  public static func excerpt(_ message: Message, maximum: Int) -> Message {
    Self(form: .excerpt(message, maximum: maximum))
  }

  /// `parts` with `separator` (not translated) between them.
  public static func joined(_ parts: [Message], separator: String) -> Message {
    var joined: [Message] = []
    for (index, part) in parts.enumerated() {
      if index > 0 { joined.append(.verbatim(separator)) }
      joined.append(part)
    }
    return Self(form: .sequence(joined))
  }

  /// At most `limit` of `items`, and then how many more there are, as
  /// ``Language/capped(_:limit:_:)`` does with text.
  public static func capped(_ items: [Message], limit: Int = 50) -> [Message] {
    guard items.count > limit else { return items }
    return Array(items.prefix(limit)) + [Message("… and {1} more", "\(items.count - limit)")]
  }

  /// `message` on one clean line, for quoting text from a file.
  public static func inline(_ message: Message) -> Message { Self(form: .inline(message)) }

  /// `left` followed by `right`.
  public static func + (left: Message, right: Message) -> Message {
    switch (left.form, right.form) {
    case (.sequence(let first), .sequence(let second)):
      Self(form: .sequence(first + second))
    case (.sequence(let first), _): Self(form: .sequence(first + [right]))
    default: Self(form: .sequence([left, right]))
    }
  }

  public static func += (left: inout Message, right: Message) { left = left + right }

  public var asMessage: Message { self }

  /// The English text that keys every catalog (a plural's singular form);
  /// nil for text that is not translated, lists and sequences.
  public var key: String? {
    switch form {
    case .template(let english, _): english
    case .plural(_, let one, _): one
    case .excerpt(let message, _), .inline(let message): message.key
    case .list, .verbatim, .sequence: nil
    }
  }

  /// What fills `{1}`, `{2}`, … of ``key``; a plural's is its count.
  public var arguments: [Message] {
    switch form {
    case .template(_, let arguments): arguments
    case .plural(let count, _, _): [.verbatim("\(count)")]
    case .excerpt(let message, _), .inline(let message): message.arguments
    case .list(let items, _, _): items
    case .sequence(let parts): parts
    case .verbatim: []
    }
  }

  /// The message in `language`; what has no translation stays English.
  public func text(in language: Language) -> String {
    switch form {
    case .template(let english, let arguments):
      return tr(english, in: language, arguments.map { $0.text(in: language) })
    case .plural(let count, let one, let other):
      return language.trPlural(count, one: one, other: other)
    case .list(let items, let or, let limit):
      let texts = items.map { $0.text(in: language) }
      return limit.map { language.trList(texts, limit: $0) } ?? language.trList(texts, or: or)
    case .verbatim(let text):
      return text
    case .sequence(let parts):
      return parts.map { $0.text(in: language) }.joined()
    case .excerpt(let message, let maximum):
      return PlainText.excerpt(message.text(in: language), maximum: maximum)
    case .inline(let message):
      return PlainText.inline(message.text(in: language))
    }
  }
}

extension Message: CustomStringConvertible {
  /// The English text, as logs and test failures show it.
  public var description: String { text(in: .en) }
}

/// What fills a message's `{1}`, `{2}`, …: text as it is, or a message.
public protocol MessageArgument: Sendable {
  var asMessage: Message { get }
}

extension String: MessageArgument {
  public var asMessage: Message { .verbatim(self) }
}
