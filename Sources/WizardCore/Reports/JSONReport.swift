/// The report as JSON. The schema is documented in README.md ("JSON report")
/// and only grows: fields are never renamed or removed within a
/// `schemaVersion`.
public enum JSONReport {
  public static let schemaVersion = 1

  public static func value(_ report: Report) -> JSONValue {
    var fields = decision(report)
    fields["schemaVersion"] = .number(schemaVersion)
    fields["title"] = .string(report.title)
    fields["unused"] = .array(report.unused.map { .string($0) })
    fields["answers"] = .object(report.answers.values.mapValues { .string($0) })
    fields["reproduce"] = .string(report.reproduce)
    // `outcome` stays the first tree's; later decisions follow in order.
    fields["followUps"] = .array(report.followUps.map { .object(decision($0)) })
    // With `unsure` answers: `outcome` (and `path`, …) are the first branch's;
    // `conditional` has every branch and what it assumed.
    fields["decidedBy"] = .array(report.deciding.map { .string($0.id) })
    fields["conditional"] = .array(
      report.branches.map { branch in
        var fields = decision(branch.report)
        fields["when"] = .object(
          Dictionary(
            branch.conditions.map { ($0.questionID, JSONValue.string($0.answerID)) },
            uniquingKeysWith: { first, _ in first }))
        return .object(fields)
      })
    return .object(fields)
  }

  /// The fields every decision has: its tree, outcome, path, checklist and
  /// what would change it.
  static func decision(_ report: Report) -> [String: JSONValue] {
    [
      "tree": .object([
        "id": .string(report.treeID), "title": .string(report.treeTitle),
        "hash": .string(report.treeHash),
      ]),
      "outcome": .object([
        "id": .string(report.outcome.id),
        "title": .string(report.outcome.title),
        "recommendation": .string(report.outcome.recommendation),
        "rationale": .string(report.outcome.rationale),
        "topic": .string(report.outcome.topic),
      ]),
      "path": .array(
        report.steps.map { step in
          .object([
            "question": .string(step.questionID),
            "prompt": .string(step.prompt),
            "answer": .string(step.answerID),
            "label": .string(step.answerLabel),
            "reason": .string(step.reason),
            "topic": .string(step.topic),
            "source": .string(step.source.rawValue),
          ])
        }),
      "checklist": .array(
        report.outcome.checklist.map { item in
          .object(["text": .string(item.text), "topic": .string(item.topic)])
        }),
      "whatWouldChange": .array(
        report.alternatives.map { alternative in
          var fields: [String: JSONValue] = [
            "question": .string(alternative.questionID), "answer": .string(alternative.answerID),
          ]
          if let outcome = alternative.outcome { fields["outcome"] = .string(outcome.id) }
          if let next = alternative.nextQuestion {
            fields["nextQuestion"] = .string(next.id)
            fields["possibleOutcomes"] = .array(
              alternative.possibleOutcomes.map { .string($0.id) })
          }
          return .object(fields)
        }),
    ]
  }

  public static func render(_ report: Report) -> String {
    value(report).serialized()
  }
}
