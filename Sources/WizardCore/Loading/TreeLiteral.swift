/// A loaded, validated tree as Swift source: the body of a function that
/// builds the same tree from literals. The build embeds the bundled trees
/// this way, so that a run neither parses YAML nor decodes anything for them:
/// every text is a string literal in the binary, used where it lies.
///
/// The source covers every field a loaded tree has, so two trees with the
/// same source are the same tree (the tests compare them that way).
public enum TreeLiteral {
  /// Statements that end with `return` of the tree, indented by `indent`.
  /// They use only WizardCore's public initializers.
  public static func functionBody(_ tree: Tree, indent: String = "    ") -> String {
    var writer = Writer(indent: indent)
    writer.line("let source = \(quoted(tree.source))")
    writer.line("func at(_ line: Int, _ column: Int) -> SourceLocation {")
    writer.line("  SourceLocation(file: source, line: line, column: column)")
    writer.line("}")
    writer.line("var questions: [Question] = []")
    writer.line("questions.reserveCapacity(\(tree.questions.count))")
    for question in tree.questions {
      writer.line("questions.append(")
      writer.line("  Question(")
      writer.line(
        "    id: \(quoted(question.id)), prompt: \(quoted(question.prompt)),"
          + " topic: \(quoted(question.topic)), help: \(quoted(question.help)),"
          + " defaultChoice: \(optional(question.defaultChoice)),")
      writer.line("    choices: [")
      for choice in question.choices {
        writer.line(
          "      Choice(id: \(quoted(choice.id)), label: \(quoted(choice.label)),"
            + " next: \(quoted(choice.next)), reason: \(quoted(choice.reason)),"
            + " location: \(place(choice.location)), nextLocation: \(place(choice.nextLocation))),"
        )
      }
      writer.line("    ],")
      writer.line(
        "    fact: \(optional(question.fact)), page: \(optional(question.page)),"
          + " location: \(place(question.location))))")
    }
    writer.line("var outcomes: [Outcome] = []")
    writer.line("outcomes.reserveCapacity(\(tree.outcomes.count))")
    for outcome in tree.outcomes {
      // Each list is filled by appends in a block of its own: a list written
      // as a literal of literals becomes static data, whose every text is a
      // pointer the loader relocates at start, in every run, for every
      // bundled tree, where a run builds one.
      writer.line("do {")
      writer.indented {
        $0.checklist(outcome.checklist)
        $0.applies("applies", outcome.applies)
        if let implementation = outcome.implementation {
          $0.framework("uikit", implementation.uikit)
          $0.framework("swiftui", implementation.swiftui)
        }
        $0.line("outcomes.append(")
        $0.line("  Outcome(")
        $0.line(
          "    id: \(quoted(outcome.id)), title: \(quoted(outcome.title)),"
            + " recommendation: \(quoted(outcome.recommendation)),"
            + " rationale: \(quoted(outcome.rationale)), topic: \(quoted(outcome.topic)),")
        $0.line("    checklist: checklist, follow: \(optional(outcome.follow)), applies: applies,")
        if let implementation = outcome.implementation {
          $0.line(
            "    implementation: Implementation(uikit: uikit, swiftui: swiftui,"
              + " today: \(optional(implementation.today))),")
        } else {
          $0.line("    implementation: nil,")
        }
        $0.line(
          "    page: \(optional(outcome.page)), location: \(place(outcome.location)),"
            + " followLocation: \(outcome.followLocation.map(place) ?? "nil")))")
      }
      writer.line("}")
    }
    writer.line("var tree = Tree(")
    writer.line(
      "  id: \(quoted(tree.id)), title: \(quoted(tree.title)), summary: \(quoted(tree.summary)),"
        + " start: \(quoted(tree.start)),")
    writer.line(
      "  questions: questions, outcomes: outcomes, source: source,"
        + " location: \(place(tree.location)), startLocation: \(place(tree.startLocation)),")
    writer.line("  fingerprint: \(quoted(tree.fingerprint)))")
    writer.list("pages", of: "GuidelinePage", tree.pages) { page in
      "GuidelinePage(id: \(quoted(page.id)), title: \(quoted(page.title)),"
        + " url: \(quoted(page.url)))"
    }
    writer.line("tree.pages = pages")
    writer.line("return tree")
    return writer.text
  }

  /// `text` as a Swift string literal: ASCII controls, the C1 controls, the
  /// general punctuation block's invisible characters, line and paragraph
  /// separators and byte order marks as `\u{…}`, so that the literal is one
  /// line that no text can end early or hide in.
  public static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x22: out += "\\\""
      case 0x5C: out += "\\\\"
      case 0x20...0x7E: out.unicodeScalars.append(scalar)
      case 0x00...0x1F, 0x7F...0x9F, 0x2000...0x200F, 0x2028...0x202F, 0x205F...0x206F, 0xFEFF:
        out += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  private static func optional(_ text: String?) -> String {
    text.map(quoted) ?? "nil"
  }

  private static func place(_ location: SourceLocation) -> String {
    "at(\(location.line), \(location.column))"
  }

  private struct Writer {
    var indent: String
    var text = ""

    mutating func line(_ line: String) {
      text += indent + line + "\n"
    }

    mutating func indented(_ body: (inout Writer) -> Void) {
      let outer = indent
      indent += "  "
      body(&self)
      indent = outer
    }

    /// `var name: [Element]`, filled with `items` one append at a time.
    mutating func list<Item>(
      _ name: String, of element: String, _ items: [Item], _ literal: (Item) -> String
    ) {
      guard !items.isEmpty else { return line("let \(name): [\(element)] = []") }
      line("var \(name): [\(element)] = []")
      line("\(name).reserveCapacity(\(items.count))")
      for item in items { line("\(name).append(\(literal(item)))") }
    }

    /// `var checklist`, each item appended; an item's `applies` is built
    /// in a block of its own just before it.
    mutating func checklist(_ items: [ChecklistItem]) {
      guard !items.isEmpty else { return line("let checklist: [ChecklistItem] = []") }
      line("var checklist: [ChecklistItem] = []")
      line("checklist.reserveCapacity(\(items.count))")
      for item in items {
        let literal =
          "ChecklistItem(text: \(quoted(item.text)), topic: \(quoted(item.topic)),"
          + " point: \(optional(item.point)), settledBy: \(optional(item.settledBy)),"
          + " page: \(optional(item.page)),"
          + " applies: \(item.applies.isEmpty ? "[]" : "itemApplies"),"
          + " priority: \(item.priority.map(String.init) ?? "nil"))"
        guard !item.applies.isEmpty else {
          line("checklist.append(\(literal))")
          continue
        }
        line("do {")
        indented {
          $0.applies("itemApplies", item.applies)
          $0.line("checklist.append(\(literal))")
        }
        line("}")
      }
    }

    /// `name: [Applicability]`, each fact's values filled by appends.
    mutating func applies(_ name: String, _ applies: [Applicability]) {
      line("\(applies.isEmpty ? "let" : "var") \(name): [Applicability] = []")
      for applicability in applies {
        line("do {")
        indented {
          $0.list("values", of: "String", applicability.values, quoted)
          $0.line(
            "\(name).append(Applicability(fact: \(quoted(applicability.fact)), values: values))")
        }
        line("}")
      }
    }

    /// `let name = Implementation.Framework(…)`, its APIs filled first.
    mutating func framework(_ name: String, _ framework: Implementation.Framework) {
      list("\(name)APIs", of: "Implementation.API", framework.apis) { api in
        "Implementation.API(symbol: \(quoted(api.symbol)), url: \(quoted(api.url)),"
          + " since: \(optional(api.since)))"
      }
      line(
        "let \(name) = Implementation.Framework(summary: \(quoted(framework.summary)),"
          + " apis: \(name)APIs, sketch: \(quoted(framework.sketch)),"
          + " context: \(framework.context.map { ".\($0.rawValue)" } ?? "nil"),"
          + " sketchStart: \(framework.sketchStart.map(place) ?? "nil"))")
    }
  }
}
