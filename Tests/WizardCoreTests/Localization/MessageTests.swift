import Foundation
import Testing
import WizardMessages

@testable import WizardCore

/// Messages as data: the core makes a diagnostic once, without a language,
/// and whoever shows it picks the language.
@Suite struct MessageTests {
  init() { Translations.register() }

  /// The loader takes no language: the same diagnostic reads in English
  /// and in Portuguese.
  @Test func aLoadersDiagnosticIsTranslatedWhereItIsShown() throws {
    let result = TreeLoader.load(text: "id: a\nid: b\n", source: "t.yaml")
    let diagnostic = try #require(result.diagnostics.first { $0.message.hasPrefix("duplicate") })
    #expect(diagnostic.message == "duplicate key 'id'; it is already set at line 1, column 1")
    #expect(diagnostic.text(in: .en) == diagnostic.message)
    #expect(
      diagnostic.text(in: .pt) == "chave 'id' duplicada; ela já foi definida na linha 1, coluna 1")
    #expect(diagnostic.location == SourceLocation(file: "t.yaml", line: 2, column: 1))
  }

  /// A message inside a message, a suggestion after it: each part is
  /// translated, ids stay as they are.
  @Test func nestedMessagesAreTranslatedPartByPart() throws {
    let result = TreeLoader.load(text: "titel: x\n", source: "t.yaml")
    let unknown = try #require(result.diagnostics.first { $0.message.hasPrefix("unknown key") })
    #expect(unknown.message == "unknown key 'titel' in the tree; did you mean 'title'?")
    #expect(unknown.text(in: .pt) == "árvore: chave desconhecida 'titel'; você quis dizer 'title'?")
  }

  @Test func pluralsListsAndVerbatimText() {
    let more = Message.trPlural(
      5, one: "{1} more error in this file is not shown",
      other: "{1} more errors in this file are not shown")
    #expect(more.text(in: .en) == "5 more errors in this file are not shown")
    #expect(more.text(in: .pt) == "mais 5 erros deste arquivo foram omitidos")
    #expect(
      Message.trPlural(1, one: "{1} question", other: "{1} questions").text(in: .ru) == "1 вопрос")
    let list = Message.list(["a", "b", Message("tree")])
    #expect(list.text(in: .en) == "a, b and tree")
    #expect(list.text(in: .pt) == "a, b e árvore")
    #expect(Message.list(["a", "b"], or: true).text(in: .pt) == "a ou b")
    #expect(Message.list(["a", "b", "c"], limit: 2).text(in: .en) == "a, b and 1 more")
    // Text from a file is never looked up, even when it is a message's key.
    #expect(Message.verbatim("tree").text(in: .pt) == "tree")
    #expect(Message("{1} and {2}", "tree", Message("tree")).text(in: .pt) == "tree e árvore")
    #expect((Message("tree") + .verbatim("!")).text(in: .pt) == "árvore!")
    #expect(Message.excerpt(.verbatim("abcdef"), maximum: 3).text(in: .en).count <= 4)
  }

  /// A batch record's problems: joined as they are, the first 50 shown and
  /// the rest counted, in the language asked for.
  @Test func joinedAndCapped() {
    let problems = (1...52).map { Message("unknown question '{1}'", "q\($0)") }
    let joined = Message.joined(Message.capped(problems), separator: "; ")
    #expect(joined.text(in: .en).hasPrefix("unknown question 'q1'; unknown question 'q2'; "))
    #expect(joined.text(in: .en).hasSuffix("'q50'; … and 2 more"))
    #expect(joined.text(in: .pt) == Language.pt.capped((1...52).map { "q\($0)" }) {
      Language.pt.tr("unknown question '{1}'", $0)
    }.joined(separator: "; "))
  }

  /// A long message is cut when it is made into text, in every language.
  @Test func aLongMessageIsShortenedInEveryLanguage() {
    let key = String(repeating: "k", count: 5_000)
    let diagnostic = Diagnostic.error(Message("duplicate key '{1}'; it is already set at line {2}, column {3}", key, "1", "1"))
    for language in Language.allCases {
      let text = diagnostic.text(in: language)
      #expect(text.unicodeScalars.count == Diagnostic.maximumMessageLength, "\(language)")
      #expect(text.contains("…"))
    }
  }
}

/// WizardCore is compiled from one place: embed-trees and the fuzzers use
/// the target itself, not links to its sources with a stub of empty tables.
@Suite struct MessageTablesLayoutTests {
  static let root: String = {
    let file = #filePath
    return String(file[..<(file.firstRange(of: "/Tests/")?.lowerBound ?? file.endIndex)])
  }()

  @Test func noSourcesAreLinkedInTwice() throws {
    for folder in ["Sources", "Fuzz/Sources"] {
      let base = Self.root + "/" + folder
      let paths = try FileManager.default.subpathsOfDirectory(atPath: base)
      #expect(paths.count > 5, "\(folder)")
      for path in paths {
        let type = try FileManager.default.attributesOfItem(atPath: base + "/" + path)[.type]
        #expect(type as? FileAttributeType != .typeSymbolicLink, "\(folder)/\(path) is a link")
      }
    }
  }

  @Test func theCoreHoldsNoTranslations() throws {
    let core = Self.root + "/Sources/WizardCore"
    for path in try FileManager.default.subpathsOfDirectory(atPath: core)
    where path.hasSuffix(".swift") {
      let text = try String(contentsOfFile: core + "/" + path, encoding: .utf8)
      #expect(!text.contains("static let portuguese"), "\(path)")
      #expect(!text.contains("CompiledCatalogs"), "\(path)")
    }
  }
}
