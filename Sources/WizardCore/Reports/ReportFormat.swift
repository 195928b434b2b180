/// A form a report is written in: the name of one of
/// ``ReportRenderers/all``. `--format` takes these names, help and
/// completion list them, and each renderer declares its own.
public struct ReportFormat: RawRepresentable, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  public let rawValue: String

  /// The name, as an enum's case is printed.
  public var description: String { rawValue }

  /// The format of a listed renderer called `rawValue`; nil for another name.
  public init?(rawValue: String) {
    guard ReportRenderers.all.contains(where: { $0.format.rawValue == rawValue }) else {
      return nil
    }
    self.rawValue = rawValue
  }

  /// A renderer's own name for its format.
  init(named name: String) { rawValue = name }

  /// Every renderer's format, in the list's order.
  public static var allCases: [ReportFormat] { ReportRenderers.all.map { $0.format } }

  /// The format a file's name ends for (`.json`, `.txt`); anything else is
  /// Markdown.
  public static func forFile(_ path: String) -> ReportFormat {
    known(forFile: path) ?? .markdown
  }

  /// The format whose extension a file's name ends in, if one does.
  public static func known(forFile path: String) -> ReportFormat? {
    ReportRenderers.all.first { renderer in
      renderer.fileExtensions.contains { path.hasSuffix($0) }
    }?.format
  }
}
