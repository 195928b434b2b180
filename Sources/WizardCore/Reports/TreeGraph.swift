/// Pictures and outlines of a tree: Mermaid flowcharts (GitHub renders them in
/// Markdown), Graphviz DOT, and the outline `hig-wizard show` prints. Pure
/// functions of the tree; every text from it is escaped so that no tree can
/// break the syntax of what they write.
public enum TreeGraph {
  // MARK: - Mermaid

  /// A Mermaid `flowchart TD` of the whole tree: questions as boxes with their
  /// prompt, outcomes as rounded "stadium" shapes with their title, and one
  /// edge per choice, labelled with the choice's label.
  /// Every class a chart uses, each with its fill, border and text colour:
  /// a class without a text colour would be drawn in the theme's (GitHub's
  /// dark theme: light grey), unreadable on a light fill. Each pair has a
  /// contrast of at least 4.5:1 (tested).
  public static let classes: [(name: String, fill: String, stroke: String, text: String)] = [
    ("chosen", "#dafbe1", "#1a7f37", "#0f3d1f"),
    ("other", "#f6f8fa", "#8c959f", "#424a53"),
    ("outcome", "#ddf4ff", "#0969da", "#0a3069"),
    ("followup", "#fff8c5", "#9a6700", "#4d2d00"),
  ]

  /// - Parameter titles: tree ids to titles, for the follow-up trees' nodes.
  public static func mermaid(
    _ tree: Tree, titles: [String: String] = [:], language: Language
  ) -> String {
    let outcomes = Set(tree.outcomes.map(\.id))
    var chart = MermaidText()
    chart.append("flowchart TD\n")
    for question in tree.questions {
      chart.node(question.id, text: question.prompt, isOutcome: false)
    }
    for outcome in tree.outcomes {
      chart.node(outcome.id, text: outcome.title, isOutcome: true)
    }
    for question in tree.questions {
      for choice in question.choices {
        chart.edge(
          from: question.id, to: choice.next, toOutcome: outcomes.contains(choice.next),
          label: choice.label)
      }
    }
    // Follow-up trees: one node each, after the outcomes that lead on.
    var followed: [String] = []
    for outcome in tree.outcomes {
      guard let follow = outcome.follow, TreeValidator.isValidID(follow) else { continue }
      let id = "t_" + follow.replacingDashes
      if !followed.contains(follow) {
        followed.append(follow)
        let title = titles[follow] ?? follow
        // Translators: {1} is the id of the follow-up tree an outcome leads to.
        chart.append("  \(id)[[\"\(mermaidLabel(language.tr("Next decision: {1}", title)))\"]]\n")
      }
      chart.append("  ")
      chart.nodeID(outcome.id, isOutcome: true)
      chart.append(" -->|\"\(mermaidLabel(language.tr("then")))\"| \(id)\n")
    }
    if !tree.outcomes.isEmpty {
      chart.classDef("outcome")
      chart.append("  class ")
      chart.nodeIDs(tree.outcomes.map(\.id), outcomes: outcomes)
      chart.append(" outcome\n")
    }
    if !followed.isEmpty {
      chart.classDef("followup")
      chart.append(
        "  class " + followed.map { "t_" + $0.replacingDashes }.joined(separator: ",")
          + " followup\n")
    }
    return chart.text
  }

  /// A small Mermaid flowchart of one path, for a Markdown report: the
  /// questions answered, the outcome, and for each question the targets of
  /// its other choices, drawn but not followed further. The nodes and edges
  /// of the path are highlighted (`classDef chosen` and `linkStyle`).
  ///
  /// Steps whose question or choice the tree does not have are left out.
  /// - Parameters:
  ///   - path: the answers in the order they were given.
  ///   - outcomeID: where the path ends.
  public static func mermaidPath(
    _ tree: Tree, path: [(questionID: String, choiceID: String)], outcomeID: String
  ) -> String {
    let outcomes = Set(tree.outcomes.map(\.id))
    var declared: Set<String> = []
    var order: [String] = []
    func declare(_ id: String) {
      if declared.insert(id).inserted { order.append(id) }
    }
    var chosenNodes: Set<String> = []
    // The edges come after the nodes, which they declare as they go.
    var edges = MermaidText()
    var edgeCount = 0
    var chosenEdges: [Int] = []
    for step in path {
      guard let position = tree.questionPosition(step.questionID) else { continue }
      let id = tree.questions[position].id
      declare(id)
      chosenNodes.insert(id)
      for choice in tree.questions[position].choices {
        declare(choice.next)
        if choice.id == step.choiceID { chosenEdges.append(edgeCount) }
        edges.edge(
          from: id, to: choice.next, toOutcome: outcomes.contains(choice.next),
          label: choice.label)
        edgeCount += 1
      }
    }
    declare(outcomeID)
    chosenNodes.insert(outcomeID)
    // An answer not taken that leads to another question is not a dead end:
    // a dotted edge shows that more questions follow there.
    let openEnds = order.filter { !chosenNodes.contains($0) && tree.questionPosition($0) != nil }
    for id in openEnds {
      edges.append("  ")
      edges.nodeID(id, isOutcome: false)
      edges.append(" -.-> more\n")
    }

    var chart = MermaidText(capacity: 2 * edges.count + 512)
    chart.append("flowchart TD\n")
    for id in order {
      if let position = tree.questionPosition(id) {
        chart.node(id, text: tree.questions[position].prompt, isOutcome: false)
      } else if let outcome = tree.outcome(id) {
        chart.node(id, text: outcome.title, isOutcome: true)
      } else {
        chart.node(id, text: id, isOutcome: outcomes.contains(id))
      }
    }
    if !openEnds.isEmpty { chart.append("  more([\"…\"])\n") }
    chart.append(edges)
    let chosen = order.filter { chosenNodes.contains($0) }
    let others = order.filter { !chosenNodes.contains($0) }
    chart.classDef("chosen", width: 2)
    chart.append("  class ")
    chart.nodeIDs(chosen, outcomes: outcomes)
    chart.append(" chosen\n")
    if !others.isEmpty {
      chart.classDef("other")
      chart.append("  class ")
      chart.nodeIDs(others, outcomes: outcomes)
      chart.append(openEnds.isEmpty ? " other\n" : ",more other\n")
    }
    if !chosenEdges.isEmpty {
      chart.append("  linkStyle ")
      chart.append(chosenEdges.map(String.init).joined(separator: ","))
      chart.append(" stroke:#1a7f37,stroke-width:3px\n")
    }
    return chart.text
  }

  /// The Mermaid and DOT node id of a tree id: `q_` (question) or `o_`
  /// (outcome), then the id with `-` as `_`.
  ///
  /// The prefix keeps ids clear of Mermaid's words (`end`, `class`, `style`),
  /// its `o`/`x` edge heads and Graphviz's keywords (`node`, `graph`); valid
  /// tree ids never hold `_`, so no two ids meet. Anything outside
  /// `[a-z0-9-]` (only in trees that failed validation) becomes `_`, its code
  /// point in hex, and `_`.
  static func nodeID(_ id: String, isOutcome: Bool) -> String {
    var valid = MermaidText(capacity: id.utf8.count + 2)
    if valid.appendValidNodeID(id, isOutcome: isOutcome) { return valid.text }
    var result = isOutcome ? "o_" : "q_"
    for scalar in id.unicodeScalars {
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9": result.unicodeScalars.append(scalar)
      case "-": result += "_"
      default: result += "_" + String(scalar.value, radix: 16) + "_"
      }
    }
    return result
  }

  /// The bytes of a valid id: ASCII letters, digits and `-`.
  static func isIDByte(_ byte: UInt8) -> Bool {
    PlainText.isAlphanumeric(byte) || byte == UInt8(ascii: "-")
  }

  /// `text` on one line for a quoted Mermaid label (`["..."]`, `|"..."|`).
  ///
  /// Letters, digits, spaces and a little plain punctuation stay as they are;
  /// every other ASCII character becomes an entity code (`#quot;`, `#35;`).
  /// Inside quotes only `"` would end the label, but Mermaid also rewrites
  /// `#word;` before parsing, starts Markdown at a backtick, treats
  /// `style…:…#…;` specially and renders labels as HTML, so `#`, `;`, `:`,
  /// backticks, `<`, `>` and `&` are encoded too. The characters Mermaid uses
  /// for its own entity placeholders (`ﬂ`, `°`, `¶`, `ß`) are encoded as well.
  static func mermaidLabel(_ text: String) -> String {
    // Bytes where they are ASCII: a Markdown report draws a chart on every
    // run, inside the start-up budget. Most labels are plain words already.
    var bytes = text
    let kept = bytes.withUTF8 { line in
      PlainText.isInline(line, refusing: labelEncoded) && !hasPlaceholder(line)
    }
    return kept ? text : encodedLabel(PlainText.inline(text))
  }

  /// `mermaidLabel`'s work for a text that needs it: one line already.
  static func encodedLabel(_ plain: String) -> String {
    var out: [UInt8] = []
    for scalar in plain.unicodeScalars {
      switch scalar {
      case _ where scalar.isASCII && isPlainLabelByte(UInt8(scalar.value)):
        out.append(UInt8(scalar.value))
      case "\"":
        out += Array("#quot;".utf8)
      case _ where scalar.isASCII || placeholders.contains(scalar):
        out += Array("#\(scalar.value);".utf8)
      default:
        UTF8.encode(scalar) { out.append($0) }
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The bytes `mermaidLabel` keeps as they are: letters, digits, spaces
  /// and `.,?!'()-/`.
  private static func isPlainLabelByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "?"),
      UInt8(ascii: "!"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
      UInt8(ascii: "-"), UInt8(ascii: "/"):
      return true
    default:
      return PlainText.isAlphanumeric(byte)
    }
  }

  /// The ASCII bytes `mermaidLabel` encodes: all but `isPlainLabelByte`'s.
  private static let labelEncoded = PlainText.ASCIISet { !isPlainLabelByte($0) }

  /// The scalars of Mermaid's own entity placeholders: ﬂ, °, ¶ and ß.
  private static let placeholders: [Unicode.Scalar] = ["\u{FB02}", "\u{B0}", "\u{B6}", "\u{DF}"]

  /// The same as UTF-8, to look for in a label's bytes.
  private static let placeholderBytes = placeholders.map { Array(String(Character($0)).utf8) }

  /// Whether `bytes` hold one of the placeholders.
  private static func hasPlaceholder(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for index in bytes.indices where bytes[index] >= 0xC0 {
      for pattern in placeholderBytes
      where pattern[0] == bytes[index] && index + pattern.count <= bytes.count
        && bytes[index..<index + pattern.count].elementsEqual(pattern)
      {
        return true
      }
    }
    return false
  }

  // MARK: - Graphviz

  /// A Graphviz `digraph` of the whole tree, with the same content as
  /// ``mermaid(_:)``: questions as boxes, outcomes as filled ellipses, edges
  /// labelled with the choices. `dot -Tsvg` draws it.
  /// - Parameter titles: tree ids to titles, for the follow-up trees' nodes.
  public static func dot(
    _ tree: Tree, titles: [String: String] = [:], language: Language
  ) -> String {
    let outcomes = Set(tree.outcomes.map(\.id))
    var lines = [
      "digraph \(dotString(tree.id)) {",
      "  graph [label=\(dotString(lines: wrap(tree.title))), labelloc=t, fontname=\"Helvetica\"];",
      "  node [shape=box, style=rounded, fontname=\"Helvetica\"];",
      "  edge [fontname=\"Helvetica\", fontsize=10];",
    ]
    for question in tree.questions {
      let id = nodeID(question.id, isOutcome: false)
      lines.append("  \(id) [label=\(dotLabel(question.prompt, id: question.id))];")
    }
    for outcome in tree.outcomes {
      let id = nodeID(outcome.id, isOutcome: true)
      let label = dotLabel(outcome.title, id: outcome.id)
      lines.append(
        "  \(id) [shape=ellipse, style=filled, fillcolor=\"#ddf4ff\", fontcolor=\"#0a3069\", label=\(label)];"
      )
    }
    for question in tree.questions {
      let id = nodeID(question.id, isOutcome: false)
      for choice in question.choices {
        let target = nodeID(choice.next, isOutcome: outcomes.contains(choice.next))
        lines.append("  \(id) -> \(target) [label=\(dotString(choice.label))];")
      }
    }
    var followed: Set<String> = []
    for outcome in tree.outcomes {
      guard let follow = outcome.follow, TreeValidator.isValidID(follow) else { continue }
      let id = "t_" + follow.replacingDashes
      if followed.insert(follow).inserted {
        let label = dotString(
          lines: wrap(language.tr("Next decision: {1}", titles[follow] ?? follow)))
        lines.append("  \(id) [shape=component, label=\(label)];")
      }
      lines.append(
        "  \(nodeID(outcome.id, isOutcome: true)) -> \(id) [style=dashed, label=\(dotString(language.tr("then")))];"
      )
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func dotLabel(_ text: String, id: String) -> String {
    let plain = PlainText.inline(text)
    return dotString(lines: wrap(plain.isEmpty ? id : plain))
  }

  /// `text` as a DOT double-quoted string: on one line, `\` and `"` escaped,
  /// and `&` written as `&amp;` (Graphviz reads entities in labels).
  static func dotString(_ text: String) -> String {
    var out = "\""
    for scalar in PlainText.inline(text).unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "&": out += "&amp;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// `lines` as one DOT string, each line centred (`\n` between them).
  static func dotString(lines: [String]) -> String {
    "\"" + lines.map { dotString($0).dropFirst().dropLast() }.joined(separator: "\\n") + "\""
  }

  /// `text` on one line, cut into lines of about `width` columns where
  /// ``LineBreaking`` allows, as Graphviz does not wrap labels itself.
  static func wrap(_ text: String, width: Int = 32) -> [String] {
    LineBreaking.wrap(PlainText.inline(text), width: width)
  }

  // MARK: - Outline

  /// The outline `hig-wizard show` prints: the tree's id, title, summary and
  /// start, then every question with its topic, choices and default, then
  /// every outcome with its recommendation, topic and checklist size.
  public static func outline(_ tree: Tree, language: Language) -> [TextLine] {
    let plain = PlainText.inline
    let outcomes = Set(tree.outcomes.map(\.id))
    var lines: [TextLine] = [
      TextLine("\(plain(tree.title)) [\(plain(tree.id))]", style: .heading),
      TextLine(plain(tree.summary), indent: 2),
      TextLine(""),
      TextLine(
        // Translators: `show`: {1} is the number of questions, {2} the id of the first one.
        language.tr(
          "Questions ({1}, starting at {2})", "\(tree.questions.count)", plain(tree.start)),
        style: .heading),
    ]
    for question in tree.questions {
      lines.append(
        TextLine("\(plain(question.id)): \(plain(question.prompt))", indent: 2, hanging: 2))
      lines.append(
        TextLine(language.tr("Topic: {1}", plain(question.topic)), indent: 6, hanging: 2))
      for choice in question.choices {
        var text = "\(plain(choice.id)) \"\(plain(choice.label))\""
        if choice.id == question.defaultChoice { text += " " + language.tr("[default]") }
        text += " → \(plain(choice.next))"
        if outcomes.contains(choice.next) { text += " " + language.tr("(outcome)") }
        lines.append(TextLine(text, indent: 6, hanging: 2))
      }
    }
    lines.append(TextLine(""))
    // Translators: `show`: {1} is the number of outcomes.
    lines.append(TextLine(language.tr("Outcomes ({1})", "\(tree.outcomes.count)"), style: .heading))
    for outcome in tree.outcomes {
      lines.append(
        TextLine("\(plain(outcome.id)): \(plain(outcome.title))", indent: 2, hanging: 2))
      lines.append(TextLine(plain(outcome.recommendation), indent: 6))
      lines.append(TextLine(language.tr("Topic: {1}", plain(outcome.topic)), indent: 6, hanging: 2))
      // Translators: `show`: {1} is the number of an outcome's checklist items; it fills
      // "Checklist: {1}".
      let items = language.trPlural(outcome.checklist.count, one: "{1} item", other: "{1} items")
      lines.append(TextLine(language.tr("Checklist: {1}", items), indent: 6))
      if let follow = outcome.follow {
        // Translators: `show`: {1} is the id of the follow-up tree an outcome leads to.
        lines.append(TextLine(language.tr("Then: the {1} tree", plain(follow)), indent: 6))
      }
    }
    return lines
  }

  /// The same outline as JSON (sorted keys, like the report): `id`, `title`,
  /// `summary`, `start`, `questions` (`id`, `prompt`, `topic`, `default` or
  /// null, `choices` with `id`, `label`, `next`) and `outcomes` (`id`,
  /// `title`, `topic`, `recommendation`, `checklistItems`).
  public static func outlineJSON(_ tree: Tree) -> JSONValue {
    let questions = tree.questions.map { question -> JSONValue in
      .object([
        "id": .string(question.id),
        "prompt": .string(question.prompt),
        "topic": .string(question.topic),
        "default": question.defaultChoice.map(JSONValue.string) ?? .null,
        "choices": .array(
          question.choices.map {
            .object(["id": .string($0.id), "label": .string($0.label), "next": .string($0.next)])
          }),
      ])
    }
    let outcomes = tree.outcomes.map { outcome -> JSONValue in
      .object([
        "id": .string(outcome.id),
        "title": .string(outcome.title),
        "topic": .string(outcome.topic),
        "recommendation": .string(outcome.recommendation),
        "checklistItems": .number(outcome.checklist.count),
        "follow": outcome.follow.map(JSONValue.string) ?? .null,
      ])
    }
    return .object([
      "schemaVersion": .number(1),
      "id": .string(tree.id),
      "title": .string(tree.title),
      "summary": .string(tree.summary),
      "start": .string(tree.start),
      "questions": .array(questions),
      "outcomes": .array(outcomes),
    ])
  }
}

extension String {
  /// `modal-style` → `modal_style`, for node ids.
  var replacingDashes: String {
    String(decoding: utf8.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
  }
}
