extension RunPlanner {
  /// A decision taken after the first one, in a follow-up tree.
  struct FollowUp {
    var entry: TreeCatalog.Entry
    var evaluation: Evaluation
    var given: Answers
  }

  /// Takes a decision that reached an outcome on through its follow-up
  /// trees (when answers for them were given, `--follow` was passed, or
  /// the person agrees at the prompt), then delivers the report.
  ///   - canGoBack: `back` and `restart` may reopen the first tree's walk.
  func complete(_ evaluation: Evaluation, given: Answers, canGoBack: Bool = false) -> Completion {
    guard evaluation.isComplete else {
      return finish(evaluation, given: given, decisions: [], canGoBack: false)
    }
    var decisions: [FollowUp] = []
    // A decision to walk again from its last question (`back` after it).
    var reopening: FollowUp?
    while true {
      let earlier = [evaluation.session] + decisions.map(\.evaluation.session)
      let next: TreeCatalog.Entry
      var answers: Answers
      var start: Session
      var result: Evaluation?
      var askFirst = false
      if let decision = reopening {
        reopening = nil
        askFirst = true
        next = decision.entry
        answers = decision.given
        start = decision.evaluation.session
        if let step = start.back() { answers[step.questionID] = nil }
      } else {
        let current = earlier[earlier.count - 1]
        guard let follow = current.outcome?.follow,
          !earlier.contains(where: { $0.tree.id == follow })
        else { break }
        answers = chained[follow] ?? Answers()
        var wanted = request.follow || !answers.isEmpty
        guard wanted || canAsk else { break }
        // Every tree is read now; a broken one stops the run, as at the start.
        guard let catalog = request.catalog.value else { return .done(.failure) }
        guard let entry = catalog.entry(follow) else { break }
        next = entry
        if !wanted {
          conversing = true
          switch perform(
            .offerFollowUp(
              next: entry.tree, decided: current, answered: earlier,
              canGoBack: canGoBack || !decisions.isEmpty))
          {
          case .followUp(.go): wanted = true
          case .followUp(.back):
            guard let last = decisions.popLast() else { return .reopen }
            reopening = last
            continue
          case .followUp(.restart): return .restart
          case .stopped(let stop):
            return .done(stopped(evaluation.session, stop, given: given, answered: count(earlier)))
          default: break
          }
        }
        guard wanted else { break }
        start = Session(tree: entry.tree)
        let carried = DecisionChain.carried(from: earlier, into: entry.tree)
        // A carried answer wins: the fact was settled before this tree.
        let overridden = carried.order.filter { answers[$0] != nil }
        diagnose(
          overridden.map {
            Diagnostic(
              .warning,
              language.tr(
                "the answer to '{1}' was not used: it was settled by the decision before",
                "\(follow).\($0)"))
          })
        for question in overridden { answers[question] = nil }
        let evaluated = Evaluation.evaluate(
          entry.tree, answers: answers, useDefaults: useDefaults, carried: carried)
        if evaluated.isComplete {
          result = evaluated
        } else if request.respondent == .nobody {
          missing(
            MissingAnswers(
              headline: language.tr("the follow-up decision '{1}' needs answers", entry.tree.id),
              questions: evaluated.missing, prefix: "\(entry.tree.id).", language: language))
          return .done(.incomplete)
        }
      }
      if result == nil {
        // At the prompt; saved with the first tree's session, as
        // `TREE.QUESTION` answers, so that `resume` has the whole chain.
        conversing = true
        let carried = DecisionChain.carried(from: earlier, into: next.tree)
        let taken = decisions
        let walkAnswers = answers
        let ending = walk(
          WalkRequest(
            start: start, pregiven: answers, useDefaults: useDefaults, carried: carried,
            later: [], askFirst: askFirst,
            saving: saving, earlier: earlier, canBackOut: canGoBack || !decisions.isEmpty,
            progress: { session in
              self.chainProgress(evaluation.session, given: given, taken, current: session)
            }))
        switch ending {
        case .finished(let session):
          result = Evaluation.finished(session, given: walkAnswers)
        case .backedOut:
          guard let last = decisions.popLast() else { return .reopen }
          reopening = last
          continue
        case .restarted: return .restart
        case .unsure:
          // A follow-up decision is taken on one path only.
          say(
            language.tr(
              "'unsure' is not taken in a follow-up decision; the report ends with the decisions before it. Run 'hig-wizard run {1}' to explore it.",
              next.tree.id))
          return deliverChain(evaluation, given: given, decisions: decisions, canGoBack: false)
        case .stopped(let session, let stop):
          return .done(
            stopped(
              session, stop, given: walkAnswers, prefix: "\(next.tree.id).", carried: carried,
              answered: count(earlier) + session.steps.count))
        }
      }
      if let result { decisions.append(FollowUp(entry: next, evaluation: result, given: answers)) }
    }
    // Answers for a follow-up that was not reached were not used.
    var unused: [Diagnostic] = []
    for (treeID, answers) in chained.sorted(by: { $0.key < $1.key })
    where !answers.isEmpty && !decisions.contains(where: { $0.entry.tree.id == treeID }) {
      for question in answers.order {
        unused.append(
          Diagnostic(
            .warning,
            language.tr(
              "the answer to '{1}' was not used: that follow-up decision was not reached",
              "\(treeID).\(question)")))
      }
    }
    diagnose(unused)
    return deliverChain(
      evaluation, given: given, decisions: decisions, canGoBack: canGoBack || !decisions.isEmpty)
  }

  /// The report of a chain; `back` at the offer to save reopens the last
  /// decision taken.
  private func deliverChain(
    _ evaluation: Evaluation, given: Answers, decisions: [FollowUp], canGoBack: Bool
  ) -> Completion {
    var decisions = decisions
    while true {
      let completion = finish(
        evaluation, given: given, decisions: decisions, canGoBack: canGoBack)
      guard case .reopen = completion, let last = decisions.popLast() else { return completion }
      // Walk the last follow-up again from its last question.
      var start = last.evaluation.session
      var answers = last.given
      if let step = start.back() { answers[step.questionID] = nil }
      let earlier = [evaluation.session] + decisions.map(\.evaluation.session)
      let carried = DecisionChain.carried(from: earlier, into: last.entry.tree)
      let taken = decisions
      let ending = walk(
        WalkRequest(
          start: start, pregiven: answers, useDefaults: useDefaults, carried: carried, later: [],
          askFirst: true, saving: saving, earlier: earlier, canBackOut: true,
          progress: { session in
            self.chainProgress(evaluation.session, given: given, taken, current: session)
          }))
      switch ending {
      case .finished(let session):
        decisions.append(
          FollowUp(
            entry: last.entry, evaluation: Evaluation.finished(session, given: answers),
            given: answers))
      case .backedOut:
        if decisions.isEmpty { return .reopen }
      case .restarted: return .restart
      case .unsure:
        say(
          language.tr(
            "'unsure' is not taken in a follow-up decision; the report ends with the decisions before it. Run 'hig-wizard run {1}' to explore it.",
            last.entry.tree.id))
      case .stopped(let session, let stop):
        return .done(
          stopped(
            session, stop, given: answers, prefix: "\(last.entry.tree.id).", carried: carried,
            answered: count(earlier) + session.steps.count))
      }
    }
  }

  private func count(_ sessions: [Session]) -> Int {
    sessions.reduce(0) { $0 + $1.steps.filter { $0.source != .carried }.count }
  }

  /// What a walk in a follow-up saves: the first tree's session, and as
  /// pending answers the given ones and every follow-up answer so far.
  func chainProgress(
    _ first: Session, given: Answers, _ decisions: [FollowUp], current: Session
  ) -> (session: Session, pending: Answers) {
    var pending = given
    for session in decisions.map(\.evaluation.session) + [current] {
      for step in session.steps where step.source != .carried {
        pending["\(session.tree.id).\(step.questionID)"] = step.choiceID
      }
    }
    return (first, pending)
  }

  /// Reports a walk that ended, or names what it still needs.
  func finish(
    _ evaluation: Evaluation, given: Answers, decisions: [FollowUp], canGoBack: Bool
  ) -> Completion {
    diagnose(
      evaluation.unused.map {
        Diagnostic(
          .warning,
          language.tr(
            "the answer to '{1}' was not used: the recommendation was settled before that question",
            $0))
      })
    guard evaluation.isComplete else {
      missing(
        MissingAnswers(
          headline: language.tr("the answers do not reach a recommendation"),
          questions: evaluation.missing, language: language))
      return .done(.incomplete)
    }
    let title = self.title
    let folders = self.folders
    let request = self.request
    let answered = [evaluation.session] + decisions.map(\.evaluation.session)
    return deliver(canGoBack: canGoBack, answered: answered) { [language] format in
      let reports = decisions.map {
        Report(
          evaluation: $0.evaluation, given: $0.given, title: nil, reproduce: "",
          language: language)
      }
      var report = Report(
        evaluation: evaluation, given: given, title: title, reproduce: "", followUps: reports,
        language: language)
      report.reproduce = Reproduce.line(
        request, answers: report.answers, followUps: !decisions.isEmpty, title: title,
        folders: folders, format: format)
      return report
    }
  }

  /// Has the report made in the format the run asks for and written; after
  /// a conversation at a terminal it is offered for saving.
  func deliver(
    canGoBack: Bool, answered: [Session], _ make: @escaping (ReportFormat) -> Report
  ) -> Completion {
    let format =
      request.format ?? request.output.map(ReportFormat.forFile)
      ?? (request.outputIsTerminal ? .text : .markdown)
    let offers =
      conversing && onTerminal && format == .text && request.outputIsTerminal
      && request.output == nil
    let reply = perform(
      .deliver(
        Delivery(
          format: format, output: request.output, brief: request.brief, offersSave: offers,
          canChangeAnswers: canGoBack, answered: answered, make: make)))
    guard case .delivered(let end) = reply else { preconditionFailure("deliver: .delivered") }
    switch end {
    case .written:
      if let name = saving.name { _ = perform(.forget(name)) }
      return .done(.success)
    case .back: return .reopen
    case .restart: return .restart
    case .stopped(.endOfInput):
      // Ctrl-D at the offer to save: nothing saved, the answers kept.
      if let name = saving.name { _ = perform(.resumeHint(name)) }
      return .done(.success)
    case .stopped(let stop):
      say(language.tr("Stopped before saving the report."))
      if let name = saving.name { _ = perform(.resumeHint(name)) }
      return .done(ExitCode(stop))
    case .failed:
      if conversing, let name = saving.name { _ = perform(.resumeHint(name)) }
      return .done(.failure)
    }
  }
}
