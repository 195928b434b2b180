/// A chain of decisions: a tree whose outcome follows into another tree.
public enum DecisionChain {
  /// What a follow-up tree takes from the decisions before it: for each of
  /// its questions that declares a fact (the device), the choice given to a
  /// question of the same fact earlier in the chain, when the follow-up
  /// offers that choice. Such a question is then not asked again.
  public static func carried(from sessions: [Session], into tree: Tree) -> Answers {
    var facts: [String: String] = [:]
    for session in sessions {
      for step in session.steps {
        guard let fact = session.tree.question(step.questionID)?.fact, facts[fact] == nil
        else { continue }
        facts[fact] = step.choiceID
      }
    }
    var answers = Answers()
    for question in tree.questions {
      guard let fact = question.fact, let value = facts[fact], question.choice(value) != nil
      else { continue }
      answers[question.id] = value
    }
    return answers
  }
}
