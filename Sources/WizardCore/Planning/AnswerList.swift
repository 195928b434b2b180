/// The answers shown for review before a report, numbered from 1 across
/// every decision of a chain: what a number typed there reopens.
public struct AnswerList: Sendable {
  /// One answer: its question, and what was answered.
  public struct Item: Sendable {
    public var questionID: String
    public var prompt: String
    /// The choice's label, or "Not sure" for `unsure`.
    public var label: String
    /// The choice on the path (the one a branch assumed, for `unsure`).
    public var choiceID: String
    public var source: Session.AnswerSource
    /// Answered `unsure`: every branch is followed.
    public var unsure: Bool
    /// Which decision of the chain it belongs to (0: the first tree), and
    /// its place among that walk's steps (nil for an `unsure` answer).
    public var decision: Int
    public var step: Int?
  }

  /// The answers of one decision, under its tree's title when there are
  /// several.
  public struct Group: Sendable {
    public var title: String
    public var items: [Item]
  }

  public var groups: [Group]

  public var items: [Item] { groups.flatMap(\.items) }
  public var count: Int { groups.reduce(0) { $0 + $1.items.count } }

  /// The answers of each decision of a chain. Facts carried into a
  /// follow-up are left out: they are the earlier decision's answers,
  /// listed there.
  public init(sessions: [Session]) {
    groups = sessions.enumerated().map { decision, session in
      let tree = session.tree
      let items = session.steps.enumerated().compactMap { offset, step -> Item? in
        guard step.source != .carried, let question = tree.question(step.questionID),
          let choice = question.choice(step.choiceID)
        else { return nil }
        return Item(
          questionID: question.id, prompt: question.prompt, label: choice.label,
          choiceID: choice.id, source: step.source, unsure: false, decision: decision, step: offset)
      }
      return Group(title: tree.title, items: items)
    }
  }

  /// The answers of a walk with `unsure` answers: every question of every
  /// branch once, in the order they come up; one answered `unsure` is shown
  /// so, not with the answer a branch assumed.
  public init(resolution: Resolution, given: Answers, language: Language) {
    var seen: Set<String> = []
    var items: [Item] = []
    let branches = resolution.decided.isEmpty ? [resolution.trunk] : resolution.decided
    for session in branches {
      let tree = session.tree
      for step in session.steps where seen.insert(step.questionID).inserted {
        guard let question = tree.question(step.questionID),
          let choice = question.choice(step.choiceID)
        else { continue }
        let unsure = step.source == .assumed || given[step.questionID] == Resolution.unsure
        items.append(
          Item(
            questionID: question.id, prompt: question.prompt,
            label: unsure ? language.tr("Not sure") : choice.label, choiceID: choice.id,
            source: step.source,
            unsure: unsure, decision: 0, step: nil))
      }
    }
    groups = [Group(title: resolution.trunk.tree.title, items: items)]
  }
}
