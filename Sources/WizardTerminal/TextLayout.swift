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
      let rows = wrap(line.text, indent: line.indent, hanging: line.hanging)
      for row in rows { out += styled(row) + "\n" }
    }
    return out
  }

  /// Splits `text` at spaces so that no row is wider than `width` (a word
  /// longer than a row stands alone).
  public func wrap(_ text: String, indent: Int, hanging: Int = 0) -> [String] {
    let first = String(repeating: " ", count: indent)
    guard let width, !text.isEmpty else { return [first + text] }
    let rest = String(repeating: " ", count: indent + hanging)
    var rows: [String] = []
    var row = first
    var rowWidth = indent
    var rowHasWord = false
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let wordWidth = TextLayout.columns(word)
      if rowHasWord, rowWidth + 1 + wordWidth > width {
        rows.append(row)
        row = rest
        rowWidth = rest.count
        rowHasWord = false
      }
      if rowHasWord {
        row += " "
        rowWidth += 1
      }
      row += word
      rowWidth += wordWidth
      rowHasWord = true
    }
    rows.append(row)
    return rows
  }

  /// Terminal columns taken by `text`: two for East Asian wide and fullwidth
  /// characters, none for combining marks, one for the rest.
  public static func columns<S: StringProtocol>(_ text: S) -> Int {
    var total = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if scalar.properties.generalCategory == .nonspacingMark
        || scalar.properties.generalCategory == .enclosingMark || value == 0x200D
      {
        continue
      }
      total += isWide(value) ? 2 : 1
    }
    return total
  }

  static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
