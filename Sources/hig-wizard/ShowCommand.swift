import WizardCore
import WizardTerminal

/// `hig-wizard show TREE`: an outline of a tree (questions, choices, outcomes).
struct ShowCommand {
  let tool: HigWizard
  var console: Console { tool.console }

  static let usage = "hig-wizard show TREE [--format text|json]"

  static let options =
    HigWizard.globalOptions + [
      OptionSpec(
        long: "format", short: "f", valueName: "FORMAT",
        help: "text or json (sorted keys); default: text")
    ]

  func main(_ arguments: [String]) -> ExitCode {
    let parsed: ParsedArguments
    do {
      parsed = try tool.parse(
        arguments, options: Self.options, usage: Self.usage, help: HelpText.show, command: "show")
    } catch {
      return error.code
    }
    guard let treeID = parsed.operands.first else {
      return usageError(.missingOperand(tr("the tree to show, such as 'presentation'")))
    }
    if parsed.operands.count > 1 { return usageError(.unexpectedOperand(parsed.operands[1])) }
    let format: ListCommand.Format
    switch ListCommand.format(parsed) {
    case .success(let value): format = value
    case .failure(let error): return usageError(error)
    }
    guard let catalog = tool.loadCatalog(parsed) else { return .failure }
    let tree: Tree
    switch Self.tree(treeID, in: catalog) {
    case .success(let found): tree = found
    case .failure(let error): return usageError(error)
    }
    switch format {
    case .json:
      console.write(TreeGraph.outlineJSON(tree).serialized())
    case .text:
      let onTerminal = console.isTerminal(.output)
      console.write(
        TextLayout(
          width: onTerminal ? console.width(.output) : nil,
          color: onTerminal && console.usesColor(.output)
        ).render(TreeGraph.outline(tree)))
    }
    return .success
  }

  /// The tree `id` of the catalog, or the usage error that names the trees
  /// and the likely one.
  static func tree(_ id: String, in catalog: TreeCatalog) -> Result<Tree, UsageError> {
    if let entry = catalog.entry(id) { return .success(entry.tree) }
    return .failure(HigWizard.unknownTree(id, catalog: catalog))
  }

  private func usageError(_ error: UsageError) -> ExitCode {
    tool.usageError(error, usage: Self.usage, help: "hig-wizard show --help")
  }
}
