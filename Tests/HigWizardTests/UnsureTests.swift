import Foundation
import Testing

/// `unsure` at a yes/no question: both branches are followed.
@Suite struct UnsureTests {
  /// An iPad task without a modal context, not a set of tools: whether
  /// people may set it aside is not known.
  static let flags = [
    "run", "presentation", "-n", "-a", "platform=ipad", "-a", "modal-needed=no", "-a",
    "screen-tools=no", "-a", "suspend=unsure", "-a", "fits-in-view=yes",
  ]

  @Test func aConditionalRecommendationNamesTheQuestionThatDecides() throws {
    let result = try hig(Self.flags + ["--format", "markdown"])
    #expect(result.status == 0, "\(result.stderr)")
    let markdown = result.stdout
    #expect(
      markdown.contains(
        "**Conditional recommendation:** it depends on **While the task is open, might people put it aside to work in the main view, and pick it up again later?** (`suspend`)."
      ))
    #expect(markdown.contains("- If `suspend=yes`: **Nonmodal popover.**"))
    #expect(markdown.contains("- If `suspend=no`: **In place, without a modal context.**"))
    #expect(markdown.contains("## If `suspend=yes`: Nonmodal popover"))
    #expect(markdown.contains("| Not sure (`unsure`) | given |"))
    // The Reproduce line replays it.
    let line = try #require(
      markdown.components(separatedBy: "```sh\n").last?.components(separatedBy: "\n").first)
    #expect(line.contains("--answer suspend=unsure"))
    let again = try runProcess(
      "/bin/sh", ["-c", line.replacingOccurrences(of: "hig-wizard ", with: "'\(Binary.path)' ")])
    #expect(again.stdout == markdown)
  }

  @Test func jsonListsEveryBranch() throws {
    let result = try hig(Self.flags + ["--format", "json"])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["decidedBy"] as? [String] == ["suspend"])
    let branches = try #require(json["conditional"] as? [[String: Any]])
    try #require(branches.count == 2)
    #expect(branches[0]["when"] as? [String: String] == ["suspend": "yes"])
    #expect((branches[1]["outcome"] as? [String: Any])?["id"] as? String == "in-place")
    #expect((json["answers"] as? [String: String])?["suspend"] == "unsure")
  }

  @Test func everyBranchNeedsItsAnswers() throws {
    let result = try hig([
      "run", "presentation", "-n", "-a", "platform=ipad", "-a", "modal-needed=unsure",
    ])
    #expect(result.status == 3)
    #expect(result.stderr.contains("every branch needs its answers"))
    #expect(result.stderr.contains("--answer one-time=yes|no|unsure (default: no)"))
    // Every question that may be needed, at once, not one round trip each:
    // those of the modal branch and those of the other.
    #expect(result.stderr.contains("--answer depth=yes|no|unsure (default: no)\n"))
    #expect(result.stderr.contains("--answer multiple-inputs=yes|no|unsure (default: no)\n"))
    #expect(result.stderr.contains("--answer suspend=yes|no|unsure (default: no)\n"))
    #expect(result.stderr.contains("--answer fits-in-view=yes|no|unsure\n"))
    #expect(result.stderr.hasSuffix("or use --defaults for those that have a default.\n"))
    // With --defaults, those left have no default: no hint to use it.
    let defaults = try hig([
      "run", "presentation", "-n", "-d", "-a", "platform=ipad", "-a", "modal-needed=unsure",
    ])
    #expect(defaults.status == 3)
    #expect(!defaults.stderr.contains("one-time="))
    #expect(defaults.stderr.contains("--answer fits-in-view=yes|no|unsure\n"))
    #expect(defaults.stderr.hasSuffix("\nPass them with --answer.\n"), "\(defaults.stderr)")
    let notYesNo = try hig([
      "run", "presentation", "-n", "-a", "modal-needed=yes", "-a", "platform=unsure",
    ])
    #expect(notYesNo.status == 2)
    #expect(notYesNo.stderr.contains("'unsure' is not a choice for question 'platform'"))
  }

  @Test func atThePromptTheOpenBranchIsAsked() throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let result = try hig(
      ["run", "presentation"], input: "ipad\nno\nno\nunsure\nyes\n",
      environment: ["XDG_STATE_HOME": state.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("If suspend=no: 'fits-in-view' is needed on this branch."))
    #expect(result.stdout.contains("- If `suspend=no`: **In place, without a modal context.**"))
    #expect(result.stdout.contains("- If `suspend=yes`: **Nonmodal popover.**"))
    // A question of a branch is asked once, and nothing is kept afterwards.
    let sessions = state.appendingPathComponent("hig-wizard/sessions")
    let left = (try? FileManager.default.contentsOfDirectory(atPath: sessions.path)) ?? []
    #expect(left.isEmpty)
  }

  @Test func restartOnABranchForgetsEveryAnswerUnsureIncluded() throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let result = try hig(
      ["run", "presentation", "-a", "suspend=no"],
      input: "ipad\nnot sure\nanswers\nrestart\ny\nanswers\nipad\nno\nno\nyes\n",
      environment: ["XDG_STATE_HOME": state.path])
    #expect(result.status == 0, "\(result.stderr)")
    let stderr = result.stderr
    // On the branch, `answers` says which answer was not known.
    #expect(stderr.contains("→ Yes (unsure: this branch assumes it)\n"))
    #expect(stderr.contains("  1. Which device is this task for? → iPad\n"))
    // After restart: the first question, no answers, and the flag's answer
    // is forgotten too (suspend is asked).
    let after = try #require(
      stderr.components(separatedBy: "Starting again from the first question.").last)
    #expect(after.contains("Presentation · question 1 of at most 7"))
    #expect(after.contains("  No answers yet."))
    #expect(after.contains("might people put it aside to work in the main view"))
    #expect(!after.contains("If modal-needed"))
    // An ordinary report: nothing is unsure any more.
    #expect(result.stdout.contains("Recommendation: Nonmodal popover."))
    #expect(!result.stdout.contains("If `"))
  }
}

@Suite struct UnsureEdgeTests {
  @Test func anUnsureAnswerThatIsNeverReachedGivesAnOrdinaryReport() throws {
    let result = try hig([
      "run", "presentation", "-n", "-a", "modal-needed=yes", "-a", "platform=iphone", "-a",
      "suspend=unsure", "--format",
      "markdown",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("**Recommendation: Modal view.**"))
    #expect(!result.stdout.contains("Conditional"))
    #expect(result.stderr.contains("warning: the answer 'unsure' to 'suspend' was not used"))
  }

  @Test func unsureThatChangesNothingSaysSo() throws {
    let result = try hig([
      "run", "presentation", "-n", "-a", "platform=ipad", "-a", "modal-needed=yes", "-a",
      "depth=no", "-a", "multiple-inputs=no", "-a", "drill-down=unsure", "-a", "one-time=no",
      "--defaults",
      "--format", "markdown",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("**Recommendation: Modal popover.**"))
    #expect(result.stdout.contains("It does not depend on **Do people drill down"))
    // Both answers lead to the same outcome: one branch, with its path chart.
    #expect(result.stdout.components(separatedBy: "```mermaid").count - 1 == 1)
    #expect(!result.stdout.contains("## If "))
  }

  @Test func unsureGivenAsAFlagForksAtThePrompt() throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let environment = ["XDG_STATE_HOME": state.path]
    let cut = try hig(
      ["run", "presentation", "-a", "suspend=unsure"], input: "ipad\nno\nno\n",
      environment: environment)
    #expect(cut.status == 3)
    #expect(!cut.stderr.contains("If :"))
    // suspend is not asked: the flag said unsure.
    #expect(
      !cut.stderr.contains(
        "might people put it aside to work in the main view, and pick it up again later?  [y/N]"))
    // What was typed is kept, `unsure` included, and resume goes on.
    let resumed = try hig(["resume"], input: "yes\n", environment: environment)
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(resumed.stdout.contains("- If `suspend=no`: **In place, without a modal context.**"))
    #expect(resumed.stdout.contains("- If `suspend=yes`: **Nonmodal popover.**"))
  }

  @Test func followUpsTakeNoUnsureAndUnusedFollowUpAnswersAreNamed() throws {
    let unsure = try hig([
      "run", "presentation", "-n", "-a", "modal-needed=yes", "-a", "platform=iphone", "-a",
      "modal-style.inside-view=unsure",
    ])
    #expect(unsure.status == 2)
    #expect(
      unsure.stderr.contains(
        "error: in follow-up tree 'modal-style': 'unsure' is not a choice for question 'inside-view'"
      ))
    let unused = try hig([
      "run", "presentation", "-n", "-a", "platform=ipad", "-a", "modal-needed=no", "-a",
      "screen-tools=yes", "-a", "inside-view=no",
    ])
    #expect(unused.status == 0)
    #expect(
      unused.stderr.contains(
        "warning: the answer to 'modal-style.inside-view' was not used: that follow-up decision was not reached"
      ))
    let missing = try hig([
      "run", "presentation", "-n", "-a", "modal-needed=yes", "-a", "platform=iphone", "--follow",
    ])
    #expect(missing.stderr.contains("error: the follow-up decision 'modal-style' needs answers"))
  }

  @Test func aBrokenFollowUpInAUserTreeFailsTheRun() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tree = try read(Binary.repository.appendingPathComponent("Questions/presentation.yaml"))
      .replacingOccurrences(of: "follow: modal-style", with: "follow: modal-styel")
      .replacingOccurrences(of: "id: presentation", with: "id: mine")
    try write(tree, to: folder.appendingPathComponent("mine.yaml"))
    let result = try hig([
      "run", "mine", "-q", folder.path, "-n", "-a", "modal-needed=yes", "-a", "platform=iphone",
      "--follow",
    ])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains("follows unknown tree 'modal-styel'; did you mean 'modal-style'?"))
  }

  @Test func atMostFourUnsureAnswers() throws {
    let result = try hig([
      "run", "presentation", "-n", "-a", "platform=ipad", "-a", "modal-needed=unsure", "-a",
      "depth=unsure", "-a", "multiple-inputs=unsure", "-a", "drill-down=unsure", "-a",
      "one-time=unsure",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("at most 4 questions can be answered 'unsure'"))
    // modal-needed=no ends in a nonmodal popover; on the modal branch depth,
    // multiple-inputs and one-time give two modal views and two modal popovers.
    let four = try hig([
      "run", "presentation", "-n", "-a", "platform=ipad", "-a", "modal-needed=unsure", "-a",
      "screen-tools=no", "-a", "suspend=yes", "-a", "depth=unsure", "-a",
      "multiple-inputs=unsure", "-a", "drill-down=no", "-a", "one-time=unsure", "--defaults",
      "--format", "json",
    ])
    #expect(four.status == 0, "\(four.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(four.stdout.utf8)) as? [String: Any])
    // Five paths, three outcomes: branches that end alike are one, and each
    // lists its sets of assumptions without those that make no difference.
    let branches = try #require(json["conditional"] as? [[String: Any]])
    #expect(branches.count == 3)
    #expect(branches.compactMap { ($0["whenAny"] as? [Any])?.count }.reduce(0, +) == 5)
    let nonmodal = try #require(
      branches.first { ($0["outcome"] as? [String: Any])?["id"] as? String == "nonmodal-popover" })
    #expect(nonmodal["whenAny"] as? [[String: String]] == [["modal-needed": "no"]])
  }
}

extension UnsureTests {
  @Test func aSessionHoldingUnsureIsFinishedWithFlagsOnly() throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let environment = ["XDG_STATE_HOME": state.path]
    let started = try hig(
      ["run", "presentation"], input: "ipad\nunsure\n", environment: environment)
    #expect(started.status == 3)
    let resumed = try hig(
      [
        "run", "presentation", "--resume", "-n", "--defaults", "-a", "depth=no", "-a",
        "multiple-inputs=yes", "-a", "fits-in-view=yes", "-f", "json",
      ], environment: environment)
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(!resumed.stderr.contains("was not used"))
    #expect(resumed.stdout.contains("\"conditional\""))
    let sessions = state.appendingPathComponent("hig-wizard/sessions").path
    #expect(try FileManager.default.contentsOfDirectory(atPath: sessions).isEmpty)
  }

  @Test func withNowhereToSaveTheWizardSaysSo() throws {
    let result = try runProcess(
      "/usr/bin/env", ["-u", "HOME", "-u", "XDG_STATE_HOME", Binary.path, "run", "presentation"],
      input: "ipad\nyes\n")
    #expect(result.status == 3)
    #expect(
      result.stderr.contains(
        "warning: neither XDG_STATE_HOME nor HOME is set, so the answers are not saved"))
    #expect(result.stderr.contains("The answers could not all be saved"))
    #expect(!result.stderr.contains("Go on with"))
  }
}
