import Foundation
import Testing

/// `unsure` at a yes/no question: both branches are followed.
@Suite struct UnsureTests {
  static let flags = [
    "run", "presentation", "-n", "-a", "platform=ipad", "-a", "suspend=unsure", "-a",
    "one-time=no", "-a", "depth=no", "-a", "multiple-inputs=yes",
  ]

  @Test func aConditionalRecommendationNamesTheQuestionThatDecides() throws {
    let result = try hig(Self.flags + ["--format", "markdown"])
    #expect(result.status == 0, "\(result.stderr)")
    let markdown = result.stdout
    #expect(
      markdown.contains(
        "**Conditional recommendation:** it depends on **Might people want to do something in the main view before they finish the task?** (`suspend`)."
      ))
    #expect(markdown.contains("- If `suspend=yes`: **Nonmodal popover.**"))
    #expect(markdown.contains("- If `suspend=no`: **Modal popover.**"))
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
    #expect(branches.count == 2)
    #expect(branches[0]["when"] as? [String: String] == ["suspend": "yes"])
    #expect((branches[1]["outcome"] as? [String: Any])?["id"] as? String == "modal-popover")
    #expect((json["answers"] as? [String: String])?["suspend"] == "unsure")
  }

  @Test func everyBranchNeedsItsAnswers() throws {
    let result = try hig([
      "run", "presentation", "-n", "-a", "platform=ipad", "-a", "suspend=unsure",
    ])
    #expect(result.status == 3)
    #expect(result.stderr.contains("every branch needs its answers"))
    #expect(result.stderr.contains("--answer one-time=yes|no|unsure (default: no)"))
    let notYesNo = try hig(["run", "presentation", "-n", "-a", "platform=unsure"])
    #expect(notYesNo.status == 2)
    #expect(notYesNo.stderr.contains("'unsure' is not a choice for question 'platform'"))
  }

  @Test func atThePromptTheOpenBranchIsAsked() throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let result = try hig(
      ["run", "presentation"], input: "ipad\nunsure\nno\nno\nyes\n",
      environment: ["XDG_STATE_HOME": state.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("If suspend=no: 'one-time' is needed on this branch."))
    #expect(result.stdout.contains("- If `suspend=no`: **Modal popover.**"))
    #expect(result.stdout.contains("- If `suspend=yes`: **Nonmodal popover.**"))
    // A question of a branch is asked once, and nothing is kept afterwards.
    let sessions = state.appendingPathComponent("hig-wizard/sessions")
    let left = (try? FileManager.default.contentsOfDirectory(atPath: sessions.path)) ?? []
    #expect(left.isEmpty)
  }
}
