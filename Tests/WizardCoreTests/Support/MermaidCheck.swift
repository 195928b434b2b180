/// A strict reader of the Mermaid flowchart subset that `TreeGraph` writes,
/// so that tests can check the syntax without a browser.
///
/// It accepts only: the `flowchart` header; node declarations with a quoted
/// label (`id["..."]`, `id(["..."])` and the other bracket shapes); edges
/// `a --> b`, `a -->|"label"| b` and dotted `a -.-> b`; `classDef`, `class` and `linkStyle`
/// lines. Everything Mermaid would read differently from what we mean is a
/// problem: undeclared or reserved ids, a raw `"` or an unknown entity in a
/// label, a label that would start Markdown or that is empty, raw HTML
/// characters, a line the `style…:…#…;` rewrite of Mermaid would change, a
/// `linkStyle` index past the last edge, an undefined class.
struct MermaidChart {
  struct Node: Equatable {
    var shape: Shape
    /// The label with its entity codes decoded: the text people see.
    var label: String
  }

  enum Shape: String, CaseIterable {
    // Longer openings first, so that `([` is not read as `(`.
    case hexagon = "{{"
    case stadium = "(["
    case subroutine = "[["
    case circle = "(("
    case box = "["
    case round = "("
    case diamond = "{"

    var close: String {
      switch self {
      case .hexagon: "}}"
      case .stadium: "])"
      case .subroutine: "]]"
      case .circle: "))"
      case .box: "]"
      case .round: ")"
      case .diamond: "}"
      }
    }
  }

  struct Edge: Equatable {
    var from: String
    var to: String
    /// Decoded; nil for an unlabelled edge.
    var label: String?
    /// `-.->`: a dotted edge (more follows there).
    var dotted = false
  }

  private(set) var direction = ""
  private(set) var nodes: [String: Node] = [:]
  private(set) var nodeOrder: [String] = []
  private(set) var edges: [Edge] = []
  /// Class name → the node ids given it, in order.
  private(set) var classes: [String: [String]] = [:]
  private(set) var classDefs: Set<String> = []
  /// Edge indexes styled by `linkStyle`, in order.
  private(set) var linkStyles: [Int] = []
  private(set) var problems: [String] = []

  /// Words Mermaid's flowchart lexer reads as keywords.
  static let reserved: Set<String> = [
    "end", "subgraph", "graph", "flowchart", "flowchart-elk", "style", "linkStyle", "classDef",
    "class", "click", "call", "href", "default", "direction", "interpolate", "_self", "_blank",
    "_parent", "_top",
  ]

  init(parsing text: String) {
    guard text.hasSuffix("\n") else {
      problems.append("the chart does not end with a newline")
      return
    }
    for scalar in text.unicodeScalars
    where scalar != "\n" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)) {
      problems.append("control character U+\(String(scalar.value, radix: 16)) in the chart")
    }
    let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    guard let header = lines.first,
      let match = header.wholeMatch(of: /flowchart (TD|TB|LR|RL|BT)/)
    else {
      problems.append("the first line is not 'flowchart TD' (or another direction)")
      return
    }
    direction = String(match.1)
    for (offset, raw) in lines.dropFirst().enumerated() {
      let number = offset + 2
      let line = raw.drop { $0 == " " }
      guard !line.isEmpty else {
        problems.append("line \(number) is empty")
        continue
      }
      read(String(line), number: number)
    }
    for (name, _) in classes where !classDefs.contains(name) {
      problems.append("class '\(name)' is used but has no classDef")
    }
    for index in linkStyles where index >= edges.count {
      problems.append("linkStyle \(index) is past the last edge (\(edges.count) edges)")
    }
  }

  private mutating func read(_ line: String, number: Int) {
    // Mermaid rewrites `style…:…#…;` and `classDef…:…#…;` before parsing, by
    // dropping the final `;`: harmless on a style line, damage anywhere else.
    let isStyleLine = line.hasPrefix("classDef ") || line.hasPrefix("linkStyle ")
    if !isStyleLine, line.contains(/(style|classDef).*:\S*#.*;/) {
      problems.append("line \(number): Mermaid would rewrite it ('style…:…#…;'): \(line)")
    }
    if line.hasPrefix("classDef ") { return readClassDef(line, number: number) }
    if line.hasPrefix("class ") { return readClass(line, number: number) }
    if line.hasPrefix("linkStyle ") { return readLinkStyle(line, number: number) }
    if let match = line.wholeMatch(of: /(\w+) (-->|-\.->)(?:\|"([^"]*)"\|)? (\w+)/) {
      let from = String(match.1)
      let to = String(match.4)
      for id in [from, to] where nodes[id] == nil {
        problems.append("line \(number): '\(id)' is used before it is declared")
      }
      var label: String?
      if let raw = match.3 { label = decodeLabel(String(raw), number: number) }
      edges.append(Edge(from: from, to: to, label: label, dotted: match.2 == "-.->"))
      return
    }
    if let match = line.wholeMatch(of: /(\w+)([\[\(\{].*)/) {
      return readNode(id: String(match.1), rest: String(match.2), number: number)
    }
    problems.append(
      "line \(number) is not a node, an edge, a classDef, a class or a linkStyle: \(line)")
  }

  private mutating func readNode(id: String, rest: String, number: Int) {
    checkID(id, number: number)
    guard let shape = Shape.allCases.first(where: { rest.hasPrefix($0.rawValue + "\"") }) else {
      problems.append("line \(number): the label of '\(id)' is not a quoted label: \(rest)")
      return
    }
    let inner = rest.dropFirst(shape.rawValue.count + 1)
    guard inner.hasSuffix("\"" + shape.close) else {
      problems.append("line \(number): the label of '\(id)' does not end with \"\(shape.close)")
      return
    }
    let raw = String(inner.dropLast(shape.close.count + 1))
    let label = decodeLabel(raw, number: number)
    if nodes[id] != nil { problems.append("line \(number): '\(id)' is declared twice") }
    nodes[id] = Node(shape: shape, label: label)
    nodeOrder.append(id)
  }

  private mutating func checkID(_ id: String, number: Int) {
    if id.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_]*/) == nil {
      problems.append("line \(number): '\(id)' is not a plain identifier")
    }
    if Self.reserved.contains(id) {
      problems.append("line \(number): '\(id)' is a Mermaid keyword")
    }
  }

  /// Checks a label's raw text (between the quotes) and returns it decoded.
  private mutating func decodeLabel(_ raw: String, number: Int) -> String {
    if raw.isEmpty { problems.append("line \(number): an empty label (Mermaid rejects \"\")") }
    if raw.contains("\"") { problems.append("line \(number): a raw '\"' inside a label") }
    if raw.hasPrefix("`") {
      problems.append("line \(number): a label starting with '`' is read as Markdown")
    }
    for character in ["<", ">", "&", "`"] where raw.contains(character) {
      problems.append("line \(number): a raw '\(character)' in a label: \(raw)")
    }
    for placeholder in ["ﬂ°", "¶ß"] where raw.contains(placeholder) {
      problems.append("line \(number): Mermaid's entity placeholder '\(placeholder)' in a label")
    }
    var decoded = ""
    var rest = Substring(raw)
    while let hash = rest.firstIndex(of: "#") {
      decoded += rest[..<hash]
      let after = rest[rest.index(after: hash)...]
      guard let match = after.prefixMatch(of: /(\w+);/) else {
        problems.append("line \(number): a '#' that starts no entity code: \(raw)")
        decoded += "#"
        rest = after
        continue
      }
      let name = String(match.1)
      switch name {
      case "quot": decoded += "\""
      case "amp": decoded += "&"
      case "lt": decoded += "<"
      case "gt": decoded += ">"
      default:
        if let value = UInt32(name), let scalar = Unicode.Scalar(value) {
          decoded.unicodeScalars.append(scalar)
        } else {
          problems.append("line \(number): unknown entity code '#\(name);'")
        }
      }
      rest = after[match.range.upperBound...]
    }
    decoded += rest
    return decoded
  }

  private mutating func readClassDef(_ line: String, number: Int) {
    guard
      let match = line.wholeMatch(
        of: /classDef (\w+) ([a-z-]+:[#A-Za-z0-9.%-]+(?:,[a-z-]+:[#A-Za-z0-9.%-]+)*)/)
    else {
      problems.append("line \(number): not a classDef with 'name prop:value,...': \(line)")
      return
    }
    classDefs.insert(String(match.1))
  }

  private mutating func readClass(_ line: String, number: Int) {
    guard let match = line.wholeMatch(of: /class (\w+(?:,\w+)*) (\w+)/) else {
      problems.append("line \(number): not a class with 'id,id name': \(line)")
      return
    }
    let name = String(match.2)
    for id in match.1.split(separator: ",").map(String.init) {
      if nodes[id] == nil { problems.append("line \(number): class of undeclared '\(id)'") }
      classes[name, default: []].append(id)
    }
  }

  private mutating func readLinkStyle(_ line: String, number: Int) {
    guard
      let match = line.wholeMatch(
        of: /linkStyle (\d+(?:,\d+)*) ([a-z-]+:[#A-Za-z0-9.%-]+(?:,[a-z-]+:[#A-Za-z0-9.%-]+)*)/)
    else {
      problems.append("line \(number): not a linkStyle with 'n,n prop:value,...': \(line)")
      return
    }
    for index in match.1.split(separator: ",") {
      guard let value = Int(index) else { continue }
      linkStyles.append(value)
    }
  }
}
