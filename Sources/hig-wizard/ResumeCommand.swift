import WizardCore
import WizardTerminal

/// `hig-wizard resume [NAME]`: goes on with a saved session; `--list` shows
/// them, `--forget` and `--forget-older-than` remove them.
struct ResumeCommand: Command {
  static let name = CommandName.resume
  let tool: HigWizard

  func run(_ parsed: ParsedArguments) throws(CommandFailure) {
    guard let store = tool.sessionStore else {
      throw .error(
        Diagnostic(
          .error,
          Message(
            "neither XDG_STATE_HOME nor HOME is set, so there is no saved session to find")
        ))
    }
    let forgetting = parsed.has(.forget) || parsed.has(.forgetOlderThan)
    if parsed.has(.list) || forgetting, let operand = parsed.operands.first {
      throw usageError(.unexpectedOperand(operand))
    }
    if parsed.has(.list), forgetting {
      throw usageError(
        .conflictingOptions(parsed.has(.forget) ? "--forget" : "--forget-older-than", "--list"))
    }
    let (sessions, diagnostics) = store.headers()
    tool.printer.print(diagnostics)
    if parsed.has(.list) {
      // `--format` is declared with the report's formats: json is an
      // array, anything else the lines.
      if parsed.last(.format, as: ReportFormat.self) == .json {
        console.write(Self.json(sessions).serialized())
      } else {
        list(sessions, folder: store.folder)
      }
      return
    }
    if forgetting { return try forget(parsed, sessions, store: store) }
    guard !sessions.isEmpty else {
      throw .error(
        Diagnostic(
          .error,
          Message(
            "there is no saved session to resume; sessions are saved when the wizard stops before a recommendation (start one with 'hig-wizard')"
          )))
    }
    let picked: SavedSession.Header
    switch SessionStore.pick(parsed.operands.first, from: sessions) {
    case .success(let found): picked = found
    case .failure(let error): throw usageError(error)
    }
    guard let opened = Self.open(picked.name, store: store, tool: tool) else { throw .told }
    let (chosen, lock) = opened
    defer { lock.release() }

    guard let catalog = tool.loadCatalog(parsed, extraFolders: chosen.questionFolders) else {
      throw .told
    }
    guard let entry = catalog.entry(chosen.treeID) else {
      throw .error(
        Diagnostic(
          .error,
          Message(
            "the tree '{1}' of session {2} is not available any more; pass its folder with --questions",
            PlainText.clipped(chosen.treeID), PlainText.clipped(chosen.name))))
    }
    var request = RunCommand.request(entry, parsed, catalog: LazyCatalog { catalog }, tool: tool)
    // `--answer`, as the advice of a stopped run says: for the questions
    // still to come.
    (request.answers, request.chained) = try RunCommand.assemble(
      parsed, for: entry, catalog: LazyCatalog { catalog }, tool: tool, spec: Self.spec)
    request.resuming = chosen
    let frontend = TerminalRun(console: console, stateFolder: tool.stateFolder)
    try CommandFailure.unlessSuccess(RunPlanner(request, frontEnd: frontend).run())
  }

  /// Session `name`, read whole and locked for this run, or nil when
  /// another wizard holds it or it cannot be read (said why).
  static func open(_ name: String, store: SessionStore, tool: HigWizard) -> (
    SavedSession, FileSystem.Lock
  )? {
    let lock: FileSystem.Lock
    do {
      switch try store.lock(name) {
      case .success(let held): lock = held
      case .failure(let holder):
        tool.printer.print(Diagnostic(.error, heldMessage(name, holder, tool.language)))
        return nil
      }
    } catch {
      tool.printer.print(Diagnostic(.error, error.description(in: tool.language)))
      return nil
    }
    let (session, diagnostics) = store.load(name)
    tool.printer.print(diagnostics)
    guard let session else {
      lock.release()
      return nil
    }
    return (session, lock)
  }

  /// Says that another wizard has session `name` open, and which.
  static func heldMessage(_ name: String, _ holder: SessionStore.Holder, _ language: Language)
    -> String
  {
    let who: String
    switch (holder.pid, holder.terminal) {
    case (let pid?, let terminal?):
      // Translators: {1} is a process id (a number), {2} a host name.
      who = language.tr("process {1} on {2}", "\(pid)", terminal)
    // Translators: {1} is a process id (a number).
    case (let pid?, nil): who = language.tr("process {1}", "\(pid)")
    default: who = language.tr("a process that did not say which")
    }
    // Translators: {1} is a session's name, {2} "process PID" or "process PID on HOST".
    return language.tr(
      "session '{1}' is open in another hig-wizard ({2}); go on with it there, or end that one first",
      PlainText.clipped(name), who)
  }

  /// The most recently saved session of `treeID`, locked for this run:
  /// `.some(nil)` when there is none, nil when it could not be opened (the
  /// reason printed).
  static func latest(for treeID: String, tool: HigWizard) -> (SavedSession, FileSystem.Lock)?? {
    guard let store = tool.sessionStore else { return .some(nil) }
    let (sessions, diagnostics) = store.headers()
    tool.printer.print(diagnostics)
    guard let newest = sessions.first(where: { $0.treeID == treeID }) else { return .some(nil) }
    guard let opened = open(newest.name, store: store, tool: tool) else { return nil }
    return .some(opened)
  }

  /// `--forget NAME…` and `--forget-older-than DAYS`: removes those
  /// sessions, none held by a running wizard. An unknown name or a bad
  /// number removes nothing. A file that does not read as a session can be
  /// forgotten by name too.
  private func forget(
    _ parsed: ParsedArguments, _ sessions: [SavedSession.Header], store: SessionStore
  ) throws(CommandFailure) {
    let known = (try? store.names()) ?? sessions.map(\.name)
    var chosen: [String] = []
    for name in parsed.values(.forget) {
      guard known.contains(name) else {
        throw usageError(
          .unknownSession(
            PlainText.clipped(name), suggestion: Suggestion.closest(to: name, in: known),
            known: known))
      }
      if !chosen.contains(name) { chosen.append(name) }
    }
    if let text = parsed.last(.forgetOlderThan) {
      guard let days = Int(text), days >= 0, days <= 100_000 else {
        throw usageError(
          .invalidValue(
            option: "--forget-older-than", value: PlainText.clipped(text),
            expected: Message("a whole number of days, such as 30")))
      }
      let before = System.now() - days * 86_400
      for session in sessions where session.savedAt < before && !chosen.contains(session.name) {
        chosen.append(session.name)
      }
      if chosen.isEmpty {
        console.write(
          // Translators: {1} is the number of days given with --forget-older-than.
          language.trPlural(
            days, one: "No saved session is older than {1} day.",
            other: "No saved session is older than {1} days.") + "\n", to: .error)
        return
      }
    }
    var failed = false
    for name in chosen {
      do {
        switch try store.lock(name) {
        case .failure(let holder):
          tool.printer.print(Diagnostic(.error, Self.heldMessage(name, holder, language)))
          failed = true
        case .success(let lock):
          defer { lock.release() }
          try store.remove(name)
          console.write(
            language.tr("forgot session {1}", PlainText.clipped(name)) + "\n", to: .error)
        }
      } catch {
        tool.printer.print(Diagnostic(.error, error.description(in: language)))
        failed = true
      }
    }
    // Each session that could not be forgotten was told as it was met.
    if failed { throw .told }
  }

  /// An array with one object per session, the newest first: `name`,
  /// `tree`, `title` (the tree's when the task has none), `answers` (how
  /// many) and `saved` (seconds since 1970).
  static func json(_ sessions: [SavedSession.Header]) -> JSONValue {
    .array(
      sessions.map { session in
        .object([
          "name": .string(session.name),
          "tree": .string(session.treeID),
          "title": .string(session.title ?? session.treeTitle),
          "answers": .number(session.answerCount),
          "saved": .number(session.savedAt),
        ])
      })
  }

  private func list(_ sessions: [SavedSession.Header], folder: String) {
    guard !sessions.isEmpty else {
      console.write(language.tr("No saved sessions (they are kept in {1}).", folder) + "\n")
      return
    }
    let names = sessions.map { PlainText.clipped($0.name) }
    let width = names.map(\.count).max() ?? 0
    var text = ""
    for (session, name) in zip(sessions, names) {
      text += HelpScreen.pad(name, width + 2) + session.summary(in: language) + "\n"
    }
    text +=
      language.tr("Go on with: {1}", "hig-wizard resume NAME") + " "
      + language.tr("(the newest when NAME is left out)") + "\n"
    console.write(text)
  }

  private func usageError(_ error: UsageError) -> CommandFailure {
    .usage(error, spec: Self.spec)
  }
}
