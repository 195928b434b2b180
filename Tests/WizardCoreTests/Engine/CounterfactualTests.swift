import Testing

@testable import WizardCore

@Suite struct CounterfactualTests {
  /// Walks by hand: the changed answer at its question, the path's answers
  /// elsewhere (a question of a fact that the path answered on another
  /// branch takes that answer); nil where the walk reaches a question the
  /// path never answered.
  func bruteForce(_ tree: Tree, path: [Session.Step], change: String, to choice: String)
    -> String?
  {
    var answers: [String: String] = [:]
    var facts: [String: String] = [:]
    for step in path {
      answers[step.questionID] = step.choiceID
      if let fact = tree.question(step.questionID)?.fact { facts[fact] = step.choiceID }
    }
    answers[change] = choice
    var node = tree.start
    while let question = tree.question(node) {
      let given = answers[question.id] ?? question.fact.flatMap { facts[$0] }
      guard let picked = given, let next = question.choice(picked)?.next else {
        return nil
      }
      node = next
    }
    return node
  }

  @Test(arguments: try Fixtures.allTrees().map(\.id))
  func everyCounterfactualOfEveryPathMatchesBruteForce(treeID: String) throws {
    let tree = try #require(try Fixtures.allTrees().first { $0.id == treeID })
    let paths = Session.allPaths(of: tree)
    #expect(paths.count >= 2)
    for session in paths {
      let outcome = try #require(session.outcome?.id)
      let found = Counterfactual.all(for: session)
      for step in session.steps {
        let question = try #require(tree.question(step.questionID))
        for choice in question.choices where choice.id != step.choiceID {
          let expected = bruteForce(
            tree, path: session.steps, change: question.id, to: choice.id)
          let counterfactual = found.first {
            $0.questionID == question.id && $0.choiceID == choice.id
          }
          switch expected {
          case outcome?:
            #expect(counterfactual == nil, "\(question.id)=\(choice.id) changes nothing")
          case let other?:
            #expect(counterfactual?.result == .outcome(other), "\(question.id)=\(choice.id)")
          case nil:
            // Open: the alternative reaches unanswered questions.
            if case .open(_, let possible) = counterfactual?.result {
              #expect(!possible.contains(outcome))
              #expect(!possible.isEmpty)
            } else {
              #expect(counterfactual == nil, "\(question.id)=\(choice.id) should be open or absent")
            }
          }
        }
      }
    }
  }

  @Test func photoFilters() throws {
    let tree = try Fixtures.presentation()
    var session = Session(tree: tree)
    // iPad, modal, not in-depth, more than one type of input: a modal popover.
    for choice in ["ipad", "yes", "no", "yes"] { try session.answer(choice) }
    #expect(session.outcome?.id == "modal-popover")
    let found = Counterfactual.all(for: session)
    // On iPhone the modal context already settled (one fact, asked on the
    // iPhone branch by modal-needed-iphone) makes it a modal view.
    #expect(
      found.first { $0.questionID == "platform" }?.result == .outcome("modal-view"))
    #expect(
      found.first { $0.questionID == "modal-needed" }?.result
        == .open(
          nextQuestion: "screen-tools",
          possibleOutcomes: ["nonmodal-popover", "in-place", "in-navigation"]))
    #expect(found.first { $0.questionID == "depth" }?.result == .outcome("modal-view"))
    #expect(
      found.first { $0.questionID == "multiple-inputs" }?.result
        == .open(nextQuestion: "drill-down", possibleOutcomes: ["modal-view"]))
  }

  @Test func allPathsEndInOutcomesAndAreDistinct() throws {
    let tree = try Fixtures.presentation()
    let paths = Session.allPaths(of: tree)
    let keys = Set(paths.map { $0.steps.map { "\($0.questionID)=\($0.choiceID)" } })
    #expect(keys.count == paths.count)
    #expect(paths.allSatisfy { $0.outcome != nil })
    #expect(Set(paths.compactMap { $0.outcome?.id }) == Set(tree.outcomes.map(\.id)))
  }

  /// The walk without a session ends where `Evaluation.evaluate` ends, for
  /// every prefix of every path and every other choice at its end.
  @Test(arguments: try Fixtures.allTrees().map(\.id))
  func destinationIsWhereEvaluationStops(treeID: String) throws {
    let tree = try #require(try Fixtures.allTrees().first { $0.id == treeID })
    var checked = 0
    for session in Session.allPaths(of: tree) {
      for length in 0...session.steps.count {
        var answers = Answers()
        for step in session.steps.prefix(length) { answers[step.questionID] = step.choiceID }
        var variants = [answers]
        if length < session.steps.count,
          let question = tree.question(session.steps[length].questionID)
        {
          for choice in question.choices {
            var changed = answers
            changed[question.id] = choice.id
            variants.append(changed)
          }
          var invalid = answers
          invalid[question.id] = "no-such-choice"
          variants.append(invalid)
        }
        for variant in variants {
          let evaluation = Evaluation.evaluate(tree, answers: variant, useDefaults: false)
          let expected: Counterfactual.Destination? =
            if let outcome = evaluation.session.outcome { .outcome(outcome.id) } else {
              evaluation.session.currentQuestion.map { .question($0.id) }
            }
          #expect(Counterfactual.destination(of: variant, in: tree) == expected)
          checked += 1
        }
      }
    }
    #expect(checked > 10)
  }
}
