/// What a ``RunPlanner`` asks of the place it runs in: print this, ask
/// that, keep this file. Each method has its own typed reply; a person who
/// stops at a prompt (`quit`, the end of input, a signal) is a thrown
/// ``ConversationStop``, or a case of the reply where the stop carries
/// something (a walk's answers so far, a report already written). It
/// decides nothing: what to ask, save and write, and what to say about it,
/// is the planner's.
///
/// The terminal's `TerminalRun` implements it, and so does the scripted
/// front end of the planner's tests.
public protocol FrontEnd: AnyObject {
  /// Print these diagnostics.
  func diagnose(_ diagnostics: [Diagnostic])
  /// Write this text to standard error as it is (notes, the flags that
  /// answer missing questions, how to go on).
  func inform(_ text: String)
  /// Tell the person, in the conversation.
  func say(_ text: String)
  /// The answers do not reach a recommendation: list what is missing.
  func missing(_ missing: MissingAnswers)
  /// Ask for a short name of the task: nil keeps `fallback`.
  func nameTask(fallback: String) throws(ConversationStop) -> String?
  /// Ask the questions of a walk, calling `changed` after every change of
  /// it (an answer taken or typed, `back`, `restart`) with the session as
  /// it now is, and whether the person typed it.
  func walk(_ request: WalkRequest, changed: (Session, _ typed: Bool) -> Void) -> WalkEnding
  /// Show the answers, numbered across the chain, for review, after `notes`.
  func review(_ list: AnswerList, notes: [String]) throws(ConversationStop) -> ReviewReply
  /// Show what `decided` settled and offer the next decision.
  func offerFollowUp(next: Tree, decided: Session, answered: [Session], canGoBack: Bool)
    throws(ConversationStop) -> FollowUpReply
  /// Whether sessions can be kept at all (there is a state folder).
  var keepsSessions: Bool { get }
  /// Keep `saved` for `resume`: as a new session (whose name may then get a
  /// number, `-2`), or over the one of its name. Returns the name it has;
  /// nil when there is nowhere to keep it (see ``keepsSessions``).
  func store(_ saved: SavedSession, isNew: Bool) throws(FileSystem.Failure) -> String?
  /// Remove the saved session of this name (nothing is said if it cannot).
  func forget(_ name: String)
  /// Render and write the report.
  func deliver(_ delivery: Delivery) -> DeliveryEnd
  /// Say how to go on with the saved session of this name.
  func resumeHint(_ name: String)
  /// The conversation stopped: say so, and how to go on.
  func stopped(_ notice: StopNotice)
}
