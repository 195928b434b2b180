import WizardCore

/// Lays out ``TextLine``s for a terminal: wrapped to a width in columns, East
/// Asian wide characters counting as two, headings bold when colour is on.
public struct TextLayout: Sendable {
  public var width: Int?
  public var color: Bool

  public init(width: Int?, color: Bool) {
    self.width = width
    self.color = color
  }

  public func render(_ lines: [TextLine]) -> String {
    var out = ""
    for line in lines {
      let styled: (String) -> String
      switch line.style {
      case .plain: styled = { $0 }
      case .heading: styled = { self.color ? "\u{1B}[1m\($0)\u{1B}[0m" : $0 }
      case .emphasis: styled = { self.color ? "\u{1B}[1;32m\($0)\u{1B}[0m" : $0 }
      }
      let text = Self.safe(line.text)
      let rows =
        line.wraps
        ? wrap(text, indent: line.indent, hanging: line.hanging)
        : [String(repeating: " ", count: line.indent) + text]
      for row in rows { out += styled(row) + "\n" }
    }
    return out
  }

  /// `text` with every control or bidirectional formatting character but
  /// the tab shown as U+FFFD: every line of a report, an outline or a
  /// prompt passes here on its way to the terminal, and text from a tree
  /// that was not linted (`--questions`) must not act on it.
  static func safe(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0 != "\t" && PlainText.isUnsafe($0) }) else {
      return text
    }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      result.append(scalar != "\t" && PlainText.isUnsafe(scalar) ? "\u{FFFD}" : scalar)
    }
    return String(result)
  }

  /// `text` in rows no wider than `width`, broken where
  /// ``LineBreaking`` allows: at spaces, and between Japanese characters but
  /// never before closing punctuation, small kana or `ー`.
  public func wrap(_ text: String, indent: Int, hanging: Int = 0) -> [String] {
    guard let width else { return [String(repeating: " ", count: indent) + text] }
    return LineBreaking.wrap(text, width: width, indent: indent, hanging: hanging)
  }

  /// Terminal columns taken by `text` (see ``LineBreaking/columns(_:)``).
  public static func columns<S: StringProtocol>(_ text: S) -> Int { LineBreaking.columns(text) }

  static func isWide(_ value: UInt32) -> Bool { LineBreaking.isWide(value) }
}
