import Testing

@testable import WizardCore

/// `CompiledTree` is the batch's fast path: it must give the engine's answer
/// (``Session/advance(with:)``, through ``Evaluation``) for every answer
/// set: the same outcome and the same path, or no outcome from both.
@Suite struct CompiledTreeTests {
  /// What the fast path gives: the outcome's place and the path as places.
  struct Walked: Equatable, CustomStringConvertible {
    var outcome: Int
    var path: [[Int]]
    var description: String { "outcome \(outcome) path \(path)" }
  }

  static func compiled(
    _ compiled: CompiledTree, _ pairs: [(question: String, choice: String)], useDefaults: Bool
  ) -> Walked? {
    var scratch: [Int] = []
    var path: [(question: Int, choice: Int)] = []
    guard
      let outcome = compiled.evaluate(
        pairs, useDefaults: useDefaults, scratch: &scratch, path: &path)
    else { return nil }
    return Walked(outcome: outcome, path: path.map { [$0.question, $0.choice] })
  }

  /// What the engine gives, as `batch` takes a record when the fast path
  /// declines: answers that name no question or no choice fail the record.
  static func engine(
    _ tree: Tree, _ pairs: [(question: String, choice: String)], useDefaults: Bool
  ) -> Walked? {
    let answers = Answers(pairs.map { ($0.question, $0.choice) })
    guard answers.problems(in: tree, takesUnsure: false).isEmpty else { return nil }
    let session = Evaluation.evaluate(tree, answers: answers, useDefaults: useDefaults).session
    guard let outcome = session.outcome,
      let place = tree.outcomes.firstIndex(where: { $0.id == outcome.id })
    else { return nil }
    let path = session.steps.compactMap { step -> [Int]? in
      guard let question = tree.questions.firstIndex(where: { $0.id == step.questionID }),
        let choice = tree.questions[question].choices.firstIndex(where: { $0.id == step.choiceID })
      else { return nil }
      return [question, choice]
    }
    return Walked(outcome: place, path: path)
  }

  /// Every bundled tree, in every language.
  static func bundledTrees() -> [Tree] {
    Language.allCases.flatMap { language -> [Tree] in
      var catalog = TreeCatalog()
      catalog.add(path: Fixtures.questionsFolder)
      catalog.localize(to: language)
      return catalog.trees
    }
  }

  /// One fact asked by three questions on different branches: which given
  /// answer to the fact stands for an unanswered one is the first given.
  static let threeTwins = """
    id: twins
    title: Twins
    summary: One fact asked on three branches.
    questions:
      - id: route
        prompt: Which route?
        topic: T
        help: Help.
        choices:
          - {id: a, label: A, next: first, reason: R.}
          - {id: b, label: B, next: second, reason: R.}
          - {id: c, label: C, next: third, reason: R.}
      - id: first
        prompt: Size?
        topic: T
        help: Help.
        fact: size
        choices:
          - {id: big, label: Big, next: large, reason: R.}
          - {id: small, label: Small, next: little, reason: R.}
      - id: second
        prompt: Size?
        topic: T
        help: Help.
        fact: size
        choices:
          - {id: big, label: Big, next: large, reason: R.}
          - {id: small, label: Small, next: little, reason: R.}
      - id: third
        prompt: Size?
        topic: T
        help: Help.
        default: big
        fact: size
        choices:
          - {id: big, label: Big, next: large, reason: R.}
          - {id: small, label: Small, next: little, reason: R.}
    outcomes:
      - {id: large, title: L, recommendation: L., rationale: L., topic: T, checklist: [{text: L., topic: T}]}
      - {id: little, title: S, recommendation: S., rationale: S., topic: T, checklist: [{text: S., topic: T}]}
    """

  static func trees() throws -> [Tree] {
    let twins = try #require(TreeLoader.load(text: threeTwins, source: "twins.yaml").tree)
    return bundledTrees() + [twins]
  }

  @Test func givesTheEnginesAnswerOnEveryPathOfEveryTree() throws {
    let trees = try Self.trees()
    #expect(trees.count == 4 * Language.allCases.count + 1)
    var paths = 0
    for tree in trees {
      let compiled = CompiledTree(tree)
      for session in Session.allPaths(of: tree) {
        paths += 1
        let pairs = session.steps.map { (question: $0.questionID, choice: $0.choiceID) }
        // The whole path, and each part of it from the start.
        for count in 0...pairs.count {
          let given = Array(pairs.prefix(count))
          for useDefaults in [false, true] {
            let fast = Self.compiled(compiled, given, useDefaults: useDefaults)
            let slow = Self.engine(tree, given, useDefaults: useDefaults)
            #expect(fast == slow, "\(tree.id) \(given) defaults: \(useDefaults)")
          }
        }
        #expect(Self.compiled(compiled, pairs, useDefaults: false) != nil, "\(tree.id) \(pairs)")
      }
    }
    #expect(paths > 100)
  }

  /// 10,000 answer sets per tree, drawn with a fixed seed: answers missing,
  /// invalid, `unsure`, for unknown questions, given in any order, and two
  /// questions of the same fact answered (alike or not), with and without
  /// defaults.
  @Test func givesTheEnginesAnswerOnRandomAnswerSets() throws {
    var generator = SeededGenerator(seed: 26)
    var agreed = (sets: 0, outcomes: 0, twins: 0)
    for tree in try Self.trees() {
      let compiled = CompiledTree(tree)
      let ids = tree.questions.flatMap { $0.choices.map(\.id) }
      var facts: [String: Int] = [:]
      for question in tree.questions { question.fact.map { facts[$0, default: 0] += 1 } }
      for _ in 0..<10_000 {
        var pairs: [(question: String, choice: String)] = []
        for question in tree.questions {
          switch Int.random(in: 0..<100, using: &generator) {
          case 0..<30: continue
          case 30..<88:
            pairs.append((question.id, question.choices.randomElement(using: &generator)?.id ?? ""))
          case 88..<93: pairs.append((question.id, ids.randomElement(using: &generator) ?? ""))
          case 93..<96: pairs.append((question.id, Resolution.unsure))
          case 96..<98: pairs.append((question.id, "maybe"))
          default: pairs.append((question.id + "-x", question.choices.first?.id ?? ""))
          }
        }
        pairs.shuffle(using: &generator)
        let useDefaults = Bool.random(using: &generator)
        let fast = Self.compiled(compiled, pairs, useDefaults: useDefaults)
        let slow = Self.engine(tree, pairs, useDefaults: useDefaults)
        #expect(fast == slow, "\(tree.id) \(pairs) defaults: \(useDefaults)")
        guard fast == slow else { return }
        agreed.sets += 1
        if fast != nil { agreed.outcomes += 1 }
        let answeredFacts = pairs.compactMap { tree.question($0.question)?.fact }
        if Set(answeredFacts).count < answeredFacts.count { agreed.twins += 1 }
      }
    }
    #expect(agreed.sets == 10_000 * (4 * Language.allCases.count + 1))
    // The draws reach outcomes and give facts twice often enough to matter.
    #expect(agreed.outcomes > 10_000)
    #expect(agreed.twins > 10_000)
  }
}
