import Foundation
import Testing

/// Outcomes that name a follow-up tree: `modal-view` goes on to `modal-style`.
@Suite struct ChainTests {
  static let iphone = [
    "run", "presentation", "-n", "-a", "modal-needed=yes", "-a", "platform=iphone",
  ]
  /// A rare setup task on iPad, neither in-depth nor one for a popover: a
  /// modal view, whose style has every option.
  static let ipadSetup = [
    "run", "presentation", "-n", "-a", "platform=ipad", "-a", "modal-needed=yes", "-a",
    "depth=no", "-a", "multiple-inputs=no", "-a", "drill-down=no", "-a", "one-time=yes",
  ]

  @Test func withoutFollowOnlyTheFirstDecision() throws {
    let result = try hig(Self.iphone + ["--format", "markdown"])
    #expect(result.status == 0)
    #expect(!result.stdout.contains("Next decision"))
    // Without -n, flags that settle the tree are not stopped by a question.
    let piped = try hig(
      ["run", "presentation", "-a", "modal-needed=yes", "-a", "platform=iphone"], input: "yes\n")
    #expect(piped.status == 0)
    #expect(!piped.stderr.contains("Go on with it?"))
    #expect(!piped.stdout.contains("Next decision"))
  }

  @Test func followNamesTheMissingFollowUpAnswers() throws {
    let result = try hig(Self.iphone + ["--follow"])
    #expect(result.status == 3)
    // On iPhone the device is carried: the style questions start with the
    // form, and nothing about panes or popovers is asked.
    #expect(result.stderr.contains("--answer modal-style.gathers-input=yes|no (default: no)"))
    #expect(result.stderr.contains("--answer modal-style.back-of-screen=yes|no (default: no)"))
    #expect(!result.stderr.contains("modal-style.platform"))
    #expect(!result.stderr.contains("modal-style.inside-view"))
    let ipad = try hig(Self.ipadSetup + ["--follow"])
    #expect(ipad.status == 3)
    #expect(ipad.stderr.contains("--answer modal-style.inside-view=yes|no"))
  }

  @Test func answersForTheFollowUpTakeItToTheEnd() throws {
    let qualified = try hig(
      Self.ipadSetup + [
        "-a", "modal-style.inside-view=no", "-a", "gathers-input=no", "-a",
        "needs-whole-screen=yes", "-a", "back-of-screen=no", "--format", "markdown",
      ])
    #expect(qualified.status == 0, "\(qualified.stderr)")
    let markdown = qualified.stdout
    #expect(markdown.contains("**Recommendation: Modal view: Full screen, cover vertical.**"))
    #expect(markdown.contains("### Modal style: Full screen, cover vertical"))
    #expect(markdown.contains("(`modal-style.needs-whole-screen`)"))
    // The Reproduce line gives the same report through a shell.
    let line = try #require(
      markdown.components(separatedBy: "```sh\n").last?.components(separatedBy: "\n").first)
    #expect(line.contains("--follow"))
    let again = try runProcess(
      "/bin/sh", ["-c", line.replacingOccurrences(of: "hig-wizard ", with: "'\(Binary.path)' ")])
    #expect(again.stdout == markdown)
  }

  @Test func jsonListsTheFollowUpsAfterTheFirstOutcomeAndReplays() throws {
    let result = try hig(
      Self.ipadSetup + [
        "-a", "modal-style.inside-view=yes", "-a", "modal-style.in-popover=no", "-a",
        "modal-style.back-of-view=no", "--format", "json",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect((json["outcome"] as? [String: Any])?["id"] as? String == "modal-view")
    let followUps = try #require(json["followUps"] as? [[String: Any]])
    try #require(followUps.count == 1)
    #expect((followUps[0]["tree"] as? [String: Any])?["id"] as? String == "modal-style")
    #expect(
      (followUps[0]["outcome"] as? [String: Any])?["id"] as? String == "current-context-cover")
    let answers = try #require(json["answers"] as? [String: String])
    #expect(answers["modal-style.inside-view"] == "yes")

    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("r.json")
    try write(result.stdout, to: file)
    let replayed = try hig([
      "run", "presentation", "-n", "--answers", file.path, "--format", "json",
    ])
    #expect(replayed.status == 0, "\(replayed.stderr)")
    #expect(replayed.stdout.contains("\"current-context-cover\""))
  }

  /// The device is one fact for the whole chain: an answer for the
  /// follow-up's own device question is not used, and says so.
  @Test func aFollowUpAnswerForACarriedFactIsNotUsed() throws {
    let result = try hig(
      Self.iphone + [
        "--follow", "-a", "modal-style.platform=ipad", "-a", "modal-style.gathers-input=no", "-a",
        "modal-style.needs-whole-screen=yes", "-a", "modal-style.back-of-screen=no",
        "--format", "markdown",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "warning: the answer to 'modal-style.platform' was not used: it was settled by the decision before"
      ))
    #expect(result.stdout.contains("**Recommendation: Modal view: Full screen, cover vertical.**"))
    #expect(!result.stdout.contains("modal-style.platform=ipad"))
    #expect(result.stdout.contains("| iPhone (`iphone`) | carried |"))
  }

  @Test func wrongFollowUpAnswersAreUsageErrors() throws {
    let result = try hig(Self.iphone + ["-a", "modal-style.inside-view=maybe"])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "error: in follow-up tree 'modal-style': 'maybe' is not a choice for question 'inside-view'"
      ))
  }

  @Test func lintChecksFollowUps() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let small = """
      id: first
      title: First
      summary: S.
      questions:
        - id: q
          prompt: Q?
          topic: T
          help: H.
          choices:
            - {id: a, label: A, next: done, reason: R.}
            - {id: b, label: B, next: done, reason: R.}
      outcomes:
        - id: done
          title: Done
          recommendation: R.
          rationale: R.
          topic: T
          follow: FOLLOW
          checklist: []
      """
    try write(
      small.replacingOccurrences(of: "FOLLOW", with: "modal-styel"),
      to: folder.appendingPathComponent("first.yaml"))
    let unknown = try hig(["lint", folder.path])
    #expect(unknown.status == 1)
    #expect(
      unknown.stderr.contains(
        "first.yaml:18:13: error: outcome 'done' follows unknown tree 'modal-styel'; did you mean 'modal-style'?"
      ))
    try write(
      small.replacingOccurrences(of: "FOLLOW", with: "second"),
      to: folder.appendingPathComponent("first.yaml"))
    try write(
      small.replacingOccurrences(of: "id: first", with: "id: second").replacingOccurrences(
        of: "FOLLOW", with: "first"), to: folder.appendingPathComponent("second.yaml"))
    let loop = try hig(["lint", folder.path])
    #expect(loop.status == 1)
    #expect(loop.stderr.contains("error: follow-up trees form a loop: first → second → first"))
  }
}
