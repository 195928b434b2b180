/// What `hig-wizard check` prints: one entry per record, in the format
/// asked for, then (text) a summary line. A broken record's problems are
/// diagnostics, printed apart with their source lines; here it is one line.
public struct CheckReport: Sendable {
  /// `--format` of `check`.
  public enum Format: String, Sendable, CaseIterable {
    /// Lines as compilers print them, `FILE:LINE:COLUMN: error: …`, which
    /// editors and CI annotators read.
    case text
    /// A table to paste into a pull request.
    case markdown
    /// Sorted keys, for scripts.
    case json
  }

  public var results: [RecordCheck.RecordResult]
  /// With `--sources`: where the code does not present a recorded decision
  /// as recorded.
  public var code: [RecordSources.Finding] = []
  /// The folder that was checked.
  public var folder: String
  public var language: Language

  public init(results: [RecordCheck.RecordResult], folder: String, language: Language) {
    self.results = results
    self.folder = folder
    self.language = language
  }

  /// Whether `check` fails: a recommendation changed, a tree is missing or
  /// a record is broken.
  public var fails: Bool { results.contains { $0.status.fails } || !code.isEmpty }

  public func render(_ format: Format) -> String {
    switch format {
    case .text: text
    case .markdown: markdown
    case .json: json.serialized()
    }
  }

  // MARK: Text

  var text: String {
    var lines: [String] = []
    for result in results {
      switch result.status {
      case .broken:
        lines.append(
          "\(result.file): \("error"): "
            + language.tr("the record could not be read (see above)"))
      case .unchanged:
        // Translators: {1} is the decision record's file.
        lines.append("\(result.file): " + language.tr("unchanged: {1}", chain(result)))
      default:
        for decision in result.decisions {
          guard let line = problem(decision) else { continue }
          let place = decision.location.map { "\($0.file):\($0.line):\($0.column)" } ?? result.file
          let severity = decision.status.fails ? "error" : "note"
          lines.append("\(place): \(severity): \(line)")
        }
      }
    }
    for finding in code {
      lines.append(
        "\(finding.location): error: \(RecordSources.message(finding, in: language)) [\(finding.kind.rawValue)]"
      )
    }
    lines.append(summary)
    return lines.joined(separator: "\n") + "\n"
  }

  /// `presentation: modal-view → modal-style: form-sheet`.
  func chain(_ result: RecordCheck.RecordResult) -> String {
    result.decisions.map { "\($0.recorded.tree): \($0.recorded.outcome)" }.joined(separator: " → ")
  }

  /// What a decision that is not unchanged says; nil for one that is, or
  /// was not replayed.
  func problem(_ decision: RecordCheck.DecisionResult) -> String? {
    let recorded = decision.recorded
    switch decision.status {
    case .unchanged, .notChecked, .broken: return nil
    case .treeMissing:
      return language.tr(
        "there is no tree '{1}'; load it with --questions, or record the decision again",
        recorded.tree)
    case .versionChanged:
      return language.tr(
        "tree '{1}' changed since the record was made, and its recommendation did not: '{2}'",
        recorded.tree, recorded.outcome)
    case .changed where decision.followUpChanged:
      return decision.followUpNow.map {
        // Translators: `check`: {1} is the recorded outcome's id, {2} its tree's id, {3} the
        // follow-up tree it leads to now, {4} the one recorded.
        language.tr(
          "the outcome '{1}' of '{2}' now goes on to '{3}', not to the recorded '{4}'",
          recorded.outcome, recorded.tree, $0, decision.followUpRecorded ?? "")
      }
        // Translators: `check`: {1} is the recorded outcome's id, {2} its tree's id, {3} the
        // follow-up tree recorded.
        ?? language.tr(
          "the outcome '{1}' of '{2}' no longer goes on to the recorded '{3}'", recorded.outcome,
          recorded.tree, decision.followUpRecorded ?? "")
    case .changed:
      let change =
        decision.outcome.map {
          // Translators: `check`: {1} is a tree id, {2} the recorded outcome's id, {3} the one the
          // recorded answers reach now.
          language.tr(
            "the recommendation of '{1}' changed from '{2}' to '{3}'", recorded.tree,
            recorded.outcome, $0)
        }
        ?? language.tr(
          "the recommendation of '{1}' changed: the recorded answers no longer reach '{2}' or any other",
          recorded.tree, recorded.outcome)
      guard let difference = decision.difference else { return change }
      return change + "; " + because(difference)
    }
  }

  /// The question that made the difference, and how.
  func because(_ difference: RecordCheck.Difference) -> String {
    let question = difference.question
    switch difference.kind {
    case .answeredOtherwise:
      if let recorded = difference.recorded, let now = difference.now {
        // Translators: `check`: {1} is a question id, {2} the recorded choice id, {3} the one the
        // answers give now.
        return language.tr(
          "'{1}' made the difference: recorded '{2}', now '{3}'", question, recorded, now)
      }
      return language.tr(
        "'{1}' made the difference: it is now asked, and answered '{2}' without the record",
        question, difference.now ?? "")
    case .unanswered:
      return language.tr(
        "'{1}' made the difference: it is now asked, and the record has no answer for it",
        question)
    case .choiceGone:
      return language.tr(
        "'{1}' made the difference: it no longer offers the recorded answer '{2}'", question,
        difference.recorded ?? "")
    case .noLongerAsked:
      return language.tr("'{1}' made the difference: it is no longer asked there", question)
    case .leadsElsewhere:
      return language.tr(
        "'{1}' made the difference: the answer '{2}' now leads elsewhere", question,
        difference.recorded ?? "")
    }
  }

  var summary: String {
    func count(_ status: RecordCheck.Status) -> Int {
      results.filter { $0.status == status }.count
    }
    let changed = count(.changed) + count(.treeMissing)
    let parts: [String] = [
      language.trPlural(results.count, one: "{1} record", other: "{1} records"),
      // Translators: the summary line of `check` ("3 unchanged, 1 changed, 0 broken"); {1} is a
      // number of decision records, 0 or more.
      language.tr("{1} unchanged", "\(count(.unchanged) + count(.versionChanged))"),
      // Translators: {1} is a number of decision records, 0 or more ("3 unchanged, 1 changed, 0
      // broken").
      language.tr("{1} changed", "\(changed)"),
      // Translators: {1} is a number of decision records, 0 or more ("3 unchanged, 1 changed, 0
      // broken").
      language.tr("{1} broken", "\(count(.broken))"),
    ]
    var all = parts
    if !code.isEmpty {
      all.append(
        // Translators: follows the summary of `check --sources`; {1} is how many scan findings the
        // code has.
        language.trPlural(
          code.count, one: "{1} finding in the code", other: "{1} findings in the code"))
    }
    return "check: " + all.joined(separator: language.tr(", "))
  }

  // MARK: Markdown

  var markdown: String {
    var lines = [
      "| \(language.tr("Record")) | \(language.tr("Task")) | \(language.tr("Result")) |",
      "| --- | --- | --- |",
    ]
    for result in results {
      let task = result.record.map { MarkdownReport.escape($0.task) } ?? ""
      let outcome: String
      switch result.status {
      case .broken:
        outcome =
          "**" + language.tr("Broken") + "**: "
          + MarkdownReport.escape(language.tr("the record could not be read"))
      case .unchanged:
        outcome = language.tr("Unchanged") + ": " + MarkdownReport.escape(chain(result))
      default:
        let problems = result.decisions.compactMap(problem).map(MarkdownReport.escape)
        let head: String
        switch result.status {
        case .treeMissing: head = "**" + language.tr("Tree missing") + "**"
        case .changed: head = "**" + language.tr("Changed") + "**"
        default: head = language.tr("Note")
        }
        outcome = head + ": " + problems.joined(separator: "<br>")
      }
      lines.append("| `\(result.file)` | \(task) | \(outcome) |")
    }
    if !code.isEmpty {
      lines.append("")
      lines.append("## " + language.tr("In the code"))
      lines.append("")
      for finding in code {
        lines.append(
          "- `\(finding.location)` "
            + MarkdownReport.escape(RecordSources.message(finding, in: language))
            + " (`\(finding.kind.rawValue)`)")
      }
    }
    return lines.joined(separator: "\n") + "\n\n" + summary + "\n"
  }

  // MARK: JSON

  /// `{"folder", "records": [{file, task, status, decisions: [...]}],
  /// "failed"}`, keys sorted; `schemas/record.json` describes the record
  /// files themselves.
  var json: JSONValue {
    .object([
      "folder": .string(folder),
      "failed": .bool(fails),
      "records": .array(results.map(json)),
      "code": .array(
        code.map { finding in
          .object([
            "file": .string(finding.location.file), "line": .number(finding.location.line),
            "column": .number(finding.location.column), "rule": .string(finding.kind.rawValue),
            "record": .string(finding.record), "type": .string(finding.code),
            "recorded": .string(finding.recorded),
            "found": .array(finding.found.map(JSONValue.string)),
            "message": .string(RecordSources.message(finding, in: language)),
          ])
        }),
    ])
  }

  func json(_ result: RecordCheck.RecordResult) -> JSONValue {
    var object: [String: JSONValue] = [
      "file": .string(result.file),
      "status": .string(result.status.rawValue),
      "task": result.record.map { .string($0.task) } ?? .null,
      "code": .array((result.record?.code ?? []).map(JSONValue.string)),
      "decisions": .array(result.decisions.map(json)),
    ]
    if result.record == nil {
      object["errors"] = .array(
        result.diagnostics.map { diagnostic in
          .object([
            "line": .number(diagnostic.location?.line ?? 0),
            "column": .number(diagnostic.location?.column ?? 0),
            "severity": .string(diagnostic.severity.rawValue),
            "message": .string(diagnostic.text(in: language)),
          ])
        })
    }
    return .object(object)
  }

  func json(_ decision: RecordCheck.DecisionResult) -> JSONValue {
    var object: [String: JSONValue] = [
      "tree": .string(decision.recorded.tree),
      "status": .string(decision.status.rawValue),
      "recorded": .object([
        "outcome": .string(decision.recorded.outcome),
        "version": .string(decision.recorded.version),
      ]),
      "current": .object([
        "outcome": decision.outcome.map(JSONValue.string) ?? .null,
        "version": decision.version.map(JSONValue.string) ?? .null,
      ]),
    ]
    if decision.followUpChanged {
      object["followUp"] = decision.followUpNow.map(JSONValue.string) ?? .null
    }
    if let difference = decision.difference {
      object["difference"] = .object([
        "kind": .string(difference.kind.rawValue),
        "question": .string(difference.question),
        "recorded": difference.recorded.map(JSONValue.string) ?? .null,
        "now": difference.now.map(JSONValue.string) ?? .null,
      ])
    }
    if let line = problem(decision) { object["message"] = .string(line) }
    return .object(object)
  }
}
