/// The report as GitHub-flavoured Markdown, for pasting into a ticket.
///
/// Every piece of text from a tree, the answers or `--title` goes through
/// ``escape(_:)``, so none of it can open HTML, break the answers table or
/// start a block of its own.
public enum MarkdownReport {
  public static func render(_ report: Report) -> String {
    var out: [String] = []
    out.append("# \(escape(report.title))")
    out.append("")
    if !report.branches.isEmpty { return conditional(report, out) }
    decision(report, to: &out)
    reasons(report, heading: "##", to: &out)
    // Every later decision in order, each with its own reasons.
    for followUp in report.followUps {
      out.append("## " + tr("Next decision: {1}", escape(followUp.treeTitle)))
      out.append("")
      decision(followUp, to: &out)
      reasons(followUp, heading: "###", to: &out)
    }
    answersHeading(to: &out)
    for decision in [report] + report.followUps {
      // Follow-up answers are named as they are given: `TREE.QUESTION`.
      let prefix = decision.treeID == report.treeID ? "" : decision.treeID + "."
      answerRows(decision.steps, prefix: prefix, to: &out)
    }
    unused(report, to: &out)
    out.append("")
    out.append("## " + tr("Checklist"))
    out.append("")
    for item in report.outcome.checklist {
      out.append("- [ ] \(escape(item.text)) *(\(escape(item.topic)))*")
    }
    for followUp in report.followUps {
      out.append("")
      out.append("### \(escape(followUp.treeTitle)): \(escape(followUp.outcome.title))")
      out.append("")
      for item in followUp.outcome.checklist {
        out.append("- [ ] \(escape(item.text)) *(\(escape(item.topic)))*")
      }
    }
    reproduce(report, to: &out)
    return out.joined(separator: "\n") + "\n"
  }

  static func reproduce(_ report: Report, to out: inout [String]) {
    out.append("")
    out.append("## " + tr("Reproduce"))
    out.append("")
    let fence = codeFence(for: report.reproduce)
    out.append(fence + "sh")
    out.append(PlainText.inline(report.reproduce))
    out.append(fence)
  }

  /// A report whose answers include `unsure`: every branch, each with its
  /// condition, reasons, what would change it and checklist.
  static func conditional(_ report: Report, _ start: [String]) -> String {
    var out = start
    let deciding = report.deciding.map { "**\(escape($0.prompt))** (`\($0.id)`)" }
    if Set(report.branches.map(\.report.outcome.id)).count == 1 {
      out.append(
        tr(
          "**Recommendation: {1}.** {2}", escape(report.outcome.title),
          escape(report.outcome.recommendation)))
      out.append("")
      out.append(tr("It does not depend on {1}: every answer leads there.", trList(deciding)))
    } else {
      out.append(tr("**Conditional recommendation:** it depends on {1}.", trList(deciding)))
    }
    out.append("")
    for branch in report.branches {
      out.append(
        "- "
          + tr(
            "If `{1}`: **{2}.** {3}", Report.conditionText(branch.conditions),
            escape(branch.report.outcome.title), escape(branch.report.outcome.recommendation)))
    }
    out.append("")
    out.append(
      tr(
        "*Decided with the `{1}` tree ({2}, version `{3}`).*", report.treeID,
        escape(report.treeTitle), report.treeHash))
    out.append("")
    for branch in report.branches {
      out.append(
        "## "
          + tr(
            "If `{1}`: {2}", Report.conditionText(branch.conditions),
            escape(branch.report.outcome.title)))
      out.append("")
      out.append(escape(branch.report.outcome.rationale))
      out.append("")
      reasons(branch.report, heading: "###", to: &out)
      out.append("### " + tr("Checklist"))
      out.append("")
      for item in branch.report.outcome.checklist {
        out.append("- [ ] \(escape(item.text)) *(\(escape(item.topic)))*")
      }
      out.append("")
    }
    answersHeading(to: &out)
    answerRows(report.allSteps, prefix: "", to: &out)
    unused(report, to: &out)
    reproduce(report, to: &out)
    return out.joined(separator: "\n") + "\n"
  }

  static func answersHeading(to out: inout [String]) {
    out.append("## " + tr("Answers"))
    out.append("")
    out.append("| \(tr("Question")) | \(tr("Answer")) | \(tr("Source")) |")
    out.append("| --- | --- | --- |")
  }

  static func answerRows(_ steps: [Report.Step], prefix: String, to out: inout [String]) {
    for step in steps {
      let source = step.source == .defaulted ? tr("default") : tr("given")
      out.append(
        "| \(escape(step.prompt)) (`\(prefix)\(step.questionID)`) | \(escape(step.answerLabel)) (`\(step.answerID)`) | \(source) |"
      )
    }
  }

  static func unused(_ report: Report, to out: inout [String]) {
    guard !report.unused.isEmpty else { return }
    out.append("")
    let ids = report.unused.map { "`\($0)`" }.joined(separator: ", ")
    out.append(
      tr(
        "Unused answers: {1}. The recommendation was settled before these questions came up.", ids
      ))
  }

  /// Why, what would change it, and the path, under headings of one level.
  static func reasons(_ report: Report, heading: String, to out: inout [String]) {
    out.append("\(heading) " + tr("Why"))
    out.append("")
    why(report, to: &out)
    out.append("\(heading) " + tr("What would change this"))
    out.append("")
    changes(report, to: &out)
    out.append("\(heading) " + tr("Path"))
    out.append("")
    chart(report, to: &out)
  }

  /// The path as a Mermaid flowchart (GitHub draws it in tickets); the
  /// chosen branch highlighted, the other answers drawn but not followed.
  static func chart(_ report: Report, to out: inout [String]) {
    let fence = codeFence(for: report.pathChart)
    out.append(fence + "mermaid")
    var chart = report.pathChart
    if chart.utf8.last == 0x0A { chart.removeLast() }
    out.append(chart)
    out.append(fence)
    out.append("")
  }

  /// The recommendation, its rationale and where it comes from.
  static func decision(_ report: Report, to out: inout [String]) {
    out.append(
      tr(
        "**Recommendation: {1}.** {2}", escape(report.outcome.title),
        escape(report.outcome.recommendation)))
    out.append("")
    out.append(escape(report.outcome.rationale))
    out.append("")
    out.append(
      tr(
        "*Decided with the `{1}` tree ({2}, version `{3}`); guideline topic: {4}.*",
        report.treeID, escape(report.treeTitle), report.treeHash, escape(report.outcome.topic)))
    out.append("")
  }

  /// Each answer on the path and why it leads where it does.
  static func why(_ report: Report, to out: inout [String]) {
    for (index, step) in report.steps.enumerated() {
      out.append(
        "\(index + 1). "
          + tr(
            "**{1}** {2}. {3}", escape(step.prompt), escape(step.answerLabel), escape(step.reason))
          + " *(\(escape(step.topic)))*"
      )
    }
    out.append("")
  }

  /// The other answers that would lead elsewhere.
  static func changes(_ report: Report, to out: inout [String]) {
    if report.alternatives.isEmpty {
      out.append(tr("No other single answer changes the recommendation."))
    }
    for alternative in report.alternatives {
      var line =
        "- **\(escape(alternative.prompt))** \(escape(alternative.answerLabel)) (`\(alternative.answerID)`) → "
      if let outcome = alternative.outcome {
        line += "\(escape(outcome.title))"
      } else if let next = alternative.nextQuestion {
        let titles = alternative.possibleOutcomes.map { escape($0.title) }
        line += tr(
          "then {1} (`{2}`) decides; it can lead to {3}", escape(next.prompt), next.id,
          trList(titles, or: true))
      }
      out.append(line)
    }
    out.append("")
  }

  /// Makes untrusted text safe as inline Markdown: on one line, with every
  /// character that could start emphasis, code, a link, HTML, an entity, a
  /// heading or a table cell border escaped with a backslash (CommonMark allows
  /// one before any ASCII punctuation), and a list marker at the start defused.
  public static func escape(_ text: String) -> String {
    // Bytes, not Characters: this runs over every word of a report, and every
    // character it escapes is ASCII.
    let line = Array(PlainText.inline(text).utf8)
    var result: [UInt8] = []
    result.reserveCapacity(line.count + line.count / 8)
    // "- x", "+ x" or "1. x" at the start of a line would open a list.
    let digits = line.prefix { (0x30...0x39).contains($0) }.count
    var marker: Int?
    if line.first == UInt8(ascii: "-") || line.first == UInt8(ascii: "+") {
      marker = 0
    } else if digits > 0, digits < line.count,
      line[digits] == UInt8(ascii: ".") || line[digits] == UInt8(ascii: ")")
    {
      marker = digits
    }
    for (index, byte) in line.enumerated() {
      if isEscaped(byte) || index == marker { result.append(UInt8(ascii: "\\")) }
      result.append(byte)
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The ASCII punctuation that Markdown could read as markup:
  /// \\ ` * _ [ ] < > | & ~ #. A switch, not a set: it runs for every byte.
  private static func isEscaped(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"),
      UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"),
      UInt8(ascii: "|"), UInt8(ascii: "&"), UInt8(ascii: "~"), UInt8(ascii: "#"):
      return true
    default:
      return false
    }
  }

  /// A backtick fence longer than any run of backticks in `text`.
  static func codeFence(for text: String) -> String {
    var longest = 0
    var run = 0
    for byte in text.utf8 {
      run = byte == UInt8(ascii: "`") ? run + 1 : 0
      longest = max(longest, run)
    }
    return String(repeating: "`", count: max(3, longest + 1))
  }
}
