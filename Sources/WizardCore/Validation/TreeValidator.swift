/// Checks the graph of a loaded tree: ids are well-formed and unique, every
/// `next` and `default` resolves, there are no cycles, and every question and
/// outcome can be reached from the start. Every problem is reported.
public enum TreeValidator {
  /// Whether `id` is a public id: lower-case kebab-case, `^[a-z0-9]+(-[a-z0-9]+)*$`.
  /// Ids therefore never hold a path separator or a dot.
  public static func isValidID(_ id: String) -> Bool {
    // Bytes: every id of a large tree passes through here.
    var previous: UInt8 = UInt8(ascii: "-")
    for byte in id.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): break
      case UInt8(ascii: "-") where previous != UInt8(ascii: "-"): break
      default: return false
      }
      previous = byte
    }
    return previous != UInt8(ascii: "-")
  }

  public static func validate(_ tree: Tree, source: SourceText) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    func error(_ message: Message, at location: SourceLocation) {
      diagnostics.append(
        Diagnostic(.error, message, at: location, sourceLine: source.line(location.line)))
    }
    // `kind` is named only for a bad id: every id of a large tree comes here.
    func checkID(_ id: String, kind: @autoclosure () -> Message, at location: SourceLocation) {
      if !id.isEmpty, !isValidID(id) {
        error(
          Message(
            "{1} id '{2}' must be lower-case kebab-case (letters a-z, digits and single hyphens)",
            kind(), id),
          at: location)
      }
    }

    checkID(tree.id, kind: Message("tree"), at: tree.location)
    for outcome in tree.outcomes {
      if let follow = outcome.follow, let location = outcome.followLocation {
        checkID(follow, kind: Message("follow-up tree"), at: location)
        if follow == tree.id {
          error(
            Message("outcome '{1}' follows its own tree '{2}'", outcome.id, follow),
            at: location)
        }
      }
    }

    // Ids are unique across questions and outcomes, since `next` names either.
    // Nodes are numbered: questions first, then outcomes. The loops read the
    // questions in place: a copy of one costs a reference count operation
    // per field, and a large tree has a hundred thousand of them.
    let questions = tree.questions
    let questionCount = questions.count
    let nodeCount = questionCount + tree.outcomes.count
    var numbers: [String: Int] = [:]
    numbers.reserveCapacity(nodeCount)
    // The first node with each node's id: itself, but for an id used twice.
    var firsts = Array(0..<nodeCount)
    func checkUnique(_ id: String, number: Int, at location: SourceLocation) {
      if let first = numbers[id] {
        firsts[number] = first
        error(
          Message(
            "duplicate id '{1}'; it is already used at line {2}", id,
            "\(nodeLocation(first).line)"),
          at: location)
      } else {
        numbers[id] = number
      }
    }
    func nodeLocation(_ number: Int) -> SourceLocation {
      number < questionCount
        ? questions[number].location : tree.outcomes[number - questionCount].location
    }
    for number in questions.indices {
      checkID(questions[number].id, kind: Message("question"), at: questions[number].location)
      checkUnique(questions[number].id, number: number, at: questions[number].location)
    }
    for offset in tree.outcomes.indices {
      let outcome = tree.outcomes[offset]
      checkID(outcome.id, kind: Message("outcome"), at: outcome.location)
      checkUnique(outcome.id, number: questionCount + offset, at: outcome.location)
    }

    // Where each choice leads, by node number (-1: unknown), question by
    // question in one array: the graph checks below then never hash an id
    // again, and a large tree costs no allocation per question.
    var targets: [Int] = []
    targets.reserveCapacity(2 * questionCount)
    var targetStarts: [Int] = []
    targetStarts.reserveCapacity(questionCount + 1)
    var knownIDs: [String]?
    for number in questions.indices {
      let choices = questions[number].choices
      targetStarts.append(targets.count)
      if choices.count < 2 {
        error(
          // Translators: {1} is a question id, {2} its number of choices (0 or 1).
          Message(
            "question '{1}' needs at least two choices, it has {2}", questions[number].id,
            "\(choices.count)"),
          at: questions[number].location)
      }
      // A few choices are compared one by one; a hostile list of thousands
      // is hashed instead.
      var choiceSeen: [String: SourceLocation] = [:]
      let hashing = choices.count > 16
      for position in choices.indices {
        let id = choices[position].id
        checkID(id, kind: Message("choice"), at: choices[position].location)
        let first: SourceLocation?
        if hashing {
          first = choiceSeen[id]
          if first == nil { choiceSeen[id] = choices[position].location }
        } else {
          first = choices[..<position].first { $0.id == id }?.location
        }
        if let first {
          error(
            // Translators: {1} is a choice id, {2} a question id, {3} the line, from 1, where the
            // id is first used.
            Message(
              "duplicate choice '{1}' in question '{2}'; it is already used at line {3}", id,
              questions[number].id, "\(first.line)"),
            at: choices[position].location)
        }
        let next = choices[position].next
        let target = numbers[next]
        targets.append(target ?? -1)
        if !next.isEmpty, target == nil {
          // Translators: {1} is a choice id, {2} a question id, {3} the id its 'next' names ('next'
          // is a key of the file format).
          var message = Message(
            "choice '{1}' of question '{2}' leads to unknown id '{3}'", id, questions[number].id,
            next)
          if knownIDs == nil { knownIDs = numbers.keys.sorted() }
          if let guess = Suggestion.closest(to: next, in: knownIDs ?? []) {
            message += Message("; did you mean '{1}'?", guess)
          }
          error(message, at: choices[position].nextLocation)
        }
      }
      if let defaultChoice = questions[number].defaultChoice,
        questions[number].choice(defaultChoice) == nil
      {
        error(
          // Translators: {1} is the id 'default' names, {2} a question id, {3} the question's
          // choice ids, already joined.
          Message(
            "default '{1}' of question '{2}' is not one of its choices ({3})", defaultChoice,
            questions[number].id, questions[number].choiceList),
          at: questions[number].location)
      }
    }
    targetStarts.append(targets.count)

    guard !tree.questions.isEmpty else { return diagnostics }
    guard let start = numbers[tree.start], start < questionCount else {
      var message = Message("start '{1}' is not a question of this tree", tree.start)
      if let guess = Suggestion.closest(to: tree.start, in: tree.questions.map(\.id)) {
        message += Message("; did you mean '{1}'?", guess)
      }
      error(message, at: tree.startLocation)
      return diagnostics
    }
    let graph = Graph(
      tree: tree, start: start, targets: targets, targetStarts: targetStarts, firsts: firsts)
    let before = diagnostics.count
    checkGraph(graph, error: error)
    // Only an acyclic tree has a number of paths.
    if diagnostics.count == before {
      let paths = graph.pathCount()
      if paths > maximumPaths {
        // Counting stops at a bound: past it the number says no more.
        let message =
          paths >= pathCountLimit
          // Translators: {1} is the number at which counting paths stops (the tree has more), {2}
          // the number above which lint warns.
          ? Message(
            "the tree has more than {1} paths from the start to an outcome; above {2}, 'unsure' answers (which follow every branch) give long reports: consider splitting it into follow-up trees",
            "\(pathCountLimit)", "\(maximumPaths)")
          // Translators: {1} is the number of paths, {2} the number above which lint warns.
          : Message(
            "the tree has {1} paths from the start to an outcome; above {2}, 'unsure' answers (which follow every branch) give long reports: consider splitting it into follow-up trees",
            "\(paths)", "\(maximumPaths)")
        diagnostics.append(
          Diagnostic(
            .warning, message, at: tree.startLocation,
            sourceLine: source.line(tree.startLocation.line)))
      }
    }
    return diagnostics
  }

  /// A tree's questions and outcomes by number (questions first), with
  /// where each choice leads.
  struct Graph {
    let tree: Tree
    let start: Int
    /// The node each choice leads to, question after question; -1 for an
    /// unknown id.
    let targets: [Int]
    /// Where each question's choices start in `targets`, and its end last.
    let targetStarts: [Int]
    /// For each node, the first node with its id (itself, but for an id
    /// used twice).
    let firsts: [Int]

    var questionCount: Int { targetStarts.count - 1 }
    var nodeCount: Int { firsts.count }

    /// Where the choices of question `node` lead.
    func targets(of node: Int) -> ArraySlice<Int> {
      targets[targetStarts[node]..<targetStarts[node + 1]]
    }

    func id(_ number: Int) -> String {
      number < questionCount
        ? tree.questions[number].id : tree.outcomes[number - questionCount].id
    }

    /// The number of paths from the start to an outcome of an acyclic tree,
    /// counted per node so that a large tree costs no more than its size;
    /// iterative, so a tree 100,000 questions deep does not exhaust the stack.
    func pathCount() -> Int {
      var counts = [Int](repeating: -1, count: nodeCount)
      var stack: [(node: Int, child: Int)] = [(start, 0)]
      while let (node, child) = stack.last {
        let first = targetStarts[node]
        if first + child < targetStarts[node + 1] {
          stack[stack.count - 1].child += 1
          let next = targets[first + child]
          if next >= questionCount || next < 0 {
            if next >= 0 { counts[next] = 1 }
          } else if counts[next] < 0 {
            stack.append((next, 0))
          }
          continue
        }
        counts[node] = targets(of: node).reduce(0) { total, next in
          min(total + (next < 0 ? 1 : counts[next]), pathCountLimit)
        }
        stack.removeLast()
      }
      return counts[start]
    }
  }

  /// The most paths a tree has before lint warns. Answering `unsure` follows
  /// both branches of a yes/no question; the work is bounded by
  /// ``Resolution/maximumUnsure`` and by this size.
  public static let maximumPaths = 256

  /// Paths are counted up to here: a long chain of two-way questions has
  /// more than any count would say.
  public static let pathCountLimit = 1_000_000

  /// Cycles and reachability, by a depth-first walk from the start.
  private static func checkGraph(
    _ graph: Graph, error: (Message, SourceLocation) -> Void
  ) {
    let tree = graph.tree
    // 0: not seen, 1: on the current path, 2: done.
    var marks = [UInt8](repeating: 0, count: graph.nodeCount)
    var reported = [Bool](repeating: false, count: graph.nodeCount)
    // An explicit stack: a user tree may be deep, and recursion is not free.
    var stack: [(node: Int, child: Int)] = [(graph.start, 0)]
    var path: [Int] = [graph.start]
    marks[graph.start] = 1
    while let (node, child) = stack.last {
      let first = graph.targetStarts[node]
      guard first + child < graph.targetStarts[node + 1] else {
        marks[node] = 2
        stack.removeLast()
        path.removeLast()
        continue
      }
      stack[stack.count - 1].child += 1
      let next = graph.targets[first + child]
      guard next >= 0 else { continue }
      switch marks[next] {
      case 1:
        if !reported[next] {
          reported[next] = true
          let start = path.firstIndex(of: next) ?? 0
          let loop = (path[start...] + [next]).map { "'\(graph.id($0))'" }.joined(
            separator: " → ")
          let choice = tree.questions[node].choices[child]
          error(
            // Translators: {1} is a choice id, {2} a question id, {3} the cycle, question ids
            // joined by arrows ("a → b → a").
            Message(
              "choice '{1}' of question '{2}' leads back to an earlier question, making a cycle: {3}",
              choice.id, tree.questions[node].id, loop),
            choice.nextLocation)
        }
      case 2:
        break
      default:
        if next < graph.questionCount {
          marks[next] = 1
          stack.append((next, 0))
          path.append(next)
        } else {
          marks[next] = 2
        }
      }
    }
    // By id: a node whose id is used twice counts as reached with the first.
    for number in tree.questions.indices where marks[graph.firsts[number]] == 0 {
      error(
        Message(
          "question '{1}' cannot be reached from the start '{2}'; lead a choice to it or remove it",
          tree.questions[number].id, tree.start),
        tree.questions[number].location)
    }
    for (offset, outcome) in tree.outcomes.enumerated()
    where marks[graph.firsts[graph.questionCount + offset]] == 0 {
      error(
        Message(
          "outcome '{1}' cannot be reached from the start '{2}'; lead a choice to it or remove it",
          outcome.id, tree.start),
        outcome.location)
    }
  }
}
