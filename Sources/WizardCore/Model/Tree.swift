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
  public var questions: [Question]
  public var outcomes: [Outcome]
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
    questions.first { $0.id == id }
  }

  public func outcome(_ id: String) -> Outcome? {
    outcomes.first { $0.id == id }
  }

  public func node(_ id: String) -> Node? {
    if let question = question(id) { return .question(question) }
    if let outcome = outcome(id) { return .outcome(outcome) }
    return nil
  }
}
