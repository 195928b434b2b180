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
    // The whole chain as one answer: what tickets want.
    if report.branches.isEmpty {
      var combined: [String: JSONValue] = [
        "title": .string(report.combinedTitle),
        "recommendation": .string(report.finalOutcome.recommendation),
        "outcomes": .array(report.chain.map { .string("\($0.treeID).\($0.outcome.id)") }),
        "checklist": checklist(report.checklist, of: report),
      ]
      if let implementation = report.implementation {
        combined["implementation"] = value(implementation)
      }
      fields["combined"] = .object(combined)
    }
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
        // Every set of assumptions that leads to this outcome, without those
        // that make no difference.
        fields["whenAny"] = .array(
          branch.conditionSets.map { set in
            .object(
              Dictionary(
                set.map { ($0.questionID, JSONValue.string($0.answerID)) },
                uniquingKeysWith: { first, _ in first }))
          })
        return .object(fields)
      })
    return .object(fields)
  }

  /// The fields every decision has: its tree, outcome, path, checklist and
  /// what would change it.
  static func decision(_ report: Report) -> [String: JSONValue] {
    var outcome: [String: JSONValue] = [
      "id": .string(report.outcome.id),
      "title": .string(report.outcome.title),
      "recommendation": .string(report.outcome.recommendation),
      "rationale": .string(report.outcome.rationale),
      "topic": .string(report.outcome.topic),
    ]
    if let page = report.page(report.outcome.page) { outcome["url"] = .string(page.url) }
    if let implementation = report.outcome.implementation {
      outcome["implementation"] = value(implementation)
    }
    if !report.outcome.applies.isEmpty {
      outcome["appliesTo"] = .object(
        Dictionary(
          report.outcome.applies.map { ($0.fact, JSONValue.array($0.values.map { .string($0) })) },
          uniquingKeysWith: { first, _ in first }))
    }
    return [
      "tree": .object([
        "id": .string(report.treeID), "title": .string(report.treeTitle),
        "hash": .string(report.treeHash),
      ]),
      "outcome": .object(outcome),
      "path": .array(
        report.steps.map { step in
          var fields: [String: JSONValue] = [
            "question": .string(step.questionID),
            "prompt": .string(step.prompt),
            "answer": .string(step.answerID),
            "label": .string(step.answerLabel),
            "reason": .string(step.reason),
            "topic": .string(step.topic),
            "source": .string(step.source.rawValue),
          ]
          if let page = report.page(step.page) { fields["url"] = .string(page.url) }
          return .object(fields)
        }),
      "checklist": checklist(
        report.outcome.checklist.filter { $0.fits(report.chainFacts) }, of: report),
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

  static func checklist(_ items: [ChecklistItem], of report: Report) -> JSONValue {
    let pages = report.pagesByID
    return .array(
      items.map { item in
        var fields: [String: JSONValue] = [
          "text": .string(item.text), "topic": .string(item.topic),
        ]
        if let page = item.page.flatMap({ pages[$0] }) { fields["url"] = .string(page.url) }
        if let point = item.point { fields["point"] = .string(point) }
        if let priority = item.priority { fields["priority"] = .number(priority) }
        return .object(fields)
      })
  }

  /// `uikit` and `swiftui` (summary, apis, sketch), and `today`.
  static func value(_ implementation: Implementation) -> JSONValue {
    func framework(_ framework: Implementation.Framework) -> JSONValue {
      .object([
        "summary": .string(framework.summary),
        "apis": .array(
          framework.apis.map { api in
            var fields: [String: JSONValue] = [
              "symbol": .string(api.symbol), "url": .string(api.url),
            ]
            if let since = api.since { fields["since"] = .string(since) }
            return .object(fields)
          }),
        "sketch": .string(framework.sketch),
        "context": framework.context.map { .string($0.rawValue) } ?? .null,
      ])
    }
    var fields: [String: JSONValue] = [
      "uikit": framework(implementation.uikit), "swiftui": framework(implementation.swiftui),
    ]
    if let today = implementation.today { fields["today"] = .string(today) }
    return .object(fields)
  }

  public static func render(_ report: Report) -> String {
    value(report).serialized()
  }
}

extension ReportFormat {
  public static let json = ReportFormat(named: "json")
}

extension JSONReport: ReportRenderer {
  public static var format: ReportFormat { .json }
  public static var fileExtensions: [String] { [".json"] }
  /// The whole report, sorted keys; `--brief` does not shorten it.
  public static func render(_ report: Report, options: RenderOptions) -> [UInt8] {
    Array(render(report).utf8)
  }
}
