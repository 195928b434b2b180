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
    var afterSpace = true  // a leading space would be dropped
    for scalar in text.unicodeScalars {
      if scalar == " " {
        if afterSpace { return false }
        afterSpace = true
      } else if isWhiteSpace(scalar) || isUnsafe(scalar) {
        return false
      } else {
        afterSpace = false
      }
    }
    return !afterSpace || text.isEmpty
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
