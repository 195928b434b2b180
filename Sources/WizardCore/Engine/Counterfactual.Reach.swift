extension Counterfactual {
  /// The outcomes reachable from each node of a tree, each node worked out
  /// once, children first, as a set of the outcomes' places in the tree:
  /// "what would change this" asks it for every answer that leads to
  /// questions not answered yet, and a walk over the rest of the tree for
  /// each would take time quadratic in the length of the path.
  ///
  /// It gives what ``Counterfactual/reachableOutcomes(from:in:)`` gives. A
  /// tree with a cycle (which validation refuses) has no "children first":
  /// there it falls back to that walk.
  struct Reach {
    let tree: Tree
    /// Nodes and choices looked at: the work done, for tests.
    private(set) var visits = 0
    /// Every place of each outcome id in the tree's list (more than one
    /// only in a tree that defines an outcome twice).
    private let places: [String: [Int]]
    private let words: Int
    private var memo: [String: [UInt64]] = [:]
    private var cyclic = false

    init(tree: Tree) {
      self.tree = tree
      var places: [String: [Int]] = [:]
      for (place, outcome) in tree.outcomes.enumerated() {
        places[outcome.id, default: []].append(place)
      }
      self.places = places
      words = (tree.outcomes.count + 63) / 64
    }

    /// The outcomes reachable from node `id`, in the order the tree lists them.
    mutating func outcomes(from id: String) -> [String] {
      guard !cyclic, let bits = fold(id) else {
        cyclic = true
        return walk(from: id)
      }
      var result: [String] = []
      for (word, value) in bits.enumerated() {
        var value = value
        while value != 0 {
          result.append(tree.outcomes[word * 64 + value.trailingZeroBitCount].id)
          value &= value - 1
        }
      }
      return result
    }

    /// The set for `start`, and for every node under it; nil on a cycle.
    private mutating func fold(_ start: String) -> [UInt64]? {
      var stack: [(id: String, child: Int)] = [(start, 0)]
      var onStack: Set<String> = []
      while let (id, child) = stack.last {
        visits += 1
        if memo[id] != nil {
          stack.removeLast()
          continue
        }
        guard let position = tree.questionPosition(id) else {
          // An outcome, or an id the tree does not have (reaching nothing).
          memo[id] = bits(of: id)
          stack.removeLast()
          continue
        }
        onStack.insert(id)
        let choices = tree.questions[position].choices
        if child < choices.count {
          stack[stack.count - 1].child += 1
          let next = choices[child].next
          if onStack.contains(next) { return nil }
          if memo[next] == nil { stack.append((next, 0)) }
          continue
        }
        // A question whose id an outcome has too (never in a validated
        // tree) counts as reaching that outcome, as the walk has it.
        var bits = bits(of: id)
        for choice in choices {
          for (word, value) in (memo[choice.next] ?? []).enumerated() { bits[word] |= value }
        }
        memo[id] = bits
        onStack.remove(id)
        stack.removeLast()
      }
      return memo[start]
    }

    /// ``Counterfactual/reachableOutcomes(from:in:)``, counted.
    private mutating func walk(from id: String) -> [String] {
      var seen: Set<String> = []
      var stack = [id]
      while let node = stack.popLast() {
        visits += 1
        guard seen.insert(node).inserted, let position = tree.questionPosition(node) else {
          continue
        }
        stack += tree.questions[position].choices.map(\.next)
      }
      return tree.outcomes.map(\.id).filter { seen.contains($0) }
    }

    /// The set of the outcomes with id `id` alone.
    private func bits(of id: String) -> [UInt64] {
      var bits = [UInt64](repeating: 0, count: words)
      for place in places[id] ?? [] { bits[place / 64] |= 1 << UInt64(place % 64) }
      return bits
    }
  }
}
