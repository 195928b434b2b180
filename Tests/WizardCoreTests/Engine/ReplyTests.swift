import Testing

@testable import WizardCore

@Suite struct ReplyTests {
  @Test func choicesByIdLabelNumberPrefixAndYesNoLetters() throws {
    let tree = try Fixtures.presentation()
    let platform = try #require(tree.question("platform"))
    let suspend = try #require(tree.question("suspend"))
    #expect(
      Reply.interpret("ipad", for: platform, language: .en) == .choice("ipad", source: .given))
    #expect(
      Reply.interpret("  iPhone ", for: platform, language: .en)
        == .choice("iphone", source: .given))
    #expect(Reply.interpret("2", for: platform, language: .en) == .choice("iphone", source: .given))
    #expect(Reply.interpret("ipa", for: platform, language: .en) == .choice("ipad", source: .given))
    #expect(
      Reply.interpret("IPH", for: platform, language: .en) == .choice("iphone", source: .given))
    #expect(Reply.interpret("y", for: suspend, language: .en) == .choice("yes", source: .given))
    #expect(Reply.interpret("N", for: suspend, language: .en) == .choice("no", source: .given))
    #expect(Reply.interpret("Yes", for: suspend, language: .en) == .choice("yes", source: .given))
  }

  @Test func enterTakesTheDefaultOnlyWhenThereIsOne() throws {
    let tree = try Fixtures.presentation()
    #expect(
      Reply.interpret("", for: try #require(tree.question("suspend")), language: .en)
        == .choice("no", source: .defaulted))
    #expect(
      Reply.interpret("   ", for: try #require(tree.question("fits-in-view")), language: .en)
        == .invalid(.empty))
  }

  @Test func anythingElseIsInvalidNeverACrash() throws {
    let platform = try #require(try Fixtures.presentation().question("platform"))
    #expect(
      Reply.interpret("i", for: platform, language: .en)
        == .invalid(.ambiguous("i", candidates: ["ipad", "iphone"])))
    #expect(
      Reply.interpret("android", for: platform, language: .en) == .invalid(.unknown("android")))
    #expect(Reply.interpret("0", for: platform, language: .en) == .invalid(.unknown("0")))
    #expect(Reply.interpret("3", for: platform, language: .en) == .invalid(.unknown("3")))
    #expect(Reply.interpret("-1", for: platform, language: .en) == .invalid(.unknown("-1")))
    #expect(
      Reply.interpret("99999999999999999999999", for: platform, language: .en)
        == .invalid(.unknown("99999999999999999999999")))
    #expect(
      Reply.interpret("\u{1B}[2J", for: platform, language: .en) == .invalid(.unknown("\u{1B}[2J")))
  }

  @Test func commandsAtAnyPrompt() throws {
    let platform = try #require(try Fixtures.presentation().question("platform"))
    #expect(Reply.interpret("?", for: platform, language: .en) == .command(.help))
    #expect(Reply.interpret("HELP", for: platform, language: .en) == .command(.help))
    #expect(Reply.interpret("back", for: platform, language: .en) == .command(.back))
    #expect(Reply.interpret("answers", for: platform, language: .en) == .command(.answers))
    #expect(Reply.interpret("restart", for: platform, language: .en) == .command(.restart))
    #expect(Reply.interpret("quit", for: platform, language: .en) == .command(.quit))
    // Only whole command names: a prefix is not a command.
    #expect(Reply.interpret("ba", for: platform, language: .en) == .invalid(.unknown("ba")))
  }

  @Test func labelsInOtherScriptsMatch() throws {
    var question = try #require(try Fixtures.small().question("second"))
    question.choices[0].label = "Левый"
    question.choices[1].label = "右"
    #expect(Reply.interpret("лев", for: question, language: .en) == .choice("left", source: .given))
    #expect(Reply.interpret("右", for: question, language: .en) == .choice("right", source: .given))
  }

  @Test func unsureOnlyAtYesNoQuestions() throws {
    let tree = try Fixtures.presentation()
    #expect(
      Reply.interpret("unsure", for: try #require(tree.question("suspend")), language: .en)
        == .unsure)
    #expect(
      Reply.interpret("Not sure", for: try #require(tree.question("depth")), language: .en)
        == .unsure)
    #expect(
      Reply.interpret("unsure", for: try #require(tree.question("platform")), language: .en)
        == .invalid(.unknown("unsure")))
  }

  @Test func resolutionForksAtUnsure() throws {
    let tree = try Fixtures.presentation()
    let resolution = Resolution.resolve(
      tree,
      answers: Answers([
        ("platform", "ipad"), ("modal-needed", "unsure"), ("screen-tools", "yes"),
        ("depth", "unsure"), ("multiple-inputs", "yes"),
      ]), useDefaults: false)
    #expect(resolution.deciding.map(\.id) == ["modal-needed", "depth"])
    #expect(
      resolution.decided.compactMap { $0.outcome?.id } == [
        "modal-view", "modal-popover", "nonmodal-popover",
      ])
    #expect(resolution.missing.isEmpty)
    let open = Resolution.resolve(
      tree,
      answers: Answers([("platform", "ipad"), ("modal-needed", "yes"), ("depth", "unsure")]),
      useDefaults: false)
    #expect(open.missing.map(\.question.id) == ["multiple-inputs"])
    #expect(open.decided.count == 1)
  }
}

/// The prompt's commands in every language, besides the English ones.
@Suite struct LocalizedCommandTests {
  @Test(arguments: [
    (Language.pt, "voltar", WizardCommand.back), (.pt, "Sair", .quit), (.pt, "recomeçar", .restart),
    (.ja, "戻る", .back), (.ja, "回答", .answers), (.ja, "終了", .quit),
    (.ru, "назад", .back), (.ru, "Ответы", .answers), (.ru, "выход", .quit),
    (.pt, "back", .back), (.ja, "quit", .quit), (.ru, "?", .help),
  ])
  func commandsInTheLanguage(language: Language, typed: String, command: WizardCommand) throws {
    let question = try #require(try Fixtures.presentation().question("suspend"))
    #expect(Reply.interpret(typed, for: question, language: language) == .command(command))
  }

  @Test func anotherLanguagesWordsAreNotCommands() throws {
    let question = try #require(try Fixtures.presentation().question("suspend"))
    #expect(Reply.interpret("voltar", for: question, language: .en) != .command(.back))
    #expect(WizardCommand(typed: "назад", language: .pt) == nil)
  }

  @Test func yesAndNoWordsMatchHoweverTheirAccentsAreEncoded() throws {
    // "não" typed decomposed (a, then a combining tilde) is the same word.
    let decomposed = "na\u{0303}o"
    #expect(decomposed.utf8.count != "não".utf8.count)
    #expect(AnswerWords.matches(decomposed, AnswerWords.of(.pt).no))
    #expect(AnswerWords.matches("sim", AnswerWords.accepted(in: .pt).yes))
    #expect(AnswerWords.matches("yes", AnswerWords.accepted(in: .pt).yes))
    #expect(!AnswerWords.matches("nã", AnswerWords.of(.pt).no))
    // At a yes/no question whose labels are English, only the words match.
    let suspend = try #require(try Fixtures.presentation().question("suspend"))
    #expect(suspend.choices.map(\.label) == ["Yes", "No"])
    #expect(
      Reply.interpret(decomposed, for: suspend, language: .pt) == .choice("no", source: .given))
    #expect(Reply.interpret("да", for: suspend, language: .ru) == .choice("yes", source: .given))
  }
}
