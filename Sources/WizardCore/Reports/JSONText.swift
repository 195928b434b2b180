/// JSON string literals: the one writer every JSON output uses (reports,
/// `list`, `show`, saved sessions, batch JSON Lines), so that they all
/// escape alike.
///
/// `"` and `\` are escaped, line feed, carriage return and tab as `\n`,
/// `\r`, `\t`; every other control character (C0, DEL, C1), the
/// bidirectional embeddings, overrides and isolates (``PlainText/isUnsafe(_:)``)
/// and the line and paragraph separators U+2028 and U+2029 (which end a line
/// in JavaScript and in some JSON Lines readers) are written as `\u` escapes
/// with upper-case hex digits. Everything else is written as UTF-8.
public enum JSONText {
  public static func quoted(_ text: String) -> String {
    var out: [UInt8] = []
    append(text, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends `text` as a JSON string literal.
  public static func append(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    // ASCII text (ids, most answers) is copied byte by byte; the scalar-by-
    // scalar path only when the text has a non-ASCII byte at all.
    if text.utf8.contains(where: { $0 >= 0x80 }) {
      for scalar in text.unicodeScalars {
        if scalar.isASCII {
          appendASCII(UInt8(scalar.value), to: &out)
        } else if isEscaped(scalar) {
          appendEscape(scalar.value, to: &out)
        } else {
          UTF8.encode(scalar) { out.append($0) }
        }
      }
    } else {
      for byte in text.utf8 { appendASCII(byte, to: &out) }
    }
    out.append(UInt8(ascii: "\""))
  }

  /// Whether a non-ASCII scalar is written as a `\u` escape.
  static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    PlainText.isUnsafe(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029
  }

  private static func appendASCII(_ byte: UInt8, to out: inout [UInt8]) {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), byte]
    case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
    case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
    case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
    case 0x00...0x1F, 0x7F: appendEscape(UInt32(byte), to: &out)
    default: out.append(byte)
    }
  }

  /// `\u` and four upper-case hex digits (every escaped scalar is in the
  /// Basic Multilingual Plane).
  private static func appendEscape(_ value: UInt32, to out: inout [UInt8]) {
    out += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
    for shift in stride(from: 12, through: 0, by: -4) {
      let digit = UInt8((value >> UInt32(shift)) & 0xF)
      out.append(digit < 10 ? 48 + digit : 55 + digit)
    }
  }
}
