import Testing

@testable import WizardCore

/// Records replayed against trees that changed, or did not, since.
@Suite struct RecordCheckTests {
  /// `first=no, second=right` in the small tree: `done-no`.
  static func record(
    version: String? = nil, answers: [(String, String)] = [("first", "no"), ("second", "right")],
    tree: String = "small"
  ) throws -> DecisionRecord {
    DecisionRecord(
      task: "Task", date: "2026-12-07",
      decisions: [
        .init(
          tree: tree, version: try version ?? Fixtures.small().fingerprint, outcome: "done-no",
          answers: answers.map { .init(question: $0.0, choice: $0.1, source: .given) })
      ])
  }

  func check(_ record: DecisionRecord, against tree: Tree) -> RecordCheck.RecordResult {
    RecordCheck.check(record, file: "task.yaml") { $0 == tree.id ? tree : nil }
  }

  /// The small tree with each `old` replaced by its `new` in its text.
  func small(replacing edits: [(old: String, new: String)]) throws -> Tree {
    var text = Fixtures.smallTree
    for edit in edits {
      let edited = text.replacingOccurrences(of: edit.old, with: edit.new)
      #expect(edited != text, "\(edit.old)")
      text = edited
    }
    let result = TreeLoader.load(text: text, source: "small.yaml")
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics)")
    return try #require(result.tree)
  }

  @Test func theSameTreeGivesTheSameOutcome() throws {
    let result = check(try Self.record(), against: try Fixtures.small())
    #expect(result.status == .unchanged)
    #expect(result.decisions.map(\.outcome) == ["done-no"])
    #expect(!result.status.fails)
  }

  @Test func aNewVersionWithTheSameOutcomeIsANote() throws {
    let result = check(try Self.record(version: "older"), against: try Fixtures.small())
    #expect(result.status == .versionChanged)
    #expect(!result.status.fails)
  }

  /// The tree now sends `second=right` to `done-yes`.
  @Test func anOutcomeThatChangedNamesTheQuestion() throws {
    // (and `first=yes` to `done-no`, which stays reachable)
    let tree = try small(replacing: [
      (
        "next: done-no\n        reason: Right reason.",
        "next: done-yes\n        reason: Right reason."
      ),
      (
        "next: done-yes\n        reason: Because yes.",
        "next: done-no\n        reason: Because yes."
      ),
    ])
    let result = check(try Self.record(), against: tree)
    #expect(result.status == .changed)
    #expect(result.status.fails)
    let decision = try #require(result.decisions.first)
    #expect(decision.outcome == "done-yes")
    #expect(
      decision.difference
        == .init(kind: .leadsElsewhere, question: "second", recorded: "right", now: "right"))
    let text = CheckReport(results: [result], folder: "d", language: .en).render(.text)
    #expect(
      text.contains(
        "the recommendation of 'small' changed from 'done-no' to 'done-yes'; 'second' made the difference"
      ), "\(text)")
  }

  @Test func aQuestionTheRecordDidNotAnswerIsTheDifference() throws {
    let result = check(try Self.record(answers: [("first", "no")]), against: try Fixtures.small())
    #expect(result.status == .changed)
    #expect(
      result.decisions.first?.difference
        == .init(kind: .unanswered, question: "second", recorded: nil, now: nil))
    #expect(result.decisions.first?.outcome == nil)
  }

  @Test func aChoiceNoLongerOfferedIsTheDifference() throws {
    let tree = try small(replacing: [("id: right", "id: far-right")])
    let result = check(try Self.record(), against: tree)
    #expect(
      result.decisions.first?.difference
        == .init(kind: .choiceGone, question: "second", recorded: "right", now: nil))
  }

  @Test func aMissingTreeFailsAndLeavesTheRestUnchecked() throws {
    var record = try Self.record(tree: "gone")
    record.decisions.append(try Self.record().decisions[0])
    let result = check(record, against: try Fixtures.small())
    #expect(result.status == .treeMissing)
    #expect(result.decisions.map(\.status) == [.treeMissing, .notChecked])
  }

  /// The first decision's outcome stands, and no longer goes on to the
  /// tree the record's next decision ran: the chain changed.
  @Test func aFollowUpThatChangedFailsTheChain() throws {
    let leading = try small(replacing: [
      (
        "  - id: done-no\n    title: Done no\n",
        "  - id: done-no\n    title: Done no\n    follow: other\n"
      )
    ])
    let other = try small(replacing: [("id: small", "id: other")])
    var record = try Self.record()
    record.decisions.append(
      .init(
        tree: "other", version: other.fingerprint, outcome: "done-yes",
        answers: [.init(question: "first", choice: "yes", source: .given)]))
    let trees = [leading, other]
    let find = { (id: String) in trees.first { $0.id == id } }
    var result = RecordCheck.check(record, file: "chain.yaml", trees: find)
    #expect(result.decisions.map(\.status) == [.versionChanged, .unchanged])
    // Today the outcome leads nowhere.
    result = RecordCheck.check(record, file: "chain.yaml") { id in
      id == "small" ? try? Fixtures.small() : find(id)
    }
    #expect(result.status == .changed)
    #expect(result.decisions.map(\.status) == [.changed, .notChecked])
    let text = CheckReport(results: [result], folder: "d", language: .en).render(.text)
    #expect(
      text.contains(
        "chain.yaml: error: the outcome 'done-no' of 'small' no longer goes on to the recorded 'other'"
      ), "\(text)")
  }

  /// A record file with a mistake is broken, with the file's diagnostics.
  @Test func aBrokenFileIsBroken() throws {
    let result = RecordCheck.check(bytes: Array("task: [\n".utf8), file: "b.yaml") { _ in nil }
    #expect(result.status == .broken)
    #expect(result.diagnostics.hasErrors)
    let report = CheckReport(results: [result], folder: "d", language: .en)
    #expect(report.fails)
  }
}
