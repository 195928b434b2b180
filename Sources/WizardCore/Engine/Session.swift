/// A walk through one tree: the answers given so far, in order, and what
/// comes next. A value: copying a session snapshots it, and every front end
/// (flags, answers files, the prompt, tests) drives the same one.
public struct Session: Sendable {
  /// One answered question on the path.
  public struct Step: Sendable, Hashable {
    public var questionID: String
    public var choiceID: String
    /// Where the answer came from.
    public var source: AnswerSource
  }

  public enum AnswerSource: String, Sendable, Hashable {
    /// Typed, passed with `--answer`, or read from an answers file.
    case given
    /// The question's default, taken with `--defaults` or Enter.
    case defaulted = "default"
    /// One of the answers followed for a question answered `unsure`.
    case assumed
    /// Taken from an earlier tree of the chain, for a question of the same
    /// fact (the device): never asked twice.
    case carried
  }

  /// Where the walk stands.
  public enum Position: Sendable {
    case question(Question)
    case outcome(Outcome)
  }

  public enum AnswerError: Error, Sendable, Equatable {
    /// The walk has already reached an outcome.
    case finished
    /// Not one of the current question's choices.
    case invalidChoice(question: String, choice: String)
  }

  public let tree: Tree
  public private(set) var steps: [Step] = []
  public private(set) var position: Position

  /// Starts at the tree's first question. The tree must have passed
  /// validation, which guarantees that every id resolves.
  public init(tree: Tree) {
    self.tree = tree
    self.position = Session.position(of: tree.start, in: tree)
  }

  public var currentQuestion: Question? {
    if case .question(let question) = position { return question }
    return nil
  }

  public var outcome: Outcome? {
    if case .outcome(let outcome) = position { return outcome }
    return nil
  }

  /// Answers the current question and moves on.
  public mutating func answer(_ choiceID: String, source: AnswerSource = .given) throws(AnswerError)
  {
    guard let question = currentQuestion else { throw .finished }
    guard let choice = question.choice(choiceID) else {
      throw .invalidChoice(question: question.id, choice: choiceID)
    }
    steps.append(Step(questionID: question.id, choiceID: choice.id, source: source))
    position = Session.position(of: choice.next, in: tree)
  }

  /// Takes back the last answer. Returns it, or nil at the first question.
  @discardableResult
  public mutating func back() -> Step? {
    guard let last = steps.popLast() else { return nil }
    position = Session.position(of: last.questionID, in: tree)
    return last
  }

  /// The questions still to ask on each branch from here: 0 once finished.
  /// An honest "at most": the longest remaining path from the current question.
  public var remainingAtMost: Int {
    guard let question = currentQuestion else { return 0 }
    return Session.longestPath(from: question.id, in: tree)
  }

  static func position(of id: String, in tree: Tree) -> Position {
    if let question = tree.question(id) { return .question(question) }
    if let outcome = tree.outcome(id) { return .outcome(outcome) }
    preconditionFailure("tree '\(tree.id)' was not validated: unknown id '\(id)'")
  }

  static func longestPath(from id: String, in tree: Tree) -> Int {
    tree.foldFromOutcomes(start: id, outcome: 0) { _, lengths in 1 + (lengths.max() ?? 0) }
  }
}
