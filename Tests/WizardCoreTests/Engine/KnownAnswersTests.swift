import Testing

@testable import WizardCore

/// The one order in which known answers answer a question, and the walk
/// that takes it (``Session/advance(with:)``).
@Suite struct KnownAnswersTests {
  typealias G = GeneratedTrees

  /// `device` (a fact, default `big`) leads to `needs` (yes/no, default
  /// `yes`) on both branches; `twin` asks the device again on another
  /// branch of `route`.
  static let tree = G.tree(
    "known", start: "route",
    [
      G.question(
        "route", default: nil, [G.choice("here", to: "device"), G.choice("there", to: "twin")]),
      {
        var question = G.question(
          "device", default: "big", [G.choice("big", to: "needs"), G.choice("small", to: "needs")])
        question.fact = "device"
        return question
      }(),
      {
        var question = G.question(
          "twin", default: nil, [G.choice("big", to: "needs"), G.choice("small", to: "needs")])
        question.fact = "device"
        return question
      }(),
      G.question("needs", [G.choice("yes", to: "a"), G.choice("no", to: "b")]),
    ], [G.outcome("a"), G.outcome("b")])

  static func device() throws -> Question { try #require(tree.question("device")) }

  static func decision(_ known: KnownAnswers, _ id: String) throws -> KnownAnswers.Decision? {
    let question = try #require(tree.question(id))
    return known.decision(for: question, facts: known.factAnswers(in: tree))
  }

  struct Case: Sendable, CustomStringConvertible {
    var description: String
    var known: KnownAnswers
    var question = "device"
    var expected: KnownAnswers.Decision?
  }

  static let later = [Session.Step(questionID: "device", choiceID: "small", source: .defaulted)]

  static let cases: [Case] = [
    Case(
      description: "a carried fact wins over everything",
      known: KnownAnswers(
        carried: Answers([("device", "small")]), later: later,
        given: Answers([("device", "big")]), useDefaults: true),
      expected: .answer("small", .carried)),
    Case(
      description: "a carried choice the question lacks is passed over",
      known: KnownAnswers(
        carried: Answers([("device", "huge")]), given: Answers([("device", "small")])),
      expected: .answer("small", .given)),
    Case(
      description: "an answer kept after a change wins over a given one, with its source",
      known: KnownAnswers(later: later, given: Answers([("device", "big")])),
      expected: .answer("small", .defaulted)),
    Case(
      description: "a given answer wins over the default",
      known: KnownAnswers(given: Answers([("device", "small")]), useDefaults: true),
      expected: .answer("small", .given)),
    Case(
      description: "an answer to another question of the fact answers this one",
      known: KnownAnswers(given: Answers([("twin", "small")]), useDefaults: true),
      expected: .answer("small", .given)),
    Case(
      description: "the default, with defaults on",
      known: KnownAnswers(useDefaults: true), expected: .answer("big", .defaulted)),
    Case(description: "nothing known: ask", known: KnownAnswers(), expected: nil),
    Case(
      description: "an invalid given answer does not answer; the default does",
      known: KnownAnswers(given: Answers([("device", "huge")]), useDefaults: true),
      expected: .answer("big", .defaulted)),
    Case(
      description: "unsure forks a yes/no question where it is taken",
      known: KnownAnswers(given: Answers([("needs", "unsure")]), takesUnsure: true),
      question: "needs", expected: .unsure),
    Case(
      description: "unsure answers nothing where it is not taken",
      known: KnownAnswers(given: Answers([("needs", "unsure")]), useDefaults: true),
      question: "needs", expected: .answer("yes", .defaulted)),
    Case(
      description: "a carried fact wins over a given unsure",
      known: KnownAnswers(
        carried: Answers([("needs", "no")]), given: Answers([("needs", "unsure")]),
        takesUnsure: true),
      question: "needs", expected: .answer("no", .carried)),
  ]

  @Test(arguments: cases) func decidesInTheOneOrder(_ test: Case) throws {
    #expect(try Self.decision(test.known, test.question) == test.expected)
  }

  /// Another question's answer stands for a question of the fact with no
  /// answer of its own, not for one whose own answer does not fit.
  @Test func aFactsOtherAnswerStandsOnlyForAnUnansweredQuestion() throws {
    let unanswered = KnownAnswers(given: Answers([("device", "small"), ("route", "there")]))
    #expect(try Self.decision(unanswered, "twin") == .answer("small", .given))
    let invalid = KnownAnswers(given: Answers([("device", "small"), ("twin", "huge")]))
    #expect(try Self.decision(invalid, "twin") == nil)
  }

  @Test func advanceTakesWhatIsKnownAndSaysWhatComesNext() throws {
    var session = Session(tree: Self.tree)
    guard case .ask(let first) = session.advance(with: KnownAnswers()) else {
      Issue.record("nothing known should ask the first question")
      return
    }
    #expect(first.id == "route" && session.steps.isEmpty)

    let known = KnownAnswers(
      carried: Answers([("device", "small")]),
      given: Answers([("route", "here"), ("device", "big"), ("needs", "unsure")]),
      takesUnsure: true)
    guard case .fork(let forked) = session.advance(with: known) else {
      Issue.record("a given unsure should fork")
      return
    }
    #expect(forked.id == "needs")
    #expect(
      session.steps == [
        Session.Step(questionID: "route", choiceID: "here", source: .given),
        Session.Step(questionID: "device", choiceID: "small", source: .carried),
      ])

    var decided = Session(tree: Self.tree)
    let outcome = decided.advance(
      with: KnownAnswers(given: Answers([("route", "there")]), useDefaults: true))
    // `twin` has no default and no answer: asked.
    guard case .ask(let twin) = outcome else {
      Issue.record("twin should be asked")
      return
    }
    #expect(twin.id == "twin")
    guard
      case .outcome(let reached) = decided.advance(
        with: KnownAnswers(given: Answers([("twin", "big")]), useDefaults: true))
    else {
      Issue.record("the walk should end")
      return
    }
    #expect(reached.id == "a")
  }

  /// The answers a carried fact overrides are the given ones for its
  /// questions, in the carried order.
  @Test func overriddenAreTheGivenAnswersOfCarriedFacts() {
    let known = KnownAnswers(
      carried: Answers([("needs", "no"), ("device", "small")]),
      given: Answers([("device", "big"), ("route", "here"), ("needs", "yes")]))
    #expect(known.overridden == ["needs", "device"])
  }
}
