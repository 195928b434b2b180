import WizardCore
import WizardTerminal

/// `hig-wizard check [DIR]`: every decision record of DIR replayed against
/// the current trees; fails when a recommendation changed, a tree is
/// missing or a record cannot be read.
struct CheckCommand: Command {
  static let name = CommandName.check
  let tool: HigWizard

  /// The folder checked when none is named: where the README's examples
  /// and the help's record them (`run --record decisions`).
  static let defaultFolder = "decisions"

  func run(_ parsed: ParsedArguments) throws(CommandFailure) {
    let folder = parsed.operands.first ?? Self.defaultFolder
    // A folder that is not there is a mistake in the command line (a CI
    // job run from the wrong place), not a folder without records.
    guard FileSystem.isDirectory(folder) else {
      throw .usage(
        .invalidValue(
          option: "DIR", value: folder,
          expected: Message(
            "a folder of decision records, as 'hig-wizard run TREE --record DIR' writes")),
        spec: Self.spec)
    }
    let files: [String]
    do {
      files = try FileSystem.yamlFiles(in: folder)
    } catch {
      throw .error(Diagnostic(.error, error.message))
    }
    guard let catalog = tool.loadCatalog(parsed) else { throw .told }
    defer { HigWizard.keepUntilExit(catalog) }
    let results = files.map { file in
      RecordCheck.check(path: file) { catalog.entry($0)?.tree }
    }
    // A broken record's problems, each with its line and a caret.
    tool.printer.print(results.flatMap(\.diagnostics))
    let report = CheckReport(results: results, folder: folder, language: language)
    console.write(report.render(parsed.last(.format, as: CheckReport.Format.self) ?? .text))
    if report.fails { throw .told }
  }
}
