/// Where text may break into lines, for the terminal and for diagram labels
/// alike: at spaces, and next to East Asian wide characters (Japanese is
/// written without spaces), but never before a character that may not start
/// a line (closing punctuation, small kana, the long-vowel mark) or after one
/// that may not end it (opening brackets). Widths are terminal columns: two
/// for wide and fullwidth characters, none for combining marks.
public enum LineBreaking {
  /// East Asian wide and fullwidth characters, and the emoji drawn as wide.
  public static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// Closing punctuation, small kana and `ー`: they stay on the line before.
  public static func mayNotStartLine(_ value: UInt32) -> Bool {
    switch value {
    // 、。，．・：；？！ and the closing brackets 」』）］｝〕〉》】〙〗
    case 0x3001, 0x3002, 0xFF0C, 0xFF0E, 0x30FB, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF01, 0x300D, 0x300F,
      0xFF09, 0xFF3D, 0xFF5D, 0x3015, 0x3009, 0x300B, 0x3011, 0x3019, 0x3017,
      // small hiragana ぁぃぅぇぉっゃゅょゎゕゖ
      0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095,
      0x3096,
      // small katakana ァィゥェォッャュョヮヵヶ, then ー ゝゞヽヾ々
      0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5,
      0x30F6, 0x30FC, 0x309D, 0x309E, 0x30FD, 0x30FE, 0x3005:
      return true
    default:
      return false
    }
  }

  /// Opening brackets 「『（［｛〔〈《【〘〖: they stay with what follows.
  public static func mayNotEndLine(_ value: UInt32) -> Bool {
    switch value {
    case 0x300C, 0x300E, 0xFF08, 0xFF3B, 0xFF5B, 0x3014, 0x3008, 0x300A, 0x3010, 0x3018, 0x3016:
      return true
    default:
      return false
    }
  }

  /// Terminal columns taken by `text`.
  public static func columns<S: StringProtocol>(_ text: S) -> Int {
    var total = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      // ASCII first: it is most of every line, and needs no property lookup.
      if value < 0x80 {
        total += 1
        continue
      }
      if scalar.properties.generalCategory == .nonspacingMark
        || scalar.properties.generalCategory == .enclosingMark || value == 0x200D
      {
        continue
      }
      total += isWide(value) ? 2 : 1
    }
    return total
  }

  /// A word (no spaces) cut where a line may break inside it.
  public static func pieces(of word: Substring) -> [Substring] {
    var pieces: [Substring] = []
    var start = word.startIndex
    var index = word.startIndex
    while index < word.endIndex {
      let next = word.index(after: index)
      if next < word.endIndex {
        let current = word[index].unicodeScalars.first?.value ?? 0
        let following = word[next].unicodeScalars.first?.value ?? 0
        if isWide(current) || isWide(following), !mayNotStartLine(following),
          !mayNotEndLine(current)
        {
          pieces.append(word[start..<next])
          start = next
        }
      }
      index = next
    }
    if start < word.endIndex { pieces.append(word[start...]) }
    return pieces
  }

  /// `text` in lines of at most `width` columns (a piece wider than that
  /// stands alone), the first line `indent` columns in and the rest `indent
  /// + hanging`: spaces between words, none between the pieces of one.
  public static func wrap(_ text: String, width: Int, indent: Int = 0, hanging: Int = 0)
    -> [String]
  {
    let first = String(repeating: " ", count: indent)
    guard !text.isEmpty else { return [first + text] }
    let rest = String(repeating: " ", count: indent + hanging)
    var rows: [String] = []
    var row = first
    var rowWidth = indent
    var rowHasWord = false
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      for (index, piece) in pieces(of: word).enumerated() {
        let gap = index == 0 && rowHasWord ? 1 : 0
        let pieceWidth = columns(piece)
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
}
