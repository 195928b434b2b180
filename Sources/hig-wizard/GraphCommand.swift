import WizardCore
import WizardTerminal

/// `hig-wizard graph TREE`: the whole tree as a Mermaid flowchart or a
/// Graphviz digraph.
struct GraphCommand {
  let tool: HigWizard
  var console: Console { tool.console }

  static let usage = "hig-wizard graph TREE [--format mermaid|dot] [--output FILE]"

  static let options =
    HigWizard.globalOptions + [
      OptionSpec(
        long: "format", short: "f", valueName: "FORMAT",
        help: "mermaid or dot (default: dot for an --output ending in .dot or .gv, else mermaid)"),
      OptionSpec(
        long: "output", short: "o", valueName: "FILE",
        help: "write the graph to FILE atomically ('-': standard output)"),
    ]

  enum Format: String, CaseIterable {
    case mermaid, dot
  }

  func main(_ arguments: [String]) -> ExitCode {
    let parsed: ParsedArguments
    do {
      parsed = try tool.parse(
        arguments, options: Self.options, usage: Self.usage, help: HelpText.graph,
        command: "graph")
    } catch {
      return error.code
    }
    guard let treeID = parsed.operands.first else {
      return usageError(.missingOperand(tr("the tree to draw, such as 'presentation'")))
    }
    if parsed.operands.count > 1 { return usageError(.unexpectedOperand(parsed.operands[1])) }
    let output = parsed.last("output").flatMap { $0 == "-" ? nil : $0 }
    let format: Format
    if let value = parsed.last("format") {
      guard let known = Format(rawValue: value.lowercased()) else {
        return usageError(
          .invalidValue(option: "--format", value: value, expected: tr("mermaid or dot")))
      }
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
      format == .dot ? TreeGraph.dot(tree, titles: titles) : TreeGraph.mermaid(tree, titles: titles)
    guard let output else {
      console.write(text)
      return .success
    }
    do {
      try FileSystem.writeAtomically(Array(text.utf8), to: output)
    } catch {
      tool.printer.print(Diagnostic(.error, error.description))
      return .failure
    }
    console.write(
      tr("wrote {1} ({2})", PlainText.inline(output), format.rawValue) + "\n", to: .error)
    return .success
  }

  /// `.dot` and `.gv` files get DOT; anything else Mermaid.
  static func format(forFile path: String) -> Format {
    path.hasSuffix(".dot") || path.hasSuffix(".gv") ? .dot : .mermaid
  }

  private func usageError(_ error: UsageError) -> ExitCode {
    tool.usageError(error, usage: Self.usage, help: "hig-wizard graph --help")
  }
}
