/// How a recommendation recorded in a report compares with the one the tree
/// gives now for the same answers.
public enum TreeChange {
  /// One sentence: whether the recommendation changed and, if it did, the
  /// first point where the path through the tree differs.
  public static func explain(
    before path: [(question: String, choice: String)], outcome before: String?,
    now session: Session
  ) -> String {
    guard let now = session.outcome else { return "the answers no longer reach a recommendation" }
    guard let before, before != now.id else {
      return "the recommendation is the same ('\(now.id)')"
    }
    var text = "the recommendation changed from '\(before)' to '\(now.id)'"
    let steps = session.steps
    for index in 0..<max(path.count, steps.count) {
      let old = index < path.count ? path[index] : nil
      let new = index < steps.count ? steps[index] : nil
      if old?.question == new?.questionID, old?.choice == new?.choiceID { continue }
      switch (old, new) {
      case (let old?, let new?) where old.question == new.questionID:
        text += ": '\(new.questionID)' is now answered '\(new.choiceID)', not '\(old.choice)'"
      case (let old?, let new?):
        text +=
          ": after \(index) answers the tree now asks '\(new.questionID)' where it asked '\(old.question)'"
      case (_?, nil):
        text +=
          ": the tree now decides after \(index) answers, before asking '\(path[index].question)'"
      case (nil, let new?):
        text += ": the tree now goes on to ask '\(new.questionID)'"
      case (nil, nil):
        break
      }
      return text
    }
    guard let last = steps.last else { return text }
    return text + ": the answer '\(last.choiceID)' to '\(last.questionID)' now leads there"
  }
}
