import WizardCore

/// The one place diagnostics become text: `file:line:column: error: message`,
/// then the source line with a caret under the column.
public struct DiagnosticPrinter: Sendable {
  public var console: Console
  public var color: Bool

  public init(console: Console = Console()) {
    self.console = console
    self.color = console.usesColor(.error)
  }

  public func print(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics { print(diagnostic) }
  }

  public func print(_ diagnostic: Diagnostic) {
    console.write(format(diagnostic), to: .error)
  }

  /// The text for one diagnostic, ending in a line break.
  public func format(_ diagnostic: Diagnostic) -> String {
    var text = ""
    if let location = diagnostic.location {
      text += style("\(PlainText.inline(location.description)): ", bold: true)
    }
    let label: String
    switch diagnostic.severity {
    case .error: label = style("error:", code: "31", bold: true)
    case .warning: label = style("warning:", code: "35", bold: true)
    case .note: label = style("note:", code: "36", bold: true)
    }
    text += "\(label) \(PlainText.inline(diagnostic.message))\n"
    if let line = diagnostic.sourceLine, let column = diagnostic.location?.column {
      // The caret line repeats the tabs of the source line so it lines up.
      var shown = String.UnicodeScalarView()
      var prefix = ""
      for (index, scalar) in line.unicodeScalars.enumerated() {
        let safe: Unicode.Scalar = PlainText.isUnsafe(scalar) && scalar != "\t" ? " " : scalar
        shown.append(safe)
        // A wide (East Asian) character takes two columns of the terminal.
        if index < column - 1 {
          prefix += safe == "\t" ? "\t" : TextLayout.isWide(safe.value) ? "  " : " "
        }
      }
      text += "  \(String(shown))\n  \(prefix)\(style("^", code: "32", bold: true))\n"
    }
    return text
  }

  private func style(_ text: String, code: String? = nil, bold: Bool = false) -> String {
    guard color else { return text }
    var codes: [String] = []
    if bold { codes.append("1") }
    if let code { codes.append(code) }
    return "\u{1B}[\(codes.joined(separator: ";"))m\(text)\u{1B}[0m"
  }
}
