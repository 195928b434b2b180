import WizardCore
import WizardTerminal

/// `hig-wizard run TREE`: answers from flags and files, the prompt for the
/// rest (unless `--non-interactive`), then a report.
struct RunCommand {
  let tool: HigWizard
  var language: Language { tool.language }
  /// Made by the tree menu, which has already started the conversation.
  var interview: Interview? = nil
  var console: Console { tool.console }

  func main(_ parsed: ParsedArguments) -> ExitCode {
    let treeID = parsed.operands[0]
    guard let catalog = tool.loadCatalog(parsed, only: treeID) else { return .failure }
    guard let entry = catalog.entry(treeID) else {
      return usageError(HigWizard.unknownTree(treeID, catalog: catalog))
    }
    let tool = self.tool
    let everything = LazyCatalog { tool.loadCatalog(parsed) }
    var request = Self.request(entry, parsed, catalog: everything, tool: tool)
    let assembly = AnswerAssembly.assemble(
      flags: parsed.values("answer"), files: parsed.values("answers"), tree: entry.tree,
      useDefaults: parsed.has("defaults"), language: language
    ) { everything.value.map { $0.followUps(of: entry.tree) } }
    tool.printer.print(assembly.diagnostics)
    switch assembly.failure {
    case .usage(let error, let context)?: return usageError(error, context: context)
    case .inFiles?:
      console.write(language.tr("See '{1}'.", "hig-wizard run --help") + "\n", to: .error)
      return .usage
    case .unreadable?: return .failure
    case nil: break
    }
    request.answers = assembly.answers
    request.chained = assembly.chained
    request.conversing = interview != nil
    if parsed.has("resume") {
      guard let saved = ResumeCommand.latest(for: treeID, tool: tool) else {
        tool.printer.print(
          Diagnostic(
            .error,
            language.tr(
              "there is no saved session of '{1}' to resume; start one with 'hig-wizard run {1}', or see 'hig-wizard resume --list'",
              treeID)))
        return .failure
      }
      request.resuming = saved
    }
    let frontend = TerminalRun(
      console: console, stateFolder: tool.stateFolder, interview: interview)
    return RunPlanner(request, perform: frontend.perform).run()
  }

  /// The request every way of running shares, from its options.
  static func request(
    _ entry: TreeCatalog.Entry, _ parsed: ParsedArguments, catalog: LazyCatalog, tool: HigWizard
  ) -> RunRequest {
    var request = RunRequest(entry: entry, answers: Answers(), catalog: catalog)
    request.format = parsed.last("format").flatMap { ReportFormat(rawValue: $0.lowercased()) }
    request.output = parsed.last("output").flatMap { $0 == "-" ? nil : $0 }
    request.title = parsed.last("title")
    request.brief = parsed.has("brief")
    request.folders = tool.userFolders(parsed).map(FileSystem.absolute)
    request.useDefaults = parsed.has("defaults")
    request.follow = parsed.has("follow")
    // Standard input holding answers cannot also hold replies.
    if !parsed.has("non-interactive"), !parsed.values("answers").contains("-") {
      request.respondent = tool.console.inputIsTerminal ? .person : .pipe
    }
    request.outputIsTerminal = tool.console.isTerminal(.output)
    request.language = tool.language
    return request
  }

  private func usageError(_ error: UsageError, context: String? = nil) -> ExitCode {
    tool.usageError(error, for: Commands.run, context: context)
  }

}
