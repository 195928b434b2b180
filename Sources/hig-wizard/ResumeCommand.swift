import WizardCore
import WizardTerminal

/// `hig-wizard resume [NAME]`: goes on with a saved session; `--list` shows them.
struct ResumeCommand {
  let tool: HigWizard
  var language: Language { tool.language }
  var console: Console { tool.console }

  func main(_ parsed: ParsedArguments) -> ExitCode {
    guard let store = tool.sessionStore else {
      tool.printer.print(
        Diagnostic(
          .error,
          language.tr(
            "neither XDG_STATE_HOME nor HOME is set, so there is no saved session to find")
        ))
      return .failure
    }
    let (sessions, diagnostics) = store.all()
    tool.printer.print(diagnostics)
    if parsed.has("list") {
      if let operand = parsed.operands.first { return usageError(.unexpectedOperand(operand)) }
      list(sessions, folder: store.folder)
      return .success
    }
    guard !sessions.isEmpty else {
      tool.printer.print(
        Diagnostic(
          .error,
          language.tr(
            "there is no saved session to resume; sessions are saved when the wizard stops before a recommendation (start one with 'hig-wizard')"
          )))
      return .failure
    }
    let chosen: SavedSession
    switch SessionStore.pick(parsed.operands.first, from: sessions) {
    case .success(let found): chosen = found
    case .failure(let error): return usageError(error)
    }

    guard let catalog = tool.loadCatalog(parsed, extraFolders: chosen.questionFolders) else {
      return .failure
    }
    guard let entry = catalog.entry(chosen.treeID) else {
      tool.printer.print(
        Diagnostic(
          .error,
          language.tr(
            "the tree '{1}' of session {2} is not available any more; pass its folder with --questions",
            PlainText.inline(chosen.treeID), PlainText.inline(chosen.name))))
      return .failure
    }
    var request = RunCommand.request(entry, parsed, catalog: LazyCatalog { catalog }, tool: tool)
    request.resuming = chosen
    let frontend = TerminalRun(console: console, stateFolder: tool.stateFolder)
    return RunPlanner(request, perform: frontend.perform).run()
  }

  /// The most recently saved session of `treeID`.
  static func latest(for treeID: String, tool: HigWizard) -> SavedSession? {
    guard let store = tool.sessionStore else { return nil }
    let (sessions, diagnostics) = store.all()
    tool.printer.print(diagnostics)
    return sessions.first { $0.treeID == treeID }
  }

  private func list(_ sessions: [SavedSession], folder: String) {
    guard !sessions.isEmpty else {
      console.write(language.tr("No saved sessions (they are kept in {1}).", folder) + "\n")
      return
    }
    let width = sessions.map(\.name.count).max() ?? 0
    var text = ""
    for session in sessions {
      text +=
        HelpScreen.pad(PlainText.inline(session.name), width + 2) + session.summary(in: language)
        + "\n"
    }
    text +=
      language.tr("Go on with: {1}", "hig-wizard resume NAME") + " "
      + language.tr("(the newest when NAME is left out)") + "\n"
    console.write(text)
  }

  private func usageError(_ error: UsageError) -> ExitCode {
    tool.usageError(error, for: Commands.resume)
  }
}
