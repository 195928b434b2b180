/// A chain of decisions: a tree whose outcome follows into another tree.
public enum DecisionChain {
  /// What a follow-up tree takes from the decisions before it: for each of
  /// its questions that declares a fact (the device), the choice given to a
  /// question of the same fact earlier in the chain, when the follow-up
  /// offers that choice. Such a question is then not asked again.
  public static func carried(from sessions: [Session], into tree: Tree) -> Answers {
    guard let first = sessions.first else { return Answers() }
    var decided = Decided(first)
    for session in sessions.dropFirst() { decided.append(session) }
    return decided.carried(into: tree)
  }

  /// The decisions of a chain so far, as a run takes them on and goes back
  /// from them: their sessions, the trees they ran and the facts they
  /// settled, kept up to date one decision at a time, so that a chain of
  /// thousands of trees is not read again for each new one.
  public struct Decided: Sendable {
    public private(set) var sessions: [Session]
    /// How many decisions ran each tree.
    private var trees: [String: Int] = [:]
    /// Each fact's value, with the decision that settled it first.
    private var facts: [String: (value: String, decision: Int)] = [:]

    public init(_ first: Session) {
      sessions = []
      append(first)
    }

    /// The last decision.
    public var last: Session { sessions[sessions.count - 1] }

    public func contains(tree id: String) -> Bool { trees[id] != nil }

    public mutating func append(_ session: Session) {
      let decision = sessions.count
      sessions.append(session)
      trees[session.tree.id, default: 0] += 1
      for step in session.steps {
        guard let position = session.tree.questionPosition(step.questionID),
          let fact = session.tree.questions[position].fact, facts[fact] == nil
        else { continue }
        facts[fact] = (step.choiceID, decision)
      }
    }

    /// Takes back the last decision (never the first).
    public mutating func removeLast() {
      guard sessions.count > 1 else { return }
      let session = sessions.removeLast()
      trees[session.tree.id, default: 1] -= 1
      if trees[session.tree.id] == 0 { trees[session.tree.id] = nil }
      let decision = sessions.count
      for step in session.steps {
        guard let position = session.tree.questionPosition(step.questionID),
          let fact = session.tree.questions[position].fact, facts[fact]?.decision == decision
        else { continue }
        facts[fact] = nil
      }
    }

    /// ``DecisionChain/carried(from:into:)`` from these decisions.
    public func carried(into tree: Tree) -> Answers {
      var answers = Answers()
      guard !facts.isEmpty else { return answers }
      for question in tree.questions {
        guard let fact = question.fact, let value = facts[fact]?.value,
          question.choice(value) != nil
        else { continue }
        answers[question.id] = value
      }
      return answers
    }
  }
}
