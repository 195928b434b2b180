import Testing

@testable import WizardCore

@Suite struct SaveReplyTests {
  @Test func yesWordsAndEnterTakeTheOfferedName() {
    for typed in ["", "  ", "y", "Yes", " YES "] {
      #expect(SaveReply.interpret(typed, language: .en, home: nil) == .offered, "\(typed)")
    }
    #expect(SaveReply.interpret("sim", language: .pt, home: nil) == .offered)
    #expect(SaveReply.interpret("はい", language: .ja, home: nil) == .offered)
    #expect(SaveReply.interpret("да", language: .ru, home: nil) == .offered)
  }

  @Test func noWordsDecline() {
    #expect(SaveReply.interpret("n", language: .en, home: nil) == .declined)
    #expect(SaveReply.interpret("No", language: .en, home: nil) == .declined)
    #expect(SaveReply.interpret("não", language: .pt, home: nil) == .declined)
    #expect(SaveReply.interpret("いいえ", language: .ja, home: nil) == .declined)
  }

  @Test func commandsAreNeverFileNames() {
    #expect(SaveReply.interpret("?", language: .en, home: nil) == .command(.help))
    #expect(SaveReply.interpret("quit", language: .en, home: nil) == .command(.quit))
    #expect(SaveReply.interpret("back", language: .en, home: nil) == .command(.back))
    #expect(SaveReply.interpret("answers", language: .en, home: nil) == .command(.answers))
    #expect(SaveReply.interpret("restart", language: .en, home: nil) == .command(.restart))
    #expect(SaveReply.interpret("voltar", language: .pt, home: nil) == .command(.back))
    #expect(SaveReply.interpret("終了", language: .ja, home: nil) == .command(.quit))
  }

  @Test func fileNamesWithTheHomeFolderExpanded() {
    #expect(SaveReply.interpret(" notes.json ", language: .en, home: "/h") == .file("notes.json"))
    #expect(SaveReply.interpret("~/r.md", language: .en, home: "/home/a") == .file("/home/a/r.md"))
    #expect(SaveReply.interpret("~", language: .en, home: "/home/a") == .file("/home/a"))
    // Only a leading `~/` is the home folder, and only when it is known.
    #expect(SaveReply.interpret("~r.md", language: .en, home: "/home/a") == .file("~r.md"))
    #expect(SaveReply.interpret("~/r.md", language: .en, home: nil) == .file("~/r.md"))
    // A yes word of another language is a file name.
    #expect(SaveReply.interpret("sim", language: .en, home: nil) == .file("sim"))
  }
}
