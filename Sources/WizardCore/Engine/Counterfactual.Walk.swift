extension Counterfactual {
  /// Where fixed answers lead from each node of a tree, each node worked out
  /// once: "what would change this" asks it for every other choice on a
  /// path, and walking from the start for each would take time quadratic in
  /// the length of the path.
  ///
  /// It gives what ``Counterfactual/destination(of:in:)`` gives for the
  /// answers with one of them changed: a walk with one changed answer goes
  /// as the path goes up to the changed question, then from the changed
  /// choice's `next` as the answers lead, unless it comes back to the
  /// changed question (which makes it a loop, in a tree that has one). So
  /// each node remembers where the answers lead from it, and the first
  /// question of the path from the start that it joins.
  struct Walk {
    let tree: Tree
    let answers: Answers
    /// The answers as every walk takes them, and their facts.
    private let known: KnownAnswers
    private let facts: [String: [String]]
    /// Nodes looked at, memoised ones included: the work done, for tests.
    private(set) var visits = 0
    private var memo: [String: Entry] = [:]
    /// Each question of the path the answers take from the start, with its
    /// place on that path.
    private var places: [String: Int] = [:]
    /// Where that path ends.
    private var end: Destination?

    private struct Entry {
      var end: Destination?
      /// The place on the path from the start of the first question of it
      /// that a walk from this node reaches.
      var join: Int?
    }

    private enum Step {
      case next(String)
      case end(Destination?)
    }

    init(tree: Tree, answers: Answers) {
      self.tree = tree
      self.answers = answers
      known = KnownAnswers(given: answers)
      facts = known.factAnswers(in: tree)
      var id = tree.start
      var path: [String] = []
      while true {
        visits += 1
        // Back at a question of the path: a loop (a tree with a cycle).
        guard places[id] == nil else {
          end = nil
          break
        }
        switch step(id) {
        case .next(let next):
          places[id] = path.count
          path.append(id)
          id = next
          continue
        case .end(let found): end = found
        }
        break
      }
      for (place, id) in path.enumerated() { memo[id] = Entry(end: end, join: place) }
    }

    /// Where the answers lead with `question` answered by a choice leading
    /// to `next`; nil where that walk loops or reaches an id the tree does
    /// not have.
    mutating func destination(changing question: String, to next: String) -> Destination? {
      // A question the walk never reaches changes nothing.
      guard let place = places[question] else { return end }
      let found = resolve(next)
      // Back on the path at or before the changed question: round again.
      if let join = found.join, join <= place { return nil }
      return found.end
    }

    /// Where the answers lead from `start`, remembered for every node on the way.
    private mutating func resolve(_ start: String) -> Entry {
      var way: [String] = []
      var onWay: Set<String> = []
      var id = start
      var found: Entry
      while true {
        visits += 1
        if let known = memo[id] {
          found = known
          break
        }
        guard onWay.insert(id).inserted else {
          // A loop: a walk from any node on the way never ends.
          found = Entry(end: nil, join: nil)
          break
        }
        switch step(id) {
        case .next(let next):
          way.append(id)
          id = next
          continue
        case .end(let end):
          found = Entry(end: end, join: nil)
          memo[id] = found
        }
        break
      }
      for id in way { memo[id] = found }
      return found
    }

    /// One node: the question its answer leads to, or where a walk ends there.
    private func step(_ id: String) -> Step {
      guard let position = tree.questionPosition(id) else {
        return .end(tree.hasOutcome(id) ? .outcome(id) : nil)
      }
      let question = tree.questions[position]
      guard case .answer(let answer, _)? = known.decision(for: question, facts: facts),
        let next = question.choice(answer)?.next
      else { return .end(.question(id)) }
      return .next(next)
    }
  }
}
