import WizardCore

/// The one place diagnostics become text: `file:line:column: error: message`,
/// then the source line with a caret under the column.
public struct DiagnosticPrinter: Sendable {
  public var console: Console
  public var color: Bool
  /// Messages wrap to this many columns, continuing two columns in; nil (not
  /// a terminal) keeps each on one line, for editors and scripts to parse.
  public var width: Int?

  public init(console: Console) {
    self.console = console
    self.color = console.usesColor(.error)
    self.width = console.isTerminal(.error) ? console.width(.error) : nil
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
    var head = ""
    if let location = diagnostic.location {
      head = "\(PlainText.inline(location.description)): "
      text += style(head, bold: true)
    }
    let label: String
    switch diagnostic.severity {
    case .error: label = "error:"
    case .warning: label = "warning:"
    case .note: label = "note:"
    }
    let code = ["error:": "31", "warning:": "35", "note:": "36"][label]
    text += style(label, code: code, bold: true)
    head += label + " "
    let message = PlainText.inline(diagnostic.text(in: console.language))
    if let width {
      // The first row goes on after the head; the others start two in.
      let headColumns = LineBreaking.columns(head)
      let rows = LineBreaking.wrap(
        message, width: width, indent: headColumns, hanging: 2 - headColumns)
      text +=
        " "
        + rows.enumerated().map { $0 == 0 ? String($1.dropFirst(headColumns)) : $1 }
        .joined(separator: "\n") + "\n"
    } else {
      text += " \(message)\n"
    }
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
