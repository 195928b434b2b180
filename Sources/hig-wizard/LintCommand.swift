import WizardCore
import WizardTerminal

/// `hig-wizard lint [FILE|DIR]...`: every problem in every file, or one
/// summary line when all is well.
struct LintCommand {
  let tool: HigWizard
  var console: Console { tool.console }

  static let usage = "hig-wizard lint [FILE|DIR]..."

  func main(_ arguments: [String]) -> ExitCode {
    let parsed: ParsedArguments
    do {
      parsed = try tool.parse(
        arguments, options: HigWizard.globalOptions, usage: Self.usage, help: HelpText.lint,
        command: "lint")
    } catch {
      return error.code
    }
    var catalog = TreeCatalog()
    var missing: [Diagnostic] = []
    var files = 0
    if parsed.operands.isEmpty {
      catalog = HigWizard.bundledCatalog(parse: true)
      files = BundledTrees.files.count
      for folder in tool.userFolders(parsed) {
        files += countFiles(folder)
        catalog.add(path: folder)
      }
    } else {
      for path in parsed.operands {
        if !FileSystem.exists(path) {
          missing.append(Diagnostic(.error, "cannot lint '\(path)': no such file or folder"))
          continue
        }
        files += countFiles(path)
        catalog.add(path: path)
      }
    }
    // Follow-ups may name the bundled trees.
    catalog.checkFollowUps(otherIDs: HigWizard.bundledTreeIDs)
    let diagnostics = catalog.diagnostics + missing
    tool.printer.print(diagnostics)
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    let questions = catalog.trees.reduce(0) { $0 + $1.questions.count }
    let outcomes = catalog.trees.reduce(0) { $0 + $1.outcomes.count }
    let fileCount = "\(files) \(files == 1 ? "file" : "files")"
    if errors > 0 {
      console.write(
        "lint: \(errors) \(errors == 1 ? "error" : "errors")\(warnings > 0 ? ", \(warnings) \(warnings == 1 ? "warning" : "warnings")" : "") in \(fileCount)\n",
        to: .error)
      return .failure
    }
    if files == 0 {
      console.write("lint: no .yaml or .yml files found\n", to: .error)
      return .failure
    }
    console.write(
      "lint: \(fileCount) ok: \(catalog.trees.count) \(catalog.trees.count == 1 ? "tree" : "trees"), \(questions) questions, \(outcomes) outcomes\(warnings > 0 ? ", \(warnings) \(warnings == 1 ? "warning" : "warnings")" : "")\n"
    )
    return .success
  }

  private func countFiles(_ path: String) -> Int {
    guard FileSystem.isDirectory(path) else { return 1 }
    return (try? FileSystem.treeFiles(in: path).count) ?? 0
  }
}
