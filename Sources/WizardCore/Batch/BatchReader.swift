/// One answer set of a batch: the task's name and its answers by question id.
public struct BatchRecord: Sendable {
  /// The line the record starts on (1-based; the CSV header is line 1).
  public var line: Int
  public var task: String?
  /// Question id → choice id, in the order written (no id twice).
  public var pairs: [(question: String, choice: String)]

  /// The answers as the engine takes them.
  public var answers: Answers { Answers(pairs.map { ($0.question, $0.choice) }) }
}

/// A record that could not be read; the run goes on with the next one.
public struct BatchProblem: Error, Sendable, Equatable {
  public var line: Int
  public var column: Int?
  /// What is wrong, translated where it is shown.
  public var message: Message
}

public enum BatchFormat: String, Sendable, CaseIterable {
  /// One JSON object per line: `{"task": "...", "question-id": "choice-id", ...}`.
  case jsonl
  /// A header row `task,question-id,...`, then one record per row (RFC 4180).
  case csv

  /// The format of a records file by its name: `.csv` (any case) is CSV,
  /// anything else (standard input too) JSON Lines.
  public static func forFile(_ path: String) -> BatchFormat {
    path.lowercased().hasSuffix(".csv") ? .csv : .jsonl
  }
}

/// Reads batch records as the bytes arrive, so memory stays flat however
/// many records there are. Feed it chunks; it hands back every record (or
/// problem) completed so far, in input order.
public struct BatchReader: Sendable {
  public let format: BatchFormat
  /// JSON Lines: the bytes of the record being read.
  private var pending: [UInt8] = []
  /// The line the pending record starts on.
  private var line = 1
  /// Lines consumed so far.
  private var nextLine = 1
  /// CSV: the one reader that frames records and splits their fields.
  private var csv = CSVReader()
  /// The CSV header's names, once read.
  private var header: [String]?
  /// After a header that cannot be read (a duplicate column, `;` between
  /// fields): one error, then the rest of the input is not read.
  private var stopped = false
  /// Past ``maximumRecordBytes``: the rest of the line is dropped.
  private var skipping = false
  private var started = false
  private var scanned = 0

  /// The longest record read: a longer one is an error for that record, and
  /// memory stays flat whatever the input (a newline-free stream, say).
  public static let maximumRecordBytes = 1 << 20

  public typealias Item = Result<BatchRecord, BatchProblem>

  public init(format: BatchFormat) {
    self.format = format
  }

  /// The records completed by `bytes`.
  public mutating func feed(_ bytes: some Collection<UInt8>) -> [Item] {
    pending.append(contentsOf: bytes)
    // A UTF-8 byte-order mark (Excel's CSV export) is not part of the data.
    if !started, pending.count >= 3 || bytes.isEmpty {
      started = true
      if pending.starts(with: [0xEF, 0xBB, 0xBF]) {
        pending.removeFirst(3)
        scanned = 0
      }
    }
    guard started else { return [] }
    if format == .csv {
      var items: [Item] = []
      if !stopped { for event in csv.feed(pending) { take(event, into: &items) } }
      pending = []
      return items
    }
    var items: [Item] = []
    var start = 0
    var index = scanned
    while index < pending.count {
      let byte = pending[index]
      if byte == 0x0A {
        if skipping {
          skipping = false
        } else if let item = record(pending[start..<index]) {
          items.append(item)
        }
        nextLine += 1
        line = nextLine
        start = index + 1
      } else if skipping {
        start = index + 1
      } else if index - start >= Self.maximumRecordBytes {
        items.append(.failure(tooLong(line: line)))
        skipping = true
        start = index + 1
      }
      index += 1
    }
    pending.removeFirst(start)
    scanned = pending.count
    return items
  }

  /// The last record, when the input does not end with a newline.
  public mutating func finish() -> [Item] {
    var items = started ? [] : feed([])
    if format == .csv {
      if !stopped { for event in csv.finish() { take(event, into: &items) } }
      return items
    }
    defer {
      pending = []
      scanned = 0
    }
    guard !pending.isEmpty, !skipping, let item = record(pending[...]) else {
      return items
    }
    items.append(item)
    return items
  }

  private func tooLong(line: Int) -> BatchProblem {
    BatchProblem(
      line: line, column: nil,
      message: Message(
        "a record longer than {1} bytes; it is skipped", "\(Self.maximumRecordBytes)"))
  }

  /// What the CSV reader found, as a record or a problem of its line.
  private mutating func take(_ event: CSVReader.Event, into items: inout [Item]) {
    guard !stopped else { return }
    // Without its header no row can be read: a header that is not read is
    // one error, and the rest is not read (as for a duplicate column).
    let isRecord = if case .record = event { true } else { false }
    if header == nil, !isRecord { stopped = true }
    switch event {
    case .record(let line, let fields):
      if let item = csvRecord(fields, line: line) { items.append(item) }
    case .tooLong(let line):
      items.append(.failure(tooLong(line: line)))
    case .strayQuote(let line, let column):
      items.append(
        .failure(
          BatchProblem(
            line: line, column: column,
            message: Message(
              "a stray quote in a CSV field; quote the whole field and double each quote inside it"
            ))))
    case .notClosed(let line, let column):
      items.append(
        .failure(
          BatchProblem(
            line: line, column: column, message: Message("a quoted CSV field is not closed"))))
    }
  }

  private mutating func record(_ raw: ArraySlice<UInt8>) -> Item? {
    var bytes = raw
    if bytes.last == 0x0D { bytes = bytes.dropLast() }
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return nil }
    return jsonRecord(bytes)
  }

  // MARK: JSON Lines

  private func jsonRecord(_ bytes: ArraySlice<UInt8>) -> Item {
    var parser = FlatJSON(bytes: bytes)
    switch parser.object() {
    case .failure(let problem):
      return .failure(BatchProblem(line: line, column: problem.column, message: problem.message))
    case .success(let pairs):
      var task: String?
      var answers: [(question: String, choice: String)] = []
      answers.reserveCapacity(pairs.count)
      // Small records are scanned (cheaper than hashing every key); a large
      // one is checked through a set, so that the check stays linear.
      var seen: Set<String>? = pairs.count > 16 ? Set(minimumCapacity: pairs.count) : nil
      for (position, (key, value)) in pairs.enumerated() {
        let repeated =
          if let seen { seen.contains(key) } else {
            pairs[..<position].contains(where: { $0.0 == key })
          }
        if repeated {
          return .failure(
            BatchProblem(line: line, column: nil, message: Message("duplicate key '{1}'", key)))
        }
        seen?.insert(key)
        if key == "task" {
          task = value
        } else if let value {
          answers.append((key, value))
        }
      }
      return .success(BatchRecord(line: line, task: task, pairs: answers))
    }
  }

  // MARK: CSV

  private mutating func csvRecord(_ fields: [String], line: Int) -> Item? {
    guard let header else {
      let names = fields.map { $0.trimmingWhitespace }
      // A header that cannot be read is one error, and the rest is not read.
      if let duplicate = Self.firstDuplicate(names) {
        stopped = true
        return .failure(
          BatchProblem(
            line: line, column: nil,
            message: Message(
              "duplicate column '{1}' in the header; no record is read", duplicate)))
      }
      if names.count == 1, names[0].contains(";") {
        stopped = true
        return .failure(
          BatchProblem(
            line: line, column: nil,
            message: Message(
              "the header is separated by ';': CSV fields here are separated by ',' (save the file as comma-separated); no record is read"
            )))
      }
      header = names
      return nil
    }
    // Cells left out at the end of a row are empty answers.
    guard fields.count <= header.count else {
      return .failure(
        BatchProblem(
          line: line, column: nil,
          // Translators: {1} is the number of fields in a CSV record, {2} the number of columns its
          // header row has.
          message: Message(
            "{1} fields where the header has {2}", "\(fields.count)", "\(header.count)")))
    }
    var task: String?
    var answers: [(question: String, choice: String)] = []
    for (name, value) in zip(header, fields) {
      let trimmed = value.trimmingWhitespace
      if name == "task" {
        task = value
      } else if !trimmed.isEmpty {
        answers.append((name, trimmed))
      }
    }
    return .success(BatchRecord(line: line, task: task, pairs: answers))
  }

  private static func firstDuplicate(_ names: [String]) -> String? {
    var seen: Set<String> = []
    return names.first { !seen.insert($0).inserted }
  }

  /// Splits `bytes` as one CSV record, with the reader that reads batch
  /// files: its fields, or nil when the bytes are not exactly one record.
  static func csvFields(_ bytes: ArraySlice<UInt8>) -> [String]? {
    var reader = CSVReader()
    let events = reader.feed(Array(bytes)) + reader.finish()
    guard events.count == 1, case .record(_, let fields) = events[0] else { return nil }
    return fields
  }

  /// For the fuzzer: splits `bytes` as one CSV record; what splits is
  /// written back with every field quoted and must split into the same
  /// fields (a trap otherwise, which the fuzzer reports).
  public static func fuzzCSVFields(_ bytes: [UInt8]) {
    guard let fields = csvFields(bytes[...]) else { return }
    guard let again = csvFields(quotedRecord(fields)[...]), again == fields
    else { preconditionFailure("CSV fields do not survive quoting: \(fields)") }
  }

  /// `fields` as one CSV record, each field quoted and each quote in it
  /// doubled. Byte by byte: a quote followed by a combining mark is one
  /// Character to Swift, and still a quote to CSV.
  static func quotedRecord(_ fields: [String]) -> [UInt8] {
    var record: [UInt8] = []
    for (index, field) in fields.enumerated() {
      if index > 0 { record.append(UInt8(ascii: ",")) }
      record.append(UInt8(ascii: "\""))
      for byte in field.utf8 {
        record.append(byte)
        if byte == UInt8(ascii: "\"") { record.append(byte) }
      }
      record.append(UInt8(ascii: "\""))
    }
    return record
  }

  /// For the fuzzer: reads `bytes` both ways and drops the results.
  public static func fuzz(_ bytes: [UInt8]) {
    for format in BatchFormat.allCases {
      var reader = BatchReader(format: format)
      _ = reader.feed(bytes)
      _ = reader.finish()
    }
  }
}

/// A JSON object whose values are strings (or null): what one JSON Lines
/// record of a batch is. Anything else is a problem with its column.
struct FlatJSON {
  struct Problem: Error {
    var column: Int
    var message: Message
  }

  let bytes: ArraySlice<UInt8>
  var index: ArraySlice<UInt8>.Index

  init(bytes: ArraySlice<UInt8>) {
    self.bytes = bytes
    self.index = bytes.startIndex
  }

  var column: Int { index - bytes.startIndex + 1 }

  mutating func object() -> Result<[(String, String?)], Problem> {
    skipSpace()
    guard take(UInt8(ascii: "{")) else {
      return .failure(
        Problem(column: column, message: Message("a record must be a JSON object ({...})")))
    }
    var pairs: [(String, String?)] = []
    skipSpace()
    if take(UInt8(ascii: "}")) { return finishObject(pairs) }
    while true {
      skipSpace()
      guard peek == UInt8(ascii: "\"") else {
        return .failure(
          Problem(column: column, message: Message("expected a key in double quotes")))
      }
      let key: String
      switch string() {
      case .success(let text): key = text
      case .failure(let problem): return .failure(problem)
      }
      skipSpace()
      guard take(UInt8(ascii: ":")) else {
        return .failure(
          Problem(column: column, message: Message("expected ':' after the key '{1}'", key)))
      }
      skipSpace()
      if peek == UInt8(ascii: "\"") {
        switch string() {
        case .success(let text): pairs.append((key, text))
        case .failure(let problem): return .failure(problem)
        }
      } else if matches("null") {
        pairs.append((key, nil))
      } else {
        return .failure(
          Problem(
            column: column,
            message: Message(
              "the value of '{1}' must be text in double quotes (a choice id), or null", key)))
      }
      skipSpace()
      if take(UInt8(ascii: ",")) { continue }
      if take(UInt8(ascii: "}")) { return finishObject(pairs) }
      return .failure(Problem(column: column, message: Message("expected ',' or '}'")))
    }
  }

  private mutating func finishObject(_ pairs: [(String, String?)]) -> Result<
    [(String, String?)], Problem
  > {
    skipSpace()
    guard index == bytes.endIndex else {
      return .failure(
        Problem(column: column, message: Message("text after the end of the object")))
    }
    return .success(pairs)
  }

  var peek: UInt8? { index < bytes.endIndex ? bytes[index] : nil }

  mutating func take(_ byte: UInt8) -> Bool {
    guard peek == byte else { return false }
    index += 1
    return true
  }

  mutating func matches(_ word: String) -> Bool {
    let word = Array(word.utf8)
    guard bytes.endIndex - index >= word.count,
      bytes[index..<index + word.count].elementsEqual(word)
    else { return false }
    index += word.count
    return true
  }

  mutating func skipSpace() {
    while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A {
      index += 1
    }
  }

  /// A JSON string, the opening quote at `index`.
  mutating func string() -> Result<String, Problem> {
    let start = column
    index += 1
    // Most strings have no escapes: one slice, no copy into a buffer.
    var end = index
    while end < bytes.endIndex, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
      bytes[end] >= 0x20
    {
      end += 1
    }
    if end < bytes.endIndex, bytes[end] == UInt8(ascii: "\"") {
      defer { index = end + 1 }
      return .success(String(decoding: bytes[index..<end], as: UTF8.self))
    }
    var out: [UInt8] = []
    while let byte = peek {
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return .success(String(decoding: out, as: UTF8.self))
      case UInt8(ascii: "\\"):
        guard let escaped = peek else { break }
        index += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
          guard var scalar = hex4() else {
            return .failure(
              Problem(column: column, message: Message("a \\u escape needs four hex digits")))
          }
          if (0xD800...0xDBFF).contains(scalar), matches("\\u"), let low = hex4(),
            (0xDC00...0xDFFF).contains(low)
          {
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          }
          let value = Unicode.Scalar(scalar) ?? "\u{FFFD}"
          UTF8.encode(value) { out.append($0) }
        default:
          return .failure(
            Problem(column: column - 1, message: Message("an unknown escape in a string")))
        }
      case 0x00...0x1F:
        return .failure(
          Problem(column: column - 1, message: Message("a control character inside a string")))
      default:
        out.append(byte)
      }
    }
    return .failure(Problem(column: start, message: Message("a string is not closed")))
  }

  mutating func hex4() -> UInt32? {
    guard bytes.endIndex - index >= 4 else { return nil }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - 48)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - 87)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - 55)
      default: return nil
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }
}
