import WizardCore
import WizardTerminal

/// `hig-wizard list`: the trees that can be run, one line each.
struct ListCommand: Command {
  static let name = CommandName.list
  let tool: HigWizard

  func run(_ parsed: ParsedArguments) throws(CommandFailure) {
    guard let catalog = tool.loadCatalog(parsed) else { throw .told }
    switch parsed.last(.format, as: ListingFormat.self) ?? .text {
    case .json: console.write(Self.json(catalog).serialized())
    case .text: console.write(text(catalog))
    }
  }

  /// One line per tree: id, title, how many questions and outcomes, and the
  /// file of a tree that is not bundled.
  func text(_ catalog: TreeCatalog) -> String {
    let ids = catalog.trees.map { PlainText.inline($0.id) }
    let titles = catalog.trees.map { PlainText.inline($0.title) }
    let idWidth = ids.map { TextLayout.columns($0) }.max() ?? 0
    let titleWidth = titles.map { TextLayout.columns($0) }.max() ?? 0
    var text = ""
    for (index, entry) in catalog.entries.enumerated() {
      let tree = entry.tree
      var line =
        Self.pad(ids[index], idWidth + 2) + Self.pad(titles[index], titleWidth + 2)
        + language.trPlural(tree.questions.count, one: "{1} question", other: "{1} questions")
        + language.tr(", ")
        + language.trPlural(tree.outcomes.count, one: "{1} outcome", other: "{1} outcomes")
      if !entry.isBundled { line += "  (\(PlainText.inline(tree.source)))" }
      text += line + "\n"
    }
    return text
  }

  /// An array with one object per tree: `id`, `title`, `summary`,
  /// `questions` and `outcomes` (counts), `bundled`, and `source` (the file).
  static func json(_ catalog: TreeCatalog) -> JSONValue {
    .array(
      catalog.entries.map { entry in
        let tree = entry.tree
        return .object([
          "id": .string(tree.id),
          "title": .string(tree.title),
          "summary": .string(tree.summary),
          "questions": .number(tree.questions.count),
          "outcomes": .number(tree.outcomes.count),
          "bundled": .bool(entry.isBundled),
          "source": .string(tree.source),
        ])
      })
  }

  /// `text` followed by spaces up to `width` terminal columns.
  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - TextLayout.columns(text)))
  }
}
