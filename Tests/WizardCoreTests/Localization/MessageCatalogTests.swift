import Foundation
import Testing
import WizardMessages

@testable import WizardCore

/// The message tables compiled from po/*.po: sorted for searching, filled
/// in, and plural forms that agree with the catalogs' Plural-Forms headers.
/// (That every message is translated is checked with gettext's own tools,
/// in HigWizardTests/PoCatalogTests.)
@Suite struct MessageCatalogTests {
  /// The translations, which the program registers at start.
  init() { Translations.register() }

  /// The catalogs are searched by halving, so each must be sorted by the
  /// English text's bytes, without repeats.
  @Test(arguments: [Language.pt, .ja, .ru])
  func catalogsAreSortedForSearching(language: Language) throws {
    let entries = MessageCatalog.entries(language)
    for (earlier, later) in zip(entries, entries.dropFirst()) {
      #expect(
        MessageCatalog.precedes(earlier.0, later.0), "\(later.0.debugDescription) is out of order")
    }
    for (english, translated) in entries.prefix(50) {
      #expect(tr(english, in: language) == translated || english.contains("{"))
    }
    let catalog = try #require(MessageCatalog.catalog(language))
    #expect(catalog.count == entries.count)
    #expect(MessageCatalog.find("no such message", in: catalog) == nil)
    // Every pair is found by its English text, the first and last too.
    for (english, translated) in entries {
      #expect(MessageCatalog.find(english, in: catalog) == translated)
    }
  }

  @Test func fillingPlaceholders() {
    #expect(MessageCatalog.fill("{2} before {1}", ["a", "b"]) == "b before a")
    // An argument is never filled in again.
    #expect(MessageCatalog.fill("{1} and {2}", ["{2}", "x"]) == "{2} and x")
    #expect(MessageCatalog.fill("{3} {x} {", ["a"]) == "{3} {x} {")
    #expect(tr("Why", in: .en) == "Why")
  }

  @Test func languageFromFlagsAndLocales() {
    #expect(Language(code: "pt_BR.UTF-8") == .pt)
    #expect(Language(code: "ja-JP") == .ja)
    #expect(Language(code: "ru_RU.KOI8-R") == .ru)
    #expect(Language(code: "C") == nil)
    #expect(Language(code: "de_DE.UTF-8") == nil)
    let environment = ["LC_ALL": "", "LC_MESSAGES": "ja_JP.UTF-8", "LANG": "pt_BR.UTF-8"]
    #expect(Language.fromEnvironment { environment[$0] } == .ja)
    // The first variable that is set decides, even for a language not spoken.
    let german = ["LC_ALL": "de_DE.UTF-8", "LANG": "ru_RU.UTF-8"]
    #expect(Language.fromEnvironment { german[$0] } == .en)
    #expect(Language.fromEnvironment { _ in nil } == .en)
  }

  @Test func russianPluralForms() {
    let categories = [1, 2, 5, 11, 12, 21, 22, 25, 111, 0].map { Language.ru.pluralCategory($0) }
    #expect(categories == [.one, .few, .many, .many, .many, .one, .few, .many, .many, .many])
    #expect(Language.pt.pluralCategory(0) == .one)
    #expect(Language.en.pluralCategory(0) == .other)
    // The forms themselves, as `list --lang ru` prints them.
    let counts = [1, 2, 5, 21].map {
      Language.ru.trPlural($0, one: "{1} question", other: "{1} questions")
    }
    #expect(counts == ["1 вопрос", "2 вопроса", "5 вопросов", "21 вопрос"])
  }

  // MARK: - Plural forms

  /// Each catalog's Plural-Forms header picks, for every count, the form
  /// that `trPlural` shows: the same rule as Swift's, index by index.
  @Test(arguments: [("pt_BR", Language.pt), ("ja", .ja), ("ru", .ru)])
  func pluralFormsHeaderAgreesWithTheSwiftRules(file: String, language: Language) throws {
    let path = URL(fileURLWithPath: Fixtures.questionsFolder).deletingLastPathComponent()
      .appendingPathComponent("po/\(file).po")
    // msgmerge wraps a long header line: join the pieces of the string.
    let text = try String(contentsOf: path, encoding: .utf8).replacingOccurrences(
      of: "\"\n\"", with: "")
    let line = try #require(text.split(separator: "\n").first { $0.contains("Plural-Forms: ") })
    let header = line[try #require(line.firstRange(of: "Plural-Forms: ")).lowerBound...]
    let expression = try #require(header.firstRange(of: "plural=")).upperBound
    let rule = String(header[expression...].prefix { $0 != ";" })
    let forms = try #require(Int(header.split(separator: "nplurals=")[1].prefix { $0.isNumber }))
    for count in 0...1_000 {
      let index = try #require(PluralExpression.evaluate(rule, n: count), "\(rule)")
      let expected: Int =
        switch (language.pluralCategory(count), forms) {
        case (_, 1): 0
        case (.one, _): 0
        case (.few, 3): 1
        case (.many, 3), (.other, 3): 2
        default: 1
        }
      #expect(index == expected, "\(file): n=\(count): the header picks \(index)")
    }
  }
}

/// C's expression syntax as gettext's plural rules use it: integers, `n`,
/// `% == != < <= > >= && || !`, `? :` and parentheses.
enum PluralExpression {
  static func evaluate(_ text: String, n: Int) -> Int? {
    var parser = Parser(tokens: tokens(text), n: n)
    guard let value = parser.ternary(), parser.position == parser.tokens.count else { return nil }
    return value
  }

  static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var characters = Array(text)
    characters.removeAll { $0 == " " }
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character.isNumber {
        var number = ""
        while index < characters.count, characters[index].isNumber {
          number.append(characters[index])
          index += 1
        }
        tokens.append(number)
        continue
      }
      let pair = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
      if ["==", "!=", "<=", ">=", "&&", "||"].contains(pair) {
        tokens.append(pair)
        index += 2
      } else {
        tokens.append(String(character))
        index += 1
      }
    }
    return tokens
  }

  struct Parser {
    var tokens: [String]
    var n: Int
    var position = 0

    mutating func take(_ token: String) -> Bool {
      guard position < tokens.count, tokens[position] == token else { return false }
      position += 1
      return true
    }

    mutating func ternary() -> Int? {
      guard let condition = binary(0) else { return nil }
      guard take("?") else { return condition }
      guard let yes = ternary(), take(":"), let no = ternary() else { return nil }
      return condition != 0 ? yes : no
    }

    static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<", "<=", ">", ">="], ["%"]]

    mutating func binary(_ level: Int) -> Int? {
      guard level < Self.levels.count else { return unary() }
      guard var left = binary(level + 1) else { return nil }
      while position < tokens.count, Self.levels[level].contains(tokens[position]) {
        let operation = tokens[position]
        position += 1
        guard let right = binary(level + 1) else { return nil }
        switch operation {
        case "||": left = (left != 0 || right != 0) ? 1 : 0
        case "&&": left = (left != 0 && right != 0) ? 1 : 0
        case "==": left = left == right ? 1 : 0
        case "!=": left = left != right ? 1 : 0
        case "<": left = left < right ? 1 : 0
        case "<=": left = left <= right ? 1 : 0
        case ">": left = left > right ? 1 : 0
        case ">=": left = left >= right ? 1 : 0
        default: left = right == 0 ? 0 : left % right
        }
      }
      return left
    }

    mutating func unary() -> Int? {
      if take("!") { return unary().map { $0 == 0 ? 1 : 0 } }
      if take("(") {
        let value = ternary()
        return take(")") ? value : nil
      }
      guard position < tokens.count else { return nil }
      let token = tokens[position]
      position += 1
      if token == "n" { return n }
      return Int(token)
    }
  }
}
