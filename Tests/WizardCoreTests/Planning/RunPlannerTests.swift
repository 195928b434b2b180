import Testing

@testable import WizardCore

/// A person at a scripted front end: answers questions from `typed` (by
/// `TREE.QUESTION` or plain id), and replies to reviews, offers and the
/// offer to save from queues. Every call the planner makes is logged; the
/// sessions it stores are kept in `saved`.
final class ScriptedPerson: FrontEnd {
  /// `no|yes`: `no` the first time the question is asked, then `yes`.
  var typed: [String: String] = [:]
  private var asked: [String: Int] = [:]
  var reviewNotes: [[String]] = []
  /// `TREE.QUESTION`s at which `back` is typed once.
  var backAt: Set<String> = []
  /// `TREE.QUESTION`s at which `restart` is typed once (and confirmed).
  var restartAt: Set<String> = []
  /// A stop in a queue stops the conversation at that prompt.
  var reviews: [Result<ReviewReply, ConversationStop>] = []
  var offers: [Result<FollowUpReply, ConversationStop>] = []
  var saves: [DeliveryEnd] = []
  var name: Result<String?, ConversationStop> = .success(nil)
  /// Whether there is anywhere to keep sessions.
  var keepsSessions = true
  /// The failures of the next stores, in turn; nil: stored.
  var storeFailures: [FileSystem.Failure?] = []

  var log: [String] = []
  var walks: [WalkRequest] = []
  var reports: [Report] = []
  var missing: [MissingAnswers] = []
  var diagnostics: [Diagnostic] = []
  var notices: [StopNotice] = []
  /// Each session stored: its tree, its steps and its pending answers.
  var saved: [(tree: String, steps: Int, pending: Answers)] = []
  /// The sessions stored, whole.
  var stored: [SavedSession] = []

  func diagnose(_ found: [Diagnostic]) {
    diagnostics += found
    log += found.map { "\($0.severity): \($0.message)" }
  }

  func inform(_ text: String) { log.append("inform: \(text)") }
  func say(_ text: String) { log.append("say: \(text)") }

  func missing(_ found: MissingAnswers) {
    missing.append(found)
    log.append("missing \(found.questions.map(\.id))")
  }

  func nameTask(fallback: String) throws(ConversationStop) -> String? {
    log.append("name")
    return try name.get()
  }

  func walk(_ request: WalkRequest, changed: (Session, _ typed: Bool) -> Void) -> WalkEnding {
    walks.append(request)
    log.append("walk \(request.start.tree.id)")
    return walk(request, changed)
  }

  func review(_ list: AnswerList, notes: [String]) throws(ConversationStop) -> ReviewReply {
    log.append("review")
    reviewNotes.append(notes)
    return try (reviews.isEmpty ? .success(.done) : reviews.removeFirst()).get()
  }

  func offerFollowUp(next: Tree, decided: Session, answered: [Session], canGoBack: Bool)
    throws(ConversationStop) -> FollowUpReply
  {
    log.append("offer \(next.id)")
    return try (offers.isEmpty ? .success(.go) : offers.removeFirst()).get()
  }

  func store(_ session: SavedSession, isNew: Bool) throws(FileSystem.Failure) -> String? {
    guard keepsSessions else { return nil }
    if !storeFailures.isEmpty, let failure = storeFailures.removeFirst() {
      log.append("store failed")
      throw failure
    }
    var session = session
    if isNew { session.name = "saved-1" }
    saved.append((session.treeID, session.steps.count, session.pending))
    stored.append(session)
    return session.name
  }

  func forget(_ name: String) { log.append("forget \(name)") }

  func deliver(_ delivery: Delivery) -> DeliveryEnd {
    let report = delivery.make(delivery.format)
    reports.append(report)
    log.append("deliver \(delivery.format) \(report.outcome.id)")
    return saves.isEmpty ? .written : saves.removeFirst()
  }

  func resumeHint(_ name: String) { log.append("resume \(name)") }

  func stopped(_ notice: StopNotice) {
    notices.append(notice)
    log.append("stopped \(notice.message)")
  }

  /// Walks as the prompt does: known answers are taken by the engine's one
  /// walk (``Session/advance(with:)``) unless the first question is to be
  /// asked; the rest are typed.
  private func walk(_ request: WalkRequest, _ changed: (Session, _ typed: Bool) -> Void)
    -> WalkEnding
  {
    var session = request.start
    var askFirst = request.askFirst
    while true {
      if !askFirst {
        let before = session.steps.count
        let next = session.advance(with: request.known)
        if session.steps.count != before { changed(session, false) }
        switch next {
        case .ask: break
        case .fork(let question): return .unsure(session, question)
        case .outcome: return .finished(session)
        }
      }
      guard let question = session.currentQuestion else { return .finished(session) }
      let key = "\(session.tree.id).\(question.id)"
      askFirst = false
      log.append("ask \(key)")
      if backAt.remove(key) != nil {
        if request.canBackOut, !session.steps.contains(where: { $0.source != .carried }) {
          return .backedOut(session)
        }
        session.back()
        askFirst = true
        continue
      }
      if restartAt.remove(key) != nil { return .restarted(Session(tree: session.tree)) }
      guard let script = typed[key] ?? typed[question.id] else {
        return .stopped(session, .endOfInput)
      }
      let times = script.split(separator: "|").map(String.init)
      let choice = times[min(asked[key, default: 0], times.count - 1)]
      asked[key, default: 0] += 1
      if choice == Resolution.unsure { return .unsure(session, question) }
      try? session.answer(choice)
      changed(session, true)
    }
  }
}

@Suite struct RunPlannerTests {
  static func catalog() -> TreeCatalog {
    var catalog = TreeCatalog()
    catalog.add(path: Fixtures.questionsFolder)
    return catalog
  }

  /// A request for `tree` with these answers, and the planner that runs it
  /// with `person`.
  func plan(
    _ answers: [String: String] = [:], tree: String = "presentation",
    chained: [String: [String: String]] = [:], respondent: Respondent = .nobody,
    follow: Bool = false, defaults: Bool = true, person: ScriptedPerson,
    edit: (inout RunRequest) -> Void = { _ in }
  ) throws -> RunPlanner {
    let catalog = Self.catalog()
    #expect(!catalog.diagnostics.hasErrors)
    let entry = try #require(catalog.entry(tree))
    var request = RunRequest(
      entry: entry, answers: Answers(answers.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }),
      catalog: LazyCatalog { catalog })
    request.chained = chained.mapValues {
      Answers($0.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }
    request.respondent = respondent
    request.follow = follow
    request.useDefaults = defaults
    request.outputIsTerminal = respondent == .person
    request.language = .en
    edit(&request)
    return RunPlanner(request, frontEnd: person)
  }

  /// iPad, (modal by default), not in-depth, one input, no drill-down,
  /// one-time: a modal view, settled by its last answer.
  static let toModalView = [
    "platform": "ipad", "depth": "no", "multiple-inputs": "no", "drill-down": "no",
    "one-time": "yes",
  ]

  @Test func answersThatSettleTheTreeAreDeliveredWithTheirReproduceLine() throws {
    let person = ScriptedPerson()
    let code = try plan(Self.toModalView, person: person).run()
    #expect(code == .success)
    #expect(person.log == ["deliver markdown modal-view"])
    let reproduce = try #require(person.reports.first?.reproduce)
    // The defaulted answer is written out too.
    #expect(
      reproduce.hasPrefix(
        "hig-wizard run presentation --answer platform=ipad --answer modal-needed=")
    )
    #expect(reproduce.contains("--answer one-time=yes"))
    #expect(reproduce.hasSuffix("--lang en --format markdown"))
  }

  @Test func withNobodyToAskTheMissingQuestionsAreListed() throws {
    let person = ScriptedPerson()
    let code = try plan(["platform": "ipad"], defaults: false, person: person).run()
    #expect(code == .incomplete)
    #expect(person.missing.first?.questions.first?.id == "modal-needed")
    #expect(person.reports.isEmpty)
  }

  @Test func unsureWithNobodyListsWhatEveryBranchNeeds() throws {
    let person = ScriptedPerson()
    let code = try plan(
      ["platform": "ipad", "modal-needed": "yes", "depth": "unsure"], defaults: false,
      person: person
    ).run()
    #expect(code == .incomplete)
    let missing = try #require(person.missing.first)
    #expect(missing.unsure && !missing.ordered)
    // depth=yes is decided (a modal view); depth=no needs multiple-inputs.
    #expect(missing.questions.map(\.id).contains("multiple-inputs"))
  }

  @Test func unsureWithEveryBranchAnsweredIsConditional() throws {
    let person = ScriptedPerson()
    var answers = Self.toModalView
    answers["drill-down"] = "unsure"
    let code = try plan(answers, person: person).run()
    #expect(code == .success)
    #expect(person.reports.first?.branches.count ?? 0 > 1)
  }

  @Test func unsureTypedAtThePromptFollowsBothBranches() throws {
    let person = ScriptedPerson()
    person.typed = [
      "platform": "ipad", "modal-needed": "yes", "depth": "unsure", "multiple-inputs": "yes",
    ]
    let code = try plan(respondent: .pipe, defaults: false, person: person).run()
    #expect(code == .success)
    #expect(person.reports.first?.branches.isEmpty == false)
  }

  @Test func withFollowTheChainCarriesTheDeviceAndEndsInOneReport() throws {
    let person = ScriptedPerson()
    let code = try plan(
      Self.toModalView, chained: ["modal-style": ["inside-view": "no", "gathers-input": "yes"]],
      follow: true, person: person
    ).run()
    #expect(code == .success)
    let report = try #require(person.reports.first)
    #expect(report.followUps.map(\.treeID) == ["modal-style"])
    #expect(report.followUps[0].steps.first { $0.questionID == "platform" }?.source == .carried)
    #expect(report.reproduce.contains("--follow"))
  }

  @Test func aFollowUpThatNeedsAnswersNamesThemWithTheTreePrefix() throws {
    let person = ScriptedPerson()
    let code = try plan(Self.toModalView, follow: true, defaults: false, person: person) {
      $0.answers["modal-needed"] = "yes"
    }.run()
    #expect(code == .incomplete)
    #expect(person.missing.first?.prefix == "modal-style.")
  }

  @Test func backAtTheFirstQuestionOfAFollowUpReopensTheDecisionBefore() throws {
    let person = ScriptedPerson()
    person.typed = Self.toModalView.merging([
      "modal-needed": "yes", "inside-view": "no", "gathers-input": "yes",
    ]) { a, _ in a }
    person.backAt = ["modal-style.inside-view"]
    let code = try plan(respondent: .person, defaults: false, person: person).run()
    #expect(code == .success)
    // The first tree's last question is asked again, then the offer again.
    let asked = person.log.filter { $0.hasPrefix("ask ") || $0.hasPrefix("offer") }
    #expect(
      asked.suffix(4) == [
        "ask presentation.one-time", "offer modal-style", "ask modal-style.inside-view",
        "ask modal-style.gathers-input",
      ])
    #expect(person.reports.last?.followUps.count == 1)
  }

  @Test func restartInAFollowUpStartsAgainFromTheFirstQuestionWithNothingKept() throws {
    let person = ScriptedPerson()
    person.typed = Self.toModalView.merging([
      "modal-needed": "yes", "inside-view": "no", "gathers-input": "yes",
    ]) { a, _ in a }
    person.restartAt = ["modal-style.gathers-input"]
    let code = try plan(["platform": "ipad"], respondent: .person, defaults: false, person: person)
      .run()
    #expect(code == .success)
    let again = try #require(person.walks.last { $0.start.tree.id == "presentation" })
    #expect(again.start.steps.isEmpty)
    #expect(again.pregiven.isEmpty)
    // The task is named once.
    #expect(person.log.filter { $0 == "name" }.count == 1)
  }

  @Test func aFollowUpWalkIsSavedWithTheFirstTreesSession() throws {
    let person = ScriptedPerson()
    person.typed = Self.toModalView.merging(["modal-needed": "yes", "inside-view": "no"]) { a, _ in
      a
    }
    let code = try plan(respondent: .pipe, defaults: false, person: person).run()
    // The input ends in the follow-up: its missing question is named with
    // the tree's prefix, and the saved session holds the whole chain.
    #expect(code == .incomplete)
    #expect(person.missing.last?.prefix == "modal-style.")
    let last = try #require(person.saved.last)
    #expect(last.tree == "presentation")
    #expect(last.pending["modal-style.inside-view"] == "no")
    #expect(last.pending["modal-style.platform"] == nil)
  }

  @Test func ctrlDAtTheOfferToSaveKeepsTheSession() throws {
    let person = ScriptedPerson()
    person.typed = Self.toModalView.merging(["modal-needed": "yes"]) { a, _ in a }
    person.offers = [.success(.skip)]
    person.saves = [.stopped(.endOfInput)]
    let code = try plan(respondent: .person, defaults: false, person: person).run()
    #expect(code == .success)
    #expect(person.log.last == "resume saved-1")
    #expect(!person.log.contains { $0.hasPrefix("forget") })
  }

  @Test func aWrittenReportForgetsTheSession() throws {
    let person = ScriptedPerson()
    person.typed = Self.toModalView.merging(["modal-needed": "yes"]) { a, _ in a }
    person.offers = [.success(.skip)]
    let code = try plan(respondent: .person, defaults: false, person: person).run()
    #expect(code == .success)
    #expect(person.log.last == "forget saved-1")
  }

  @Test func backAtTheOfferToSaveAfterAFollowUpReopensItsLastQuestion() throws {
    let person = ScriptedPerson()
    person.typed = Self.toModalView.merging([
      "modal-needed": "yes", "inside-view": "no", "gathers-input": "yes",
    ]) { a, _ in a }
    person.saves = [.back, .written]
    let code = try plan(respondent: .person, defaults: false, person: person).run()
    #expect(code == .success)
    #expect(person.reports.count == 2)
    let reopened = try #require(person.walks.last)
    #expect(reopened.start.tree.id == "modal-style")
    #expect(reopened.askFirst)
    #expect(person.reports.last?.followUps.count == 1)
  }

  @Test func reviewChangesDropTheAnswersANewPathNoLongerAsks() throws {
    let person = ScriptedPerson()
    person.typed = [
      "platform": "ipad", "modal-needed": "yes|no", "depth": "no", "multiple-inputs": "yes",
      "screen-tools": "yes",
    ]
    // Change modal-needed (the second answer) to no: the answers after it go.
    person.reviews = [.success(.change(1)), .success(.done)]
    let code = try plan(respondent: .person, defaults: false, person: person).run()
    #expect(code == .success)
    try #require(person.reviewNotes.count == 2)
    #expect(person.reviewNotes[0].isEmpty)
    #expect(
      person.reviewNotes[1] == [
        "No longer asked, so dropped: depth=no and multiple-inputs=yes."
      ])
    #expect(person.reports.last?.outcome.id == "nonmodal-popover")
  }

  @Test func resumingPutsFollowUpAnswersBackInTheirTree() throws {
    let person = ScriptedPerson()
    let catalog = Self.catalog()
    let tree = try #require(catalog.entry("presentation")).tree
    var session = Session(tree: tree)
    for (question, choice) in [
      ("platform", "ipad"), ("modal-needed", "yes"), ("depth", "no"), ("multiple-inputs", "no"),
      ("drill-down", "no"), ("one-time", "yes"),
    ] {
      #expect(session.currentQuestion?.id == question)
      try session.answer(choice)
    }
    let saved = SavedSession(
      name: "presentation-1", session: session,
      pending: Answers([("modal-style.inside-view", "no"), ("modal-style.gathers-input", "yes")]),
      useDefaults: true, questionFolders: [], title: nil, savedAt: 0)
    let code = try plan(follow: false, person: person) { $0.resuming = saved }.run()
    #expect(code == .success)
    let report = try #require(person.reports.first)
    #expect(report.followUps.first?.answers["gathers-input"] == "yes")
    #expect(person.log.last == "forget presentation-1")
  }

  @Test func aFollowUpDecisionIsReviewedAndCanBeChanged() throws {
    let person = ScriptedPerson()
    person.typed = Self.toModalView.merging([
      "modal-needed": "yes", "inside-view": "no", "gathers-input": "yes|no",
      "needs-whole-screen": "no",
    ]) { a, _ in a }
    // The first decision's review, then the whole chain's: change the
    // follow-up's gathers-input, the 8th answer (6 of the first decision,
    // inside-view, then gathers-input; the carried device is not listed).
    person.reviews = [.success(.done), .success(.change(7)), .success(.done)]
    let code = try plan(respondent: .person, defaults: false, person: person).run()
    #expect(code == .success)
    #expect(person.log.filter { $0 == "review" }.count == 3)
    #expect(person.reviewNotes.last == [])
    #expect(person.reports.last?.followUps.first?.outcome.id == "page-sheet")
  }

  @Test func unsureInAConversationSaysTheNextDecisionIsNotTaken() throws {
    let person = ScriptedPerson()
    person.typed = [
      "platform": "ipad", "modal-needed": "yes", "depth": "no", "multiple-inputs": "no",
      "drill-down": "unsure", "one-time": "yes",
    ]
    let code = try plan(respondent: .pipe, defaults: false, person: person).run()
    #expect(code == .success)
    #expect(person.reports.first?.branches.isEmpty == false)
    #expect(
      person.log.contains {
        $0.hasPrefix("say: A branch leads on to another decision, which is not taken")
      })
  }

  @Test func resumingSaysHowManyFollowUpAnswersItKeeps() throws {
    let person = ScriptedPerson()
    let tree = try #require(Self.catalog().entry("presentation")).tree
    var session = Session(tree: tree)
    for choice in ["ipad", "yes", "no", "no", "no", "yes"] { try session.answer(choice) }
    let saved = SavedSession(
      name: "p-1", session: session, pending: Answers([("modal-style.inside-view", "no")]),
      useDefaults: false, questionFolders: [], title: nil, savedAt: 0)
    _ = try plan(defaults: false, person: person) { $0.resuming = saved }.run()
    let notes = try #require(person.log.first { $0.hasPrefix("inform: Resuming p-1") })
    #expect(notes.contains("6 of 6 answers kept."))
    #expect(notes.contains("1 answer for the next decisions is kept too."))
  }

  @Test func restartInAFollowUpOfAFlagsRunForgetsTheSavedSession() throws {
    let person = ScriptedPerson()
    person.typed = ["inside-view": "no"]
    person.restartAt = ["modal-style.gathers-input"]
    let code = try plan(
      Self.toModalView.merging(["modal-needed": "yes"]) { a, _ in a }, respondent: .pipe,
      follow: true, defaults: false, person: person
    ).run()
    // The input ends at the first question again: nothing is kept.
    #expect(code == .incomplete)
    let restarted = try #require(person.walks.last)
    #expect(restarted.start.tree.id == "presentation" && restarted.pregiven.isEmpty)
    // Back to no answers: the saved session is removed, not kept empty.
    #expect(person.saved.allSatisfy { $0.steps > 0 })
    #expect(person.log.contains("forget saved-1"), "\(person.log)")
  }

  // MARK: Saving, decided by the planner

  /// From a pipe, a session is saved once an answer is typed; every change
  /// after that is stored under the name the first store gave.
  @Test func aPipedWalkIsSavedFromTheFirstTypedAnswerUnderOneName() throws {
    let person = ScriptedPerson()
    person.typed = ["platform": "ipad", "modal-needed": "yes"]
    let code = try plan(respondent: .pipe, defaults: false, person: person).run()
    #expect(code == .incomplete)
    #expect(person.stored.map(\.name) == ["saved-1", "saved-1"])
    #expect(person.stored.map(\.steps.count) == [1, 2])
    #expect(person.log.contains("inform: Your 2 answers are saved.\n"), "\(person.log)")
    #expect(person.log.contains("inform: Go on with: hig-wizard resume saved-1\n"))
  }

  /// Answers from flags alone are not saved from a pipe: the run is easy
  /// to run again.
  @Test func flagsAloneAreNotSavedFromAPipe() throws {
    let person = ScriptedPerson()
    let code = try plan(["platform": "ipad"], respondent: .pipe, defaults: false, person: person)
      .run()
    #expect(code == .incomplete)
    #expect(person.stored.isEmpty)
  }

  /// A store that fails is warned of once, whatever the number of changes
  /// after it; the stop says the answers are not all kept, and names no
  /// session to resume.
  @Test func aFailedSaveIsWarnedOfOnceAndTheStopSaysSo() throws {
    let person = ScriptedPerson()
    person.typed = ["platform": "ipad", "modal-needed": "yes", "depth": "no"]
    let failure = FileSystem.notRegular("/state/sessions/x.json")
    person.storeFailures = [failure, failure, failure]
    let code = try plan(respondent: .person, defaults: false, person: person).run()
    #expect(code == .success)
    let warnings = person.diagnostics.filter { $0.severity == .warning }
    #expect(
      warnings.map(\.message) == [
        "cannot read '/state/sessions/x.json': it is not a regular file; the answers will not be kept if the wizard stops"
      ])
    #expect(person.log.filter { $0 == "store failed" }.count == 3)
    let notice = try #require(person.notices.last)
    #expect(notice.stop == .endOfInput)
    #expect(
      notice.message
        == "Stopped (end of input). The answers could not all be saved (see the warning above).")
    #expect(notice.resume == nil)
  }

  /// A store that works again after a failure clears it: the stop names
  /// the session.
  @Test func aSaveAfterAFailedOneClearsTheFailure() throws {
    let person = ScriptedPerson()
    person.typed = ["platform": "ipad", "modal-needed": "yes"]
    person.storeFailures = [FileSystem.notRegular("/state/x.json"), nil]
    _ = try plan(respondent: .person, defaults: false, person: person).run()
    #expect(person.diagnostics.filter { $0.severity == .warning }.count == 1)
    let notice = try #require(person.notices.last)
    #expect(notice.message == "Stopped (end of input). Your 2 answers are saved.")
    #expect(notice.resume == "saved-1")
  }

  /// With nowhere to keep sessions (no XDG_STATE_HOME nor HOME), that is
  /// said once, at the first change, and nothing is stored.
  @Test func withNowhereToKeepSessionsThatIsSaidOnce() throws {
    let person = ScriptedPerson()
    person.keepsSessions = false
    person.typed = ["platform": "ipad", "modal-needed": "yes"]
    _ = try plan(respondent: .person, defaults: false, person: person).run()
    let warnings = person.diagnostics.filter { $0.severity == .warning }
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.hasPrefix("neither XDG_STATE_HOME nor HOME is set") == true)
    #expect(person.stored.isEmpty)
    #expect(person.notices.last?.resume == nil)
  }

  /// A walk along one branch of an `unsure` answer stores nothing itself;
  /// the planner keeps the walk up to the fork and every answer after it.
  @Test func aBranchWalkOfUnsureIsSavedByThePlannerNotTheWalk() throws {
    let person = ScriptedPerson()
    person.typed = ["multiple-inputs": "yes"]
    let code = try plan(
      ["platform": "ipad", "modal-needed": "yes", "depth": "unsure"], respondent: .pipe,
      defaults: false, person: person
    ).run()
    #expect(code == .success)
    // One store after the branch's walk: the trunk before the fork, and
    // every answer, `unsure` included, pending.
    let last = try #require(person.stored.last)
    #expect(last.steps.map(\.questionID) == ["platform", "modal-needed"])
    #expect(last.pending["depth"] == "unsure")
    #expect(last.pending["multiple-inputs"] == "yes")
  }

  // MARK: Stops at the prompts

  @Test func quitWhenNamingTheTaskStopsWithNothingSaved() throws {
    let person = ScriptedPerson()
    person.name = .failure(.quit)
    let code = try plan(respondent: .person, defaults: false, person: person).run()
    #expect(code == .success)
    #expect(person.walks.isEmpty)
    #expect(person.notices.map(\.message) == ["Stopped. Nothing was answered, so nothing was saved."])
  }

  @Test func aSignalAtTheReviewStopsWithItsExitCodeAndTheSessionNamed() throws {
    let person = ScriptedPerson()
    person.typed = Self.toModalView.merging(["modal-needed": "yes"]) { a, _ in a }
    person.reviews = [.failure(.signal(System.interrupt))]
    let code = try plan(respondent: .person, defaults: false, person: person).run()
    #expect(code == .interrupted)
    let notice = try #require(person.notices.last)
    #expect(notice.message == "Interrupted. Your 6 answers are saved.")
    #expect(notice.resume == "saved-1")
    #expect(person.reports.isEmpty)
  }

  @Test func quitAtTheOfferOfTheNextDecisionStops() throws {
    let person = ScriptedPerson()
    person.typed = Self.toModalView.merging(["modal-needed": "yes"]) { a, _ in a }
    person.offers = [.failure(.quit)]
    let code = try plan(respondent: .person, defaults: false, person: person).run()
    #expect(code == .success)
    #expect(person.notices.last?.stop == .quit)
    #expect(person.reports.isEmpty)
    #expect(!person.log.contains { $0.hasPrefix("forget") })
  }

  /// The review after a follow-up lists the whole chain: a number of the
  /// first decision reopens it there, and the follow-up's answers are kept
  /// for when its questions come again.
  @Test func aChangeInTheChainsReviewReopensTheEarlierDecision() throws {
    let person = ScriptedPerson()
    person.typed = Self.toModalView.merging([
      "modal-needed": "yes", "inside-view": "no", "gathers-input": "yes",
    ]) { a, _ in a }
    person.reviews = [.success(.done), .success(.change(0)), .success(.done), .success(.done)]
    let code = try plan(respondent: .person, defaults: false, person: person).run()
    #expect(code == .success)
    let asked = person.log.filter { $0.hasPrefix("ask ") }
    #expect(asked.filter { $0 == "ask presentation.platform" }.count == 2)
    #expect(asked.filter { $0.hasPrefix("ask modal-style.") }.count == 2, "\(asked)")
    #expect(person.log.filter { $0 == "review" }.count == 4)
    let followUp = try #require(person.reports.last?.followUps.first)
    #expect(followUp.steps.first { $0.questionID == "platform" }?.source == .carried)
    #expect(followUp.outcome.id == "form-sheet")
  }

  /// `unsure` given with a flag: the task is still named first, once, and
  /// the answers are reviewed before the report.
  @Test func anUnsureAnswerFromAFlagNamesTheTaskAndReviews() throws {
    let person = ScriptedPerson()
    person.name = .success("Filters")
    person.typed = [
      "platform": "ipad", "modal-needed": "yes", "depth": "no", "multiple-inputs": "no",
      "drill-down": "no", "main-function": "yes",
    ]
    let code = try plan(
      ["one-time": "unsure"], respondent: .person, defaults: false, person: person
    )
    .run()
    #expect(code == .success)
    #expect(person.log.first == "name")
    #expect(person.log.filter { $0 == "name" }.count == 1)
    #expect(person.log.contains("review"))
    #expect(person.reports.first?.title == "Filters")
    #expect(person.reports.first?.branches.count == 2)
  }

  /// A number at the review of `unsure` answers asks that question again,
  /// even one a default answered (`--defaults`).
  @Test func aChangeAtTheReviewOfUnsureAnswersAsksEvenADefaultedQuestion() throws {
    let person = ScriptedPerson()
    person.typed = ["fits-in-view": "unsure", "screen-tools": "yes"]
    // platform, modal-needed, screen-tools (default), suspend (default),
    // fits-in-view (unsure): change the third.
    person.reviews = [.success(.change(2)), .success(.done)]
    let code = try plan(
      ["platform": "ipad", "modal-needed": "no"], respondent: .person, defaults: true,
      person: person
    ).run()
    #expect(code == .success)
    #expect(person.log.contains("ask presentation.screen-tools"), "\(person.log)")
    #expect(person.log.filter { $0 == "review" }.count == 2)
    let report = try #require(person.reports.last)
    #expect(report.steps.contains { $0.questionID == "screen-tools" && $0.answerID == "yes" })
  }

  /// After `restart`, the task keeps its name: it is not asked again.
  @Test func restartAfterAnUnsureFlagDoesNotAskTheNameAgain() throws {
    let person = ScriptedPerson()
    person.name = .success("Filters")
    person.typed = ["platform": "ipad"]
    person.restartAt = ["presentation.modal-needed"]
    _ = try plan(["one-time": "unsure"], respondent: .person, defaults: false, person: person)
      .run()
    // Named at the start, not after `restart` (where the next reply
    // would have become the name).
    #expect(person.log.first == "name")
    #expect(person.log.filter { $0 == "name" }.count == 1, "\(person.log)")
    #expect(person.log.filter { $0 == "ask presentation.platform" }.count == 2)
  }

  @Test func aResumedChainKeepsTheFollowUpAnswersInEverySave() throws {
    let person = ScriptedPerson()
    let tree = try #require(Self.catalog().entry("presentation")).tree
    var session = Session(tree: tree)
    for choice in ["ipad", "yes", "no", "no", "no"] { try session.answer(choice) }
    let saved = SavedSession(
      name: "p-1", session: session, pending: Answers([("modal-style.inside-view", "no")]),
      useDefaults: false, questionFolders: [], title: nil, savedAt: 0)
    person.typed = ["one-time": "yes", "gathers-input": "yes"]
    let code = try plan(respondent: .person, defaults: false, person: person) {
      $0.resuming = saved
    }.run()
    #expect(code == .success)
    let first = try #require(person.saved.first)
    #expect(first.pending["modal-style.inside-view"] == "no")
    #expect(person.reports.last?.followUps.first?.answers["inside-view"] == "no")
  }
}
