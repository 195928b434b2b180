import WizardCore
import WizardTerminal

/// `hig-wizard run TREE`: answers from flags and files, the prompt for the
/// rest (unless `--non-interactive`), then a report.
struct RunCommand: Command {
  static let name = CommandName.run
  let tool: HigWizard
  /// Made by the tree menu, which has already started the conversation.
  var interview: Interview? = nil

  init(tool: HigWizard) { self.tool = tool }

  init(tool: HigWizard, interview: Interview?) {
    self.tool = tool
    self.interview = interview
  }

  func run(_ parsed: ParsedArguments) throws(CommandFailure) {
    let treeID = parsed.operands[0]
    guard let catalog = tool.loadCatalog(parsed, only: treeID) else { throw .told }
    guard let entry = catalog.entry(treeID) else {
      throw .usage(HigWizard.unknownTree(treeID, catalog: catalog), spec: Self.spec)
    }
    let tool = self.tool
    let everything = LazyCatalog { tool.loadCatalog(parsed) }
    var request = Self.request(entry, parsed, catalog: everything, tool: tool)
    (request.answers, request.chained) = try Self.assemble(
      parsed, for: entry, catalog: everything, tool: tool, spec: Self.spec)
    request.conversing = interview != nil
    // Held until the run ends: no other wizard goes on with it meanwhile.
    var lock: FileSystem.Lock?
    defer { lock?.release() }
    if parsed.has(.resume) {
      guard let found = ResumeCommand.latest(for: treeID, tool: tool) else { throw .told }
      guard let opened = found else {
        throw .error(
          Diagnostic(
            .error,
            Message(
              "there is no saved session of '{1}' to resume; start one with 'hig-wizard run {1}', or see 'hig-wizard resume --list'",
              treeID)))
      }
      request.resuming = opened.0
      lock = opened.1
    }
    let frontend = TerminalRun(
      console: console, stateFolder: tool.stateFolder, interview: interview)
    try CommandFailure.unlessSuccess(RunPlanner(request, frontEnd: frontend).run())
  }

  /// The answers of `--answer` and `--answers` for `entry`'s tree and its
  /// follow-ups, and those for the follow-ups by tree id; their problems
  /// printed, as usage errors of `spec`.
  static func assemble(
    _ parsed: ParsedArguments, for entry: TreeCatalog.Entry, catalog: LazyCatalog,
    tool: HigWizard, spec: CommandSpec
  ) throws(CommandFailure) -> (Answers, chained: [String: Answers]) {
    let assembly = AnswerAssembly.assemble(
      flags: parsed.values(.answer), files: parsed.values(.answers), tree: entry.tree,
      useDefaults: parsed.has(.defaults), language: tool.language
    ) { catalog.value.map { $0.followUps(of: entry.tree) } }
    tool.printer.print(assembly.diagnostics)
    switch assembly.failure {
    case .usage(let error, let context)?: throw .usage(error, spec: spec, context: context)
    case .inFiles?: throw .usageTold(spec)
    case .unreadable?: throw .told
    case nil: return (assembly.answers, assembly.chained)
    }
  }

  /// The request every way of running shares, from its options.
  static func request(
    _ entry: TreeCatalog.Entry, _ parsed: ParsedArguments, catalog: LazyCatalog, tool: HigWizard
  ) -> RunRequest {
    var request = RunRequest(entry: entry, answers: Answers(), catalog: catalog)
    request.output = parsed.last(.output).flatMap { $0 == "-" ? nil : $0 }
    // The flag; else the output file's extension (the planner reads it);
    // else the configuration file's; else the planner's default (text on a
    // terminal, Markdown otherwise).
    request.format =
      parsed.last(.format, as: ReportFormat.self)
      ?? (request.output.flatMap(ReportFormat.known(forFile:)) == nil
        ? tool.configuration.reportFormat : nil)
    request.title = parsed.last(.title)
    request.record = parsed.last(.record)
    request.brief = parsed.has(.brief)
    request.folders = tool.userFolders(parsed).map(FileSystem.absolute)
    request.useDefaults = parsed.has(.defaults)
    request.follow = parsed.has(.follow)
    // Standard input holding answers cannot also hold replies.
    if !parsed.has(.nonInteractive), !parsed.values(.answers).contains("-") {
      request.respondent = tool.console.inputIsTerminal ? .person : .pipe
    }
    request.outputIsTerminal = tool.console.isTerminal(.output)
    request.language = tool.language
    return request
  }
}
