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
    switch Self.assemble(parsed, for: entry, catalog: everything, tool: tool, spec: Commands.run) {
    case .answers(let answers, let chained):
      request.answers = answers
      request.chained = chained
    case .exit(let code): return code
    }
    request.conversing = interview != nil
    // Held until the run ends: no other wizard goes on with it meanwhile.
    var lock: FileSystem.Lock?
    defer { lock?.release() }
    if parsed.has("resume") {
      guard let found = ResumeCommand.latest(for: treeID, tool: tool) else { return .failure }
      guard let opened = found else {
        tool.printer.print(
          Diagnostic(
            .error,
            language.tr(
              "there is no saved session of '{1}' to resume; start one with 'hig-wizard run {1}', or see 'hig-wizard resume --list'",
              treeID)))
        return .failure
      }
      request.resuming = opened.0
      lock = opened.1
    }
    let frontend = TerminalRun(
      console: console, stateFolder: tool.stateFolder, interview: interview)
    return RunPlanner(request, frontEnd: frontend).run()
  }

  /// What ``assemble(_:for:catalog:tool:spec:)`` gives: the answers, or the
  /// exit code of the problem it printed.
  enum Assembled {
    case answers(Answers, chained: [String: Answers])
    case exit(ExitCode)
  }

  /// The answers of `--answer` and `--answers` for `entry`'s tree and its
  /// follow-ups; their problems printed, as usage errors of `spec`.
  static func assemble(
    _ parsed: ParsedArguments, for entry: TreeCatalog.Entry, catalog: LazyCatalog,
    tool: HigWizard, spec: CommandSpec
  ) -> Assembled {
    let assembly = AnswerAssembly.assemble(
      flags: parsed.values("answer"), files: parsed.values("answers"), tree: entry.tree,
      useDefaults: parsed.has("defaults"), language: tool.language
    ) { catalog.value.map { $0.followUps(of: entry.tree) } }
    tool.printer.print(assembly.diagnostics)
    switch assembly.failure {
    case .usage(let error, let context)?:
      return .exit(tool.usageError(error, for: spec, context: context))
    case .inFiles?:
      tool.console.write(
        tool.language.tr("See '{1}'.", "hig-wizard \(spec.name) --help") + "\n", to: .error)
      return .exit(.usage)
    case .unreadable?: return .exit(.failure)
    case nil: return .answers(assembly.answers, chained: assembly.chained)
    }
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
