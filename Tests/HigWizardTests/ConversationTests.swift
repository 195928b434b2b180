import Foundation
import Testing

/// The conversation's loose ends a new user found (issue 25): a decision
/// dropped by `unsure` in a follow-up, Enter changing a reopened answer,
/// reviews that did not show, the save prompt losing the session, the task
/// name, the menu's commands.
@Suite struct ConversationTests {
  typealias Wizard = TerminalTests.Wizard

  // MARK: `unsure` in a follow-up decision

  /// `unsure` in a follow-up is refused and asked again: the decision is
  /// kept, and the review shows the whole chain.
  @Test func unsureInAFollowUpIsAskedAgainAndTheDecisionKept() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["run", "presentation"])
    try wizard.answer(1, "iphone")
    try wizard.answer(2, "")
    try wizard.when("Go on with it? [Y/n]", type: "y\r")
    // The first question this decision asks, with its device carried.
    var mark = terminal.outputCount
    try wizard.when("Modal style · question 2 of at most", type: "unsure\r", since: mark)
    try terminal.waitFor(
      "'unsure' is not taken in a follow-up decision, which follows one path: answer yes or no.",
      since: mark)
    try terminal.waitForRawMode()
    mark = terminal.outputCount
    terminal.type("y\r")
    // The review covers the whole chain, numbered across it; the device
    // carried into the follow-up is listed once.
    try terminal.waitFor(
      "3. Is the modal view mainly there to collect information from people, as a form does? → Yes",
      since: mark)
    try wizard.when(wizard.reviewPrompt, type: "\r", since: mark)
    try wizard.when("Save this as Markdown?", type: "chain.md\r")
    try wizard.expectEnd(.exited(0))
    let screen = terminal.screenText
    #expect(screen.contains("  Presentation\n    1. Which device is this task for? → iPhone"))
    #expect(screen.contains("  Modal style\n    3. Is the modal view mainly there"))
    #expect(!screen.contains("the report ends with the decisions before it"))
    let saved = try read(wizard.work.appendingPathComponent("chain.md"))
    #expect(saved.contains("**Recommendation: Modal view: Form sheet, cover vertical.**"))
  }

  /// Completion, `--answer` and batch agree with the prompt: a follow-up
  /// question does not take `unsure`.
  @Test func noUnsureForAFollowUpQuestionAnywhere() throws {
    let candidates = try hig([
      "__complete", "run", "presentation", "-a", "modal-style.inside-view=",
    ])
    #expect(candidates.status == 0)
    #expect(candidates.stdout.contains("modal-style.inside-view=yes"))
    #expect(!candidates.stdout.contains("unsure"), "\(candidates.stdout)")
    // The first tree's questions still offer it.
    let first = try hig(["__complete", "run", "presentation", "-a", "one-time="])
    #expect(first.stdout.contains("one-time=unsure"))

    let run = try hig([
      "run", "presentation", "-n", "-a", "platform=iphone", "-a",
      "modal-style.gathers-input=unsure",
    ])
    #expect(run.status == 2)
    #expect(run.stderr.contains("'unsure' is not a choice for question 'gathers-input'"))

    let record =
      #"{"platform":"iphone","modal-needed-iphone":"yes","modal-style.gathers-input":"unsure"}"#
    let batch = try hig(["batch", "presentation", "-"], input: record + "\n")
    #expect(batch.status == 1)
    #expect(
      batch.stdout.contains(
        "modal-style: 'unsure' is not a choice for question 'gathers-input' (choices: yes, no)"),
      "\(batch.stdout)")
    #expect(batch.stdout.contains(#""invalid":["modal-style.gathers-input"]"#))
  }

  // MARK: Reopening an answer

  /// A reopened answer is the default shown, and Enter keeps it.
  @Test func enterKeepsAReopenedAnswer() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["run", "presentation"])
    try wizard.answer(1, "ipad")
    try wizard.answer(2, "y")
    try wizard.answer(3, "y")
    let mark = terminal.outputCount
    try wizard.when(wizard.reviewPrompt, type: "3\r", since: mark)
    try terminal.waitFor(
      "Is the task in-depth, with a series of entries or a lot for people to read or do? [Y/n]",
      since: mark)
    try terminal.waitForRawMode()
    let reopened = terminal.outputCount
    terminal.type("\r")
    try terminal.waitFor(
      "3. Is the task in-depth, with a series of entries or a lot for people to read or do? → Yes",
      since: reopened)
    try wizard.when(wizard.reviewPrompt, type: "\r", since: reopened)
    try wizard.when("Go on with it?", type: "n\r")
    try wizard.when("Save this as Markdown?", type: "no\r")
    try wizard.expectEnd(.exited(0))
    #expect(terminal.screenText.contains("Recommendation: Modal view"))
  }

  // MARK: The review after `unsure`

  /// `unsure` typed and taken back: the answers are still reviewed.
  @Test func unsureTakenBackStillReviewsTheAnswers() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["run", "presentation"])
    try wizard.answer(1, "ipad")
    try wizard.answer(2, "y")
    try wizard.answer(3, "unsure")
    // The branch's next question: back reopens the one answered unsure.
    var mark = terminal.outputCount
    try wizard.when("Does the task need more than one type of input?", type: "back\r", since: mark)
    mark = terminal.outputCount
    try wizard.when("question 3 of at most", type: "y\r", since: mark)
    try terminal.waitFor("Your answers:", since: mark)
    try wizard.when(wizard.reviewPrompt, type: "\r", since: mark)
    try wizard.when("Go on with it?", type: "n\r")
    try wizard.when("Save this as Markdown?", type: "no\r")
    try wizard.expectEnd(.exited(0))
  }

  /// A conditional recommendation is reviewed too, its `unsure` answers
  /// shown as such; a number reopens one.
  @Test func aConditionalRecommendationIsReviewed() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["run", "presentation"])
    try wizard.answer(1, "ipad")
    try wizard.answer(2, "y")
    try wizard.answer(3, "n")
    try wizard.answer(4, "unsure")
    var mark = terminal.outputCount
    try wizard.when("Do people drill down through a hierarchy of views?", type: "y\r", since: mark)
    try terminal.waitFor(
      "4. Does the task need more than one type of input? → Not sure", since: mark)
    try wizard.when(wizard.reviewPrompt, type: "4\r", since: mark)
    mark = terminal.outputCount
    try wizard.when("question 4 of at most", type: "n\r", since: mark)
    try terminal.waitFor("4. Does the task need more than one type of input? → No", since: mark)
    try wizard.when(wizard.reviewPrompt, type: "\r", since: mark)
    try wizard.when("Save this as Markdown?", type: "no\r")
    try wizard.expectEnd(.exited(0))
    #expect(terminal.screenText.contains("Recommendation: Modal popover"))
  }

  // MARK: The save prompt

  /// `quit` at the offer to save stops as at every prompt: the session is
  /// kept, and the way back is named.
  @Test func quitAtTheSavePromptKeepsTheSession() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["run", "presentation"])
    for (index, reply) in TerminalTests.filters.enumerated() {
      try wizard.answer(index + 1, reply)
    }
    try wizard.when("Save this as Markdown?", type: "quit\r")
    try wizard.expectEnd(.exited(0))
    #expect(terminal.screenText.contains("Stopped before saving the report."))
    #expect(terminal.screenText.contains("Go on with:\n  hig-wizard resume presentation-"))
    #expect(try wizard.savedSessions().count == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: wizard.work.path).isEmpty)
  }

  /// Enter after a failed save: nothing was written, so the session stays,
  /// the way back is named, and the run does not end as a success.
  @Test func enterAfterAFailedSaveKeepsTheSession() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["run", "presentation"])
    for (index, reply) in TerminalTests.filters.enumerated() {
      try wizard.answer(index + 1, reply)
    }
    try wizard.when("Save this as Markdown?", type: "no-such-folder/x.md\r")
    try wizard.when("Save it under another name?", type: "\r")
    try wizard.expectEnd(.exited(1))
    let screen = terminal.screenText
    #expect(screen.contains("Could not save:"))
    #expect(screen.contains("The report is above; it could not be saved."))
    #expect(screen.contains("Go on with:\n  hig-wizard resume presentation-"))
    #expect(try wizard.savedSessions().count == 1)
  }

  // MARK: The task's name

  /// An `unsure` answer given with a flag: the task is named first, once;
  /// after `restart` the next reply answers the first question.
  @Test func unsureFromAFlagStillNamesTheTaskOnce() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["run", "presentation", "-a", "one-time=unsure"])
    try wizard.when(wizard.namePrompt, type: "Filters\r")
    try wizard.answer(1, "ipad")
    var mark = terminal.outputCount
    try wizard.when("question 2 of at most", type: "restart\r", since: mark)
    try wizard.when("forgetting every answer?", type: "y\r", since: mark)
    mark = terminal.outputCount
    try wizard.when("question 1 of at most", type: "quit\r", since: mark)
    try wizard.expectEnd(.exited(0))
    let screen = terminal.screenText
    #expect(screen.components(separatedBy: "Name the task in a few words").count == 2, "\(screen)")
  }

  // MARK: The menu of trees

  /// The menu takes the commands of every prompt, in the language's words.
  @Test func theMenuTakesTheLanguagesCommandWords() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["--lang", "pt"])
    try terminal.waitFor("[1-4, Enter = 1]>")
    try terminal.waitForRawMode()
    var mark = terminal.outputCount
    terminal.type("ajuda\r")
    // What each tree decides.
    try terminal.waitFor("[presentation]", since: mark)
    try terminal.waitForRawMode()
    mark = terminal.outputCount
    terminal.type("voltar\r")
    // Not taken for a tree's name: the way on names the language's quit.
    try terminal.waitFor("sair", since: mark + "voltar".utf8.count)
    try terminal.waitForRawMode()
    terminal.type("sair\r")
    try wizard.expectEnd(.exited(0))
    #expect(!terminal.screenText.contains("'sair'"))
  }

  /// The menu reads a reply as a question does (the core's reading):
  /// `sair` with a tab after it (typed with Ctrl-V) is the language's quit
  /// there as at a question, not a tree's name.
  @Test func theMenuReadsQuitAsAQuestionDoes() throws {
    let wizard = try Wizard()
    let terminal = try wizard.start(["--lang", "pt"])
    try terminal.waitFor("[1-4, Enter = 1]>")
    try terminal.waitForRawMode()
    // Ctrl-V, then Tab: a tab in the line, not a completion.
    terminal.type("sair\u{16}\t\r")
    try wizard.expectEnd(.exited(0))
    #expect(!terminal.screenText.contains("'sair"), "\(terminal.screenText)")
  }

  // MARK: Reports of an `unsure` answer that makes no difference

  static let eitherWay = [
    "run", "presentation", "-n", "-d", "-a", "platform=ipad", "-a", "modal-needed=yes", "-a",
    "multiple-inputs=unsure",
  ]

  /// Both answers lead to a modal popover: the text report gives the
  /// recommendation's sentence, and Why says "not sure" for the question
  /// instead of the answer one branch assumed.
  @Test(arguments: ["text", "markdown"])
  func anUnsureAnswerThatMakesNoDifferenceIsNotGivenAnAnswer(format: String) throws {
    let result = try hig(Self.eitherWay + ["--format", format])
    #expect(result.status == 0, "\(result.stderr)")
    let report = result.stdout
    #expect(report.contains("It does not depend on"))
    #expect(
      report.contains(
        "Present the task in a modal popover anchored to the control that opens it"))
    #expect(report.contains("Either answer leads to this recommendation."))
    #expect(!report.contains("Mixed input such as pickers and option lists is shown better"))
    if format == "text" {
      #expect(report.contains("4. Does the task need more than one type of input? → Not sure"))
      // Nor is its other answer named as a change.
      #expect(!report.contains("Does the task need more than one type of input? → No:"))
    } else {
      #expect(report.contains("**Does the task need more than one type of input?** Not sure."))
    }
  }

  // MARK: Small mismatches

  /// The warning about an answer not used says why, case by case.
  @Test func theUnusedAnswerWarningSaysWhy() throws {
    let result = try hig(PipeTests.filtersFlags + ["-a", "drill-down=yes", "-a", "suspend=no"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "warning: the answer to 'drill-down' was not used: the recommendation was settled before that question"
      ))
    #expect(
      result.stderr.contains(
        "warning: the answer to 'suspend' was not used: that question is not on the branch the answer to 'modal-needed' chose"
      ), "\(result.stderr)")
    let unsure = try hig(
      PipeTests.filtersFlags + ["-a", "modal-needed-iphone=unsure", "-a", "screen-tools=unsure"])
    #expect(
      unsure.stderr.contains(
        "the answer 'unsure' to 'screen-tools' was not used: that question is not on the branch the answer to 'modal-needed' chose"
      ), "\(unsure.stderr)")
  }

  /// `help` says what the program does: `restart` asks first and forgets
  /// every answer, the title defaults to the name typed, COLUMNS is for a
  /// terminal, and every exit status `run` can end with is listed.
  @Test func theHelpAgreesWithTheBehaviour() throws {
    // Words, whatever the wrapping.
    func words(_ text: String) -> String {
      text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    let help = words(try hig(["--help"]).stdout)
    #expect(help.contains("after you confirm; every answer is forgotten"))
    #expect(help.contains("NO_COLOR set turns it off; CLICOLOR_FORCE set and not 0 turns it on"))
    #expect(help.contains("only on a terminal whose TERM is set and not dumb"))
    #expect(help.contains("reports written to a file or a pipe are not wrapped"))
    let run = words(try hig(["help", "run"]).stdout)
    #expect(run.contains("(default: the name typed at the terminal, else the tree's title)"))
    #expect(run.contains("141 standard output is a pipe whose reader went away"))
  }
}
