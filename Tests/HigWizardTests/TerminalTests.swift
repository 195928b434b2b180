import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

/// The wizard driven through a real pseudo-terminal: libedit, signals, and the
/// terminal modes after every way out.
@Suite struct TerminalTests {
  /// One wizard on a terminal, with its own empty HOME and state folder.
  final class Wizard {
    let folder: URL
    var state: String { folder.appendingPathComponent("state").path }
    var work: URL { folder.appendingPathComponent("work") }
    private(set) var terminal: TerminalSession?
    /// A new `run` at a terminal first asks for the task's name: the first
    /// `when` takes the offered one with Enter.
    private var namePending = false
    var namePrompt = "Name the task"
    var reviewPrompt = "Press Enter for the recommendation"
    /// The output seen when the last review was passed.
    private var reviewsSeen = 0

    init() throws {
      folder = try temporaryFolder()
      try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    @discardableResult
    func start(_ arguments: [String], environment extra: [String: String] = [:], columns: Int = 100)
      throws -> TerminalSession
    {
      var environment = [
        "TERM": "xterm", "HOME": folder.path, "XDG_STATE_HOME": state, "LANG": "C.UTF-8",
        "PATH": "/usr/bin:/bin",
      ]
      environment.merge(extra) { _, new in new }
      let terminal = try TerminalSession(
        Binary.path, arguments, environment: environment, directory: work.path, columns: columns)
      self.terminal = terminal
      reviewsSeen = 0
      namePending =
        arguments.first == "run" && !arguments.contains("--title")
        && !arguments.contains("--resume")
      return terminal
    }

    var session: TerminalSession {
      get throws { try #require(terminal) }
    }

    /// Waits for `marker` after what was seen so far and for the line editor
    /// to read, then types `keys`.
    func when(_ marker: String, type keys: String, since: Int? = nil) throws {
      let terminal = try session
      if marker == namePrompt { namePending = false }
      if namePending {
        namePending = false
        try terminal.waitFor(namePrompt)
        try terminal.waitForRawMode()
        terminal.type("\r")
      }
      // The review of the answers before the report: Enter goes on, unless
      // the test is waiting for the review itself.
      while marker != reviewPrompt {
        let found = try terminal.waitForAny([
          (marker, since ?? 0), (reviewPrompt, reviewsSeen),
        ])
        if found == 0 { break }
        reviewsSeen = terminal.outputCount
        try terminal.waitForRawMode()
        terminal.type("\r")
      }
      try terminal.waitFor(marker, since: since ?? 0)
      if marker == reviewPrompt { reviewsSeen = terminal.outputCount }
      try terminal.waitForRawMode()
      terminal.type(keys)
    }

    /// Answers the next question: waits for its progress line.
    func answer(_ number: Int, _ reply: String) throws {
      try when("question \(number) of at most", type: reply + "\r", since: 0)
    }

    func savedSessions() throws -> [String] {
      let sessions = state + "/hig-wizard/sessions"
      guard FileManager.default.fileExists(atPath: sessions) else { return [] }
      return try FileManager.default.contentsOfDirectory(atPath: sessions).sorted()
    }

    /// Checks that the program ended as expected with the terminal as it was.
    func expectEnd(
      _ expected: TerminalSession.Termination, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
      let terminal = try session
      let end = try terminal.waitForExit()
      #expect(end == expected, "\(terminal.screenText)", sourceLocation: sourceLocation)
      #expect(
        terminal.modes.canonical == terminal.initialModes.canonical, sourceLocation: sourceLocation)
      #expect(terminal.modes.echo == terminal.initialModes.echo, sourceLocation: sourceLocation)
    }
  }

  /// Answers questions 1-4 of the photo-filters example: iPad, a modal
  /// context, not in-depth, several types of input.
  static let filters = ["ipad", "y", "n", "y"]
  /// Answers that reach a modal view (an in-depth iPad task), which offers
  /// the modal-style decision.
  static let toModalView = ["ipad", "y", "y"]

  @Test func typingAnswersGivesTheReportAndTheOfferToSave() throws {
    let wizard = try Wizard()
    try wizard.start(["run", "presentation"])
    for (index, reply) in Self.filters.enumerated() { try wizard.answer(index + 1, reply) }
    try wizard.when("Save this as Markdown? [presentation.md]", type: "filters.md\r")
    try wizard.expectEnd(.exited(0))
    let screen = try wizard.session.screenText
    #expect(screen.contains("Type an answer (or its number or first letters; Tab completes;"))
    #expect(screen.contains("Presentation · question 2 of at most 7"))
    #expect(screen.contains("Recommendation: Modal popover"))
    // The last thing on screen: the recommendation in a line, and where the
    // report went.
    let lastLine = screen.split(separator: "\n").last { !$0.allSatisfy { $0 == " " } }
    #expect(
      lastLine?.trimmingCharacters(in: .whitespaces)
        == "Recommendation: Modal popover. Saved in filters.md.", "\(screen)")
    let saved = try read(wizard.work.appendingPathComponent("filters.md"))
    let flags = try hig(PipeTests.filtersFlags)
    #expect(saved == flags.stdout)
    #expect(try wizard.savedSessions() == [], "a finished session is removed")
  }

  @Test func theSavePromptTakesYesCommandsFoldersAndTheHomeFolder() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["run", "presentation"])
    for (index, reply) in Self.filters.enumerated() { try wizard.answer(index + 1, reply) }
    // `?` explains; commands are not files.
    try wizard.when("Save this as Markdown? [presentation.md]", type: "?\r")
    try terminal.waitFor(".json gives JSON")
    try terminal.waitForRawMode()
    var mark = terminal.outputCount
    terminal.type("answers\r")
    try terminal.waitFor("1. Which device is this task for? → iPad", since: mark)
    try terminal.waitForRawMode()
    // A folder is asked again.
    mark = terminal.outputCount
    terminal.type(".\r")
    try terminal.waitFor("is a folder: type a file name, such as ./presentation.md.", since: mark)
    try terminal.waitForRawMode()
    // `~/` is the home folder, and the extension picks the format.
    terminal.type("~/filters.json\r")
    try wizard.expectEnd(.exited(0))
    let files = try FileManager.default.contentsOfDirectory(atPath: wizard.work.path)
    #expect(files.isEmpty, "no file named answers, ? or .: \(files)")
    let saved = try read(wizard.folder.appendingPathComponent("filters.json"))
    #expect(saved == (try hig(PipeTests.filtersFlags + ["--format", "json"])).stdout)
  }

  @Test func theTaskIsNamedFirstAndNamesTheReportAndItsFile() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["run", "presentation"])
    try wizard.when(wizard.namePrompt, type: "?\r")
    try terminal.waitFor("For example: Photo filters")
    try terminal.waitForRawMode()
    terminal.type("Fotos für später\r")
    for (index, reply) in Self.filters.enumerated() { try wizard.answer(index + 1, reply) }
    // The offered file name is the name in ASCII.
    try wizard.when("Save this as Markdown? [fotos-fur-spater.md]", type: "\r")
    try wizard.expectEnd(.exited(0))
    let saved = try read(wizard.work.appendingPathComponent("fotos-fur-spater.md"))
    #expect(saved.hasPrefix("# Fotos für später\n"))
    let flags = try hig(PipeTests.filtersFlags + ["--title", "Fotos für später"]).stdout
    #expect(saved == flags)
  }

  @Test func aJapaneseTitleOffersTheTreeIdAsTheFileName() throws {
    let wizard = try Wizard()
    wizard.namePrompt = "タスクに短い名前を付けてください"
    wizard.reviewPrompt = "Enter で推奨を表示します"
    try wizard.start(["run", "presentation", "--lang", "ja"])
    for (index, reply) in ["ipad", "はい", "いいえ", "はい"].enumerated() {
      try wizard.when("最大7問中\(index + 1)問目", type: reply + "\r")
    }
    try wizard.when("[presentation.md]", type: "\r")
    try wizard.expectEnd(.exited(0))
    let saved = try read(wizard.work.appendingPathComponent("presentation.md"))
    #expect(saved.hasPrefix("# 表示方法\n"))
  }

  @Test func theAnswersAreReviewedBeforeTheReport() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["run", "presentation"])
    for (index, reply) in Self.filters.enumerated() { try wizard.answer(index + 1, reply) }
    try wizard.when(wizard.reviewPrompt, type: "9\r")
    try terminal.waitFor("Type 1-4 to change that answer")
    try terminal.waitForRawMode()
    // Change the second answer: the question is asked again, and the path
    // it now takes no longer needs the answers after it.
    var mark = terminal.outputCount
    terminal.type("2\r")
    try wizard.when("question 2 of at most 7", type: "n\r", since: mark)
    try wizard.when("question 3 of at most", type: "y\r", since: mark)
    mark = terminal.outputCount
    try terminal.waitFor(
      "No longer asked, so dropped: depth=no and multiple-inputs=yes.", since: mark)
    try terminal.waitFor("  3. Does the task offer actions or tools", since: mark)
    try wizard.when(wizard.reviewPrompt, type: "\r", since: mark)
    try wizard.when("Save this as Markdown?", type: "no\r")
    try wizard.expectEnd(.exited(0))
    #expect(terminal.screenText.contains("Recommendation: Nonmodal popover"))
    #expect(!terminal.screenText.contains("was not used"))
    // Not saved: the last line still gives the result, and says so.
    let lastLine = terminal.screenText.split(separator: "\n").last {
      !$0.allSatisfy { $0 == " " }
    }
    #expect(
      lastLine?.trimmingCharacters(in: .whitespaces)
        == "Recommendation: Nonmodal popover. The report is above; it was not saved.")
  }

  @Test func aResumedFinishedSessionIsReviewedAndCtrlDKeepsIt() throws {
    let wizard = try Wizard()
    try wizard.start(["run", "presentation"])
    try wizard.answer(1, "iphone")
    try wizard.answer(2, "y")
    try wizard.when(wizard.reviewPrompt, type: "quit\r")
    try wizard.expectEnd(.exited(0))
    let resumed = try wizard.start(["resume"])
    try wizard.when(wizard.reviewPrompt, type: "\r")
    try wizard.when("Go on with it?", type: "n\r")
    try wizard.when("Save this as Markdown?", type: "\u{04}")
    try wizard.expectEnd(.exited(0))
    #expect(resumed.screenText.contains("Go on with:\n  hig-wizard resume presentation-"))
    #expect(try wizard.savedSessions().count == 1)
  }

  @Test func backAndRestartAtTheSavePromptGoOnWithTheWalk() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["run", "presentation"])
    for (index, reply) in Self.filters.enumerated() { try wizard.answer(index + 1, reply) }
    // `back` reopens the last question; the new answer gives a new report.
    try wizard.when("Save this as Markdown?", type: "back\r")
    var mark = terminal.outputCount
    try wizard.when("question 4 of at most 7", type: "n\r", since: mark)
    try wizard.when("question 5 of at most 7", type: "n\r", since: mark)
    try wizard.when("question 6 of at most 7", type: "n\r", since: mark)
    try wizard.when("question 7 of at most 7", type: "n\r", since: mark)
    try wizard.when("Go on with it?", type: "n\r", since: mark)
    mark = terminal.outputCount
    // `restart` (confirmed) starts from the first question with nothing kept.
    try wizard.when("Save this as Markdown?", type: "restart\r", since: mark)
    try wizard.when("forgetting every answer?", type: "y\r", since: mark)
    mark = terminal.outputCount
    try wizard.when("question 1 of at most 7", type: "quit\r", since: mark)
    try wizard.expectEnd(.exited(0))
    let screen = terminal.screenText
    #expect(screen.contains("Recommendation: Modal popover"))
    #expect(screen.contains("Recommendation: Modal view"))
    #expect(screen.contains("Nothing was answered, so nothing was saved."))
    #expect(try wizard.savedSessions().isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: wizard.work.path).isEmpty)
  }

  @Test func yesAtTheSavePromptTakesTheOfferedName() throws {
    let wizard = try Wizard()
    try wizard.start(["run", "presentation"])
    for (index, reply) in Self.filters.enumerated() { try wizard.answer(index + 1, reply) }
    try wizard.when("Save this as Markdown? [presentation.md]", type: "y\r")
    try wizard.expectEnd(.exited(0))
    #expect(FileManager.default.fileExists(atPath: wizard.work.path + "/presentation.md"))
    #expect(!FileManager.default.fileExists(atPath: wizard.work.path + "/y"))
  }

  @Test func ctrlDAtTheSavePromptKeepsTheSession() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["run", "presentation"])
    for (index, reply) in Self.filters.enumerated() { try wizard.answer(index + 1, reply) }
    try wizard.when("Save this as Markdown?", type: "\u{04}")
    try wizard.expectEnd(.exited(0))
    #expect(terminal.screenText.contains("Go on with:\n  hig-wizard resume presentation-"))
    #expect(try wizard.savedSessions().count == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: wizard.work.path).isEmpty)
  }

  @Test func tabCompletesAnswersAndCommands() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["run", "presentation"])
    try wizard.when("question 1 of at most 7", type: "ip\t")
    try terminal.waitFor("ipad  iphone")
    terminal.type("a\t\r")
    // Commands complete too: "ans" becomes "answers".
    try wizard.when("question 2 of at most 7", type: "ans\t\r")
    try terminal.waitFor("1. Which device is this task for? → iPad")
    terminal.type("quit\r")
    try wizard.expectEnd(.exited(0))
  }

  /// The wizard in Japanese on a terminal: questions and hints in Japanese,
  /// answers typed as Japanese words, Tab completing a Japanese label, and
  /// the same report as the flags give.
  @Test func japaneseAtTheTerminal() throws {
    let wizard = try Wizard()
    wizard.namePrompt = "タスクに短い名前を付けてください"
    wizard.reviewPrompt = "Enter で推奨を表示します"
    let terminal = try wizard.start(["run", "presentation", "--lang", "ja"], columns: 200)
    try wizard.when("このタスクはどのデバイス向けですか？", type: "ipad\r")
    // A choice's id works in any language.
    try wizard.when("そのタスクには独自のコンテキストが必要ですか？", type: "yes\r")
    try terminal.waitFor("込み入ったもの")
    try terminal.waitFor("[はい/いいえ, ")
    try terminal.waitForRawMode()
    // Tab completes the label: libedit then writes the rest of the word
    // (and the line reads "> いいえ ").
    let mark = terminal.outputCount
    terminal.type("いい\t")
    try terminal.waitFor("え ", since: mark)
    #expect(terminal.screenText.hasSuffix("> いいえ "))
    terminal.type("\r")
    try wizard.when("複数の種類の入力", type: "はい\r")
    try wizard.when("Markdown", type: "filters.md\r")
    try wizard.expectEnd(.exited(0))
    let saved = try read(wizard.work.appendingPathComponent("filters.md"))
    #expect(saved == (try hig(PipeTests.filtersFlags + ["--lang", "ja"])).stdout)
    #expect(saved.hasPrefix("# 表示方法\n"))
  }

  @Test func backHelpAndAWrongAnswer() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["run", "presentation"])
    try wizard.answer(1, "ipad")
    try wizard.answer(2, "y")
    try wizard.when("question 3 of at most 7", type: "?\r")
    try terminal.waitFor("Guideline: Popovers: Avoid making a popover too big")
    var mark = terminal.outputCount
    terminal.type("maybe\r")
    try terminal.waitFor("'maybe' is not an answer here. Answer yes, no or unsure", since: mark)
    try terminal.waitForRawMode()
    terminal.type("back\r")
    mark = terminal.outputCount
    try wizard.when("question 2 of at most 7", type: "back\r", since: mark)
    mark = terminal.outputCount
    try wizard.when("question 1 of at most 7", type: "iphone\r", since: mark)
    try wizard.when("question 2 of at most", type: "y\r", since: mark)
    try wizard.when("Go on with it?", type: "n\r")
    try wizard.when("Save this as Markdown?", type: "no\r")
    try wizard.expectEnd(.exited(0))
    #expect(terminal.screenText.contains("Recommendation: Modal view"))
  }

  @Test func restartAfterUnsureAsksFirstAndKeepsNothing() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["run", "presentation"])
    try wizard.answer(1, "ipad")
    try wizard.answer(2, "unsure")
    try wizard.when("question 3 of at most", type: "restart\r")
    try wizard.when("forgetting every answer?", type: "y\r")
    var mark = terminal.outputCount
    try wizard.when("question 1 of at most 7", type: "answers\r", since: mark)
    try terminal.waitFor("No answers yet.", since: mark)
    try terminal.waitForRawMode()
    terminal.type("iphone\r")
    mark = terminal.outputCount
    try wizard.when("question 2 of at most", type: "y\r", since: mark)
    try wizard.when("Go on with it?", type: "n\r")
    try wizard.when("Save this as Markdown?", type: "no\r")
    try wizard.expectEnd(.exited(0))
    #expect(terminal.screenText.contains("Recommendation: Modal view"))
    #expect(!terminal.screenText.contains("If `modal-needed"))
  }

  @Test func ctrlCAtTheFollowUpOfferSaysHowToResume() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["run", "presentation"])
    try wizard.answer(1, "iphone")
    try wizard.answer(2, "y")
    try wizard.when("Go on with it?", type: "\u{03}")
    try wizard.expectEnd(.exited(130))
    #expect(terminal.screenText.contains("Presentation: Modal view."))
    #expect(
      terminal.screenText.contains(
        "Interrupted. Your 2 answers are saved.\nGo on with:\n  hig-wizard resume presentation-"))
    #expect(try wizard.savedSessions().count == 1)
  }

  @Test func ctrlCSavesAndResumeGivesTheSameReport() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["run", "presentation"])
    try wizard.answer(1, "ipad")
    try wizard.answer(2, "y")
    try wizard.answer(3, "n")
    try wizard.when("question 4 of at most 7", type: "\u{03}")
    try wizard.expectEnd(.exited(130))
    #expect(
      terminal.screenText.contains(
        "Interrupted. Your 3 answers are saved.\nGo on with:\n  hig-wizard resume presentation-"))
    #expect(try wizard.savedSessions().count == 1)

    let resumed = try wizard.start(["resume"])
    try resumed.waitFor("3 of 3 answers kept.")
    try wizard.answer(4, "y")
    try wizard.when("Save this as Markdown?", type: "resumed.md\r")
    try wizard.expectEnd(.exited(0))
    let flags = try hig(PipeTests.filtersFlags)
    #expect(try read(wizard.work.appendingPathComponent("resumed.md")) == flags.stdout)
    #expect(try wizard.savedSessions() == [])
  }

  @Test func ctrlDOnAnEmptyLineSavesAndExitsZero() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["run", "presentation"])
    try wizard.answer(1, "ipad")
    try wizard.when("question 2 of at most 7", type: "\u{04}")
    try wizard.expectEnd(.exited(0))
    #expect(
      terminal.screenText.contains("Stopped (end of input). Your answer is saved.\nGo on with:\n"))
    #expect(try wizard.savedSessions().count == 1)
  }

  @Test func killNineLosesNothingAlreadyAnswered() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["run", "presentation"])
    try wizard.answer(1, "ipad")
    try wizard.answer(2, "y")
    try wizard.answer(3, "n")
    try wizard.when("question 4 of at most 7", type: "")
    terminal.signal(SIGKILL)
    #expect(try terminal.waitForExit() == .signaled(SIGKILL))
    let resumed = try wizard.start(["run", "presentation", "--resume"])
    try resumed.waitFor("3 of 3 answers kept.")
    try wizard.when("question 4 of at most 7", type: "quit\r")
    try wizard.expectEnd(.exited(0))
    #expect(resumed.screenText.contains("Stopped. Your 3 answers are saved."))
  }

  @Test(arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
  func signalsRestoreTheTerminal(signal: Int32, status: Int32) throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["run", "presentation"])
    try wizard.answer(1, "ipad")
    try wizard.when("question 2 of at most 7", type: "")
    terminal.signal(signal)
    try wizard.expectEnd(.exited(status))
    #expect(try wizard.savedSessions().count == 1)
  }

  @Test func historyRecallsEarlierAnswers() throws {
    let wizard = try Wizard()
    try wizard.start(["run", "presentation"])
    try wizard.answer(1, "iphone")
    try wizard.answer(2, "y")
    try wizard.when("Go on with it?", type: "n\r")
    try wizard.when("Save this as Markdown?", type: "no\r")
    try wizard.expectEnd(.exited(0))
    let history = wizard.state + "/hig-wizard/history"
    let attributes = try FileManager.default.attributesOfItem(atPath: history)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)

    let again = try wizard.start(["run", "presentation"])
    // Up four times: "no" (the save offer), "n" (go on?), "y", "iphone";
    // then "iphone" is the newest line and "y" four back again.
    try wizard.when("question 1 of at most 7", type: "\u{1B}[A\u{1B}[A\u{1B}[A\u{1B}[A\r")
    try wizard.when("question 2 of at most 3", type: "\u{1B}[A\u{1B}[A\u{1B}[A\u{1B}[A\r")
    try wizard.when("Go on with it?", type: "n\r")
    try wizard.when("Save this as Markdown?", type: "no\r")
    try wizard.expectEnd(.exited(0))
    #expect(again.screenText.contains("Recommendation: Modal view"))
  }

  @Test func theMenuOffersTheTrees() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start([])
    try wizard.when("Which decision do you need?", type: "?\r")
    // `?` shows what each tree decides; the list itself is one line a tree.
    try wizard.when("Decides how to present a self-contained task", type: "pres\t\r")
    try wizard.when(wizard.namePrompt, type: "\r")
    try wizard.when("Presentation · question 1 of at most 7", type: "quit\r")
    try wizard.expectEnd(.exited(0))
    let screen = terminal.screenText
    // Enter = 1 is the tree that leads on; follow-up-only trees come last.
    #expect(screen.contains("1) Presentation [presentation]\n  2) Navigation [navigation]"))
    #expect(screen.contains("4) Modal style [modal-style]\n  Type ? to see what each decides."))
    #expect(terminal.screenText.contains("Nothing was answered, so nothing was saved."))
  }

  @Test func colourOnlyWithoutNoColor() throws {
    for (environment, flags, bold) in [
      ([String: String](), [String](), true), (["NO_COLOR": "1"], [], false),
      (["TERM": "dumb"], [], false),
      // A terminal that says nothing about itself gets no colour either.
      (["TERM": ""], [], false),
      (["CLICOLOR": "0"], [], false), ([:], ["--color", "never"], false),
      // Unless forced: by the variable, or by the flag over NO_COLOR.
      (["TERM": "", "CLICOLOR_FORCE": "1"], [], true),
      (["NO_COLOR": "1"], ["--color=always"], true),
    ] {
      let wizard = try Wizard()
      let terminal = try wizard.start(["run", "presentation"] + flags, environment: environment)
      try wizard.when("question 1 of at most 7", type: "quit\r")
      try wizard.expectEnd(.exited(0))
      #expect(terminal.output.contains("\u{1B}[1mPresentation · question 1") == bold)
      if environment["TERM"] == "dumb" {
        #expect(!terminal.output.contains("\u{1B}["), "\(terminal.output.debugDescription)")
      }
    }
  }

  @Test func nonASCIIInputAndWideTextWrap() throws {
    let wizard = try Wizard()
    let trees = wizard.folder.appendingPathComponent("trees")
    try FileManager.default.createDirectory(at: trees, withIntermediateDirectories: true)
    let tree = try read(Binary.repository.appendingPathComponent("Questions/presentation.yaml"))
      .replacingOccurrences(
        of: "prompt: Which device is this task for?",
        with: "prompt: この作業はどのデバイス向けですか。画面の大きさで答えが変わります。")
    try write(tree, to: trees.appendingPathComponent("presentation.yaml"))
    let terminal = try wizard.start(
      ["run", "presentation", "--questions", trees.path], environment: ["COLUMNS": "24"],
      columns: 24)
    try wizard.when("この作業", type: "ïpad\r")
    try terminal.waitFor("'ïpad' is not")
    try terminal.waitForRawMode()
    terminal.type("quit\r")
    try wizard.expectEnd(.exited(0))
    let lines = terminal.screenText.split(separator: "\n")
    let japanese = lines.filter { $0.unicodeScalars.contains { $0.value >= 0x3000 } }
    #expect(japanese.count >= 3, "\(japanese)")
    for line in japanese {
      let columns = line.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x3000 ? 2 : 1) }
      #expect(columns <= 24, "\(line)")
    }
  }

  @Test func aModalViewGoesOnToItsStyleWhenAsked() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["run", "presentation"])
    for (index, reply) in Self.toModalView.enumerated() { try wizard.answer(index + 1, reply) }
    try wizard.when("Next decision: Modal style (modal-style). Go on with it? [Y/n]", type: "\r")
    // The device is carried from the first tree: the first question asked
    // is whether the content lives inside a smaller view.
    try wizard.when("inside a split-view pane", type: "n\r")
    try wizard.when("collect information", type: "y\r")
    try wizard.when("Save this as Markdown?", type: "chain.md\r")
    try wizard.expectEnd(.exited(0))
    #expect(terminal.screenText.contains("Next decision: Modal style"))
    let saved = try read(wizard.work.appendingPathComponent("chain.md"))
    #expect(!terminal.screenText.contains("Which device is this modal view for?  ["))
    #expect(terminal.screenText.contains("Which device is this modal view for? → iPad (carried)"))
    #expect(saved.contains("**Recommendation: Modal view: Form sheet, cover vertical.**"))
    #expect(saved.contains("### Modal style: Form sheet, cover vertical"))
    #expect(
      saved.contains(
        "--answer modal-style.inside-view=no --answer modal-style.gathers-input=yes --follow"))
  }
}

extension TerminalTests {
  @Test func insideAFollowUpAnswersBackAndCtrlCReachTheWholeChain() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["run", "presentation"])
    for (index, reply) in Self.toModalView.enumerated() { try wizard.answer(index + 1, reply) }
    try wizard.when("Go on with it? [Y/n]", type: "\r")
    // `answers` lists the first decision's answers too.
    var mark = terminal.outputCount
    try wizard.when("inside a split-view pane", type: "answers\r")
    try terminal.waitFor(
      "Is the task in-depth, with a series of entries or a lot for people to read or do? → Yes",
      since: mark)
    // `back` at its first question reopens the first tree's last question.
    try terminal.waitForRawMode()
    mark = terminal.outputCount
    terminal.type("back\r")
    try wizard.when("question 3 of at most", type: "y\r", since: mark)
    mark = terminal.outputCount
    try wizard.when("Go on with it? [Y/n]", type: "\r", since: mark)
    try wizard.when("inside a split-view pane", type: "n\r", since: mark)
    // Ctrl-C in the follow-up keeps the whole chain for resume.
    try wizard.when("collect information", type: "\u{03}", since: mark)
    try wizard.expectEnd(.exited(130))
    #expect(try wizard.savedSessions().count == 1)
    // The device carried into the follow-up is not counted twice.
    #expect(terminal.screenText.contains("Your 4 answers are saved."))

    let resumed = try wizard.start(["resume"])
    try resumed.waitFor("1 answer for the next decisions is kept too.")
    try wizard.when("collect information", type: "y\r")
    try wizard.when("Save this as Markdown?", type: "chain.md\r")
    try wizard.expectEnd(.exited(0))
    // The follow-up's answer was kept: its question is not asked again.
    #expect(resumed.screenText.contains("Modal style · question 3 of at most"))
    #expect(!resumed.screenText.contains("does not fill the screen? [y/n]"))
    let saved = try read(wizard.work.appendingPathComponent("chain.md"))
    #expect(saved.contains("**Recommendation: Modal view: Form sheet, cover vertical.**"))
    #expect(
      saved.contains(
        "--answer modal-style.inside-view=no --answer modal-style.gathers-input=yes --follow"))
    #expect(try wizard.savedSessions().isEmpty)
  }
}

extension TerminalTests {
  /// The history file's lines, without libedit's header, decoded: libedit
  /// writes each line with strvis(3) and VIS_WHITE, so a space is `\040`
  /// and a backslash `\\` in the file (a line read raw is not the line
  /// typed: that, not a lost line, was the "content mismatch" once seen
  /// after a kill that came once the save was over).
  static func historyLines(_ path: String) throws -> [String] {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst().map {
      unvis(String($0))
    }
  }

  /// strunvis(3) for what VIS_WHITE makes: `\ooo` (octal) and `\\`.
  static func unvis(_ line: String) -> String {
    var bytes: [UInt8] = []
    let raw = Array(line.utf8)
    var index = 0
    while index < raw.count {
      if raw[index] == UInt8(ascii: "\\"), index + 1 < raw.count {
        if raw[index + 1] == UInt8(ascii: "\\") {
          bytes.append(raw[index + 1])
          index += 2
          continue
        }
        if index + 3 < raw.count,
          let value = UInt8(
            String(decoding: raw[(index + 1)...(index + 3)], as: UTF8.self), radix: 8)
        {
          bytes.append(value)
          index += 4
          continue
        }
      }
      bytes.append(raw[index])
      index += 1
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func theHistoryKeepsWhatAnotherWizardAddedMeanwhile() throws {
    let wizard = try Wizard()
    let folder = wizard.state + "/hig-wizard"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let history = folder + "/history"
    try "_HiStOrY_V2_\nearlier\n".write(toFile: history, atomically: true, encoding: .utf8)
    let terminal = try wizard.start(["run", "presentation", "--title", "T"])
    try wizard.answer(1, "ipad")
    // Another wizard, running at the same time, adds a line.
    let mark = terminal.outputCount
    try terminal.waitFor("question 2 of at most", since: mark)
    let now = try String(contentsOfFile: history, encoding: .utf8)
    try (now + "another\n").write(toFile: history, atomically: true, encoding: .utf8)
    try wizard.when("question 2 of at most", type: "y\r", since: mark)
    try wizard.when("question 3 of at most", type: "quit\r")
    try wizard.expectEnd(.exited(0))
    #expect(try Self.historyLines(history) == ["earlier", "ipad", "another", "y", "quit"])
    #expect(!FileManager.default.fileExists(atPath: folder + "/history.tmp"))
  }

  @Test func aSymlinkedHistoryIsReadNeverWritten() throws {
    let wizard = try Wizard()
    let folder = wizard.state + "/hig-wizard"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let target = wizard.folder.appendingPathComponent("dotfiles-history").path
    try "_HiStOrY_V2_\nkept\n".write(toFile: target, atomically: true, encoding: .utf8)
    #expect(chmod(target, 0o644) == 0)
    #expect(symlink(target, folder + "/history") == 0)
    try wizard.start(["run", "presentation", "--title", "T"])
    // The linked file's line is there to recall.
    try wizard.when("question 1 of at most", type: "\u{1B}[A\r")
    try wizard.when("question 1 of at most", type: "quit\r")
    try wizard.expectEnd(.exited(0))
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "_HiStOrY_V2_\nkept\n")
    var info = stat()
    #expect(stat(target, &info) == 0 && info.st_mode & 0o777 == 0o644)
    #expect(lstat(folder + "/history", &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK)
  }
}

extension TerminalTests {
  /// `kill -9` while a long history is being saved leaves the old history
  /// or the new one, whole; a temporary file left behind goes with the next
  /// save.
  @Test func aKilledSaveLeavesAWholeHistory() throws {
    let wizard = try Wizard()
    let folder = wizard.state + "/hig-wizard"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let history = folder + "/history"
    let old = (1...1000).map { "line \($0) " + String(repeating: "x", count: 10_000) }
    let oldText = "_HiStOrY_V2_\n" + old.joined(separator: "\n") + "\n"
    // After 100 ms and more the save is usually over: the new history,
    // whole (read decoded, as libedit reads it back).
    for delay in [0, 1_000, 3_000, 10_000, 30_000, 100_000, 300_000, 500_000] {
      try oldText.write(toFile: history, atomically: true, encoding: .utf8)
      let terminal = try wizard.start(["run", "presentation", "--title", "T"])
      try terminal.waitFor("question 1 of at most")
      try terminal.waitForRawMode()
      terminal.type("y\r")
      usleep(useconds_t(delay))
      terminal.signal(SIGKILL)
      _ = try terminal.waitForExit()
      let lines = try Self.historyLines(history)
      #expect(
        lines == old || lines == Array(old.dropFirst()) + ["y"],
        "after \(delay) µs: \(lines.count) lines, the last \(lines.last?.prefix(20) ?? "")")
    }
    try wizard.start(["run", "presentation", "--title", "T"])
    try wizard.when("question 1 of at most", type: "quit\r")
    try wizard.expectEnd(.exited(0))
    #expect(try Self.historyLines(history).last == "quit")
    #expect(!FileManager.default.fileExists(atPath: folder + "/history.tmp"))
  }
}

extension TerminalTests {
  /// Every save of the history writes a new file and renames it over the
  /// old one, which is never rewritten in place: a hard link to the old
  /// history still holds it, whole, and the history has a new inode after
  /// each answer. No timing: each save is over before the next question is
  /// shown.
  @Test func eachHistorySaveIsANewFileAndKeepsEveryLine() throws {
    let wizard = try Wizard()
    let folder = wizard.state + "/hig-wizard"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let history = folder + "/history"
    let old = (1...1000).map { "line \($0) with spaces, as people type" }
    let oldText = "_HiStOrY_V2_\n" + old.joined(separator: "\n") + "\n"
    try oldText.write(toFile: history, atomically: true, encoding: .utf8)
    func inode(_ path: String) -> ino_t {
      var info = stat()
      return stat(path, &info) == 0 ? info.st_ino : 0
    }
    let first = folder + "/first-history"
    #expect(link(history, first) == 0)

    let terminal = try wizard.start(["run", "presentation", "--title", "T"])
    try wizard.answer(1, "ipad")
    try terminal.waitFor("question 2 of at most")
    #expect(try String(contentsOfFile: first, encoding: .utf8) == oldText)
    #expect(inode(history) != inode(first))
    #expect(try Self.historyLines(history) == Array(old.dropFirst()) + ["ipad"])

    let second = folder + "/second-history"
    #expect(link(history, second) == 0)
    let secondText = try String(contentsOfFile: second, encoding: .utf8)
    try wizard.when("question 2 of at most", type: "quit\r")
    try wizard.expectEnd(.exited(0))
    #expect(try String(contentsOfFile: second, encoding: .utf8) == secondText)
    #expect(inode(history) != inode(second))
    #expect(try Self.historyLines(history) == Array(old.dropFirst(2)) + ["ipad", "quit"])
    #expect(!FileManager.default.fileExists(atPath: folder + "/history.tmp"))
  }
}
