/// `check --sources`: each record's `code:` list looked up in the scan's
/// inventory. A record whose recommendation the guidance can recognise in
/// code (an outcome pattern of the vocabulary) must find its types presented
/// that way; a type presented otherwise, or not presented at all, is a finding.
public enum RecordSources {
  public struct Finding: Sendable, Equatable {
    public enum Kind: String, Sendable {
      /// No presentation of the type was found.
      case notPresented = "recorded-not-presented"
      /// The type is presented, but none of its presentations carries out
      /// the recorded outcome.
      case presentedOtherwise = "recorded-presented-otherwise"
    }

    public var kind: Kind
    /// Where to look: the presentation, or the record when there is none.
    public var location: SourceLocation
    public var record: String
    public var task: String
    public var code: String
    /// `tree/outcome`, as recorded.
    public var recorded: String
    /// What the code does there instead (its outcomes, or its style).
    public var found: [String]
  }

  /// The findings for `records` (file and record) against `presentations`.
  /// `codeLine` gives the line of a code entry in its record file.
  public static func findings(
    records: [(file: String, record: DecisionRecord)], presentations: [ScanAnalysis.Item],
    guidance: ScanGuidance, codeLine: (String, String) -> Int
  ) -> [Finding] {
    let recognised = Set(guidance.outcomes.map { "\($0.tree)/\($0.outcome)" })
    var findings: [Finding] = []
    for (file, record) in records {
      let checkable = record.decisions.map { "\($0.tree)/\($0.outcome)" }.filter(
        recognised.contains)
      guard !checkable.isEmpty else { continue }
      for code in record.code {
        let items = presentations.filter { item in
          code.hasSuffix(".swift")
            ? item.file == code || item.file.hasSuffix("/" + code)
            : item.presentedTypes.contains(code)
              || (item.role == .structure && item.enclosingType == code)
        }
        guard let first = items.first else {
          findings.append(
            Finding(
              kind: .notPresented,
              location: SourceLocation(file: file, line: codeLine(file, code), column: 1),
              record: file, task: record.task, code: code,
              recorded: checkable.joined(separator: " → "),
              found: []))
          continue
        }
        for outcome in checkable where !items.contains(where: { $0.outcomes.contains(outcome) }) {
          findings.append(
            Finding(
              kind: .presentedOtherwise,
              location: SourceLocation(file: first.file, line: first.line, column: first.column),
              record: file, task: record.task, code: code, recorded: outcome,
              found: first.outcomes.isEmpty ? [first.style ?? first.apiName] : first.outcomes))
        }
      }
    }
    return findings
  }

  /// What a finding says, in `language`.
  public static func message(_ finding: Finding, in language: Language) -> String {
    switch finding.kind {
    case .notPresented:
      // Translators: {1} is a type in the code ("PhotoFiltersView"), {2} an outcome as
      // TREE/OUTCOME, {3} the decision record's file.
      language.tr(
        "'{1}' is recorded as {2} for '{3}', but the scan finds no presentation of it",
        finding.code, finding.recorded, finding.task)
    case .presentedOtherwise:
      // Translators: {1} is a type in the code ("PhotoFiltersView"), {2} and {4} outcomes as
      // TREE/OUTCOME, {3} the decision record's file.
      language.tr(
        "'{1}' is recorded as {2} for '{3}', but the code presents it as {4}", finding.code,
        finding.recorded, finding.task, finding.found.joined(separator: ", "))
    }
  }
}
