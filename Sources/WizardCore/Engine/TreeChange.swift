/// How a recommendation recorded in a report compares with the one the tree
/// gives now for the same answers.
public enum TreeChange {
  /// One sentence: whether the recommendation changed and, if it did, the
  /// first point where the path through the tree differs.
  public static func explain(
    before path: [(question: String, choice: String)], outcome before: String?,
    now session: Session
  ) -> Message {
    guard let now = session.outcome else {
      return Message("the answers no longer reach a recommendation")
    }
    guard let before, before != now.id else {
      return Message("the recommendation is the same ('{1}')", now.id)
    }
    var text = Message("the recommendation changed from '{1}' to '{2}'", before, now.id)
    let steps = session.steps
    for index in 0..<max(path.count, steps.count) {
      let old = index < path.count ? path[index] : nil
      let new = index < steps.count ? steps[index] : nil
      if old?.question == new?.questionID, old?.choice == new?.choiceID { continue }
      switch (old, new) {
      case (let old?, let new?) where old.question == new.questionID:
        // Translators: follows "the recommendation changed from 'A' to 'B'"; {1} is a question id,
        // {2} the choice id the answers now give it, {3} the recorded one.
        text += Message(
          ": '{1}' is now answered '{2}', not '{3}'", new.questionID, new.choiceID, old.choice)
      case (let old?, let new?):
        // Translators: follows "the recommendation changed from 'A' to 'B'"; {1} is a number of
        // answers (0 or more), {2} and {3} question ids.
        text += Message(
          ": after {1} answers the tree now asks '{2}' where it asked '{3}'", "\(index)",
          new.questionID, old.question)
      case (_?, nil):
        // Translators: follows "the recommendation changed from 'A' to 'B'"; {1} is a number of
        // answers (0 or more), {2} a question id.
        text += Message(
          ": the tree now decides after {1} answers, before asking '{2}'", "\(index)",
          path[index].question)
      case (nil, let new?):
        text += Message(": the tree now goes on to ask '{1}'", new.questionID)
      case (nil, nil):
        break
      }
      return text
    }
    guard let last = steps.last else { return text }
    return text
      // Translators: follows "the recommendation changed from 'A' to 'B'"; {1} is a choice id, {2}
      // a question id; "there" is the new recommendation.
      + Message(": the answer '{1}' to '{2}' now leads there", last.choiceID, last.questionID)
  }
}
