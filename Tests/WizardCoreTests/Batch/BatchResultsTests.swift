import Testing

@testable import WizardCore

/// One row formatter for records that reach a recommendation and records
/// that fail: the same fields, and the same label for a row without a task.
@Suite struct BatchResultsTests {
  func rows(_ text: String, format: BatchResults.Format, language: Language) throws -> (
    text: String, problems: [Diagnostic], results: BatchResults
  ) {
    let tree = try Fixtures.presentation()
    var results = BatchResults(
      tree: tree, format: format, useDefaults: true, source: "t.csv", language: language)
    var reader = BatchReader(format: .csv)
    var out: [UInt8] = []
    var problems: [Diagnostic] = []
    for item in reader.feed(Array(text.utf8)) + reader.finish() {
      if let problem = results.take(item, into: &out) { problems.append(problem) }
    }
    return (String(decoding: out, as: UTF8.self), problems, results)
  }

  @Test func rowsWithoutATaskAreNamedAlike() throws {
    let (text, problems, results) = try rows(
      "platform,modal-needed,suspend\nipad,no,yes\nandroid,,\n", format: .markdown, language: .en)
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
      "task,platform,modal-needed,suspend\na,iPad,n,y\nb,ipad,n,maybe\n", format: .jsonl,
      language: .en)
    let lines = text.split(separator: "\n").map(String.init)
    try #require(lines.count == 2)
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

  /// `unsure` in a record is taken as `run` takes it.
  @Test func anUnsureRecordGetsAConditionalResult() throws {
    let (jsonl, problems, results) = try rows(
      "task,platform,modal-needed,suspend,fits-in-view\nfilters,ipad,no,unsure,yes\nphone,iphone,,unsure,\n",
      format: .jsonl,
      language: .en)
    // Never reached on the iPhone: a warning, as in `run`, and no failure;
    // it names the answer that took another branch, not "settled before".
    #expect(
      problems.map { "\($0.location?.description ?? ""): \($0.severity): \($0.message)" } == [
        "t.csv:3: warning: the answer 'unsure' to 'suspend' was not used: that question is not on the branch the answer to 'platform' chose"
      ])
    let lines = jsonl.split(separator: "\n").map(String.init)
    #expect(
      lines[0].hasPrefix(
        "{\"conditional\":[{\"outcome\":\"nonmodal-popover\",\"when\":[{\"suspend\":\"yes\"}]},{\"outcome\":\"in-place\",\"when\":[{\"suspend\":\"no\"}]}],\"error\":null,"
      ))
    #expect(
      lines[0].contains(
        "\"outcome\":null,\"path\":[{\"answer\":\"ipad\",\"question\":\"platform\"},{\"answer\":\"no\",\"question\":\"modal-needed\"}"
      ))
    // Never reached: an ordinary result.
    #expect(lines[1].contains("\"outcome\":\"modal-view\""))
    #expect(results.conditional == 1 && results.failed == 0 && results.records == 2)
    #expect(results.summary(output: nil) == "batch: 2 records, 0 failed, 1 conditional")

    let (markdown, _, summary) = try rows(
      "task,platform,modal-needed,suspend,fits-in-view\nfilters,ipad,no,unsure,yes\n",
      format: .markdown, language: .en)
    #expect(
      markdown
        == "| filters | If `suspend=yes`: Nonmodal popover · If `suspend=no`: In place, without a modal context | `suspend=unsure` |\n"
    )
    #expect(summary.footer.contains("| Conditional (`unsure`) | 1 |"))
  }

  @Test func anUnsureRecordNamesWhatAnyBranchStillNeeds() throws {
    let tree = try Fixtures.presentation()
    var results = BatchResults(
      tree: tree, format: .jsonl, useDefaults: false, source: "t.csv", language: .en)
    var reader = BatchReader(format: .csv)
    var out: [UInt8] = []
    let items = reader.feed(
      Array("platform,modal-needed,screen-tools,suspend\nipad,no,no,unsure\n".utf8))
    let item = try #require(items.first)
    let problem = try #require(results.take(item, into: &out))
    // The `yes` branch is decided; the `no` branch needs fits-in-view next.
    #expect(problem.message == "no recommendation: missing 'fits-in-view'")
    #expect(!problem.message.contains("missing ''"))
  }

  /// `TREE.QUESTION` columns follow into the follow-up tree, as in `run`.
  @Test func followUpColumnsTakeTheChainOn() throws {
    let trees = try Fixtures.allTrees()
    let tree = try #require(trees.first { $0.id == "presentation" })
    var results = BatchResults(
      tree: tree, format: .markdown, useDefaults: true, source: "t.csv",
      followUps: trees.filter { $0.id == "modal-style" }, language: .en)
    var reader = BatchReader(format: .csv)
    var out: [UInt8] = []
    var problems: [Diagnostic] = []
    let csv =
      "task,platform,modal-needed,suspend,depth,modal-style.inside-view,modal-style.gathers-input\nkey,ipad,yes,,yes,no,yes\nlost,ipad,no,yes,,no,\n"
    for item in reader.feed(Array(csv.utf8)) + reader.finish() {
      if let problem = results.take(item, into: &out) { problems.append(problem) }
    }
    let rows = String(decoding: out, as: UTF8.self).split(separator: "\n")
    // The device is carried; the follow-up's own answers decide the style.
    #expect(
      rows[0]
        == "| key | Modal view → Form sheet, cover vertical | `depth=yes`, `modal-style.gathers-input=yes` |"
    )
    // A follow-up the first outcome does not lead to: its answers are a mistake.
    #expect(
      problems.map(\.message) == [
        "the answer to 'modal-style.inside-view' was not used: that follow-up decision was not reached (task 'lost')"
      ])
    let modalView = try #require(tree.outcomes.firstIndex { $0.id == "modal-view" })
    #expect(results.counts[modalView] == 1)
  }

  @Test func anUnsureThatChangesNothingKeepsToTheAnswersGiven() throws {
    let (jsonl, problems, results) = try rows(
      "platform,depth,multiple-inputs,drill-down\nipad,no,unsure,yes\n", format: .jsonl,
      language: .en)
    #expect(problems.isEmpty, "\(problems)")
    #expect(results.conditional == 0 && results.failed == 0)
    #expect(jsonl.contains("\"outcome\":\"modal-popover\""))
    // The path stops at the question answered `unsure`: no branch's guess.
    #expect(!jsonl.contains("\"question\":\"multiple-inputs\""), "\(jsonl)")
  }
}
