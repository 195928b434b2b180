/// The bytes of one source file, with what is needed to point into them:
/// lines for caret displays and byte offsets turned into line and column.
public struct SourceText: Sendable {
  public let file: String
  public let bytes: [UInt8]
  /// The byte offset where every ``linesPerMark``-th line starts (lines 1,
  /// 1 + linesPerMark, …), so that finding a line costs a few lines' worth of
  /// scanning rather than the whole file before it: a file with thousands of
  /// problems would otherwise take quadratic time to report.
  private let marks: [Int]
  private static let linesPerMark = 64

  /// The most Unicode scalars of one line that ``line(_:)`` returns; the rest
  /// is cut and replaced by `…`, so a 10 MB line is not echoed in full under
  /// every diagnostic that points into it.
  public static let maximumLineLength = 200

  public init(file: String, bytes: [UInt8]) {
    self.file = file
    self.bytes = bytes
    var marks = [0]
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      var line = 1
      while offset < buffer.count,
        let found = System.newline(in: base + offset, count: buffer.count - offset)
      {
        offset += found + 1
        line += 1
        if line % Self.linesPerMark == 1 { marks.append(offset) }
      }
    }
    self.marks = marks
  }

  public init(file: String, text: String) {
    self.init(file: file, bytes: Array(text.utf8))
  }

  /// The byte offset where 1-based line `line` starts; nil past the end.
  private func start(ofLine line: Int) -> Int? {
    guard line >= 1 else { return nil }
    let mark = (line - 1) / Self.linesPerMark
    guard mark < marks.count else { return nil }
    var start = marks[mark]
    var remaining = (line - 1) % Self.linesPerMark
    while remaining > 0 {
      guard let newline = newline(from: start, before: bytes.count) else { return nil }
      start = newline + 1
      remaining -= 1
    }
    return start
  }

  /// The offset of the first line feed in `start..<end`, found with memchr
  /// (a byte loop is slow in debug builds, and lines can be megabytes long).
  private func newline(from start: Int, before end: Int) -> Int? {
    guard start < end else { return nil }
    return bytes.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress,
        let found = System.newline(in: base + start, count: end - start)
      else { return nil }
      return start + found
    }
  }

  /// The text of 1-based line `line`, without its line break; invalid UTF-8 is
  /// shown as U+FFFD. A line longer than ``maximumLineLength`` scalars is cut
  /// there and ends in `…`. Nil past the end.
  public func line(_ line: Int) -> String? {
    guard let start = start(ofLine: line) else { return nil }
    // Four bytes per scalar at most, one more to tell that the line goes on.
    let window = min(bytes.count, start + 4 * Self.maximumLineLength + 1)
    var end = newline(from: start, before: window) ?? window
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    let scalars = text.unicodeScalars
    guard scalars.count > Self.maximumLineLength else { return text }
    var cut = String.UnicodeScalarView(scalars.prefix(Self.maximumLineLength))
    cut.append("…")
    return String(cut)
  }

  /// The 1-based location of a byte offset, the column counting Unicode
  /// scalars (a malformed byte counts as one).
  public func location(ofByte offset: Int) -> SourceLocation {
    let end = min(max(offset, 0), bytes.count)
    // The last mark at or before the offset, then line by line.
    var low = 0
    var high = marks.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if marks[middle] <= end { low = middle } else { high = middle - 1 }
    }
    var line = low * Self.linesPerMark + 1
    var start = marks[low]
    while let newline = newline(from: start, before: end) {
      line += 1
      start = newline + 1
    }
    var column = 1
    for byte in bytes[start..<end] where byte & 0xC0 != 0x80 { column += 1 }
    return SourceLocation(file: file, line: line, column: column)
  }

  /// A location with its source line attached.
  public func diagnostic(
    _ severity: Diagnostic.Severity, _ message: Message, line: Int, column: Int
  ) -> Diagnostic {
    // A caret past the shown part of a cut line would point at the wrong
    // text: then only `file:line:column` says where.
    let shown = column <= Self.maximumLineLength ? self.line(line) : nil
    return Diagnostic(
      severity, message, at: SourceLocation(file: file, line: line, column: column),
      sourceLine: shown)
  }

  /// The byte offset of the first invalid UTF-8 sequence, or nil when the
  /// bytes are valid UTF-8.
  public var firstInvalidUTF8Offset: Int? {
    // Through a buffer pointer: an array subscript per byte is slow in debug
    // builds, and files can be tens of megabytes.
    bytes.withUnsafeBufferPointer { buffer -> Int? in
      var index = 0
      let count = buffer.count
      while index < count {
        let lead = buffer[index]
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
          let byte = buffer[index + offset]
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
}
