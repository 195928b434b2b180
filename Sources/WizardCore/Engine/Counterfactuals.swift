/// "What would change this": for each answer on a finished path, the other
/// answers to that question that lead somewhere else, found by walking the
/// tree again with only that answer changed (the later answers kept where
/// their questions still come up).
public struct Counterfactual: Sendable, Equatable {
  public enum Result: Sendable, Equatable {
    /// The changed answer, with the others, leads to this outcome.
    case outcome(String)
    /// The changed answer leads to questions not answered yet; these are the
    /// outcomes they can still reach (the current one left out).
    case open(nextQuestion: String, possibleOutcomes: [String])
  }

  public var questionID: String
  public var choiceID: String
  public var result: Result

  /// Every counterfactual of `session`, in path order; answers that would
  /// lead to the same outcome are left out. `known` answers for questions
  /// off the path are used where a changed answer leads to them.
  ///
  /// Linear in the size of the tree: where each other choice leads is
  /// found by a ``Walk`` that remembers where every question it passes
  /// leads, instead of walking from the start again for each choice.
  public static func all(for session: Session, known: Answers = Answers()) -> [Counterfactual] {
    var walk: Walk?
    var reach: Reach?
    return all(for: session, known: known, walk: &walk, reach: &reach)
  }

  /// ``all(for:known:)``, leaving the walks it used in `walk` and `reach`:
  /// tests count their visits.
  static func all(
    for session: Session, known: Answers, walk usedWalk: inout Walk?, reach usedReach: inout Reach?
  ) -> [Counterfactual] {
    guard let current = session.outcome else { return [] }
    let tree = session.tree
    var answers = Answers()
    for (question, choice) in known.pairs
    where tree.questionPosition(question).map({ tree.questions[$0].choice(choice) != nil }) == true
    {
      answers[question] = choice
    }
    for step in session.steps { answers[step.questionID] = step.choiceID }
    // An answer to a question of a fact answers its twins on other branches,
    // whether it was typed at the prompt or given up front.
    answers = answers.sharingFacts(in: tree)
    var walk = Walk(tree: tree, answers: answers)
    var reach = Reach(tree: tree)
    defer {
      usedWalk = walk
      usedReach = reach
    }
    var result: [Counterfactual] = []
    // A carried answer (the device) was decided by an earlier tree of the
    // chain: changing it there is that tree's "what would change this".
    for step in session.steps where step.source != .carried {
      guard let position = tree.questionPosition(step.questionID) else { continue }
      let question = tree.questions[position]
      for choice in question.choices where choice.id != step.choiceID {
        switch walk.destination(changing: question.id, to: choice.next) {
        case .outcome(let outcome)?:
          guard outcome != current.id else { continue }
          result.append(
            Counterfactual(questionID: question.id, choiceID: choice.id, result: .outcome(outcome)))
        case .question(let next)?:
          let possible = reach.outcomes(from: next).filter { $0 != current.id }
          guard !possible.isEmpty else { continue }
          result.append(
            Counterfactual(
              questionID: question.id, choiceID: choice.id,
              result: .open(nextQuestion: next, possibleOutcomes: possible)))
        case nil:
          continue
        }
      }
    }
    return result
  }

  /// Where a walk ends.
  enum Destination: Equatable {
    case outcome(String)
    /// The first question the answers leave open.
    case question(String)
  }

  /// Where `answers` lead from the start of `tree`, as
  /// ``Evaluation/evaluate(_:answers:useDefaults:carried:)`` walks without
  /// defaults (each answer taken by ``KnownAnswers``), but keeping no
  /// session on the way (it runs once for every other choice on the path):
  /// the outcome reached, or the first question
  /// without a valid answer. Nil for an id the tree does not have, or a walk
  /// longer than its questions (neither in a validated tree).
  static func destination(of answers: Answers, in tree: Tree) -> Destination? {
    let known = KnownAnswers(given: answers)
    let facts = known.factAnswers(in: tree)
    var id = tree.start
    for _ in 0...tree.questions.count {
      guard let position = tree.questionPosition(id) else {
        return tree.hasOutcome(id) ? .outcome(id) : nil
      }
      let question = tree.questions[position]
      guard case .answer(let answer, _)? = known.decision(for: question, facts: facts),
        let next = question.choice(answer)?.next
      else { return .question(id) }
      id = next
    }
    return nil
  }

  /// The outcomes reachable from node `id`, in the order the tree lists them.
  public static func reachableOutcomes(from id: String, in tree: Tree) -> [String] {
    var seen: Set<String> = []
    var stack = [id]
    while let node = stack.popLast() {
      guard seen.insert(node).inserted, let question = tree.question(node) else { continue }
      stack += question.choices.map(\.next)
    }
    return tree.outcomes.map(\.id).filter { seen.contains($0) }
  }
}

extension Session {
  /// Every finished walk through `tree`: one session per path from the first
  /// question to an outcome, in the order of the choices.
  public static func allPaths(of tree: Tree) -> [Session] {
    var finished: [Session] = []
    func walk(_ session: Session) {
      guard let question = session.currentQuestion else { return finished.append(session) }
      for choice in question.choices {
        var next = session
        // Validated trees make every choice of the current question valid.
        guard (try? next.answer(choice.id)) != nil else { continue }
        walk(next)
      }
    }
    walk(Session(tree: tree))
    return finished
  }
}
