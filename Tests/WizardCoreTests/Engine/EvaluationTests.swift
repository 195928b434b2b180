import Testing

@testable import WizardCore

@Suite struct EvaluationTests {
  @Test func unusedAnswersAreReported() throws {
    let tree = try Fixtures.presentation()
    let answers = Answers([
      ("platform", "iphone"), ("modal-needed-iphone", "yes"), ("suspend", "yes"), ("depth", "no"),
    ])
    let evaluation = Evaluation.evaluate(tree, answers: answers, useDefaults: false)
    #expect(evaluation.session.outcome?.id == "modal-view")
    #expect(evaluation.unused == ["suspend", "depth"])
    #expect(evaluation.missing.isEmpty)
  }

  @Test func missingAnswersListWhatMayStillBeAsked() throws {
    let tree = try Fixtures.presentation()
    let answers = Answers([("platform", "ipad"), ("modal-needed", "yes"), ("one-time", "no")])
    let evaluation = Evaluation.evaluate(tree, answers: answers, useDefaults: false)
    #expect(!evaluation.isComplete)
    #expect(evaluation.session.currentQuestion?.id == "depth")
    // one-time is answered, so it is not listed; the rest may be asked.
    #expect(
      evaluation.missing.map(\.id) == [
        "depth", "multiple-inputs", "drill-down", "main-function",
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
      answers.problems(in: tree).map { $0.message(in: .en) } == [
        "unknown question 'suspnd'; did you mean 'suspend'? (questions: platform, modal-needed, modal-needed-iphone, screen-tools, suspend, fits-in-view, depth, multiple-inputs, drill-down, one-time, main-function)",
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
      // A prefix of several: the one the others extend, never another guess.
      ("ans", ["answer", "answers", "lang"], "answer"),
      ("f", ["format", "follow", "of"], nil),
    ] as [(String, [String], String?)])
  func suggestions(word: String, candidates: [String], expected: String?) {
    #expect(Suggestion.closest(to: word, in: candidates) == expected)
  }
}

/// Answers from flags, files and batch records are read as the prompt reads
/// a typed line: labels, numbers and yes/no words become choice ids.
@Suite struct ResolvedAnswersTests {
  @Test func labelsAndYesNoWordsBecomeIds() throws {
    let tree = try Fixtures.presentation()
    let given = Answers([
      ("platform", "iPad"), ("suspend", "Y"), ("one-time", "no"), ("depth", "unsure"),
      ("multiple-inputs", ""), ("drill-down", "back"), ("nope", "x"),
    ])
    let resolved = given.resolved(in: tree, language: .en)
    #expect(resolved["platform"] == "ipad")
    #expect(resolved["suspend"] == "yes")
    #expect(resolved["one-time"] == "no")
    #expect(resolved["depth"] == Resolution.unsure)
    // Not answers: kept as given, for problems(in:) to name.
    #expect(resolved["multiple-inputs"] == "")
    #expect(resolved["drill-down"] == "back")
    #expect(resolved["nope"] == "x")
    #expect(resolved.order == given.order)
    // The words of the language, and decomposed accents.
    #expect(Answers.resolve("Sim", question: "suspend", in: tree, language: .pt) == "yes")
    #expect(Answers.resolve("na\u{0303}o", question: "suspend", in: tree, language: .pt) == "no")
    #expect(Answers.resolve("はい", question: "suspend", in: tree, language: .ja) == "yes")
    #expect(Answers.resolve("нет", question: "suspend", in: tree, language: .ru) == "no")
    #expect(Answers.resolve("sim", question: "suspend", in: tree, language: .en) == "sim")
  }

  @Test func aQuestionAnsweredTwiceDifferentlyIsAProblem() throws {
    let tree = try Fixtures.presentation()
    #expect(
      Answers.conflicts(
        [("suspend", "y"), ("suspend", "yes"), ("platform", "ipad")], in: tree, language: .en
      )
      .isEmpty)
    let problems = Answers.conflicts(
      [("suspend", "yes"), ("platform", "ipad"), ("suspend", "no"), ("suspend", "maybe")],
      in: tree, language: .en)
    #expect(
      problems.map { $0.message(in: .en) } == [
        "question 'suspend' is answered twice, with 'yes' and with 'no'; give one answer"
      ])
  }
}

/// A walk made at the prompt, with answers given up front: which of those
/// the report lists as not used (`Evaluation.finished`, the copy a report of
/// a conversation uses, not `evaluate`'s own walk).
@Suite struct FinishedEvaluationTests {
  @Test func theAnswersOffThePathAreTheUnusedOnes() throws {
    let tree = try Fixtures.presentation()
    var session = Session(tree: tree)
    // iPad, modal, not in-depth, more than one type of input: a modal popover.
    for choice in ["ipad", "yes", "no", "yes"] { try session.answer(choice) }
    try #require(session.outcome?.id == "modal-popover")
    let given = Answers([
      ("suspend", "no"),  // asked only without a modal context: not on this path
      ("platform", "ipad"),  // on the path
      ("modal-needed-iphone", "yes"),  // the same fact as modal-needed, settled on the path
      ("drill-down", "yes"),  // after the outcome was settled
      ("multiple-inputs", "yes"),  // on the path
      ("no-such-question", "x"),  // not a question of this tree: named elsewhere
    ])
    let evaluation = Evaluation.finished(session, given: given)
    #expect(evaluation.unused == ["suspend", "drill-down"])
    let report = Report(
      evaluation: evaluation, given: given, title: nil, reproduce: "x", language: .en)
    #expect(report.unused == ["suspend", "drill-down"])
    // The same answers walked up front name the same ones.
    var upFront = given
    upFront["modal-needed"] = "yes"
    upFront["depth"] = "no"
    let walked = Evaluation.evaluate(tree, answers: upFront, useDefaults: false)
    #expect(walked.session.outcome?.id == "modal-popover")
    #expect(walked.unused == evaluation.unused)
  }
}
