/// CSV as RFC 4180 writes it, read byte by byte as the bytes arrive: one
/// pass frames the records and splits their fields, so that where a record
/// ends and what its fields are can never disagree.
///
/// `,` separates fields, `"` quotes a whole field, `""` inside quotes is a
/// quote, and a quote anywhere else is an error of its record. A line ends
/// at LF, CR LF or a lone CR (Excel for Mac); inside quotes a line end is
/// data. Spaces belong to the field.
///
/// A broken record costs its own line only: reading goes on at the end of
/// the line it starts on. A quote left open swallows the lines after it
/// until the input ends, the record reaches ``BatchReader/maximumRecordBytes``
/// or a later quote breaks the record; then the record is reported at its
/// first line, and the lines after it are read again as records of their own.
struct CSVReader: Sendable {
  /// What was read: a record, or why the line a record starts on was not.
  /// Lines are 1-based; columns count bytes from the line's start, 1-based.
  enum Event: Equatable, Sendable {
    case record(line: Int, fields: [String])
    /// A quote inside an unquoted field, or text right after a closing quote.
    case strayQuote(line: Int, column: Int)
    /// A quoted field still open at the end of the input (or of the limit);
    /// the column is its opening quote's.
    case notClosed(line: Int, column: Int)
    /// A record on one line longer than the limit.
    case tooLong(line: Int)
  }

  private enum State {
    case fieldStart
    case unquoted
    case quoted
    /// Just after a quote inside a quoted field: another quote is a
    /// doubled one; a separator or a line end closes the field.
    case closingQuote
  }

  /// The bytes from the start of the record being read: kept so that a
  /// record broken after it crossed a line end can be read again from its
  /// second line. Never much longer than the limit.
  private var buffer: [UInt8] = []
  private var recordStart = 0
  private var position = 0
  private var lineStart = 0
  private var line = 1
  private var recordLine = 1
  private var state = State.fieldStart
  private var fields: [String] = []
  private var field: [UInt8] = []
  /// Only spaces and tabs so far: a blank line is no record.
  private var blank = true
  /// The column of the quote that opened the field being read.
  private var quoteColumn = 1
  /// Whether the record crossed a line end inside quotes, and the column
  /// (on its first line) of the quote that opened that field.
  private var spansLines = false
  private var spanColumn = 1
  /// The last byte was a CR that ended a line: an LF right after it is
  /// part of the same line end.
  private var afterCR = false
  /// After a record that is too long or broken on its own line: bytes are
  /// dropped up to the end of that line.
  private var skipping = false

  private static let quote = UInt8(ascii: "\"")
  private static let comma = UInt8(ascii: ",")
  private static let cr: UInt8 = 0x0D
  private static let lf: UInt8 = 0x0A

  /// The events completed by `bytes`.
  mutating func feed(_ bytes: [UInt8]) -> [Event] {
    buffer.append(contentsOf: bytes)
    var events: [Event] = []
    scan(into: &events)
    // What the record being read does not need is let go.
    let drop = skipping ? position : recordStart
    if drop > 0 {
      buffer.removeFirst(drop)
      position -= drop
      recordStart -= drop
      lineStart -= drop
    }
    return events
  }

  /// The last record, when the input does not end with a line end, and the
  /// lines after a quote left open.
  mutating func finish() -> [Event] {
    var events: [Event] = []
    while !skipping, state == .quoted {
      if spansLines {
        events.append(.notClosed(line: recordLine, column: spanColumn))
        rewind()
        scan(into: &events)
      } else {
        events.append(.notClosed(line: line, column: quoteColumn))
        skipping = true
      }
    }
    if !skipping { endRecord(into: &events) }
    buffer = []
    (recordStart, position, lineStart) = (0, 0, 0)
    return events
  }

  private mutating func scan(into events: inout [Event]) {
    while position < buffer.count {
      let byte = buffer[position]
      if afterCR {
        afterCR = false
        if byte == Self.lf {
          if state == .quoted { field.append(byte) }
          if recordStart == position { recordStart += 1 }
          position += 1
          lineStart = position
          continue
        }
      }
      if skipping {
        if byte == Self.cr || byte == Self.lf {
          skipping = false
          lineEnd(byte)
          startRecord()
        } else {
          position += 1
          recordStart = position
        }
        continue
      }
      if position - recordStart >= BatchReader.maximumRecordBytes {
        if spansLines {
          events.append(.notClosed(line: recordLine, column: spanColumn))
          rewind()
        } else {
          events.append(.tooLong(line: recordLine))
          skip()
        }
        continue
      }
      switch byte {
      case Self.cr, Self.lf:
        if state == .quoted {
          field.append(byte)
          if !spansLines {
            spansLines = true
            spanColumn = quoteColumn
          }
          lineEnd(byte)
        } else {
          endRecord(into: &events)
          lineEnd(byte)
          startRecord()
        }
        continue
      case Self.quote:
        switch state {
        case .fieldStart:
          state = .quoted
          quoteColumn = position - lineStart + 1
          blank = false
        case .unquoted:
          broken(into: &events)
          continue
        case .quoted: state = .closingQuote
        case .closingQuote:
          field.append(byte)
          state = .quoted
        }
      case Self.comma where state != .quoted:
        fields.append(String(decoding: field, as: UTF8.self))
        field.removeAll(keepingCapacity: true)
        state = .fieldStart
        blank = false
      default:
        switch state {
        case .fieldStart, .unquoted:
          field.append(byte)
          state = .unquoted
          if byte != 0x20, byte != 0x09 { blank = false }
        case .quoted: field.append(byte)
        case .closingQuote:
          broken(into: &events)
          continue
        }
      }
      position += 1
    }
  }

  /// The line end at `position` (a CR or an LF) is consumed.
  private mutating func lineEnd(_ byte: UInt8) {
    afterCR = byte == Self.cr
    line += 1
    position += 1
    lineStart = position
  }

  private mutating func startRecord() {
    recordStart = position
    recordLine = line
    state = .fieldStart
    fields.removeAll(keepingCapacity: true)
    field.removeAll(keepingCapacity: true)
    blank = true
    spansLines = false
  }

  private mutating func endRecord(into events: inout [Event]) {
    guard !blank || !fields.isEmpty else { return startRecord() }
    fields.append(String(decoding: field, as: UTF8.self))
    events.append(.record(line: recordLine, fields: fields))
    startRecord()
  }

  /// A quote where none may be, at `position`.
  private mutating func broken(into events: inout [Event]) {
    if spansLines {
      events.append(.notClosed(line: recordLine, column: spanColumn))
      rewind()
    } else {
      events.append(.strayQuote(line: line, column: position - lineStart + 1))
      skip()
    }
  }

  /// The rest of the line is dropped.
  private mutating func skip() {
    startRecord()
    skipping = true
  }

  /// Back to the end of the record's first line: what follows it is read
  /// again, as records of its own.
  private mutating func rewind() {
    var end = recordStart
    while buffer[end] != Self.cr, buffer[end] != Self.lf { end += 1 }
    position = end
    line = recordLine
    afterCR = false
    let byte = buffer[end]
    lineEnd(byte)
    startRecord()
  }
}
