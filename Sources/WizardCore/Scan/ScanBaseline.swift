/// The findings a team has accepted for now: `scan --write-baseline FILE`
/// records them, and `scan --baseline FILE` reports only the others. A
/// finding is matched by rule, file, function and API (not by line, which
/// moves when code above it changes), and counted: a second finding of the
/// same kind in the same function is new.
public struct ScanBaseline: Sendable, Equatable {
  public var counts: [String: Int]

  public init(_ findings: [ScanAnalysis.Finding]) {
    counts = Dictionary(findings.map { ($0.key, 1) }, uniquingKeysWith: +)
  }

  /// The findings beyond what the baseline holds, and how many it held.
  public func newFindings(in findings: [ScanAnalysis.Finding]) -> (
    new: [ScanAnalysis.Finding], known: Int
  ) {
    var left = counts
    var new: [ScanAnalysis.Finding] = []
    for finding in findings {
      if let count = left[finding.key], count > 0 {
        left[finding.key] = count - 1
      } else {
        new.append(finding)
      }
    }
    return (new, findings.count - new.count)
  }

  /// The file: JSON, one entry per finding, sorted, so that it diffs well.
  public static func serialized(_ findings: [ScanAnalysis.Finding]) -> String {
    JSONValue.object([
      "version": .number(1),
      "findings": .array(
        findings.sorted { $0.key < $1.key }.map {
          .object([
            "rule": .string($0.rule), "file": .string($0.file), "key": .string($0.key),
            "line": .number($0.line),
          ])
        }),
    ]).serialized()
  }

  public struct Loaded: Sendable {
    public var baseline: ScanBaseline?
    public var diagnostics: [Diagnostic]
  }

  public static func load(bytes: [UInt8], source: String) -> Loaded {
    let text = SourceText(file: source, bytes: bytes)
    let parsed = YAMLParser(source: text).parse(
      emptyFile: Message("the baseline is empty; write one with 'scan --write-baseline FILE'"))
    var diagnostics = parsed.diagnostics
    guard let root = parsed.root else { return Loaded(baseline: nil, diagnostics: diagnostics) }
    func fail(_ message: Message, _ node: YAMLNode) -> Loaded {
      diagnostics.append(
        .error(
          message, at: SourceLocation(file: source, line: node.line, column: node.column),
          sourceLine: text.line(node.line)))
      return Loaded(baseline: nil, diagnostics: diagnostics)
    }
    guard root["version"]?.scalar == "1" else {
      return fail(Message("not a hig-wizard scan baseline (version 1)"), root["version"] ?? root)
    }
    guard let items = root["findings"]?.items else {
      return fail(Message("missing 'findings', a list"), root)
    }
    var baseline = ScanBaseline([])
    for item in items {
      guard let key = item["key"]?.scalar, !key.isEmpty else {
        return fail(Message("each finding needs a 'key'"), item)
      }
      baseline.counts[key, default: 0] += 1
    }
    return Loaded(baseline: baseline, diagnostics: diagnostics)
  }
}
