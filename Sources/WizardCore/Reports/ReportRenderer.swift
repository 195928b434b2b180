/// Writes a report in one format (SwiftLint's `Reporter` is the model):
/// its name, the file names that pick it, and the bytes. Adding a format is
/// one type conforming to this and one line in ``ReportRenderers/all``.
public protocol ReportRenderer {
  /// The name `--format` takes.
  static var format: ReportFormat { get }
  /// The endings of the file names that pick this format (`--output`, the
  /// name typed when saving), such as `.json`.
  static var fileExtensions: [String] { get }
  /// The report's text as UTF-8.
  static func render(_ report: Report, options: RenderOptions) -> [UInt8]
}

/// What a renderer is told besides the report.
public struct RenderOptions {
  /// A report sized for a ticket (`--brief`).
  public var brief: Bool
  /// Lays out lines of text for where they go (a terminal's width and
  /// colour; the front end knows them); nil: unwrapped and unstyled.
  public var layout: (([TextLine]) -> String)?

  public init(brief: Bool = false, layout: (([TextLine]) -> String)? = nil) {
    self.brief = brief
    self.layout = layout
  }
}

/// Every report format, in the order help and completion list them.
public enum ReportRenderers {
  public static var all: [any ReportRenderer.Type] {
    [
      MarkdownReport.self, JSONReport.self, TextReport.self,
    ]
  }

  /// The renderer of `format`.
  public static func renderer(for format: ReportFormat) -> any ReportRenderer.Type {
    // Every format is made from a listed renderer's name.
    all.first { $0.format == format } ?? MarkdownReport.self
  }

  /// `report` in `format`, as UTF-8.
  public static func render(_ report: Report, as format: ReportFormat, options: RenderOptions)
    -> [UInt8]
  {
    renderer(for: format).render(report, options: options)
  }
}
