import Testing

@testable import WizardCore

/// A person, scripted: answers questions from `typed` (by `TREE.QUESTION`
/// or plain id), and replies to reviews, offers and the offer to save from
/// queues. Every step the planner asks for is logged.
final class ScriptedPerson {
  /// `no|yes`: `no` the first time the question is asked, then `yes`.
  var typed: [String: String] = [:]
  private var asked: [String: Int] = [:]
  var reviewNotes: [[String]] = []
  /// `TREE.QUESTION`s at which `back` is typed once.
  var backAt: Set<String> = []
  /// `TREE.QUESTION`s at which `restart` is typed once (and confirmed).
  var restartAt: Set<String> = []
  var reviews: [ReviewReply] = []
  var offers: [FollowUpReply] = []
  var saves: [DeliveryEnd] = []
  var name: String?

  var log: [String] = []
  var walks: [WalkRequest] = []
  var reports: [Report] = []
  var missing: [MissingAnswers] = []
  var diagnostics: [Diagnostic] = []
  /// What each change of a walk would save: the session's tree and steps,
  /// and the pending answers.
  var saved: [(tree: String, steps: Int, pending: Answers)] = []

  func perform(_ step: RunStep) -> StepReply {
    switch step {
    case .diagnose(let found):
      diagnostics += found
      log += found.map { "\($0.severity): \($0.message)" }
    case .inform(let text): log.append("inform: \(text)")
    case .say(let text): log.append("say: \(text)")
    case .missing(let found):
      missing.append(found)
      log.append("missing \(found.questions.map(\.id))")
    case .nameTask:
      log.append("name")
      return .name(name)
    case .walk(let request):
      walks.append(request)
      log.append("walk \(request.start.tree.id)")
      let ending = walk(request)
      // Saved after a typed answer, as the prompt does.
      var saving = request.saving
      if saving.allowed, !saved.isEmpty {
        saving.name = saving.name ?? "saved-1"
        saving.enabled = true
      }
      return .walked(ending, saving)
    case .review(_, let notes):
      log.append("review")
      reviewNotes.append(notes)
      return .reviewed(reviews.isEmpty ? .done : reviews.removeFirst())
    case .offerFollowUp(let next, _, _, _):
      log.append("offer \(next.id)")
      return .followUp(offers.isEmpty ? .go : offers.removeFirst())
    case .save(let session, let pending, _, var saving):
      saving.name = saving.name ?? "saved-1"
      saved.append((session.tree.id, session.steps.count, pending))
      return .saved(saving)
    case .forget(let name): log.append("forget \(name)")
    case .deliver(let delivery):
      let report = delivery.make(delivery.format)
      reports.append(report)
      log.append("deliver \(delivery.format) \(report.outcome.id)")
      return .delivered(saves.isEmpty ? .written : saves.removeFirst())
    case .resumeHint(let name): log.append("resume \(name)")
    case .stopped(let notice): log.append("stopped \(notice.message)")
    }
    return .done
  }

  /// Walks as the prompt does: known answers are taken unless the first
  /// question is to be asked; the rest are typed.
  private func walk(_ request: WalkRequest) -> WalkEnding {
    var session = request.start
    var askFirst = request.askFirst
    while let question = session.currentQuestion {
      let key = "\(session.tree.id).\(question.id)"
      // As the prompt does: an `unsure` known before asking forks the walk.
      if !askFirst, request.takesUnsure, request.pregiven[question.id] == Resolution.unsure,
        Resolution.allowsUnsure(question)
      {
        return .unsure(session, question)
      }
      if !askFirst {
        if let choice = request.carried[question.id] {
          try? session.answer(choice, source: .carried)
          continue
        }
        if let step = request.later.first(where: { $0.questionID == question.id }) {
          try? session.answer(step.choiceID, source: step.source)
          continue
        }
        if let choice = request.pregiven[question.id], question.choice(choice) != nil {
          try? session.answer(choice)
          continue
        }
        if request.useDefaults, let choice = question.defaultChoice {
          try? session.answer(choice, source: .defaulted)
          continue
        }
      }
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
      let progress = request.progress(session)
      saved.append((progress.session.tree.id, progress.session.steps.count, progress.pending))
    }
    return .finished(session)
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
    return RunPlanner(request, perform: person.perform)
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
    person.offers = [.skip]
    person.saves = [.stopped(.endOfInput)]
    let code = try plan(respondent: .person, defaults: false, person: person).run()
    #expect(code == .success)
    #expect(person.log.last == "resume saved-1")
    #expect(!person.log.contains { $0.hasPrefix("forget") })
  }

  @Test func aWrittenReportForgetsTheSession() throws {
    let person = ScriptedPerson()
    person.typed = Self.toModalView.merging(["modal-needed": "yes"]) { a, _ in a }
    person.offers = [.skip]
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
    person.reviews = [.change(1), .done]
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
    person.reviews = [.done, .change(7), .done]
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
    let emptied = try #require(person.saved.last { $0.steps == 0 })
    #expect(emptied.tree == "presentation" && emptied.pending.isEmpty)
  }

  /// The review after a follow-up lists the whole chain: a number of the
  /// first decision reopens it there, and the follow-up's answers are kept
  /// for when its questions come again.
  @Test func aChangeInTheChainsReviewReopensTheEarlierDecision() throws {
    let person = ScriptedPerson()
    person.typed = Self.toModalView.merging([
      "modal-needed": "yes", "inside-view": "no", "gathers-input": "yes",
    ]) { a, _ in a }
    person.reviews = [.done, .change(0), .done, .done]
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
    person.name = "Filters"
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
    person.reviews = [.change(2), .done]
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
    person.name = "Filters"
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
