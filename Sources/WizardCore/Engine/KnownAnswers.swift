/// Everything a walk knows before it asks a question, and the one order in
/// which that knowledge answers it. Every walk (a run, the prompt, `resume`,
/// `batch`, "not sure", "what would change this", the planner's tests)
/// takes its answers through ``decision(for:facts:)``, so that the same
/// answers always lead down the same path.
public struct KnownAnswers: Sendable {
  /// Facts settled by earlier decisions of the chain (see
  /// ``DecisionChain/carried(from:into:)``): never decided again.
  public var carried: Answers
  /// Answers kept from after a reviewed change, with their sources.
  public var later: [Session.Step]
  /// Answers given up front: `--answer`, answers files, a batch record, a
  /// saved session's pending answers.
  public var given: Answers
  /// Whether a given `unsure` forks the walk: not in a follow-up decision,
  /// which is taken on one path (there `unsure` answers nothing).
  public var takesUnsure: Bool
  /// Whether a question's default answers it (`--defaults`).
  public var useDefaults: Bool

  public init(
    carried: Answers = Answers(), later: [Session.Step] = [], given: Answers = Answers(),
    takesUnsure: Bool = false, useDefaults: Bool = false
  ) {
    self.carried = carried
    self.later = later
    self.given = given
    self.takesUnsure = takesUnsure
    self.useDefaults = useDefaults
  }

  /// What the known answers say to one question.
  public enum Decision: Sendable, Equatable {
    case answer(String, Session.AnswerSource)
    /// Answered `unsure`: the walk follows each answer.
    case unsure
  }

  /// The precedence, written once: a carried fact, then an answer kept from
  /// after a change, then a given answer (`unsure` forking where it is
  /// taken), then an answer given to another question of the same fact, then
  /// the default. Nil: nothing known, the question is to be asked.
  ///   - facts: ``factAnswers(in:)`` of the question's tree.
  public func decision(for question: Question, facts: [String: [String]]) -> Decision? {
    // A fact settled by an earlier tree of the chain is never decided
    // again: it wins over an answer given for this tree.
    if let choice = carried[question.id], question.choice(choice) != nil {
      return .answer(choice, .carried)
    }
    if let step = later.first(where: { $0.questionID == question.id }),
      question.choice(step.choiceID) != nil
    {
      return .answer(step.choiceID, step.source)
    }
    if let choice = given[question.id] {
      if choice == Resolution.unsure, takesUnsure, Resolution.allowsUnsure(question) {
        return .unsure
      }
      if question.choice(choice) != nil { return .answer(choice, .given) }
    } else if let fact = question.fact,
      let choice = facts[fact]?.first(where: { question.choice($0) != nil })
    {
      // The same fact asked on another branch: the first answer given to
      // one of its questions that this question offers.
      return .answer(choice, .given)
    }
    if useDefaults, let choice = question.defaultChoice { return .answer(choice, .defaulted) }
    return nil
  }

  /// The given answers to questions of `tree` that declare a fact, by fact,
  /// in the order given: read once per walk, so that a tree of thousands of
  /// questions is not read again for each question.
  public func factAnswers(in tree: Tree) -> [String: [String]] {
    var facts: [String: [String]] = [:]
    for (question, choice) in given.pairs {
      guard let position = tree.questionPosition(question),
        let fact = tree.questions[position].fact
      else { continue }
      facts[fact, default: []].append(choice)
    }
    return facts
  }

  /// The given answers that a carried fact overrides: their questions were
  /// settled by the decision before, so they are not used.
  public var overridden: [String] { carried.order.filter { given[$0] != nil } }

  /// A warning for each of ``overridden``, naming it `TREE.QUESTION` with
  /// `treeID`, the follow-up decision the answers were given for: what
  /// `run --follow` and `batch` both say. Translated where it is shown.
  public func overriddenWarnings(in treeID: String, at location: SourceLocation? = nil)
    -> [Diagnostic]
  {
    overridden.map { question in
      Diagnostic(
        .warning,
        Message(
          "the answer to '{1}' was not used: it was settled by the decision before",
          "\(treeID).\(question)"), at: location)
    }
  }
}

extension Session {
  /// Where a walk stands after taking every answer it knows.
  public enum Next: Sendable {
    /// Nothing known answers this question: ask it.
    case ask(Question)
    /// This question was answered `unsure`: follow each of its answers.
    case fork(Question)
    case outcome(Outcome)
  }

  /// Answers every question it reaches that `known` answers (see
  /// ``KnownAnswers/decision(for:facts:)``), and says what comes next.
  @discardableResult
  public mutating func advance(with known: KnownAnswers) -> Next {
    let facts = known.factAnswers(in: tree)
    while true {
      switch position {
      case .outcome(let outcome): return .outcome(outcome)
      case .question(let question):
        switch known.decision(for: question, facts: facts) {
        case .answer(let choice, let source)?:
          // The decision offers only the question's own choices.
          guard (try? answer(choice, source: source)) != nil else { return .ask(question) }
        case .unsure?: return .fork(question)
        case nil: return .ask(question)
        }
      }
    }
  }
}
