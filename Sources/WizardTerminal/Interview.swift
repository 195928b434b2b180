#if canImport(Glibc)
  import Glibc
#endif
import WizardCore

/// One interactive run: the reader (libedit on a terminal, plain lines from a
/// pipe), the conversation, the terminal modes to put back, and the saved
/// session that lets an interrupted walk go on later.
public final class Interview {
  public let console: Console
  /// Where the conversation goes: the terminal's standard output, or
  /// standard error when standard output is redirected (it gets the report).
  public let stream: Console.Stream
  public let wizard: Wizard
  public let onTerminal: Bool
  /// Set when the person left the offer to save with Ctrl-D: the session
  /// stays, for `resume`, instead of being removed with the report written.
  public var keepsSession = false
  /// Set when the person typed `back` at the offer of the next decision:
  /// the walk reopens the last question.
  public var reopensLastQuestion = false
  /// Set when the person typed `restart` at the offer to save.
  public var restartsWalk = false
  private let reader: LineReader
  private let editor: LineEditor?
  private let modes: TerminalModes
  private let store: SessionStore?
  private var closed = false

  /// - Parameter stateFolder: `$XDG_STATE_HOME/hig-wizard`; nil keeps no
  ///   history and saves no session.
  public init(console: Console, stateFolder: String?) {
    self.console = console
    modes = TerminalModes()
    SignalTrap.install()
    onTerminal = console.inputIsTerminal
    stream = console.isTerminal(.output) ? .output : .error
    store = stateFolder.map { SessionStore(stateFolder: $0) }
    editor =
      onTerminal
      ? LineEditor(stream: stream, historyFile: stateFolder.map { $0 + "/history" }) : nil
    reader = editor ?? PlainLineReader(console: console, stream: stream)
    wizard = Wizard(reader: reader, console: console, stream: stream)
  }

  deinit { close() }

  /// Gives the terminal back as it was. Every way out calls it.
  public func close() {
    guard !closed else { return }
    closed = true
    editor?.close()
    modes.restore()
  }

  /// What to keep so that `hig-wizard resume` can go on.
  public struct Saving {
    /// The session's name, once it has been saved (or when resuming).
    public var name: String?
    public var questionFolders: [String]
    public var title: String?
    /// Whether to save at all: on a terminal always; from a pipe once an
    /// answer has been read (a run with flags only is easy to run again).
    public var enabled: Bool
    public var warned = false
    /// Whether the last save failed (the file then holds fewer answers).
    public var failed = false
    /// False: never save (a walk along one branch of an `unsure` answer).
    public var allowed = true

    public init(name: String?, questionFolders: [String], title: String?, enabled: Bool) {
      self.name = name
      self.questionFolders = questionFolders
      self.title = title
      self.enabled = enabled
    }
  }

  /// Walks `start` at the prompt, saving after every change.
  public func walk(
    _ start: Session, pregiven: Answers, useDefaults: Bool, carried: Answers = Answers(),
    later: [Session.Step] = [], askFirst: Bool = false, saving: inout Saving
  ) -> Wizard.Ending {
    let enabledFromStart = saving.allowed && (saving.enabled || onTerminal)
    var state = saving
    state.enabled = enabledFromStart
    let ending = wizard.walk(
      start,
      pregiven: { question in
        if let choice = carried[question.id], question.choice(choice) != nil {
          return (choice, .carried)
        }
        // Answers kept from before a change, with their sources.
        if let step = later.first(where: { $0.questionID == question.id }),
          question.choice(step.choiceID) != nil
        {
          return (step.choiceID, step.source)
        }
        if let choice = pregiven[question.id], question.choice(choice) != nil {
          return (choice, .given)
        }
        if useDefaults, let choice = question.defaultChoice { return (choice, .defaulted) }
        return nil
      },
      pregivenUnsure: { question in
        pregiven[question.id] == Resolution.unsure && Resolution.allowsUnsure(question)
      },
      askFirst: askFirst,
      changed: { session, typed in
        if typed, state.allowed { state.enabled = true }
        save(session, pending: pregiven, useDefaults: useDefaults, &state)
      })
    saving = state
    return ending
  }

  /// Saves `session` (and `pending` answers for questions it has not
  /// reached) under `saving`, when saving is on.
  public func save(
    _ session: Session, pending: Answers, useDefaults: Bool, _ saving: inout Saving
  ) {
    guard let store, saving.enabled else { return }
    // Back to no answers at all: nothing worth keeping.
    if session.steps.isEmpty {
      if let name = saving.name { try? store.remove(name) }
      saving.name = nil
      return
    }
    let now = Int(time(nil))
    let name = saving.name ?? store.newName(treeID: session.tree.id, now: now)
    let saved = SavedSession(
      name: name, session: session, pending: pending, useDefaults: useDefaults,
      questionFolders: saving.questionFolders, title: saving.title, savedAt: now)
    do {
      try store.save(saved)
      saving.name = name
      saving.failed = false
    } catch {
      saving.failed = true
      guard !saving.warned else { return }
      saving.warned = true
      DiagnosticPrinter(console: console).print(
        Diagnostic(
          .warning,
          tr(
            "{1}; the answers will not be kept if the wizard stops",
            PlainText.inline(error.description))))
    }
  }

  /// Removes a finished session's file.
  public func forget(_ saving: Saving) {
    // Kept too while the walk goes on after `back` or `restart`.
    guard let store, let name = saving.name, !keepsSession, !reopensLastQuestion, !restartsWalk
    else { return }
    try? store.remove(name)
  }
}
