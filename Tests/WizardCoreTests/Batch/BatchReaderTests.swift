import Testing

@testable import WizardCore

@Suite struct BatchReaderTests {
  func read(_ text: String, _ format: BatchFormat, chunk: Int? = nil) -> [String] {
    var reader = BatchReader(format: format, language: .en)
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
      "5:- 1 fields where the header has 3",
      "6:- a quoted CSV field is not closed",
    ]
    #expect(read(text, .csv) == expected)
    #expect(read(text, .csv, chunk: 3) == expected)
  }

  @Test func aDuplicateHeaderIsReported() {
    #expect(read("task,q,q\na,y,n\n", .csv).first == "1:- duplicate column 'q' in the header")
  }

  @Test func theFuzzEntryTakesAnything() {
    BatchReader.fuzz(Array("\u{0}\"{\"\n,\"\"\"\\u12".utf8))
    BatchReader.fuzz([0xFF, 0xFE, 0x0A, 0x22])
  }
}
