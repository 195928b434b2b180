/// A problem found in a file or in the answers, as data. The terminal layer
/// decides how it looks.
public struct Diagnostic: Sendable, Hashable {
  public enum Severity: String, Sendable, Hashable {
    case error
    case warning
    case note
  }

  public var severity: Severity
  /// Lower-case, no final period, ids in single quotes.
  public var message: String
  public var location: SourceLocation?
  /// The text of the line `location` points into, for a caret display.
  public var sourceLine: String?

  public init(
    _ severity: Severity, _ message: String, at location: SourceLocation? = nil,
    sourceLine: String? = nil
  ) {
    self.severity = severity
    self.message = message
    self.location = location
    self.sourceLine = sourceLine
  }

  public static func error(
    _ message: String, at location: SourceLocation? = nil, sourceLine: String? = nil
  ) -> Diagnostic {
    Diagnostic(.error, message, at: location, sourceLine: sourceLine)
  }

  public static func warning(
    _ message: String, at location: SourceLocation? = nil, sourceLine: String? = nil
  ) -> Diagnostic {
    Diagnostic(.warning, message, at: location, sourceLine: sourceLine)
  }
}

extension Array where Element == Diagnostic {
  public var hasErrors: Bool { contains { $0.severity == .error } }
}
