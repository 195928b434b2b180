/// The report as plain text for a terminal: the same content as the Markdown
/// report, without markup. Every line is free of control characters; the
/// terminal layer wraps and colours it.
public enum TextReport {
  /// Lines of the report; each element is one paragraph or heading, with its
  /// indentation, for the terminal layer to wrap.
  public static func lines(_ report: Report) -> [TextLine] {
    let plain = PlainText.inline
    var lines: [TextLine] = []
    lines.append(TextLine(plain(report.title), style: .heading))
    lines.append(TextLine(""))
    if !report.branches.isEmpty { return conditional(report, lines) }
    decision(report, to: &lines)
    if !report.unused.isEmpty {
      lines.append(TextLine(""))
      lines.append(
        TextLine(
          tr(
            "Unused answers: {1} (decided before these questions)",
            report.unused.joined(separator: ", ")),
          indent: 2))
    }
    for followUp in report.followUps {
      lines.append(TextLine(""))
      lines.append(TextLine(tr("Next decision: {1}", plain(followUp.treeTitle)), style: .heading))
      lines.append(TextLine(""))
      decision(followUp, to: &lines)
    }
    lines.append(TextLine(""))
    lines.append(TextLine(tr("Checklist"), style: .heading))
    for decision in [report] + report.followUps {
      if decision.treeID != report.treeID {
        lines.append(
          TextLine(
            "\(plain(decision.treeTitle)): \(plain(decision.outcome.title))", indent: 2))
      }
      checklist(decision.outcome, to: &lines)
    }
    reproduce(report, to: &lines)
    return lines
  }

  /// A report whose answers include `unsure`: each branch with its
  /// condition, reasons and checklist.
  static func conditional(_ report: Report, _ start: [TextLine]) -> [TextLine] {
    let plain = PlainText.inline
    var lines = start
    let deciding = report.deciding.map { "\(plain($0.prompt)) (\($0.id))" }
    if Set(report.branches.map(\.report.outcome.id)).count == 1 {
      lines.append(
        TextLine(tr("Recommendation: {1}", plain(report.outcome.title)), style: .emphasis))
      lines.append(
        TextLine(
          tr("It does not depend on {1}: every answer leads there.", trList(deciding)),
          indent: 2))
    } else {
      lines.append(
        TextLine(
          tr("Conditional recommendation: it depends on {1}", trList(deciding)),
          style: .emphasis))
    }
    for branch in report.branches {
      lines.append(
        TextLine(
          tr(
            "If {1}: {2}. {3}", Report.conditionText(branch.conditions),
            plain(branch.report.outcome.title), plain(branch.report.outcome.recommendation)),
          indent: 2, hanging: 2))
    }
    for branch in report.branches {
      lines.append(TextLine(""))
      lines.append(
        TextLine(
          tr(
            "If {1}: {2}", Report.conditionText(branch.conditions),
            plain(branch.report.outcome.title)), style: .heading))
      lines.append(TextLine(""))
      decision(branch.report, to: &lines)
      lines.append(TextLine(""))
      lines.append(TextLine(tr("Checklist"), style: .heading))
      checklist(branch.report.outcome, to: &lines)
    }
    reproduce(report, to: &lines)
    return lines
  }

  static func checklist(_ outcome: Outcome, to lines: inout [TextLine]) {
    for item in outcome.checklist {
      lines.append(
        TextLine(
          "[ ] \(PlainText.inline(item.text)) [\(PlainText.inline(item.topic))]", indent: 2,
          hanging: 4))
    }
  }

  static func reproduce(_ report: Report, to lines: inout [TextLine]) {
    lines.append(TextLine(""))
    lines.append(TextLine(tr("Reproduce"), style: .heading))
    lines.append(TextLine(PlainText.inline(report.reproduce), indent: 2))
    lines.append(
      TextLine(tr("(tree {1}, version {2})", report.treeID, report.treeHash), indent: 2))
  }

  /// One decision: the recommendation, why, and what would change it.
  static func decision(_ report: Report, to lines: inout [TextLine]) {
    let plain = PlainText.inline
    lines.append(
      TextLine(tr("Recommendation: {1}", plain(report.outcome.title)), style: .emphasis))
    lines.append(TextLine(plain(report.outcome.recommendation), indent: 2))
    lines.append(TextLine(""))
    lines.append(TextLine(plain(report.outcome.rationale), indent: 2))
    lines.append(TextLine(""))
    lines.append(TextLine(tr("Why"), style: .heading))
    for (index, step) in report.steps.enumerated() {
      let marker = step.source == .defaulted ? " " + tr("(default)") : ""
      lines.append(
        TextLine(
          "\(index + 1). \(plain(step.prompt)) → \(plain(step.answerLabel))\(marker)", indent: 2))
      lines.append(TextLine("\(plain(step.reason)) [\(plain(step.topic))]", indent: 5))
    }
    lines.append(TextLine(""))
    lines.append(TextLine(tr("What would change this"), style: .heading))
    if report.alternatives.isEmpty {
      lines.append(TextLine(tr("No other single answer changes the recommendation."), indent: 2))
    }
    for alternative in report.alternatives {
      var text = "\(plain(alternative.prompt)) → \(plain(alternative.answerLabel)): "
      if let outcome = alternative.outcome {
        text += plain(outcome.title)
      } else if let next = alternative.nextQuestion {
        text += tr(
          "then {1} decides; it can lead to {2}", plain(next.prompt),
          trList(alternative.possibleOutcomes.map { plain($0.title) }, or: true))
      }
      lines.append(TextLine(text, indent: 2, hanging: 2))
    }
  }

  /// The report without wrapping or styling.
  public static func render(_ report: Report) -> String {
    lines(report).map { String(repeating: " ", count: $0.indent) + $0.text }.joined(
      separator: "\n") + "\n"
  }
}

/// One paragraph of terminal text.
public struct TextLine: Sendable, Equatable {
  public enum Style: Sendable { case plain, heading, emphasis }
  public var text: String
  public var style: Style
  public var indent: Int
  /// Extra indentation for continuation lines when wrapped.
  public var hanging: Int

  public init(_ text: String, style: Style = .plain, indent: Int = 0, hanging: Int = 0) {
    self.text = text
    self.style = style
    self.indent = indent
    self.hanging = hanging
  }
}
