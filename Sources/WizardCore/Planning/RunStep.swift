/// One thing a front end does for the ``RunPlanner``, then answers with a
/// ``StepReply``. Every step that reads from a person may also end in
/// `.stopped`.
public enum RunStep {
  /// Print these diagnostics. Reply `.done`.
  case diagnose([Diagnostic])
  /// Write this text to standard error as it is (notes, the flags that
  /// answer missing questions, how to go on). Reply `.done`.
  case inform(String)
  /// Tell the person, in the conversation. Reply `.done`.
  case say(String)
  /// The answers do not reach a recommendation: list what is missing.
  /// Reply `.done`.
  case missing(MissingAnswers)
  /// Ask for a short name of the task. Reply `.name`.
  case nameTask(fallback: String)
  /// Ask the questions of a walk. Reply `.walked`.
  case walk(WalkRequest)
  /// Show the answers, numbered across the chain, for review. Reply
  /// `.reviewed`, a change with the number's place in the list.
  case review(AnswerList, notes: [String])
  /// Show what `decided` settled and offer the next decision. Reply `.followUp`.
  case offerFollowUp(next: Tree, decided: Session, answered: [Session], canGoBack: Bool)
  /// Keep this progress for `resume`. Reply `.saved`.
  case save(Session, pending: Answers, useDefaults: Bool, SessionSaving)
  /// Remove the saved session of this name. Reply `.done`.
  case forget(String)
  /// Render and write the report. Reply `.delivered`.
  case deliver(Delivery)
  /// Say how to go on with the saved session of this name. Reply `.done`.
  case resumeHint(String)
  /// The conversation stopped: say so, and how to go on. Reply `.done`.
  case stopped(StopNotice)
}

public enum StepReply {
  case done
  case name(String?)
  case walked(WalkEnding, SessionSaving)
  case reviewed(ReviewReply)
  case followUp(FollowUpReply)
  case saved(SessionSaving)
  case delivered(DeliveryEnd)
  case stopped(ConversationStop)
}

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
  public var saving: SessionSaving
  /// The decisions before this one, for `answers`.
  public var earlier: [Session]
  /// `back` at the first question ends the walk (`.backedOut`), to reopen
  /// the decision before.
  public var canBackOut: Bool
  /// What to save after a change of the walk: the session (of the chain's
  /// first tree) and the answers not yet on its path.
  public var progress: (Session) -> (session: Session, pending: Answers)
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
