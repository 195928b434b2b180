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
    var report = CheckReport(results: results, folder: folder, language: language)
    let sources = parsed.values(.sources)
    if !sources.isEmpty {
      report.code = try codeFindings(results, sources: sources, cache: !parsed.has(.noCache))
    }
    console.write(report.render(parsed.last(.format, as: CheckReport.Format.self) ?? .text))
    if report.fails { throw .told }
  }

  /// The records' `code:` types looked up in what `scan` finds in `sources`.
  private func codeFindings(_ results: [RecordCheck.RecordResult], sources: [String], cache: Bool)
    throws(CommandFailure) -> [RecordSources.Finding]
  {
    for path in sources where !FileSystem.exists(path) {
      throw .error(Diagnostic(.error, Message("cannot scan '{1}': no such file or folder", path)))
    }
    let guidance = try ScanCommand.guidance(language: language)
    let batch = try ScanCommand.scanned(
      sources, names: guidance.names, cache: cache, language: language)
    tool.printer.print(batch.problems.map { Diagnostic(.warning, .verbatim($0)) })
    let inventory = ScanAnalysis.analyze(batch.files, guidance: guidance)
    let records = results.compactMap { result in result.record.map { (result.file, $0) } }
    return RecordSources.findings(
      records: records, presentations: inventory.presentations, guidance: guidance,
      codeLine: { file, code in Self.line(of: code, in: file) })
  }

  /// The line of `code`'s entry in the record `file` (after `code:`), or 1.
  static func line(of code: String, in file: String) -> Int {
    guard let bytes = try? FileSystem.read(file) else { return 1 }
    var inCode = false
    for (index, line) in String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).enumerated() {
      if line.hasPrefix("code:") { inCode = true }
      // The entry as a whole word: `Setup` is not found in `SetupView`.
      let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
      if inCode, words.contains(where: { $0 == code }) { return index + 1 }
    }
    return 1
  }
}
