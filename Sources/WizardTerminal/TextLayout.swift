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

  /// Splits `text` at spaces, and between East Asian wide characters (which
  /// are written without spaces), so that no row is wider than `width`. A
  /// word longer than a row stands alone; closing punctuation never starts a
  /// row.
  public func wrap(_ text: String, indent: Int, hanging: Int = 0) -> [String] {
    let first = String(repeating: " ", count: indent)
    guard let width, !text.isEmpty else { return [first + text] }
    let rest = String(repeating: " ", count: indent + hanging)
    var rows: [String] = []
    var row = first
    var rowWidth = indent
    var rowHasWord = false
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      for (index, piece) in TextLayout.pieces(of: word).enumerated() {
        // Pieces of one word join without a space.
        let gap = index == 0 && rowHasWord ? 1 : 0
        let pieceWidth = TextLayout.columns(piece)
        if rowHasWord, rowWidth + gap + pieceWidth > width {
          rows.append(row)
          row = rest
          rowWidth = rest.count
          rowHasWord = false
        }
        if rowHasWord && gap == 1 {
          row += " "
          rowWidth += 1
        }
        row += piece
        rowWidth += pieceWidth
        rowHasWord = true
      }
    }
    rows.append(row)
    return rows
  }

  /// A word cut where a row may break inside it: before and after each wide
  /// character, except before closing punctuation.
  static func pieces(of word: Substring) -> [Substring] {
    var pieces: [Substring] = []
    var start = word.startIndex
    var index = word.startIndex
    while index < word.endIndex {
      let next = word.index(after: index)
      let current = word[index].unicodeScalars.first?.value ?? 0
      let following = next < word.endIndex ? word[next].unicodeScalars.first?.value : nil
      var breakAfter = false
      if let following {
        breakAfter =
          (TextLayout.isWide(current) || TextLayout.isWide(following))
          && !TextLayout.isClosing(following)
      }
      if breakAfter {
        pieces.append(word[start..<next])
        start = next
      }
      index = next
    }
    if start < word.endIndex { pieces.append(word[start...]) }
    return pieces
  }

  /// Punctuation that must stay at the end of the row before it.
  static func isClosing(_ value: UInt32) -> Bool {
    switch value {
    case 0x3001, 0x3002, 0xFF0C, 0xFF0E, 0x300D, 0x300F, 0x3011, 0xFF09, 0xFF01, 0xFF1F,
      0x30FC, 0x3063, 0x30C3:
      return true
    default:
      return false
    }
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
