import Testing

@testable import WizardCore

@Suite struct EvaluationTests {
  @Test func unusedAnswersAreReported() throws {
    let tree = try Fixtures.presentation()
    let answers = Answers([
      ("modal-needed", "yes"), ("platform", "iphone"), ("suspend", "yes"), ("depth", "no"),
    ])
    let evaluation = Evaluation.evaluate(tree, answers: answers, useDefaults: false)
    #expect(evaluation.session.outcome?.id == "modal-view")
    #expect(evaluation.unused == ["suspend", "depth"])
    #expect(evaluation.missing.isEmpty)
  }

  @Test func missingAnswersListWhatMayStillBeAsked() throws {
    let tree = try Fixtures.presentation()
    let answers = Answers([("modal-needed", "yes"), ("platform", "ipad"), ("one-time", "no")])
    let evaluation = Evaluation.evaluate(tree, answers: answers, useDefaults: false)
    #expect(!evaluation.isComplete)
    #expect(evaluation.session.currentQuestion?.id == "suspend")
    // one-time is answered, so it is not listed; the rest may be asked.
    #expect(
      evaluation.missing.map(\.id) == [
        "suspend", "depth", "multiple-inputs", "drill-down", "main-function",
      ])
  }

  @Test func defaultsFillOnlyWhenAsked() throws {
    let tree = try Fixtures.small()
    let without = Evaluation.evaluate(tree, answers: Answers(), useDefaults: false)
    #expect(without.missing.map(\.id) == ["first", "second"])
    let with = Evaluation.evaluate(tree, answers: Answers(), useDefaults: true)
    #expect(with.session.steps.map(\.source) == [.defaulted])
    #expect(with.missing.map(\.id) == ["second"])
    let given = Evaluation.evaluate(tree, answers: Answers([("first", "yes")]), useDefaults: true)
    #expect(given.session.steps.map(\.source) == [.given])
    #expect(given.session.outcome?.id == "done-yes")
  }

  @Test func problemsNameTheIdAndSuggest() throws {
    let tree = try Fixtures.presentation()
    let answers = Answers([("suspnd", "yes"), ("platform", "ipda"), ("depth", "nope")])
    #expect(
      answers.problems(in: tree).map(\.message) == [
        "unknown question 'suspnd'; did you mean 'suspend'? (questions: modal-needed, fits-in-view, platform, suspend, one-time, depth, multiple-inputs, drill-down, main-function)",
        "'ipda' is not a choice for question 'platform'; did you mean 'ipad'? (choices: ipad, iphone)",
        "'nope' is not a choice for question 'depth'; did you mean 'no'? (choices: yes, no)",
      ])
  }

  @Test func laterAnswersWin() {
    var answers = Answers([("a", "1"), ("b", "2")])
    answers.merge(Answers([("a", "3")]))
    #expect(answers.pairs.map(\.choice) == ["3", "2"])
    #expect(answers.order == ["a", "b"])
  }

  @Test(
    arguments: [
      ("suspend", ["platform", "suspend"], "suspend"),
      ("answr", ["answer", "answers", "format"], "answer"),
      ("xyz", ["answer", "format"], nil),
      ("dept", ["depth", "drill-down"], "depth"),
    ] as [(String, [String], String?)])
  func suggestions(word: String, candidates: [String], expected: String?) {
    #expect(Suggestion.closest(to: word, in: candidates) == expected)
  }
}
