/// The report as GitHub-flavoured Markdown, for pasting into a ticket.
///
/// Every piece of text from a tree, the answers or `--title` goes through
/// ``escape(_:)``, so none of it can open HTML, break the answers table or
/// start a block of its own.
public enum MarkdownReport {
  /// - Parameter brief: a report sized for a ticket: the result, why in one
  ///   line, how to build it (APIs, no sketch), the points that matter most
  ///   and how to reproduce it.
  public static func render(_ report: Report, brief: Bool = false) -> String {
    String(decoding: utf8(report, brief: brief), as: UTF8.self)
  }

  /// The report's text as UTF-8, as it is written to a file.
  public static func utf8(_ report: Report, brief: Bool = false) -> [UInt8] {
    let language = report.language
    var out = ReportLines()
    out.append("# \(escape(report.title))")
    out.append("")
    if !report.branches.isEmpty { return conditional(report, out, brief: brief) }
    if brief { return self.brief(report, out) }
    recommendation(report, to: &out)
    for decision in report.chain { provenance(decision, to: &out) }
    if let implementation = report.implementation {
      out.append("## \(language.tr("How to build it"))")
      out.append("")
      build(implementation, language: language, to: &out)
    }
    out.append("## \(language.tr("Checklist"))")
    out.append("")
    checklist(report.checklist, of: report, heading: "###", to: &out)
    let chained = !report.followUps.isEmpty
    out.append("## \(language.tr("Why"))")
    out.append("")
    for decision in report.chain {
      if chained { decisionHeading(decision, to: &out) }
      out.append(text: escape(decision.outcome.rationale))
      out.append("")
      why(decision, to: &out)
    }
    out.append("## \(language.tr("What would change this"))")
    out.append("")
    for decision in report.chain {
      if chained { decisionHeading(decision, to: &out) }
      changes(decision, to: &out)
    }
    folded(language.tr("Answers"), to: &out) {
      answersTable(language: language, to: &$0)
      for decision in report.chain {
        // Follow-up answers are named as they are given: `TREE.QUESTION`.
        let prefix = decision.treeID == report.treeID ? "" : decision.treeID + "."
        answerRows(decision.steps, prefix: prefix, language: language, to: &$0)
      }
      unused(report, to: &$0)
    }
    folded(language.tr("Path"), to: &out) {
      for decision in report.chain {
        if chained {
          $0.append("**\(escape(decision.treeTitle))**")
          $0.append("")
        }
        chart(decision, to: &$0)
      }
    }
    reproduce(report, to: &out)
    return out.finish()
  }

  /// The brief report: what to do and why in a line each, the APIs to build
  /// it with, the prioritized points, which trees decided, and how to run
  /// it again.
  static func brief(_ report: Report, _ start: ReportLines) -> [UInt8] {
    let language = report.language
    var out = start
    recommendation(report, to: &out)
    out.append(text: language.tr("**Why:** {1}", escape(report.keyReason)))
    out.append("")
    if let implementation = report.implementation {
      out.append("## \(language.tr("How to build it"))")
      out.append("")
      summary(implementation, language: language, to: &out)
      out.append("")
    }
    let points = report.briefChecklist
    if !points.isEmpty {
      out.append("## \(language.tr("Checklist"))")
      out.append("")
      for item in points {
        out.append(
          "- [ ] \(escape(item.text)) *(\(topic(item.topic, page: report.page(item.page))))*")
      }
      out.append("")
    }
    for decision in report.chain { provenance(decision, to: &out) }
    reproduce(report, to: &out)
    return out.finish()
  }

  /// `**Recommendation: TITLE.** What to do.`: the chain's combined title
  /// and its last decision's recommendation.
  static func recommendation(_ report: Report, to out: inout ReportLines) {
    out.append(
      text:
        // Translators: Markdown: {1} is the outcome's title, {2} its one-sentence recommendation.
        report.language.tr(
          "**Recommendation: {1}.** {2}", escape(report.combinedTitle),
          escape(report.finalOutcome.recommendation)))
    out.append("")
  }

  /// How to build it in a line per framework: what to do and the APIs,
  /// linked; then today's note.
  static func summary(
    _ implementation: Implementation, language: Language, to out: inout ReportLines
  ) {
    for (name, framework) in implementation.frameworks {
      out.append("- **\(name):** \(escape(framework.summary)) \(apiLinks: framework.apis)")
    }
    if let today = implementation.today {
      out.append("- \(language.tr("**Today:** {1}", escape(today)))")
    }
  }

  /// `### TREE TITLE: OUTCOME TITLE`, before one decision's part of a chain.
  static func decisionHeading(_ decision: Report, to out: inout ReportLines) {
    out.append("### \(escape(decision.treeTitle)): \(escape(decision.outcome.title))")
    out.append("")
  }

  /// Which tree decided, in which version, and the guideline it rests on.
  static func provenance(_ decision: Report, to out: inout ReportLines) {
    let language = decision.language
    out.append(
      text:
        // Translators: Markdown: {1} is the tree's id, {2} its title, {3} its version (a hash), {4}
        // the outcome's guideline topic (a link).
        language.tr(
          "*Decided with the `{1}` tree ({2}, version `{3}`); guideline topic: {4}.*",
          decision.treeID, escape(decision.treeTitle), decision.treeHash,
          topic(decision.outcome.topic, page: decision.page(decision.outcome.page))))
    out.append("")
  }

  /// A topic, linked to its page when it has one.
  static func topic(_ text: String, page: GuidelinePage?) -> String {
    guard let page else { return escape(text) }
    return "[\(escape(text))](<\(page.url)>)"
  }

  /// Markup that GitHub shows folded: `<details>` with a summary. Only text
  /// of our own goes into the HTML, and it is escaped as HTML.
  static func folded(
    _ summary: String, to out: inout ReportLines, _ body: (inout ReportLines) -> Void
  ) {
    out.append("<details>")
    out.append("<summary>\(html(summary))</summary>")
    out.append("")
    body(&out)
    if !out.lastIsEmpty { out.append("") }
    out.append("</details>")
    out.append("")
  }

  /// `&`, `<`, `>` and `"` as HTML entities.
  static func html(_ text: String) -> String {
    var result = ""
    for character in PlainText.inline(text) {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }

  /// The items under a heading per guideline page, linked.
  static func checklist(
    _ items: [ChecklistItem], of report: Report, heading: String, to out: inout ReportLines
  ) {
    let language = report.language
    for group in report.grouped(items) {
      if let page = group.page {
        out.append("\(heading) [\(escape(page.title))](<\(page.url)>)")
      } else {
        out.append("\(heading) \(language.tr("Other"))")
      }
      out.append("")
      for item in group.items {
        out.append("- [ ] \(escape(item.text)) *(\(escape(item.topic)))*")
      }
      out.append("")
    }
  }

  /// How to build it: per framework, what to do, the APIs with their
  /// pages, and a sketch; then what today's platforms do differently.
  static func build(
    _ implementation: Implementation, language: Language, to out: inout ReportLines
  ) {
    for (name, framework) in implementation.frameworks {
      out.append("**\(name).** \(escape(framework.summary))")
      out.append("")
      for api in framework.apis { out.append("- \(apiLinks: [api])") }
      out.append("")
      if !framework.sketch.isEmpty { codeBlock(framework.sketch, language: "swift", to: &out) }
    }
    if let today = implementation.today {
      out.append(text: language.tr("**Today:** {1}", escape(today)))
      out.append("")
    }
  }

  static func reproduce(_ report: Report, to out: inout ReportLines) {
    let language = report.language
    out.append("## \(language.tr("Reproduce"))")
    out.append("")
    let fence = codeFence(for: report.reproduce)
    out.append(text: fence + "sh")
    out.append(text: PlainText.inline(report.reproduce))
    out.append(text: fence)
  }

  /// A report whose answers include `unsure`: every outcome the answers can
  /// lead to, once, with the assumptions that lead there, its reasons and
  /// checklist.
  static func conditional(_ report: Report, _ start: ReportLines, brief: Bool) -> [UInt8] {
    let language = report.language
    var out = start
    if report.branches.count == 1 {
      let unsure = report.unsureQuestions.map { "**\(escape($0.prompt))** (`\($0.id)`)" }
      out.append(
        text:
          language.tr(
            "**Recommendation: {1}.** {2}", escape(report.outcome.title),
            escape(report.outcome.recommendation)))
      out.append("")
      out.append(
        text:
          // Translators: {1} is a list of questions answered `unsure`, already joined; "there" is
          // the recommendation above.
          language.tr(
            "It does not depend on {1}: every answer leads there.", language.trList(unsure))
      )
    } else {
      let deciding = report.deciding.map { "**\(escape($0.prompt))** (`\($0.id)`)" }
      out.append(
        text:
          // Translators: Markdown: {1} is a list of the questions that decide, already joined
          // ("**Prompt?** (`suspend`)").
          language.tr(
            "**Conditional recommendation:** it depends on {1}.", language.trList(deciding))
      )
      out.append("")
      for branch in report.branches {
        // Translators: Markdown: {1} is the assumptions ("suspend=yes", ids: never translated), {2}
        // the outcome's title, {3} its recommendation.
        let result = language.tr(
          "If `{1}`: **{2}.** {3}",
          Report.conditionText(sets: branch.conditionSets, language: language),
          escape(branch.report.outcome.title), escape(branch.report.outcome.recommendation))
        out.append("- \(result)")
      }
    }
    out.append("")
    out.append(
      text:
        // Translators: Markdown: {1} is the tree's id, {2} its title, {3} its version (a hash).
        language.tr(
          "*Decided with the `{1}` tree ({2}, version `{3}`).*", report.treeID,
          escape(report.treeTitle), report.treeHash))
    out.append("")
    // A brief report of several outcomes stops at the list of them; the
    // full report has each one's parts.
    for branch in report.branches where !brief || report.branches.count == 1 {
      let decision = branch.report
      if report.branches.count > 1 {
        let heading = language.tr(
          "If `{1}`: {2}", Report.conditionText(sets: branch.conditionSets, language: language),
          escape(decision.outcome.title))
        out.append("## \(heading)")
        out.append("")
      }
      if let implementation = decision.outcome.implementation {
        // What to do and the APIs; the sketches are in each outcome's own
        // report, which keeps a report of many branches short.
        out.append("### \(language.tr("How to build it"))")
        out.append("")
        summary(implementation, language: language, to: &out)
        out.append("")
      }
      out.append("### \(language.tr("Checklist"))")
      out.append("")
      for item in brief ? decision.briefChecklist : decision.checklist {
        out.append("- [ ] \(escape(item.text)) *(\(escape(item.topic)))*")
      }
      out.append("")
      if brief { continue }
      out.append("### \(language.tr("Why"))")
      out.append("")
      out.append(text: escape(decision.outcome.rationale))
      out.append("")
      why(decision, to: &out)
      folded(language.tr("Path"), to: &out) { chart(decision, to: &$0) }
    }
    if brief {
      reproduce(report, to: &out)
      return out.finish()
    }
    folded(language.tr("Answers"), to: &out) {
      answersTable(language: language, to: &$0)
      answerRows(report.allSteps, prefix: "", language: language, to: &$0)
      unused(report, to: &$0)
    }
    reproduce(report, to: &out)
    return out.finish()
  }

  static func answersTable(language: Language, to out: inout ReportLines) {
    out.append(
      "| \(language.tr("Question")) | \(language.tr("Answer")) | \(language.tr("Source")) |")
    out.append("| --- | --- | --- |")
  }

  static func answerRows(
    _ steps: [Report.Step], prefix: String, language: Language, to out: inout ReportLines
  ) {
    for step in steps {
      let source =
        switch step.source {
        case .defaulted: language.tr("default")
        case .carried: language.tr("carried")
        default: language.tr("given")
        }
      out.append(
        "| \(escape(step.prompt)) (`\(prefix)\(step.questionID)`) | \(escape(step.answerLabel)) (`\(step.answerID)`) | \(source) |"
      )
    }
  }

  static func unused(_ report: Report, to out: inout ReportLines) {
    let language = report.language
    guard !report.unused.isEmpty else { return }
    out.append("")
    let ids = report.unused.map { "`\($0)`" }.joined(separator: ", ")
    out.append(
      text:
        // Translators: {1} is a list of answers as `QUESTION=CHOICE` (ids), already joined.
        language.tr(
          "Unused answers: {1}. The recommendation was settled before these questions came up.", ids
        ))
  }

  /// The path as a Mermaid flowchart (GitHub draws it in tickets); the
  /// chosen branch highlighted, the other answers drawn but not followed.
  static func chart(_ report: Report, to out: inout ReportLines) {
    codeBlock(report.pathChart, language: "mermaid", to: &out)
  }

  /// `text` in a fenced code block that nothing in it can close.
  static func codeBlock(_ text: String, language: String, to out: inout ReportLines) {
    let fence = codeFence(for: text)
    out.append(text: fence + language)
    var body = text
    while body.utf8.last == 0x0A { body.removeLast() }
    // Tabs and line ends kept; an escape sequence or a carriage return in a
    // sketch would act on the terminal the report is shown on.
    out.append(text: PlainText.codeBlock(body))
    out.append(text: fence)
    out.append("")
  }

  /// Each answer on the path and why it leads where it does.
  static func why(_ report: Report, to out: inout ReportLines) {
    let language = report.language
    for (index, step) in report.steps.map(report.said).enumerated() {
      // Translators: Markdown, one answer of the path: {1} is the question, {2} the answer's label,
      // {3} why it leads where it does.
      let said = language.tr(
        "**{1}** {2}. {3}", escape(step.prompt), escape(step.answerLabel), escape(step.reason))
      out.append("\(index + 1). \(said) *(\(topic(step.topic, page: report.page(step.page))))*")
    }
    out.append("")
  }

  /// The other answers that would lead elsewhere.
  static func changes(_ report: Report, to out: inout ReportLines) {
    let language = report.language
    if report.alternatives.isEmpty {
      out.append(text: language.tr("No other single answer changes the recommendation."))
    }
    for alternative in report.alternatives {
      var line =
        "- **\(escape(alternative.prompt))** \(escape(alternative.answerLabel)) (`\(alternative.answerID)`) → "
      if let outcome = alternative.outcome {
        line += "\(escape(outcome.title))"
      } else if let next = alternative.nextQuestion {
        let titles = alternative.possibleOutcomes.map { escape($0.title) }
        // Translators: Markdown: {1} is the next question's prompt, {2} its id, {3} the outcomes it
        // can reach, already joined with "or".
        line += language.tr(
          "then {1} (`{2}`) decides; it can lead to {3}", escape(next.prompt), next.id,
          language.trList(titles, or: true))
      }
      out.append(text: line)
    }
    out.append("")
  }

  /// Makes untrusted text safe as inline Markdown: on one line, with every
  /// character that could start emphasis, code, a link, HTML, an entity, a
  /// heading or a table cell border escaped with a backslash (CommonMark allows
  /// one before any ASCII punctuation), and a list marker at the start defused.
  public static func escape(_ text: String) -> String {
    // Bytes, not Characters: this runs over every word of a report, and every
    // character it escapes is ASCII. Most texts are one clean line with
    // nothing to escape: one pass over their bytes finds that.
    var bytes = text
    let clean = bytes.withUTF8 { line in
      listMarker(line) == nil && PlainText.isInline(line, refusing: escaped)
    }
    if clean { return text }
    let plain = PlainText.inline(text)
    bytes = plain
    return bytes.withUTF8 { line in
      let marker = listMarker(line)
      // Most words need no backslash: then the text is returned without a copy.
      if marker == nil, !line.contains(where: isEscaped) { return plain }
      var result: [UInt8] = []
      result.reserveCapacity(line.count + line.count / 8)
      for (index, byte) in line.enumerated() {
        if isEscaped(byte) || index == marker { result.append(UInt8(ascii: "\\")) }
        result.append(byte)
      }
      return String(decoding: result, as: UTF8.self)
    }
  }

  /// Where "- x", "+ x" or "1. x" at the start of a line would open a list:
  /// the offset of the byte that needs a backslash, or nil.
  private static func listMarker(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let first = line.first else { return nil }
    if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") { return 0 }
    let digits = line.prefix { (0x30...0x39).contains($0) }.count
    guard digits > 0, digits < line.count else { return nil }
    let next = line[digits]
    return next == UInt8(ascii: ".") || next == UInt8(ascii: ")") ? digits : nil
  }

  /// The bytes `isEscaped` is true of, for `PlainText.isInline`.
  private static let escaped = PlainText.ASCIISet(where: isEscaped)

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
    var bytes = text
    let longest = bytes.withUTF8(longestBacktickRun)
    return String(repeating: "`", count: max(3, longest + 1))
  }

  /// The most backticks in a row in `bytes`: a fence around them needs one
  /// more.
  static func longestBacktickRun(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var longest = 0
    var run = 0
    for byte in bytes {
      run = byte == UInt8(ascii: "`") ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest
  }
}

extension ReportFormat {
  public static let markdown = ReportFormat(named: "markdown")
}

extension MarkdownReport: ReportRenderer {
  public static var format: ReportFormat { .markdown }
  public static var fileExtensions: [String] { [".md"] }
  public static func render(_ report: Report, options: RenderOptions) -> [UInt8] {
    utf8(report, brief: options.brief)
  }
}
