/// The answers of a run, put together from `--answer` flags and answers
/// files (files first, in order, then flags; flags win), read as the prompt
/// reads a reply, split by tree, and checked.
public struct AnswerAssembly {
  /// The answers for the run's tree.
  public var answers = Answers()
  /// The answers for follow-up trees, by tree id.
  public var chained: [String: Answers] = [:]
  /// Warnings and notes to print, and the errors of a failure.
  public var diagnostics: [Diagnostic] = []
  public var failure: Failure?

  public enum Failure: Error, Equatable {
    /// A usage error, in the context of a follow-up tree or not.
    case usage(UsageError, context: Message?)
    /// The errors are in `diagnostics` (with their places in the files):
    /// a usage error to see `--help` for.
    case inFiles
    /// A file could not be read, or a tree loaded.
    case unreadable
  }

  /// - Parameters:
  ///   - flags: the `--answer` values, `ID=CHOICE`.
  ///   - files: the `--answers` paths (`-`: standard input).
  ///   - language: the language answers are typed in (yes/no words, as
  ///     the prompt reads them); the diagnostics and failures are
  ///     ``Message``s, told in the language of whoever shows them.
  ///   - followUps: the trees that can follow `tree` (read on demand; nil
  ///     when a tree file has errors).
  public static func assemble(
    flags: [String], files: [String], tree: Tree, useDefaults: Bool, language: Language,
    followUps: () -> [Tree]?
  ) -> AnswerAssembly {
    var result = AnswerAssembly()
    var pairs: [(question: String, value: String)] = []
    for value in flags {
      guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
        return result.failing(
          .usage(
            .invalidValue(
              option: "--answer", value: value,
              expected: Message("ID=CHOICE, as in --answer suspend=no")), context: nil))
      }
      pairs.append((String(value[..<equals]), String(value[value.index(after: equals)...])))
    }
    // Flags are read as the prompt reads a typed answer (labels, yes/no
    // words), and one question answered twice differently is a mistake.
    let conflicts = Answers.conflicts(pairs, in: tree, language: language)
    if !conflicts.isEmpty {
      return result.failing(.usage(.answerProblems(conflicts), context: nil))
    }
    let flagAnswers = Answers(pairs.map { ($0.question, $0.value) })
    var answers = Answers()
    var locations: [String: AnswersLoader.Place] = [:]
    // A report made with another version of the tree: its answers that no
    // longer fit are dropped, and the new recommendation is compared with it.
    var changed: (path: String, origin: AnswersLoader.ReportOrigin)?
    for path in files {
      guard let file = result.read(path, tree: tree) else { return result.failing(.unreadable) }
      answers.merge(file.answers)
      locations.merge(file.locations) { _, later in later }
      if let origin = file.origin, origin.treeHash != tree.fingerprint { changed = (path, origin) }
    }
    answers.merge(flagAnswers)

    // Answers for follow-up trees: `TREE.QUESTION=CHOICE`, or a plain id
    // that only a follow-up tree has.
    var trees: [Tree] = []
    if !answers.order.allSatisfy({ tree.question($0) != nil }) {
      guard let found = followUps() else { return result.failing(.unreadable) }
      trees = found
    }
    (answers, result.chained) = split(answers, tree: tree, followUps: trees)
    answers = answers.resolved(in: tree, language: language)
    for followUp in trees {
      guard var given = result.chained[followUp.id]?.resolved(in: followUp, language: language)
      else { continue }
      var problems = problems(given, in: followUp, isFollowUp: true)
      if let changed, !problems.isEmpty {
        for problem in problems {
          result.diagnostics.append(
            Diagnostic(
              .warning,
              // Translators: {1} is a tree id, {2} the problem with one answer (a whole message),
              // {3} the answers file or saved report.
              Message(
                "in follow-up tree '{1}': {2}; dropped ({3} was made with another version of the trees)",
                followUp.id, Message.inline(problem.message),
                PlainText.inline(changed.path))))
          given[problem.questionID] = nil
        }
        problems = []
      }
      result.chained[followUp.id] = given
      if !problems.isEmpty {
        return result.failing(
          .usage(
            .answerProblems(problems), context: Message("in follow-up tree '{1}'", followUp.id))
        )
      }
    }

    var problems = problems(answers, in: tree, isFollowUp: false)
    if let changed {
      for problem in problems where flagAnswers[problem.questionID] == nil {
        result.diagnostics.append(
          Diagnostic(
            .warning,
            // Translators: {1} is the problem with one answer (a whole message), {2} the answers
            // file or saved report.
            Message(
              "{1}; dropped ({2} was made with another version of the tree)",
              Message.inline(problem.message), PlainText.inline(changed.path))))
        answers[problem.questionID] = nil
      }
      problems = problems.filter { flagAnswers[$0.questionID] != nil }
    }
    if !problems.isEmpty {
      // An answer from a file points at its place there; one from a flag
      // names the flag.
      let inFiles = problems.filter {
        flagAnswers[$0.questionID] == nil && locations[$0.questionID] != nil
      }
      for problem in inFiles.prefix(50) {
        let place = locations[problem.questionID]
        result.diagnostics.append(
          Diagnostic(
            .error, problem.message, at: place?.location, sourceLine: place?.line))
      }
      if inFiles.count > 50 {
        result.diagnostics.append(
          Diagnostic(.note, Message("… and {1} more", "\(inFiles.count - 50)")))
      }
      let fromFlags = problems.filter { flagAnswers[$0.questionID] != nil }
      guard fromFlags.isEmpty else {
        return result.failing(.usage(.answerProblems(fromFlags), context: nil))
      }
      return result.failing(.inFiles)
    }
    result.answers = answers
    if let changed {
      result.diagnostics.append(
        note(changed, tree: tree, useDefaults: useDefaults, answers: answers))
    }
    return result
  }

  /// How the report an answers file came from compares with this run.
  private static func note(
    _ changed: (path: String, origin: AnswersLoader.ReportOrigin), tree: Tree,
    useDefaults: Bool, answers: Answers
  ) -> Diagnostic {
    if answers.values.values.contains(Resolution.unsure) {
      return Diagnostic(
        .note,
        // Translators: {1} is the saved report the answers come from, {2} a tree id, {3} the tree's
        // version now (a hash: "3f0c9a…").
        Message(
          "{1} was made with another version of tree '{2}' (now {3}); compare its branches with the ones below",
          PlainText.inline(changed.path), tree.id, tree.fingerprint))
    }
    let evaluation = Evaluation.evaluate(tree, answers: answers, useDefaults: useDefaults)
    let version =
      changed.origin.treeHash.isEmpty
      ? Message("an unrecorded version")
      // Translators: {1} is a tree's version, a hash ("3f0c9a…"); it fills {2} of "{1} was made
      // with {2} of tree '{3}', now {4}".
      : Message("version {1}", changed.origin.treeHash)
    return Diagnostic(
      .note,
      // Translators: {1} is the saved report the answers come from, {2} "version HASH" or "an
      // unrecorded version", {3} a tree id, {4} the tree's version now (a hash); what the change
      // did follows.
      Message(
        "{1} was made with {2} of tree '{3}', now {4}; ", PlainText.inline(changed.path),
        version, tree.id, tree.fingerprint)
        + TreeChange.explain(
          before: changed.origin.path, outcome: changed.origin.outcomeID,
          now: evaluation.session))
  }

  private func failing(_ failure: Failure) -> AnswerAssembly {
    var result = self
    result.failure = failure
    return result
  }

  /// Reads one answers file, keeping its problems with their locations.
  private mutating func read(_ path: String, tree: Tree) -> AnswersLoader.Result? {
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(path)
    } catch {
      diagnostics.append(Diagnostic(.error, error.message))
      return nil
    }
    let result = AnswersLoader.load(
      bytes: bytes, source: path == "-" ? "<stdin>" : path)
    var found = result.diagnostics
    if let reportTree = result.treeID, reportTree != tree.id {
      found.append(
        Diagnostic(
          .error,
          // Translators: {1} is the answers file (a JSON report), {2} the tree its report is for,
          // {3} the tree the run is for; the command at the end is typed as it is.
          Message(
            "the answers in '{1}' are a report for tree '{2}', not '{3}'; run 'hig-wizard run {2} --answers {1}'",
            path, reportTree, tree.id)))
    }
    diagnostics += found
    return found.hasErrors ? nil : result
  }

  /// What is wrong with `answers` for `tree`: the one rule for every
  /// answer a run is given, which Tab completion asks too (``accepts(_:for:tree:followUps:)``).
  /// A follow-up decision is taken on one path: no `unsure` there.
  static func problems(_ answers: Answers, in tree: Tree, isFollowUp: Bool) -> [AnswerProblem] {
    answers.problems(in: tree, takesUnsure: !isFollowUp)
  }

  /// Whether a run of `tree` takes `--answer KEY=CHOICE`: `key` is routed
  /// to its tree as ``split(_:tree:followUps:)`` routes it, and checked
  /// there as ``assemble(flags:files:tree:useDefaults:language:followUps:)``
  /// checks it, so that completion offers only what the run then takes.
  public static func accepts(_ choice: String, for key: String, tree: Tree, followUps: [Tree])
    -> Bool
  {
    let (own, chained) = split(Answers([(key, choice)]), tree: tree, followUps: followUps)
    if !own.pairs.isEmpty { return problems(own, in: tree, isFollowUp: false).isEmpty }
    return chained.allSatisfy { id, answers in
      followUps.first { $0.id == id }.map {
        problems(answers, in: $0, isFollowUp: true).isEmpty
      } ?? false
    }
  }

  /// The question `--answer KEY=…` answers in a run of `tree` (routed as
  /// ``split(_:tree:followUps:)`` routes it), or nil when it names none.
  public static func question(for key: String, tree: Tree, followUps: [Tree]) -> Question? {
    let (own, chained) = split(Answers([(key, "")]), tree: tree, followUps: followUps)
    if let id = own.order.first { return tree.question(id) }
    for (treeID, answers) in chained {
      if let id = answers.order.first, let found = followUps.first(where: { $0.id == treeID }) {
        return found.question(id)
      }
    }
    return nil
  }

  /// Splits answers by tree: `TREE.QUESTION` names a follow-up tree's
  /// question; a plain id belongs to `tree`, or to the one follow-up tree that
  /// has it (otherwise it stays with `tree`, which reports it as unknown).
  public static func split(_ answers: Answers, tree: Tree, followUps: [Tree]) -> (
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
}
