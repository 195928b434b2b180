import Foundation
import Testing
import WizardCore

/// `list`, `show` and `graph`, run as a person would, with Graphviz's own
/// `dot` as the judge of the DOT output.
@Suite struct GraphCommandTests {
  /// A user tree whose texts try to break DOT and Mermaid: quotes,
  /// backslashes (one at the very end of a label), braces, HTML, entity codes
  /// and control characters; ids that are Graphviz and Mermaid keywords.
  static let hostileYAML = #"""
    id: hostile
    title: "Hostile \"title\" \\ {digraph} <b>&amp;</b>"
    summary: "Every text here tries to break a graph: \" \\ ; [ ] { } | # `"
    start: node
    questions:
      - id: node
        prompt: "\"]; } digraph x { a -> b; <script>alert(1)</script> &lt; \\N \\G \\ `x` #quot; \e[31mred\e[0m\ttab\nline\u202E"
        topic: "T"
        help: "H."
        choices:
          - id: "yes"
            label: "ends with a backslash \\"
            next: edge
            reason: "R."
          - id: "no"
            label: "\a\b"
            next: graph
            reason: "R."
      - id: edge
        prompt: "label=\"x\"]; node [shape=none"
        topic: "T"
        help: "H."
        choices:
          - id: a
            label: "|\"a\"| --> end; %%"
            next: graph
            reason: "R."
          - id: b
            label: "<<b>html</b>>"
            next: strict
            reason: "R."
    outcomes:
      - id: graph
        title: "\a"
        recommendation: "R."
        rationale: "R."
        topic: "T"
        checklist:
          - text: "One."
            topic: "T"
      - id: strict
        title: "strict \"end\" \\"
        recommendation: "R."
        rationale: "R."
        topic: "T"
        checklist:
          - text: "One."
            topic: "T"
    """#

  /// A folder holding the hostile tree; the caller removes it.
  static func hostileFolder() throws -> URL {
    let folder = try temporaryFolder()
    try write(hostileYAML, to: folder.appendingPathComponent("hostile.yaml"))
    return folder
  }

  /// The bundled tree `id`, read from Questions/ as the binary embeds it.
  static func repositoryTree(_ id: String) throws -> Tree {
    let path = Binary.repository.appendingPathComponent("Questions/\(id).yaml").path
    let result = TreeLoader.load(
      bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), source: path)
    return try #require(result.tree, "\(result.diagnostics)")
  }

  /// The trees `hig-wizard list --format json` names, as objects.
  static func listed(_ extra: [String] = []) throws -> [[String: Any]] {
    let result = try hig(["list", "--format", "json"] + extra)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    return try #require(json as? [[String: Any]])
  }

  /// Runs Graphviz on `dot` and returns the SVG.
  static func svg(_ dot: String) throws -> String {
    #expect(
      FileManager.default.isExecutableFile(atPath: "/usr/bin/dot"),
      "Graphviz is missing: run 'make deps' (Debian package graphviz)")
    let result = try runProcess("/usr/bin/dot", ["-Tsvg"], input: dot)
    #expect(result.status == 0, "dot -Tsvg failed: \(result.stderr)\n\(dot)")
    #expect(result.stdout.contains("<svg"), "\(result.stdout.prefix(200))")
    return result.stdout
  }

  // MARK: - list

  @Test func listNamesEveryBundledTreeWithItsCounts() throws {
    let files = try FileManager.default.contentsOfDirectory(
      atPath: Binary.repository.appendingPathComponent("Questions").path
    ).filter {
      ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) && !FileSystem.isTranslationFile($0)
    }
    let trees = try Self.listed()
    #expect(trees.count == files.count)
    let presentation = try #require(trees.first { $0["id"] as? String == "presentation" })
    #expect(presentation["title"] as? String == "Presentation")
    #expect(presentation["questions"] as? Int == 11)
    #expect(presentation["outcomes"] as? Int == 5)
    #expect(presentation["bundled"] as? Bool == true)
    #expect((presentation["summary"] as? String)?.hasPrefix("Decides how to present") == true)

    // The text has one line per tree with the same facts.
    let text = try hig(["list"])
    #expect(text.status == 0)
    #expect(text.stderr == "")
    let lines = text.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == trees.count)
    for (line, tree) in zip(lines, trees) {
      let id = try #require(tree["id"] as? String)
      let title = try #require(tree["title"] as? String)
      let questions = try #require(tree["questions"] as? Int)
      let outcomes = try #require(tree["outcomes"] as? Int)
      let words = line.split(separator: "  ", omittingEmptySubsequences: true).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      #expect(words == [id, title, "\(questions) questions, \(outcomes) outcomes"], "\(line)")
    }
  }

  @Test func listShowsUserTreesAndWhereTheyComeFrom() throws {
    let folder = try Self.hostileFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trees = try Self.listed(["--questions", folder.path])
    let hostile = try #require(trees.first { $0["id"] as? String == "hostile" })
    #expect(hostile["bundled"] as? Bool == false)
    #expect(hostile["source"] as? String == folder.appendingPathComponent("hostile.yaml").path)
    #expect(hostile["title"] as? String == #"Hostile "title" \ {digraph} <b>&amp;</b>"#)

    let text = try hig(["list", "-q", folder.path])
    let line = try #require(text.stdout.split(separator: "\n").first { $0.hasPrefix("hostile ") })
    #expect(line.hasSuffix("2 questions, 2 outcomes  (\(folder.path)/hostile.yaml)"))
  }

  @Test(arguments: [
    (["list", "extra"], "error: unexpected argument 'extra'"),
    (
      ["list", "--format", "yaml"],
      "error: invalid value 'yaml' for '--format'; expected text or json"
    ),
    (["show"], "error: missing the tree to show, such as 'presentation'"),
    (["show", "presentation", "--format", "dot"], "expected text or json"),
    (["show", "presentatoin"], "Did you mean 'presentation'?"),
    (["show", "presentation", "saving"], "error: unexpected argument 'saving'"),
    (["graph"], "error: missing the tree to draw, such as 'presentation'"),
    (["graph", "presentaton", "--format", "dot"], "Did you mean 'presentation'?"),
    (["graph", "presentation", "--format", "svg"], "expected mermaid or dot"),
    (["graph", "presentation", "--ouput", "x"], "Did you mean '--output'?"),
    (["grpah", "presentation"], "Did you mean 'graph'?"),
  ])
  func usageErrors(_ arguments: [String], _ message: String) throws {
    let result = try hig(arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test func unknownTreeNamesTheTrees() throws {
    let result = try hig(["show", "presentatoin"])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "error: unknown tree 'presentatoin'. Did you mean 'presentation'? (trees: "))
    #expect(result.stderr.contains("presentation"))
    #expect(
      result.stderr.hasSuffix(
        "Usage: hig-wizard show TREE [--format text|json]\nSee 'hig-wizard show --help'.\n"))
  }

  // MARK: - show

  @Test func showOutlinesTheTree() throws {
    let result = try hig(["show", "presentation"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    let out = result.stdout
    #expect(out.hasPrefix("Presentation [presentation]\n  Decides how to present"))
    #expect(
      out.contains(
        "\nQuestions (11, starting at platform)\n  platform: Which device is this task for?\n"
      ))
    #expect(out.contains("\n  modal-needed: Does the task need a context of its own"))
    #expect(out.contains("\n      ipad \"iPad\" [default] → modal-needed\n"))
    #expect(out.contains("\n      iphone \"iPhone\" → modal-needed-iphone\n"))
    #expect(out.contains("\n      yes \"Yes\" [default] → modal-view (outcome)\n"))
    #expect(out.contains("\n      no \"No\" [default] → one-time\n"))
    #expect(out.contains("\nOutcomes (5)\n  nonmodal-popover: Nonmodal popover\n"))
    let tree = try Self.repositoryTree("presentation")
    for outcome in tree.outcomes {
      #expect(out.contains("  \(outcome.id): \(outcome.title)\n      \(outcome.recommendation)\n"))
    }
    // Not a terminal: one paragraph per line, no escape sequences.
    #expect(!out.contains("\u{1B}"))
  }

  @Test func showJSONIsTheOutline() throws {
    let result = try hig(["show", "presentation", "--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["id"] as? String == "presentation")
    #expect(json["start"] as? String == "platform")
    let questions = try #require(json["questions"] as? [[String: Any]])
    #expect(
      questions.map { $0["id"] as? String } == [
        "platform", "modal-needed", "modal-needed-iphone", "screen-tools", "suspend",
        "fits-in-view", "depth", "multiple-inputs", "drill-down", "one-time", "main-function",
      ])
    #expect(questions[5]["default"] is NSNull)
    #expect(questions[4]["default"] as? String == "no")
    #expect(questions[0]["default"] as? String == "ipad")
    let choices = try #require(questions[0]["choices"] as? [[String: String]])
    #expect(
      choices == [
        ["id": "ipad", "label": "iPad", "next": "modal-needed"],
        ["id": "iphone", "label": "iPhone", "next": "modal-needed-iphone"],
      ])
    let tree = try Self.repositoryTree("presentation")
    let outcomes = try #require(json["outcomes"] as? [[String: Any]])
    #expect(outcomes.map { $0["checklistItems"] as? Int } == tree.outcomes.map(\.checklist.count))
    // Byte for byte what the core renders.
    #expect(result.stdout == TreeGraph.outlineJSON(tree).serialized())
  }

  @Test func showOfAHostileTreeSendsNoControlCharacters() throws {
    let folder = try Self.hostileFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try hig(["show", "hostile", "--questions", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!result.stdout.contains("\u{202E}"))
    let json = try hig(["show", "hostile", "-q", folder.path, "-f", "json"])
    #expect(json.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["title"] as? String == #"Hostile "title" \ {digraph} <b>&amp;</b>"#)
  }

  // MARK: - graph

  @Test func mermaidIsTheDefaultAndMatchesTheCore() throws {
    let result = try hig(["graph", "presentation"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    #expect(
      result.stdout.hasPrefix(
        "flowchart TD\n  q_platform[\"Which device is this task for?\"]\n  q_modal_needed[\"Does the task need a context of its own"
      ))
    #expect(result.stdout.contains("\n  q_platform -->|\"iPhone\"| q_modal_needed_iphone\n"))
    #expect(result.stdout.contains("\n  q_modal_needed_iphone -->|\"Yes\"| o_modal_view\n"))
    // The follow-up node shows the next tree's title, not its id.
    #expect(result.stdout.contains("t_modal_style[[\"Next decision#58; Modal style\"]]"))
    #expect(
      result.stdout
        == TreeGraph.mermaid(
          try Self.repositoryTree("presentation"),
          titles: ["modal-style": "Modal style", "presentation": "Presentation"], language: .en))
  }

  @Test func graphvizDrawsThePresentationTree() throws {
    let result = try hig(["graph", "presentation", "--format", "dot"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("digraph \"presentation\" {\n"))
    let svg = try Self.svg(result.stdout)
    #expect(svg.contains("Modal popover"))
    #expect(svg.contains("iPhone"))
  }

  @Test func graphvizDrawsEveryListedTree() throws {
    let trees = try Self.listed()
    #expect(trees.count >= 1)
    for tree in trees {
      let id = try #require(tree["id"] as? String)
      let result = try hig(["graph", id, "--format", "dot"])
      #expect(result.status == 0, "\(id): \(result.stderr)")
      _ = try Self.svg(result.stdout)
    }
  }

  @Test func graphvizDrawsAHostileTreeAndShowsItsTextAsText() throws {
    let folder = try Self.hostileFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try hig(["graph", "hostile", "--format", "dot", "--questions", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    let svg = try Self.svg(result.stdout)
    // Graphviz drew the text instead of obeying it: one node per question
    // and outcome, one edge per choice, and the HTML escaped.
    #expect(svg.components(separatedBy: "class=\"node\"").count - 1 == 4)
    #expect(svg.components(separatedBy: "class=\"edge\"").count - 1 == 4)
    #expect(!svg.contains("<script>"))
    #expect(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(svg.contains("ends with a backslash \\"))

    let mermaid = try hig(["graph", "hostile", "-q", folder.path])
    #expect(mermaid.status == 0)
    #expect(!mermaid.stdout.contains("<script>"))
    #expect(mermaid.stdout.contains("  q_node --> o_graph\n"))
  }

  @Test func outputIsWrittenAtomicallyInTheFormatOfItsName() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let dot = try hig(["graph", "presentation", "-o", "tree.dot"], directory: folder)
    #expect(dot.status == 0, "\(dot.stderr)")
    #expect(dot.stdout == "")
    #expect(dot.stderr == "wrote tree.dot (dot)\n")
    _ = try Self.svg(try read(folder.appendingPathComponent("tree.dot")))

    let mermaid = try hig(["graph", "presentation", "--output", "tree.mmd"], directory: folder)
    #expect(mermaid.stderr == "wrote tree.mmd (mermaid)\n")
    #expect(try read(folder.appendingPathComponent("tree.mmd")).hasPrefix("flowchart TD\n"))

    // --format wins over the name; '-' is standard output.
    let forced = try hig(
      ["graph", "presentation", "-f", "mermaid", "-o", "forced.dot"], directory: folder)
    #expect(forced.status == 0)
    #expect(try read(folder.appendingPathComponent("forced.dot")).hasPrefix("flowchart TD\n"))
    let stdout = try hig(["graph", "presentation", "-o", "-"], directory: folder)
    #expect(stdout.stdout.hasPrefix("flowchart TD\n"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "forced.dot", "tree.dot", "tree.mmd",
      ])

    // A folder that does not exist: exit 1, nothing written.
    let missing = try hig(["graph", "presentation", "-o", "nope/tree.dot"], directory: folder)
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("nope/tree.dot"))
  }

  @Test(arguments: ["list", "show", "graph"])
  func helpForEachCommand(_ command: String) throws {
    let help = try hig(["help", command])
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("Usage: hig-wizard \(command)"))
    let flag = try hig([command, "--help"])
    #expect(flag.stdout == help.stdout)
    let main = try hig(["--help"])
    #expect(main.stdout.contains("\n  hig-wizard \(command)"))
    #expect(main.stdout.contains("\n  \(command) "))
  }
}
