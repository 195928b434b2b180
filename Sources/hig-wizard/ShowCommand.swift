import WizardCore
import WizardTerminal

/// `hig-wizard show TREE`: an outline of a tree (questions, choices, outcomes).
struct ShowCommand {
  let tool: HigWizard
  var language: Language { tool.language }
  var console: Console { tool.console }

  func main(_ parsed: ParsedArguments) -> ExitCode {
    let treeID = parsed.operands[0]
    let format = parsed.last("format")?.lowercased() ?? "text"
    guard let catalog = tool.loadCatalog(parsed) else { return .failure }
    let tree: Tree
    switch Self.tree(treeID, in: catalog) {
    case .success(let found): tree = found
    case .failure(let error): return usageError(error)
    }
    if format == "json" {
      console.write(TreeGraph.outlineJSON(tree).serialized())
    } else {
      let onTerminal = console.isTerminal(.output)
      console.write(
        TextLayout(
          width: onTerminal ? console.width(.output) : nil,
          color: onTerminal && console.usesColor(.output)
        ).render(TreeGraph.outline(tree, language: language)))
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
    tool.usageError(error, for: Commands.show)
  }
}
