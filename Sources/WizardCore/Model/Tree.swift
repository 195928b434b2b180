/// One decision tree, as loaded from a file in `Questions/` or a user folder.
///
/// The tree owns its questions and outcomes; choices point at either by id.
public struct Tree: Sendable {
  /// Public, kebab-case: the name scripts pass to `hig-wizard run`.
  public var id: String
  public var title: String
  /// One paragraph: what the tree decides.
  public var summary: String
  /// The id of the first question.
  public var start: String
  public var questions: [Question] {
    didSet { questionIndex = Tree.index(questions.map(\.id)) }
  }
  public var outcomes: [Outcome] {
    didSet { outcomeIndex = Tree.index(outcomes.map(\.id)) }
  }
  /// Positions by id, for large trees (nil for small ones, which a scan
  /// serves faster than hashing): every `next` is looked up, so a tree of
  /// 100,000 questions must not be searched from the start each time.
  private var questionIndex: [String: Int]?
  private var outcomeIndex: [String: Int]?
  /// The guideline pages its topics cite, each with its link.
  public var pages: [GuidelinePage] = []
  /// The file the tree was read from, as shown in diagnostics.
  public var source: String
  /// Where the tree's id is written.
  public var location: SourceLocation
  /// Where `start` is written (or `questions`, when the start is implicit).
  public var startLocation: SourceLocation
  /// A hash of the file's bytes: tells whether a saved session was made with
  /// this version of the tree.
  public var fingerprint: String

  public init(
    id: String, title: String, summary: String, start: String, questions: [Question],
    outcomes: [Outcome], source: String, location: SourceLocation,
    startLocation: SourceLocation, fingerprint: String = ""
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.start = start
    self.questions = questions
    self.outcomes = outcomes
    self.questionIndex = Tree.index(questions.map(\.id))
    self.outcomeIndex = Tree.index(outcomes.map(\.id))
    self.source = source
    self.location = location
    self.startLocation = startLocation
    self.fingerprint = fingerprint
  }

  /// What a choice can lead to.
  public enum Node: Sendable {
    case question(Question)
    case outcome(Outcome)
  }

  public func question(_ id: String) -> Question? {
    questionPosition(id).map { questions[$0] }
  }

  /// Where question `id` is in `questions`: to read one of its fields
  /// without copying the whole question.
  func questionPosition(_ id: String) -> Int? {
    if let questionIndex { return questionIndex[id] }
    return questions.firstIndex { $0.id == id }
  }

  /// Whether the tree has an outcome `id`.
  func hasOutcome(_ id: String) -> Bool {
    if let outcomeIndex { return outcomeIndex[id] != nil }
    return outcomes.contains { $0.id == id }
  }

  public func outcome(_ id: String) -> Outcome? {
    if let outcomeIndex { return outcomeIndex[id].map { outcomes[$0] } }
    return outcomes.first { $0.id == id }
  }

  public func page(_ id: String?) -> GuidelinePage? {
    guard let id else { return nil }
    return pages.first { $0.id == id }
  }

  /// The page a topic cites: the one whose title is the topic, or the
  /// topic's part before `: `.
  public func page(forTopic topic: String) -> GuidelinePage? {
    let name = topic.split(separator: ":", maxSplits: 1).first.map(String.init) ?? topic
    return pages.first { $0.title == topic || $0.title == name }
  }

  public func node(_ id: String) -> Node? {
    if let question = question(id) { return .question(question) }
    if let outcome = outcome(id) { return .outcome(outcome) }
    return nil
  }
}

extension Tree {
  /// The first position of each id, or nil when a scan is as fast.
  static func index(_ ids: [String]) -> [String: Int]? {
    guard ids.count > 16 else { return nil }
    var index: [String: Int] = [:]
    index.reserveCapacity(ids.count)
    for (position, id) in ids.enumerated() where index[id] == nil { index[id] = position }
    return index
  }

  /// Combines, for every question reachable from `start`, the values of
  /// where its choices lead (`outcome` for an outcome or an unknown id),
  /// children first: the number of paths, the longest path, and so on.
  /// Iterative, so a tree 100,000 questions deep does not exhaust the stack;
  /// the tree must be acyclic (validated).
  func foldFromOutcomes(start: String, outcome: Int, _ combine: (Question, [Int]) -> Int) -> Int {
    var index: [String: Int] = [:]
    for (position, question) in questions.enumerated() { index[question.id] = position }
    var memo: [String: Int] = [:]
    // Depth-first, children before their question; `onPath` holds the
    // questions being worked on, so a cycle (which validation forbids)
    // counts as an end instead of looping.
    var onPath: Set<String> = []
    var stack: [(id: String, child: Int)] = [(start, 0)]
    while let (id, child) = stack.last {
      guard let position = index[id] else {
        memo[id] = outcome
        stack.removeLast()
        continue
      }
      onPath.insert(id)
      let choices = questions[position].choices
      if child < choices.count {
        stack[stack.count - 1].child += 1
        let next = choices[child].next
        if memo[next] == nil, !onPath.contains(next) { stack.append((next, 0)) }
        continue
      }
      memo[id] = combine(questions[position], choices.map { memo[$0.next] ?? outcome })
      onPath.remove(id)
      stack.removeLast()
    }
    return memo[start] ?? outcome
  }
}
