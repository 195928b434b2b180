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
    // The decisions' sessions and the facts they settled, kept in step with
    // `decisions`: a chain of thousands of trees is not read again for each.
    var decided = DecisionChain.Decided(evaluation.session)
    // A decision to walk again from its last question (`back` after it).
    var reopening: FollowUp?
    // The answer that question had: Enter keeps it.
    var reopened: Session.Step?
    // Where that decision is reopened: its last answer, or this one.
    var reopeningAt: Int?
    while true {
      let next: TreeCatalog.Entry
      var answers: Answers
      var start: Session
      let askFirst = reopening != nil
      if let decision = reopening {
        reopening = nil
        next = decision.entry
        answers = decision.given
        start = decision.evaluation.session
        if let index = reopeningAt, start.steps.indices.contains(index) {
          let changed = start.reopened(at: index)
          reopened = start.steps[index]
          for step in changed.later where step.source != .carried {
            answers[step.questionID] = step.choiceID
          }
          start = changed.session
        } else {
          reopened = start.back()
        }
        reopeningAt = nil
        if let step = reopened { answers[step.questionID] = nil }
      } else {
        switch nextDecision(after: decided, canGoBack: canGoBack || !decisions.isEmpty) {
        case .take(let entry, let forIt):
          next = entry
          answers = forIt
          start = Session(tree: entry.tree)
        case .end:
          diagnose(unusedChained(taken: decisions.map(\.entry.tree.id)))
          let completion = finish(
            evaluation, given: given, decisions: decisions,
            canGoBack: canGoBack || !decisions.isEmpty)
          // `back` at the offer to save: the last follow-up's last question.
          guard case .reopen = completion, let last = decisions.popLast() else {
            return completion
          }
          decided.removeLast()
          reopening = last
          continue
        case .back:
          guard let last = decisions.popLast() else { return .reopen }
          decided.removeLast()
          reopening = last
          continue
        case .done(let code): return .done(code)
        case .restart: return .restart
        case .stopped(let stop):
          return .done(
            stopped(evaluation.session, stop, given: given, answered: count(decided.sessions)))
        }
        let carried = decided.carried(into: next.tree)
        // A carried answer wins (see `KnownAnswers`): the fact was settled
        // before this tree, and the answer given for it is not used.
        let known = KnownAnswers(carried: carried, given: answers)
        diagnose(known.overriddenWarnings(in: next.tree.id))
        for question in known.overridden { answers[question] = nil }
        let evaluated = Evaluation.evaluate(
          next.tree, answers: answers, useDefaults: useDefaults, carried: carried)
        if evaluated.isComplete {
          decisions.append(FollowUp(entry: next, evaluation: evaluated, given: answers))
          decided.append(evaluated.session)
          continue
        }
        guard request.respondent != .nobody else {
          missing(
            MissingAnswers(
              headline: Message("the follow-up decision '{1}' needs answers", next.tree.id),
              questions: evaluated.missing, prefix: "\(next.tree.id)."))
          return .done(.incomplete)
        }
      }
      let kept = reopened
      reopened = nil
      switch walkDecision(
        next, from: start, answers: answers, askFirst: askFirst, reopening: kept,
        first: evaluation, given: given, decisions: decisions,
        canBackOut: canGoBack || !decisions.isEmpty)
      {
      case .finished(let walked):
        decisions.append(walked)
        decided.append(walked.evaluation.session)
      case .backedOut:
        guard let last = decisions.popLast() else { return .reopen }
        decided.removeLast()
        reopening = last
      case .restart: return .restart
      case .reopenEarlier(let decision, let step):
        guard decision > 0 else {
          for later in decisions {
            keptLater[later.entry.tree.id] = later.evaluation.session.steps.filter {
              $0.source != .carried
            }
          }
          return .change(step)
        }
        // That decision again, from the answer to change: the answers after
        // it are kept for when their questions come again.
        let target = decisions[decision - 1]
        for later in decisions[decision...] {
          keptLater[later.entry.tree.id] = later.evaluation.session.steps.filter {
            $0.source != .carried
          }
        }
        decisions.removeSubrange((decision - 1)...)
        reopening = target
        reopeningAt = step
      case .unsure: return finish(evaluation, given: given, decisions: decisions, canGoBack: false)
      case .stopped(let code): return .done(code)
      }
    }
  }

  /// What comes after the decisions taken so far.
  enum NextDecision {
    /// Take this follow-up, with the answers given for it.
    case take(TreeCatalog.Entry, Answers)
    /// The chain ends here.
    case end
    /// `back` at the offer: reopen the decision before.
    case back
    case restart
    case stopped(ConversationStop)
    case done(ExitCode)
  }

  /// The follow-up the last decision names, when answers for it were
  /// given, `--follow` was passed, or the person takes it when offered (a
  /// run whose flags settle the first tree is not stopped to ask, unless a
  /// person is there).
  private func nextDecision(after decided: DecisionChain.Decided, canGoBack: Bool)
    -> NextDecision
  {
    let current = decided.last
    guard let follow = current.outcome?.follow, !decided.contains(tree: follow) else { return .end }
    let answers = chained[follow] ?? Answers()
    let wanted = request.follow || !answers.isEmpty
    guard wanted || canAsk else { return .end }
    // Every tree is read now; a broken one stops the run, as at the start.
    guard let catalog = request.catalog.value else { return .done(.failure) }
    guard let next = catalog.entry(follow) else { return .end }
    if wanted { return .take(next, answers) }
    conversing = true
    do {
      switch try frontEnd.offerFollowUp(
        next: next.tree, decided: current, answered: decided.sessions, canGoBack: canGoBack)
      {
      case .go: return .take(next, answers)
      case .skip: return .end
      case .back: return .back
      case .restart: return .restart
      }
    } catch {
      return .stopped(error)
    }
  }

  /// How walking one follow-up decision at the prompt ended.
  enum DecisionWalk {
    case finished(FollowUp)
    /// `back` at its first question.
    case backedOut
    case restart
    /// `unsure`, which a follow-up decision does not take.
    case unsure
    /// A change, at the review, of an answer of an earlier decision (0: the
    /// first tree), at this step of its walk.
    case reopenEarlier(decision: Int, step: Int)
    case stopped(ExitCode)
  }

  /// Walks the follow-up `entry` at the prompt from `start` (asking its
  /// first question again with `askFirst`), saved with the first tree's
  /// session as `TREE.QUESTION` answers so that `resume` has the whole
  /// chain; at a terminal its answers are then reviewed.
  func walkDecision(
    _ entry: TreeCatalog.Entry, from start: Session, answers: Answers, askFirst: Bool,
    reopening: Session.Step? = nil, first: Evaluation, given: Answers, decisions: [FollowUp],
    canBackOut: Bool
  ) -> DecisionWalk {
    conversing = true
    let earlier = [first.session] + decisions.map(\.evaluation.session)
    let carried = DecisionChain.carried(from: earlier, into: entry.tree)
    // Answers kept from before a change in an earlier decision.
    let kept = askFirst ? [] : keptLater.removeValue(forKey: entry.tree.id) ?? []
    var place = Place(start: start, askFirst: askFirst, reopening: reopening, later: kept)
    var answers = answers
    walking: while true {
      let pregiven = answers
      let ending = walk(
        WalkRequest(
          start: place.start, pregiven: answers, useDefaults: useDefaults, carried: carried,
          later: place.later, askFirst: place.askFirst, reopening: place.reopening,
          takesUnsure: false, earlier: earlier, canBackOut: canBackOut),
        saving: { session in
          self.chainProgress(first.session, given: given, decisions, current: session)
        })
      switch ending {
      case .finished(let session):
        // The whole chain is reviewed: a number reopens that answer, in
        // whichever decision it was given.
        let list = AnswerList(sessions: earlier + [session])
        if onTerminal {
          let reply: ReviewReply
          do {
            reply = try review(session, since: place.beforeChange, earlier: earlier)
          } catch {
            return .stopped(
              stopped(
                session, error, given: pregiven, prefix: "\(entry.tree.id).", carried: carried,
                answered: count(earlier + [session])))
          }
          switch reply {
          case .change(let index):
            let item = list.items[index]
            guard let step = item.step else { break }
            guard item.decision == earlier.count else {
              keptLater[entry.tree.id] = session.steps.filter { $0.source != .carried }
              return .reopenEarlier(decision: item.decision, step: step)
            }
            place.change(session, at: step, answers: &answers)
            continue walking
          case .restart: return .restart
          case .done: break
          }
        }
        return .finished(
          FollowUp(
            entry: entry, evaluation: Evaluation.finished(session, given: pregiven),
            given: pregiven))
      case .backedOut: return .backedOut
      case .restarted: return .restart
      case .unsure:
        say(
          language.tr(
            "'unsure' is not taken in a follow-up decision; the report ends with the decisions before it. Run 'hig-wizard run {1}' to explore it.",
            entry.tree.id))
        return .unsure
      case .stopped(let session, let stop):
        return .stopped(
          stopped(
            session, stop, given: pregiven, prefix: "\(entry.tree.id).", carried: carried,
            answered: count(earlier + [session])))
      }
    }
  }

  /// The warning for a given answer that `session`'s path did not use.
  func unusedWarning(_ id: String, session: Session, unsure: Bool = false) -> Diagnostic {
    Diagnostic(
      .warning,
      Evaluation.unusedMessage(id, session: session, unsure: unsure))
  }

  /// Answers given for follow-up trees other than `taken`: they were not used.
  func unusedChained(taken: [String]) -> [Diagnostic] {
    var unused: [Diagnostic] = []
    for (treeID, answers) in chained.sorted(by: { $0.key < $1.key })
    where !answers.isEmpty && !taken.contains(treeID) {
      for question in answers.order {
        unused.append(
          Diagnostic(
            .warning,
            Message(
              "the answer to '{1}' was not used: that follow-up decision was not reached",
              "\(treeID).\(question)")))
      }
    }
    return unused
  }

  func count(_ sessions: [Session]) -> Int {
    sessions.reduce(0) { $0 + $1.steps.filter { $0.source != .carried }.count }
  }

  /// What a walk in a follow-up saves: the first tree's session, and as
  /// pending answers the given ones and every follow-up answer so far.
  func chainProgress(
    _ first: Session, given: Answers, _ decisions: [FollowUp], current: Session
  ) -> (session: Session, pending: Answers) {
    var pending = self.pending(given)
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
    diagnose(evaluation.unused.map { unusedWarning($0, session: evaluation.session) })
    guard evaluation.isComplete else {
      missing(
        MissingAnswers(
          headline: Message("the answers do not reach a recommendation"),
          questions: evaluation.missing))
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
    let end = frontEnd.deliver(
      Delivery(
        format: format, output: request.output, brief: request.brief, offersSave: offers,
        canChangeAnswers: canGoBack, answered: answered, make: make, record: request.record))
    switch end {
    case .written:
      if let name = saving.name { frontEnd.forget(name) }
      return .done(.success)
    case .back: return .reopen
    case .restart: return .restart
    case .stopped(.endOfInput):
      // Ctrl-D at the offer to save: nothing saved, the answers kept.
      if let name = saving.name { frontEnd.resumeHint(name) }
      return .done(.success)
    case .stopped(let stop):
      say(language.tr("Stopped before saving the report."))
      if let name = saving.name { frontEnd.resumeHint(name) }
      return .done(ExitCode(stop))
    case .failed:
      if conversing, let name = saving.name { frontEnd.resumeHint(name) }
      return .done(.failure)
    }
  }
}
