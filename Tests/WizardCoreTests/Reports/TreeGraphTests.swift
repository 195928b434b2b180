import Testing

@testable import WizardCore

@Suite struct TreeGraphTests {
  /// Every text of this tree tries to break a chart: quotes, brackets, pipes,
  /// semicolons, HTML, `#` and entity codes, backticks, Mermaid keywords as
  /// ids and text, Mermaid's own entity placeholders, and control characters
  /// (one label and one title are nothing else).
  static let hostileYAML = #"""
    id: hostile
    title: "Hostile \"title\" <b>&amp;</b> \\ end"
    summary: "A tree whose every text tries to break a chart: ] | ; # ` end\a"
    start: end
    questions:
      - id: end
        prompt: "\"]; end; A --> B; click end call alert() <script>alert(1)</script> #quot; #35; & \\ `x` %% {{ }} ( ) [ ] | style:#f00; ﬂ°x¶ß \e[31mred\e[0m\ttab\nnew line \u202Ebidi"
        topic: "Topic: #;"
        help: "Why."
        choices:
          - id: "yes"
            label: "|\"Yes\"| --> end; %%"
            next: subgraph
            reason: "R."
          - id: "no"
            label: "\a\b"
            next: o
            reason: "R."
      - id: subgraph
        prompt: "`markdown **bold**`"
        topic: "T"
        help: "H."
        default: a
        choices:
          - id: a
            label: "#"
            next: x
            reason: "R."
          - id: b
            label: "classDef a fill:#f00;"
            next: style
            reason: "R."
          - id: c
            label: "ends with a backslash \\"
            next: class
            reason: "R."
      - id: style
        prompt: "style q_end fill:#f00; linkStyle 0 stroke:#f00"
        topic: "T"
        help: "H."
        choices:
          - id: a
            label: "<"
            next: default
            reason: "R."
          - id: b
            label: "漢字 & émoji 🎉"
            next: o
            reason: "R."
    outcomes:
      - id: o
        title: "o --> x"
        recommendation: "Do \"this\"; <i>now</i>."
        rationale: "R."
        topic: "T"
        checklist:
          - text: "One."
            topic: "T"
      - id: x
        title: "\a"
        recommendation: "Nothing."
        rationale: "R."
        topic: "T"
        checklist:
          - text: "One."
            topic: "T"
          - text: "Two."
            topic: "T"
      - id: class
        title: "class \"end\""
        recommendation: "R."
        rationale: "R."
        topic: "T"
        checklist:
          - text: "One."
            topic: "T"
      - id: default
        title: "#35; &lt; <img src=x onerror=alert(1)>"
        recommendation: "R."
        rationale: "R."
        topic: "T"
        checklist:
          - text: "One."
            topic: "T"
    """#

  static func hostile() throws -> Tree {
    let result = TreeLoader.load(text: hostileYAML, source: "hostile.yaml")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    return try #require(result.tree)
  }

  /// The bundled trees and the hostile one.
  static func trees() throws -> [Tree] {
    try Fixtures.allTrees() + [try hostile()]
  }

  /// What a label shows: the text on one line, or the id when nothing is left.
  static func shown(_ text: String, orID id: String) -> String {
    let plain = PlainText.inline(text)
    return plain.isEmpty ? id : plain
  }

  // MARK: - Mermaid, whole tree

  @Test func wholeTreeChartsAreValidAndComplete() throws {
    let trees = try Self.trees()
    #expect(trees.count >= 5)
    for tree in trees {
      let text = TreeGraph.mermaid(tree, language: .en)
      let chart = MermaidChart(parsing: text)
      #expect(chart.problems == [], "\(tree.id):\n\(text)")
      #expect(chart.direction == "TD")
      // Every question and outcome once, with its text as people will see it,
      // and one node per follow-up tree.
      let follows = Set(tree.outcomes.compactMap(\.follow))
      #expect(
        chart.nodes.count == tree.questions.count + tree.outcomes.count + follows.count,
        "\(tree.id)")
      for question in tree.questions {
        #expect(
          chart.nodes[TreeGraph.nodeID(question.id, isOutcome: false)]
            == MermaidChart.Node(shape: .box, label: Self.shown(question.prompt, orID: question.id)),
          "\(tree.id): \(question.id)")
      }
      for outcome in tree.outcomes {
        #expect(
          chart.nodes[TreeGraph.nodeID(outcome.id, isOutcome: true)]
            == MermaidChart.Node(
              shape: .stadium, label: Self.shown(outcome.title, orID: outcome.id)),
          "\(tree.id): \(outcome.id)")
      }
      // One edge per choice, in order, labelled with the choice.
      let outcomes = Set(tree.outcomes.map(\.id))
      let expected = tree.questions.flatMap { question in
        question.choices.map { choice in
          let label = PlainText.inline(choice.label)
          return MermaidChart.Edge(
            from: TreeGraph.nodeID(question.id, isOutcome: false),
            to: TreeGraph.nodeID(choice.next, isOutcome: outcomes.contains(choice.next)),
            label: label.isEmpty ? nil : label)
        }
      }
      let followEdges = tree.outcomes.compactMap { outcome in
        outcome.follow.map {
          MermaidChart.Edge(
            from: TreeGraph.nodeID(outcome.id, isOutcome: true),
            to: "t_" + $0.replacingDashes, label: "then")
        }
      }
      #expect(chart.edges == expected + followEdges, "\(tree.id)")
      #expect(
        chart.classes["outcome"]
          == tree.outcomes.map { TreeGraph.nodeID($0.id, isOutcome: true) }
      )
    }
  }

  @Test func theHostileTreeCannotInjectAnything() throws {
    let text = TreeGraph.mermaid(try Self.hostile(), language: .en)
    // Keywords as ids are prefixed, and no text reaches the chart raw.
    for line in text.split(separator: "\n").dropFirst() {
      #expect(
        line.hasPrefix("  q_") || line.hasPrefix("  o_") || line.hasPrefix("  class"), "\(line)")
    }
    for raw in [
      "<script>", "<img", "<b>", "`", "%%", "\u{1B}", "\u{7}", "\t", "\u{202E}", "ﬂ°", "¶ß",
    ] {
      #expect(!text.contains(raw), "\(raw.debugDescription) in\n\(text)")
    }
    #expect(text.contains("  q_end[\"#quot;#93;#59; end#59; A --#62; B#59; click end"))
    #expect(
      text.contains("  q_end -->|\"#124;#quot;Yes#quot;#124; --#62; end#59; #37;#37;\"| q_subgraph")
    )
    // A label of control characters only: the edge has none; a title of
    // control characters only: the node shows its id.
    #expect(text.contains("  q_end --> o_o\n"))
    #expect(text.contains("  o_x([\"x\"])\n"))
    // Non-ASCII text stays readable, except Mermaid's placeholder letters.
    #expect(text.contains("漢字 #38; émoji 🎉"))
  }

  // MARK: - Mermaid, one path

  @Test func thePhotoFiltersPathChart() throws {
    let tree = try Fixtures.presentation()
    let path = [
      ("platform", "ipad"), ("modal-needed", "yes"), ("depth", "no"), ("multiple-inputs", "yes"),
    ].map { (questionID: $0.0, choiceID: $0.1) }
    let text = TreeGraph.mermaidPath(tree, path: path, outcomeID: "modal-popover")
    #expect(
      text == """
        flowchart TD
          q_platform["Which device is this task for?"]
          q_modal_needed["Does the task need a context of its own, because people must finish or abandon it before going on, it needs their attention now, or it protects data that must not be lost?"]
          q_modal_needed_iphone["Does the task need a context of its own, because people must finish or abandon it before going on, it needs their attention now, or it protects data that must not be lost?"]
          q_depth["Is the task in-depth, with a series of entries or a lot for people to read or do?"]
          q_screen_tools["Does the task offer actions or tools that act on things people see on the screen, such as formatting a selection or filtering a list?"]
          o_modal_view(["Modal view"])
          q_multiple_inputs["Does the task need more than one type of input?"]
          o_modal_popover(["Modal popover"])
          q_drill_down["Do people drill down through a hierarchy of views?"]
          more(["…"])
          q_platform -->|"iPad"| q_modal_needed
          q_platform -->|"iPhone"| q_modal_needed_iphone
          q_modal_needed -->|"Yes"| q_depth
          q_modal_needed -->|"No"| q_screen_tools
          q_depth -->|"Yes"| o_modal_view
          q_depth -->|"No"| q_multiple_inputs
          q_multiple_inputs -->|"Yes"| o_modal_popover
          q_multiple_inputs -->|"No"| q_drill_down
          q_modal_needed_iphone -.-> more
          q_screen_tools -.-> more
          q_drill_down -.-> more
          classDef chosen fill:#dafbe1,stroke:#1a7f37,color:#0f3d1f,stroke-width:2px
          class q_platform,q_modal_needed,q_depth,q_multiple_inputs,o_modal_popover chosen
          classDef other fill:#f6f8fa,stroke:#8c959f,color:#424a53,stroke-width:1px
          class q_modal_needed_iphone,q_screen_tools,o_modal_view,q_drill_down,more other
          linkStyle 0,2,5,6 stroke:#1a7f37,stroke-width:3px

        """)
  }

  /// Every path of every tree (and of the hostile one): a valid chart with
  /// exactly the path's questions, their choices' targets and the outcome;
  /// exactly the chosen edges highlighted; nothing expanded beyond that.
  @Test func everyPathChartIsValidSmallAndHighlightsThePath() throws {
    for tree in try Self.trees() {
      let outcomes = Set(tree.outcomes.map(\.id))
      let id = { (id: String) in TreeGraph.nodeID(id, isOutcome: outcomes.contains(id)) }
      for session in Session.allPaths(of: tree) {
        let outcome = try #require(session.outcome)
        let path = session.steps.map { (questionID: $0.questionID, choiceID: $0.choiceID) }
        let text = TreeGraph.mermaidPath(tree, path: path, outcomeID: outcome.id)
        let chart = MermaidChart(parsing: text)
        let name = "\(tree.id): \(path.map { "\($0.questionID)=\($0.choiceID)" })"
        #expect(chart.problems == [], "\(name)\n\(text)")

        let questions = try path.map { try #require(tree.question($0.questionID)) }
        var expectedNodes = Set(questions.map { id($0.id) })
        expectedNodes.insert(id(outcome.id))
        for question in questions {
          for choice in question.choices { expectedNodes.insert(id(choice.next)) }
        }
        // An answer not taken that leads to a question goes on, dotted, to `…`.
        let onPath = Set(path.map(\.questionID))
        let openEnds = Set(
          questions.flatMap { $0.choices.map(\.next) }.filter {
            tree.question($0) != nil && !onPath.contains($0)
          })
        if !openEnds.isEmpty { expectedNodes.insert("more") }
        #expect(Set(chart.nodes.keys) == expectedNodes, "\(name)")
        #expect(
          chart.edges.count == questions.reduce(0) { $0 + $1.choices.count } + openEnds.count,
          "\(name)")
        #expect(
          Set(chart.edges.filter(\.dotted).map(\.from)) == Set(openEnds.map { id($0) }),
          "\(name)")
        #expect(chart.edges.filter(\.dotted).allSatisfy { $0.to == "more" }, "\(name)")

        // The highlighted edges are the answers, in order.
        let highlighted = chart.linkStyles.map { chart.edges[$0] }
        let expectedEdges = try path.map { step in
          let choice = try #require(tree.question(step.questionID)?.choice(step.choiceID))
          return (id(step.questionID), id(choice.next))
        }
        #expect(highlighted.map(\.from) == expectedEdges.map(\.0), "\(name)")
        #expect(highlighted.map(\.to) == expectedEdges.map(\.1), "\(name)")
        #expect(
          Set(chart.classes["chosen"] ?? [])
            == Set(path.map { id($0.questionID) } + [id(outcome.id)]), "\(name)")
        #expect(
          Set(chart.classes["other"] ?? [])
            == expectedNodes.subtracting(chart.classes["chosen"] ?? []),
          "\(name)")
      }
    }
  }

  @Test func aPathWithUnknownStepsKeepsWhatItKnows() throws {
    let tree = try Fixtures.small()
    let text = TreeGraph.mermaidPath(
      tree, path: [(questionID: "nope", choiceID: "x"), (questionID: "first", choiceID: "yes")],
      outcomeID: "done-yes")
    let chart = MermaidChart(parsing: text)
    #expect(chart.problems == [], "\(text)")
    // The answer not taken leads to another question, which goes on to `…`.
    #expect(chart.nodeOrder == ["q_first", "o_done_yes", "q_second", "more"])
    #expect(chart.linkStyles == [0])
  }

  // MARK: - The checker itself

  @Test(arguments: [
    ("graph TD\n  a[\"x\"]\n", "the first line"),
    ("flowchart TD\n  a[\"x\"]", "newline"),
    ("flowchart TD\n  end[\"x\"]\n", "keyword"),
    ("flowchart TD\n  a[\"say \"hi\"\"]\n", "raw '\"'"),
    ("flowchart TD\n  a[x]\n", "not a quoted label"),
    ("flowchart TD\n  a[\"\"]\n", "empty label"),
    ("flowchart TD\n  a[\"`md`\"]\n", "Markdown"),
    ("flowchart TD\n  a[\"<script>\"]\n", "raw '<'"),
    ("flowchart TD\n  a[\"#1\"]\n", "starts no entity"),
    ("flowchart TD\n  a[\"#nbsp;\"]\n", "unknown entity"),
    ("flowchart TD\n  a[\"x\"]\n  a --> b\n", "'b' is used before"),
    ("flowchart TD\n  a[\"x\"]\n  a[\"y\"]\n", "declared twice"),
    ("flowchart TD\n  a[\"x\"]\n  b[\"y\"]\n  a --> b\n  linkStyle 1 stroke-width:2px\n", "past"),
    ("flowchart TD\n  a[\"x\"]\n  class a chosen\n", "no classDef"),
    ("flowchart TD\n  a[\"x\"]\n  b[\"y\"]\n  a -->|\"y\"z\"| b\n", "not a node, an edge"),
    ("flowchart TD\n  a[\"style x#58; a:#f00;\"]\n", "rewrite"),
    ("flowchart TD\n  a[\"x\u{7}\"]\n", "control character"),
    ("flowchart TD\n\n", "empty"),
  ])
  func theCheckerCatches(_ chart: String, _ problem: String) {
    let problems = MermaidChart(parsing: chart).problems
    #expect(problems.contains { $0.contains(problem) }, "\(problems)")
  }

  // MARK: - Graphviz

  @Test func dotStringsAreEscaped() {
    #expect(TreeGraph.dotString(#"a "b" \c & \"#) == #""a \"b\" \\c &amp; \\""#)
    #expect(TreeGraph.dotString("one\ntwo\u{7}\u{1B}[1m") == "\"one two[1m\"")
    #expect(TreeGraph.dotString(lines: ["a\\", "\"b"]) == #""a\\\n\"b""#)
    #expect(
      TreeGraph.wrap("Might people want to do something in the main view?", width: 20) == [
        "Might people want to", "do something in the", "main view?",
      ])
  }

  @Test func dotHasEveryNodeAndEdge() throws {
    for tree in try Self.trees() {
      let dot = TreeGraph.dot(tree, language: .en)
      #expect(dot.hasPrefix("digraph \"\(tree.id)\" {\n"))
      #expect(dot.hasSuffix("\n}\n"))
      let lines = dot.split(separator: "\n")
      let edges = lines.filter { $0.contains(" -> ") }
      let follows = tree.outcomes.filter { $0.follow != nil }.count
      #expect(
        edges.count == tree.questions.reduce(0) { $0 + $1.choices.count } + follows,
        "\(tree.id)")
      for outcome in tree.outcomes {
        #expect(
          lines.contains {
            $0.hasPrefix("  \(TreeGraph.nodeID(outcome.id, isOutcome: true)) [shape=ellipse")
          })
      }
      // Quotes balance on every line: every `"` is escaped or paired.
      for line in lines {
        var quotes = 0
        var escaped = false
        for character in line {
          if escaped {
            escaped = false
          } else if character == "\\" {
            escaped = true
          } else if character == "\"" {
            quotes += 1
          }
        }
        #expect(quotes % 2 == 0 && !escaped, "\(line)")
      }
    }
  }

  // MARK: - Outline

  @Test func outlineText() throws {
    let tree = try Fixtures.small()
    let text = TreeGraph.outline(tree, language: .en).map {
      String(repeating: " ", count: $0.indent) + $0.text
    }
    #expect(
      text == [
        "Small [small]",
        "  A tree for tests.",
        "",
        "Questions (2, starting at first)",
        "  first: First?",
        "      Topic: Topic A",
        "      yes \"Yes\" → done-yes (outcome)",
        "      no \"No\" [default] → second",
        "  second: Second?",
        "      Topic: Topic B",
        "      left \"Left\" → done-yes (outcome)",
        "      right \"Right\" → done-no (outcome)",
        "",
        "Outcomes (2)",
        "  done-yes: Done yes",
        "      Do the yes thing.",
        "      Topic: Topic A",
        "      Checklist: 1 item",
        "  done-no: Done no",
        "      Do the no thing.",
        "      Topic: Topic B",
        "      Checklist: 1 item",
      ])
    #expect(TreeGraph.outline(tree, language: .en).first?.style == .heading)
  }

  @Test func outlineTextHasNoControlCharacters() throws {
    for line in TreeGraph.outline(try Self.hostile(), language: .en) {
      #expect(!line.text.unicodeScalars.contains { PlainText.isUnsafe($0) }, "\(line.text)")
    }
  }

  @Test func outlineJSON() throws {
    let tree = try Fixtures.small()
    guard case .object(let top) = TreeGraph.outlineJSON(tree) else {
      Issue.record("not an object")
      return
    }
    #expect(
      top.keys.sorted() == [
        "id", "outcomes", "questions", "schemaVersion", "start", "summary", "title",
      ])
    #expect(top["start"] == .string("first"))
    #expect(
      top["questions"]
        == .array([
          .object([
            "id": .string("first"), "prompt": .string("First?"), "topic": .string("Topic A"),
            "default": .string("no"),
            "choices": .array([
              .object(["id": .string("yes"), "label": .string("Yes"), "next": .string("done-yes")]),
              .object(["id": .string("no"), "label": .string("No"), "next": .string("second")]),
            ]),
          ]),
          .object([
            "id": .string("second"), "prompt": .string("Second?"), "topic": .string("Topic B"),
            "default": .null,
            "choices": .array([
              .object([
                "id": .string("left"), "label": .string("Left"), "next": .string("done-yes"),
              ]),
              .object([
                "id": .string("right"), "label": .string("Right"), "next": .string("done-no"),
              ]),
            ]),
          ]),
        ]))
    #expect(
      top["outcomes"]
        == .array([
          .object([
            "id": .string("done-yes"), "title": .string("Done yes"), "topic": .string("Topic A"),
            "recommendation": .string("Do the yes thing."), "checklistItems": .number(1),
            "follow": .null,
          ]),
          .object([
            "id": .string("done-no"), "title": .string("Done no"), "topic": .string("Topic B"),
            "recommendation": .string("Do the no thing."), "checklistItems": .number(1),
            "follow": .null,
          ]),
        ]))
  }
}

@Suite struct NodeIDTests {
  /// A valid id keeps its letters and digits, `-` becomes `_`; anything else
  /// (only in trees that failed validation) is spelled out in hex.
  @Test func idsBecomeNodeIDs() {
    #expect(TreeGraph.nodeID("multiple-inputs", isOutcome: false) == "q_multiple_inputs")
    #expect(TreeGraph.nodeID("Modal-Popover2", isOutcome: true) == "o_Modal_Popover2")
    #expect(TreeGraph.nodeID("", isOutcome: true) == "o_")
    #expect(
      TreeGraph.nodeID("a-very-long-question-id-past-15", isOutcome: false)
        == "q_a_very_long_question_id_past_15")
    #expect(TreeGraph.nodeID("a_b", isOutcome: false) == "q_a_5f_b")
    #expect(TreeGraph.nodeID("é x", isOutcome: false) == "q__e9__20_x")
  }

  /// The fast check keeps exactly the texts the encoding would leave as
  /// they are: every ASCII byte, the placeholders, white space, Japanese.
  @Test func mermaidLabelKeepsOnlyWhatEncodingWouldKeep() {
    // Each ASCII byte alone is kept exactly when the encoding keeps it.
    for value in UInt8(0x20)..<0x7F {
      let text = String(Character(Unicode.Scalar(value)))
      #expect(
        TreeGraph.mermaidLabel(text) == TreeGraph.encodedLabel(PlainText.inline(text)),
        "byte \(value)")
    }
    var texts = [
      "Plain words, (really)?", "日本語のラベル？", "ﬂow", "90°", "¶ 1", "Straße", "a  b", " lead",
      "tab\there", "", "\u{202E}rtl", "ﬁne", "é", "中\u{3000}文",
    ]
    for value in UInt8(0)..<0x80 { texts.append("a\(Character(Unicode.Scalar(value)))b") }
    for text in texts {
      #expect(
        TreeGraph.mermaidLabel(text) == TreeGraph.encodedLabel(PlainText.inline(text)),
        "\(Array(text.unicodeScalars))")
    }
  }
}
