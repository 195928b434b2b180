/// Plans a run: from a ``RunRequest`` to what a ``FrontEnd`` carries out
/// (ask these questions, offer the next decision, store this session,
/// deliver this report, list what is missing), each with its typed reply.
/// The libedit prompt, piped answers, flags-only runs and `resume` all go
/// through here; the front end only asks, prints and stores.
public final class RunPlanner {
  let request: RunRequest
  let frontEnd: any FrontEnd
  /// Whether the person has been asked anything yet.
  var conversing: Bool
  var title: String?
  var useDefaults: Bool
  var folders: [String]
  /// The answers given for follow-up trees, by tree id.
  var chained: [String: Answers]
  var saving: SessionSaving
  /// Whether the task has been named (it is asked once).
  var named = false
  /// The answers of follow-up decisions walked before an earlier answer
  /// was changed at the review, by tree id: taken again, with their
  /// sources, where the decision asks their questions again.
  var keptLater: [String: [Session.Step]] = [:]

  public init(_ request: RunRequest, frontEnd: any FrontEnd) {
    self.request = request
    self.frontEnd = frontEnd
    conversing = request.conversing
    title = request.title
    useDefaults = request.useDefaults
    folders = request.folders
    chained = request.chained
    saving = SessionSaving(
      name: nil, questionFolders: request.folders, title: request.title, enabled: false)
  }

  var tree: Tree { request.tree }
  /// The language of everything the run says.
  var language: Language { request.language }
  var onTerminal: Bool { request.respondent == .person }
  /// A follow-up is offered only in a conversation: a run whose flags
  /// settle the first tree is not stopped to ask, unless a person is there.
  var canAsk: Bool { request.respondent != .nobody && (conversing || onTerminal) }

  /// Carries out the run; returns its exit code.
  public func run() -> ExitCode {
    if let saved = request.resuming { return resume(saved) }
    let answers = request.answers
    if answers.values.values.contains(Resolution.unsure) { return resolveUnsure(answers) }
    let evaluation = Evaluation.evaluate(tree, answers: answers, useDefaults: useDefaults)
    if evaluation.isComplete || request.respondent == .nobody {
      return conclude(
        complete(evaluation, given: answers), after: evaluation.session, given: answers)
    }
    return converse(Session(tree: tree), given: answers)
  }

  /// How taking a decision to its report ended.
  enum Completion {
    case done(ExitCode)
    /// `back` before the report: reopen the first tree's last question.
    case reopen
    /// `restart`, confirmed: every answer goes.
    case restart
    /// A change at the review of a later decision: reopen the first tree's
    /// answer at this step.
    case change(Int)
  }

  /// A completion outside a conversation of the first tree: `restart`
  /// (typed in a follow-up) begins one with nothing kept, `back` reopens
  /// the first tree's last question of `session`.
  func conclude(_ completion: Completion, after session: Session, given: Answers) -> ExitCode {
    switch completion {
    case .done(let code): return code
    case .reopen:
      var reopened = session
      var given = given
      let step = reopened.back()
      if let step { given[step.questionID] = nil }
      return converse(reopened, given: given, askFirst: true, reopening: step)
    case .restart:
      chained = [:]
      keptLater = [:]
      save(Session(tree: tree), pending: Answers())
      return converse(Session(tree: tree), given: Answers())
    case .change(let index):
      guard session.steps.indices.contains(index) else { return .failure }
      var place = Place(start: session)
      var given = given
      place.change(session, at: index, answers: &given)
      return converse(
        place.start, given: given, askFirst: true, reopening: place.reopening, later: place.later)
    }
  }

  /// `given`, and the answers for follow-up trees as `TREE.QUESTION`: what
  /// a saved session keeps besides its walk.
  func pending(_ given: Answers) -> Answers {
    var pending = given
    for (treeID, answers) in chained.sorted(by: { $0.key < $1.key }) {
      for (question, choice) in answers.pairs { pending["\(treeID).\(question)"] = choice }
    }
    return pending
  }

  /// Asks at the prompt for what the answers given do not settle, then
  /// reports; or, when the walk stops, says how to go on.
  func converse(
    _ first: Session, given initial: Answers, askFirst reopens: Bool = false,
    reopening: Session.Step? = nil, later: [Session.Step] = []
  ) -> ExitCode {
    conversing = true
    var given = initial
    if let code = nameTask(first, given: given) { return code }
    var place = Place(start: first, askFirst: reopens, reopening: reopening, later: later)
    // `restart`, wherever it was typed: nothing is kept, not the answers
    // from flags, not those for the follow-up trees, not the saved session.
    func startOver() {
      place = Place(start: Session(tree: tree))
      given = Answers()
      chained = [:]
      keptLater = [:]
      save(place.start, pending: given)
    }
    while true {
      let walkPending = pending(given)
      let ending = walk(
        WalkRequest(
          start: place.start, pregiven: given, useDefaults: useDefaults, carried: Answers(),
          later: place.later, askFirst: place.askFirst, reopening: place.reopening,
          earlier: [], canBackOut: false), saving: { ($0, walkPending) })
      switch ending {
      case .finished(let session):
        if onTerminal {
          do {
            switch try review(session, since: place.beforeChange) {
            case .done: break
            case .change(let index):
              place.change(session, at: index, answers: &given)
              continue
            case .restart:
              startOver()
              continue
            }
          } catch {
            return stopped(session, error, given: given)
          }
        }
        switch complete(Evaluation.finished(session, given: given), given: given, canGoBack: true) {
        case .done(let code): return code
        case .restart: startOver()
        case .change(let index):
          place.change(session, at: index, answers: &given)
        case .reopen:
          // The last question again, asked even when a flag or a default
          // answered it.
          var reopened = session
          let step = reopened.back()
          if let step { given[step.questionID] = nil }
          place = Place(start: reopened, askFirst: true, reopening: step)
        }
      case .unsure(let session, let question):
        var answers = given
        for step in session.steps { answers[step.questionID] = step.choiceID }
        answers[question.id] = Resolution.unsure
        return resolveUnsure(answers)
      case .stopped(let session, let stop):
        return stopped(session, stop, given: given)
      case .restarted, .backedOut:
        startOver()
      }
    }
  }

  /// A new conversation at a terminal names its task first (not one that
  /// resumes, and not when --title named it), once, whether its answers
  /// include `unsure` or not. Returns the exit code when the person stops
  /// there instead.
  func nameTask(_ first: Session, given: Answers) -> ExitCode? {
    guard !named, title == nil, saving.name == nil, onTerminal else { return nil }
    named = true
    do {
      let name = try frontEnd.nameTask(fallback: tree.title)
      title = name
      saving.title = name
    } catch {
      return stopped(first, error, given: given)
    }
    return nil
  }

  /// Where a walk at the prompt (re)starts.
  struct Place {
    var start: Session
    var askFirst = false
    /// The answer the reopened question had: Enter keeps it.
    var reopening: Session.Step? = nil
    /// While reviewing: the answers after the one being changed, and the
    /// walk before the change (to name the answers it drops).
    var later: [Session.Step] = []
    var beforeChange: Session?

    /// The walk reopened at the reviewed answer `index` of `session`, the
    /// answers after it kept for when their questions come again.
    mutating func change(_ session: Session, at index: Int, answers: inout Answers) {
      let changed = session.reopened(at: index)
      answers[session.steps[index].questionID] = nil
      self = Place(
        start: changed.session, askFirst: true, reopening: session.steps[index],
        later: changed.later, beforeChange: session)
    }
  }

  /// Shows the answers of `earlier` decisions and `session` for review,
  /// with the answers a change dropped since `before`.
  func review(_ session: Session, since before: Session?, earlier: [Session] = [])
    throws(ConversationStop) -> ReviewReply
  {
    let dropped = before.map { session.dropped(since: $0) } ?? []
    let notes =
      dropped.isEmpty
      ? []
      : [
        // Translators: {1} is a list of answers as QUESTION=CHOICE (ids), already joined ("a=yes
        // and b=no").
        language.tr(
          "No longer asked, so dropped: {1}.",
          language.trList(dropped.map { "\($0.questionID)=\($0.choiceID)" }))
      ]
    return try frontEnd.review(AnswerList(sessions: earlier + [session]), notes: notes)
  }

  /// Asks the questions of `walk`, saving after every change of it what
  /// `progress` makes of the session: the session to keep (of the chain's
  /// first tree) and the answers not yet on its path. Without `progress`
  /// (a walk along one branch of an `unsure` answer) nothing is saved.
  ///
  /// Saving is on from the start at a terminal, and from a pipe once an
  /// answer is typed: a run with flags only is easy to run again.
  func walk(
    _ walk: WalkRequest, saving progress: ((Session) -> (session: Session, pending: Answers))?
  ) -> WalkEnding {
    guard let progress else { return frontEnd.walk(walk) { _, _ in } }
    if onTerminal { saving.enabled = true }
    return frontEnd.walk(walk) { session, typed in
      if typed { saving.enabled = true }
      let kept = progress(session)
      save(kept.session, pending: kept.pending)
    }
  }

  /// Saves `session` and the answers it has not reached, when saving is
  /// on: a new session the first time, the same one after. Back to no
  /// answers at all, the session is removed: nothing is worth keeping.
  /// A save that fails is warned of once; the stop then says the answers
  /// are not all kept.
  func save(_ session: Session, pending: Answers) {
    guard saving.enabled else { return }
    // Nowhere to keep them: said once, and the stop says they are lost.
    let nowhere = Message(
      "neither XDG_STATE_HOME nor HOME is set, so the answers are not saved; set one of them to keep answers for 'hig-wizard resume'"
    )
    guard frontEnd.keepsSessions else { return saveFailed(nowhere) }
    if session.steps.isEmpty {
      if let name = saving.name { frontEnd.forget(name) }
      saving.name = nil
      return
    }
    let now = System.now()
    let saved = SavedSession(
      name: saving.name
        ?? SessionStore.baseName(treeID: session.tree.id, title: saving.title, now: now),
      session: session, pending: pending, useDefaults: useDefaults,
      questionFolders: saving.questionFolders, title: saving.title, savedAt: now)
    do {
      guard let name = try frontEnd.store(saved, isNew: saving.name == nil) else {
        return saveFailed(nowhere)
      }
      saving.name = name
      saving.answersSaved = saved.answerCount
      saving.failed = false
    } catch {
      saveFailed(
        // Translators: {1} is why the session could not be saved (a whole message).
        Message(
          "{1}; the answers will not be kept if the wizard stops", Message.inline(error.message)))
    }
  }

  /// A save that did not happen: the warning, once.
  private func saveFailed(_ warning: Message) {
    saving.failed = true
    guard !saving.warned else { return }
    saving.warned = true
    diagnose([Diagnostic(.warning, warning)])
  }

  func diagnose(_ diagnostics: [Diagnostic]) {
    guard !diagnostics.isEmpty else { return }
    frontEnd.diagnose(diagnostics)
  }

  func inform(_ text: String) { frontEnd.inform(text) }
  func say(_ text: String) { frontEnd.say(text) }

  /// Says that the conversation stopped, what was kept and how to go on.
  ///   - answered: how many answers were given (default: the steps of
  ///     `session`); a saved session says how many its file holds.
  func stopped(
    _ session: Session, _ stop: ConversationStop, given: Answers, prefix: String = "",
    carried: Answers = Answers(), answered: Int? = nil
  ) -> ExitCode {
    let answered = answered ?? session.steps.count
    let kept: String
    if saving.failed {
      kept = language.tr("The answers could not all be saved (see the warning above).")
    } else if saving.name != nil, given.values.values.contains(Resolution.unsure) {
      kept = language.tr("Your answers are saved, 'unsure' ones included.")
    } else if saving.name != nil {
      // What the file holds: the answers given up front and those of the
      // decisions of a chain too.
      let saved = saving.answersSaved ?? answered
      kept =
        saved == 1
        ? language.tr("Your answer is saved.")
        // Translators: {1} is a number of answers, 2 or more (one answer has its own message).
        : language.tr("Your {1} answers are saved.", "\(saved)")
    } else {
      kept = answered == 0 ? language.tr("Nothing was answered, so nothing was saved.") : ""
    }
    if stop == .endOfInput, !onTerminal {
      var answers = given
      for step in session.steps where step.source != .assumed && step.source != .carried {
        answers[step.questionID] = step.choiceID
      }
      if answers.values.values.contains(Resolution.unsure) {
        let resolution = Resolution.resolve(
          session.tree, answers: answers, useDefaults: useDefaults)
        missing(
          MissingAnswers(
            headline: Message(
              "the input ended before every branch had its answers; these questions are needed on at least one branch"
            ), questions: distinct(resolution.missing.map(\.question)), unsure: true,
            ordered: false))
      } else {
        let evaluation = Evaluation.evaluate(
          session.tree, answers: answers, useDefaults: useDefaults, carried: carried)
        missing(
          MissingAnswers(
            headline: Message("the input ended before a recommendation"),
            questions: evaluation.missing, prefix: prefix))
      }
      if !kept.isEmpty { inform(kept + "\n") }
      if let name = saving.name {
        // Translators: {1} is the command that resumes the session ("hig-wizard resume
        // photo-filters"); keep it as it is.
        inform(
          language.tr("Go on with: {1}", "hig-wizard resume \(ShellQuote.session(name))") + "\n")
      }
      return .incomplete
    }
    let what: String
    switch stop {
    case .quit: what = language.tr("Stopped.")
    case .endOfInput: what = language.tr("Stopped (end of input).")
    case .signal(let number) where number == System.interrupt: what = language.tr("Interrupted.")
    case .signal(let number) where number == System.hangUp:
      what = language.tr("The terminal closed.")
    case .signal: what = language.tr("Terminated (SIGTERM).")
    }
    frontEnd.stopped(
      StopNotice(
        stop: stop, message: what + (kept.isEmpty ? "" : " " + kept),
        resume: saving.failed ? nil : saving.name))
    return ExitCode(stop)
  }

  func missing(_ missing: MissingAnswers) {
    var missing = missing
    missing.defaultsInUse = useDefaults
    frontEnd.missing(missing)
  }

  func distinct(_ questions: [Question]) -> [Question] {
    var seen: Set<String> = []
    return questions.filter { seen.insert($0.id).inserted }
  }
}
