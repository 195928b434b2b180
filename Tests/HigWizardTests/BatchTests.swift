import Foundation
import Testing

/// `hig-wizard batch`: many answer sets, one result each, streamed.
@Suite struct BatchTests {
  static let jsonl = """
    {"task":"share","modal-needed":"yes","platform":"iphone"}
    {"task":"filters","platform":"ipad","modal-needed":"yes","depth":"no","multiple-inputs":"yes"}
    not json
    {"task":"x","modal-needed":"yes","platform":"android"}

    {"task":"half","modal-needed":"yes","platform":"ipad"}
    {"task": "esc\\u001b[2J", "modal-needed": "yes", "platform": "iphone", "suspnd": "no"}
    {"task":"dup","modal-needed":"yes","platform":"ipad","platform":"iphone"}

    """

  func results(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  @Test func jsonLinesInOneResultPerRecordInOrder() throws {
    let result = try hig(["batch", "presentation", "-"], input: Self.jsonl)
    #expect(result.status == 1, "a record failed")
    let lines = try results(result.stdout)
    try #require(lines.count == 7)
    #expect(lines.map { $0["line"] as? Int } == [1, 2, 3, 4, 6, 7, 8])
    #expect(lines[0]["outcome"] as? String == "modal-view")
    #expect(lines[0]["task"] as? String == "share")
    #expect(lines[1]["outcome"] as? String == "modal-popover")
    #expect((lines[1]["path"] as? [[String: String]])?.count == 4)
    #expect(lines[2]["error"] as? String == "a record must be a JSON object ({...})")
    #expect(lines[3]["invalid"] as? [String] == ["platform"])
    #expect(
      lines[4]["missing"] as? [String] == [
        "depth", "multiple-inputs", "drill-down", "one-time", "main-function",
      ])
    #expect(lines[5]["invalid"] as? [String] == ["suspnd"])
    #expect(lines[6]["error"] as? String == "duplicate key 'platform'")
    // Every failed record is named on stderr with its line, and the run goes on.
    for expected in [
      "<stdin>:3:1: error: a record must be a JSON object ({...})",
      "<stdin>:4: error: 'android' is not a choice for question 'platform'",
      "<stdin>:6: error: no recommendation: missing 'depth'",
      "<stdin>:7: error: unknown question 'suspnd'; did you mean 'suspend'?",
      "batch: 7 records, 5 failed",
    ] {
      #expect(result.stderr.contains(expected), "\(expected)")
    }
    #expect(!result.stderr.contains("\u{1B}"))
    #expect(!result.stdout.contains("\u{1B}"))
  }

  @Test func csvWithQuotesAndAMarkdownSummary() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let csv = folder.appendingPathComponent("audit.csv")
    try write(
      "task,platform,modal-needed,screen-tools,suspend,depth\r\n\"Share, quickly\",iphone,yes,,,\r\nfilters,ipad,no,no,yes,\r\n\"a \"\"quoted\"\" name\",ipad,yes,,,yes\r\nbad,ipad,yes\r\n",
      to: csv)
    let result = try hig(["batch", "presentation", csv.path, "--format", "markdown"])
    #expect(result.status == 1)
    let markdown = result.stdout
    // The iPhone question of the modal context takes the answer given for
    // the iPad one (one fact), and it is the last on the path.
    #expect(markdown.contains("| Share, quickly | Modal view | `modal-needed-iphone=yes` |"))
    #expect(markdown.contains("| filters | Nonmodal popover | `suspend=yes` |"))
    #expect(markdown.contains("| a \"quoted\" name | Modal view | `depth=yes` |"))
    // A short row's missing cells are empty answers: here, not enough.
    #expect(markdown.contains("| bad | — (line 5: no recommendation: missing 'depth'"))
    #expect(markdown.contains("| Modal view (`modal-view`) | 2 |"))
    #expect(markdown.contains("| Failed | 1 |\n| **All** | 4 |"))
    #expect(result.stderr.contains("audit.csv:5: error: no recommendation: missing 'depth'"))
  }

  /// Cells are read as the prompt reads answers, in the chosen language;
  /// a row without a task is named the same way whether it failed or not.
  @Test func anUnsureRecordIsConditionalAsInRun() throws {
    let record =
      "{\"task\":\"filters\",\"platform\":\"ipad\",\"modal-needed\":\"no\",\"screen-tools\":\"no\",\"suspend\":\"unsure\",\"fits-in-view\":\"yes\"}\n"
    let result = try hig(["batch", "presentation", "-"], input: record)
    #expect(result.status == 0, "\(result.stderr)")
    let line = try #require(try results(result.stdout).first)
    let branches = try #require(line["conditional"] as? [[String: Any]])
    #expect(branches.map { $0["outcome"] as? String } == ["nonmodal-popover", "in-place"])
    #expect(result.stderr == "batch: 1 record, 0 failed, 1 conditional\n")
    // The same answers through run give the same branches.
    let run = try hig(UnsureTests.flags + ["--format", "json"])
    #expect(run.stdout.contains("\"nonmodal-popover\"") && run.stdout.contains("\"in-place\""))
  }

  @Test func followUpColumnsGiveWhatRunFollowGives() throws {
    let record =
      "{\"modal-needed\":\"yes\",\"platform\":\"iphone\",\"modal-style.gathers-input\":\"no\"}\n"
    let result = try hig(["batch", "presentation", "-", "--defaults"], input: record)
    #expect(result.status == 0, "\(result.stderr)")
    let line = try #require(try results(result.stdout).first)
    let followUps = try #require(line["followUps"] as? [[String: Any]])
    #expect(followUps.map { $0["tree"] as? String } == ["modal-style"])
    let run = try hig([
      "run", "presentation", "-n", "-d", "-a", "modal-needed=yes", "-a", "platform=iphone", "-a",
      "modal-style.gathers-input=no", "--format", "json",
    ])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let runFollowUps = try #require(report["followUps"] as? [[String: Any]])
    let runOutcome = (runFollowUps.first?["outcome"] as? [String: Any])?["id"] as? String
    #expect(followUps.first?["outcome"] as? String == runOutcome)
    #expect(runOutcome != nil)
  }

  @Test func cellsTakeLabelsAndRowsAreNamedAlike() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let csv = folder.appendingPathComponent("tasks.csv")
    try write("modal-needed,platform,suspend\nNão,iPad,Sim\nsim,android,\n", to: csv)
    let result = try hig(
      ["batch", "presentation", csv.path, "--defaults", "--format", "markdown", "--lang", "pt"])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains("| linha 2 | Popover não modal | `suspend=yes` |"), "\(result.stdout)")
    #expect(result.stdout.contains("| linha 3 | — (linha 3: "), "\(result.stdout)")
  }

  @Test func allGoodExitsZeroAndOutputIsAtomic() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("results.jsonl")
    let good = try hig(
      ["batch", "presentation", "-", "-o", out.path],
      input: "{\"modal-needed\":\"yes\",\"platform\":\"iphone\"}\n")
    #expect(good.status == 0, "\(good.stderr)")
    #expect(good.stdout == "")
    #expect(try read(out).hasPrefix("{\"error\":null,"))
    #expect(good.stderr.contains("batch: 1 record, 0 failed; wrote"))
    // A file that cannot be read leaves the earlier results untouched.
    let before = try read(out)
    let missing = try hig(["batch", "presentation", "/nonexistent.jsonl", "-o", out.path])
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("cannot read '/nonexistent.jsonl'"))
    #expect(try read(out) == before)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(leftovers == ["results.jsonl"])
  }

  @Test func usageErrors() throws {
    let noFile = try hig(["batch", "presentation"])
    #expect(noFile.status == 2)
    #expect(noFile.stderr.contains("missing the records file"))
    let tree = try hig(["batch", "presentaton", "-"], input: "")
    #expect(tree.status == 2)
    #expect(tree.stderr.contains("Did you mean 'presentation'?"))
    let format = try hig(["batch", "presentation", "-", "--format", "xml"], input: "")
    #expect(format.status == 2)
    let help = try hig(["help", "batch"])
    #expect(help.stdout.contains("Usage: hig-wizard batch TREE FILE"))
  }

  @Test func defaultsFillMissingAnswers() throws {
    let result = try hig(
      ["batch", "presentation", "-", "--defaults"],
      input:
        "{\"modal-needed\":\"yes\",\"platform\":\"ipad\",\"depth\":\"no\",\"multiple-inputs\":\"no\"}\n"
    )
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\"outcome\":\"modal-popover\""))
  }

  /// Excel for Mac's CSV (lines ended by a lone CR) is read record by record.
  @Test func csvWithCROnlyLineEndsEvaluatesEveryRecord() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let csv = folder.appendingPathComponent("mac.csv")
    try write("task,platform\rA,iphone\rB,iphone\rC,iphone\r", to: csv)
    let result = try hig(["batch", "presentation", csv.path, "--defaults"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try results(result.stdout).map { $0["task"] as? String } == ["A", "B", "C"])
    #expect(result.stderr.hasSuffix("batch: 3 records, 0 failed\n"))
  }

  /// A quote left open fails its own line, named with its file and line;
  /// the 100 rows after it are evaluated.
  @Test func anUnclosedQuoteLosesNoLaterRow() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let csv = folder.appendingPathComponent("open.csv")
    try write(
      "task,platform\nbroken,\"iphone\n" + (1...100).map { "t\($0),iphone\n" }.joined(), to: csv)
    let result = try hig(["batch", "presentation", csv.path, "--defaults"])
    #expect(result.status == 1)
    let lines = try results(result.stdout)
    #expect(lines.count == 101)
    #expect(lines.filter { $0["outcome"] as? String == "modal-view" }.count == 100)
    #expect(result.stderr.contains("\(csv.path):2:8: error: a quoted CSV field is not closed\n"))
    #expect(result.stderr.hasSuffix("batch: 101 records, 1 failed\n"))
  }

  /// A report and a batch row write the same text the same way: U+2028
  /// and U+2029 escaped in both.
  @Test func reportAndBatchJSONEscapeAlike() throws {
    let title = "a\u{2028}b\u{2029}c\u{1B}"
    let report = try hig(
      ["run", "presentation", "-n", "-d", "-a", "platform=iphone", "--title", title, "-f", "json"])
    #expect(report.status == 0)
    #expect(report.stdout.contains(#""title": "a\u2028b\u2029c\u001B","#))
    let batch = try hig(
      ["batch", "presentation", "-", "-d"],
      input: #"{"task":"a\u2028b\u2029c\u001b","platform":"iphone"}"# + "\n")
    #expect(batch.status == 0)
    #expect(batch.stdout.hasSuffix(#","task":"a\u2028b\u2029c\u001B"}"# + "\n"))
    #expect(!batch.stdout.contains("\u{2028}") && !report.stdout.contains("\u{2028}"))
  }
}
