extension Evaluation {
  /// Why a given answer was not on the path: so that the warning about it
  /// says what happened, not the same words for every case.
  public enum UnusedReason: Sendable, Equatable {
    /// The path's last question led to the outcome, and its other answer
    /// leads on to the question: the recommendation came first.
    case settledBefore
    /// The question is on a branch the answer to this earlier question of
    /// the path did not take (`platform`, for an iPhone question on an iPad
    /// path).
    case otherBranch(question: String)
    /// No other answer on the path leads to the question.
    case notReached
  }

  /// Why the answer to question `id` is not on `session`'s path. Linear in
  /// the tree: each question is looked at once, whatever the path's length.
  public static func whyUnused(_ id: String, session: Session) -> UnusedReason {
    let tree = session.tree
    // Questions already known not to lead to `id`.
    var seen: Set<String> = []
    func leads(from start: String) -> Bool {
      var stack = [start]
      while let next = stack.popLast() {
        if next == id { return true }
        guard seen.insert(next).inserted, let question = tree.question(next) else { continue }
        stack += question.choices.map(\.next)
      }
      return false
    }
    let last = session.steps.count - 1
    for (offset, step) in session.steps.enumerated().reversed() {
      guard let question = tree.question(step.questionID) else { continue }
      for choice in question.choices where choice.id != step.choiceID {
        guard leads(from: choice.next) else { continue }
        return offset == last ? .settledBefore : .otherBranch(question: step.questionID)
      }
    }
    return .notReached
  }

  /// Why the answer to `id` was not used, in the words of its case:
  /// settled before the question, or a question on another branch;
  /// translated where it is shown.
  /// - Parameter unsure: the answer was `unsure`.
  public static func unusedMessage(
    _ id: String, session: Session, unsure: Bool
  ) -> Message {
    switch (whyUnused(id, session: session), unsure) {
    case (.settledBefore, false):
      return Message(
        "the answer to '{1}' was not used: the recommendation was settled before that question",
        id)
    case (.settledBefore, true):
      return Message(
        "the answer 'unsure' to '{1}' was not used: the recommendation was settled before that question",
        id)
    case (.otherBranch(let question), false):
      return Message(
        "the answer to '{1}' was not used: that question is not on the branch the answer to '{2}' chose",
        id, question)
    case (.otherBranch(let question), true):
      return Message(
        "the answer 'unsure' to '{1}' was not used: that question is not on the branch the answer to '{2}' chose",
        id, question)
    case (.notReached, false):
      return Message(
        "the answer to '{1}' was not used: the path taken does not lead to that question", id)
    case (.notReached, true):
      return Message(
        "the answer 'unsure' to '{1}' was not used: the path taken does not lead to that question",
        id)
    }
  }
}
