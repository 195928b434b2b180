import Foundation
import Testing

@testable import WizardCore

/// Every message the sources pass to `tr`, `trPlural` or an option's `help:`
/// must have a translation in every language, with the same placeholders, and
/// no catalog may hold a message the sources no longer use.
@Suite struct MessageCatalogTests {
  @Test func everyMessageIsTranslatedIntoEveryLanguage() throws {
    let messages = try Self.messages()
    #expect(messages.keys.count > 200, "the extraction found only \(messages.keys.count)")
    #expect(messages.problems.isEmpty, "\(messages.problems.joined(separator: "\n"))")
    if let path = ProcessInfo.processInfo.environment["HIG_WIZARD_DUMP_MESSAGES"] {
      let data = try JSONSerialization.data(
        withJSONObject: messages.keys.sorted().map {
          [
            "en": $0, "at": messages.places[$0] ?? "",
            "pluralOther": messages.pluralOthers.contains($0) ? "yes" : "no",
          ]
        },
        options: [.prettyPrinted, .sortedKeys])
      try data.write(to: URL(fileURLWithPath: path))
    }
    for language in Language.allCases where language != .en {
      let table = MessageCatalog.table(language)
      let missing = messages.keys.filter { table[$0] == nil }.sorted()
      #expect(
        missing.isEmpty,
        "\(language.rawValue): \(missing.count) messages without a translation, first: \(missing.prefix(5))"
      )
      let unused = table.keys.filter { !messages.keys.contains($0) }.sorted()
      #expect(
        unused.isEmpty,
        "\(language.rawValue): translations of messages the sources do not use: \(unused.prefix(5))"
      )
      for (english, translated) in table where messages.keys.contains(english) {
        let pluralOther = messages.pluralOthers.contains(english)
        for form
          in (pluralOther && language == .ru
          ? translated.split(separator: "|").map(String.init) : [translated])
        {
          #expect(
            Self.placeholders(form) == Self.placeholders(english),
            "\(language.rawValue): placeholders differ in \(english.debugDescription) → \(form.debugDescription)"
          )
        }
        if pluralOther, language == .ru {
          #expect(
            translated.split(separator: "|").count == 2, "ru plural needs few|many: \(english)")
        }
      }
    }
  }

  /// The catalogs are searched by halving, so each must be sorted by the
  /// English text's bytes, without repeats.
  @Test(arguments: [Language.pt, .ja, .ru])
  func catalogsAreSortedForSearching(language: Language) {
    let entries = MessageCatalog.entries(language)
    for (earlier, later) in zip(entries, entries.dropFirst()) {
      #expect(
        MessageCatalog.precedes(earlier.0, later.0), "\(later.0.debugDescription) is out of order")
    }
    for (english, translated) in entries.prefix(50) {
      #expect(tr(english, in: language) == translated || english.contains("{"))
    }
    #expect(MessageCatalog.find("no such message", in: entries) == nil)
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

  // MARK: - Extraction

  struct Messages {
    var keys: Set<String> = []
    var places: [String: String] = [:]
    var pluralOthers: Set<String> = []
    var problems: [String] = []
  }

  static func messages() throws -> Messages {
    let sources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources")
    var messages = Messages()
    let files =
      FileManager.default.enumerator(atPath: sources.path)?
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") && !$0.contains("Messages.") }
      ?? []
    for file in files.sorted() {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      extract(from: Array(text.unicodeScalars), file: file, into: &messages)
    }
    return messages
  }

  static func extract(from text: [Unicode.Scalar], file: String, into messages: inout Messages) {
    func matches(_ word: String, at index: Int) -> Bool {
      let scalars = Array(word.unicodeScalars)
      guard index + scalars.count <= text.count else { return false }
      if index > 0,
        text[index - 1].properties.isAlphabetic || text[index - 1] == "_"
          || ("0"..."9").contains(text[index - 1])
      {
        return false
      }
      return Array(text[index..<index + scalars.count]) == scalars
    }
    func line(_ index: Int) -> Int { text[..<index].filter { $0 == "\n" }.count + 1 }
    func add(_ literal: (String, Int)?, at index: Int, plural: Bool = false) {
      guard let (key, _) = literal else {
        messages.problems.append(
          "\(file):\(line(index)): the message is not a plain string literal")
        return
      }
      messages.keys.insert(key)
      if plural { messages.pluralOthers.insert(key) }
      if messages.places[key] == nil { messages.places[key] = "\(file):\(line(index))" }
    }
    var index = 0
    while index < text.count {
      let declaration =
        index >= 5 && String(String.UnicodeScalarView(text[(index - 5)..<index])) == "func "
      if declaration {
        index += 1
        continue
      }
      let opener = ["tr(", "translatable(", "Message("].first { matches($0, at: index) }
      if let opener {
        let start = index + opener.unicodeScalars.count
        // `tr(english, in:)` passes a key through; it is not a message itself.
        if let literal = literal(in: text, from: start) {
          add(literal, at: index)
        } else if !Self.isPassThrough(text, from: start) {
          add(nil, at: index)
        }
      } else if matches("trPlural(", at: index) {
        for label in ["one:", "other:"] {
          var position = index
          while position < text.count, !matches(label, at: position) { position += 1 }
          add(
            literal(in: text, from: position + label.unicodeScalars.count), at: index,
            plural: label == "other:")
        }
      } else if matches("help:", at: index) {
        // An option's help (`help: "hig-wizard run --help"` names a command,
        // and `help: HelpText.run` is a whole help screen, extracted there).
        if let found = literal(in: text, from: index + 5), !found.0.hasPrefix("hig-wizard") {
          add(found, at: index)
        }
      }
      index += 1
    }
  }

  /// `tr(english, in: language, …)` and `tr(what)` with a parameter named in
  /// the function's own signature: the literal was extracted where it came from.
  static func isPassThrough(_ text: [Unicode.Scalar], from start: Int) -> Bool {
    var end = start
    while end < text.count, text[end] != ")" { end += 1 }
    let argument = String(String.UnicodeScalarView(text[start..<end]))
    // `tr($0.help)`: an option's help, extracted at its `help:`.
    return argument.hasPrefix("english") || argument.hasPrefix("one,")
      || argument.hasPrefix("other,") || argument == "$0.help" || argument.hasPrefix("_:")
  }

  /// The string literal starting at `from` (after spaces and line breaks),
  /// and where it ends; nil when there is none or it interpolates.
  static func literal(in text: [Unicode.Scalar], from: Int) -> (String, Int)? {
    var index = from
    while index < text.count, text[index] == " " || text[index] == "\n" { index += 1 }
    guard index < text.count, text[index] == "\"" else { return nil }
    let multiline = index + 2 < text.count && text[index + 1] == "\"" && text[index + 2] == "\""
    var raw: [Unicode.Scalar] = []
    if multiline {
      index += 3
      while index < text.count, text[index] != "\n" { index += 1 }
      index += 1
      var lines: [[Unicode.Scalar]] = [[]]
      while index < text.count {
        if text[index] == "\n" {
          lines.append([])
        } else {
          lines[lines.count - 1].append(text[index])
        }
        index += 1
        let last = lines[lines.count - 1]
        if last.count >= 3, Array(last.suffix(3)) == ["\"", "\"", "\""],
          last.dropLast(3).allSatisfy({ $0 == " " })
        {
          break
        }
      }
      let indent = lines.removeLast().count - 3
      raw = Array(
        lines.map { $0.count >= indent ? Array($0.dropFirst(indent)) : [] }
          .joined(separator: ["\n"]))
      index -= 0
    } else {
      index += 1
      while index < text.count, text[index] != "\"" {
        if text[index] == "\\" {
          raw.append(text[index])
          index += 1
        }
        raw.append(text[index])
        index += 1
      }
    }
    // Escapes.
    var result = String.UnicodeScalarView()
    var position = 0
    while position < raw.count {
      let scalar = raw[position]
      guard scalar == "\\", position + 1 < raw.count else {
        result.append(scalar)
        position += 1
        continue
      }
      let next = raw[position + 1]
      switch next {
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "(": return nil
      case "u":
        var end = position + 3
        var hex = ""
        while end < raw.count, raw[end] != "}" {
          hex.unicodeScalars.append(raw[end])
          end += 1
        }
        if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
          result.append(decoded)
        }
        position = end + 1
        continue
      default: result.append(next)
      }
      position += 2
    }
    return (String(result), index)
  }

  static func placeholders(_ text: String) -> Set<String> {
    var found: Set<String> = []
    let scalars = Array(text.unicodeScalars)
    for index in scalars.indices.dropLast(2)
    where scalars[index] == "{" && ("1"..."9").contains(scalars[index + 1])
      && scalars[index + 2] == "}"
    {
      found.insert(String(scalars[index + 1]))
    }
    return found
  }
}
