import Testing

@testable import WizardCore

/// The trees' text is our own words. Each file is compared, case folded and
/// with punctuation and brackets stripped, with the guideline texts we
/// paraphrase (`../shared/seeds/` beside the repository):
/// - English (the trees, Questions/README.md and README.md): no run of 8
///   words of any seed;
/// - a Portuguese translation: no run of 7 words of seed 000, which is in
///   Portuguese;
/// - a Russian translation: no run of 7 words of the reading of seed 001;
/// - a Japanese translation: no run of 14 characters of seed 002.
@Suite struct SeedCopyTests {
  static let root: String = String(Fixtures.questionsFolder.dropLast("/Questions".count))
  static let seedsFolder = root + "/../shared/seeds"

  static var haveSeeds: Bool {
    (try? FileSystem.files(in: seedsFolder, endingIn: [".txt"]))?.isEmpty == false
  }

  /// What one file is compared with, and how.
  struct Rule: Sendable, CustomTestStringConvertible {
    /// Which files: the translations into `language`, or (nil) English.
    var language: String?
    /// The seeds in the file's own language: file names starting so.
    var seeds: [String]
    /// Words in a run (0: characters are compared instead).
    var words: Int
    var characters: Int = 0

    var testDescription: String { language ?? "en" }
  }

  static let rules = [
    Rule(language: nil, seeds: ["000_", "001-decoded", "002_", "004_"], words: 8),
    Rule(language: "pt", seeds: ["000_"], words: 7),
    Rule(language: "ru", seeds: ["001-decoded"], words: 7),
    Rule(language: "ja", seeds: ["002_"], words: 0, characters: 14),
  ]

  /// Case-folded words: letters and digits; apostrophes and hyphens inside
  /// a word are dropped (`don't` is `dont`), everything else separates.
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var word = ""
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        word.append(character)
      } else if character == "'" || character == "’" || character == "-" {
        continue
      } else if !word.isEmpty {
        words.append(word)
        word = ""
      }
    }
    if !word.isEmpty { words.append(word) }
    return words
  }

  static func runs(_ words: [String], length: Int) -> Set<String> {
    guard words.count >= length else { return [] }
    return Set((0...(words.count - length)).map { words[$0..<$0 + length].joined(separator: " ") })
  }

  /// Runs of `length` characters, keeping only letters and digits: white
  /// space, punctuation and brackets such as 「」 are stripped.
  static func characterRuns(_ text: String, length: Int) -> Set<String> {
    let characters = Array(text.lowercased().filter { $0.isLetter || $0.isNumber })
    guard characters.count >= length else { return [] }
    return Set((0...(characters.count - length)).map { String(characters[$0..<$0 + length]) })
  }

  static func runs(_ text: String, rule: Rule) -> Set<String> {
    rule.words > 0
      ? runs(words(text), length: rule.words) : characterRuns(text, length: rule.characters)
  }

  static func read(_ path: String) throws -> String {
    String(decoding: try FileSystem.read(path), as: UTF8.self)
  }

  /// The files a rule covers: English ones, or the translations into its
  /// language.
  static func files(for rule: Rule) throws -> [String] {
    let questions = try FileSystem.files(in: Fixtures.questionsFolder, endingIn: [".yaml", ".md"])
    guard let language = rule.language else {
      return questions.filter { !FileSystem.isTranslationFile($0) } + [root + "/README.md"]
    }
    return questions.filter { $0.hasSuffix(".\(language).yaml") }
  }

  @Test(.enabled(if: haveSeeds, "the seed texts are not beside the repository"), arguments: rules)
  func noFileCopiesASeedOfItsLanguage(rule: Rule) throws {
    let seeds = try FileSystem.files(in: Self.seedsFolder, endingIn: [".txt"]).filter { path in
      let name = path.split(separator: "/").last.map(String.init) ?? path
      return rule.seeds.contains { name.hasPrefix($0) }
    }
    #expect(seeds.count == rule.seeds.count, "\(seeds)")
    var seedRuns: Set<String> = []
    for path in seeds { seedRuns.formUnion(Self.runs(try Self.read(path), rule: rule)) }
    let files = try Self.files(for: rule)
    #expect(files.count >= (rule.language == nil ? 6 : 4), "\(files)")
    for name in files {
      // Comments too: they paraphrase the guidance as well.
      let copied = Self.runs(try Self.read(name), rule: rule).intersection(seedRuns)
      #expect(copied.isEmpty, "\(name) shares with a seed: \(copied.sorted().prefix(5))")
    }
  }

  /// The check finds what it is for: case, punctuation and brackets do not
  /// hide a copy, and words of our own pass.
  @Test func theCheckFindsACopiedRun() {
    let english = Self.rules[0]
    let seed = Self.runs(
      "Use a popover to enable actions or provide tools that affect", rule: english)
    let copy = Self.runs(
      "We  USE a pop-over to enable actions, or (provide) tools here.", rule: english)
    #expect(!seed.intersection(copy).isEmpty)
    let own = Self.runs(
      "Offer the actions in a popover shown over the current screen.", rule: english)
    #expect(seed.intersection(own).isEmpty)
    let portuguese = Self.rules[1]
    #expect(
      !Self.runs("ofereça ações ou ferramentas que afetam os objetos na tela", rule: portuguese)
        .intersection(
          Self.runs("Ferramentas que afetam os objetos na tela, sempre.", rule: portuguese)
        )
        .isEmpty)
    let japanese = Self.rules[3]
    #expect(
      !Self.runs("明示的な「キャンセル」ボタンをタップした場合", rule: japanese)
        .intersection(Self.runs("明示的なキャンセルボタンをタップした場合にだけ", rule: japanese)).isEmpty)
    #expect(
      Self.runs("明示的な取り消しの操作をした場合", rule: japanese)
        .intersection(Self.runs("明示的なキャンセルボタンをタップした場合", rule: japanese)).isEmpty)
  }
}
