/// The questions of one tree to ask at the prompt.
public struct WalkRequest {
  public var start: Session
  /// Known answers, taken without asking when the walk reaches them.
  public var pregiven: Answers
  public var useDefaults: Bool
  /// Facts settled by earlier decisions of the chain.
  public var carried: Answers
  /// Answers kept from after a reviewed change, with their sources.
  public var later: [Session.Step]
  /// Ask the first question even when its answer is known.
  public var askFirst: Bool
  /// The answer the first question had before it was reopened (`back`, a
  /// change at the review): the default that Enter keeps.
  public var reopening: Session.Step? = nil
  /// Whether `unsure` is an answer: not in a follow-up decision, which is
  /// taken on one path.
  public var takesUnsure = true
  /// The decisions before this one, for `answers`.
  public var earlier: [Session]
  /// `back` at the first question ends the walk (`.backedOut`), to reopen
  /// the decision before.
  public var canBackOut: Bool
}

/// A report to render and write.
public struct Delivery {
  public var format: ReportFormat
  /// nil: standard output.
  public var output: String?
  public var brief: Bool
  /// After a conversation at a terminal: offer to save the Markdown.
  public var offersSave: Bool
  /// `back` and `restart` at the offer to save are taken.
  public var canChangeAnswers: Bool
  /// The decisions taken, for `answers` at the offer to save.
  public var answered: [Session]
  /// The report, with its reproduce line for a format.
  public var make: (ReportFormat) -> Report
  /// `--record DIR`: once the report is delivered, its decision is
  /// recorded in this folder (``DecisionRecord``).
  public var record: String? = nil
}

public enum DeliveryEnd: Sendable, Equatable {
  case written
  /// At the offer to save: reopen the last question.
  case back
  /// At the offer to save: start again.
  case restart
  case stopped(ConversationStop)
  /// The report could not be written (the front end said why).
  case failed
}

/// A conversation that stopped.
public struct StopNotice: Sendable, Equatable {
  public var stop: ConversationStop
  /// "Interrupted. Your 3 answers are saved."
  public var message: String
  /// The session to go on with, when one was saved.
  public var resume: String?
}
