import Glibc
import Testing
import WizardCore

@testable import WizardTerminal

/// Replies typed at the prompt, in turn; after the last one, the end of
/// input. What the wizard said before each prompt is kept, with the prompt.
final class ScriptedReader: LineReader {
  private var replies: [LineInput]
  /// What was on the screen since the current question (or offer) was
  /// put, at each read.
  private(set) var shown: [String] = []
  private(set) var prompts: [String] = []

  init(_ replies: [LineInput]) { self.replies = replies }

  convenience init(lines: [String]) { self.init(lines.map { .line($0) }) }

  func read(prompt: String, completions: [String], shown: String) -> LineInput {
    prompts.append(prompt)
    // Wrapped lines joined again: the test's standard error may be a
    // terminal of any width.
    self.shown.append(
      shown.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " "))
    return replies.isEmpty ? .endOfInput : replies.removeFirst()
  }

  /// Everything said before the last prompt, since the question was put.
  var lastShown: String { shown.last ?? "" }
}

/// The conversations of ``Wizard`` other than the walk, driven by a
/// scripted reader: the menu of trees, the review, the offer of the next
/// decision, the task's name and the offer to save. (What the wizard writes
/// goes to standard error; what a reply made it say is read back from what
/// the reader was shown.)
@Suite struct WizardConversationTests {
  static let first = """
    id: first
    title: First
    summary: Decides the first thing.
    questions:
      - id: platform
        prompt: Which device?
        topic: T
        help: H.
        choices:
          - {id: ipad, label: iPad, next: go-on, reason: R.}
          - {id: iphone, label: iPhone, next: stop, reason: R.}
    outcomes:
      - {id: go-on, title: Go on, recommendation: R., rationale: R., topic: T, follow: second, checklist: []}
      - {id: stop, title: Stop, recommendation: R., rationale: R., topic: T, checklist: []}
    """
  static let second = """
    id: second
    title: Second
    summary: Decides the second thing.
    questions:
      - id: q
        prompt: Q?
        topic: T
        help: H.
        choices:
          - {id: a, label: A, next: done, reason: R.}
          - {id: b, label: B, next: done, reason: R.}
    outcomes:
      - {id: done, title: Done, recommendation: R., rationale: R., topic: T, checklist: []}
    """

  static func tree(_ text: String) throws -> Tree {
    try #require(TreeLoader.load(text: text, source: "t.yaml").tree)
  }

  static func wizard(_ reader: ScriptedReader, _ language: Language = .en) -> Wizard {
    Wizard(reader: reader, console: Console(language: language), stream: .error)
  }

  /// A session of `first` that chose the iPad: its outcome leads on.
  static func decided() throws -> Session {
    var session = Session(tree: try tree(first))
    try session.answer("ipad")
    return session
  }

  static var trees: [Tree] { get throws { [try tree(first), try tree(second)] } }

  // MARK: The menu of trees

  /// The menu reads a line as a question does: the language's command
  /// words and the English ones, in any case, with spaces or a tab around
  /// them (a tab typed with Ctrl-V was not trimmed, and `sair` followed
  /// by one named no tree).
  @Test(arguments: [
    (Language.pt, "sair"), (.pt, "SAIR"), (.pt, " sair\t"), (.pt, "quit"), (.ja, "終了"),
    (.ru, "выход"), (.en, "quit\t"),
  ])
  func theMenuTakesQuitInEveryLanguage(language: Language, typed: String) throws {
    let reader = ScriptedReader(lines: [typed])
    let result = Self.wizard(reader, language).chooseTree(try Self.trees)
    guard case .failure(let stop) = result else {
      Issue.record("'\(typed)' chose a tree: \(result)")
      return
    }
    #expect(stop.stop == .quit)
    #expect(reader.prompts.count == 1)
  }

  @Test func theMenuTakesANumberAPrefixOrEnter() throws {
    let trees = try Self.trees
    for (typed, chosen) in [("2", "second"), ("", "first"), ("SEC", "second"), ("Fir", "first")] {
      let result = Self.wizard(ScriptedReader(lines: [typed])).chooseTree(trees)
      #expect((try? result.get())?.id == chosen, "\(typed)")
    }
  }

  @Test func theMenuSaysWhatAReplyThatNamesNoTreeCouldBe() throws {
    let reader = ScriptedReader(lines: ["3", "zzz", "2"])
    let result = Self.wizard(reader).chooseTree(try Self.trees)
    #expect((try? result.get())?.id == "second")
    #expect(reader.prompts == ["[1-2, Enter = 1]> ", "[1-2, Enter = 1]> ", "[1-2, Enter = 1]> "])
    #expect(
      reader.shown[1].contains("'3' names no tree here. Type 1-2 or one of: first, second."))
    #expect(reader.shown[2].contains("'zzz' names no tree here."))
  }

  /// `back`, `answers` and `restart` have nothing to work on yet: said, in
  /// the language, naming its quit; `?` lists what each tree decides.
  @Test func theMenuAnswersCommandsThatHaveNothingToDo() throws {
    let reader = ScriptedReader(lines: ["voltar", "ajuda", "1"])
    let result = Self.wizard(reader, .pt).chooseTree(try Self.trees)
    #expect((try? result.get())?.id == "first")
    #expect(reader.shown[1].contains("sair"), "\(reader.shown[1])")
    #expect(reader.shown[2].contains("Decides the second thing."))
  }

  @Test func theMenuStopsAtTheEndOfInputOrASignal() throws {
    let ended = Self.wizard(ScriptedReader([])).chooseTree(try Self.trees)
    #expect(stop(ended) == .endOfInput)
    let signalled = Self.wizard(ScriptedReader([.interrupted(SIGINT)])).chooseTree(
      try Self.trees)
    #expect(stop(signalled) == .signal(SIGINT))
  }

  // MARK: The review

  static func list() throws -> AnswerList {
    var session = Session(tree: try tree(first))
    try session.answer("ipad")
    var other = Session(tree: try tree(second))
    try other.answer("b")
    return AnswerList(sessions: [session, other])
  }

  @Test func theReviewTakesEnterANumberOrBack() throws {
    let list = try Self.list()
    for (typed, reply) in [("", ReviewReply.done), ("2", .change(1)), (" 1 ", .change(0)),
      ("back", .change(1)), ("voltar", .change(1))] as [(String, ReviewReply)]
    {
      let result = Self.wizard(ScriptedReader(lines: [typed]), .pt).review(list, notes: [])
      #expect((try? result.get()) == reply, "\(typed)")
    }
  }

  @Test func theReviewExplainsAnInvalidReplyAndListsTheAnswersAgain() throws {
    let reader = ScriptedReader(lines: ["3", "answers", "x", ""])
    let result = Self.wizard(reader).review(try Self.list(), notes: ["A note."])
    #expect((try? result.get()) == .done)
    #expect(reader.shown[0].contains("A note."))
    #expect(reader.shown[0].contains("2. Q? → B"))
    #expect(
      reader.shown[1].contains(
        "Type 1-2 to change that answer (back: the last one), or press Enter for the recommendation."
      ))
    #expect(reader.shown[2].ranges(of: "1. Which device? → iPad").count == 2)
    #expect(reader.shown[3].ranges(of: "Type 1-2 to change").count == 2)
  }

  @Test func restartAtTheReviewIsConfirmedFirst() throws {
    let list = try Self.list()
    let declined = ScriptedReader(lines: ["restart", "n", ""])
    #expect((try? Self.wizard(declined).review(list, notes: []).get()) == .done)
    let confirmed = ScriptedReader(lines: ["restart", "y"])
    #expect((try? Self.wizard(confirmed).review(list, notes: []).get()) == .restart)
    #expect(confirmed.lastShown.contains("forgetting every answer?"))
  }

  @Test func theReviewStopsAtQuitTheEndOfInputOrASignal() throws {
    let list = try Self.list()
    #expect(stop(Self.wizard(ScriptedReader(lines: ["quit"])).review(list, notes: [])) == .quit)
    #expect(stop(Self.wizard(ScriptedReader([])).review(list, notes: [])) == .endOfInput)
    #expect(
      stop(Self.wizard(ScriptedReader([.interrupted(SIGHUP)])).review(list, notes: []))
        == .signal(SIGHUP))
  }

  // MARK: The offer of the next decision

  func offer(_ lines: [LineInput], canGoBack: Bool = true, _ language: Language = .en) throws
    -> (Result<FollowUpReply, Wizard.StopError>, ScriptedReader)
  {
    let reader = ScriptedReader(lines)
    let decided = try Self.decided()
    let result = Self.wizard(reader, language).offerFollowUp(
      try Self.tree(Self.second), decided: decided, answered: [decided], canGoBack: canGoBack)
    return (result, reader)
  }

  @Test func theOfferTakesYesNoAndTheirWords() throws {
    for (typed, reply) in [("", FollowUpReply.go), ("y", .go), ("sim", .go), ("n", .skip),
      ("NÃO", .skip), ("no", .skip)] as [(String, FollowUpReply)]
    {
      #expect((try? offer([.line(typed)], .pt).0.get()) == reply, "\(typed)")
    }
  }

  @Test func theOfferTakesBackAndRestartOnlyWhereAnswersCanChange() throws {
    #expect((try? offer([.line("back")]).0.get()) == .back)
    #expect((try? offer([.line("restart"), .line("y")]).0.get()) == .restart)
    let (result, reader) = try offer([.line("back"), .line("n")], canGoBack: false)
    #expect((try? result.get()) == .skip)
    #expect(
      reader.shown[1].contains(
        "The answers can no longer be changed here: answer y or n, or quit."))
  }

  @Test func theOfferExplainsAnInvalidReplyAndTellsWhatTheNextDecisionIs() throws {
    let (result, reader) = try offer([.line("maybe"), .line("?"), .line("answers"), .line("y")])
    #expect((try? result.get()) == .go)
    #expect(reader.shown[0].contains("First: Go on."))
    #expect(reader.shown[0].contains("Next decision: Second (second). Go on with it? [Y/n]"))
    #expect(reader.shown[1].contains("Answer y or n (Enter: yes)."))
    #expect(reader.shown[2].contains("Decides the second thing."))
    #expect(reader.shown[3].contains("1. Which device? → iPad"))
  }

  /// The end of piped input skips the next decision (the report is
  /// written); `quit` and a signal stop.
  @Test func theEndOfInputSkipsTheOfferQuitStops() throws {
    #expect((try? offer([]).0.get()) == .skip)
    #expect(stop(try offer([.line("sair")], .pt).0) == .quit)
    #expect(stop(try offer([.interrupted(SIGTERM)]).0) == .signal(SIGTERM))
  }

  // MARK: The task's name

  @Test func theTaskIsNamedOrKeepsItsFallback() throws {
    let wizard = Self.wizard(ScriptedReader(lines: ["  Photo filters  "]))
    #expect((try? wizard.askTaskName(fallback: "First").get()) == "Photo filters")
    #expect((try? Self.wizard(ScriptedReader(lines: [""])).askTaskName(fallback: "F").get()) == .some(nil))
  }

  @Test func commandsAndLongNamesAreNotTakenForTheName() throws {
    let reader = ScriptedReader(lines: ["back", "?", String(repeating: "x", count: 81), "Short"])
    let result = Self.wizard(reader).askTaskName(fallback: "First")
    #expect((try? result.get()) == "Short")
    #expect(reader.shown[1].contains("There are no answers yet: type a name, or press Enter for First."))
    #expect(reader.shown[2].contains("For example: Photo filters"))
    #expect(reader.shown[3].contains("A short name, please: at most 80 columns."))
    #expect(stop(Self.wizard(ScriptedReader(lines: ["quit"])).askTaskName(fallback: "F")) == .quit)
    #expect(stop(Self.wizard(ScriptedReader([])).askTaskName(fallback: "F")) == .endOfInput)
  }

  // MARK: The offer to save the report

  /// A folder of its own for the files a test writes.
  func folder() throws -> String {
    var template = Array("/tmp/hig-wizard-save-XXXXXX".utf8CString)
    let made = try #require(mkdtemp(&template))
    return String(cString: made)
  }

  func save(
    _ lines: [LineInput], suggested: String, canChangeAnswers: Bool = false,
    _ language: Language = .en
  ) -> (Result<SaveEnd, Wizard.StopError>, ScriptedReader) {
    let reader = ScriptedReader(lines)
    let result = Self.wizard(reader, language).offerToSave(
      kind: "Markdown", suggested: suggested, canChangeAnswers: canChangeAnswers, answered: []
    ) { path in "report for \(path)\n" }
    return (result, reader)
  }

  @Test func enterSavesTheSuggestedFileAndNoSkips() throws {
    let folder = try folder()
    let path = folder + "/report.md"
    #expect((try? save([.line("")], suggested: path).0.get()) == .saved(path))
    let written = try #require(try? FileSystem.read(path))
    #expect(String(decoding: written, as: UTF8.self) == "report for \(path)\n")
    #expect((try? save([.line("não")], suggested: path, .pt).0.get()) == .skipped)
  }

  /// An existing file is replaced only when the person says so; a folder
  /// is asked again, with a file name in it suggested.
  @Test func anExistingFileIsReplacedOnlyWhenSaidAndAFolderIsAskedAgain() throws {
    let folder = try folder()
    let path = folder + "/report.md"
    _ = save([.line("")], suggested: path)
    let (kept, reader) = save([.line(""), .line("n"), .line("")], suggested: path)
    #expect((try? kept.get()) == .skipped)
    #expect(reader.shown[1].contains("already exists. Replace it?"))
    let (other, asked) = save([.line(folder), .line(folder + "/b.md")], suggested: "r.md")
    #expect((try? other.get()) == .saved(folder + "/b.md"))
    #expect(asked.shown[1].contains("is a folder: type a file name, such as \(folder)/r.md."))
  }

  /// Commands are never file names: `back` and `restart` end the offer
  /// where answers can change, and are refused where they cannot.
  @Test func commandsAtTheOfferToSaveAreNotFileNames() throws {
    #expect((try? save([.line("back")], suggested: "r.md", canChangeAnswers: true).0.get()) == .back)
    #expect(
      (try? save([.line("restart"), .line("y")], suggested: "r.md", canChangeAnswers: true).0.get())
        == .restart)
    let (result, reader) = save([.line("back"), .line("n")], suggested: "r.md")
    #expect((try? result.get()) == .skipped)
    #expect(
      reader.shown[1].contains("The report is written, so answers are not changed here"),
      "\(reader.shown[1])")
    #expect(stop(save([.line("quit")], suggested: "r.md").0) == .quit)
    #expect(stop(save([], suggested: "r.md").0) == .endOfInput)
  }

  /// A write that fails is said, and asked again; giving up then is not a
  /// report saved.
  @Test func aFailedWriteIsSaidAndGivingUpIsNotSaved() throws {
    let (result, reader) = save([.line(""), .line("")], suggested: "/nonexistent-folder/r.md")
    #expect((try? result.get()) == .notSaved)
    #expect(reader.shown[1].contains("Could not save:"), "\(reader.shown[1])")
  }

  func stop<Value>(_ result: Result<Value, Wizard.StopError>) -> ConversationStop? {
    guard case .failure(let error) = result else { return nil }
    return error.stop
  }
}
