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
    /// The guideline page ``topic`` cites.
    public var page: String?
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

  /// The language of the tree's text in it, and of everything the
  /// renderers add.
  public var language: Language
  public var treeID: String
  public var treeTitle: String
  /// ``Tree/fingerprint``: which version of the tree decided.
  public var treeHash: String
  /// The guideline pages the tree's topics cite.
  public var pages: [GuidelinePage]
  /// `--title`, or the tree's title.
  public var title: String
  public var outcome: Outcome
  public var steps: [Step]
  /// Given answers for questions not on the path.
  public var unused: [String]
  /// What would change this: computed from the tree, in path order.
  public var alternatives: [Alternative]
  /// A Mermaid flowchart of the path taken and its immediate alternatives.
  public var pathChart: String
  /// Every answer that reproduces the run: the path's (defaults included)
  /// and the unused ones, in the order given.
  public var answers: Answers
  /// The exact command line that reproduces this report.
  public var reproduce: String
  /// The decisions taken after this one in follow-up trees, in order.
  public var followUps: [Report]
  /// The facts (the device) this decision's path settled, asked or carried:
  /// fact → value. Checklist points about other values are left out.
  public var facts: [String: String]

  /// One outcome of a conditional recommendation: the answers assumed for
  /// the questions answered `unsure`, and the report of that path.
  public struct Branch: Sendable {
    /// The first set of assumptions that leads here.
    public var conditions: [Step]
    /// Every set of assumptions that leads here (branches that end in the
    /// same outcome are one branch), with the answers that make no
    /// difference left out; an empty set: every answer leads here.
    public var conditionSets: [[Step]]
    public var report: Report
  }

  /// When answers were `unsure`: every branch, in order (empty otherwise;
  /// the report's own fields are then those of the first branch).
  public var branches: [Branch] = []
  /// The questions answered `unsure` whose answer changes the outcome.
  public var deciding: [(id: String, prompt: String)] = []
  /// Every question answered `unsure` on the way.
  public var unsureQuestions: [(id: String, prompt: String)] = []
  /// In a branch's report: the questions answered `unsure` whose answer
  /// makes no difference to its outcome. Its path follows one answer, but
  /// the report says "not sure" for them, and names no other answer of
  /// theirs as a change.
  public var eitherWay: Set<String> = []

  /// - Precondition: `evaluation.isComplete`.
  /// ``answers`` holds the follow-ups' answers too, as `TREE.QUESTION`.
  public init(
    evaluation: Evaluation, given: Answers, title: String?, reproduce: String,
    followUps: [Report] = [], language: Language
  ) {
    self.language = language
    let session = evaluation.session
    let tree = session.tree
    guard let outcome = session.outcome else {
      preconditionFailure("a report needs a finished session")
    }
    self.treeID = tree.id
    self.treeTitle = tree.title
    self.treeHash = tree.fingerprint
    self.pages = tree.pages
    self.title = title ?? tree.title
    self.outcome = outcome
    self.steps = session.steps.compactMap { step in
      guard let question = tree.question(step.questionID),
        let choice = question.choice(step.choiceID)
      else { return nil }
      return Step(
        questionID: question.id, prompt: question.prompt, topic: question.topic,
        answerID: choice.id, answerLabel: choice.label, reason: choice.reason,
        source: step.source, page: question.page)
    }
    self.unused = evaluation.unused
    var facts: [String: String] = [:]
    for step in session.steps {
      if let fact = tree.question(step.questionID)?.fact, facts[fact] == nil {
        facts[fact] = step.choiceID
      }
    }
    self.facts = facts
    self.pathChart = TreeGraph.mermaidPath(
      tree, path: session.steps.map { ($0.questionID, $0.choiceID) }, outcomeID: outcome.id)
    self.alternatives = Counterfactual.all(for: session, known: given).compactMap { change in
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
    var answers = Report.replayAnswers(session: session, given: given)
    for followUp in followUps {
      for (question, choice) in followUp.answers.pairs {
        answers["\(followUp.treeID).\(question)"] = choice
      }
    }
    self.answers = answers
    self.reproduce = reproduce
    self.followUps = followUps
  }

  /// A conditional report: one branch per outcome the `unsure` answers can
  /// lead to.
  /// - Precondition: `resolution` has no missing answers.
  public init(
    resolution: Resolution, given: Answers, title: String?, reproduce: String, language: Language
  ) {
    let sessions = resolution.decided
    precondition(!sessions.isEmpty, "a conditional report needs a decided branch")
    let reports = sessions.map {
      Report(
        evaluation: Evaluation.finished($0, given: given), given: given, title: title,
        reproduce: reproduce, language: language)
    }
    self = reports[0]
    self.branches = Report.merged(
      reports.map { report in
        Branch(
          conditions: report.steps.filter { $0.source == .assumed },
          conditionSets: [report.steps.filter { $0.source == .assumed }], report: report)
      }
    ).map { branch in
      var branch = branch
      let assumed = branch.report.steps.filter { $0.source == .assumed }
      // The set of assumptions that this branch's own path meets: what it
      // assumed beyond them makes no difference.
      let met = branch.conditionSets.first { set in
        set.allSatisfy { condition in
          assumed.contains {
            $0.questionID == condition.questionID && $0.answerID == condition.answerID
          }
        }
      }
      let deciding = Set((met ?? branch.conditionSets.flatMap { $0 }).map(\.questionID))
      let either = Set(assumed.map(\.questionID).filter { !deciding.contains($0) })
      branch.report.eitherWay = either
      branch.report.alternatives.removeAll { either.contains($0.questionID) }
      return branch
    }
    self.unsureQuestions = resolution.deciding.map { ($0.id, $0.prompt) }
    let relevant = Set(branches.flatMap { $0.conditionSets.flatMap { $0.map(\.questionID) } })
    self.deciding = unsureQuestions.filter { relevant.contains($0.id) }
    // Replaying needs the `unsure` answers, not one branch's assumptions,
    // and every other answer on any branch (defaults written out).
    var answers = given
    for session in sessions {
      for step in session.steps where step.source != .assumed && answers[step.questionID] == nil {
        answers[step.questionID] = step.choiceID
      }
    }
    self.answers = answers
    self.unused = given.order.filter { id in
      !sessions.contains { $0.steps.contains { $0.questionID == id } }
        && resolution.deciding.allSatisfy { $0.id != id }
    }
  }

  /// The answers of every branch, each question once, in the order they
  /// come up; a question answered `unsure` is shown with that answer.
  public var allSteps: [Step] {
    guard !branches.isEmpty else { return steps }
    var seen: Set<String> = []
    var result: [Step] = []
    for branch in branches {
      for var step in branch.report.steps where seen.insert(step.questionID).inserted {
        if step.source == .assumed {
          step.answerID = Resolution.unsure
          step.answerLabel = language.tr("Not sure")
          step.source = .given
        }
        result.append(step)
      }
    }
    return result
  }

  /// A step as a report's Why tells it: one answered `unsure` that makes
  /// no difference here (``eitherWay``) is "not sure", with that reason.
  public func said(_ step: Step) -> Step {
    guard eitherWay.contains(step.questionID) else { return step }
    var step = step
    step.answerID = Resolution.unsure
    step.answerLabel = language.tr("Not sure")
    step.reason = language.tr("Either answer leads to this recommendation.")
    return step
  }

  /// `suspend=yes and depth=no`: what a branch assumed.
  public static func conditionText(_ conditions: [Step], language: Language) -> String {
    // Translators: joins the answers a conditional outcome needs: "platform=ipad and suspend=no".
    conditions.map { "\($0.questionID)=\($0.answerID)" }.joined(separator: language.tr(" and "))
  }

  /// The answers that, given without `--defaults`, lead to the same report.
  public static func replayAnswers(session: Session, given: Answers) -> Answers {
    var answers = Answers()
    // Carried answers come back by themselves from the tree before.
    for step in session.steps where step.source != .carried {
      answers[step.questionID] = step.choiceID
    }
    // A question of a fact settled on the path by another question of the
    // same fact (asked on another branch) is answered by that step.
    let tree = session.tree
    let settled = Set(session.steps.compactMap { tree.question($0.questionID)?.fact })
    for (question, choice) in given.pairs where answers[question] == nil {
      if let fact = tree.question(question)?.fact, settled.contains(fact) { continue }
      answers[question] = choice
    }
    return answers
  }
}
