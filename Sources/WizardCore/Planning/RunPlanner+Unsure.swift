extension RunPlanner {
  /// Answers that include `unsure`: every branch is followed. What the
  /// branches still need is asked at the prompt (each question once, whatever
  /// branch it is on) or, without a prompt, listed; then the conditional
  /// report is written. When no question answered `unsure` is reached, the
  /// run is an ordinary one.
  func resolveUnsure(_ given: Answers) -> ExitCode {
    guard Resolution.unsureCount(given) <= Resolution.maximumUnsure else {
      diagnose([
        Diagnostic(
          .error,
          language.tr(
            "at most {1} questions can be answered 'unsure' in one run; answer the others yes or no",
            "\(Resolution.maximumUnsure)"))
      ])
      return .usage
    }
    var answers = given
    // An answer reopened at the review: the walk up to its question (on
    // the first branch that asks it), and the answer it had, which Enter
    // keeps. Asked even when a default would answer it.
    var reopening: (start: Session, question: Question, kept: Session.Step?)?
    while true {
      let resolution = Resolution.resolve(tree, answers: answers, useDefaults: useDefaults)
      let next = reopening.map { ($0.start, $0.question) } ?? resolution.missing.first
      guard let (session, question) = next else {
        // In a conversation at a terminal the answers are reviewed first,
        // `unsure` ones included, as any walk's are.
        if conversing, onTerminal {
          let list = AnswerList(resolution: resolution, given: answers, language: language)
          let reply: ReviewReply
          do {
            reply = try frontEnd.review(list, notes: [])
          } catch {
            return stopped(resolution.trunk, error, given: answers)
          }
          switch reply {
          case .change(let index):
            let item = list.items[index]
            let walks = resolution.decided.isEmpty ? [resolution.trunk] : resolution.decided
            guard
              let walk = walks.first(where: {
                $0.steps.contains { $0.questionID == item.questionID }
              }),
              let at = walk.steps.firstIndex(where: { $0.questionID == item.questionID }),
              let asked = tree.question(item.questionID)
            else { continue }
            let kept =
              item.unsure
              ? nil
              : Session.Step(
                questionID: item.questionID, choiceID: item.choiceID, source: item.source)
            reopening = (walk.reopened(at: at).session, asked, kept)
            answers[item.questionID] = nil
            continue
          case .restart:
            chained = [:]
            keptLater = [:]
            save(Session(tree: tree), pending: Answers())
            return converse(Session(tree: tree), given: Answers())
          case .done: break
          }
        }
        return conclude(
          report(resolution, answers: answers), after: resolution.trunk, given: answers)
      }
      guard request.respondent != .nobody else {
        // Every question that may be needed on each branch, as for a run
        // without `unsure`: not only the next one, one round trip each.
        let needed = resolution.missing.flatMap { branch, question in
          var assumed = answers
          for step in branch.steps { assumed[step.questionID] = step.choiceID }
          return Evaluation.stillNeeded(
            from: question, tree: tree,
            known: KnownAnswers(given: assumed, takesUnsure: true, useDefaults: useDefaults))
        }
        missing(
          MissingAnswers(
            headline: Message(
              "with 'unsure', every branch needs its answers; these questions may be needed on at least one branch"
            ), questions: distinct(needed), unsure: true, ordered: false))
        return .incomplete
      }
      if let code = nameTask(resolution.trunk, given: answers) { return code }
      conversing = true
      let assumed = session.steps.filter { $0.source == .assumed }
        // Translators: joins the answers a conditional outcome needs: "platform=ipad and suspend=no".
        .map { "\($0.questionID)=\($0.choiceID)" }.joined(separator: language.tr(" and "))
      let reopened = reopening != nil
      let kept = reopening?.kept
      reopening = nil
      if !assumed.isEmpty, !reopened {
        // Translators: {1} is the assumptions of one branch ("suspend=yes and fits-in-view=no"),
        // {2} a question id.
        say(language.tr("If {1}: '{2}' is needed on this branch.", assumed, question.id))
      }
      // A branch walk saves nothing itself: the session keeps the walk up to
      // the first fork and every answer given, `unsure` ones included.
      let ending = walk(
        WalkRequest(
          start: session, pregiven: answers, useDefaults: useDefaults, carried: Answers(),
          later: [], askFirst: reopened, reopening: kept, earlier: [], canBackOut: false),
        saving: nil)
      switch ending {
      case .finished(let walked), .stopped(let walked, _):
        merge(walked, into: &answers)
      case .unsure(let walked, let next):
        merge(walked, into: &answers)
        if Resolution.unsureCount(answers) < Resolution.maximumUnsure {
          answers[next.id] = Resolution.unsure
        } else {
          say(
            language.tr(
              "At most {1} questions can be answered 'unsure': answer this one yes or no.",
              "\(Resolution.maximumUnsure)"))
        }
      case .restarted, .backedOut:
        // Every answer goes, `unsure` ones and those for follow-ups too:
        // the walk begins again at the first question as an ordinary one.
        chained = [:]
        keptLater = [:]
        save(Session(tree: tree), pending: Answers())
        return converse(Session(tree: tree), given: Answers())
      }
      // Keep everything so far: the walk before the first fork, and every
      // answer (`unsure` ones too) for `resume`.
      let trunk = Resolution.resolve(tree, answers: answers, useDefaults: useDefaults).trunk
      saving.enabled = saving.enabled || onTerminal || !answers.isEmpty
      save(trunk, pending: pending(answers))
      if case .stopped(_, let stop) = ending {
        return stopped(trunk, stop, given: answers)
      }
    }
  }

  /// The conditional report, or an ordinary one when no question answered
  /// `unsure` was reached.
  private func report(_ resolution: Resolution, answers: Answers) -> Completion {
    guard !resolution.deciding.isEmpty, case .fork = resolution else {
      var plain = Answers()
      for (question, choice) in answers.pairs where choice != Resolution.unsure {
        plain[question] = choice
      }
      diagnose(
        answers.pairs.filter { $0.choice == Resolution.unsure }.map {
          unusedWarning($0.question, session: resolution.trunk, unsure: true)
        })
      return complete(Evaluation.finished(resolution.trunk, given: plain), given: plain)
    }
    let followed = resolution.decided.contains { $0.outcome?.follow != nil }
    if followed, request.follow || !chained.isEmpty {
      diagnose([
        Diagnostic(
          .warning,
          language.tr(
            "follow-up decisions are not taken when an answer is 'unsure'; answer it to go on with them"
          ))
      ])
      diagnose(unusedChained(taken: []))
    } else if followed, conversing {
      // The person would have been offered the next decision.
      say(
        language.tr(
          "A branch leads on to another decision, which is not taken while an answer is 'unsure'; answer it to go on with that decision."
        ))
    }
    let title = self.title
    let folders = self.folders
    let request = self.request
    return deliver(canGoBack: false, answered: [resolution.trunk]) { [language] format in
      var report = Report(
        resolution: resolution, given: answers, title: title, reproduce: "", language: language)
      report.reproduce = Reproduce.line(
        request, answers: report.answers, followUps: false, title: title, folders: folders,
        format: format)
      return report
    }
  }

  /// The answers a branch walk gave, except the ones it assumed.
  private func merge(_ session: Session, into answers: inout Answers) {
    for step in session.steps where step.source != .assumed {
      answers[step.questionID] = step.choiceID
    }
  }

  /// Goes on with a saved session: its answers replayed on the tree as it
  /// is now, then the prompt.
  func resume(_ saved: SavedSession) -> ExitCode {
    let (session, pending, pendingChained, dropped) = saved.restore(on: tree)
    // Answers given up front when the session started, then those given now.
    var given = pending
    given.merge(request.answers)
    for (treeID, answers) in pendingChained {
      var merged = answers
      merged.merge(chained[treeID] ?? Answers())
      chained[treeID] = merged
    }
    var notes = [
      // Translators: {1} is the saved session's name, {2} the tree's title, {3} when it was saved
      // (local time, "2026-12-07 18:40"), {4} and {5} numbers of answers ({4} of {5}; either may be
      // 1).
      language.tr(
        "Resuming {1} ({2}, saved {3}): {4} of {5} answers kept.", PlainText.clipped(saved.name),
        PlainText.clipped(saved.treeTitle), LocalTime.text(saved.savedAt), "\(session.steps.count)",
        "\(saved.steps.count)")
    ]
    let later = pendingChained.values.reduce(0) { $0 + $1.order.count }
    if later > 0 {
      notes.append(
        // Translators: {1} is how many answers were given for the follow-up decisions of the
        // session being resumed.
        language.trPlural(
          later, one: "{1} answer for the next decisions is kept too.",
          other: "{1} answers for the next decisions are kept too."))
    }
    // Only what was dropped is said to be: a changed text drops nothing.
    if saved.treeFingerprint != tree.fingerprint {
      notes.append(
        dropped.isEmpty
          ? language.tr("The tree has changed since; every saved answer still applies.")
          : language.tr("The tree has changed since; answers that no longer apply were dropped."))
    }
    notes += language.capped(dropped) { answer in
      let why: String
      switch answer.reason {
      case .questionRemoved: why = language.tr("the question is no longer in the tree")
      case .choiceRemoved: why = language.tr("the question has no such choice any more")
      }
      return "  "
        // Translators: {1} is an answer as QUESTION=CHOICE (ids), {2} why it was dropped (a whole
        // phrase).
        + language.tr(
          "dropped {1}: {2}",
          "\(PlainText.clipped(answer.questionID))=\(PlainText.clipped(answer.choiceID))", why)
    }
    inform(notes.joined(separator: "\n") + "\n")
    useDefaults = useDefaults || saved.useDefaults
    title = title ?? saved.title
    // The session's folders, then any given now.
    var seen: Set<String> = []
    folders = (saved.questionFolders + folders).filter { seen.insert($0).inserted }
    saving = SessionSaving(
      name: saved.name, questionFolders: folders, title: title, enabled: true)
    saving.answersSaved = saved.answerCount
    // At a terminal a finished session goes through the conversation too:
    // the review, the follow-up offer, and the offer to save.
    if request.respondent == .nobody || (session.outcome != nil && !onTerminal) {
      // A session that holds `unsure` answers goes on as they do: every
      // branch followed.
      if given.values.values.contains(Resolution.unsure) {
        var answers = given
        for step in session.steps where step.source != .assumed {
          answers[step.questionID] = step.choiceID
        }
        return resolveUnsure(answers)
      }
      var evaluation = Evaluation.finished(session, given: given)
      if session.outcome == nil {
        var answers = given
        for step in session.steps { answers[step.questionID] = step.choiceID }
        evaluation = Evaluation.evaluate(tree, answers: answers, useDefaults: useDefaults)
      }
      return conclude(
        complete(evaluation, given: given), after: evaluation.session, given: given)
    }
    return converse(session, given: given)
  }
}
