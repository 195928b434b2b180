/// A problem found in a file or in the answers, as data: what it says is a
/// ``Message``, translated where it is shown. The terminal layer decides how
/// it looks.
public struct Diagnostic: Sendable, Hashable {
  public enum Severity: String, Sendable, Hashable {
    case error
    case warning
    case note
  }

  public var severity: Severity
  /// What it says. Lower-case, no final period, ids in single quotes.
  public var content: Message
  public var location: SourceLocation?
  /// The text of the line `location` points into, for a caret display.
  public var sourceLine: String?
  /// For a note that stands for errors left out of a file's list: how many,
  /// and whether there may be more (reading stopped early). A summary counts
  /// them with the errors shown.
  public var uncountedErrors = 0
  public var uncountedAtLeast = false

  public init(
    _ severity: Severity, _ message: Message, at location: SourceLocation? = nil,
    sourceLine: String? = nil
  ) {
    self.severity = severity
    self.content = message
    self.location = location
    self.sourceLine = sourceLine
  }

  /// A diagnostic whose text is already made, in the language it is for.
  public init(
    _ severity: Severity, _ message: String, at location: SourceLocation? = nil,
    sourceLine: String? = nil
  ) {
    self.init(severity, .verbatim(message), at: location, sourceLine: sourceLine)
  }

  /// What it says in `language`, shortened past ``maximumMessageLength``.
  public func text(in language: Language) -> String {
    Self.shortened(content.text(in: language))
  }

  /// What it says in English.
  public var message: String { text(in: .en) }

  /// The longest message kept whole, in Unicode scalars. Messages quote ids
  /// and values from the files, and a file can hold a 10 MB key: a longer
  /// message keeps its start and its end with `…` between them.
  public static let maximumMessageLength = 1000

  static func shortened(_ message: String) -> String {
    // The UTF-8 count is at hand and never below the scalar count.
    guard message.utf8.count > maximumMessageLength else { return message }
    let scalars = message.unicodeScalars
    guard scalars.count > maximumMessageLength else { return message }
    var result = String.UnicodeScalarView(scalars.prefix(maximumMessageLength * 7 / 10))
    result.append("…")
    result.append(contentsOf: scalars.suffix(maximumMessageLength * 3 / 10 - 1))
    return String(result)
  }

  public static func error(
    _ message: Message, at location: SourceLocation? = nil, sourceLine: String? = nil
  ) -> Diagnostic {
    Diagnostic(.error, message, at: location, sourceLine: sourceLine)
  }

  public static func warning(
    _ message: Message, at location: SourceLocation? = nil, sourceLine: String? = nil
  ) -> Diagnostic {
    Diagnostic(.warning, message, at: location, sourceLine: sourceLine)
  }

  /// An error whose text is already made, in the language it is for.
  public static func error(
    _ message: String, at location: SourceLocation? = nil, sourceLine: String? = nil
  ) -> Diagnostic {
    Diagnostic(.error, message, at: location, sourceLine: sourceLine)
  }
}

extension Array where Element == Diagnostic {
  public var hasErrors: Bool { contains { $0.severity == .error } }

  /// Every error: those listed, and those a note says were left out; and
  /// whether there may be more than that (a file not read to its end).
  public var errorCount: (count: Int, atLeast: Bool) {
    reduce((0, false)) { total, diagnostic in
      (
        total.0 + (diagnostic.severity == .error ? 1 : 0) + diagnostic.uncountedErrors,
        total.1 || diagnostic.uncountedAtLeast
      )
    }
  }
}

extension Array where Element == Diagnostic {
  /// By line and column, keeping the order of those at the same place, so
  /// people can work down the list.
  var inFileOrder: [Diagnostic] {
    enumerated().sorted { a, b in
      let left = (a.element.location?.line ?? 0, a.element.location?.column ?? 0, a.offset)
      let right = (b.element.location?.line ?? 0, b.element.location?.column ?? 0, b.offset)
      return left < right
    }.map(\.element)
  }

  /// One file's diagnostics in file order: the first `errors` errors (and the
  /// warnings before the last of them), then one note that counts the rest —
  /// those cut here, the `hidden` ones the parser already left out (its own
  /// note is replaced), and with `stoppedEarly` the ones never looked for.
  func capped(
    errors maximum: Int, hidden: Int, stoppedEarly: Bool, file: String
  ) -> [Diagnostic] {
    var kept: [Diagnostic] = []
    var errors = 0
    var cut = hidden
    for diagnostic in filter({ hidden == 0 || $0.severity != .note }).inFileOrder {
      if diagnostic.severity == .error {
        errors += 1
        if errors > maximum {
          cut += 1
          continue
        }
      } else if errors >= maximum {
        continue
      }
      kept.append(diagnostic)
    }
    guard cut > 0 || stoppedEarly else { return kept }
    let message =
      stoppedEarly
      // Translators: the last line of a long list of errors; {1} is how many more were found and
      // not listed ("at least": reading stopped early).
      ? Message.trPlural(
        cut, one: "at least {1} more error in this file is not shown",
        other: "at least {1} more errors in this file are not shown")
      // Translators: the last line of a long list of errors; {1} is how many more were found and
      // not listed.
      : Message.trPlural(
        cut, one: "{1} more error in this file is not shown",
        other: "{1} more errors in this file are not shown")
    var note = Diagnostic(.note, message, at: SourceLocation(file: file, line: 1, column: 1))
    note.uncountedErrors = cut
    note.uncountedAtLeast = stoppedEarly
    kept.append(note)
    return kept
  }
}
