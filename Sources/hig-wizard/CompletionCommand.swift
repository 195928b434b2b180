import WizardCore

/// `hig-wizard completion SHELL`, and the hidden `hig-wizard __complete
/// WORDS…` its scripts call.
struct CompletionCommand: Command {
  static let name = CommandName.completion
  let tool: HigWizard

  func run(_ parsed: ParsedArguments) throws(CommandFailure) {
    let shell = try operand(0, of: parsed, as: CompletionScript.Shell.self)
    console.write(CompletionScript.text(for: shell))
  }

  /// The candidates for the last of `words`, one a line. It never asks,
  /// never writes a session, and prints no diagnostic: a tree folder that
  /// does not load just offers nothing of its own.
  static func complete(_ words: [String], locale: Language) -> (ExitCode, Language) {
    let settings = HigWizard.global(Array(words.dropLast()))
    // The configuration file's trees and language, as the command will have.
    let configuration =
      settings.has(.noConfig) ? Configuration() : HigWizard.quietConfiguration
    let (language, _) = HigWizard.chooseLanguage(
      settings, locale: configuration.language ?? locale)
    let tool = HigWizard(language: language, configuration: configuration)
    var catalog = HigWizard.bundledCatalog(language: language)
    catalog.add(folders: tool.userFolders(settings))
    catalog.localize(to: language)
    // Names and headers only: a Tab never reads a whole session. A session
    // whose header is not at the start of its file is offered by name.
    var sessions: [(String, String)] = []
    if let store = tool.sessionStore {
      let headers = store.headers(readingWhole: false).headers
      let described = Set(headers.map(\.name))
      sessions =
        headers.map {
          ($0.name, $0.summary(in: language, separator: language.tr(context: "list", ", ")))
        } + ((try? store.names()) ?? []).filter { !described.contains($0) }.map { ($0, "") }
    }
    let found = catalog
    let completer = Completer(
      trees: catalog.trees, sessions: sessions, language: language,
      followUps: { found.followUps(of: $0) })
    let lines = completer.complete(words.isEmpty ? [""] : words).lines
    tool.console.write(lines.map { $0 + "\n" }.joined())
    return (.success, language)
  }
}
