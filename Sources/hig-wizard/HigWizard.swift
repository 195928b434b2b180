#if canImport(Glibc)
  import Glibc
#endif
import WizardCore
import WizardTerminal

let version = "0.1.0"

/// Dispatch: global options, the command, and the one place where errors
/// become a message and an exit code.
struct HigWizard {
  let console = Console()
  var printer: DiagnosticPrinter { DiagnosticPrinter(console: console) }

  static let globalOptions = [
    OptionSpec(
      long: "questions", short: "q", valueName: "DIR",
      help: "also load the trees in DIR (repeatable; also HIG_WIZARD_QUESTIONS, colon-separated)"),
    OptionSpec(
      long: "lang", short: "L", valueName: "LANG",
      help:
        "language of messages and reports: en, pt, ja or ru (default: from LC_ALL, LC_MESSAGES or LANG, else en)"
    ),
    OptionSpec(long: "help", short: "h", valueName: nil, help: "show help"),
    OptionSpec(long: "version", short: "V", valueName: nil, help: "show the version"),
  ]

  static let commands = ["run", "resume", "batch", "list", "show", "graph", "lint", "help"]

  /// `--questions`, `-q`, `--lang`, `-L`: the global options whose next
  /// argument is their value, not the command.
  static let globalValueOptions = Set(
    globalOptions.filter(\.takesValue).flatMap {
      ["--" + $0.long] + ($0.short.map { ["-\($0)"] } ?? [])
    })

  func main(_ arguments: [String]) -> ExitCode {
    Language.current = Language.fromEnvironment { name in getenv(name).map { String(cString: $0) } }
    if let problem = chooseLanguage(arguments) {
      return usageError(problem, help: "hig-wizard --help")
    }
    // The command is the first operand; options may come before it.
    var commandIndex: Int?
    var arguments = arguments
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        // Whatever follows is the command and its operands.
        arguments.remove(at: index)
        if index < arguments.count { commandIndex = index }
        break
      }
      if Self.globalValueOptions.contains(argument) {
        index += 2
        continue
      }
      if !argument.hasPrefix("-") || argument == "-" {
        commandIndex = index
        break
      }
      index += 1
    }
    guard let commandIndex else {
      return top(arguments)
    }
    let command = arguments[commandIndex]
    var rest = arguments
    rest.remove(at: commandIndex)
    switch command {
    case "run": return RunCommand(tool: self).main(rest)
    case "resume": return ResumeCommand(tool: self).main(rest)
    case "batch": return BatchCommand(tool: self).main(rest)
    case "list": return ListCommand(tool: self).main(rest)
    case "show": return ShowCommand(tool: self).main(rest)
    case "graph": return GraphCommand(tool: self).main(rest)
    case "lint": return LintCommand(tool: self).main(rest)
    case "help":
      return help(rest)
    default:
      return usageError(
        .unknownCommand(command, suggestion: Suggestion.closest(to: command, in: Self.commands)),
        help: "hig-wizard --help")
    }
  }

  /// Sets ``Language/current`` from the last `--lang` (or `-L`), before any
  /// command speaks; every command accepts the option, so that it can come
  /// anywhere on the line.
  private func chooseLanguage(_ arguments: [String]) -> UsageError? {
    // The command's own parser, leniently: an option's value (`--title -Lx`)
    // is not a --lang, and grouped short options (`-nLja`) are read alike.
    let specs =
      RunCommand.options + BatchCommand.options + GraphCommand.options + LintCommand.options
      + ListCommand.options + ResumeCommand.options + ShowCommand.options
    guard let parsed = try? parseArguments(arguments, options: specs, lenient: true),
      let last = parsed.options.last(where: { $0.name == "lang" })
    else { return nil }
    guard let code = last.value else { return .missingValue(last.spelling) }
    // `pt`, or a locale name such as `pt_BR.UTF-8`.
    guard let language = Language(code: code) else {
      return .invalidValue(
        option: last.spelling, value: code,
        expected: Language.allCases.map(\.rawValue).joined(separator: ", "))
    }
    Language.current = language
    return nil
  }

  /// `hig-wizard` with options only: `--help`, `--version`, or the overview.
  private func top(_ arguments: [String]) -> ExitCode {
    let parsed: ParsedArguments
    do {
      parsed = try parseArguments(arguments, options: Self.globalOptions)
    } catch {
      return usageError(error, help: "hig-wizard --help")
    }
    if parsed.has("version") {
      console.write("hig-wizard \(version)\n")
      return .success
    }
    if parsed.has("help") {
      console.write(HelpText.main)
      return .success
    }
    guard let catalog = loadCatalog(parsed) else { return .failure }
    // On a terminal, a menu of the trees; otherwise (a script) the overview.
    guard console.inputIsTerminal else {
      console.write(HelpText.overview(catalog))
      return .success
    }
    let interview = Interview(console: console, stateFolder: stateFolder)
    defer { interview.close() }
    switch interview.wizard.chooseTree(catalog.menuOrder) {
    case .success(let tree):
      return RunCommand(tool: self, interview: interview).main(arguments + ["--", tree.id])
    case .failure(let stop):
      interview.close()
      if stop.stop != .quit { console.write("\n", to: interview.stream) }
      return ExitCode(stop.stop)
    }
  }

  private func help(_ arguments: [String]) -> ExitCode {
    // `hig-wizard --lang ja help run`: the options are not the command asked about.
    let topic: String?
    do {
      topic = try parseArguments(arguments, options: Self.globalOptions).operands.first
    } catch {
      return usageError(error, help: "hig-wizard --help")
    }
    switch topic {
    case nil: console.write(HelpText.main)
    case "run": console.write(HelpText.run)
    case "resume": console.write(HelpText.resume)
    case "batch": console.write(HelpText.batch)
    case "list": console.write(HelpText.list)
    case "show": console.write(HelpText.show)
    case "graph": console.write(HelpText.graph)
    case "lint": console.write(HelpText.lint)
    case "help": console.write(HelpText.main)
    case let other?:
      return usageError(
        .unknownCommand(other, suggestion: Suggestion.closest(to: other, in: Self.commands)),
        help: "hig-wizard --help")
    }
    return .success
  }

  /// The bundled trees, then those of `--questions` and `HIG_WIZARD_QUESTIONS`.
  /// Prints the diagnostics and returns nil when any file has errors.
  ///
  /// With `only`, of the bundled trees just that one is read (parsing the
  /// others costs start-up time a run does not need), and follow-ups are
  /// not checked: ``RunCommand`` loads everything when it follows one.
  /// The bundled trees and those of the user's folders (`extraFolders`
  /// first: a saved session's), in the current language, with every problem
  /// printed; nil when a file has errors.
  func loadCatalog(
    _ parsed: ParsedArguments, only: String? = nil, extraFolders: [String] = []
  ) -> TreeCatalog? {
    var catalog = HigWizard.bundledCatalog(only: only)
    var seen: Set<String> = []
    for folder in extraFolders + userFolders(parsed)
    where seen.insert(FileSystem.realPath(folder)).inserted {
      // A folder that is gone (renamed, or a stale variable) takes nothing
      // away: the bundled trees and the other folders still work.
      guard FileSystem.exists(folder) else {
        printer.print(
          Diagnostic(
            .warning,
            tr(
              "folder '{1}' does not exist; its trees are not loaded",
              PlainText.inline(folder))))
        continue
      }
      catalog.add(path: folder)
    }
    catalog.localize(to: Language.current)
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
  static var bundledTreeIDs: [String] { BundledTrees.files.map(\.id) }

  /// A catalog of the trees compiled into the binary; with `only`, just the
  /// one with that id.
  ///
  /// The trees were loaded and validated when the binary was built; `parse`
  /// reads their YAML again, for `lint`.
  static func bundledCatalog(only: String? = nil, parse: Bool = false) -> TreeCatalog {
    var catalog = TreeCatalog()
    let language = Language.current
    for file in BundledTrees.files {
      let id = file.id
      if let only, id != only { continue }
      // The tree in the current language was compiled at build time too.
      let localized = BundledTrees.translations.first {
        $0.tree == id && $0.language == language.rawValue
      }
      if !parse, let tree = TreeCodec.decode(localized?.compiled ?? file.compiled) {
        catalog.add(tree, isBundled: true)
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

  /// `$XDG_STATE_HOME/hig-wizard` (history and saved sessions).
  var stateFolder: String? {
    SessionStore.stateFolder { name in getenv(name).map { String(cString: $0) } }
  }

  var sessionStore: SessionStore? { stateFolder.map { SessionStore(stateFolder: $0) } }

  func userFolders(_ parsed: ParsedArguments) -> [String] {
    var folders: [String] = []
    if let variable = getenv("HIG_WIZARD_QUESTIONS") {
      folders += String(cString: variable).split(separator: ":").map(String.init)
    }
    // The same folder twice (the variable and a flag, say, or `trees` and
    // `./trees/`) is loaded once.
    var seen: Set<String> = []
    return (folders + parsed.values("questions")).filter {
      seen.insert(FileSystem.realPath($0)).inserted
    }
  }

  /// A command that is done before it starts: its help, the version, or a
  /// usage error already printed.
  struct EarlyExit: Error {
    var code: ExitCode
  }

  /// Parses a command's arguments and answers `--help` and `--version`.
  func parse(
    _ arguments: [String], options: [OptionSpec], usage: String,
    help: @autoclosure () -> String, command: String
  ) throws(EarlyExit) -> ParsedArguments {
    let parsed: ParsedArguments
    do {
      parsed = try parseArguments(arguments, options: options)
    } catch {
      throw EarlyExit(code: usageError(error, usage: usage, help: "hig-wizard \(command) --help"))
    }
    // The help screen is made only when it is asked for: it is long.
    if parsed.has("help") {
      console.write(help())
      throw EarlyExit(code: .success)
    }
    if parsed.has("version") {
      console.write("hig-wizard \(version)\n")
      throw EarlyExit(code: .success)
    }
    return parsed
  }

  /// Prints a usage error the way every command does (one `error:` line per
  /// problem, the usage line, where to read more) and returns `.usage`.
  func usageError(
    _ error: UsageError, usage: String? = nil, help: String, context: String? = nil
  ) -> ExitCode {
    let prefix = context.map { "\($0): " } ?? ""
    for line in error.message.split(separator: "\n") {
      printer.print(Diagnostic(.error, prefix + String(line)))
    }
    if let usage { console.write(tr("Usage: {1}", usage) + "\n", to: .error) }
    console.write(tr("See '{1}'.", help) + "\n", to: .error)
    return .usage
  }
}
