import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing
import WizardCore

/// `run --record DIR` and `check [DIR]`, against the built binary: a
/// decision written down, then replayed as the trees change.
@Suite struct RecordCommandTests {
  /// The small tree of a user's folder: `first=no, second=right` ends in
  /// `done-no`; `second=left` in `done-yes`.
  static let smallTree = """
    id: small
    title: Small
    summary: A tree for tests.
    start: first
    questions:
      - id: first
        prompt: First?
        topic: Topic A
        help: Why first.
        choices:
          - {id: "yes", label: "Yes", next: done-yes, reason: Because yes.}
          - {id: "no", label: "No", next: second, reason: Because no.}
      - id: second
        prompt: Second?
        topic: Topic B
        help: Why second.
        choices:
          - {id: left, label: Left, next: done-yes, reason: Left reason.}
          - {id: right, label: Right, next: done-no, reason: Right reason.}
    outcomes:
      - id: done-yes
        title: Done yes
        recommendation: Do the yes thing.
        rationale: Yes rationale.
        topic: Topic A
        checklist: [{text: Check one., topic: Topic A}]
      - id: done-no
        title: Done no
        recommendation: Do the no thing.
        rationale: No rationale.
        topic: Topic B
        checklist: [{text: Check two., topic: Topic B}]

    """

  /// A folder with `trees/small.yaml` and a record of `first=no,
  /// second=right` in `decisions/`, checked unchanged.
  func recorded() throws -> URL {
    let folder = try temporaryFolder()
    let trees = folder.appendingPathComponent("trees")
    try FileManager.default.createDirectory(at: trees, withIntermediateDirectories: true)
    try write(Self.smallTree, to: trees.appendingPathComponent("small.yaml"))
    let run = try hig(
      [
        "run", "small", "-n", "-q", "trees", "-a", "first=no", "-a", "second=right", "-t",
        "Small task", "--record", "decisions",
      ], directory: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Decision recorded in decisions/small-task.yaml."), "\(run.stderr)")
    return folder
  }

  func check(_ arguments: [String] = [], in folder: URL) throws -> RunResult {
    try hig(["check", "-q", "trees"] + arguments, directory: folder)
  }

  @Test func runRecordWritesTheDecisionAndCheckFindsItUnchanged() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try hig(photoFilters + ["--record", "decisions"], directory: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("# Photo filters"), "the report goes where it went")
    let record = try read(folder.appendingPathComponent("decisions/photo-filters.yaml"))
    let lines = record.split(separator: "\n").map(String.init)
    #expect(lines.contains("task: Photo filters"))
    #expect(lines.contains { $0.wholeMatch(of: /date: \d{4}-\d{2}-\d{2}/) != nil }, "\(record)")
    #expect(lines.contains("  - tree: presentation"))
    #expect(lines.contains("    outcome: modal-popover"))
    #expect(lines.contains("      - {question: multiple-inputs, choice: \"yes\", source: given}"))
    // The version is the report's tree hash.
    let json = try hig(photoFilters + ["-f", "json"])
    #expect(json.stdout.contains("\"hash\": \""), "\(json.stdout)")
    let hash = try #require(json.stdout.firstMatch(of: /"hash": "([0-9a-f]+)"/)).1
    #expect(lines.contains("    version: \(hash)"))

    let checked = try hig(["check"], directory: folder)
    #expect(checked.status == 0, "\(checked.stderr)")
    #expect(
      checked.stdout
        == "decisions/photo-filters.yaml: unchanged: presentation: modal-popover\ncheck: 1 record, 1 unchanged, 0 changed, 0 broken\n"
    )
    #expect(checked.stderr.isEmpty)
  }

  /// With --follow a record holds every decision of the chain, the
  /// carried device marked so.
  @Test func aChainIsRecordedDecisionByDecision() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try hig(
      [
        "run", "presentation", "-n", "--defaults", "-a", "platform=ipad", "-a", "one-time=yes",
        "-a", "modal-style.inside-view=no", "-a", "modal-style.gathers-input=yes", "-t", "Share",
        "--record", "decisions",
      ], directory: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let record = try read(folder.appendingPathComponent("decisions/share.yaml"))
    #expect(record.contains("  - tree: presentation\n"))
    #expect(record.contains("  - tree: modal-style\n"))
    #expect(record.contains("      - {question: platform, choice: ipad, source: carried}\n"))
    #expect(record.contains("      - {question: depth, choice: \"no\", source: default}\n"))
    let checked = try hig(["check", "decisions"], directory: folder)
    #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
    #expect(
      checked.stdout.contains("unchanged: presentation: modal-view → modal-style: form-sheet"))
  }

  /// The same task recorded again replaces its record, and keeps the
  /// `code:` list written into it by hand.
  @Test func recordingAgainKeepsTheCodeList() throws {
    let folder = try recorded()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("decisions/small-task.yaml")
    let text = try read(file)
    #expect(text.hasSuffix("# code: [SetupViewController]\n"))
    try write(
      text.replacingOccurrences(
        of: "# code: [SetupViewController]", with: "code: [SmallViewController]"), to: file)
    let again = try hig(
      [
        "run", "small", "-n", "-q", "trees", "-a", "first=no", "-a", "second=left", "-t",
        "Small task", "--record", "decisions",
      ], directory: folder)
    #expect(again.status == 0, "\(again.stderr)")
    let rewritten = try read(file)
    #expect(rewritten.contains("    outcome: done-yes\n"))
    #expect(rewritten.hasSuffix("code: [SmallViewController]\n"), "\(rewritten)")
    let names = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("decisions").path)
    #expect(names == ["small-task.yaml"])
  }

  /// The tree now sends `second=right` elsewhere: exit 1, with the old and
  /// the new outcome and the question, at the decision's line.
  @Test func aChangedTreeFailsNamingTheOutcomesAndTheQuestion() throws {
    let folder = try recorded()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try check(in: folder).status == 0)
    try write(
      Self.smallTree.replacingOccurrences(
        of: "{id: right, label: Right, next: done-no",
        with: "{id: right, label: Right, next: done-yes"
      ).replacingOccurrences(
        of: "next: done-yes, reason: Because yes.", with: "next: done-no, reason: Because yes."),
      to: folder.appendingPathComponent("trees/small.yaml"))
    let result = try check(in: folder)
    #expect(result.status == 1)
    #expect(
      result.stdout
        == """
        decisions/small-task.yaml:6:11: error: the recommendation of 'small' changed from 'done-no' to 'done-yes'; 'second' made the difference: the answer 'right' now leads elsewhere
        check: 1 record, 0 unchanged, 1 changed, 0 broken

        """, "\(result.stdout)")
    let json = try check(["--format", "json"], in: folder)
    #expect(json.status == 1)
    #expect(json.stdout.contains("\"kind\": \"leads-elsewhere\""), "\(json.stdout)")
    #expect(json.stdout.contains("\"failed\": true"))
  }

  /// A tree edited without changing where the record's answers lead: a
  /// note, and success.
  @Test func aNewVersionWithTheSameOutcomeIsANote() throws {
    let folder = try recorded()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      Self.smallTree.replacingOccurrences(of: "Right reason.", with: "A better reason."),
      to: folder.appendingPathComponent("trees/small.yaml"))
    let result = try check(in: folder)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stdout
        == "decisions/small-task.yaml:6:11: note: tree 'small' changed since the record was made, and its recommendation did not: 'done-no'\ncheck: 1 record, 1 unchanged, 0 changed, 0 broken\n"
    )
  }

  /// An answer edited in the record: the tree is the same, the outcome
  /// reached is not the one recorded.
  @Test func aChangedAnswerFailsNamingTheQuestion() throws {
    let folder = try recorded()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("decisions/small-task.yaml")
    try write(
      try read(file).replacingOccurrences(
        of: "choice: \"no\", source: given", with: "choice: \"yes\", source: given"), to: file)
    let result = try check(["-f", "markdown"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "| `decisions/small-task.yaml` | Small task | **Changed**: the recommendation of 'small' changed from 'done-no' to 'done-yes'; 'first' made the difference"
      ), "\(result.stdout)")
  }

  /// A broken record is reported at its line and column, and the others
  /// are still checked.
  @Test func aBrokenRecordIsReportedAtItsPlace() throws {
    let folder = try recorded()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      "task: Broken\ndate: 2026-12-07\ndecisions:\n  - tree: small\n    outcome: done-no\n    answers: []\n",
      to: folder.appendingPathComponent("decisions/broken.yaml"))
    let result = try check(in: folder)
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        "decisions/broken.yaml:4:5: error: a decision has no 'version'\n    - tree: small\n      ^\n"
      ),
      "\(result.stderr)")
    #expect(result.stdout.contains("decisions/small-task.yaml: unchanged: small: done-no\n"))
    #expect(result.stdout.hasSuffix("check: 2 records, 1 unchanged, 0 changed, 1 broken\n"))
  }

  @Test func aMissingTreeFails() throws {
    let folder = try recorded()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Without --questions the small tree is not loaded.
    let result = try hig(["check"], directory: folder)
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "decisions/small-task.yaml:6:11: error: there is no tree 'small'; load it with --questions, or record the decision again"
      ), "\(result.stdout)")
  }

  @Test func aMissingFolderIsAUsageError() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try hig(["check"], directory: folder)
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "error: invalid value 'decisions' for 'DIR'; expected a folder of decision records, as 'hig-wizard run TREE --record DIR' writes\nUsage: hig-wizard check"
      ), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test func aConditionalRecommendationIsNotRecorded() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try hig(
      [
        "run", "presentation", "-n", "-a", "platform=ipad", "-a", "modal-needed=no", "-a",
        "screen-tools=no", "-a", "suspend=unsure", "-a", "fits-in-view=yes", "--record",
        "decisions",
      ], directory: folder)
    #expect(result.status == 1)
    #expect(result.stderr.contains("error: a conditional recommendation is not recorded"))
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("decisions").path))
  }

  /// A folder the user may not write into: the error names the file, and
  /// the record already there is untouched.
  @Test func anExistingRecordIsUntouchedWhenTheWriteFails() throws {
    let permissions = OutputPermissionTests()
    let folder = try permissions.userFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let decisions = folder.appendingPathComponent("decisions")
    try FileManager.default.createDirectory(at: decisions, withIntermediateDirectories: true)
    let path = try permissions.file("photo-filters.yaml", in: decisions, mode: 0o644)
    if geteuid() == 0 {
      #expect(
        chown(decisions.path, OutputPermissionTests.nobody, OutputPermissionTests.nobody) == 0)
    }
    #expect(chmod(decisions.path, 0o555) == 0)
    defer { chmod(decisions.path, 0o755) }
    let result = try permissions.asUser(photoFilters + ["--record", "decisions"], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr.contains("error: cannot write"), "\(result.stderr)")
    #expect(result.stderr.contains("permission denied"), "\(result.stderr)")
    #expect(try read(URL(fileURLWithPath: path)) == "keep")
    let names = try FileManager.default.contentsOfDirectory(atPath: decisions.path)
    #expect(names == ["photo-filters.yaml"], "\(names)")
  }

  /// What `run --record` writes is valid against schemas/record.json (read
  /// as hig-wizard reads YAML: every value text).
  @Test func theRecordValidatesAgainstItsSchema() throws {
    let folder = try recorded()
    defer { try? FileManager.default.removeItem(at: folder) }
    let schema = Binary.repository.appendingPathComponent("schemas/record.json").path
    let script = """
      import json, sys, yaml
      from jsonschema import Draft7Validator
      schema = json.load(open(sys.argv[1]))
      Draft7Validator.check_schema(schema)
      record = yaml.load(open(sys.argv[2]), Loader=yaml.BaseLoader)
      errors = list(Draft7Validator(schema).iter_errors(record))
      print(len(errors), [e.message for e in errors])
      broken = dict(record, source="typed")
      print(len(list(Draft7Validator(schema).iter_errors(broken))) > 0)
      """
    let result = try runProcess(
      "/usr/bin/python3",
      ["-c", script, schema, folder.appendingPathComponent("decisions/small-task.yaml").path])
    #expect(result.stdout == "0 []\nTrue\n", "\(result.stdout)\(result.stderr)")
  }
}

/// `--record` in a conversation at a terminal: the record is written once
/// the report is saved at the save prompt, and said so.
@Suite struct RecordAtThePromptTests {
  @Test func theSavePromptIsFollowedByTheRecord() throws {
    let wizard = try TerminalTests.Wizard()
    let terminal = try wizard.start(["run", "presentation", "--record", "decisions"])
    try wizard.when(wizard.namePrompt, type: "Photo filters\r")
    for (index, reply) in TerminalTests.filters.enumerated() {
      try wizard.answer(index + 1, reply)
    }
    try wizard.when("Save this as Markdown?", type: "\r")
    try wizard.expectEnd(.exited(0))
    let screen = terminal.screenText
    #expect(screen.contains("Saved in photo-filters.md."), "\(screen)")
    #expect(screen.contains("Decision recorded in decisions/photo-filters.yaml."), "\(screen)")
    let record = try read(wizard.work.appendingPathComponent("decisions/photo-filters.yaml"))
    #expect(record.contains("task: Photo filters\n"))
    #expect(record.contains("    outcome: modal-popover\n"))
    #expect(record.contains("      - {question: platform, choice: ipad, source: given}\n"))
  }
}
