import WizardCore
import WizardTerminal

/// `hig-wizard graph TREE`: the whole tree as a Mermaid flowchart or a
/// Graphviz digraph.
struct GraphCommand {
  let tool: HigWizard
  var language: Language { tool.language }
  var console: Console { tool.console }

  enum Format: String, CaseIterable {
    case mermaid, dot
  }

  func main(_ parsed: ParsedArguments) -> ExitCode {
    let treeID = parsed.operands[0]
    let output = parsed.last("output").flatMap { $0 == "-" ? nil : $0 }
    let format: Format
    if let value = parsed.last("format"), let known = Format(rawValue: value.lowercased()) {
      format = known
    } else {
      format = output.map(Self.format(forFile:)) ?? .mermaid
    }
    guard let catalog = tool.loadCatalog(parsed) else { return .failure }
    let tree: Tree
    switch ShowCommand.tree(treeID, in: catalog) {
    case .success(let found): tree = found
    case .failure(let error): return usageError(error)
    }
    let titles = Dictionary(
      catalog.trees.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
    let text =
      format == .dot
      ? TreeGraph.dot(tree, titles: titles, language: language)
      : TreeGraph.mermaid(tree, titles: titles, language: language)
    guard let output else {
      console.write(text)
      return .success
    }
    do {
      try FileSystem.writeAtomically(Array(text.utf8), to: output)
    } catch {
      tool.printer.print(Diagnostic(.error, error.description(in: language)))
      return .failure
    }
    console.write(
      language.tr("wrote {1} ({2})", PlainText.inline(output), format.rawValue) + "\n", to: .error)
    return .success
  }

  /// `.dot` and `.gv` files get DOT; anything else Mermaid.
  static func format(forFile path: String) -> Format {
    path.hasSuffix(".dot") || path.hasSuffix(".gv") ? .dot : .mermaid
  }

  private func usageError(_ error: UsageError) -> ExitCode {
    tool.usageError(error, for: Commands.graph)
  }
}
