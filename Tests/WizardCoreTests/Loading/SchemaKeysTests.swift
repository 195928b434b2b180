import Foundation
import Testing

@testable import WizardCore

/// The JSON Schemas of schemas/ cannot drift from the loaders: each mapping
/// has the keys the loader reads, and the tree's keys carry the meaning
/// Questions/README.md gives them.
@Suite struct SchemaKeysTests {
  static let repository = URL(fileURLWithPath: Fixtures.questionsFolder).deletingLastPathComponent()

  func schema(_ name: String) throws -> [String: Any] {
    let data = try Data(contentsOf: Self.repository.appendingPathComponent("schemas/\(name).json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// The property names of the schema's root (`nil`) or of a definition.
  func keys(_ schema: [String: Any], _ definition: String?) throws -> Set<String> {
    let node =
      try definition.map {
        try #require((schema["definitions"] as? [String: Any])?[$0] as? [String: Any], "\($0)")
      } ?? schema
    return Set(try #require(node["properties"] as? [String: Any]).keys)
  }

  @Test func treeSchemaHasTheLoadersKeys() throws {
    let tree = try schema("tree")
    let expected: [(String?, MappingKeys)] = [
      (nil, TreeLoader.treeKeys), ("question", TreeLoader.questionKeys),
      ("choice", TreeLoader.choiceKeys), ("outcome", TreeLoader.outcomeKeys),
      ("checklistItem", TreeLoader.checklistKeys), ("page", TreeLoader.pageKeys),
      ("implementation", TreeLoader.implementationKeys),
      ("framework", TreeLoader.frameworkKeys), ("api", TreeLoader.apiKeys),
    ]
    for (definition, loader) in expected {
      #expect(try keys(tree, definition) == Set(loader.names), "\(definition ?? "tree")")
    }
  }

  @Test func translationSchemaHasTheLoadersKeys() throws {
    let translation = try schema("translation")
    let expected: [(String?, MappingKeys)] = [
      (nil, TranslationLoader.fileKeys), ("question", TranslationLoader.questionKeys),
      ("choice", TranslationLoader.choiceKeys), ("outcome", TranslationLoader.outcomeKeys),
      ("checklistItem", TranslationLoader.checklistKeys),
      ("implementation", TranslationLoader.implementationKeys),
    ]
    for (definition, loader) in expected {
      #expect(try keys(translation, definition) == Set(loader.names), "\(definition ?? "file")")
    }
  }

  /// Each row of a key table in Questions/README.md: key → meaning.
  static func readmeTable(_ heading: String) throws -> [String: String] {
    let text = try String(
      contentsOf: repository.appendingPathComponent("Questions/README.md"), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex(of: heading))
    let rows = lines[(start + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
    var table: [String: String] = [:]
    for row in rows.dropFirst(2) {
      let cells = row.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      table[cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] =
        cells[
          cells.count - 2]
    }
    return table
  }

  @Test func treeKeysAreDescribedAsInTheReadme() throws {
    let tree = try schema("tree")
    let tables: [(String?, String)] = [
      (nil, "### Tree (top level)"), ("question", "### Question"), ("choice", "### Choice"),
      ("outcome", "### Outcome"), ("checklistItem", "### Checklist item"),
    ]
    for (definition, heading) in tables {
      let node =
        try definition.map {
          try #require((tree["definitions"] as? [String: Any])?[$0] as? [String: Any])
        } ?? tree
      let properties = try #require(node["properties"] as? [String: [String: Any]])
      let readme = try Self.readmeTable(heading)
      #expect(Set(readme.keys) == Set(properties.keys), "\(heading)")
      for (key, meaning) in readme {
        #expect(properties[key]?["description"] as? String == meaning, "\(heading): \(key)")
      }
    }
  }
}

@Suite struct TranslatesBlockTests {
  @Test func stampingReplacesTheBlockWhereverItIsAndKeepsTheRest() {
    let file = """
      tree: t
      language: pt
      translates:
        title: "00000000"
        # a comment inside the block
        summary: "11111111"
      title: Título
      """
    let stamped = TreeTranslation.stamped(file, block: "translates:\n  title: \"abcdef01\"\n")
    #expect(
      stamped == "tree: t\nlanguage: pt\ntitle: Título\ntranslates:\n  title: \"abcdef01\"\n")
    #expect(TreeTranslation.englishHash("Title") == TreeTranslation.englishHash("Title"))
    #expect(TreeTranslation.englishHash("Title") != TreeTranslation.englishHash("Title "))
    #expect(TreeTranslation.englishHash("x").count == 8)
  }
}
