import Testing

@testable import WizardCore

/// One row formatter for records that reach a recommendation and records
/// that fail: the same fields, and the same label for a row without a task.
@Suite struct BatchResultsTests {
  func rows(_ text: String, format: BatchResults.Format, language: Language) throws -> (
    text: String, problems: [Diagnostic], results: BatchResults
  ) {
    let tree = try Fixtures.presentation()
    var results = BatchResults(tree: tree, format: format, useDefaults: true, source: "t.csv")
    var reader = BatchReader(format: .csv)
    var out: [UInt8] = []
    var problems: [Diagnostic] = []
    let saved = Language.current
    Language.current = language
    defer { Language.current = saved }
    for item in reader.feed(Array(text.utf8)) + reader.finish() {
      if let problem = results.take(item, into: &out) { problems.append(problem) }
    }
    return (String(decoding: out, as: UTF8.self), problems, results)
  }

  @Test func rowsWithoutATaskAreNamedAlike() throws {
    let (text, problems, results) = try rows(
      "platform,suspend\nipad,yes\nandroid,\n", format: .markdown, language: .en)
    #expect(
      text.split(separator: "\n") == [
        "| line 2 | Nonmodal popover | `suspend=yes` |",
        "| line 3 | — (line 3: 'android' is not a choice for question 'platform' (choices: ipad, iphone)) | |",
      ])
    #expect(problems.map { $0.location?.description } == ["t.csv:3"])
    #expect(results.records == 2 && results.failed == 1)
    #expect(results.summary(output: nil) == "batch: 2 records, 1 failed")
    #expect(results.footer.contains("| Nonmodal popover (`nonmodal-popover`) | 1 |"))
  }

  @Test func jsonLinesHaveTheSameFieldsEitherWay() throws {
    let (text, _, _) = try rows(
      "task,platform,suspend\na,iPad,y\nb,ipad,maybe\n", format: .jsonl, language: .en)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    func keys(_ line: String) -> [String] {
      line.matches(of: /"(\w+)":/).map { String($0.1) }.filter {
        !["answer", "question"].contains($0)
      }
    }
    #expect(keys(lines[0]) == ["error", "invalid", "line", "missing", "outcome", "path", "task"])
    #expect(keys(lines[0]) == keys(lines[1]))
    #expect(lines[0].contains("\"outcome\":\"nonmodal-popover\""))
    #expect(lines[1].hasPrefix("{\"error\":\"'maybe' is not a choice"))
  }
}
