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
  public static func all(for session: Session, known: Answers = Answers()) -> [Counterfactual] {
    guard let current = session.outcome else { return [] }
    let tree = session.tree
    var answers = Answers()
    for (question, choice) in known.pairs
    where tree.question(question)?.choice(choice) != nil {
      answers[question] = choice
    }
    for step in session.steps { answers[step.questionID] = step.choiceID }
    // An answer to a question of a fact answers its twins on other branches,
    // whether it was typed at the prompt or given up front.
    answers = answers.sharingFacts(in: tree)
    var result: [Counterfactual] = []
    // A carried answer (the device) was decided by an earlier tree of the
    // chain: changing it there is that tree's "what would change this".
    for step in session.steps where step.source != .carried {
      guard let question = tree.question(step.questionID) else { continue }
      for choice in question.choices where choice.id != step.choiceID {
        var changed = answers
        changed[question.id] = choice.id
        switch destination(of: changed, in: tree) {
        case .outcome(let outcome)?:
          guard outcome != current.id else { continue }
          result.append(
            Counterfactual(questionID: question.id, choiceID: choice.id, result: .outcome(outcome)))
        case .question(let next)?:
          let possible = reachableOutcomes(from: next, in: tree).filter { $0 != current.id }
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
  /// defaults, but keeping no session on the way (it runs once for every
  /// other choice on the path): the outcome reached, or the first question
  /// without a valid answer. Nil for an id the tree does not have, or a walk
  /// longer than its questions (neither in a validated tree).
  static func destination(of answers: Answers, in tree: Tree) -> Destination? {
    var id = tree.start
    for _ in 0...tree.questions.count {
      guard let position = tree.questionPosition(id) else {
        return tree.hasOutcome(id) ? .outcome(id) : nil
      }
      guard let answer = answers[id],
        let next = tree.questions[position].choice(answer)?.next
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
