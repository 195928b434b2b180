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

/// "What would change this" on long paths: each other choice must not walk
/// the path again from the start (a 20,000-question line took 36 s), and
/// the walk that remembers where each question leads must give what walking
/// from the start gives.
@Suite struct CounterfactualScaleTests {
  /// The nodes ``Counterfactual/all(for:known:)`` looks at for the default
  /// path through a line of `count` questions.
  func visits(_ count: Int, skipping: Bool) throws -> (visits: Int, found: [Counterfactual]) {
    let tree = GeneratedTrees.line(count, skipping: skipping)
    let session = Evaluation.evaluate(tree, answers: Answers(), useDefaults: true).session
    try #require(session.outcome?.id == "done-a")
    try #require(session.steps.count == count)
    var walk: Counterfactual.Walk?
    var reach: Counterfactual.Reach?
    let found = Counterfactual.all(for: session, known: Answers(), walk: &walk, reach: &reach)
    return (try #require(walk).visits, found)
  }

  /// A deterministic count instead of a clock: about two nodes a question
  /// (the path once, then one remembered node for each other choice), and
  /// twice the questions, twice the work. Walking from the start for each
  /// choice looked at half a million nodes for 1,000 questions.
  @Test(arguments: [false, true])
  func theWorkGrowsWithThePathNotItsSquare(skipping: Bool) throws {
    let small = try visits(1_000, skipping: skipping)
    let large = try visits(2_000, skipping: skipping)
    #expect(small.visits <= 3 * 1_000, "\(small.visits)")
    #expect(large.visits <= 2 * small.visits + 10, "\(small.visits) then \(large.visits)")
    // "no" ends the line at done-b; skipping, it goes on to done-a but
    // at the last two questions.
    let changes = small.found.map(\.questionID)
    #expect(changes == (skipping ? ["q999", "q1000"] : (1...1_000).map { "q\($0)" }))
    #expect(small.found.allSatisfy { $0.result == .outcome("done-b") })
  }

  /// Where an other choice leads to questions the answers leave open, the
  /// outcomes they can reach are worked out once a question too.
  @Test func openAlternativesAreWorkedOutOnceEach() throws {
    // A line whose "no" leads into a second line nobody answered.
    let count = 1_000
    var questions = (1...count).map { index in
      GeneratedTrees.question(
        "q\(index)",
        [
          GeneratedTrees.choice("yes", to: index < count ? "q\(index + 1)" : "done-a"),
          GeneratedTrees.choice("no", to: "r\(index)"),
        ])
    }
    questions += (1...count).map { index in
      GeneratedTrees.question(
        "r\(index)", default: nil,
        [
          GeneratedTrees.choice("yes", to: index < count ? "r\(index + 1)" : "done-b"),
          GeneratedTrees.choice("no", to: "done-c"),
        ])
    }
    let tree = GeneratedTrees.tree(
      "open", start: "q1", questions, ["done-a", "done-b", "done-c"].map(GeneratedTrees.outcome))
    var session = Session(tree: tree)
    for _ in 1...count { try session.answer("yes") }
    var walk: Counterfactual.Walk?
    var reach: Counterfactual.Reach?
    let found = Counterfactual.all(for: session, known: Answers(), walk: &walk, reach: &reach)
    #expect(found.count == count)
    #expect(
      found.allSatisfy {
        if case .open(_, let possible) = $0.result { return possible == ["done-b", "done-c"] }
        return false
      })
    let work = try #require(reach).visits
    #expect(work <= 10 * count, "\(work)")
  }

  /// The same as walking from the start for every other choice (the way it
  /// was done before), on every bundled tree's every path and on random
  /// graphs, cycles and ids that lead nowhere included.
  @Test func rememberingGivesWhatWalkingFromTheStartGives() throws {
    for tree in try Fixtures.allTrees() {
      for session in Session.allPaths(of: tree) {
        #expect(
          Counterfactual.all(for: session) == Self.walkingFromTheStart(session, known: Answers()),
          "\(tree.id): \(session.steps.map(\.choiceID))")
      }
    }
    var generator = SeededGenerator(seed: 25)
    var compared = 0
    for round in 0..<400 {
      let cycles = round % 2 == 1
      let size = Int.random(in: 1...12, using: &generator)
      let tree = GeneratedTrees.random(size, cycles: cycles, using: &generator)
      // A random walk to an outcome, never through an id that leads nowhere.
      var session = Session(tree: tree)
      for _ in 0..<30 {
        guard let question = session.currentQuestion else { break }
        let usable = question.choices.filter { tree.node($0.next) != nil }
        guard let choice = usable.randomElement(using: &generator) else { break }
        try session.answer(choice.id)
      }
      guard session.outcome != nil else { continue }
      var known = Answers()
      for question in tree.questions where Bool.random(using: &generator) {
        known[question.id] = question.choices.randomElement(using: &generator)?.id
      }
      known["no-such-question"] = "c0"
      let fast = Counterfactual.all(for: session, known: known)
      #expect(
        fast == Self.walkingFromTheStart(session, known: known),
        "round \(round): \(session.steps.map { "\($0.questionID)=\($0.choiceID)" })")
      compared += 1
    }
    #expect(compared > 100)
  }

  /// ``Counterfactual/all(for:known:)`` as it was: every other choice walked
  /// from the start with ``Counterfactual/destination(of:in:)``.
  static func walkingFromTheStart(_ session: Session, known: Answers) -> [Counterfactual] {
    guard let current = session.outcome else { return [] }
    let tree = session.tree
    var answers = Answers()
    for (question, choice) in known.pairs where tree.question(question)?.choice(choice) != nil {
      answers[question] = choice
    }
    for step in session.steps { answers[step.questionID] = step.choiceID }
    answers = answers.sharingFacts(in: tree)
    var result: [Counterfactual] = []
    for step in session.steps where step.source != .carried {
      guard let question = tree.question(step.questionID) else { continue }
      for choice in question.choices where choice.id != step.choiceID {
        var changed = answers
        changed[question.id] = choice.id
        switch Counterfactual.destination(of: changed, in: tree) {
        case .outcome(let outcome)?:
          guard outcome != current.id else { continue }
          result.append(
            Counterfactual(questionID: question.id, choiceID: choice.id, result: .outcome(outcome)))
        case .question(let next)?:
          let possible = Counterfactual.reachableOutcomes(from: next, in: tree).filter {
            $0 != current.id
          }
          guard !possible.isEmpty else { continue }
          result.append(
            Counterfactual(
              questionID: question.id, choiceID: choice.id,
              result: .open(nextQuestion: next, possibleOutcomes: possible)))
        case nil: continue
        }
      }
    }
    return result
  }
}
