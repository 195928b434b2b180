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

  /// Walks `request.start` at the prompt, calling `changed` after every
  /// change (the planner saves then).
  public func walk(_ request: WalkRequest, changed: (Session, _ typed: Bool) -> Void)
    -> WalkEnding
  {
    wizard.walk(
      request.start, known: request.known,
      askFirst: request.askFirst, reopening: request.reopening, takesUnsure: request.takesUnsure,
      earlier: request.earlier, canBackOut: request.canBackOut, changed: changed)
  }

  /// Whether there is anywhere to keep sessions.
  public var keepsSessions: Bool { store != nil }

  /// Writes `saved`: a new session (locked until the run ends; its name
  /// may get a number) or over the one of its name. Returns its name; nil
  /// when there is nowhere to keep it (``keepsSessions``).
  public func store(_ saved: SavedSession, isNew: Bool) throws(FileSystem.Failure) -> String? {
    guard let store else { return nil }
    guard isNew else {
      try store.save(saved)
      return saved.name
    }
    let (made, lock) = try store.saveNew(saved)
    locks[made.name] = lock
    return made.name
  }

  /// Removes the saved session `name`, and gives up its lock.
  public func forget(_ name: String) {
    try? store?.remove(name)
    locks[name] = nil
  }
}
