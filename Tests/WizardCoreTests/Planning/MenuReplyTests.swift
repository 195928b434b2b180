import Testing

@testable import WizardCore

/// The menu of trees reads a line as a question does.
@Suite struct MenuReplyTests {
  static func trees() throws -> [Tree] {
    let catalog = RunPlannerTests.catalog()
    return try ["presentation", "modal-style"].map { try #require(catalog.entry($0)).tree }
  }

  @Test func commandsComeFirstInEnglishAndTheLanguageTrimmedAsAtAQuestion() throws {
    let trees = try Self.trees()
    for (typed, language) in [
      ("sair", Language.pt), ("\tSAIR ", .pt), ("quit\n", .pt), ("終了", .ja), ("выйти", .ru),
    ] {
      #expect(MenuReply.interpret(typed, trees: trees, language: language) == .command(.quit))
      // The same line at a question.
      let question = try #require(trees[0].questions.first)
      #expect(Reply.interpret(typed, for: question, language: language) == .command(.quit))
    }
    #expect(MenuReply.interpret("?", trees: trees, language: .en) == .command(.help))
    #expect(MenuReply.interpret("voltar", trees: trees, language: .pt) == .command(.back))
    // Another language's word is not a command.
    #expect(MenuReply.interpret("sair", trees: trees, language: .en) == .unknown("sair"))
  }

  @Test func enterANumberOrAPrefixChoosesATree() throws {
    let trees = try Self.trees()
    #expect(MenuReply.interpret("", trees: trees, language: .en) == .tree(0))
    #expect(MenuReply.interpret(" 2 ", trees: trees, language: .en) == .tree(1))
    #expect(MenuReply.interpret("MODAL", trees: trees, language: .en) == .tree(1))
    #expect(MenuReply.interpret("3", trees: trees, language: .en) == .unknown("3"))
    #expect(MenuReply.interpret(" x ", trees: trees, language: .en) == .unknown("x"))
  }
}
