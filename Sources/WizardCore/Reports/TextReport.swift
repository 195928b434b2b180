/// The report as plain text for a terminal: the same content as the Markdown
/// report, without markup. Every line is free of control characters; the
/// terminal layer wraps and colours it.
public enum TextReport {
  /// Lines of the report; each element is one paragraph or heading, with its
  /// indentation, for the terminal layer to wrap.
  /// - Parameter brief: a report sized for a ticket (see MarkdownReport).
  public static func lines(_ report: Report, brief: Bool = false) -> [TextLine] {
    let language = report.language
    let plain = PlainText.inline
    var lines: [TextLine] = []
    lines.append(TextLine(plain(report.title), style: .heading))
    lines.append(TextLine(""))
    if !report.branches.isEmpty { return conditional(report, lines, brief: brief) }
    lines.append(
      TextLine(language.tr("Recommendation: {1}", plain(report.combinedTitle)), style: .emphasis))
    lines.append(TextLine(plain(report.finalOutcome.recommendation), indent: 2))
    if brief {
      lines.append(TextLine(language.tr("Why: {1}", plain(report.keyReason)), indent: 2))
    }
    if let implementation = report.implementation {
      lines.append(TextLine(""))
      lines.append(TextLine(language.tr("How to build it"), style: .heading))
      if brief {
        summary(implementation, language: language, to: &lines)
      } else {
        build(implementation, language: language, to: &lines)
      }
    }
    if brief {
      let points = report.briefChecklist
      if !points.isEmpty {
        lines.append(TextLine(""))
        lines.append(TextLine(language.tr("Checklist"), style: .heading))
        checklist(points, to: &lines)
      }
      reproduce(report, to: &lines)
      return lines
    }
    lines.append(TextLine(""))
    lines.append(TextLine(language.tr("Checklist"), style: .heading))
    for group in report.grouped(report.checklist) {
      let name = group.page.map { "\(plain($0.title)) <\($0.url)>" } ?? language.tr("Other")
      lines.append(TextLine(name, indent: 2))
      checklist(group.items, to: &lines)
    }
    for decision in report.chain {
      lines.append(TextLine(""))
      if !report.followUps.isEmpty {
        lines.append(
          TextLine(
            "\(plain(decision.treeTitle)): \(plain(decision.outcome.title))", style: .heading))
        lines.append(TextLine(""))
      }
      Self.decision(decision, to: &lines)
    }
    if !report.unused.isEmpty {
      lines.append(TextLine(""))
      lines.append(
        TextLine(
          // Translators: {1} is a list of answers as QUESTION=CHOICE (ids), already joined.
          language.tr(
            "Unused answers: {1} (decided before these questions)",
            report.unused.joined(separator: ", ")),
          indent: 2))
    }
    reproduce(report, to: &lines)
    return lines
  }

  /// Per framework: what to do, the APIs and a sketch; then today's note.
  static func build(
    _ implementation: Implementation, language: Language, to lines: inout [TextLine]
  ) {
    let plain = PlainText.inline
    for (name, framework) in implementation.frameworks {
      lines.append(TextLine("\(name): \(plain(framework.summary))", indent: 2, hanging: 2))
      for api in framework.apis {
        let since = api.since.map { " (\(plain($0)))" } ?? ""
        lines.append(TextLine("- \(plain(api.symbol))\(since) <\(api.url)>", indent: 4, hanging: 2))
      }
      if !framework.sketch.isEmpty {
        lines.append(TextLine(""))
        // Code keeps its own indentation, which plain text would fold.
        // Never wrapped: a line of code broken in two no longer compiles.
        // Cleaned once, whole (tabs and line feeds kept), and split once its
        // CRs are gone: "\r\n" is one Character.
        let sketch = PlainText.codeBlock(framework.sketch)
        for line in sketch.split(separator: "\n", omittingEmptySubsequences: false) {
          let leading = line.prefix { $0 == " " }.count
          lines.append(
            TextLine(String(line.dropFirst(leading)), indent: 6 + leading, wraps: false))
        }
        while lines.last?.text.isEmpty == true { lines.removeLast() }
      }
      lines.append(TextLine(""))
    }
    if let today = implementation.today {
      lines.append(TextLine(language.tr("Today: {1}", plain(today)), indent: 2, hanging: 2))
    }
  }

  /// How to build it in a paragraph per framework: what to do and the
  /// APIs; then today's note.
  static func summary(
    _ implementation: Implementation, language: Language, to lines: inout [TextLine]
  ) {
    let plain = PlainText.inline
    for (name, framework) in implementation.frameworks {
      let apis = framework.apis.map { "\(plain($0.symbol)) <\($0.url)>" }
      lines.append(
        TextLine(
          "\(name): \(plain(framework.summary)) \(language.trList(apis))", indent: 2, hanging: 2))
    }
    if let today = implementation.today {
      lines.append(TextLine(language.tr("Today: {1}", plain(today)), indent: 2, hanging: 2))
    }
  }

  /// A report whose answers include `unsure`: each branch with its
  /// condition, reasons and checklist.
  static func conditional(_ report: Report, _ start: [TextLine], brief: Bool) -> [TextLine] {
    let language = report.language
    let plain = PlainText.inline
    var lines = start
    let deciding = report.deciding.map { "\(plain($0.prompt)) (\($0.id))" }
    if report.branches.count == 1 {
      let unsure = report.unsureQuestions.map { "\(plain($0.prompt)) (\($0.id))" }
      lines.append(
        TextLine(language.tr("Recommendation: {1}", plain(report.outcome.title)), style: .emphasis))
      lines.append(TextLine(plain(report.outcome.recommendation), indent: 2))
      lines.append(
        TextLine(
          language.tr(
            "It does not depend on {1}: every answer leads there.", language.trList(unsure)),
          indent: 2))
    } else {
      lines.append(
        TextLine(
          language.tr("Conditional recommendation: it depends on {1}", language.trList(deciding)),
          style: .emphasis))
    }
    for branch in report.branches where report.branches.count > 1 {
      lines.append(
        TextLine(
          // Translators: {1} is the assumptions ("suspend=yes", ids), {2} the outcome's title, {3}
          // its recommendation.
          language.tr(
            "If {1}: {2}. {3}",
            Report.conditionText(sets: branch.conditionSets, language: language),
            plain(branch.report.outcome.title), plain(branch.report.outcome.recommendation)),
          indent: 2, hanging: 2))
    }
    // A brief report of several outcomes stops at the list of them.
    for branch in report.branches where !brief || report.branches.count == 1 {
      lines.append(TextLine(""))
      if report.branches.count > 1 {
        lines.append(
          TextLine(
            // Translators: {1} is the assumptions ("suspend=yes", ids), {2} the outcome's title.
            language.tr(
              "If {1}: {2}", Report.conditionText(sets: branch.conditionSets, language: language),
              plain(branch.report.outcome.title)), style: .heading))
        lines.append(TextLine(""))
      }
      if let implementation = branch.report.outcome.implementation {
        lines.append(TextLine(language.tr("How to build it"), style: .heading))
        for (name, framework) in implementation.frameworks {
          let apis = framework.apis.map { plain($0.symbol) }.joined(separator: ", ")
          lines.append(TextLine("\(name): \(apis)", indent: 2, hanging: 2))
        }
        lines.append(TextLine(""))
      }
      lines.append(TextLine(language.tr("Checklist"), style: .heading))
      checklist(brief ? branch.report.briefChecklist : branch.report.checklist, to: &lines)
      if brief { continue }
      lines.append(TextLine(""))
      decision(branch.report, to: &lines)
    }
    reproduce(report, to: &lines)
    return lines
  }

  static func checklist(_ items: [ChecklistItem], to lines: inout [TextLine]) {
    for item in items {
      lines.append(
        TextLine(
          "[ ] \(PlainText.inline(item.text)) [\(PlainText.inline(item.topic))]", indent: 2,
          hanging: 4))
    }
  }

  static func reproduce(_ report: Report, to lines: inout [TextLine]) {
    let language = report.language
    lines.append(TextLine(""))
    lines.append(TextLine(language.tr("Reproduce"), style: .heading))
    // On one line however wide: copied from the terminal, it must run.
    lines.append(TextLine(PlainText.inline(report.reproduce), indent: 2, wraps: false))
    lines.append(
      // Translators: {1} is the tree's id, {2} its version (a hash).
      TextLine(language.tr("(tree {1}, version {2})", report.treeID, report.treeHash), indent: 2))
  }

  /// One decision: why, and what would change it.
  static func decision(_ report: Report, to lines: inout [TextLine]) {
    let language = report.language
    let plain = PlainText.inline
    lines.append(TextLine(language.tr("Why"), style: .heading))
    lines.append(TextLine(plain(report.outcome.rationale), indent: 2))
    lines.append(TextLine(""))
    for (index, step) in report.steps.map(report.said).enumerated() {
      let marker =
        switch step.source {
        case .defaulted: " " + language.tr("(default)")
        case .carried: " " + language.tr("(carried)")
        default: ""
        }
      // A wrapped item goes on under its text, past the number.
      let number = "\(index + 1). "
      lines.append(
        TextLine(
          "\(number)\(plain(step.prompt)) → \(plain(step.answerLabel))\(marker)", indent: 2,
          hanging: number.count))
      lines.append(TextLine("\(plain(step.reason)) [\(plain(step.topic))]", indent: 5))
    }
    lines.append(TextLine(""))
    lines.append(TextLine(language.tr("What would change this"), style: .heading))
    if report.alternatives.isEmpty {
      lines.append(
        TextLine(language.tr("No other single answer changes the recommendation."), indent: 2))
    }
    for alternative in report.alternatives {
      var text = "\(plain(alternative.prompt)) → \(plain(alternative.answerLabel)): "
      if let outcome = alternative.outcome {
        text += plain(outcome.title)
      } else if let next = alternative.nextQuestion {
        // Translators: {1} is the next question (its prompt and id), {2} the outcomes it can reach,
        // already joined with "or".
        text += language.tr(
          "then {1} decides; it can lead to {2}", plain(next.prompt),
          language.trList(alternative.possibleOutcomes.map { plain($0.title) }, or: true))
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
  /// False for text that must stay on one line to be copied, such as a
  /// command to run again.
  public var wraps: Bool

  public init(
    _ text: String, style: Style = .plain, indent: Int = 0, hanging: Int = 0, wraps: Bool = true
  ) {
    self.text = text
    self.style = style
    self.indent = indent
    self.hanging = hanging
    self.wraps = wraps
  }
}

extension ReportFormat {
  public static let text = ReportFormat(named: "text")
}

extension TextReport: ReportRenderer {
  public static var format: ReportFormat { .text }
  public static var fileExtensions: [String] { [".txt"] }
  public static func render(_ report: Report, options: RenderOptions) -> [UInt8] {
    let text = Self.lines(report, brief: options.brief)
    guard let layout = options.layout else {
      return Array(
        (text.map { String(repeating: " ", count: $0.indent) + $0.text }.joined(separator: "\n")
          + "\n").utf8)
    }
    return Array(layout(text).utf8)
  }
}
