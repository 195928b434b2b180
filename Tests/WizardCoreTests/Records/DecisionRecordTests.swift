import Testing

@testable import WizardCore

/// A record written by ``DecisionRecord/yaml`` reads back as the same
/// record, and a broken one is reported where it breaks.
@Suite struct DecisionRecordTests {
  static let chain = DecisionRecord(
    task: "Photo filters: \"quick\" # edit, ação",
    date: "2026-12-07",
    decisions: [
      .init(
        tree: "presentation", version: "0123456789", outcome: "modal-view",
        answers: [
          .init(question: "platform", choice: "ipad", source: .given),
          .init(question: "modal-needed", choice: "yes", source: .given),
          .init(question: "depth", choice: "no", source: .defaulted),
        ]),
      .init(
        tree: "modal-style", version: "a1b2", outcome: "form-sheet",
        answers: [.init(question: "platform", choice: "ipad", source: .carried)]),
    ],
    code: ["SetupViewController", "Sources/Filters View.swift", "no"])

  @Test(arguments: [
    chain,
    DecisionRecord(
      task: "yes", date: "2026-01-02",
      decisions: [.init(tree: "small", version: "1e5", outcome: "done-no", answers: [])]),
  ])
  func aWrittenRecordReadsBackTheSame(record: DecisionRecord) {
    let loaded = RecordLoader.load(bytes: Array(record.yaml.utf8), source: "r.yaml")
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)\n\(record.yaml)")
    #expect(loaded.record == record, "\(record.yaml)")
  }

  /// What a reviewer reads: ids plain, words YAML 1.1 takes for booleans
  /// quoted, one answer per line, an empty `code:` as a commented hint.
  @Test func theFileReadsWellInAReview() {
    var record = Self.chain
    record.task = "Photo filters"
    record.code = []
    let lines = record.yaml.split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("# "))
    #expect(lines.contains("task: Photo filters"))
    #expect(lines.contains("date: 2026-12-07"))
    #expect(lines.contains("  - tree: presentation"))
    #expect(lines.contains("    version: \"0123456789\""))
    #expect(lines.contains("      - {question: modal-needed, choice: \"yes\", source: given}"))
    #expect(lines.contains("      - {question: depth, choice: \"no\", source: default}"))
    #expect(lines.last == "# code: [SetupViewController]")
    #expect(!lines.contains { $0.hasPrefix("code:") })
  }

  @Test func theFileIsNamedAfterTheTask() {
    #expect(
      DecisionRecord.fileName(task: "Photo filters", treeID: "presentation") == "photo-filters.yaml"
    )
    #expect(DecisionRecord.fileName(task: "写真", treeID: "presentation") == "presentation.yaml")
  }

  /// Every problem of the file, each at its line and column.
  @Test func aBrokenRecordIsReportedWhereItBreaks() {
    let text = """
      task: Share
      decisions:
        - tree: presentation
          version: abc
          answers:
            - {question: platform, choice: ipad, source: typed}
          colour: red

      """
    let loaded = RecordLoader.load(bytes: Array(text.utf8), source: "share.yaml")
    #expect(loaded.record == nil)
    let found = loaded.diagnostics.map {
      "\($0.location?.line ?? 0):\($0.location?.column ?? 0): \($0.message)"
    }
    #expect(
      Set(found) == [
        "7:5: unknown key 'colour' in a decision; expected 'tree', 'version', 'outcome' or 'answers'",
        "3:5: a decision has no 'outcome'",
        "6:52: unknown source 'typed'; expected 'given', 'default' or 'carried'",
        "1:1: a decision record has no 'date'",
      ], "\(found)")
  }

  @Test func aReportOfAChainMakesOneDecisionPerTree() throws {
    let tree = try Fixtures.small()
    let evaluation = Evaluation.evaluate(
      tree, answers: Answers([("first", "no"), ("second", "right")]), useDefaults: false)
    let report = Report(
      evaluation: evaluation, given: Answers(), title: "Task", reproduce: "", language: .en)
    let record = try #require(DecisionRecord(report: report, date: "2026-12-07"))
    #expect(record.task == "Task")
    #expect(record.decisions.count == 1)
    #expect(record.decisions[0].tree == "small")
    #expect(record.decisions[0].version == tree.fingerprint)
    #expect(record.decisions[0].outcome == "done-no")
    #expect(
      record.decisions[0].answers.map { "\($0.question)=\($0.choice)" } == [
        "first=no", "second=right",
      ])
  }
}
