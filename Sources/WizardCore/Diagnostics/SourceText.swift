/// The bytes of one source file, with what is needed to point into them:
/// lines for caret displays and byte offsets turned into line and column.
public struct SourceText: Sendable {
  public let file: String
  public let bytes: [UInt8]

  public init(file: String, bytes: [UInt8]) {
    self.file = file
    self.bytes = bytes
  }

  public init(file: String, text: String) {
    self.init(file: file, bytes: Array(text.utf8))
  }

  /// The text of 1-based line `line`, without its line break; invalid UTF-8 is
  /// shown as U+FFFD. Nil past the end.
  public func line(_ line: Int) -> String? {
    guard line >= 1 else { return nil }
    var current = 1
    var start = 0
    var index = 0
    while index < bytes.count, current < line {
      if bytes[index] == 0x0A {
        current += 1
        start = index + 1
      }
      index += 1
    }
    guard current == line, start <= bytes.count else { return nil }
    var end = start
    while end < bytes.count, bytes[end] != 0x0A { end += 1 }
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The 1-based location of a byte offset, the column counting Unicode
  /// scalars (a malformed byte counts as one).
  public func location(ofByte offset: Int) -> SourceLocation {
    var line = 1
    var column = 1
    var index = 0
    let end = min(offset, bytes.count)
    while index < end {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    return SourceLocation(file: file, line: line, column: column)
  }

  /// A location with its source line attached.
  public func diagnostic(
    _ severity: Diagnostic.Severity, _ message: String, line: Int, column: Int
  ) -> Diagnostic {
    Diagnostic(
      severity, message, at: SourceLocation(file: file, line: line, column: column),
      sourceLine: self.line(line))
  }

  /// The byte offset of the first invalid UTF-8 sequence, or nil when the
  /// bytes are valid UTF-8.
  public var firstInvalidUTF8Offset: Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      let minimum: UInt32
      var scalar: UInt32
      switch lead {
      case 0xC2...0xDF: (length, minimum, scalar) = (2, 0x80, UInt32(lead & 0x1F))
      case 0xE0...0xEF: (length, minimum, scalar) = (3, 0x800, UInt32(lead & 0x0F))
      case 0xF0...0xF4: (length, minimum, scalar) = (4, 0x10000, UInt32(lead & 0x07))
      default: return index
      }
      guard index + length <= count else { return index }
      for offset in 1..<length {
        let byte = bytes[index + offset]
        guard byte & 0xC0 == 0x80 else { return index }
        scalar = scalar << 6 | UInt32(byte & 0x3F)
      }
      if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
        return index
      }
      index += length
    }
    return nil
  }
}
