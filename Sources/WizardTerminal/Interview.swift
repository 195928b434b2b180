import WizardCore

/// One interactive run: the reader (libedit on a terminal, plain lines from a
/// pipe), the conversation, the terminal modes to put back, and the saved
/// session that lets an interrupted walk go on later.
public final class Interview {
  public let console: Console
  var language: Language { console.language }
  /// Where the conversation goes: the terminal's standard output, or
  /// standard error when standard output is redirected (it gets the report).
  public let stream: Console.Stream
  public let wizard: Wizard
  public let onTerminal: Bool
  private let reader: LineReader
  private let editor: LineEditor?
  private let modes: TerminalModes
  private let store: SessionStore?
  /// The locks of the sessions this run made, held until it ends.
  private var locks: [String: FileSystem.Lock] = [:]
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

  /// Walks `request.start` at the prompt, saving after every change.
  public func walk(_ request: WalkRequest) -> (WalkEnding, SessionSaving) {
    let pregiven = request.pregiven
    let carried = request.carried
    let later = request.later
    let useDefaults = request.useDefaults
    let saving = request.saving
    let enabledFromStart = saving.allowed && (saving.enabled || onTerminal)
    var state = saving
    state.enabled = enabledFromStart
    let ending = wizard.walk(
      request.start,
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
      askFirst: request.askFirst, reopening: request.reopening, takesUnsure: request.takesUnsure,
      earlier: request.earlier, canBackOut: request.canBackOut,
      changed: { session, typed in
        if typed, state.allowed { state.enabled = true }
        let progress = request.progress(session)
        save(progress.session, pending: progress.pending, useDefaults: useDefaults, &state)
      })
    return (ending, state)
  }

  /// Saves `session` (and `pending` answers for questions it has not
  /// reached) under `saving`, when saving is on.
  public func save(
    _ session: Session, pending: Answers, useDefaults: Bool, _ saving: inout SessionSaving
  ) {
    guard saving.enabled else { return }
    guard let store else {
      // Nowhere to keep them: said once, and the stop says they are lost.
      failed(
        language.tr(
          "neither XDG_STATE_HOME nor HOME is set, so the answers are not saved; set one of them to keep answers for 'hig-wizard resume'"
        ), &saving)
      return
    }
    // Back to no answers at all: nothing worth keeping.
    if session.steps.isEmpty {
      if let name = saving.name {
        try? store.remove(name)
        locks[name] = nil
      }
      saving.name = nil
      return
    }
    let now = System.now()
    var saved = SavedSession(
      name: saving.name
        ?? SessionStore.baseName(treeID: session.tree.id, title: saving.title, now: now),
      session: session, pending: pending, useDefaults: useDefaults,
      questionFolders: saving.questionFolders, title: saving.title, savedAt: now)
    do {
      if saving.name == nil {
        let (made, lock) = try store.saveNew(saved)
        saved = made
        locks[made.name] = lock
      } else {
        try store.save(saved)
      }
      saving.name = saved.name
      saving.answersSaved = saved.answerCount
      saving.failed = false
    } catch {
      failed(
        language.tr(
          "{1}; the answers will not be kept if the wizard stops",
          PlainText.inline(error.description(in: language))), &saving)
    }
  }

  /// A save that did not happen: the warning, once.
  private func failed(_ warning: String, _ saving: inout SessionSaving) {
    saving.failed = true
    guard !saving.warned else { return }
    saving.warned = true
    DiagnosticPrinter(console: console).print(Diagnostic(.warning, warning))
  }
}
