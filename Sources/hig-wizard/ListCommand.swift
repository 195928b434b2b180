import WizardCore
import WizardTerminal

/// `hig-wizard list`: the trees that can be run, one line each.
struct ListCommand {
  let tool: HigWizard
  var console: Console { tool.console }

  static let usage = "hig-wizard list [--format text|json]"

  static let options =
    HigWizard.globalOptions + [
      OptionSpec(
        long: "format", short: "f", valueName: "FORMAT",
        help: "text (one line per tree) or json (an array); default: text")
    ]

  /// The forms of `list` and `show`.
  enum Format: String, CaseIterable {
    case text, json
  }

  func main(_ arguments: [String]) -> ExitCode {
    let parsed: ParsedArguments
    do {
      parsed = try tool.parse(
        arguments, options: Self.options, usage: Self.usage, help: HelpText.list, command: "list")
    } catch {
      return error.code
    }
    if let operand = parsed.operands.first { return usageError(.unexpectedOperand(operand)) }
    let format: Format
    switch Self.format(parsed) {
    case .success(let value): format = value
    case .failure(let error): return usageError(error)
    }
    guard let catalog = tool.loadCatalog(parsed) else { return .failure }
    switch format {
    case .json: console.write(Self.json(catalog).serialized())
    case .text: console.write(Self.text(catalog))
    }
    return .success
  }

  /// `--format text|json`, text when it is left out.
  static func format(_ parsed: ParsedArguments) -> Result<Format, UsageError> {
    guard let value = parsed.last("format") else { return .success(.text) }
    guard let format = Format(rawValue: value.lowercased()) else {
      return .failure(.invalidValue(option: "--format", value: value, expected: tr("text or json")))
    }
    return .success(format)
  }

  /// One line per tree: id, title, how many questions and outcomes, and the
  /// file of a tree that is not bundled.
  static func text(_ catalog: TreeCatalog) -> String {
    let ids = catalog.trees.map { PlainText.inline($0.id) }
    let titles = catalog.trees.map { PlainText.inline($0.title) }
    let idWidth = ids.map { TextLayout.columns($0) }.max() ?? 0
    let titleWidth = titles.map { TextLayout.columns($0) }.max() ?? 0
    var text = ""
    for (index, entry) in catalog.entries.enumerated() {
      let tree = entry.tree
      var line =
        pad(ids[index], idWidth + 2) + pad(titles[index], titleWidth + 2)
        + trPlural(tree.questions.count, one: "{1} question", other: "{1} questions") + tr(", ")
        + trPlural(tree.outcomes.count, one: "{1} outcome", other: "{1} outcomes")
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

  private func usageError(_ error: UsageError) -> ExitCode {
    tool.usageError(error, usage: Self.usage, help: "hig-wizard list --help")
  }
}
