import Testing
import WizardMessages

@testable import WizardCore

@Suite struct TranslationTests {
  /// The translations, which the program registers at start.
  init() { Translations.register() }

  static func translation(
    _ tree: String, _ language: Language, edit: (String) throws -> String = { $0 }
  ) throws -> TranslationLoader.Result {
    let path = Fixtures.questionsFolder + "/\(tree).\(language.rawValue).yaml"
    let text = String(decoding: try FileSystem.read(path), as: UTF8.self)
    return TranslationLoader.load(
      bytes: Array(try edit(text).utf8), source: path)
  }

  static func localized(_ language: Language) throws -> Tree {
    let translation = try #require(try translation("presentation", language).translation)
    return try Fixtures.presentation().localized(translation)
  }

  /// Every bundled tree has a complete translation in each language, with
  /// nothing that belongs to no string of the tree.
  @Test(arguments: [Language.pt, .ja, .ru])
  func everyBundledTreeIsCompletelyTranslated(language: Language) throws {
    for tree in try Fixtures.allTrees() {
      let result = try Self.translation(tree.id, language)
      #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
      let translation = try #require(result.translation)
      #expect(translation.treeID == tree.id)
      #expect(translation.language == language)
      #expect(translation.check(against: tree, strict: true).isEmpty)
    }
  }

  @Test func localizingChangesTextNeverIdsOrTheGraph() throws {
    let english = try Fixtures.presentation()
    let japanese = try Self.localized(.ja)
    #expect(japanese.questions.map(\.id) == english.questions.map(\.id))
    #expect(japanese.outcomes.map(\.id) == english.outcomes.map(\.id))
    #expect(japanese.fingerprint == english.fingerprint)
    for (before, after) in zip(english.questions, japanese.questions) {
      #expect(after.choices.map(\.id) == before.choices.map(\.id))
      #expect(after.choices.map(\.next) == before.choices.map(\.next))
      #expect(after.prompt != before.prompt)
    }
    #expect(japanese.question("platform")?.prompt.hasSuffix("？") == true)
  }

  /// A string left out stays English, that string only.
  @Test func aMissingStringFallsBackToEnglishAlone() throws {
    let result = try Self.translation("presentation", .pt) { text in
      // Drop the prompt of 'suspend' (the first prompt line after its key).
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let key = try #require(lines.firstIndex { $0 == "  suspend:" })
      let prompt = try #require(lines[key...].firstIndex { $0.hasPrefix("    prompt:") })
      lines.remove(at: prompt)
      return lines.joined(separator: "\n")
    }
    let translation = try #require(result.translation)
    let english = try Fixtures.presentation()
    let tree = english.localized(translation)
    #expect(tree.question("suspend")?.prompt == english.question("suspend")?.prompt)
    #expect(tree.question("suspend")?.help != english.question("suspend")?.help)
    let problems = translation.check(against: english, strict: false)
    #expect(problems.map(\.severity) == [.warning])
    #expect(
      problems.first?.message
        == "no pt text for the prompt of question 'suspend'; it is shown in English")
    #expect(
      translation.check(against: english, strict: true).map(\.severity) == [.error])
  }

  @Test func textForNoStringOfTheTreeIsAnError() throws {
    let result = try Self.translation("presentation", .ru) { text in
      text.replacingOccurrences("      ipad:", "      ipda:")
    }
    let translation = try #require(result.translation)
    let problems = translation.check(
      against: try Fixtures.presentation(), strict: false)
    let errors = problems.filter { $0.severity == .error }
    #expect(
      errors.map(\.message) == [
        "choice 'ipda' is not in tree 'presentation', so this text belongs to nothing; fix the id or remove it; did you mean 'ipad'?"
      ])
    #expect(errors.first?.location?.line ?? 0 > 1)
    // And 'ipad' itself is now missing.
    #expect(problems.contains { $0.severity == .warning && $0.message.contains("choice 'ipad'") })
  }

  /// A translation full of unknown ids costs no more than a few guesses and
  /// shows at most 50 errors, like a tree.
  @Test func manyUnknownIdsAreCapped() throws {
    var text = "tree: presentation\nlanguage: pt\nquestions:\n"
    for index in 0..<5000 { text += "  q\(index):\n    prompt: P?\n" }
    let path = "/x/presentation.pt.yaml"
    var catalog = TreeCatalog()
    catalog.add(try Fixtures.presentation(), isBundled: true)
    catalog.add(translationBytes: Array(text.utf8), source: path)
    catalog.checkTranslations(strict: false)
    let errors = catalog.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 50)
    #expect(catalog.diagnostics.last?.message == "4950 more errors in this file are not shown")
  }

  @Test func translationFileNames() {
    #expect(FileSystem.isTranslationFile("Questions/presentation.pt.yaml"))
    #expect(FileSystem.isTranslationFile("x.ja.yml"))
    #expect(!FileSystem.isTranslationFile("my.tree.yaml"))
    #expect(!FileSystem.isTranslationFile("yn.v2.yaml"))
    #expect(!FileSystem.isTranslationFile("presentation.en.yaml"))
    #expect(!FileSystem.isTranslationFile("presentation.yaml"))
  }

  @Test func aTranslationFileHasItsOwnShape() throws {
    let bad = TranslationLoader.load(
      bytes: Array("tree: presentation\nlanguage: de\ntitel: X\nquestions: []\n".utf8),
      source: "x.de.yaml")
    #expect(
      bad.diagnostics.map(\.message) == [
        "language 'de' is not one hig-wizard translates to; use one of: pt, ja, ru",
        "unknown key 'titel' in the translation; did you mean 'title'?",
        "'questions' must be a mapping from ids to text, not a list",
      ])
    #expect(bad.translation == nil)
  }

  /// Labels and yes/no words of the language are answers; ids always are.
  @Test func localizedAnswers() throws {
    let portuguese = try Self.localized(.pt)
    let suspend = try #require(portuguese.question("suspend"))
    let yes = Reply.choice("yes", source: .given)
    let no = Reply.choice("no", source: .given)
    #expect(Reply.interpret("sim", for: suspend, language: .pt) == yes)
    #expect(Reply.interpret("S", for: suspend, language: .pt) == yes)
    #expect(Reply.interpret("Não", for: suspend, language: .pt) == no)
    // A decomposed ã (a + U+0303) is the same text.
    #expect(Reply.interpret("na\u{0303}o", for: suspend, language: .pt) == no)
    #expect(Reply.interpret("nao", for: suspend, language: .pt) == no)
    #expect(Reply.interpret("yes", for: suspend, language: .pt) == yes)
    #expect(Reply.interpret("não sei", for: suspend, language: .pt) == .unsure)
    let japanese = try Self.localized(.ja)
    let jaSuspend = try #require(japanese.question("suspend"))
    #expect(Reply.interpret("はい", for: jaSuspend, language: .ja) == yes)
    #expect(Reply.interpret("いいえ", for: jaSuspend, language: .ja) == no)
    #expect(Reply.interpret("わからない", for: jaSuspend, language: .ja) == .unsure)
    let russian = try Self.localized(.ru)
    let ruSuspend = try #require(russian.question("suspend"))
    #expect(Reply.interpret("Да", for: ruSuspend, language: .ru) == yes)
    #expect(Reply.interpret("НЕТ", for: ruSuspend, language: .ru) == no)
    // Words of another language are not answers.
    #expect(Reply.interpret("sim", for: ruSuspend, language: .ru) == .invalid(.unknown("sim")))
    // Localized labels of other questions, by prefix too.
    let platform = try #require(russian.question("platform"))
    #expect(
      Reply.interpret("iPhone", for: platform, language: .ru) == .choice("iphone", source: .given))
  }
}
