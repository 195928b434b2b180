import Testing

@testable import WizardCore

@Suite struct BatchReaderTests {
  func read(_ text: String, _ format: BatchFormat, chunk: Int? = nil) -> [String] {
    var reader = BatchReader(format: format)
    let bytes = Array(text.utf8)
    var items: [BatchReader.Item] = []
    if let chunk {
      var offset = 0
      while offset < bytes.count {
        items += reader.feed(bytes[offset..<min(offset + chunk, bytes.count)])
        offset += chunk
      }
    } else {
      items += reader.feed(bytes)
    }
    items += reader.finish()
    return items.map { item in
      switch item {
      case .success(let record):
        return "\(record.line) \(record.task ?? "-") "
          + record.pairs.map { "\($0.question)=\($0.choice)" }.joined(separator: " ")
      case .failure(let problem):
        return "\(problem.line):\(problem.column.map(String.init) ?? "-") \(problem.message)"
      }
    }
  }

  @Test func jsonLines() {
    let text =
      "{\"task\":\"a\",\"q\":\"y\"}\r\n\n  {\"task\": \"\\u00e9\\ud83d\\ude00\\n\", \"q\": null, \"r\": \"x\"}\n{\"q\": 1}\n{\"q\":\"unterminated}\n[1]\n{\"q\":\"y\"} extra\n{\"task\":\"last\"}"
    let expected = [
      "1 a q=y",
      "3 é😀\n r=x",
      "4:7 the value of 'q' must be text in double quotes (a choice id), or null",
      "5:6 a string is not closed",
      "6:1 a record must be a JSON object ({...})",
      "7:11 text after the end of the object",
      "8 last ",
    ]
    #expect(read(text, .jsonl) == expected)
    // Chunk boundaries change nothing.
    #expect(read(text, .jsonl, chunk: 1) == expected)
    #expect(read(text, .jsonl, chunk: 7) == expected)
  }

  @Test func csvWithQuotedNewlinesAndCRLF() {
    let text = "task,q,r\r\n\"two\nlines\",y,\r\n\"x\"\"y\",,n\r\nshort\r\n\"open,y,n"
    let expected = [
      "2 two\nlines q=y",
      "4 x\"y r=n",
      // A short row: the cells left out are empty answers.
      "5 short ",
      "6:1 a quoted CSV field is not closed",
    ]
    #expect(read(text, .csv) == expected)
    #expect(read(text, .csv, chunk: 3) == expected)
  }

  @Test func aDuplicateHeaderIsReported() {
    #expect(
      read("task,q,q\na,y,n\n", .csv) == [
        "1:- duplicate column 'q' in the header; no record is read"
      ])
    // More cells than the header has is still an error of that row.
    #expect(read("task,q\na,y,n\n", .csv) == ["2:- 3 fields where the header has 2"])
  }

  @Test func theFuzzEntryTakesAnything() {
    BatchReader.fuzz(Array("\u{0}\"{\"\n,\"\"\"\\u12".utf8))
    BatchReader.fuzz([0xFF, 0xFE, 0x0A, 0x22])
  }

  @Test(arguments: [nil, 1, 3])
  func aStrayQuoteIsAnErrorOfItsRecordOnly(chunk: Int?) {
    let text = "task,platform\nA,ip\"ad\nB,iphone\nC,\"ipad\"\"x\"\n"
    #expect(
      read(text, .csv, chunk: chunk) == [
        "2:5 a stray quote in a CSV field; quote the whole field and double each quote inside it",
        "3 B platform=iphone", "4 C platform=ipad\"x",
      ])
  }

  @Test func strictRFC4180Fields() {
    let text = "task,platform\n\"ipad\"x,y\n  spaced name ,ipad\n\"a\",\"\"\n,\n"
    #expect(
      read(text, .csv) == [
        // Text after a closing quote is a stray quote too.
        "2:7 a stray quote in a CSV field; quote the whole field and double each quote inside it",
        // Spaces belong to the field;
        // an answer is trimmed when it is matched.
        "3   spaced name  platform=ipad",
        "4 a ",
        "5  ",
      ])
  }

  @Test(arguments: [BatchFormat.csv, .jsonl])
  func aByteOrderMarkIsNotPartOfTheFirstName(format: BatchFormat) {
    let text =
      format == .csv
      ? "\u{FEFF}task,platform\nA,ipad\n" : "\u{FEFF}{\"task\":\"A\",\"platform\":\"ipad\"}\n"
    #expect(read(text, format) == ["\(format == .csv ? 2 : 1) A platform=ipad"])
    #expect(read(text, format, chunk: 1) == ["\(format == .csv ? 2 : 1) A platform=ipad"])
  }

  @Test func aHeaderThatCannotBeReadIsOneErrorThenAStop() {
    #expect(
      read("task,platform,task\nA,ipad,x\nB,iphone,y\n", .csv) == [
        "1:- duplicate column 'task' in the header; no record is read"
      ])
    #expect(read("task;platform\nA;ipad\nB;iphone\n", .csv).count == 1)
    #expect(read("task;platform\nA;ipad\n", .csv)[0].contains("separated by ';'"))
  }

  @Test func missingTrailingCellsAreEmptyAnswers() {
    #expect(
      read("task,platform,suspend\nA,ipad\nB\n", .csv) == [
        "2 A platform=ipad", "3 B ",
      ])
  }

  @Test func aRecordPastTheLimitIsSkippedAndMemoryStaysFlat() {
    var reader = BatchReader(format: .jsonl)
    // A newline-free stream: only one error, however much comes.
    let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 16)
    var problems = 0
    for _ in 0..<64 {
      problems += reader.feed(chunk).count
    }
    #expect(problems == 1)
    // The next line is read again as a record.
    let rest = reader.feed(Array("\n{\"task\":\"B\"}\n".utf8)) + reader.finish()
    #expect(rest.count == 1)
    if case .success(let record)? = rest.first { #expect(record.task == "B") }
  }

  /// Excel for Mac ends lines with a lone CR; CR LF split between two
  /// chunks is still one line end.
  @Test(arguments: [nil, 1, 2])
  func crOnlyLineEndsEndRecords(chunk: Int?) {
    #expect(
      read("task,platform\rA,iphone\rB,\"two\rlines\"\r\rC,ipad", .csv, chunk: chunk) == [
        "2 A platform=iphone", "3 B platform=two\rlines", "6 C platform=ipad",
      ])
    #expect(
      read("task,platform\r\nA,iphone\r\n\r\nB,ipad\r\n", .csv, chunk: chunk) == [
        "2 A platform=iphone", "4 B platform=ipad",
      ])
  }

  /// A quote left open costs its own line only: every line after it is
  /// read again as a record of its own.
  @Test(arguments: [nil, 1, 7, 4096])
  func anUnclosedQuoteCostsOnlyItsLine(chunk: Int?) {
    let good = (1...100).map { "t\($0),iphone\n" }.joined()
    let results = read("task,platform\nA,\"open\n" + good, .csv, chunk: chunk)
    #expect(results.count == 101)
    #expect(results.first == "2:3 a quoted CSV field is not closed")
    #expect(results.dropFirst() == (1...100).map { "\($0 + 2) t\($0) platform=iphone" }[...])
  }

  /// The open quote closed by a later field's quote breaks that record
  /// there: the line it opened on fails, the lines after it are read.
  @Test(arguments: [nil, 1, 3])
  func aQuoteClosedByALaterLineIsResynchronized(chunk: Int?) {
    let text = "task,platform\n\"open,x\nA,iphone\nB,\"ipad\"\nC,iphone\n\"two\nlines\"x,y\nD,ipad"
    #expect(
      read(text, .csv, chunk: chunk) == [
        "2:1 a quoted CSV field is not closed",
        "3 A platform=iphone", "4 B platform=ipad", "5 C platform=iphone",
        "6:1 a quoted CSV field is not closed",
        "7:6 a stray quote in a CSV field; quote the whole field and double each quote inside it",
        "8 D platform=ipad",
      ])
  }

  /// A header that cannot be read is one error: its lines are not taken
  /// for a header, nor read with none.
  @Test func aBrokenHeaderIsOneErrorThenAStop() {
    #expect(read("task,\"platform\nA,iphone\nB,ipad\n", .csv) == ["1:6 a quoted CSV field is not closed"])
    #expect(
      read("task,plat\"form\nA,iphone\n", .csv) == [
        "1:10 a stray quote in a CSV field; quote the whole field and double each quote inside it"
      ])
  }

  /// Past the record limit, an open quote is reported at its line and the
  /// rows it swallowed are read: none vanishes into a skipped "record".
  @Test func anUnclosedQuotePastTheLimitLosesNoRow() throws {
    var reader = BatchReader(format: .csv)
    var items = reader.feed(Array("task,platform\nA,\"open\n".utf8))
    let row = Array("task-with-a-longer-name,iphone\n".utf8)
    let rows = 2 * BatchReader.maximumRecordBytes / row.count
    var chunk: [UInt8] = []
    for _ in 0..<rows {
      chunk += row
      if chunk.count >= 1 << 16 {
        items += reader.feed(chunk)
        chunk = []
      }
    }
    items += reader.feed(chunk) + reader.finish()
    let failures = items.compactMap { item -> BatchProblem? in
      if case .failure(let problem) = item { problem } else { nil }
    }
    #expect(failures == [BatchProblem(line: 2, column: 3, message: Message("a quoted CSV field is not closed"))])
    #expect(items.count == rows + 1)
    let last = try #require(items.last)
    guard case .success(let record) = last else {
      Issue.record("the last item is \(last)")
      return
    }
    #expect(record.line == rows + 2)
  }

  /// A line too long for the limit is one problem, and the next line is read.
  @Test func aCSVLinePastTheLimitIsSkipped() {
    var reader = BatchReader(format: .csv)
    var items = reader.feed(Array("task,platform\n".utf8))
    let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 16)
    for _ in 0..<20 { items += reader.feed(chunk) }
    items += reader.feed(Array("\nB,ipad\n".utf8)) + reader.finish()
    #expect(items.count == 2)
    guard case .failure(let problem)? = items.first, case .success(let record)? = items.last else {
      Issue.record("\(items)")
      return
    }
    #expect(problem.line == 2)
    #expect(record.line == 3 && record.task == "B")
  }
}
