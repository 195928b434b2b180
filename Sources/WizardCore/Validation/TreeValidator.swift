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
    func error(_ message: String, at location: SourceLocation) {
      diagnostics.append(
        Diagnostic(.error, message, at: location, sourceLine: source.line(location.line)))
    }
    func checkID(_ id: String, kind: String, at location: SourceLocation) {
      if !id.isEmpty, !isValidID(id) {
        error(
          "\(kind) id '\(id)' must be lower-case kebab-case (letters a-z, digits and single hyphens)",
          at: location)
      }
    }

    checkID(tree.id, kind: "tree", at: tree.location)
    for outcome in tree.outcomes {
      if let follow = outcome.follow, let location = outcome.followLocation {
        checkID(follow, kind: "follow-up tree", at: location)
        if follow == tree.id {
          error("outcome '\(outcome.id)' follows its own tree '\(follow)'", at: location)
        }
      }
    }

    // Ids are unique across questions and outcomes, since `next` names either.
    var firstSeen: [String: SourceLocation] = [:]
    func checkUnique(_ id: String, kind: String, at location: SourceLocation) {
      if let first = firstSeen[id] {
        error("duplicate id '\(id)'; it is already used at line \(first.line)", at: location)
      } else {
        firstSeen[id] = location
      }
    }
    for question in tree.questions {
      checkID(question.id, kind: "question", at: question.location)
      checkUnique(question.id, kind: "question", at: question.location)
    }
    for outcome in tree.outcomes {
      checkID(outcome.id, kind: "outcome", at: outcome.location)
      checkUnique(outcome.id, kind: "outcome", at: outcome.location)
    }

    let knownIDs = Array(firstSeen.keys).sorted()
    for question in tree.questions {
      if question.choices.count < 2 {
        error(
          "question '\(question.id)' needs at least two choices, it has \(question.choices.count)",
          at: question.location)
      }
      var choiceSeen: [String: SourceLocation] = [:]
      for choice in question.choices {
        checkID(choice.id, kind: "choice", at: choice.location)
        if let first = choiceSeen[choice.id] {
          error(
            "duplicate choice '\(choice.id)' in question '\(question.id)'; it is already used at line \(first.line)",
            at: choice.location)
        } else {
          choiceSeen[choice.id] = choice.location
        }
        if !choice.next.isEmpty, tree.node(choice.next) == nil {
          var message =
            "choice '\(choice.id)' of question '\(question.id)' leads to unknown id '\(choice.next)'"
          if let guess = Suggestion.closest(to: choice.next, in: knownIDs) {
            message += "; did you mean '\(guess)'?"
          }
          error(message, at: choice.nextLocation)
        }
      }
      if let defaultChoice = question.defaultChoice, question.choice(defaultChoice) == nil {
        error(
          "default '\(defaultChoice)' of question '\(question.id)' is not one of its choices (\(question.choiceList))",
          at: question.location)
      }
    }

    guard !tree.questions.isEmpty else { return diagnostics }
    guard tree.question(tree.start) != nil else {
      var message = "start '\(tree.start)' is not a question of this tree"
      if let guess = Suggestion.closest(to: tree.start, in: tree.questions.map(\.id)) {
        message += "; did you mean '\(guess)'?"
      }
      error(message, at: tree.startLocation)
      return diagnostics
    }
    let before = diagnostics.count
    checkGraph(tree, error: error)
    // Only an acyclic tree has a number of paths.
    if diagnostics.count == before {
      let paths = pathCount(tree)
      if paths > maximumPaths {
        diagnostics.append(
          Diagnostic(
            .warning,
            "the tree has \(paths) paths from the start to an outcome; above \(maximumPaths), 'unsure' answers (which follow every branch) give long reports: consider splitting it into follow-up trees",
            at: tree.startLocation, sourceLine: source.line(tree.startLocation.line)))
      }
    }
    return diagnostics
  }

  /// The most paths a tree has before lint warns. Answering `unsure` follows
  /// both branches of a yes/no question; the work is bounded by
  /// ``Resolution/maximumUnsure`` and by this size.
  public static let maximumPaths = 256

  /// The number of paths from the start to an outcome of an acyclic tree
  /// (counted per node, so a large tree costs no more than its size).
  static func pathCount(_ tree: Tree) -> Int {
    tree.foldFromOutcomes(start: tree.start, outcome: 1) { _, counts in
      counts.reduce(0) { min($0 + $1, Int.max / 2) }
    }
  }

  /// Cycles and reachability, by a depth-first walk from the start.
  private static func checkGraph(
    _ tree: Tree, error: (String, SourceLocation) -> Void
  ) {
    enum Mark { case visiting, done }
    var marks: [String: Mark] = [:]
    var reached: Set<String> = []
    var reportedCycles: Set<String> = []
    // An explicit stack: a user tree may be deep, and recursion is not free.
    var stack: [(id: String, nextChoice: Int)] = [(tree.start, 0)]
    var path: [String] = [tree.start]
    marks[tree.start] = .visiting
    reached.insert(tree.start)
    while let top = stack.last {
      guard let question = tree.question(top.id), top.nextChoice < question.choices.count else {
        marks[top.id] = .done
        stack.removeLast()
        path.removeLast()
        continue
      }
      stack[stack.count - 1].nextChoice += 1
      let choice = question.choices[top.nextChoice]
      let next = choice.next
      guard tree.node(next) != nil else { continue }
      reached.insert(next)
      switch marks[next] {
      case .visiting:
        if !reportedCycles.contains(next) {
          reportedCycles.insert(next)
          let start = path.firstIndex(of: next) ?? 0
          let loop = (path[start...] + [next]).map { "'\($0)'" }.joined(separator: " → ")
          error(
            "choice '\(choice.id)' of question '\(question.id)' leads back to an earlier question, making a cycle: \(loop)",
            choice.nextLocation)
        }
      case .done:
        break
      case nil:
        if tree.question(next) != nil {
          marks[next] = .visiting
          stack.append((next, 0))
          path.append(next)
        } else {
          marks[next] = .done
        }
      }
    }
    for question in tree.questions where !reached.contains(question.id) {
      error(
        "question '\(question.id)' cannot be reached from the start '\(tree.start)'; lead a choice to it or remove it",
        question.location)
    }
    for outcome in tree.outcomes where !reached.contains(outcome.id) {
      error(
        "outcome '\(outcome.id)' cannot be reached from the start '\(tree.start)'; lead a choice to it or remove it",
        outcome.location)
    }
  }
}
