import Foundation
import Testing

@testable import WizardCore

/// The configuration file: every key read as the flag reads it, and every
/// mistake reported where it is.
@Suite struct ConfigurationLoaderTests {
  func load(_ text: String, source: String = "/home/u/.config/hig-wizard/config.yaml")
    -> ConfigurationLoader.Result
  {
    ConfigurationLoader.load(bytes: Array(text.utf8), source: source, home: "/home/u")
  }

  @Test func everyKey() throws {
    let loaded = load(
      """
      # yaml-language-server: $schema=https://hig-wizard.invalid/schemas/config.json
      language: pt_BR.UTF-8
      questions: [/srv/trees, ~/my-trees, team]
      report-format: json
      color: never
      """)
    #expect(loaded.diagnostics.isEmpty)
    let configuration = try #require(loaded.configuration)
    #expect(
      configuration
        == Configuration(
          language: .pt,
          // ~/ from the home folder, a relative folder from the file's.
          questions: ["/srv/trees", "/home/u/my-trees", "/home/u/.config/hig-wizard/team"],
          reportFormat: ReportFormat(rawValue: "json"), color: .never))
  }

  @Test func anEmptyFileSetsNothing() throws {
    for text in ["", "# only a comment\n", "---\n"] {
      let loaded = load(text)
      #expect(!loaded.diagnostics.hasErrors, "\(text)")
      #expect(loaded.configuration == Configuration(), "\(text)")
    }
  }

  static let mistakes: [(String, String)] = [
    (
      "1️⃣langauge: pt\n",
      "unknown key 'langauge' in the configuration file; expected 'language', 'questions', 'report-format' or 'color'"
    ),
    ("language: 1️⃣de\n", "'language' must be one of 'en', 'pt', 'ja' or 'ru', found 'de'"),
    ("color: 1️⃣yes\n", "'color' must be one of 'auto', 'always' or 'never', found 'yes'"),
    // Lower-case, as the schema lists the words.
    ("color: 1️⃣Always\n", "'color' must be one of 'auto', 'always' or 'never', found 'Always'"),
    (
      "report-format: 1️⃣html\n",
      "'report-format' must be one of 'markdown', 'json' or 'text', found 'html'"
    ),
    ("report-format: 1️⃣[json]\n", "'report-format' must be text, not a list"),
    ("questions: 1️⃣trees\n", "'questions' must be a list of folders, such as [~/my-trees]"),
    ("questions: [a, 1️⃣{b: c}]\n", "'questions' must be text, not a mapping"),
    ("1️⃣- language: pt\n", "the configuration file must be a mapping, not a list"),
    (
      "language: pt\n1️⃣language: ja\n",
      "duplicate key 'language'; it is already set at line 1, column 1"
    ),
  ]

  @Test(arguments: mistakes)
  func aMistakeIsReportedWhereItIs(_ marked: String, _ message: String) throws {
    let fixture = try Marked(marked)
    let loaded = load(fixture.text, source: "config.yaml")
    #expect(loaded.configuration == nil)
    let error = try #require(loaded.diagnostics.first { $0.severity == .error })
    #expect(error.text(in: .en) == message)
    #expect(
      error.location
        == SourceLocation(file: "config.yaml", line: fixture.line, column: fixture.column))
  }

  /// Every mistake in the file is told, not just the first.
  @Test func everyMistakeIsTold() {
    let loaded = load("colour: always\nlanguage: de\nreport-format: pdf\n")
    #expect(loaded.diagnostics.filter { $0.severity == .error }.count == 3)
  }

  @Test func whereTheFileIs() {
    func path(_ environment: [String: String]) -> String? {
      Configuration.path { environment[$0] }
    }
    #expect(path(["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/hig-wizard/config.yaml")
    // A relative XDG_CONFIG_HOME is ignored (XDG Base Directory).
    #expect(path(["XDG_CONFIG_HOME": "x", "HOME": "/h"]) == "/h/.config/hig-wizard/config.yaml")
    #expect(path([:]) == nil)
  }
}

extension ConfigurationLoaderTests {
  /// schemas/config.json cannot drift from the loader: the same keys, in
  /// the same order, and the words the flags take.
  @Test func theSchemaHasTheLoadersKeysAndWords() throws {
    let url = URL(fileURLWithPath: Fixtures.questionsFolder).deletingLastPathComponent()
      .appendingPathComponent("schemas/config.json")
    let text = try String(contentsOf: url, encoding: .utf8)
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let properties = try #require(schema["properties"] as? [String: [String: Any]])
    #expect(Set(properties.keys) == Set(Configuration.keys))
    // In the file's order, as an editor offers them.
    let order = Configuration.keys.compactMap { key in
      text.range(of: "\"\(key)\": {").map { (key, $0.lowerBound) }
    }.sorted { $0.1 < $1.1 }.map(\.0)
    #expect(order == Configuration.keys)
    #expect(
      properties["report-format"]?["enum"] as? [String] == ReportFormat.allCases.map(\.rawValue))
    #expect(properties["color"]?["enum"] as? [String] == ColorChoice.allCases.map(\.rawValue))
    #expect(schema["additionalProperties"] as? Bool == false)
  }
}
