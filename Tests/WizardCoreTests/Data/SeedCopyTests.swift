import Testing

@testable import WizardCore

/// The trees' text is our own words: no run of 8 words (16 characters in
/// Japanese) of any file in Questions/ also stands in the guideline texts we
/// paraphrase (`../shared/seeds/` beside the repository).
@Suite struct SeedCopyTests {
  static let seedsFolder: String = {
    let questions = Fixtures.questionsFolder
    let root = questions.dropLast("/Questions".count)
    return root + "/../shared/seeds"
  }()

  static var haveSeeds: Bool {
    (try? FileSystem.files(in: seedsFolder, endingIn: [".txt"]))?.isEmpty == false
  }

  /// Case-folded words: letters, digits and the apostrophes and hyphens
  /// inside them; everything else separates words.
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var word = ""
    for character in text.lowercased() {
      if character.isLetter || character.isNumber || character == "'" || character == "’"
        || character == "-"
      {
        word.append(character)
      } else if !word.isEmpty {
        words.append(word)
        word = ""
      }
    }
    if !word.isEmpty { words.append(word) }
    return words
  }

  static func runs(_ words: [String], length: Int = 8) -> Set<String> {
    guard words.count >= length else { return [] }
    return Set((0...(words.count - length)).map { words[$0..<$0 + length].joined(separator: " ") })
  }

  /// Runs of `length` characters, white space removed.
  static func characterRuns(_ text: String, length: Int = 16) -> Set<String> {
    let characters = Array(text.filter { !$0.isWhitespace })
    guard characters.count >= length else { return [] }
    return Set((0...(characters.count - length)).map { String(characters[$0..<$0 + length]) })
  }

  @Test(.enabled(if: haveSeeds, "the seed texts are not beside the repository"))
  func noFileOfQuestionsCopiesASeed() throws {
    var seedRuns: Set<String> = []
    var seedCharacters: Set<String> = []
    let seeds = try FileSystem.files(in: Self.seedsFolder, endingIn: [".txt"])
    #expect(seeds.count >= 4)
    for path in seeds {
      let text = String(decoding: try FileSystem.read(path), as: UTF8.self)
      seedRuns.formUnion(Self.runs(Self.words(text)))
      seedCharacters.formUnion(Self.characterRuns(text))
    }
    let files = try FileSystem.files(in: Fixtures.questionsFolder, endingIn: [".yaml", ".md"])
    #expect(files.count >= 17)
    for name in files {
      // Comments too: they paraphrase the guidance as well.
      let text = String(decoding: try FileSystem.read(name), as: UTF8.self)
      let copied = Self.runs(Self.words(text)).intersection(seedRuns)
      #expect(copied.isEmpty, "\(name) shares with a seed: \(copied.sorted().prefix(5))")
      if name.hasSuffix(".ja.yaml") {
        let copiedCharacters = Self.characterRuns(text).intersection(seedCharacters)
        #expect(
          copiedCharacters.isEmpty,
          "\(name) shares with a seed: \(copiedCharacters.sorted().prefix(5))")
      }
    }
  }

  /// The check finds what it is for.
  @Test func theCheckFindsACopiedRun() {
    let seed = Self.runs(Self.words("Use a popover to enable actions or provide tools that affect"))
    let copy = Self.runs(Self.words("We  USE a popover to enable actions, or provide tools here."))
    #expect(!seed.intersection(copy).isEmpty)
    let own = Self.runs(Self.words("Offer the actions in a popover shown over the current screen."))
    #expect(seed.intersection(own).isEmpty)
    #expect(
      !Self.characterRuns("フルスクリーンのモーダルビューで情報を表示")
        .intersection(Self.characterRuns("iPhoneではフルスクリーンのモーダルビューで情報を表示する")).isEmpty)
  }
}
