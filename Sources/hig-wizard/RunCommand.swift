import WizardCore
import WizardTerminal

/// `hig-wizard run TREE`: answers from flags and files, the prompt for the
/// rest (unless `--non-interactive`), then a report.
struct RunCommand {
  let tool: HigWizard
  /// Made by the tree menu, which has already started the conversation.
  var interview: Interview? = nil
  var console: Console { tool.console }

  static let usage =
    "hig-wizard run TREE [--answer ID=CHOICE]... [--answers FILE] [--defaults] [--non-interactive] [--follow] [--resume] [--format markdown|json|text] [--brief] [--output FILE] [--title TEXT]"

  static let options =
    HigWizard.globalOptions + [
      OptionSpec(
        long: "answer", short: "a", valueName: "ID=CHOICE",
        help: "answer question ID with CHOICE (repeatable; wins over --answers)"),
      OptionSpec(
        long: "answers", short: "A", valueName: "FILE",
        help: "read answers from a YAML or JSON file, or a --format json report ('-': stdin)"),
      OptionSpec(
        long: "defaults", short: "d", valueName: nil,
        help: "answer questions that have a default with it"),
      OptionSpec(
        long: "non-interactive", short: "n", valueName: nil,
        help: "never prompt; fail with the list of missing answers instead"),
      OptionSpec(
        long: "follow", short: "F", valueName: nil,
        help: "go on to the follow-up tree an outcome names (also when answers for it are given)"),
      OptionSpec(
        long: "resume", short: "r", valueName: nil,
        help: "go on with the last saved session of TREE (see 'hig-wizard resume')"),
      OptionSpec(
        long: "format", short: "f", valueName: "FORMAT",
        help: "markdown, json or text (default: text on a terminal, else markdown)"),
      OptionSpec(
        long: "brief", short: "b", valueName: nil,
        help: "only the result, how to build it and the checklist"),
      OptionSpec(
        long: "output", short: "o", valueName: "FILE",
        help: "write the report to FILE atomically ('-': standard output)"),
      OptionSpec(
        long: "title", short: "t", valueName: "TEXT",
        help: "the report's title (default: the tree's title)"),
    ]

  func main(_ arguments: [String]) -> ExitCode {
    let parsed: ParsedArguments
    do {
      parsed = try tool.parse(
        arguments, options: Self.options, usage: Self.usage, help: HelpText.run, command: "run")
    } catch {
      return error.code
    }
    guard let treeID = parsed.operands.first else {
      return usageError(.missingOperand(tr("the tree to run, such as 'presentation'")))
    }
    if parsed.operands.count > 1 { return usageError(.unexpectedOperand(parsed.operands[1])) }

    guard let catalog = tool.loadCatalog(parsed, only: treeID) else { return .failure }
    guard let entry = catalog.entry(treeID) else {
      return usageError(HigWizard.unknownTree(treeID, catalog: catalog))
    }
    let tool = self.tool
    let everything = LazyCatalog { tool.loadCatalog(parsed) }
    var request: RunRequest
    do {
      request = try Self.request(entry, parsed, catalog: everything, tool: tool)
    } catch {
      return usageError(error)
    }
    let assembly = AnswerAssembly.assemble(
      flags: parsed.values("answer"), files: parsed.values("answers"), tree: entry.tree,
      useDefaults: parsed.has("defaults")
    ) { everything.value.map { $0.followUps(of: entry.tree) } }
    tool.printer.print(assembly.diagnostics)
    switch assembly.failure {
    case .usage(let error, let context)?: return usageError(error, context: context)
    case .inFiles?:
      console.write(tr("See '{1}'.", "hig-wizard run --help") + "\n", to: .error)
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
            tr(
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
  ) throws(UsageError) -> RunRequest {
    var request = RunRequest(entry: entry, answers: Answers(), catalog: catalog)
    if let value = parsed.last("format") {
      guard let known = ReportFormat(rawValue: value.lowercased()) else {
        throw .invalidValue(
          option: "--format", value: value, expected: tr("markdown, json or text"))
      }
      request.format = known
    }
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
    request.language = Language.current
    return request
  }

  private func usageError(_ error: UsageError, context: String? = nil) -> ExitCode {
    tool.usageError(error, usage: Self.usage, help: "hig-wizard run --help", context: context)
  }

}
