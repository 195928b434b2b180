import WizardCore
import WizardTerminal

/// `hig-wizard graph TREE`: the whole tree as a Mermaid flowchart or a
/// Graphviz digraph.
struct GraphCommand: Command {
  static let name = CommandName.graph
  let tool: HigWizard

  func run(_ parsed: ParsedArguments) throws(CommandFailure) {
    let treeID = parsed.operands[0]
    let output = parsed.last(.output).flatMap { $0 == "-" ? nil : $0 }
    let format =
      parsed.last(.format, as: GraphFormat.self) ?? output.map(GraphFormat.forFile) ?? .mermaid
    guard let catalog = tool.loadCatalog(parsed) else { throw .told }
    let tree = try ShowCommand.tree(treeID, in: catalog, for: Self.spec)
    let titles = Dictionary(
      catalog.trees.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
    let text =
      format == .dot
      ? TreeGraph.dot(tree, titles: titles, language: language)
      : TreeGraph.mermaid(tree, titles: titles, language: language)
    guard let output else {
      console.write(text)
      return
    }
    do {
      try FileSystem.writeAtomically(Array(text.utf8), to: output)
    } catch {
      throw .error(Diagnostic(.error, error.description(in: language)))
    }
    console.write(
      language.tr("wrote {1} ({2})", PlainText.inline(output), format.rawValue) + "\n", to: .error)
  }
}
