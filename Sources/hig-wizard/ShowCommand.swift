import WizardCore
import WizardTerminal

/// `hig-wizard show TREE`: an outline of a tree (questions, choices, outcomes).
struct ShowCommand: Command {
  static let name = CommandName.show
  let tool: HigWizard

  func run(_ parsed: ParsedArguments) throws(CommandFailure) {
    let treeID = parsed.operands[0]
    let format = parsed.last(.format, as: ListingFormat.self) ?? .text
    guard let catalog = tool.loadCatalog(parsed) else { throw .told }
    let tree = try Self.tree(treeID, in: catalog, for: Self.spec)
    switch format {
    case .json:
      console.write(TreeGraph.outlineJSON(tree).serialized())
    case .text:
      let onTerminal = console.isTerminal(.output)
      console.write(
        TextLayout(
          width: onTerminal ? console.width(.output) : nil,
          color: console.usesColor(.output)
        ).render(TreeGraph.outline(tree, language: language)))
    }
  }

  /// The tree `id` of the catalog; else the usage error of `spec` that
  /// names the trees and the likely one.
  static func tree(_ id: String, in catalog: TreeCatalog, for spec: CommandSpec)
    throws(CommandFailure) -> Tree
  {
    if let entry = catalog.entry(id) { return entry.tree }
    throw .usage(HigWizard.unknownTree(id, catalog: catalog), spec: spec)
  }
}
