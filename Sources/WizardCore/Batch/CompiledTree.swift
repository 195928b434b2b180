/// A tree turned into indexes for evaluating many answer sets fast: question
/// ids are looked up once per answer, the walk follows integers, and the
/// JSON of every possible step is written once.
public struct CompiledTree: Sendable {
  public enum Node: Sendable, Equatable {
    case question(Int)
    case outcome(Int)
  }

  public let tree: Tree
  let questionIndex: [String: Int]
  /// For each question, its choices' ids and targets.
  let choices: [[(id: String, next: Node)]]
  let defaults: [Int?]
  /// For each question, the other questions of its fact, when the tree
  /// asks that fact on more than one branch: an answer to one answers it.
  let siblings: [[Int]]
  let start: Node
  /// `{"answer":"…","question":"…"}` for each question and choice.
  public let stepJSON: [[[UInt8]]]
  /// `"outcome-id"` for each outcome.
  public let outcomeJSON: [[UInt8]]

  public init(_ tree: Tree) {
    self.tree = tree
    var index: [String: Int] = [:]
    for (position, question) in tree.questions.enumerated() where index[question.id] == nil {
      index[question.id] = position
    }
    var outcomes: [String: Int] = [:]
    for (position, outcome) in tree.outcomes.enumerated() where outcomes[outcome.id] == nil {
      outcomes[outcome.id] = position
    }
    func node(_ id: String) -> Node {
      if let question = index[id] { return .question(question) }
      return .outcome(outcomes[id] ?? 0)
    }
    questionIndex = index
    choices = tree.questions.map { question in question.choices.map { ($0.id, node($0.next)) } }
    defaults = tree.questions.map { question in
      question.defaultChoice.flatMap { id in question.choices.firstIndex { $0.id == id } }
    }
    var byFact: [String: [Int]] = [:]
    for (position, question) in tree.questions.enumerated() {
      if let fact = question.fact { byFact[fact, default: []].append(position) }
    }
    siblings = tree.questions.enumerated().map { position, question in
      question.fact.flatMap { byFact[$0] }?.filter { $0 != position } ?? []
    }
    start = node(tree.start)
    stepJSON = tree.questions.map { question in
      question.choices.map { choice in
        Array(
          "{\"answer\":\(JSONText.quoted(choice.id)),\"question\":\(JSONText.quoted(question.id))}"
            .utf8)
      }
    }
    outcomeJSON = tree.outcomes.map { Array(JSONText.quoted($0.id).utf8) }
  }

  /// The walk for one answer set: the outcome and the steps taken, or nil
  /// when an answer does not fit or one is missing (the caller then asks the
  /// engine for the full story, which is rarer and slower).
  public func evaluate(
    _ answers: [(question: String, choice: String)], useDefaults: Bool,
    scratch: inout [Int], path: inout [(question: Int, choice: Int)]
  ) -> Int? {
    if scratch.count != choices.count { scratch = Array(repeating: -1, count: choices.count) }
    // Every question set here is reset on the way out.
    defer { for (questionID, _) in answers { questionIndex[questionID].map { scratch[$0] = -1 } } }
    for (questionID, choiceID) in answers {
      guard let question = questionIndex[questionID],
        let choice = choices[question].firstIndex(where: { $0.id == choiceID })
      else { return nil }
      scratch[question] = choice
    }
    path.removeAll(keepingCapacity: true)
    var node = start
    while case .question(let question) = node {
      var choice = scratch[question]
      if choice < 0, !siblings[question].isEmpty {
        choice = sharedChoice(question, answers, scratch)
      }
      if choice < 0, useDefaults, let fallback = defaults[question] { choice = fallback }
      guard choice >= 0 else { return nil }
      path.append((question, choice))
      node = choices[question][choice].next
      // Validated trees have no cycles; this bounds a broken one anyway.
      if path.count > choices.count { return nil }
    }
    guard case .outcome(let outcome) = node else { return nil }
    return outcome
  }
}

extension CompiledTree {
  /// The choice of `question` that an answer to another question of its fact
  /// gives (the same choice id), or -1: the first such answer in the order
  /// given, as ``KnownAnswers/decision(for:facts:)`` takes it.
  func sharedChoice(
    _ question: Int, _ answers: [(question: String, choice: String)], _ scratch: [Int]
  ) -> Int {
    for (questionID, _) in answers {
      // `scratch` holds the answer that stands (the last one given).
      guard let other = questionIndex[questionID], other != question, scratch[other] >= 0,
        siblings[question].contains(other)
      else { continue }
      let id = choices[other][scratch[other]].id
      if let choice = choices[question].firstIndex(where: { $0.id == id }) { return choice }
    }
    return -1
  }
}
