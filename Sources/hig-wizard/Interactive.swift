#if canImport(Glibc)
  import Glibc
#endif
import WizardCore
import WizardTerminal

extension RunCommand {
  /// Asks at the prompt for what the answers given do not settle, then
  /// reports; or, when the walk stops, says how to go on and exits.
  func interact(
    _ start: Session, entry: TreeCatalog.Entry, given: Answers, settings: ReportSettings,
    saving initial: Interview.Saving
  ) -> ExitCode {
    let interview = self.interview ?? Interview(console: console, stateFolder: tool.stateFolder)
    defer { interview.close() }
    var saving = initial
    var start = start
    var given = given
    var settings = settings
    // A new conversation at a terminal names its task first (not one that
    // resumes, and not when --title named it).
    if settings.title == nil, saving.name == nil, interview.onTerminal {
      switch interview.wizard.askTaskName(fallback: entry.tree.title) {
      case .success(let name):
        settings.title = name
        saving.title = name
      case .failure(let stop):
        interview.close()
        return stopped(
          start, stop.stop, given: given, settings: settings, saving: saving,
          interview: interview)
      }
    }
    var askFirst = false
    // While reviewing: the answers after the one being changed, and the walk
    // before the change (to name the answers it drops).
    var later: [Session.Step] = []
    var beforeChange: Session?
    // `restart`, wherever it was typed: nothing is kept, not the answers
    // from flags, not those for the follow-up trees, not the saved session.
    func startOver() {
      start = Session(tree: start.tree)
      given = Answers()
      settings.chain.answers = [:]
      later = []
      beforeChange = nil
      askFirst = false
      interview.save(start, pending: given, useDefaults: settings.useDefaults, &saving)
    }
    while true {
      switch interview.walk(
        start, pregiven: given, useDefaults: settings.useDefaults, later: later,
        askFirst: askFirst, saving: &saving)
      {
      case .finished(let session):
        // At a terminal, the answers are reviewed before the report.
        if interview.onTerminal {
          let dropped = beforeChange.map { session.dropped(since: $0) } ?? []
          let notes =
            dropped.isEmpty
            ? []
            : [
              tr(
                "No longer asked, so dropped: {1}.",
                trList(dropped.map { "\($0.questionID)=\($0.choiceID)" }))
            ]
          switch interview.wizard.review(session, notes: notes) {
          case .success(.done): break
          case .success(.change(let index)):
            let changed = session.reopened(at: index)
            given[session.steps[index].questionID] = nil
            later = changed.later
            beforeChange = session
            start = changed.session
            askFirst = true
            continue
          case .success(.restart):
            startOver()
            continue
          case .failure(let stop):
            interview.close()
            return stopped(
              session, stop.stop, given: given, settings: settings, saving: saving,
              interview: interview)
          }
        }
        let code = complete(
          Evaluation.finished(session, given: given), entry: entry, given: given,
          settings: settings, interview: interview, saving: saving, canGoBack: true)
        if interview.restartsWalk {
          // `restart` at the offer to save: nothing is kept.
          interview.restartsWalk = false
          startOver()
          continue
        }
        guard interview.reopensLastQuestion else { return code }
        // `back` at the offer of the next decision or to save: the last
        // question again, asked even when a flag or a default answered it.
        interview.reopensLastQuestion = false
        var reopened = session
        if let step = reopened.back() { given[step.questionID] = nil }
        start = reopened
        askFirst = true
        later = []
        beforeChange = nil
      case .unsure(let session, let question):
        var answers = given
        for step in session.steps { answers[step.questionID] = step.choiceID }
        answers[question.id] = Resolution.unsure
        return resolveUnsure(
          answers, entry: entry, settings: settings, interview: interview, saving: saving)
      case .stopped(let session, let stop):
        interview.close()
        return stopped(
          session, stop, given: given, settings: settings, saving: saving, interview: interview)
      case .restarted:
        startOver()
      }
    }
  }

  /// Takes a walk that reached an outcome on through its follow-up trees
  /// (when answers for them were given, `--follow` was passed, or the person
  /// agrees at the prompt), then writes the report. A saved session is
  /// removed once the report is written.
  ///   - canGoBack: `back` at the offer of a follow-up returns (with
  ///     `reopensLastQuestion` set) for the walk to reopen the last question.
  func complete(
    _ evaluation: Evaluation, entry: TreeCatalog.Entry, given: Answers, settings: ReportSettings,
    interview existing: Interview? = nil, saving: Interview.Saving? = nil, canGoBack: Bool = false
  ) -> ExitCode {
    guard evaluation.isComplete else {
      return finish(evaluation, entry: entry, given: given, settings: settings)
    }
    var interview = existing
    var decisions: [FollowUp] = []
    var current = evaluation
    var seen: Set<String> = [entry.tree.id]
    while let follow = current.session.outcome?.follow, seen.insert(follow).inserted {
      var answers = settings.chain.answers[follow] ?? Answers()
      var wanted = settings.chain.always || !answers.isEmpty
      // Offered only in a conversation: a run whose flags settle the first
      // tree is not stopped to ask, unless a person is at the terminal.
      let canAsk = settings.interactive && (interview != nil || console.inputIsTerminal)
      guard wanted || canAsk else { break }
      // Every tree is read now; a broken one stops the run, as at the start.
      guard let catalog = settings.chain.catalog.value else { return .failure }
      guard let next = catalog.entry(follow) else { break }
      if !wanted {
        let asking = interview ?? Interview(console: console, stateFolder: tool.stateFolder)
        interview = asking
        let answered = [evaluation.session] + decisions.map(\.evaluation.session)
        switch asking.wizard.offerFollowUp(
          next.tree, decided: current.session, answered: answered,
          canGoBack: canGoBack && decisions.isEmpty)
        {
        case .success(.go): wanted = true
        case .success(.skip): wanted = false
        case .success(.back):
          asking.reopensLastQuestion = true
          return .success
        case .failure(let stop):
          // As at the questions: say what is kept and how to go on.
          asking.close()
          return stopped(
            current.session, stop.stop, given: given, settings: settings,
            saving: saving
              ?? Interview.Saving(
                name: nil, questionFolders: settings.folders, title: settings.title,
                enabled: false), interview: asking)
        }
      }
      guard wanted else { break }
      let carried = DecisionChain.carried(
        from: [evaluation.session] + decisions.map(\.evaluation.session), into: next.tree)
      // A carried answer wins: the fact was settled before this tree.
      for (question, _) in carried.pairs where answers[question] != nil {
        tool.printer.print(
          Diagnostic(
            .warning,
            tr(
              "the answer to '{1}' was not used: it was settled by the decision before",
              "\(follow).\(question)")))
        answers[question] = nil
      }
      var result = Evaluation.evaluate(
        next.tree, answers: answers, useDefaults: settings.useDefaults, carried: carried)
      if !result.isComplete {
        guard settings.interactive else {
          reportMissing(
            result, treeID: next.tree.id,
            headline: tr("the follow-up decision '{1}' needs answers", next.tree.id),
            prefix: "\(next.tree.id).")
          return .incomplete
        }
        let asking = interview ?? Interview(console: console, stateFolder: tool.stateFolder)
        interview = asking
        var followSaving = Interview.Saving(
          name: nil, questionFolders: settings.folders, title: nil, enabled: true)
        var ending = asking.walk(
          Session(tree: next.tree), pregiven: answers, useDefaults: settings.useDefaults,
          carried: carried, saving: &followSaving)
        // `restart` in a follow-up starts that decision again, with none of
        // its own answers (the facts carried from earlier trees stay).
        while case .restarted(let fresh) = ending {
          answers = Answers()
          ending = asking.walk(
            fresh, pregiven: answers, useDefaults: settings.useDefaults, carried: carried,
            saving: &followSaving)
        }
        switch ending {
        case .restarted: preconditionFailure("handled above")
        case .finished(let session):
          asking.forget(followSaving)
          result = Evaluation.finished(session, given: answers)
        case .unsure:
          // A follow-up decision is taken on one path only.
          asking.wizard.say(
            tr(
              "'unsure' is not taken in a follow-up decision; the report ends with the decisions before it. Run 'hig-wizard run {1}' to explore it.",
              next.tree.id))
          return finish(
            evaluation, entry: entry, given: given, settings: settings, interview: interview,
            followUps: decisions)
        case .stopped(let session, let stop):
          asking.close()
          return stopped(
            session, stop, given: answers, settings: settings, saving: followSaving,
            interview: asking)
        }
      }
      decisions.append(FollowUp(entry: next, evaluation: result, given: answers))
      current = result
    }
    for (treeID, answers) in settings.chain.answers.sorted(by: { $0.key < $1.key })
    where !answers.isEmpty && !decisions.contains(where: { $0.entry.tree.id == treeID }) {
      for question in answers.order {
        tool.printer.print(
          Diagnostic(
            .warning,
            tr(
              "the answer to '{1}' was not used: that follow-up decision was not reached",
              "\(treeID).\(question)")))
      }
    }
    // `back` and `restart` at the offer to save reach the walk of the first
    // tree only when no follow-up was taken.
    let code = finish(
      evaluation, entry: entry, given: given, settings: settings, interview: interview,
      followUps: decisions, canGoBack: canGoBack && decisions.isEmpty)
    guard let interview, let saving else { return code }
    switch code {
    case .success where interview.keepsSession:
      if let name = saving.name { tellHowToResume(name, interview: interview) }
    case .success:
      interview.forget(saving)
    case .interrupted, .hangUp, .terminated:
      // Stopped at the offer to save: the answers stay for resume.
      interview.close()
      interview.wizard.say(tr("Stopped before saving the report."))
      if let name = saving.name { tellHowToResume(name, interview: interview) }
    default:
      if let name = saving.name { tellHowToResume(name, interview: interview) }
    }
    return code
  }

  func stopped(
    _ session: Session, _ stop: Wizard.Stop, given: Answers, settings: ReportSettings,
    saving: Interview.Saving, interview: Interview
  ) -> ExitCode {
    let answered = session.steps.count
    let kept: String
    if saving.failed {
      kept = tr("The answers could not all be saved (see the warning above).")
    } else if saving.name != nil, given.values.values.contains(Resolution.unsure) {
      kept = tr("Your answers are saved, 'unsure' ones included.")
    } else if saving.name != nil {
      kept =
        answered == 1
        ? tr("Your answer is saved.") : tr("Your {1} answers are saved.", "\(answered)")
    } else {
      kept = answered == 0 ? tr("Nothing was answered, so nothing was saved.") : ""
    }
    if stop == .endOfInput, !interview.onTerminal {
      var answers = given
      for step in session.steps where step.source != .assumed {
        answers[step.questionID] = step.choiceID
      }
      if answers.values.values.contains(Resolution.unsure) {
        let resolution = Resolution.resolve(
          session.tree, answers: answers, useDefaults: settings.useDefaults)
        var seen: Set<String> = []
        reportUnsureMissing(
          resolution.missing.map(\.question).filter { seen.insert($0.id).inserted },
          headline: tr(
            "the input ended before every branch had its answers; these questions are needed on at least one branch"
          ))
      } else {
        let evaluation = Evaluation.evaluate(
          session.tree, answers: answers, useDefaults: settings.useDefaults)
        reportMissing(
          evaluation, treeID: session.tree.id,
          headline: tr("the input ended before a recommendation"))
      }
      if !kept.isEmpty { console.write(kept + "\n", to: .error) }
      if let name = saving.name {
        console.write(tr("Go on with: {1}", "hig-wizard resume \(name)") + "\n", to: .error)
      }
      return .incomplete
    }
    // After Ctrl-C or Ctrl-D the cursor may be mid-line.
    let what: String
    switch stop {
    case .quit: what = tr("Stopped.")
    case .endOfInput: what = tr("Stopped (end of input).")
    case .signal(let number) where number == SIGINT: what = tr("Interrupted.")
    case .signal(let number) where number == SIGHUP: what = tr("The terminal closed.")
    case .signal: what = tr("Terminated (SIGTERM).")
    }
    // The plain reader has ended its line already.
    if stop != .quit, interview.onTerminal { console.write("\n", to: interview.stream) }
    interview.wizard.say(what + (kept.isEmpty ? "" : " " + kept))
    if let name = saving.name, !saving.failed { tellHowToResume(name, interview: interview) }
    return ExitCode(stop)
  }

  /// The resume command on a line of its own, never wrapped.
  func tellHowToResume(_ name: String, interview: Interview) {
    console.write(tr("Go on with:") + "\n  hig-wizard resume \(name)\n", to: interview.stream)
  }

  /// Goes on with a saved session: its answers replayed on the tree as it
  /// is now, then the prompt.
  func resume(
    _ saved: SavedSession, entry: TreeCatalog.Entry, given: Answers, settings: ReportSettings
  ) -> ExitCode {
    let (session, pending, dropped) = saved.restore(on: entry.tree)
    // Answers given up front when the session started, then those given now.
    var given = given
    var earlier = pending
    earlier.merge(given)
    given = earlier
    var notes = [
      tr(
        "Resuming {1} ({2}, saved {3}): {4} of {5} answers kept.", PlainText.inline(saved.name),
        PlainText.inline(saved.treeTitle), LocalTime.text(saved.savedAt), "\(session.steps.count)",
        "\(saved.steps.count)")
    ]
    if saved.treeFingerprint != entry.tree.fingerprint {
      notes.append(tr("The tree has changed since; answers that no longer apply were dropped."))
    }
    for answer in dropped {
      let why: String
      switch answer.reason {
      case .questionRemoved: why = tr("the question is no longer in the tree")
      case .choiceRemoved: why = tr("the question has no such choice any more")
      }
      notes.append(
        "  "
          + tr(
            "dropped {1}: {2}",
            "\(PlainText.inline(answer.questionID))=\(PlainText.inline(answer.choiceID))", why))
    }
    console.write(notes.joined(separator: "\n") + "\n", to: .error)
    var settings = settings
    settings.useDefaults = settings.useDefaults || saved.useDefaults
    settings.title = settings.title ?? saved.title
    // The session's folders, then any given now.
    var seen: Set<String> = []
    settings.folders = (saved.questionFolders + settings.folders).filter {
      seen.insert($0).inserted
    }
    let saving = Interview.Saving(
      name: saved.name, questionFolders: settings.folders, title: settings.title,
      enabled: true)
    // At a terminal a finished session goes through the conversation too:
    // the review, the follow-up offer, and the offer to save.
    let atTerminal = settings.interactive && console.inputIsTerminal
    if !settings.interactive || (session.outcome != nil && !atTerminal) {
      var evaluation = Evaluation.finished(session, given: given)
      if session.outcome == nil {
        var answers = given
        for step in session.steps { answers[step.questionID] = step.choiceID }
        evaluation = Evaluation.evaluate(
          entry.tree, answers: answers, useDefaults: settings.useDefaults)
      }
      let code = complete(evaluation, entry: entry, given: given, settings: settings)
      if evaluation.isComplete, code == .success, let store = tool.sessionStore {
        try? store.remove(saved.name)
      }
      return code
    }
    return interact(session, entry: entry, given: given, settings: settings, saving: saving)
  }
}

extension ExitCode {
  /// The exit code of a walk that stopped: 0 for `quit` and Ctrl-D, 128 plus
  /// the signal's number for a signal, as shells report it (Ctrl-C: 130).
  init(_ stop: Wizard.Stop) {
    switch stop {
    case .quit, .endOfInput: self = .success
    case .signal(let number) where number == SIGINT: self = .interrupted
    case .signal(let number) where number == SIGHUP: self = .hangUp
    case .signal: self = .terminated
    }
  }
}
