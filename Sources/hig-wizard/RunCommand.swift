import WizardCore
import WizardTerminal

/// `hig-wizard run TREE`: answers from flags and files, the prompt for the
/// rest (unless `--non-interactive`), then a report.
struct RunCommand {
  let tool: HigWizard
  /// Made by the tree menu, which has already started the conversation.
  var interview: Interview? = nil
  var console: Console { tool.console }

  static let usage =
    "hig-wizard run TREE [--answer ID=CHOICE]... [--answers FILE] [--defaults] [--non-interactive] [--follow] [--resume] [--format markdown|json|text] [--brief] [--output FILE] [--title TEXT]"

  static let options =
    HigWizard.globalOptions + [
      OptionSpec(
        long: "answer", short: "a", valueName: "ID=CHOICE",
        help: "answer question ID with CHOICE (repeatable; wins over --answers)"),
      OptionSpec(
        long: "answers", short: "A", valueName: "FILE",
        help: "read answers from a YAML or JSON file, or a --format json report ('-': stdin)"),
      OptionSpec(
        long: "defaults", short: "d", valueName: nil,
        help: "answer questions that have a default with it"),
      OptionSpec(
        long: "non-interactive", short: "n", valueName: nil,
        help: "never prompt; fail with the list of missing answers instead"),
      OptionSpec(
        long: "follow", short: "F", valueName: nil,
        help: "go on to the follow-up tree an outcome names (also when answers for it are given)"),
      OptionSpec(
        long: "resume", short: "r", valueName: nil,
        help: "go on with the last saved session of TREE (see 'hig-wizard resume')"),
      OptionSpec(
        long: "format", short: "f", valueName: "FORMAT",
        help: "markdown, json or text (default: text on a terminal, else markdown)"),
      OptionSpec(
        long: "brief", short: "b", valueName: nil,
        help: "only the result, how to build it and the checklist"),
      OptionSpec(
        long: "output", short: "o", valueName: "FILE",
        help: "write the report to FILE atomically ('-': standard output)"),
      OptionSpec(
        long: "title", short: "t", valueName: "TEXT",
        help: "the report's title (default: the tree's title)"),
    ]

  enum Format: String, CaseIterable {
    case markdown, json, text
  }

  /// How the run ends: the report's form and place, and what reproduces it.
  struct ReportSettings {
    var format: Format?
    /// nil: standard output.
    var output: String?
    var title: String?
    /// `--brief`: the result, how to build it and the checklist only.
    var brief = false
    /// The `--questions` folders, for the reproduce line and saved sessions.
    var folders: [String]
    var useDefaults: Bool
    /// Whether missing answers may be asked for.
    var interactive: Bool
    var chain = Chain()
  }

  /// A decision taken after the first one, in a follow-up tree.
  struct FollowUp {
    var entry: TreeCatalog.Entry
    var evaluation: Evaluation
    var given: Answers
  }

  /// What the follow-up trees need: where to find them, the answers given
  /// for them (by tree id), and whether `--follow` was passed.
  struct Chain {
    var catalog = LazyCatalog { TreeCatalog() }
    var answers: [String: Answers] = [:]
    var always = false
  }

  /// Every tree, read the first time it is needed (a run reads only its own
  /// tree until it follows an outcome to another).
  final class LazyCatalog {
    private var loaded: TreeCatalog??
    private let load: () -> TreeCatalog?

    init(_ load: @escaping () -> TreeCatalog?) { self.load = load }

    /// nil when a tree file has errors (they have been printed).
    var value: TreeCatalog? {
      if let loaded { return loaded }
      let catalog = load()
      loaded = .some(catalog)
      return catalog
    }
  }

  func main(_ arguments: [String]) -> ExitCode {
    let parsed: ParsedArguments
    do {
      parsed = try tool.parse(
        arguments, options: Self.options, usage: Self.usage, help: HelpText.run, command: "run")
    } catch {
      return error.code
    }
    guard let treeID = parsed.operands.first else {
      return usageError(.missingOperand(tr("the tree to run, such as 'presentation'")))
    }
    if parsed.operands.count > 1 { return usageError(.unexpectedOperand(parsed.operands[1])) }

    var settings: ReportSettings
    do {
      settings = try Self.settings(parsed, tool: tool)
    } catch {
      return usageError(error)
    }

    // Answers: files first, in order, then flags; flags win over files.
    var flagPairs: [(question: String, value: String)] = []
    for value in parsed.values("answer") {
      guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
        return usageError(
          .invalidValue(
            option: "--answer", value: value, expected: tr("ID=CHOICE, as in --answer suspend=no")))
      }
      flagPairs.append((String(value[..<equals]), String(value[value.index(after: equals)...])))
    }

    guard let catalog = tool.loadCatalog(parsed, only: treeID) else { return .failure }
    guard let entry = catalog.entry(treeID) else {
      return usageError(HigWizard.unknownTree(treeID, catalog: catalog))
    }
    let tree = entry.tree
    // Flags are read as the prompt reads a typed answer (labels, yes/no
    // words), and one question answered twice differently is a mistake.
    let conflicts = Answers.conflicts(flagPairs, in: tree)
    if !conflicts.isEmpty { return usageError(.answerProblems(conflicts)) }
    let flagAnswers = Answers(flagPairs.map { ($0.question, $0.value) })

    var answers = Answers()
    var fileLocations: [String: AnswersLoader.Place] = [:]
    // A report made with another version of the tree: its answers that no
    // longer fit are dropped, and the new recommendation is compared with it.
    var changedReport: (path: String, origin: AnswersLoader.ReportOrigin)?
    for path in parsed.values("answers") {
      guard let file = readAnswersFile(path, tree: tree) else { return .failure }
      answers.merge(file.answers)
      fileLocations.merge(file.locations) { _, later in later }
      if let origin = file.origin, origin.treeHash != tree.fingerprint {
        changedReport = (path, origin)
      }
    }
    answers.merge(flagAnswers)

    // Answers for follow-up trees: `TREE.QUESTION=CHOICE`, or a plain id that
    // only a follow-up tree has.
    let tool = self.tool
    let everything = LazyCatalog { tool.loadCatalog(parsed) }
    // Only answers that are not this tree's can be a follow-up's.
    var followUps: [Tree] = []
    if !answers.order.allSatisfy({ tree.question($0) != nil }) {
      guard let all = everything.value else { return .failure }
      followUps = all.followUps(of: tree)
    }
    var chained: [String: Answers]
    (answers, chained) = Self.split(answers, tree: tree, followUps: followUps)
    answers = answers.resolved(in: tree)
    for followUp in followUps {
      chained[followUp.id] = chained[followUp.id]?.resolved(in: followUp)
    }
    settings.chain = Chain(catalog: everything, answers: chained, always: parsed.has("follow"))
    for followUp in followUps {
      var given = chained[followUp.id] ?? Answers()
      var problems = given.problems(in: followUp)
      // A follow-up decision is taken on one path: no `unsure` there.
      for (question, choice) in given.pairs where choice == Resolution.unsure {
        if let found = followUp.question(question) {
          problems.append(
            .invalidChoice(
              question: question, choice: choice, suggestion: nil,
              allowed: found.choices.map(\.id)))
        }
      }
      if let changedReport, !problems.isEmpty {
        for problem in problems {
          tool.printer.print(
            Diagnostic(
              .warning,
              tr(
                "in follow-up tree '{1}': {2}; dropped ({3} was made with another version of the trees)",
                followUp.id, PlainText.inline(problem.message), PlainText.inline(changedReport.path)
              )))
          given[problem.questionID] = nil
        }
        settings.chain.answers[followUp.id] = given
        problems = []
      }
      if !problems.isEmpty {
        return usageError(
          .answerProblems(problems), context: tr("in follow-up tree '{1}'", followUp.id))
      }
    }

    var problems = answers.problems(in: tree)
    if let changedReport {
      for problem in problems where flagAnswers[problem.questionID] == nil {
        tool.printer.print(
          Diagnostic(
            .warning,
            tr(
              "{1}; dropped ({2} was made with another version of the tree)",
              PlainText.inline(problem.message), PlainText.inline(changedReport.path))))
        answers[problem.questionID] = nil
      }
      problems = problems.filter { flagAnswers[$0.questionID] != nil }
    }
    if !problems.isEmpty {
      // An answer from a file points at its place there; one from a flag
      // names the flag.
      let inFiles = problems.filter {
        flagAnswers[$0.questionID] == nil && fileLocations[$0.questionID] != nil
      }
      for problem in inFiles {
        let place = fileLocations[problem.questionID]
        tool.printer.print(
          Diagnostic(.error, problem.message, at: place?.location, sourceLine: place?.line))
      }
      let fromFlags = problems.filter { flagAnswers[$0.questionID] != nil }
      if fromFlags.isEmpty {
        console.write(tr("See '{1}'.", "hig-wizard run --help") + "\n", to: .error)
        return .usage
      }
      return usageError(.answerProblems(fromFlags))
    }

    if parsed.has("resume") {
      guard let saved = ResumeCommand.latest(for: tree.id, tool: tool) else {
        tool.printer.print(
          Diagnostic(
            .error,
            tr(
              "there is no saved session of '{1}' to resume; start one with 'hig-wizard run {1}', or see 'hig-wizard resume --list'",
              tree.id)))
        return .failure
      }
      return resume(saved, entry: entry, given: answers, settings: settings)
    }

    let evaluation = Evaluation.evaluate(tree, answers: answers, useDefaults: settings.useDefaults)
    if let changedReport, answers.values.values.contains(Resolution.unsure) {
      tool.printer.print(
        Diagnostic(
          .note,
          tr(
            "{1} was made with another version of tree '{2}' (now {3}); compare its branches with the ones below",
            PlainText.inline(changedReport.path), tree.id, tree.fingerprint)))
    } else if let changedReport {
      let version =
        changedReport.origin.treeHash.isEmpty
        ? tr("an unrecorded version") : tr("version {1}", changedReport.origin.treeHash)
      tool.printer.print(
        Diagnostic(
          .note,
          tr(
            "{1} was made with {2} of tree '{3}', now {4}; ", PlainText.inline(changedReport.path),
            version, tree.id, tree.fingerprint)
            + TreeChange.explain(
              before: changedReport.origin.path, outcome: changedReport.origin.outcomeID,
              now: evaluation.session)))
    }
    if answers.values.values.contains(Resolution.unsure) {
      return resolveUnsure(answers, entry: entry, settings: settings)
    }
    if evaluation.isComplete || !settings.interactive {
      return complete(evaluation, entry: entry, given: answers, settings: settings)
    }
    let saving = Interview.Saving(
      name: nil, questionFolders: settings.folders, title: settings.title, enabled: false)
    return interact(
      Session(tree: tree), entry: entry, given: answers, settings: settings, saving: saving)
  }

  /// Reads the options every way of running shares.
  static func settings(_ parsed: ParsedArguments, tool: HigWizard) throws(UsageError)
    -> ReportSettings
  {
    var format: Format?
    if let value = parsed.last("format") {
      guard let known = Format(rawValue: value.lowercased()) else {
        throw .invalidValue(
          option: "--format", value: value, expected: tr("markdown, json or text"))
      }
      format = known
    }
    // Standard input holding answers cannot also hold replies.
    let interactive = !parsed.has("non-interactive") && !parsed.values("answers").contains("-")
    return ReportSettings(
      format: format, output: parsed.last("output").flatMap { $0 == "-" ? nil : $0 },
      title: parsed.last("title"), brief: parsed.has("brief"),
      folders: tool.userFolders(parsed).map(FileSystem.absolute),
      useDefaults: parsed.has("defaults"), interactive: interactive)
  }

  /// Reports a walk that ended, or names what it still needs.
  func finish(
    _ evaluation: Evaluation, entry: TreeCatalog.Entry, given: Answers, settings: ReportSettings,
    interview: Interview? = nil, followUps: [FollowUp] = [], canGoBack: Bool = false
  ) -> ExitCode {
    for id in evaluation.unused {
      tool.printer.print(
        Diagnostic(
          .warning,
          tr(
            "the answer to '{1}' was not used: the recommendation was settled before that question",
            id)))
    }
    guard evaluation.isComplete else {
      reportMissing(evaluation, treeID: entry.tree.id)
      return .incomplete
    }
    return deliver(settings: settings, interview: interview, canGoBack: canGoBack) { format in
      makeReport(
        evaluation, entry: entry, given: given, settings: settings, followUps: followUps, format)
    }
  }

  /// Renders the report made by `make` in the format asked for and writes it
  /// to `--output` or standard output; after a conversation on a terminal,
  /// offers the Markdown to keep.
  ///   - canGoBack: `back` and `restart` at the offer to save return, with
  ///     the interview's flag set, for the walk to go on.
  func deliver(
    settings: ReportSettings, interview: Interview?, canGoBack: Bool = false,
    _ make: (Format) -> Report
  ) -> ExitCode {
    let resolved =
      settings.format
      ?? settings.output.map(Self.format(forFile:))
      ?? (console.isTerminal(.output) ? .text : .markdown)
    let report = make(resolved)
    let text = render(
      report, as: resolved, brief: settings.brief,
      onTerminal: settings.output == nil && console.isTerminal(.output))
    guard let output = settings.output else {
      console.write(text)
      if let interview, interview.onTerminal, resolved == .text, console.isTerminal(.output) {
        // The file's format follows the name typed, as with --output.
        let offer = interview.wizard.offerToSave(
          kind: "Markdown", suggested: FileName.slug(report.title, fallback: report.treeID) + ".md",
          canChangeAnswers: canGoBack
        ) { path in
          let format = Self.format(forFile: path)
          return render(make(format), as: format, brief: settings.brief, onTerminal: false)
        }
        if case .success(.back) = offer { interview.reopensLastQuestion = true }
        if case .success(.restart) = offer { interview.restartsWalk = true }
        if case .failure(let stop) = offer {
          interview.close()
          // Ctrl-D: nothing saved, and the answers are kept for resume.
          if stop.stop == .endOfInput { interview.keepsSession = true }
          return ExitCode(stop.stop)
        }
      }
      return .success
    }
    do {
      try FileSystem.writeAtomically(Array(text.utf8), to: output)
    } catch {
      tool.printer.print(Diagnostic(.error, error.description))
      return .failure
    }
    let what = report.branches.isEmpty ? report.outcome.id : tr("conditional")
    console.write(tr("wrote {1} ({2})", PlainText.inline(output), what) + "\n", to: .error)
    return .success
  }

  private func render(_ report: Report, as format: Format, brief: Bool, onTerminal: Bool)
    -> String
  {
    switch format {
    case .markdown: return MarkdownReport.render(report, brief: brief)
    case .json: return JSONReport.render(report)
    case .text:
      return TextLayout(
        width: onTerminal ? console.width(.output) : nil,
        color: onTerminal && console.usesColor(.output)
      ).render(TextReport.lines(report, brief: brief))
    }
  }

  private func makeReport(
    _ evaluation: Evaluation, entry: TreeCatalog.Entry, given: Answers, settings: ReportSettings,
    followUps: [FollowUp], _ format: Format
  ) -> Report {
    let reports = followUps.map {
      Report(evaluation: $0.evaluation, given: $0.given, title: nil, reproduce: "")
    }
    var report = Report(
      evaluation: evaluation, given: given, title: settings.title, reproduce: "",
      followUps: reports)
    report.reproduce = reproduceLine(
      tree: entry, answers: report.answers, followUps: !followUps.isEmpty, settings: settings,
      format: format)
    return report
  }

  /// `.json` and `.txt` pick their format; anything else is Markdown.
  static func format(forFile path: String) -> Format {
    if path.hasSuffix(".json") { return .json }
    if path.hasSuffix(".txt") { return .text }
    return .markdown
  }

  private func usageError(_ error: UsageError, context: String? = nil) -> ExitCode {
    tool.usageError(error, usage: Self.usage, help: "hig-wizard run --help", context: context)
  }

  /// Splits answers by tree: `TREE.QUESTION` names a follow-up tree's
  /// question; a plain id belongs to `tree`, or to the one follow-up tree that
  /// has it (otherwise it stays with `tree`, which reports it as unknown).
  static func split(_ answers: Answers, tree: Tree, followUps: [Tree]) -> (
    Answers, [String: Answers]
  ) {
    var own = Answers()
    var chained: [String: Answers] = [:]
    for (key, choice) in answers.pairs {
      if let dot = key.firstIndex(of: "."),
        let followUp = followUps.first(where: { $0.id == key[..<dot] })
      {
        chained[followUp.id, default: Answers()][String(key[key.index(after: dot)...])] = choice
        continue
      }
      let owners = followUps.filter { $0.question(key) != nil }
      if tree.question(key) == nil, owners.count == 1 {
        chained[owners[0].id, default: Answers()][key] = choice
      } else {
        own[key] = choice
      }
    }
    return (own, chained)
  }

  /// Reads one answers file, printing its problems with their locations.
  private func readAnswersFile(_ path: String, tree: Tree) -> AnswersLoader.Result? {
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(path)
    } catch {
      tool.printer.print(Diagnostic(.error, error.description))
      return nil
    }
    let result = AnswersLoader.load(bytes: bytes, source: path == "-" ? "<stdin>" : path)
    var diagnostics = result.diagnostics
    if let reportTree = result.treeID, reportTree != tree.id {
      diagnostics.append(
        Diagnostic(
          .error,
          tr(
            "the answers in '{1}' are a report for tree '{2}', not '{3}'; run 'hig-wizard run {2} --answers {1}'",
            path, reportTree, tree.id)
        ))
    }
    tool.printer.print(diagnostics)
    return diagnostics.hasErrors ? nil : result
  }

  /// Names every question that may still be asked, with its choices and the
  /// flag that answers it.
  func reportMissing(
    _ evaluation: Evaluation, treeID: String,
    headline: String? = nil, prefix: String = ""
  ) {
    let count = evaluation.missing.count
    let headline = headline ?? tr("the answers do not reach a recommendation")
    tool.printer.print(
      Diagnostic(
        .error,
        count == 1
          ? tr("{1}; this question needs an answer:", headline)
          : tr("{1}; these questions may need an answer:", headline)))
    var text = Self.answerFlags(evaluation.missing, prefix: prefix, unsure: false)
    if count > 1 {
      text +=
        tr(
          "The first is needed now; whether the others are asked depends on the answers before them."
        )
        + "\n"
    }
    text += tr("Pass them with --answer, or use --defaults for those that have a default.") + "\n"
    console.write(text, to: .error)
  }

  /// One `--answer` line per question, with its choices (and `unsure` when
  /// asked for) and default, then its prompt.
  static func answerFlags(_ questions: [Question], prefix: String, unsure: Bool) -> String {
    var text = ""
    for question in questions {
      var line = "  --answer \(prefix)\(question.id)=\(question.choiceList)"
      if unsure, Resolution.allowsUnsure(question) { line += "|\(Resolution.unsure)" }
      if let choice = question.defaultChoice { line += " " + tr("(default: {1})", choice) }
      text += line + "\n      \(PlainText.inline(question.prompt))\n"
    }
    return text
  }

  /// The exact command that gives this report again: every answer the run
  /// used (defaults written out), the title, language and format.
  func reproduceLine(
    tree: TreeCatalog.Entry, answers: Answers, followUps: Bool, settings: ReportSettings,
    format: Format
  ) -> String {
    var words = ["hig-wizard", "run", tree.tree.id]
    if !tree.isBundled || followUps && !settings.folders.isEmpty {
      for folder in settings.folders { words += ["--questions", folder] }
    }
    for (question, choice) in answers.pairs {
      words += ["--answer", "\(question)=\(choice)"]
    }
    if followUps { words.append("--follow") }
    if let title = settings.title { words += ["--title", title] }
    if settings.brief { words.append("--brief") }
    // The language too, so the command gives the same text under any locale.
    words += ["--lang", Language.current.rawValue, "--format", format.rawValue]
    return words.map(ShellQuote.quote).joined(separator: " ")
  }
}

enum ShellQuote {
  /// `word` as one POSIX shell word: as is when it is plainly safe, otherwise
  /// in single quotes.
  static func quote(_ word: String) -> String {
    let safe =
      !word.isEmpty
      && word.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || "-_=./:,+@%".unicodeScalars.contains(scalar))
      }
    if safe { return word }
    return "'" + word.replacingAll("'", with: "'\\''") + "'"
  }
}

extension String {
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
