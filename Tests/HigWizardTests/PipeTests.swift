import Foundation
import Testing

/// The prompt without a terminal: replies read line by line from a pipe.
@Suite struct PipeTests {
  /// A fresh state folder (history, sessions) for one test.
  struct State {
    let folder: URL
    var environment: [String: String] { ["XDG_STATE_HOME": folder.path] }
    var sessions: URL { folder.appendingPathComponent("hig-wizard/sessions") }

    init() throws { folder = try temporaryFolder() }

    func savedNames() throws -> [String] {
      guard FileManager.default.fileExists(atPath: sessions.path) else { return [] }
      return try FileManager.default.contentsOfDirectory(atPath: sessions.path).sorted()
    }
  }

  static let filtersFlags = [
    "run", "presentation", "--non-interactive", "--format", "markdown",
    "-a", "platform=ipad", "-a", "modal-needed=yes", "-a", "depth=no", "-a", "multiple-inputs=yes",
  ]

  @Test func pipedRepliesGiveTheSameReportAsFlags() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    let piped = try hig(
      ["run", "presentation"], input: "ipad\nyes\nno\nyes\n", environment: state.environment
    )
    #expect(piped.status == 0, "\(piped.stderr)")
    let flags = try hig(Self.filtersFlags)
    #expect(piped.stdout == flags.stdout)
    #expect(piped.stdout.hasPrefix("# Presentation\n"))
    // The conversation goes to stderr, with the replies echoed.
    #expect(piped.stderr.contains("Presentation · question 1 of at most 7\n"))
    #expect(piped.stderr.contains("Which device is this task for?  [ipad/iphone, Enter = ipad]\n"))
    #expect(piped.stderr.contains("or quit.\n> ipad\n"))
    #expect(piped.stderr.contains("must not be lost?  [Y/n]\n> yes\n"))
    #expect(piped.stderr.contains("a lot for people to read or do?  [y/N]\n> no\n"))
    #expect(piped.stderr.contains("question 4 of at most 7"))
    #expect(try state.savedNames() == [], "a finished session is removed")
  }

  @Test func wrongAnswersAreAskedAgain() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    let result = try hig(
      ["run", "presentation"], input: "android\ni\n7\niphone\nno\n\nmaybe\nyes\n",
      environment: state.environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "'android' is not an answer here. Answer ipad or iphone (or 1-2), or ? for why this is asked."
      ))
    #expect(result.stderr.contains("'i' could be ipad or iphone: type more of it."))
    #expect(result.stderr.contains("This question has no default."))
    #expect(result.stderr.contains("'7' is not an answer here."))
    // `unsure` is named where it is taken.
    #expect(result.stderr.contains("'maybe' is not an answer here. Answer yes, no or unsure"))
    #expect(result.stdout.contains("Recommendation: In place, without a modal context."))
  }

  @Test func commandsHelpBackAnswersRestart() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    let result = try hig(
      ["run", "presentation"],
      input: "ipad\nyes\n?\nanswers\nback\nback\nback\nrestart\nno\nrestart\ny\niphone\nyes\n",
      environment: state.environment)
    #expect(result.status == 0, "\(result.stderr)")
    let stderr = result.stderr
    #expect(stderr.contains("Guideline: Popovers: Avoid making a popover too big"))
    #expect(
      stderr.contains("A popover has to stay small enough to show its content and where it"))
    #expect(stderr.contains("  1. Which device is this task for? → iPad\n"))
    #expect(stderr.contains("  2. Does the task need a context of its own"))
    #expect(stderr.contains("This is the first question: there is nothing to take back."))
    // `restart` asks first; Enter or no keeps the answers.
    #expect(
      stderr.contains("Start again from the first question, forgetting every answer?  [y/N]"))
    #expect(stderr.components(separatedBy: "Starting again from the first question.").count == 2)
    #expect(result.stdout.contains("**Recommendation: Modal view.**"))
    #expect(
      result.stdout.contains(
        "--answer platform=iphone --answer modal-needed-iphone=yes --lang en --format markdown"))
  }

  @Test func theFollowUpOfferShowsTheResultAndTakesCommands() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    let result = try hig(
      ["run", "presentation", "-a", "modal-needed=yes"],
      input: "ipad\nyes\n?\nanswers\nmaybe\nback\nno\nyes\n",
      environment: state.environment)
    #expect(result.status == 0, "\(result.stderr)")
    let stderr = result.stderr
    // What the first decision gave, then the offer.
    #expect(
      stderr.contains(
        "Presentation: Modal view.\nNext decision: Modal style (modal-style). Go on with it?"))
    #expect(stderr.contains("  Decides how a modal view should appear"))
    #expect(stderr.contains("  1. Which device is this task for? → iPad\n"))
    #expect(
      stderr.contains(
        "  3. Is the task in-depth, with a series of entries or a lot for people to read or do? → Yes\n"
      ))
    #expect(stderr.contains("Answer y or n (Enter: yes)."))
    // `back` reopened the in-depth question, asked again though a flag
    // answered the one before it.
    #expect(
      stderr.components(
        separatedBy:
          "Is the task in-depth, with a series of entries or a lot for people to read or do?  ["
      ).count == 3)
    #expect(result.stdout.contains("**Recommendation: Modal popover.**"))
    #expect(result.stdout.contains("--answer platform=ipad"))
  }

  @Test func answersGivenAsFlagsAreNotAskedAgain() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    let result = try hig(
      [
        "run", "presentation", "-a", "platform=ipad", "-a", "modal-needed=no", "-a", "suspend=no",
        "--defaults",
      ],
      input: "yes\n", environment: state.environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stderr.contains("Which device"))
    #expect(!result.stderr.contains("act on things people see"), "screen-tools has a default")
    #expect(!result.stderr.contains("put it aside to work in the main view"))
    #expect(result.stderr.contains("Presentation · question 5 of at most 5"))
    #expect(result.stdout.contains("Recommendation: In place, without a modal context."))
  }

  @Test func endOfInputNamesTheRestAndKeepsTheAnswers() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    let cut = try hig(
      ["run", "presentation"], input: "ipad\nyes\nno\n", environment: state.environment)
    #expect(cut.status == 3)
    #expect(cut.stdout == "")
    #expect(cut.stderr.contains("error: the input ended before a recommendation"))
    #expect(cut.stderr.contains("--answer multiple-inputs=yes|no (default: no)"))
    #expect(cut.stderr.contains("--answer one-time=yes|no (default: no)"))
    #expect(!cut.stderr.contains("--answer platform=ipad --answer modal-needed="))
    #expect(!cut.stderr.contains("--answer depth="))
    let names = try state.savedNames()
    #expect(names.count == 1)
    let name = try #require(names.first).replacingOccurrences(of: ".json", with: "")
    #expect(
      cut.stderr.contains("Your 3 answers are saved.\nGo on with: hig-wizard resume \(name)\n"))
    let attributes = try FileManager.default.attributesOfItem(
      atPath: state.sessions.appendingPathComponent(name + ".json").path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)

    let list = try hig(["resume", "--list"], environment: state.environment)
    #expect(list.status == 0)
    #expect(list.stdout.hasPrefix(name + "  "))
    #expect(list.stdout.contains("3 answers  Presentation"))

    let resumed = try hig(["resume"], input: "yes\n", environment: state.environment)
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(resumed.stderr.contains("Resuming \(name) (Presentation, saved "))
    #expect(resumed.stderr.contains("3 of 3 answers kept."))
    #expect(resumed.stderr.contains("question 4 of at most 7"))
    let uninterrupted = try hig(Self.filtersFlags)
    #expect(resumed.stdout == uninterrupted.stdout)
    #expect(try state.savedNames() == [])
  }

  @Test func flagsOnlyRunsSaveNothing() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    let result = try hig(
      ["run", "presentation", "-a", "modal-needed=yes", "-a", "platform=ipad"],
      environment: state.environment)
    #expect(result.status == 3)
    #expect(try state.savedNames() == [])
    let none = try hig(["resume"], environment: state.environment)
    #expect(none.status == 1)
    #expect(none.stderr.contains("error: there is no saved session to resume"))
    let tree = try hig(["run", "presentation", "--resume"], environment: state.environment)
    #expect(tree.status == 1)
    #expect(tree.stderr.contains("there is no saved session of 'presentation' to resume"))
  }

  @Test func resumeAfterTheTreeChangedKeepsWhatStillApplies() throws {
    let state = try State()
    let folder = try temporaryFolder()
    defer {
      try? FileManager.default.removeItem(at: state.folder)
      try? FileManager.default.removeItem(at: folder)
    }
    let original = try read(Binary.repository.appendingPathComponent("Questions/presentation.yaml"))
    let treeFile = folder.appendingPathComponent("presentation.yaml")
    try write(original, to: treeFile)
    let cut = try hig(
      ["run", "presentation", "--questions", folder.path], input: "ipad\nyes\nno\nno\n",
      environment: state.environment)
    #expect(cut.status == 3)

    // The multiple-inputs question disappears: 'no' to depth now goes to
    // drill-down.
    var changed = original.replacingOccurrences(
      of: "        next: multiple-inputs\n", with: "        next: drill-down\n")
    let start = try #require(changed.range(of: "  - id: multiple-inputs\n"))
    let end = try #require(changed.range(of: "  - id: drill-down\n"))
    try #require(start.lowerBound < end.lowerBound)
    changed.removeSubrange(start.lowerBound..<end.lowerBound)
    try write(changed, to: treeFile)
    #expect(try hig(["lint", treeFile.path]).status == 0)

    // The session remembers the folder: no --questions needed.
    let resumed = try hig(
      ["resume", "presentation"], input: "yes\n", environment: state.environment)
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(resumed.stderr.contains("3 of 4 answers kept."))
    #expect(resumed.stderr.contains("The tree has changed since"))
    #expect(
      resumed.stderr.contains("dropped multiple-inputs=no: the question is no longer in the tree"))
    #expect(resumed.stdout.contains("Recommendation: Modal popover."))
    #expect(resumed.stdout.contains("--questions \(folder.path)"))
  }

  @Test func unknownSessionNamesAreUsageErrors() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    _ = try hig(["run", "presentation"], input: "ipad\nyes\n", environment: state.environment)
    let result = try hig(["resume", "presentaton"], environment: state.environment)
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "no saved session is called 'presentaton'. Did you mean 'presentation'?"))
    #expect(result.stderr.contains("See 'hig-wizard resume --help'."))
    // The saved session is untouched by the mistake.
    #expect(try state.savedNames().count == 1)
  }

  /// With no session saved, the mistake lists nothing: no empty "(saved: )".
  @Test func anUnknownSessionWithNoneSavedListsNothing() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    let result = try hig(["resume", "--forget", "nope"], environment: state.environment)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: no saved session is called 'nope'\n"), "\(result.stderr)")
    #expect(!result.stderr.contains("(saved: )"))
  }

  @Test func noControlCharactersReachTheOutput() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    let result = try hig(
      ["run", "presentation"], input: "\u{1B}]0;owned\u{07}\u{1B}[2J\niphone\nyes\n",
      environment: state.environment)
    #expect(result.status == 0)
    #expect(!result.stderr.contains("\u{1B}"))
    #expect(!result.stderr.contains("\u{07}"))
    #expect(result.stderr.contains("is not an answer here"))
  }

  @Test func nonInteractiveAndAnswersFromStdinNeverPrompt() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    let fromStdin = try hig(
      ["run", "presentation", "--answers", "-"], input: "modal-needed: \"yes\"\nplatform: ipad\n",
      environment: state.environment)
    #expect(fromStdin.status == 3)
    #expect(fromStdin.stderr.contains("error: the answers do not reach a recommendation"))
    #expect(!fromStdin.stderr.contains("> "))
    let never = try hig(
      ["run", "presentation", "-n"], input: "ipad\nyes\n", environment: state.environment)
    #expect(never.status == 3)
    #expect(!never.stderr.contains("Which device is this task for?  ["))
    #expect(try state.savedNames() == [])
  }

  @Test func withoutAStateFolderNothingIsSaved() throws {
    let result = try hig(
      ["run", "presentation"], input: "ipad\nyes\n",
      environment: ["XDG_STATE_HOME": "", "HOME": ""])
    #expect(result.status == 3)
    #expect(!result.stderr.contains("Go on with"))
  }

  @Test func treeTextCannotSendEscapeSequences() throws {
    let state = try State()
    let folder = try temporaryFolder()
    defer {
      try? FileManager.default.removeItem(at: state.folder)
      try? FileManager.default.removeItem(at: folder)
    }
    let hostile = try read(Binary.repository.appendingPathComponent("Questions/presentation.yaml"))
      .replacingOccurrences(
        of: "prompt: Which device is this task for?",
        with: "prompt: \"Which device\\e]0;owned\\a\\e[2J is this task for?\""
      )
      .replacingOccurrences(of: "label: iPad", with: "label: \"iPad\\e[31m\"")
    try write(hostile, to: folder.appendingPathComponent("presentation.yaml"))
    let result = try hig(
      ["run", "presentation", "--questions", folder.path],
      input: "?\nanswers\nipad\nyes\nanswers\n",
      environment: state.environment)
    #expect(result.stderr.contains("Which device]0;owned[2J is this task for?"))
    #expect(!result.stderr.contains("\u{1B}"))
    #expect(!result.stderr.contains("\u{07}"))
  }

  @Test func resumeCommandLine() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    let empty = try hig(["resume", "--list"], environment: state.environment)
    #expect(empty.status == 0)
    #expect(empty.stdout.hasPrefix("No saved sessions (they are kept in \(state.sessions.path))."))
    let extra = try hig(["resume", "a", "b"], environment: state.environment)
    #expect(extra.status == 2)
    #expect(extra.stderr.contains("error: unexpected argument 'b'"))
    let help = try hig(["help", "resume"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("Usage: hig-wizard resume [NAME|TREE] [--list]"))
    #expect(help.stdout.contains("-l, --list"))
    let run = try hig(["run", "--help"])
    #expect(run.stdout.contains("-r, --resume"))
  }

  @Test func aFailedReportKeepsTheSession() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    let result = try hig(
      ["run", "presentation", "--output", "/nonexistent/folder/x.md"],
      input: "ipad\nyes\nno\nyes\n", environment: state.environment)
    #expect(result.status == 1)
    #expect(result.stderr.contains("Go on with:"))
    #expect(try state.savedNames().count == 1)
    // Resuming reaches the recommendation at once and reports it.
    let resumed = try hig(["resume", "--format", "markdown"], environment: state.environment)
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(resumed.stdout == (try hig(Self.filtersFlags)).stdout)
    #expect(try state.savedNames() == [])
  }

  @Test func answersGivenUpFrontAreKeptForResume() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    let cut = try hig(
      [
        "run", "presentation", "-a", "platform=ipad", "-a", "modal-needed=no", "--defaults",
      ],
      input: "", environment: state.environment)
    // screen-tools and suspend take their defaults; fits-in-view has none.
    #expect(cut.status == 3)
    #expect(try state.savedNames() == [], "nothing typed: nothing saved")
    let typed = try hig(
      [
        "run", "presentation", "-a", "platform=ipad", "-a", "modal-needed=no", "-a",
        "fits-in-view=yes",
      ],
      input: "no\n", environment: state.environment)
    #expect(typed.status == 3)
    // screen-tools=no typed; suspend is left, then fits-in-view is known.
    let resumed = try hig(["resume"], input: "no\n", environment: state.environment)
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(!resumed.stderr.contains("Can people do the task right where they are"))
    #expect(resumed.stdout.contains("Recommendation: In place, without a modal context."))
  }
}
