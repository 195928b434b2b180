/// Everything a finished run says, ready for any renderer: the decision, the
/// path that justifies it, the checklist, and how to run it again.
public struct Report: Sendable {
  /// One answered question on the path, with the reason the answer matters.
  public struct Step: Sendable {
    public var questionID: String
    public var prompt: String
    public var topic: String
    public var answerID: String
    public var answerLabel: String
    /// Why this answer leads where it leads.
    public var reason: String
    public var source: Session.AnswerSource
  }

  /// Another answer to a question on the path that leads somewhere else.
  public struct Alternative: Sendable {
    public var questionID: String
    public var prompt: String
    public var answerID: String
    public var answerLabel: String
    /// The outcome that answer leads to, with the other answers as given;
    /// nil when it leads to questions not answered yet.
    public var outcome: Outcome?
    /// When open: the next question, and the outcomes it can still reach.
    public var nextQuestion: Question?
    public var possibleOutcomes: [Outcome]
  }

  public var treeID: String
  public var treeTitle: String
  /// ``Tree/fingerprint``: which version of the tree decided.
  public var treeHash: String
  /// `--title`, or the tree's title.
  public var title: String
  public var outcome: Outcome
  public var steps: [Step]
  /// Given answers for questions not on the path.
  public var unused: [String]
  /// What would change this: computed from the tree, in path order.
  public var alternatives: [Alternative]
  /// Every answer that reproduces the run: the path's (defaults included)
  /// and the unused ones, in the order given.
  public var answers: Answers
  /// The exact command line that reproduces this report.
  public var reproduce: String

  /// - Precondition: `evaluation.isComplete`.
  public init(evaluation: Evaluation, given: Answers, title: String?, reproduce: String) {
    let session = evaluation.session
    let tree = session.tree
    guard let outcome = session.outcome else {
      preconditionFailure("a report needs a finished session")
    }
    self.treeID = tree.id
    self.treeTitle = tree.title
    self.treeHash = tree.fingerprint
    self.title = title ?? tree.title
    self.outcome = outcome
    self.steps = session.steps.compactMap { step in
      guard let question = tree.question(step.questionID),
        let choice = question.choice(step.choiceID)
      else { return nil }
      return Step(
        questionID: question.id, prompt: question.prompt, topic: question.topic,
        answerID: choice.id, answerLabel: choice.label, reason: choice.reason,
        source: step.source)
    }
    self.unused = evaluation.unused
    self.alternatives = Counterfactual.all(for: session).compactMap { change in
      guard let question = tree.question(change.questionID),
        let choice = question.choice(change.choiceID)
      else { return nil }
      var alternative = Alternative(
        questionID: question.id, prompt: question.prompt, answerID: choice.id,
        answerLabel: choice.label, outcome: nil, nextQuestion: nil, possibleOutcomes: [])
      switch change.result {
      case .outcome(let id): alternative.outcome = tree.outcome(id)
      case .open(let next, let possible):
        alternative.nextQuestion = tree.question(next)
        alternative.possibleOutcomes = possible.compactMap(tree.outcome)
      }
      return alternative
    }
    self.answers = Report.replayAnswers(session: session, given: given)
    self.reproduce = reproduce
  }

  /// The answers that, given without `--defaults`, lead to the same report.
  public static func replayAnswers(session: Session, given: Answers) -> Answers {
    var answers = Answers()
    for step in session.steps { answers[step.questionID] = step.choiceID }
    for (question, choice) in given.pairs where answers[question] == nil {
      answers[question] = choice
    }
    return answers
  }
}
