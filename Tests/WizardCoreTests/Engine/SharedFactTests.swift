import Testing

@testable import WizardCore

/// Questions of one tree that declare the same fact are one fact asked on
/// different branches: an answer to one answers the others.
@Suite struct SharedFactTests {
  static let text = """
    id: shared
    title: Shared
    summary: One fact asked on two branches.
    questions:
      - id: device
        prompt: Which device?
        topic: T
        help: Help.
        fact: device
        choices:
          - {id: big, label: Big, next: needs, reason: R.}
          - {id: small, label: Small, next: needs-small, reason: R.}
      - id: needs
        prompt: Needed?
        topic: T
        help: Help.
        fact: needed
        choices:
          - {id: "yes", label: "Yes", next: a, reason: R.}
          - {id: "no", label: "No", next: b, reason: R.}
      - id: needs-small
        prompt: Needed?
        topic: T
        help: Help.
        default: "yes"
        fact: needed
        choices:
          - {id: "yes", label: "Yes", next: a, reason: R.}
          - {id: "no", label: "No", next: c, reason: R.}
    outcomes:
      - {id: a, title: A, recommendation: A., rationale: A., topic: T, checklist: [{text: A., topic: T}]}
      - {id: b, title: B, recommendation: B., rationale: B., topic: T, checklist: [{text: B., topic: T}]}
      - {id: c, title: C, recommendation: C., rationale: C., topic: T, checklist: [{text: C., topic: T}]}
    """

  @Test func anAnswerToOneQuestionOfAFactAnswersTheOthers() throws {
    let tree = try #require(TreeLoader.load(text: Self.text, source: "shared.yaml").tree)
    let given = Answers([("device", "small"), ("needs", "no")]).resolved(in: tree, language: .en)
    #expect(given["needs-small"] == "no")
    let evaluation = Evaluation.evaluate(tree, answers: given, useDefaults: true)
    #expect(evaluation.session.outcome?.id == "c")
    // Taken, so not unused; the default did not win over it.
    #expect(evaluation.unused.isEmpty)
    #expect(evaluation.session.steps.last?.source == .given)
    // An answer of its own wins.
    let own = Answers([("device", "small"), ("needs", "no"), ("needs-small", "yes")])
      .resolved(in: tree, language: .en)
    #expect(Evaluation.evaluate(tree, answers: own, useDefaults: false).session.outcome?.id == "a")
    // Labels and words are read first, then shared.
    let words = Answers([("device", "Small"), ("needs", "n")]).resolved(in: tree, language: .en)
    #expect(words["needs-small"] == "no")
  }

  @Test func batchGivesTheSameOutcomeAsRun() throws {
    let tree = try #require(TreeLoader.load(text: Self.text, source: "shared.yaml").tree)
    for format in [BatchResults.Format.jsonl, .markdown] {
      var results = BatchResults(
        tree: tree, format: format, useDefaults: true, source: "t.jsonl", language: .en)
      var reader = BatchReader(format: .jsonl)
      var out: [UInt8] = []
      for item in reader.feed(Array(#"{"device":"small","needs":"no"}"#.utf8) + [0x0A])
        + reader.finish()
      {
        #expect(results.take(item, into: &out) == nil)
      }
      let text = String(decoding: out, as: UTF8.self)
      #expect(text.contains("\"outcome\":\"c\"") || text.contains("| C |"), "\(text)")
    }
  }
}
