import Foundation
import Testing
import WizardCore

/// Advice a team can follow (issue 24): the findings of the review of every
/// path, each reproduced, and the reports sized and fitted to the device.
@Suite struct Issue24AdviceTests {
  static let treeIDs = ["presentation", "modal-style", "navigation", "saving"]
  static let languages = ["en", "pt", "ja", "ru"]

  /// One way through the bundled trees: a tree's path, and where its
  /// outcome follows into another tree, one path of that tree whose facts
  /// agree with the first (its fact questions are carried, not given).
  struct Walk: CustomTestStringConvertible {
    var tree: String
    var outcome: String
    var arguments: [String]
    var chained: Bool
    var facts: [String: String]

    var testDescription: String { "\(tree) → \(outcome)\(chained ? " (chain)" : "")" }
  }

  static func walks() throws -> [Walk] {
    var walks: [Walk] = []
    for id in treeIDs {
      let tree = try GraphCommandTests.repositoryTree(id)
      for session in Session.allPaths(of: tree) {
        guard let outcome = session.outcome else { continue }
        var facts: [String: String] = [:]
        for step in session.steps {
          if let fact = tree.question(step.questionID)?.fact { facts[fact] = step.choiceID }
        }
        let arguments = session.steps.flatMap { ["-a", "\($0.questionID)=\($0.choiceID)"] }
        walks.append(
          Walk(tree: id, outcome: outcome.id, arguments: arguments, chained: false, facts: facts))
        guard let follow = outcome.follow else { continue }
        let next = try GraphCommandTests.repositoryTree(follow)
        for later in Session.allPaths(of: next) {
          guard let end = later.outcome else { continue }
          var agrees = true
          var more: [String] = []
          var chainFacts = facts
          for step in later.steps {
            if let fact = next.question(step.questionID)?.fact {
              if let known = facts[fact] {
                agrees = agrees && known == step.choiceID
                continue
              }
              chainFacts[fact] = step.choiceID
            }
            more += ["-a", "\(follow).\(step.questionID)=\(step.choiceID)"]
          }
          guard agrees else { continue }
          walks.append(
            Walk(
              tree: id, outcome: "\(outcome.id)+\(end.id)",
              arguments: arguments + more + ["--follow"], chained: true, facts: chainFacts))
        }
      }
    }
    return walks
  }

  /// The points of a Markdown report: its `- [ ]` lines.
  static func checklist(_ markdown: String) -> [Substring] {
    markdown.split(separator: "\n").filter { $0.hasPrefix("- [ ] ") }
  }

  /// The texts of the checklist of a JSON report: the chain's merged one
  /// when there is a chain.
  static func checklistTexts(json: String) throws -> [String] {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let combined = object["combined"] as? [String: Any]
    let items = try #require((combined ?? object)["checklist"] as? [[String: Any]])
    return items.compactMap { $0["text"] as? String }
  }

  /// `TREE.OUTCOME` of each decision of a JSON report, in chain order.
  static func outcomes(json: String) throws -> [String] {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(json)")
    if let combined = object["combined"] as? [String: Any] {
      return try #require(combined["outcomes"] as? [String])
    }
    let tree = try #require((object["tree"] as? [String: Any])?["id"] as? String)
    let outcome = try #require((object["outcome"] as? [String: Any])?["id"] as? String)
    return ["\(tree).\(outcome)"]
  }

  /// The answers of the follow-up decisions of a JSON report, with where
  /// each came from: `QUESTION=ANSWER (SOURCE)`.
  static func followUpSteps(json: String) throws -> [String] {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let followUps = object["followUps"] as? [[String: Any]] ?? []
    return followUps.flatMap { ($0["path"] as? [[String: Any]]) ?? [] }.map { step in
      "\(step["question"] ?? "")=\(step["answer"] ?? "") (\(step["source"] ?? ""))"
    }
  }

  static func nonBlankLines(_ text: String) -> Int {
    text.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }.count
  }

  // MARK: Reports a team pastes

  /// An iPhone report carries no checklist point about iPads or popovers, in
  /// any language, for any path or chain (the review's
  /// `-a modal-needed=yes -a platform=iphone --follow`, among them).
  @Test func anIPhoneReportHasNoIPadOrPopoverPoint() throws {
    let walks = try Self.walks().filter { $0.facts["device"] == "iphone" }
    #expect(walks.count >= 12)
    for walk in walks {
      for language in Self.languages {
        let result = try hig(
          ["run", walk.tree, "-n", "-f", "json", "--lang", language] + walk.arguments)
        #expect(result.status == 0, "\(walk) \(language): \(result.stderr)")
        let items = try Self.checklistTexts(json: result.stdout)
        #expect(!items.isEmpty, "\(walk) \(language)")
        let offending = items.filter {
          $0.localizedCaseInsensitiveContains("ipad")
            || $0.localizedCaseInsensitiveContains("popover")
            || $0.contains("ポップオーバー") || $0.contains("поповер")
        }
        #expect(offending.isEmpty, "\(walk) \(language): \(offending)")
      }
    }
    // The review's reproduction, word for word.
    let review = try hig(
      [
        "run", "presentation", "-n", "-d", "-a", "modal-needed=yes", "-a", "platform=iphone",
        "--follow",
      ])
    #expect(review.status == 0, "\(review.stderr)")
    #expect(!review.stdout.contains("close any open popover"), "\(review.stdout)")
    #expect(!Self.checklist(review.stdout).contains { $0.contains("iPad") }, "\(review.stdout)")
  }

  /// `--brief` fits a ticket: at most 20 non-blank lines for one tree, 30 for
  /// a chain, with 3 to 5 points; the full report opens with the
  /// recommendation and "How to build it" within its first 15 lines.
  @Test(arguments: languages)
  func briefReportsAreTicketSized(language: String) throws {
    let walks = try Self.walks()
    #expect(walks.count >= 60)
    for walk in walks {
      let base = ["run", walk.tree, "-n", "--lang", language] + walk.arguments
      let brief = try hig(base + ["--brief", "-f", "markdown"])
      #expect(brief.status == 0, "\(walk): \(brief.stderr)")
      let limit = walk.chained ? 30 : 20
      #expect(Self.nonBlankLines(brief.stdout) <= limit, "\(walk):\n\(brief.stdout)")
      let points = Self.checklist(brief.stdout).count
      #expect((3...5).contains(points), "\(walk): \(points) points\n\(brief.stdout)")
      #expect(!brief.stdout.contains("```swift"), "\(walk): a brief report has no sketch")
      #expect(brief.stdout.contains("](<https://developer.apple.com/documentation/"), "\(walk)")
      #expect(brief.stdout.contains("```sh\nhig-wizard run "), "\(walk)")
      let text = try hig(base + ["--brief", "-f", "text"])
      #expect(Self.nonBlankLines(text.stdout) <= limit, "\(walk):\n\(text.stdout)")
      let full = try hig(base + ["-f", "markdown"])
      let opening = full.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix(15)
      #expect(opening.contains { $0.hasPrefix("**") }, "\(walk): the recommendation comes first")
      #expect(opening.contains { $0.hasPrefix("## ") }, "\(walk): how to build it comes first")
      // Both open with "How to build it", in the report's language.
      let firstHeading = full.stdout.split(separator: "\n").first { $0.hasPrefix("## ") }
      #expect(firstHeading == brief.stdout.split(separator: "\n").first { $0.hasPrefix("## ") })
    }
  }

  // MARK: True to the seeds

  /// On iPad a task that needs no modal context reaches the nonmodal
  /// popover (tools for what is on screen, work set aside for the main
  /// view); on iPhone that branch never ends in a popover; and the review's
  /// `-a modal-needed=no -a fits-in-view=no` now asks the device.
  @Test func theNoModalBranchReachesTheNonmodalPopoverOnIPadOnly() throws {
    for question in ["screen-tools", "suspend"] {
      let result = try hig(
        [
          "run", "presentation", "-n", "-d", "-a", "platform=ipad", "-a", "modal-needed=no", "-a",
          "\(question)=yes", "-f", "json",
        ])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(
        try Self.outcomes(json: result.stdout) == ["presentation.nonmodal-popover"], "\(question)")
    }
    let iphone = try Self.walks().filter {
      $0.tree == "presentation" && !$0.chained && $0.facts["device"] == "iphone"
    }
    #expect(iphone.map(\.outcome).sorted() == ["in-navigation", "in-place", "modal-view"])
    let review = try hig([
      "run", "presentation", "-n", "-a", "modal-needed=no", "-a", "fits-in-view=no",
    ])
    #expect(review.status != 0)
    #expect(review.stderr.contains("--answer platform=ipad|iphone"), "\(review.stderr)")
  }

  /// An answer to one of the two modal-context questions answers the
  /// other: on iPhone `modal-needed=no` is taken, not reported unused, and
  /// run and batch agree.
  @Test func oneFactAskedOnTwoBranchesTakesOneAnswer() throws {
    let flags = [
      "-a", "platform=iphone", "-a", "modal-needed=no", "-a", "fits-in-view=no", "-f", "json",
    ]
    let result = try hig(["run", "presentation", "-n"] + flags)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Self.outcomes(json: result.stdout) == ["presentation.in-navigation"])
    #expect(!result.stderr.contains("not used"), "\(result.stderr)")
    // The reproduce line names the question asked, not its twin.
    #expect(result.stdout.contains("--answer modal-needed-iphone=no"))
    #expect(!result.stdout.contains("--answer modal-needed=no"))
    let record = #"{"platform":"iphone","modal-needed":"no","fits-in-view":"no"}"#
    let batch = try hig(["batch", "presentation", "-"], input: record + "\n")
    #expect(batch.status == 0, "\(batch.stderr)")
    #expect(batch.stdout.contains("\"outcome\":\"in-navigation\""), "\(batch.stdout)")
  }

  /// Firm rules outrank soft ones: several kinds of input, or a drill-down,
  /// give a popover even for a rare setup task.
  @Test(arguments: ["multiple-inputs", "drill-down"])
  func firmPopoverRulesOutrankTheOneTimeTask(question: String) throws {
    let result = try hig(
      [
        "run", "presentation", "-n", "-d", "-a", "platform=ipad", "-a", "modal-needed=yes", "-a",
        "one-time=yes", "-a", "\(question)=yes", "-f", "json",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Self.outcomes(json: result.stdout) == ["presentation.modal-popover"])
  }

  /// A chain does not undo its reason: a task presentation found in-depth is
  /// never put back inside a popover at popover size by modal-style.
  @Test func anInDepthTaskIsNotPutBackInAPopover() throws {
    let result = try hig(
      [
        "run", "presentation", "-n", "-d", "-a", "platform=ipad", "-a", "modal-needed=yes", "-a",
        "depth=yes", "--follow", "-a", "modal-style.inside-view=yes", "-a",
        "modal-style.in-popover=yes", "-f", "json",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    let chain = try Self.outcomes(json: result.stdout)
    #expect(chain.first == "presentation.modal-view")
    #expect(chain.count == 2 && !chain[1].hasPrefix("modal-style.current-context"), "\(chain)")
    // Carried, not asked: the JSON names where the answer came from.
    #expect(try Self.followUpSteps(json: result.stdout).contains("in-depth=yes (carried)"))
    // Not in-depth, the same answers keep the modal view inside the popover.
    let light = try hig(
      [
        "run", "presentation", "-n", "-d", "-a", "platform=ipad", "-a", "modal-needed=yes", "-a",
        "one-time=yes", "--follow", "-a", "modal-style.inside-view=yes", "-a",
        "modal-style.in-popover=yes", "-f", "json",
      ])
    #expect(
      try Self.outcomes(json: light.stdout)
        == ["presentation.modal-view", "modal-style.current-context-popover"], "\(light.stderr)")
  }

  /// iPhone modal views are not all full screen: a focused task gets a
  /// sheet, an immersive one full screen; and modal-style assumes no device.
  @Test func iPhoneModalViewsAreSheetsUnlessTheTaskNeedsTheScreen() throws {
    let sheet = try hig(
      [
        "run", "presentation", "-n", "-d", "-a", "platform=iphone", "-a", "modal-needed=yes",
        "--follow", "-f", "json",
      ])
    #expect(sheet.status == 0, "\(sheet.stderr)")
    let style = try #require(try Self.outcomes(json: sheet.stdout).last)
    #expect(style.hasPrefix("modal-style.") && style.hasSuffix("-sheet"), "\(style)")
    let whole = try hig(
      [
        "run", "presentation", "-n", "-d", "-a", "platform=iphone", "-a", "modal-needed=yes",
        "--follow", "-a", "modal-style.needs-whole-screen=yes", "-f", "json",
      ])
    #expect(
      try Self.outcomes(json: whole.stdout).last?.hasPrefix("modal-style.full-screen-") == true,
      "\(whole.stderr)")
    let assumed = try hig(["run", "modal-style", "-n", "-d"])
    #expect(assumed.status != 0)
    #expect(assumed.stderr.contains("--answer platform=ipad|iphone"), "\(assumed.stderr)")
  }

  /// A document app saves for people, even in an editor it presents
  /// modally.
  @Test func aDocumentAppSavesAutomaticallyEvenInAModalEditor() throws {
    let result = try hig(
      [
        "run", "saving", "-n", "-d", "-a", "creates-content=yes", "-a", "modal-editor=yes", "-f",
        "json",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Self.outcomes(json: result.stdout) == ["saving.save-automatically"])
  }

  /// A tab bar is for the app's top-level categories, a segmented control
  /// for views of one category's content: the level is asked first.
  @Test func navigationAsksTheLevelBeforeTheControl() throws {
    let tree = try GraphCommandTests.repositoryTree("navigation")
    let level = try #require(tree.question("switch-level"))
    let places = Dictionary(uniqueKeysWithValues: level.choices.map { ($0.id, $0.next) })
    #expect(places["top-level"] == "categories")
    #expect(places["within-category"] == "perspectives")
    for (answer, outcome) in [("top-level", "tab-bar"), ("within-category", "segmented-toolbar")] {
      let result = try hig(
        [
          "run", "navigation", "-n", "-d", "-a", "tools-for-objects=no", "-a", "drill-down=no",
          "-a",
          "switch-level=\(answer)", "-a", "categories=yes", "-a", "perspectives=yes", "-f", "json",
        ])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(try Self.outcomes(json: result.stdout) == ["navigation.\(outcome)"], "\(answer)")
    }
  }

  /// Every path of every tree has a precedence comment citing its seed rule:
  /// the header comment lists the questions in order, `N. ID  …`, and each
  /// entry names the seed text its rule comes from (000, 001, 002, 004).
  @Test(arguments: treeIDs)
  func everyQuestionHasAPrecedenceCommentCitingItsSeed(id: String) throws {
    let tree = try GraphCommandTests.repositoryTree(id)
    let text = try String(
      contentsOf: Binary.repository.appendingPathComponent("Questions/\(id).yaml"), encoding: .utf8)
    let header = text.split(separator: "\n").prefix { $0.hasPrefix("#") }
    // The entries: a line `#  N. ID …` (`#  N. ID,` and a line `#     ID`
    // for two questions with one rule) and the lines after it, up to the
    // next entry or an empty comment line.
    var entries: [String: String] = [:]
    var current: [String] = []
    func questionID(_ word: Substring) -> String? {
      let name = String(word.hasSuffix(",") ? word.dropLast() : word)
      return tree.question(name) == nil ? nil : name
    }
    for line in header {
      let words = line.dropFirst().split(separator: " ")
      if words.count >= 2, words[0].hasSuffix("."), words[0].dropLast().allSatisfy(\.isNumber),
        let first = questionID(words[1])
      {
        current = [first]
      } else if let first = words.first, let other = questionID(first), let lead = current.first {
        entries[other] = entries[lead]
        current.append(other)
      } else if words.isEmpty {
        current = []
      }
      for name in current { entries[name, default: ""] += line + "\n" }
    }
    for question in tree.questions {
      let entry = try #require(
        entries[question.id], "\(id): no precedence entry for '\(question.id)'")
      #expect(
        ["000", "001", "002", "004"].contains { entry.contains($0) },
        "\(id): the entry for '\(question.id)' cites no seed:\n\(entry)")
    }
  }

  /// Every answer set of release 0.1 (each path of its trees), with
  /// `--defaults`, still reaches an outcome: the one it reached then, or the
  /// one CHANGELOG.md names for it.
  static let releasedAnswerSets: [(tree: String, answers: String, then: String, now: String)] = [
    (
      "modal-style", "platform=ipad inside-view=yes in-popover=yes", "current-context-cover",
      "current-context-popover"
    ),
    (
      "modal-style", "platform=ipad inside-view=yes in-popover=no back-of-view=yes",
      "current-context-flip", "current-context-flip"
    ),
    (
      "modal-style", "platform=ipad inside-view=yes in-popover=no back-of-view=no",
      "current-context-cover", "current-context-cover"
    ),
    ("modal-style", "platform=ipad inside-view=no gathers-input=yes", "form-sheet", "form-sheet"),
    (
      "modal-style",
      "platform=ipad inside-view=no gathers-input=no needs-whole-screen=yes back-of-screen=yes",
      "full-screen-flip", "full-screen-flip"
    ),
    (
      "modal-style",
      "platform=ipad inside-view=no gathers-input=no needs-whole-screen=yes back-of-screen=no",
      "full-screen-cover", "full-screen-cover"
    ),
    (
      "modal-style", "platform=ipad inside-view=no gathers-input=no needs-whole-screen=no",
      "page-sheet", "page-sheet"
    ),
    ("modal-style", "platform=iphone back-of-screen=yes", "full-screen-flip", "page-sheet"),
    ("modal-style", "platform=iphone back-of-screen=no", "full-screen-cover", "page-sheet"),
    ("navigation", "tools-for-objects=yes", "popover-tools", "popover-tools"),
    (
      "navigation", "tools-for-objects=no drill-down=yes shallow=yes", "split-nav-left",
      "split-nav-left"
    ),
    (
      "navigation", "tools-for-objects=no drill-down=yes shallow=no", "split-nav-right",
      "split-nav-right"
    ),
    (
      "navigation", "tools-for-objects=no drill-down=no perspectives=yes", "segmented-toolbar",
      "segmented-toolbar"
    ),
    (
      "navigation", "tools-for-objects=no drill-down=no perspectives=no categories=yes", "tab-bar",
      "tab-bar"
    ),
    (
      "navigation", "tools-for-objects=no drill-down=no perspectives=no categories=no", "main-view",
      "main-view"
    ),
    (
      "presentation", "modal-needed=yes platform=ipad suspend=yes", "nonmodal-popover",
      "modal-popover"
    ),
    (
      "presentation", "modal-needed=yes platform=ipad suspend=no one-time=yes", "modal-view",
      "modal-view"
    ),
    (
      "presentation", "modal-needed=yes platform=ipad suspend=no one-time=no depth=yes",
      "modal-view", "modal-view"
    ),
    (
      "presentation",
      "modal-needed=yes platform=ipad suspend=no one-time=no depth=no multiple-inputs=yes",
      "modal-popover", "modal-popover"
    ),
    (
      "presentation",
      "modal-needed=yes platform=ipad suspend=no one-time=no depth=no multiple-inputs=no drill-down=yes",
      "modal-popover", "modal-popover"
    ),
    (
      "presentation",
      "modal-needed=yes platform=ipad suspend=no one-time=no depth=no multiple-inputs=no drill-down=no main-function=yes",
      "modal-popover", "modal-popover"
    ),
    (
      "presentation",
      "modal-needed=yes platform=ipad suspend=no one-time=no depth=no multiple-inputs=no drill-down=no main-function=no",
      "modal-view", "modal-view"
    ),
    ("presentation", "modal-needed=yes platform=iphone", "modal-view", "modal-view"),
    ("presentation", "modal-needed=no fits-in-view=yes", "in-place", "in-place"),
    ("presentation", "modal-needed=no fits-in-view=no", "in-navigation", "in-navigation"),
    ("saving", "nonmodal-popover=yes", "popover-keep-work", "popover-keep-work"),
    ("saving", "nonmodal-popover=no modal-editor=yes", "done-cancel", "done-cancel"),
    (
      "saving", "nonmodal-popover=no modal-editor=no creates-content=yes", "save-automatically",
      "save-automatically"
    ),
    (
      "saving", "nonmodal-popover=no modal-editor=no creates-content=no edit-mode=yes",
      "edit-save-cancel", "edit-save-cancel"
    ),
    (
      "saving", "nonmodal-popover=no modal-editor=no creates-content=no edit-mode=no",
      "save-automatically", "save-automatically"
    ),
  ]

  @Test func answerSetsOfTheLastReleaseStillReachAnOutcome() throws {
    var changed: [String] = []
    for set in Self.releasedAnswerSets {
      let answers = set.answers.split(separator: " ").flatMap { ["-a", String($0)] }
      let result = try hig(["run", set.tree, "-n", "-d", "-f", "json"] + answers)
      #expect(result.status == 0, "\(set.tree) \(set.answers): \(result.stderr)")
      #expect(
        try Self.outcomes(json: result.stdout) == ["\(set.tree).\(set.now)"], "\(set.answers)")
      if set.then != set.now { changed.append("\(set.tree) \(set.answers)") }
    }
    // Each change is named in the changelog, in a section after 0.1's
    // (Unreleased, or a release since).
    let changelog = try String(
      contentsOf: Binary.repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let sinceRelease = changelog.components(separatedBy: "\n## [").dropFirst()
      .prefix { !$0.hasPrefix("0.1.") }.joined()
    for set in Self.releasedAnswerSets where set.then != set.now {
      #expect(sinceRelease.contains("`\(set.answers)`"), "CHANGELOG does not name `\(set.answers)`")
    }
    #expect(changed.count == 4)
  }

  // MARK: True to today's iOS

  /// Every outcome built with a popover presentation says what today's
  /// system does: it dims behind every popover, so no point tells people to
  /// dim (or not); an iOS 26 popover anchored with `sourceItem` has no
  /// arrow, so aiming the arrow is limited to the other anchors.
  @Test(arguments: treeIDs)
  func popoverOutcomesStateTodaysBehaviour(id: String) throws {
    let tree = try GraphCommandTests.repositoryTree(id)
    // Built with a popover: a popover presentation or controller among its
    // UIKit APIs.
    let popovers = tree.outcomes.filter { outcome in
      outcome.implementation?.uikit.apis.contains {
        $0.symbol == "UIModalPresentationStyle.popover"
          || $0.symbol.hasPrefix("UIPopoverPresentationController")
      } == true
    }
    if id != "modal-style" { #expect(!popovers.isEmpty, "\(id)") }
    for outcome in popovers {
      let today = try #require(outcome.implementation?.today, "\(outcome.id)")
      #expect(today.contains("iOS 26") && today.contains("sourceItem"), "\(outcome.id): \(today)")
      let advice = [outcome.recommendation] + outcome.checklist.map(\.text)
      for text in advice {
        #expect(!text.lowercased().contains(" dim"), "\(outcome.id): \(text)")
        if text.lowercased().split(separator: " ").contains(where: { $0.hasPrefix("arrow") }) {
          #expect(text.contains("sourceView") || text.contains("iOS 18"), "\(outcome.id): \(text)")
        }
      }
    }
  }

  // MARK: Sketches that compile where they go

  /// Every sketch of every bundled tree says where it goes and parses
  /// there: `lint` hands them all to the scanner and finds no error.
  @Test func everyBundledSketchParsesWhereItGoes() throws {
    var sketches = 0
    for id in Self.treeIDs {
      let tree = try GraphCommandTests.repositoryTree(id)
      let written = tree.outcomes.compactMap(\.implementation).flatMap { [$0.uikit, $0.swiftui] }
        .filter { !$0.sketch.isEmpty }
      #expect(
        SketchCheck.requests(in: tree).count == written.count, "\(id): a sketch has no context")
      sketches += written.count
    }
    #expect(sketches >= 40)
    let result = try hig(["lint", "--strict"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stderr.contains("sketch"), "\(result.stderr)")
  }

  /// A sketch that does not compile where it says it goes is reported at
  /// its line and column in the tree file.
  @Test func lintReportsASketchThatDoesNotParseAtItsPlace() throws {
    let folder = try temporaryFolder()
    let file = folder.appendingPathComponent("sketchy.yaml")
    try Self.sketchyTree.write(to: file, atomically: true, encoding: .utf8)
    let result = try hig(["lint", file.path])
    #expect(result.status == 1)
    let lines = result.stderr.split(separator: "\n")
    // The override beside a statement: the review's in-place sketch.
    #expect(
      lines.contains {
        $0.hasSuffix(
          "sketchy.yaml:28:11: error: the UIKit sketch of outcome 'a' does not parse where it goes (statements): 'override func' belongs inside a type, not in a method body; say 'context: members' and put the statements in a method"
        )
      }, "\(result.stderr)")
    #expect(
      lines.contains {
        $0.hasSuffix(
          "sketchy.yaml:38:23: error: the SwiftUI sketch of outcome 'a' does not parse where it goes (modifier): expected ')' to end function call"
        )
      }, "\(result.stderr)")
    #expect(lines.contains { $0.contains("Text(\"a\"") })
  }

  /// A sketch with brackets nested past what SwiftParser reads in time is
  /// reported, not parsed: lint ends at once.
  @Test func aSketchSwiftParserCannotReadInTimeIsReported() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("sketchy.yaml")
    let nested = "let x = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
    let tree = Self.sketchyTree.replacingOccurrences(
      of: "navigationItem.rightBarButtonItem = editButtonItem", with: nested)
    try tree.write(to: file, atomically: true, encoding: .utf8)
    let result = try hig(["lint", file.path])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "the UIKit sketch of outcome 'a' does not parse where it goes (statements): not parsed: brackets nested 40 deep"
      ), "\(result.stderr)")
  }

  static let sketchyTree = """
    id: sketchy
    title: Sketchy
    summary: A tree whose sketches do not compile where they go.
    questions:
      - id: q
        prompt: Is it?
        topic: T
        help: Help.
        choices:
          - {id: "yes", label: "Yes", next: a, reason: Because.}
          - {id: "no", label: "No", next: b, reason: Because not.}
    outcomes:
      - id: a
        title: A
        recommendation: Do A.
        rationale: Why A.
        topic: T
        checklist:
          - {text: Check., topic: T}
        implementation:
          uikit:
            summary: Do it.
            apis: [{symbol: "present(_:animated:completion:)", url: "https://developer.apple.com/x"}]
            context: statements
            sketch: |
              navigationItem.rightBarButtonItem = editButtonItem

              override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
              }
          swiftui:
            summary: Do it.
            apis: [{symbol: View, url: "https://developer.apple.com/y"}]
            context: modifier
            sketch: |
              .sheet(isPresented: $shown) {
                NavigationStack {
                  Text("a"
                }
              }
      - id: b
        title: B
        recommendation: Do B.
        rationale: Why B.
        topic: T
        checklist:
          - {text: Check., topic: T}
    """
}
