/// Text from tree files, answers and flags is untrusted: nothing in it may
/// reach a terminal as a control character or escape sequence.
public enum PlainText {
  /// `text` on one line: control characters (C0, DEL, C1) and the bidirectional
  /// overrides are dropped, and every run of white space becomes one space.
  public static func inline(_ text: String) -> String {
    // Most texts are already one clean line: then they are returned as they
    // are, without a copy.
    isInline(text) ? text : rewrite(text)
  }

  /// `text` as ``inline(_:)`` makes it, cut after `maximum` Unicode scalars
  /// with `…`: what a message quotes of something typed, however long it was.
  public static func excerpt(_ text: String, maximum: Int = 60) -> String {
    // Counted in Unicode scalars, as ``clipped(_:to:)`` counts: one
    // character can hold a mebibyte of combining marks.
    clipped(text, to: maximum + 1)
  }

  /// Lines of code as they are, tabs and line feeds kept, with the other
  /// control and reordering characters dropped (a carriage return too: a
  /// CR LF is one `Character` in Swift, so the lines are split by scalar).
  public static func codeBlock(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0 != "\t" && $0 != "\n" && isUnsafe($0) })
    else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where scalar == "\t" || scalar == "\n" || !isUnsafe(scalar) {
      result.append(scalar)
    }
    return String(result)
  }

  /// `inline`'s work for a text that needs it.
  static func rewrite(_ text: String) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      if isWhiteSpace(scalar) {
        pendingSpace = !result.isEmpty
        continue
      }
      if isUnsafe(scalar) { continue }
      if pendingSpace {
        result.append(0x20)
        pendingSpace = false
      }
      if scalar.isASCII {
        result.append(UInt8(scalar.value))
      } else {
        UTF8.encode(scalar) { result.append($0) }
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Whether `inline` would return `text` unchanged: no control or
  /// reordering character, no white space but single spaces between words.
  static func isInline(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { isInline($0) }
  }

  /// A set of ASCII bytes, as two bit masks: one test a byte.
  struct ASCIISet {
    var low: UInt64 = 0  // 0x00–0x3F
    var high: UInt64 = 0  // 0x40–0x7F

    init() {}

    /// The ASCII bytes `predicate` is true of.
    init(where predicate: (UInt8) -> Bool) {
      for byte in UInt8(0)..<0x80 where predicate(byte) { insert(byte) }
    }

    mutating func insert(_ byte: UInt8) {
      precondition(byte < 0x80, "ASCII only")
      if byte < 0x40 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 0x40) }
    }

    /// Whether `byte` is in the set: never for a byte beyond ASCII.
    func contains(_ byte: UInt8) -> Bool {
      if byte < 0x40 { return low & (1 << UInt64(byte)) != 0 }
      return byte < 0x80 && high & (1 << UInt64(byte - 0x40)) != 0
    }
  }

  /// `isInline` on bytes, refusing as well any ASCII byte of `refused`
  /// other than the space (Markdown's escaping asks it in the same pass).
  ///
  /// It reads bytes, not scalars: every text of a report passes here. Only
  /// four lead bytes start a non-ASCII scalar that is white space or unsafe
  /// (C2: U+0080–U+00BF; E1: U+1680; E2: U+2000–U+206F; E3: U+3000), so the
  /// rest of a multi-byte character is skipped unread.
  static func isInline(_ bytes: UnsafeBufferPointer<UInt8>, refusing refused: ASCIISet = ASCIISet())
    -> Bool
  {
    var stops = refused
    stops.low |= 0xFFFF_FFFF  // C0 controls
    stops.high |= 1 << 63  // DEL
    var afterSpace = true  // a leading space would be dropped
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 {
        if afterSpace { return false }
        afterSpace = true
      } else if byte < 0x80 {
        if stops.contains(byte) { return false }
        afterSpace = false
      } else {
        afterSpace = false
        if byte >= 0xC2, byte <= 0xE3, isBlockedSequence(bytes, at: index) { return false }
      }
      index += 1
    }
    return !afterSpace || bytes.isEmpty
  }

  /// Whether the multi-byte character at `index` is white space or unsafe:
  /// the UTF-8 forms of the non-ASCII scalars `isWhiteSpace` and `isUnsafe`
  /// list.
  private static func isBlockedSequence(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> Bool
  {
    let second = index + 1 < bytes.count ? bytes[index + 1] : 0
    let third = index + 2 < bytes.count ? bytes[index + 2] : 0
    switch bytes[index] {
    case 0xC2:  // U+0080–U+009F controls, U+0085 and U+00A0 white space
      return second <= 0xA0
    case 0xE1:  // U+1680
      return second == 0x9A && third == 0x80
    case 0xE2:
      switch second {
      case 0x80:  // U+2000–U+200A, U+2028–U+202F
        return (0x80...0x8A).contains(third) || (0xA8...0xAF).contains(third)
      case 0x81:  // U+205F, U+2066–U+2069
        return third == 0x9F || (0xA6...0xA9).contains(third)
      default:
        return false
      }
    case 0xE3:  // U+3000
      return second == 0x80 && third == 0x80
    default:
      return false
    }
  }

  /// ASCII letters and digits.
  static func isAlphanumeric(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return false
    }
  }

  /// Unicode's White_Space characters, listed: the property lookup costs
  /// hundreds of instructions a character, and Japanese text is all
  /// non-ASCII.
  static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F,
      0x3000:
      return true
    default:
      return false
    }
  }

  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    // Bidirectional embeddings, overrides and isolates can reorder what
    // people see ("Trojan Source").
    case 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}
