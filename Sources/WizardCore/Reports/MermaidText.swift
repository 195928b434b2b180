/// A Mermaid chart's text, written as UTF-8 bytes line by line: a Markdown
/// report draws a chart on every run, inside the start-up budget, and the
/// chart made of strings joined and joined again cost more than the rest
/// of the report.
struct MermaidText {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 1024) {
    bytes.reserveCapacity(capacity)
  }

  var count: Int { bytes.count }

  /// The chart as a string (its bytes are valid UTF-8: every piece was).
  var text: String { String(decoding: bytes, as: UTF8.self) }

  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  mutating func append(_ other: MermaidText) {
    bytes.append(contentsOf: other.bytes)
  }

  /// ``TreeGraph/nodeID(_:isOutcome:)``.
  mutating func nodeID(_ id: String, isOutcome: Bool) {
    if !appendValidNodeID(id, isOutcome: isOutcome) {
      append(TreeGraph.nodeID(id, isOutcome: isOutcome))
    }
  }

  /// Writes the node id of a valid id (ASCII letters, digits and `-`), the
  /// kind a chart names each node by several times: `q_` or `o_`, then the
  /// id with `-` as `_`. False, with nothing written, for any other id.
  mutating func appendValidNodeID(_ id: String, isOutcome: Bool) -> Bool {
    var id = id
    return id.withUTF8 { id -> Bool in
      guard id.allSatisfy(TreeGraph.isIDByte) else { return false }
      bytes.append(UInt8(ascii: isOutcome ? "o" : "q"))
      bytes.append(UInt8(ascii: "_"))
      for byte in id { bytes.append(byte == UInt8(ascii: "-") ? UInt8(ascii: "_") : byte) }
      return true
    }
  }

  /// Node ids one after another, separated by commas: those in `outcomes`
  /// as outcomes.
  mutating func nodeIDs(_ ids: [String], outcomes: Set<String>) {
    for (position, id) in ids.enumerated() {
      if position > 0 { bytes.append(UInt8(ascii: ",")) }
      nodeID(id, isOutcome: outcomes.contains(id))
    }
  }

  /// `  ID["text"]` for a question, `  ID(["text"])` for an outcome; the id
  /// stands in for a text with nothing left once encoded.
  mutating func node(_ id: String, text: String, isOutcome: Bool) {
    append("  ")
    nodeID(id, isOutcome: isOutcome)
    append(isOutcome ? "([\"" : "[\"")
    let label = TreeGraph.mermaidLabel(text)
    append(label.isEmpty ? TreeGraph.mermaidLabel(id) : label)
    append(isOutcome ? "\"])\n" : "\"]\n")
  }

  /// `  FROM -->|"label"| TO`; without a label when it has nothing left once
  /// encoded, since Mermaid rejects an empty quoted label.
  mutating func edge(from: String, to: String, toOutcome: Bool, label: String) {
    append("  ")
    nodeID(from, isOutcome: false)
    let text = TreeGraph.mermaidLabel(label)
    if text.isEmpty {
      append(" --> ")
    } else {
      append(" -->|\"")
      append(text)
      append("\"| ")
    }
    nodeID(to, isOutcome: toOutcome)
    append("\n")
  }

  /// `  classDef NAME …` with the colours of ``TreeGraph/classes``.
  mutating func classDef(_ name: String, width: Int = 1) {
    guard let style = TreeGraph.classes.first(where: { $0.name == name }) else { return }
    append(
      "  classDef \(name) fill:\(style.fill),stroke:\(style.stroke),color:\(style.text),stroke-width:\(width)px\n"
    )
  }
}
