import Testing

@testable import WizardCore

/// Reports of long paths and long chains, in every format: linear in the
/// path. The time limit is only a safety net (a 20,000-question line took
/// 36 s to report, 71 s when "no" skips a question); the work itself is
/// counted in ``CounterfactualScaleTests``.
@Suite(.timeLimit(.minutes(2))) struct ReportScaleTests {
  @Test(arguments: [false, true])
  func aTwentyThousandQuestionLineIsReported(skipping: Bool) throws {
    let count = 20_000
    let tree = GeneratedTrees.line(count, skipping: skipping)
    let evaluation = Evaluation.evaluate(tree, answers: Answers(), useDefaults: true)
    try #require(evaluation.isComplete)
    let report = Report(
      evaluation: evaluation, given: Answers(), title: nil, reproduce: "x", language: .en)
    #expect(report.steps.count == count)
    #expect(report.alternatives.count == (skipping ? 2 : count))
    let markdown = MarkdownReport.render(report)
    #expect(markdown.contains("Question q\(count)?") || markdown.contains("q\(count)?"))
    #expect(TextReport.render(report).contains("q\(count)?"))
    #expect(JSONReport.render(report).contains("\"q\(count)\""))
  }

  /// Each question of its own fact: the answers are shared among each
  /// fact's questions once, not by reading every question for each answer
  /// (4,000 questions took 11 s).
  @Test func aTwentyThousandQuestionLineOfFactsIsReported() throws {
    let count = 20_000
    let tree = GeneratedTrees.line(count, skipping: true, facts: true)
    var given = Answers()
    for index in 1...count { given["q\(index)"] = "yes" }
    let resolved = given.resolved(in: tree, language: .en)
    #expect(resolved == given)
    let evaluation = Evaluation.evaluate(tree, answers: resolved, useDefaults: false)
    try #require(evaluation.isComplete)
    let report = Report(
      evaluation: evaluation, given: resolved, title: nil, reproduce: "x", language: .en)
    #expect(report.facts.count == count)
    #expect(report.alternatives.count == 2)
    #expect(MarkdownReport.render(report).contains("q\(count)?"))
  }

  /// A chain of 2,000 one-question trees, each following to the next.
  @Test func aLongChainIsReported() throws {
    let count = 2_000
    let trees = (1...count).map { index in
      var tree = GeneratedTrees.tree(
        "t\(index)", start: "q",
        [
          GeneratedTrees.question(
            "q",
            [GeneratedTrees.choice("yes", to: "done-a"), GeneratedTrees.choice("no", to: "done-b")])
        ],
        [GeneratedTrees.outcome("done-a"), GeneratedTrees.outcome("done-b")])
      if index < count {
        for position in tree.outcomes.indices { tree.outcomes[position].follow = "t\(index + 1)" }
      }
      return tree
    }
    let first = Evaluation.evaluate(trees[0], answers: Answers(), useDefaults: true)
    try #require(first.isComplete)
    var decided = DecisionChain.Decided(first.session)
    var followUps: [Report] = []
    for tree in trees.dropFirst() {
      let evaluation = Evaluation.evaluate(
        tree, answers: Answers(), useDefaults: true, carried: decided.carried(into: tree))
      try #require(evaluation.isComplete)
      decided.append(evaluation.session)
      followUps.append(
        Report(evaluation: evaluation, given: Answers(), title: nil, reproduce: "", language: .en))
    }
    let report = Report(
      evaluation: Evaluation.finished(decided.sessions[0], given: Answers()), given: Answers(),
      title: nil, reproduce: "x", followUps: followUps, language: .en)
    #expect(report.chain.count == count)
    #expect(report.answers.order.count == count)
    #expect(MarkdownReport.render(report).contains("t\(count)"))
    #expect(TextReport.render(report).contains("Recommendation"))
    #expect(JSONReport.render(report).contains("\"t\(count).q\""))
  }
}
