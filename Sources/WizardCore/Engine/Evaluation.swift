/// The result of walking a tree with answers given up front: as far as the
/// answers reach, and what is still needed.
public struct Evaluation: Sendable {
  public var session: Session
  /// Given answers for questions that are not on the path taken.
  public var unused: [String]
  /// When the walk stopped at a question with no answer: that question first,
  /// then every question that may still be asked after it, in the order of a
  /// breadth-first walk (whether the later ones are asked depends on the
  /// answers to the earlier ones).
  ///
  /// Worked out when asked for: an interactive run, which asks the questions
  /// itself, never needs the walk over the rest of the tree.
  public var missing: [Question] {
    guard let known = stopped, let question = session.currentQuestion else { return [] }
    return Evaluation.stillNeeded(from: question, tree: session.tree, known: known)
  }

  /// The answers of a walk that `missing` can go on from; nil for a session
  /// walked some other way.
  private var stopped: KnownAnswers?

  public var isComplete: Bool { session.outcome != nil }

  /// Walks `tree` from the start, answering each question from `answers`, or
  /// from its default when `useDefaults` is set. The answers must have no
  /// ``AnswerProblem``s; invalid ones stop the walk as missing.
  /// `carried` answers come from earlier trees of a chain (see
  /// ``DecisionChain/carried(from:into:)``) and win over given ones.
  public static func evaluate(
    _ tree: Tree, answers: Answers, useDefaults: Bool, carried: Answers = Answers()
  ) -> Evaluation {
    var session = Session(tree: tree)
    let known = KnownAnswers(carried: carried, given: answers, useDefaults: useDefaults)
    session.advance(with: known)
    // Only a finished walk knows which answers it did not use: a walk that
    // stopped may still reach the questions after the one it stopped at.
    let unused = session.outcome == nil ? [] : unusedAnswers(answers, session: session)
    return Evaluation(session: session, unused: unused, stopped: known)
  }

  /// The given answers the path did not use: neither their question nor,
  /// for a question of a fact, another question of that fact is on it.
  static func unusedAnswers(_ answers: Answers, session: Session) -> [String] {
    let tree = session.tree
    let onPath = Set(session.steps.map(\.questionID))
    let settled = Set(session.steps.compactMap { tree.question($0.questionID)?.fact })
    return answers.order.filter { id in
      guard !onPath.contains(id), let question = tree.question(id) else { return false }
      return question.fact.map { !settled.contains($0) } ?? true
    }
  }

  /// The questions from `start` on that lack an answer: follows what
  /// `known` answers (as ``Session/advance(with:)`` takes it) where it
  /// answers, and every branch where not.
  static func stillNeeded(from start: Question, tree: Tree, known: KnownAnswers) -> [Question] {
    let facts = known.factAnswers(in: tree)
    var result: [Question] = []
    var seen: Set<String> = [start.id]
    var queue = [start]
    var index = 0
    while index < queue.count {
      let question = queue[index]
      index += 1
      let chosen: String?
      switch known.decision(for: question, facts: facts) {
      case .answer(let choice, _)?: chosen = choice
      // Not missing: the walk forks there, and each branch is walked apart.
      case .unsure?: continue
      case nil: chosen = nil
      }
      let branches = question.choices.filter { chosen == nil || $0.id == chosen }
      if chosen == nil { result.append(question) }
      for choice in branches where !seen.contains(choice.next) {
        seen.insert(choice.next)
        if let next = tree.question(choice.next) { queue.append(next) }
      }
    }
    return result
  }
}

extension Evaluation {
  /// A session walked some other way (at a prompt, say), with the answers
  /// given up front: which of those the path did not use.
  public static func finished(_ session: Session, given: Answers) -> Evaluation {
    Evaluation(session: session, unused: unusedAnswers(given, session: session), stopped: nil)
  }
}
