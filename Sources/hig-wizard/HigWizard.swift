import WizardCore
import WizardTerminal

let version = BundledTrees.release.version

/// Dispatch: global options, the command, and the one place where errors
/// become a message and an exit code.
struct HigWizard {
  let console: Console
  /// The configuration file's defaults (empty with `--no-config`, without a
  /// file, or when it has mistakes).
  let configuration: Configuration
  var language: Language { console.language }
  var printer: DiagnosticPrinter { DiagnosticPrinter(console: console) }

  init(
    language: Language, configuration: Configuration = Configuration(), color: ColorChoice? = nil
  ) {
    console = Console(language: language, color: color ?? configuration.color ?? .auto)
    self.configuration = configuration
  }

  /// Runs `command` and turns its failure, if any, into its message and
  /// exit status.
  func perform(_ command: CommandName, _ parsed: ParsedArguments) -> ExitCode {
    let type = command.type
    assert(type.name == command, "\(type) is listed as '\(command.rawValue)'")
    do throws(CommandFailure) {
      try type.init(tool: self).run(parsed)
      return .success
    } catch {
      return exit(with: error)
    }
  }

  /// The one place where a failure becomes a message and an exit status.
  func exit(with failure: CommandFailure) -> ExitCode {
    switch failure {
    case .usage(let error, let spec, let context):
      printUsageError(
        error, usage: spec, help: "hig-wizard \(spec.map { "\($0.name) " } ?? "")--help",
        context: context)
    case .usageTold(let spec):
      console.write(
        language.tr("See '{1}'.", "hig-wizard \(spec.name) --help") + "\n", to: .error)
    case .configuration(let path, let diagnostics):
      printer.print(diagnostics)
      printer.print(
        Diagnostic(
          .note,
          Message(
            "correct {1} ('hig-wizard schema config' says what it may hold), or pass --no-config to ignore it",
            PlainText.inline(path))))
    case .error(let diagnostic): printer.print(diagnostic)
    case .told, .ended: break
    }
    return failure.exitCode
  }

  /// Runs the command line, then makes sure that what it wrote to
  /// standard output arrived: a failed write is an error, never success; a
  /// reader that went away ends it quietly, as SIGPIPE would.
  static func main(_ arguments: [String]) -> ExitCode {
    let (code, language) = dispatch(arguments)
    let console = Console(language: language)
    guard let failure = console.outputFailure else { return code }
    if failure == System.brokenPipe { return .brokenPipe }
    DiagnosticPrinter(console: console).print(
      Diagnostic(
        .error,
        Message("cannot write to standard output: {1}", FileSystem.systemReason(failure))))
    return code == .success || code == .incomplete ? .failure : code
  }

  /// The command's exit code, and the language it spoke.
  static func dispatch(_ arguments: [String]) -> (ExitCode, Language) {
    let locale = Language.fromEnvironment(System.environment)
    // What the completion scripts ask, not a command people type.
    if arguments.first == "__complete" {
      return CompletionCommand.complete(Array(arguments.dropFirst()), locale: locale)
    }
    // The command is the first operand; global options may come before it.
    var rest = arguments
    guard let (index, marked) = Commands.commandIndex(arguments) else {
      return top(arguments, locale: locale)
    }
    let name = rest.remove(at: index)
    // `hig-wizard -- run …`: the `--` only marks where the command is.
    if marked { rest.remove(at: index - 1) }
    guard let spec = Commands.named(name) else {
      let (tool, _, _) = setUp(global(rest), locale: locale)
      return (tool.exit(with: unknownCommand(name)), tool.language)
    }
    let parsed = spec.parse(rest)
    let (tool, problem, configurationFailure) = setUp(
      parsed, command: spec.command, locale: locale)
    let language = tool.language
    if let configurationFailure { return (tool.exit(with: configurationFailure), language) }
    if let problem = problem ?? parsed.problem {
      return (tool.exit(with: .usage(problem, spec: spec)), language)
    }
    if parsed.has(.help) {
      tool.console.write(tool.helpScreen().command(spec))
      return (.success, language)
    }
    if parsed.has(.version) {
      tool.console.write("hig-wizard \(version)\n")
      return (.success, language)
    }
    return (tool.perform(spec.command, parsed), language)
  }

  /// Parses leniently with the global options only (no command).
  static func global(_ arguments: [String]) -> ParsedArguments {
    (try? parseArguments(arguments, options: Commands.global, lenient: true)) ?? ParsedArguments()
  }

  /// The tool for the parsed line: the configuration file read (unless
  /// `--no-config`), then the language and the colour chosen, each flag
  /// winning over the file and the file over the environment. Also the
  /// mistake in `--lang`, and the configuration file's mistakes, which are
  /// told in the language of the flag or the environment.
  static func setUp(_ parsed: ParsedArguments, command: CommandName? = nil, locale: Language) -> (
    HigWizard, UsageError?, CommandFailure?
  ) {
    var configuration = Configuration()
    var failure: CommandFailure?
    // What helps people mend a broken file (`--version`, help, the man page,
    // `schema config`, the completion scripts) answers even when the file
    // is broken, as `git --version` does: the file is then not used.
    let helps =
      parsed.has(.version) || parsed.has(.help)
      || command.map { [.help, .schema, .completion].contains($0) } ?? false
    if !parsed.has(.noConfig), let path = Configuration.path(environment: System.environment) {
      let read = readConfiguration(at: path)
      if let read = read.configuration {
        configuration = read
      } else if !helps {
        failure = .configuration(path: path, diagnostics: read.diagnostics)
      }
    }
    let (language, problem) = chooseLanguage(
      parsed, locale: configuration.language ?? locale)
    let tool = HigWizard(
      language: language, configuration: configuration,
      color: parsed.last(.color, as: ColorChoice.self))
    return (tool, problem, failure)
  }

  /// The configuration file's settings, or none when it is missing or has
  /// mistakes: for Tab completion, which tells nothing (a broken file is
  /// told when a command runs, not in the middle of a Tab).
  static var quietConfiguration: Configuration {
    Configuration.path(environment: System.environment).flatMap {
      readConfiguration(at: $0).configuration
    } ?? Configuration()
  }

  /// The configuration file at `path`: empty when there is none; nil with
  /// its mistakes, or why it cannot be read.
  static func readConfiguration(at path: String) -> ConfigurationLoader.Result {
    guard FileSystem.exists(path) else {
      return ConfigurationLoader.Result(configuration: Configuration(), diagnostics: [])
    }
    do {
      return ConfigurationLoader.load(
        bytes: try FileSystem.read(path), source: path, home: System.environment("HOME"))
    } catch {
      return ConfigurationLoader.Result(
        configuration: nil, diagnostics: [Diagnostic(.error, error.message)])
    }
  }

  /// The last `--lang` (or `-L`) of the parsed line, else `locale` (which
  /// ``setUp(_:locale:)`` makes the configuration file's language when it
  /// has one); and the mistake when its value names no language.
  static func chooseLanguage(_ parsed: ParsedArguments, locale: Language) -> (
    Language, UsageError?
  ) {
    guard let last = parsed.lastWithSpelling(.lang), let code = last.value
    else { return (locale, nil) }
    // `pt`, or a locale name such as `pt_BR.UTF-8`.
    guard let language = Language(code: code) else {
      return (
        locale,
        .invalidValue(
          option: last.spelling, value: code,
          expected: .verbatim(Language.allCases.map(\.rawValue).joined(separator: ", ")))
      )
    }
    return (language, nil)
  }

  /// `hig-wizard` with options only: `--help`, `--version`, or the overview.
  private static func top(_ arguments: [String], locale: Language) -> (ExitCode, Language) {
    let parsed = global(arguments.filter { $0 != "--" })
    let (tool, problem, configurationFailure) = setUp(parsed, locale: locale)
    let language = tool.language
    if let configurationFailure { return (tool.exit(with: configurationFailure), language) }
    do throws(CommandFailure) {
      try tool.top(arguments, parsed, problem: problem)
      return (.success, language)
    } catch {
      return (tool.exit(with: error), language)
    }
  }

  private func top(_ arguments: [String], _ parsed: ParsedArguments, problem: UsageError?)
    throws(CommandFailure)
  {
    let tool = self
    let console = tool.console
    if let problem = problem ?? parsed.problem { throw .usage(problem, spec: nil) }
    if parsed.has(.version) {
      console.write("hig-wizard \(version)\n")
      return
    }
    if parsed.has(.help) {
      console.write(helpScreen().main(version: version))
      return
    }
    guard let catalog = tool.loadCatalog(parsed) else { throw .told }
    // On a terminal, a menu of the trees; otherwise (a script) the overview.
    guard console.inputIsTerminal else {
      console.write(helpScreen().overview(catalog, version: version))
      return
    }
    let interview = Interview(console: console, stateFolder: tool.stateFolder)
    defer { interview.close() }
    switch interview.wizard.chooseTree(catalog.menuOrder) {
    case .success(let tree):
      var run = Commands.run.parse(arguments.filter { $0 != "--" } + ["--", tree.id])
      run.problem = nil
      try RunCommand(tool: tool, interview: interview).run(run)
    case .failure(let stop):
      interview.close()
      if stop.stop != .quit { console.write("\n", to: interview.stream) }
      try CommandFailure.unlessSuccess(ExitCode(stop.stop))
    }
  }

  /// `name` names no command: the usage error, with the likeliest one.
  static func unknownCommand(_ name: String) -> CommandFailure {
    .usage(
      .unknownCommand(
        name, suggestion: Suggestion.closest(to: name, in: CommandName.allCases.map(\.rawValue))),
      spec: nil)
  }

  /// The bundled trees and those of the user's folders (`extraFolders`
  /// first: a saved session's), in the run's language, with every problem
  /// printed; nil when a file has errors.
  ///
  /// With `only`, of the bundled trees just that one is read (parsing the
  /// others costs start-up time a run does not need), and follow-ups are
  /// not checked: ``RunCommand`` loads everything when it follows one.
  func loadCatalog(
    _ parsed: ParsedArguments, only: String? = nil, extraFolders: [String] = []
  ) -> TreeCatalog? {
    var catalog = HigWizard.bundledCatalog(only: only, language: language)
    // A file that breaks is not loaded: one warning, and the rest is used.
    catalog.skipsBrokenFiles = true
    catalog.add(folders: extraFolders + userFolders(parsed))
    catalog.localize(to: language)
    // With one bundled tree read, the others still count as known.
    catalog.checkFollowUps(otherIDs: only == nil ? [] : HigWizard.bundledTreeIDs)
    printer.print(catalog.diagnostics)
    return catalog.diagnostics.hasErrors ? nil : catalog
  }

  /// "unknown tree" with a suggestion from every tree there is: the bundled
  /// ones (even when `catalog` read only one of them) and the user's.
  static func unknownTree(_ id: String, catalog: TreeCatalog) -> UsageError {
    var seen: Set<String> = []
    let known = (bundledTreeIDs + catalog.trees.map(\.id)).filter { seen.insert($0).inserted }
    return .unknownTree(
      PlainText.inline(id), suggestion: Suggestion.closest(to: id, in: known), known: known)
  }

  /// The ids of the bundled trees (the build wrote them down).
  /// What a command read, kept from being freed: the process exits right
  /// after the command, and the system takes the memory back at once,
  /// where freeing a large tree costs a release and a `free` per question.
  nonisolated(unsafe) private static var keptUntilExit: [Any] = []

  static func keepUntilExit(_ value: Any) { keptUntilExit.append(value) }

  static var bundledTreeIDs: [String] { BundledTrees.files.map(\.id) }

  /// A catalog of the trees compiled into the binary; with `only`, just the
  /// one with that id.
  ///
  /// The trees were loaded and validated when the binary was built; `parse`
  /// reads their YAML again, for `lint`.
  static func bundledCatalog(only: String? = nil, parse: Bool = false, language: Language)
    -> TreeCatalog
  {
    var catalog = TreeCatalog()
    for file in BundledTrees.files {
      let id = file.id
      if let only, id != only { continue }
      // The tree in the current language was compiled at build time too.
      let localized = BundledTrees.translations.first {
        $0.tree == id && $0.language == language.rawValue
      }
      if !parse {
        catalog.add((localized?.compiled ?? file.compiled)(), isBundled: true)
      } else {
        catalog.add(
          bytes: Array(file.text.utf8), source: "<bundled>/\(file.name)", isBundled: true)
      }
    }
    if parse {
      for file in BundledTrees.translations where only == nil || file.tree == only {
        catalog.add(
          translationBytes: Array(file.text.utf8), source: "<bundled>/\(file.name)",
          isBundled: true)
      }
    }
    return catalog
  }

  /// The help screens, as wide as the terminal they go to (at most 80
  /// columns; 80 for a file or a pipe).
  func helpScreen(for stream: Console.Stream = .output) -> HelpScreen {
    HelpScreen(
      language: language,
      terminalWidth: console.isTerminal(stream) ? console.width(stream) : nil)
  }

  /// `$XDG_STATE_HOME/hig-wizard` (history and saved sessions).
  var stateFolder: String? {
    SessionStore.stateFolder(environment: System.environment)
  }

  var sessionStore: SessionStore? {
    stateFolder.map { SessionStore(stateFolder: $0) }
  }

  /// The folders of trees to load besides the bundled ones: the
  /// configuration file's, then `HIG_WIZARD_QUESTIONS`'s, then those of
  /// `--questions`, which add to one another.
  func userFolders(_ parsed: ParsedArguments) -> [String] {
    var folders = configuration.questions
    if let variable = System.environment("HIG_WIZARD_QUESTIONS") {
      folders += variable.split(separator: ":").map(String.init)
    }
    // The same folder twice (the variable and a flag, say, or `trees` and
    // `./trees/`) is loaded once.
    var seen: Set<String> = []
    return (folders + parsed.values(.questions)).filter {
      seen.insert(FileSystem.realPath($0)).inserted
    }
  }

  /// Prints a usage error the way every command does: one `error:` line
  /// per problem, the usage line, where to read more.
  private func printUsageError(
    _ error: UsageError, usage spec: CommandSpec?, help: String, context: Message?
  ) {
    let prefix = context.map { "\($0.text(in: language)): " } ?? ""
    for line in error.message(in: language).split(separator: "\n") {
      printer.print(Diagnostic(.error, prefix + String(line)))
    }
    if let spec { console.write(helpScreen(for: .error).usage(spec) + "\n", to: .error) }
    console.write(language.tr("See '{1}'.", help) + "\n", to: .error)
  }
}
