import Testing

@testable import WizardCore

/// A decision that goes on into a follow-up tree reads as one answer: the
/// combined result first, one "How to build it", one checklist with each
/// point once, and the device carried instead of asked again.
@Suite struct ChainReportTests {
  static func trees() throws -> (presentation: Tree, modalStyle: Tree) {
    let trees = try Fixtures.allTrees()
    return (
      try #require(trees.first { $0.id == "presentation" }),
      try #require(trees.first { $0.id == "modal-style" })
    )
  }

  /// The form-sheet chain of the issue: iPad, modal, not in-depth, one
  /// input, no drill-down, one-time, then a form at the level of the whole
  /// screen.
  static func formSheet() throws -> Report {
    let (presentation, modalStyle) = try trees()
    let given = Answers([
      ("platform", "ipad"), ("modal-needed", "yes"), ("depth", "no"), ("multiple-inputs", "no"),
      ("drill-down", "no"), ("one-time", "yes"),
    ])
    let first = Evaluation.evaluate(presentation, answers: given, useDefaults: false)
    try #require(first.isComplete)
    let followGiven = Answers([("inside-view", "no"), ("gathers-input", "yes")])
    let carried = DecisionChain.carried(from: [first.session], into: modalStyle)
    let second = Evaluation.evaluate(
      modalStyle, answers: followGiven, useDefaults: false, carried: carried)
    try #require(second.isComplete)
    let followUp = Report(
      evaluation: second, given: followGiven, title: nil, reproduce: "", language: .en)
    return Report(
      evaluation: first, given: given, title: "Add a contact", reproduce: "hig-wizard run …",
      followUps: [followUp], language: .en)
  }

  @Test func theChainOpensWithTheCombinedResult() throws {
    let report = try Self.formSheet()
    #expect(report.combinedTitle == "Modal view: Form sheet, cover vertical")
    #expect(report.finalOutcome.id == "form-sheet")
    let markdown = MarkdownReport.render(report)
    #expect(
      markdown.hasPrefix(
        "# Add a contact\n\n**Recommendation: Modal view: Form sheet, cover vertical.** Collect the information in a form sheet"
      ))
    // The order a ticket wants.
    let headings = markdown.split(separator: "\n").filter {
      $0.hasPrefix("## ") || $0.hasPrefix("<summary>")
    }
    #expect(
      headings == [
        "## How to build it", "## Checklist", "## Why", "## What would change this",
        "<summary>Answers</summary>", "<summary>Path</summary>", "## Reproduce",
      ])
    // One "How to build it": the form sheet's, with both frameworks (the
    // modal view's `present(_:animated:completion:)` is not repeated).
    #expect(markdown.contains("`UIModalPresentationStyle.formSheet`"))
    #expect(markdown.contains("`presentationSizing(_:)`"))
    #expect(markdown.contains(".presentationSizing(.form)"))
    #expect(!markdown.contains("`present(_:animated:completion:)`"))
  }

  @Test func theChecklistHasEachPointOnceAndNothingTheChainChose() throws {
    let report = try Self.formSheet()
    let items = report.checklist
    let points = items.compactMap(\.point)
    #expect(Set(points).count == points.count)
    #expect(Set(items.map(\.text)).count == items.count)
    // "Pick a presentation style" and "pick a transition" were settled.
    #expect(!items.contains { $0.settledBy != nil })
    #expect(!items.contains { $0.text.hasPrefix("Pick a presentation style") })
    // The form sheet's own wording wins for shared points.
    let safeExit = try #require(items.first { $0.point == "safe-exit" })
    #expect(safeExit.text.contains("completes the form"))
    // "Check that the form has to be modal at all" was asked already, by
    // the presentation tree's first question.
    #expect(!items.contains { $0.point == "warranted" })
    #expect(items.count == 14)
    // Grouped by guideline page, every group linked.
    let groups = report.grouped(items)
    #expect(
      groups.map { $0.page?.id } == [
        "sheets", "modality", "popovers", "file-management", "alerts",
      ])
  }

  /// A point worded the same way by two trees of a chain is listed once,
  /// whether or not it names a `point`; a later tree's wording of the same
  /// point replaces the earlier one in its place.
  @Test func aPointWithTheSameTextAsAnotherIsListedOnce() throws {
    func decision(_ id: String, follow: String?, _ checklist: [ChecklistItem]) throws -> Report {
      var outcome = GeneratedTrees.outcome("done")
      outcome.checklist = checklist
      outcome.follow = follow
      let tree = GeneratedTrees.tree(
        id, start: "q", [GeneratedTrees.question("q", [GeneratedTrees.choice("yes", to: "done")])],
        [outcome])
      let evaluation = Evaluation.evaluate(tree, answers: Answers(), useDefaults: true)
      try #require(evaluation.isComplete)
      return Report(
        evaluation: evaluation, given: Answers(), title: nil, reproduce: "", language: .en)
    }
    var report = try decision(
      "first", follow: "second",
      [
        ChecklistItem(text: "Check the same thing.", topic: "T"),
        ChecklistItem(text: "Only the first tree says this.", topic: "T"),
        ChecklistItem(text: "Say it the first way.", topic: "T", point: "worded"),
      ])
    report.followUps = [
      try decision(
        "second", follow: nil,
        [
          ChecklistItem(text: "Check the same thing.", topic: "T"),
          ChecklistItem(text: "Check the same thing.", topic: "T", point: "other"),
          ChecklistItem(text: "Say it the second way.", topic: "T", point: "worded"),
          ChecklistItem(text: "Only the second tree says this.", topic: "T"),
        ])
    ]
    #expect(
      report.checklist.map(\.text) == [
        "Check the same thing.", "Only the first tree says this.", "Say it the second way.",
        "Only the second tree says this.",
      ])
  }

  @Test func theDeviceIsCarriedNotAskedAgain() throws {
    let report = try Self.formSheet()
    let followUp = try #require(report.followUps.first)
    #expect(followUp.steps.first?.questionID == "platform")
    #expect(followUp.steps.first?.source == .carried)
    // Not in the reproduce answers, and not offered as a change.
    #expect(report.answers["modal-style.platform"] == nil)
    #expect(!followUp.alternatives.contains { $0.questionID == "platform" })
  }

  /// The brief report: the result with one "Why" line, how to build it,
  /// the prioritized checklist points and the Reproduce block; none of the
  /// full report's explanation (Why, What would change this, the answers
  /// and the path).
  @Test func briefHasTheResultHowToBuildItAndTheChecklistOnly() throws {
    let report = try Self.formSheet()
    let markdown = MarkdownReport.render(report, brief: true)
    #expect(markdown.contains("**Recommendation: Modal view: Form sheet, cover vertical.**"))
    let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("## ") }
    #expect(headings == ["## How to build it", "## Checklist", "## Reproduce"])
    #expect(!markdown.contains("<details>"))
    #expect(markdown.split(separator: "\n").filter { $0.hasPrefix("**Why:** ") }.count == 1)
    // The prioritized points only, most important first, at most five.
    let points = markdown.split(separator: "\n").filter { $0.hasPrefix("- [ ] ") }
    #expect(!report.briefChecklist.isEmpty)
    #expect(report.briefChecklist.count <= Report.briefPoints)
    #expect(report.briefChecklist.count < report.checklist.count)
    #expect(report.briefChecklist.allSatisfy { $0.priority != nil })
    #expect(points.count == report.briefChecklist.count)
    for (line, item) in zip(points, report.briefChecklist) {
      #expect(line.hasPrefix("- [ ] " + MarkdownReport.escape(item.text)), "\(line)")
    }
    let text = TextReport.render(report)
    let briefText = TextReport.lines(report, brief: true).map(\.text)
    #expect(text.contains("What would change this"))
    #expect(!briefText.contains("What would change this"))
    #expect(!briefText.contains("Why"))
    #expect(briefText.contains("How to build it"))
    #expect(briefText.contains("Reproduce"))
  }

  @Test func jsonCarriesTheCombinedAnswerAndImplementation() throws {
    let json = JSONReport.value(try Self.formSheet())
    guard case .object(let fields) = json, case .object(let combined)? = fields["combined"]
    else {
      Issue.record("no combined object")
      return
    }
    #expect(combined["title"] == .string("Modal view: Form sheet, cover vertical"))
    #expect(
      combined["outcomes"]
        == .array([.string("presentation.modal-view"), .string("modal-style.form-sheet")]))
    guard case .object(let implementation)? = combined["implementation"],
      case .object(let uikit)? = implementation["uikit"], case .array(let apis)? = uikit["apis"]
    else {
      Issue.record("no implementation")
      return
    }
    #expect(apis.count == 5)
    guard case .array(let checklist)? = combined["checklist"] else {
      Issue.record("no checklist")
      return
    }
    #expect(checklist.count == 14)
  }

  /// The answers of the first release, with --defaults for what came since,
  /// give the first release's outcomes, with one exception: since issue 24
  /// `suspend` is asked only for an iPad task that needs no modal context,
  /// so with the default modal context `suspend=yes` no longer reaches the
  /// nonmodal popover. The answers the new order no longer reaches are
  /// named as unused, as a run warns about them.
  @Test(
    arguments: [
      (["platform=iphone"], "modal-view", []),
      (["platform=ipad", "suspend=yes"], "modal-popover", ["suspend"]),
      (["platform=ipad", "suspend=no", "one-time=yes"], "modal-view", ["suspend"]),
      (
        ["platform=ipad", "suspend=no", "one-time=no", "depth=yes"], "modal-view",
        ["suspend", "one-time"]
      ),
      (
        ["platform=ipad", "suspend=no", "one-time=no", "depth=no", "multiple-inputs=yes"],
        "modal-popover", ["suspend", "one-time"]
      ),
      (
        [
          "platform=ipad", "suspend=no", "one-time=no", "depth=no", "multiple-inputs=no",
          "drill-down=yes",
        ],
        "modal-popover", ["suspend", "one-time"]
      ),
      (
        [
          "platform=ipad", "suspend=no", "one-time=no", "depth=no", "multiple-inputs=no",
          "drill-down=no",
        ],
        "modal-popover", ["suspend"]
      ),
    ] as [([String], String, [String])])
  func firstReleaseAnswersKeepTheirOutcomeButTheOneNamed(
    answers: [String], outcome: String, unused: [String]
  ) throws {
    let (presentation, _) = try Self.trees()
    let given = Answers(
      answers.map { pair in
        let parts = pair.split(separator: "=").map(String.init)
        return (parts[0], parts[1])
      })
    let evaluation = Evaluation.evaluate(presentation, answers: given, useDefaults: true)
    #expect(evaluation.session.outcome?.id == outcome)
    #expect(evaluation.unused == unused)
  }

  /// Branches that end in the same outcome are one; `decidedBy` names only
  /// the questions whose answer changes it; four `unsure` answers stay under
  /// GitHub's 65,536-character limit for an issue.
  @Test func conditionalReportsMergeBranchesAndStaySmall() throws {
    let (presentation, _) = try Self.trees()
    let given = Answers([
      ("platform", "ipad"), ("modal-needed", "yes"), ("depth", "unsure"),
      ("multiple-inputs", "unsure"), ("drill-down", "unsure"), ("one-time", "unsure"),
    ])
    let resolution = Resolution.resolve(presentation, answers: given, useDefaults: true)
    // A conditional report needs every branch decided.
    try #require(resolution.missing.isEmpty && !resolution.decided.isEmpty)
    let report = Report(
      resolution: resolution, given: given, title: nil, reproduce: "x", language: .en)
    #expect(Set(report.branches.map(\.report.outcome.id)) == ["modal-view", "modal-popover"])
    #expect(report.branches.count == 2)
    let view = try #require(report.branches.first { $0.report.outcome.id == "modal-view" })
    // depth=yes, or one-time=yes after three no's: the answers after them
    // make no difference.
    #expect(
      view.conditionSets.map { Report.conditionText($0, language: .en) } == [
        "depth=yes", "depth=no and multiple-inputs=no and drill-down=no and one-time=yes",
      ])
    #expect(report.unsureQuestions.count == 4)
    let markdown = MarkdownReport.render(report)
    #expect(markdown.utf8.count < 65_536, "\(markdown.utf8.count)")
    let json = JSONReport.render(report)
    #expect(json.utf8.count < 65_536 * 4)

    // Every answer leads to one outcome: nothing decides it.
    let same = Answers([
      ("platform", "ipad"), ("modal-needed", "yes"), ("depth", "no"),
      ("multiple-inputs", "unsure"), ("drill-down", "yes"),
    ])
    let sameResolution = Resolution.resolve(presentation, answers: same, useDefaults: true)
    try #require(sameResolution.missing.isEmpty && !sameResolution.decided.isEmpty)
    let sameReport = Report(
      resolution: sameResolution, given: same, title: nil, reproduce: "x", language: .en)
    #expect(sameReport.branches.count == 1)
    #expect(sameReport.deciding.isEmpty)
    #expect(sameReport.unsureQuestions.map(\.id) == ["multiple-inputs"])
  }
}
