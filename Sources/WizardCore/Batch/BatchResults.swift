/// The results of one batch, record by record: JSON Lines (one result per
/// record) or a Markdown summary table, from one row formatter for records
/// that reach a recommendation and records that fail, and for every failed
/// record a diagnostic. Streams: memory stays flat however many records.
public struct BatchResults {
  public enum Format: String, CaseIterable, Sendable {
    case jsonl, markdown
  }

  public let compiled: CompiledTree
  public var tree: Tree { compiled.tree }
  public let format: Format
  public let useDefaults: Bool
  /// The records file as named in diagnostics (`<stdin>` for `-`).
  public let source: String
  public private(set) var records = 0
  public private(set) var failed = 0
  /// Records whose `unsure` answers lead to more than one recommendation.
  public private(set) var conditional = 0
  /// Tasks per outcome, by the outcome's position in the tree.
  public private(set) var counts: [Int]
  private var scratch: [Int] = []
  private var path: [(question: Int, choice: Int)] = []

  /// The trees the outcomes follow into, by id: `TREE.QUESTION` columns
  /// answer them.
  public let followUps: [String: Tree]

  /// The language of the Markdown table and the summary.
  public let language: Language

  public init(
    tree: Tree, format: Format, useDefaults: Bool, source: String, followUps: [Tree] = [],
    language: Language
  ) {
    self.language = language
    self.compiled = CompiledTree(tree)
    self.followUps = Dictionary(
      followUps.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    self.format = format
    self.useDefaults = useDefaults
    self.source = source
    self.counts = Array(repeating: 0, count: tree.outcomes.count)
  }

  /// What comes before the first row.
  public var header: String {
    guard format == .markdown else { return "" }
    // Translators: the heading of a batch's Markdown table; {1} is the tree's title.
    return "# " + language.tr("Batch: {1}", MarkdownReport.escape(tree.title)) + "\n\n| "
      + language.tr("Task")
      + " | " + language.tr("Recommendation") + " | " + language.tr("Deciding answer")
      + " |\n| --- | --- | --- |\n"
  }

  /// What comes after the last row: the count per recommendation.
  public var footer: String {
    guard format == .markdown else { return "" }
    var text =
      "\n## " + language.tr("Counts") + "\n\n| " + language.tr("Recommendation") + " | "
      + language.tr("Tasks")
      + " |\n| --- | --- |\n"
    for (position, outcome) in tree.outcomes.enumerated() {
      text +=
        "| \(MarkdownReport.escape(outcome.title)) (`\(outcome.id)`) | \(counts[position]) |\n"
    }
    if conditional > 0 {
      text += "| " + language.tr("Conditional (`unsure`)") + " | \(conditional) |\n"
    }
    text +=
      "| " + language.tr("Failed") + " | \(failed) |\n| **" + language.tr("All")
      + "** | \(records) |\n"
    return text
  }

  /// `batch: 3 records, 1 failed`, and where the results went.
  public func summary(output: String?) -> String {
    var text =
      // Translators: the start of the summary line of `batch` on standard error ("batch: 3 records,
      // 1 failed"); {1} is the number of records read.
      "batch: " + language.trPlural(records, one: "{1} record", other: "{1} records")
      // Translators: separates the parts of a summary line: "3 records, 1 failed".
      + language.tr(", ")
      // Translators: {1} is a number of records ("3 records, 1 failed"); it may be 0 or more than
      // one.
      + language.tr("{1} failed", "\(failed)")
    if conditional > 0 {
      text += language.tr(", ")
      // Translators: {1} is a number of records whose result is conditional (`unsure` answers); it
      // may be more than one.
      text += language.tr("{1} conditional", "\(conditional)")
    }
    // Translators: ends the summary line; {1} is the file the results were written to.
    if let output { text += language.tr("; wrote {1}", PlainText.inline(output)) }
    return text
  }

  /// One row of a result.
  enum Row {
    /// The outcome's position and the path as positions: the common case,
    /// written from fragments made once.
    case success(outcome: Int)
    case failure(path: [(String, String)], missing: [String], invalid: [String], error: Message)
    /// `unsure` answers that lead to more than one recommendation: the
    /// path before the first of them, and each outcome with the sets of
    /// assumptions that lead to it.
    case conditional(
      path: [(String, String)], branches: [(when: [[Report.Step]], outcome: Outcome)])
    /// A recommendation taken on into follow-up decisions answered by
    /// `TREE.QUESTION` columns.
    case chained(outcome: Int, followUps: [(tree: Tree, session: Session)])
  }

  /// The warnings about the record taken last (answers that a fact
  /// carried from the decision before overrode), to say before its error.
  public private(set) var warnings: [Diagnostic] = []

  /// Takes one record and appends its row to `out`; returns the diagnostic
  /// of a record that failed. Its warnings are in ``warnings``.
  public mutating func take(_ item: BatchReader.Item, into out: inout [UInt8]) -> Diagnostic? {
    if !warnings.isEmpty { warnings = [] }
    records += 1
    switch item {
    case .failure(let problem):
      return fail(
        line: problem.line, column: problem.column, task: nil,
        row: .failure(path: [], missing: [], invalid: [], error: problem.message), into: &out)
    case .success(let record):
      return evaluate(record, into: &out)
    }
  }

  private mutating func evaluate(_ record: BatchRecord, into out: inout [UInt8]) -> Diagnostic? {
    if let outcome = compiled.evaluate(
      record.pairs, useDefaults: useDefaults, scratch: &scratch, path: &path)
    {
      return succeed(record, outcome: outcome, into: &out)
    }
    // `TREE.QUESTION` columns answer the follow-up decisions.
    if !followUps.isEmpty, record.pairs.contains(where: { followUpTree(of: $0.question) != nil }) {
      return evaluateChain(record, into: &out)
    }
    // Labels and yes/no words are read as the prompt reads them.
    let answers = record.answers.resolved(in: tree, language: language)
    if answers != record.answers,
      let outcome = compiled.evaluate(
        answers.pairs, useDefaults: useDefaults, scratch: &scratch, path: &path)
    {
      return succeed(record, outcome: outcome, into: &out)
    }
    // The slow, full story: which answers do not fit, or what is missing.
    let problems = answers.problems(in: tree)
    if !problems.isEmpty {
      let message = Message.joined(Message.capped(problems.map(\.message)), separator: "; ")
      return fail(record, invalid: problems.map(\.questionID), error: message, into: &out)
    }
    if Resolution.unsureCount(answers) > 0 {
      return resolveUnsure(record, answers: answers, into: &out)
    }
    let evaluation = Evaluation.evaluate(tree, answers: answers, useDefaults: useDefaults)
    let steps = evaluation.session.steps.map { ($0.questionID, $0.choiceID) }
    let missing = evaluation.missing.map(\.id)
    return fail(
      record, path: steps, missing: missing, error: noRecommendation(missing), into: &out)
  }

  /// The follow-up tree a `TREE.QUESTION` name points into.
  private func followUpTree(of name: String) -> Tree? {
    guard let dot = name.firstIndex(of: ".") else { return nil }
    return followUps[String(name[..<dot])]
  }

  /// A record with answers for follow-up trees: the first tree as usual,
  /// then each follow-up its outcome leads to, as `run --follow` takes them
  /// (facts such as the device carried).
  private mutating func evaluateChain(_ record: BatchRecord, into out: inout [UInt8])
    -> Diagnostic?
  {
    var own = record
    own.pairs = record.pairs.filter { followUpTree(of: $0.question) == nil }
    var chained: [String: Answers] = [:]
    for (name, value) in record.pairs {
      guard let next = followUpTree(of: name) else { continue }
      chained[next.id, default: Answers()][String(name.dropFirst(next.id.count + 1))] = value
    }
    let answers = own.answers.resolved(in: tree, language: language)
    guard
      let position = compiled.evaluate(
        answers.pairs, useDefaults: useDefaults, scratch: &scratch, path: &path)
    else {
      // The first tree does not decide: its own story, as for any record.
      return evaluate(own, into: &out)
    }
    var decided = DecisionChain.Decided(
      Evaluation.evaluate(tree, answers: answers, useDefaults: useDefaults).session)
    var decisions: [(tree: Tree, session: Session)] = []
    var follow = tree.outcomes[position].follow
    while let id = follow, let next = followUps[id], let given = chained.removeValue(forKey: id) {
      let mine = given.resolved(in: next, language: language)
      // As `run` takes them: no `unsure` in a follow-up decision.
      let problems = mine.problems(in: next, takesUnsure: false)
      if !problems.isEmpty {
        let message = Message.joined(
          problems.map { .verbatim("\(next.id): ") + $0.message }, separator: "; ")
        return fail(
          record, invalid: problems.map { "\(next.id).\($0.questionID)" }, error: message,
          into: &out)
      }
      // As `run --follow` takes them: a fact settled by the decision
      // before wins over an answer given for this one, which is said.
      let carried = decided.carried(into: next)
      warnings += KnownAnswers(carried: carried, given: mine).overriddenWarnings(
        in: next.id, at: SourceLocation(file: source, line: record.line, column: 0))
      let evaluation = Evaluation.evaluate(
        next, answers: mine, useDefaults: useDefaults, carried: carried)
      guard evaluation.isComplete else {
        let missing = evaluation.missing.map { "\(next.id).\($0.id)" }
        return fail(
          record, missing: missing,
          error: Message("no recommendation: missing '{1}'", missing.first ?? ""),
          into: &out)
      }
      decided.append(evaluation.session)
      decisions.append((next, evaluation.session))
      follow = evaluation.session.outcome?.follow
    }
    if let (treeID, unused) = chained.sorted(by: { $0.key < $1.key }).first,
      let question = unused.order.first
    {
      return fail(
        record,
        error: Message(
          "the answer to '{1}' was not used: that follow-up decision was not reached",
          "\(treeID).\(question)"), into: &out)
    }
    counts[position] += 1
    append(
      .chained(outcome: position, followUps: decisions), line: record.line, task: record.task,
      into: &out)
    return nil
  }

  /// A record with `unsure` answers, as `run` takes it: every branch is
  /// followed; a record whose branches all end in one recommendation, or
  /// that never reaches the question, gets that recommendation.
  private mutating func resolveUnsure(
    _ record: BatchRecord, answers: Answers, into out: inout [UInt8]
  ) -> Diagnostic? {
    guard Resolution.unsureCount(answers) <= Resolution.maximumUnsure else {
      return fail(
        record,
        error: Message(
          "at most {1} questions can be answered 'unsure' in one run; answer the others yes or no",
          "\(Resolution.maximumUnsure)"), into: &out)
    }
    let resolution = Resolution.resolve(tree, answers: answers, useDefaults: useDefaults)
    let trunk = resolution.trunk.steps.map { ($0.questionID, $0.choiceID) }
    var seen: Set<String> = []
    let missing = resolution.missing.map(\.question.id).filter { seen.insert($0).inserted }
    if !missing.isEmpty {
      return fail(
        record, path: trunk, missing: missing, error: noRecommendation(missing), into: &out)
    }
    let report = Report(
      resolution: resolution, given: answers, title: nil, reproduce: "", language: language)
    let outcomes = report.branches.map(\.report.outcome)
    if outcomes.count < 2, let outcome = outcomes.first,
      let position = tree.outcomes.firstIndex(where: { $0.id == outcome.id })
    {
      // One recommendation whatever the answer: the path is what was
      // given, up to the question answered `unsure` (no branch's guess).
      path = resolution.trunk.steps.compactMap { step in
        guard let question = tree.questions.firstIndex(where: { $0.id == step.questionID }),
          let choice = tree.questions[question].choices.firstIndex(where: {
            $0.id == step.choiceID
          })
        else { return nil }
        return (question, choice)
      }
      _ = succeed(record, outcome: position, into: &out)
      guard case .fork = resolution else {
        // As `run` says it: why that question was not reached.
        let unsure = answers.pairs.first { $0.1 == Resolution.unsure }?.0 ?? ""
        return Diagnostic(
          .warning,
          Evaluation.unusedMessage(unsure, session: resolution.trunk, unsure: true),
          at: SourceLocation(file: source, line: record.line, column: 0))
      }
      return nil
    }
    conditional += 1
    append(
      .conditional(
        path: trunk,
        branches: report.branches.map { ($0.conditionSets, $0.report.outcome) }),
      line: record.line, task: record.task, into: &out)
    return nil
  }

  private mutating func succeed(_ record: BatchRecord, outcome: Int, into out: inout [UInt8])
    -> Diagnostic?
  {
    counts[outcome] += 1
    append(.success(outcome: outcome), line: record.line, task: record.task, into: &out)
    return nil
  }

  /// `record` failed: its row, and its diagnostic.
  private mutating func fail(
    _ record: BatchRecord, path: [(String, String)] = [], missing: [String] = [],
    invalid: [String] = [], error: Message, into out: inout [UInt8]
  ) -> Diagnostic? {
    fail(
      line: record.line, column: nil, task: record.task,
      row: .failure(path: path, missing: missing, invalid: invalid, error: error), into: &out)
  }

  /// `no recommendation: missing 'depth' (and maybe multiple-inputs)`.
  private func noRecommendation(_ missing: [String]) -> Message {
    var message = Message("no recommendation: missing '{1}'", missing.first ?? "")
    if missing.count > 1 {
      // Translators: follows "missing 'QUESTION'"; {1} is a comma-separated list of question ids
      // the record may need too.
      let more = Message("(and maybe {1})", missing.dropFirst().joined(separator: ", "))
      message += .verbatim(" ") + more
    }
    return message
  }

  private mutating func fail(
    line: Int, column: Int?, task: String?, row: Row, into out: inout [UInt8]
  ) -> Diagnostic? {
    failed += 1
    append(row, line: line, task: task, into: &out)
    guard case .failure(_, _, _, let error) = row else { return nil }
    // Translators: follows an error about a record; {1} is the record's task, as the file names it.
    let named = task.map { error + .verbatim(" ") + Message("(task '{1}')", PlainText.inline($0)) }
    return Diagnostic(
      .error, named ?? error, at: SourceLocation(file: source, line: line, column: column ?? 0))
  }

  /// The one row formatter: the same fields and the same task label for
  /// every record, whether it reached a recommendation or failed.
  private func append(_ row: Row, line: Int, task: String?, into out: inout [UInt8]) {
    switch format {
    case .jsonl:
      switch row {
      case .success(let outcome):
        out += Self.okPrefix
        out += Array(String(line).utf8)
        appendOutcomeAndPath(outcome, to: &out)
      case .chained(let outcome, let decisions):
        out += Array("{\"error\":null,\"followUps\":[".utf8)
        for (index, decision) in decisions.enumerated() {
          if index > 0 { out.append(UInt8(ascii: ",")) }
          out += Array("{\"outcome\":".utf8)
          JSONText.append(decision.session.outcome?.id ?? "", to: &out)
          out += Array(",\"path\":[".utf8)
          Self.appendSteps(decision.session.steps.map { ($0.questionID, $0.choiceID) }, to: &out)
          out += Array("],\"tree\":".utf8)
          JSONText.append(decision.tree.id, to: &out)
          out.append(UInt8(ascii: "}"))
        }
        out += Array("],\"invalid\":[],\"line\":\(line)".utf8)
        appendOutcomeAndPath(outcome, to: &out)
      case .conditional(let steps, let branches):
        out += Array("{\"conditional\":[".utf8)
        for (index, branch) in branches.enumerated() {
          if index > 0 { out.append(UInt8(ascii: ",")) }
          out += Array("{\"outcome\":".utf8)
          JSONText.append(branch.outcome.id, to: &out)
          out += Array(",\"when\":[".utf8)
          for (number, set) in branch.when.enumerated() {
            if number > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "{"))
            for (place, step) in set.enumerated() {
              if place > 0 { out.append(UInt8(ascii: ",")) }
              JSONText.append(step.questionID, to: &out)
              out.append(UInt8(ascii: ":"))
              JSONText.append(step.answerID, to: &out)
            }
            out.append(UInt8(ascii: "}"))
          }
          out += Array("]}".utf8)
        }
        out += Array("],\"error\":null,\"invalid\":[],\"line\":\(line),\"missing\":[]".utf8)
        out += Array(",\"outcome\":null,\"path\":[".utf8)
        Self.appendSteps(steps, to: &out)
      case .failure(let steps, let missing, let invalid, let error):
        out += Array("{\"error\":".utf8)
        JSONText.append(error.text(in: language), to: &out)
        out += Array(",\"invalid\":".utf8)
        Self.appendList(invalid, to: &out)
        out += Array(",\"line\":\(line),\"missing\":".utf8)
        Self.appendList(missing, to: &out)
        out += Array(",\"outcome\":null,\"path\":[".utf8)
        Self.appendSteps(steps, to: &out)
      }
      out += Self.taskKey
      if let task { JSONText.append(task, to: &out) } else { out += Self.null }
      out += Self.close
    case .markdown:
      // Translators: names a record without a task in the Markdown table; {1} is its line in the
      // input.
      let name = MarkdownReport.escape(task ?? language.tr("line {1}", "\(line)"))
      let cells: String
      switch row {
      case .success(let outcome):
        let deciding = path.last.map { step -> String in
          let question = tree.questions[step.question]
          return "`\(question.id)=\(question.choices[step.choice].id)`"
        }
        cells = "\(MarkdownReport.escape(tree.outcomes[outcome].title)) | \(deciding ?? "")"
      case .chained(let outcome, let decisions):
        var titles = [MarkdownReport.escape(tree.outcomes[outcome].title)]
        var deciding =
          path.last.map { step -> [String] in
            let question = tree.questions[step.question]
            return ["`\(question.id)=\(question.choices[step.choice].id)`"]
          } ?? []
        for decision in decisions {
          titles.append(MarkdownReport.escape(decision.session.outcome?.title ?? ""))
          if let last = decision.session.steps.last {
            deciding.append("`\(decision.tree.id).\(last.questionID)=\(last.choiceID)`")
          }
        }
        cells = titles.joined(separator: " → ") + " | " + deciding.joined(separator: ", ")
      case .conditional(_, let branches):
        let ifs = branches.map { branch in
          // Translators: one branch of a conditional record in the Markdown table; {1} is the
          // assumptions ("suspend=yes and fits-in-view=no"), {2} the outcome's title.
          language.tr(
            "If `{1}`: {2}", Report.conditionText(sets: branch.when, language: language),
            MarkdownReport.escape(branch.outcome.title))
        }
        let unsure = Set(branches.flatMap { $0.when.flatMap { $0.map(\.questionID) } })
        cells =
          ifs.joined(separator: " · ") + " | "
          + unsure.sorted().map { "`\($0)=\(Resolution.unsure)`" }.joined(separator: ", ")
      case .failure(_, _, _, let error):
        cells =
          "— ("
          // Translators: the cell of a failed record in the Markdown table; {1} is its line in the
          // input, {2} the error.
          + language.tr("line {1}: {2}", "\(line)", MarkdownReport.escape(error.text(in: language)))
          + ") |"
      }
      out += Array("| \(name) | \(cells) |\n".utf8)
    }
  }

  /// `,"missing":[],"outcome":…,"path":[…` from the fragments made once.
  private func appendOutcomeAndPath(_ outcome: Int, to out: inout [UInt8]) {
    out += Self.missingNone
    out += compiled.outcomeJSON[outcome]
    out += Self.pathOpen
    for (index, step) in path.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      out += compiled.stepJSON[step.question][step.choice]
    }
  }

  /// `{"answer":"yes","question":"modal-needed"},…`
  private static func appendSteps(_ steps: [(String, String)], to out: inout [UInt8]) {
    for (index, step) in steps.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      out += Array("{\"answer\":".utf8)
      JSONText.append(step.1, to: &out)
      out += Array(",\"question\":".utf8)
      JSONText.append(step.0, to: &out)
      out.append(UInt8(ascii: "}"))
    }
  }

  private static func appendList(_ ids: [String], to out: inout [UInt8]) {
    out.append(UInt8(ascii: "["))
    for (index, id) in ids.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      JSONText.append(id, to: &out)
    }
    out.append(UInt8(ascii: "]"))
  }

  private static let okPrefix = Array("{\"error\":null,\"invalid\":[],\"line\":".utf8)
  private static let missingNone = Array(",\"missing\":[],\"outcome\":".utf8)
  private static let pathOpen = Array(",\"path\":[".utf8)
  private static let taskKey = Array("],\"task\":".utf8)
  private static let null = Array("null".utf8)
  private static let close = Array("}\n".utf8)
}
