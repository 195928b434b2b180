/// "Not sure": any yes/no question also takes the answer `unsure`, and the
/// walk then follows both branches. A resolution is what the answers give:
/// one path, or a fork at each question answered `unsure`.
public indirect enum Resolution: Sendable {
  /// A path that reached an outcome.
  case decided(Session)
  /// A path that stopped at a question with no answer.
  case missing(Session, Question)
  /// A question answered `unsure`, with what each of its answers leads to.
  /// `session` ends at the question.
  case fork(Session, Question, [(choice: String, then: Resolution)])

  /// The answer that stands for "not sure".
  public static let unsure = "unsure"

  /// At most this many questions may be answered `unsure` in one run, so a
  /// conditional report has at most 2^4 = 16 branches whatever the tree.
  public static let maximumUnsure = 4

  /// How many of `answers` are `unsure`.
  public static func unsureCount(_ answers: Answers) -> Int {
    answers.values.values.filter { $0 == unsure }.count
  }

  /// Whether `question` takes `unsure`: its choices are exactly `yes` and `no`.
  public static func allowsUnsure(_ question: Question) -> Bool {
    Set(question.choices.map(\.id)) == ["yes", "no"]
  }

  /// Walks `tree` with `answers`, following both choices wherever the answer
  /// is `unsure`.
  public static func resolve(_ tree: Tree, answers: Answers, useDefaults: Bool) -> Resolution {
    walk(
      Session(tree: tree),
      known: KnownAnswers(given: answers, takesUnsure: true, useDefaults: useDefaults))
  }

  /// Takes what `known` answers from `start`; at each question answered
  /// `unsure`, each of its answers is assumed in turn and walked on.
  static func walk(_ start: Session, known: KnownAnswers) -> Resolution {
    var session = start
    switch session.advance(with: known) {
    case .outcome: return .decided(session)
    case .ask(let question): return .missing(session, question)
    case .fork(let question):
      let branches = question.choices.map { choice -> (choice: String, then: Resolution) in
        var branch = session
        // Validated trees make every choice of the current question valid.
        try? branch.answer(choice.id, source: .assumed)
        return (choice.id, walk(branch, known: known))
      }
      return .fork(session, question, branches)
    }
  }

  /// The walk up to the first question answered `unsure` (the whole walk
  /// when there is none).
  public var trunk: Session {
    switch self {
    case .decided(let session), .missing(let session, _), .fork(let session, _, _): return session
    }
  }

  /// Every path that reached an outcome, in order (yes before no).
  public var decided: [Session] {
    switch self {
    case .decided(let session): return [session]
    case .missing: return []
    case .fork(_, _, let branches): return branches.flatMap { $0.then.decided }
    }
  }

  /// Every path that stopped for an answer, with its question.
  public var missing: [(session: Session, question: Question)] {
    switch self {
    case .decided: return []
    case .missing(let session, let question): return [(session, question)]
    case .fork(_, _, let branches): return branches.flatMap { $0.then.missing }
    }
  }

  /// The questions answered `unsure` that the result depends on, in the
  /// order they come up.
  public var deciding: [Question] {
    guard case .fork(_, let question, let branches) = self else { return [] }
    var result = [question]
    for branch in branches {
      for next in branch.then.deciding where !result.contains(where: { $0.id == next.id }) {
        result.append(next)
      }
    }
    return result
  }
}
