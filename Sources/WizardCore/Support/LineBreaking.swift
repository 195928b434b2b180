internal import CUnistring

/// Where text may break into lines, for the terminal and for diagram labels
/// alike: at spaces, and next to East Asian wide characters (Japanese is
/// written without spaces) where Unicode's line breaking rules allow it,
/// so never before a character that may not start a line (closing
/// punctuation, small kana, the long-vowel mark) or after one that may not
/// end it (opening brackets). Widths are terminal columns, as libunistring
/// measures them from Unicode's East Asian Width: two for wide and
/// fullwidth characters and the emoji drawn wide (🚀 ✅ ⌚ 🛑), none for
/// combining marks. Nothing is set up at start: each call reads
/// libunistring's static tables.
public enum LineBreaking {
  /// Whether the character `value` takes two columns: East Asian wide and
  /// fullwidth characters, and emoji drawn wide.
  public static func isWide(_ value: UInt32) -> Bool {
    value >= 0x1100 && hw_uc_width(value) == 2
  }

  /// Terminal columns taken by `text`.
  public static func columns<S: StringProtocol>(_ text: S) -> Int {
    var total = 0
    // ASCII first: it is most of every line, and needs no lookup.
    for byte in text.utf8 {
      guard byte < 0x80 else { return measured(String(text)) }
      total += 1
    }
    return total
  }

  /// libunistring's width of text that is not all ASCII (a control
  /// character counts for nothing; ASCII ones are counted as one column
  /// each by ``columns(_:)``, as before).
  private static func measured(_ text: String) -> Int {
    var text = text
    let controls = text.utf8.reduce(0) { $0 + ($1 < 0x20 || $1 == 0x7F ? 1 : 0) }
    let width = text.withUTF8 { hw_u8_width($0.baseAddress, $0.count) }
    return Int(width) + controls
  }

  /// A word (no spaces) cut where a line may break inside it: where
  /// Unicode's line breaking rules allow a break and a wide character is
  /// on either side (a hyphen or a slash between Latin letters is not
  /// broken, as before).
  public static func pieces(of word: Substring) -> [Substring] {
    guard word.utf8.contains(where: { $0 >= 0x80 }) else { return [word] }
    let bytes = Array(word.utf8)
    var breaks = [CChar](repeating: 0, count: bytes.count)
    hw_u8_breaks(bytes, bytes.count, &breaks)
    var pieces: [Substring] = []
    var start = word.startIndex
    var offset = 0
    var previousWide = false
    for index in word.indices {
      let value = word[index].unicodeScalars.first?.value ?? 0
      let wide = isWide(value)
      if index != start, breaks[offset] != 0, previousWide || wide {
        pieces.append(word[start..<index])
        start = index
      }
      previousWide = wide
      offset += word[index].utf8.count
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
