import Testing
import WizardCore

@testable import hig_wizard

/// The trees built into the binary from literals are the trees their YAML
/// loads to: the same Swift source comes out of both, field for field.
@Suite struct BundledTreesTests {
  func loaded(_ file: (name: String, text: String)) throws -> Tree {
    let result = TreeLoader.load(
      bytes: Array(file.text.utf8), source: "<bundled>/\(file.name)")
    return try #require(result.tree, "\(file.name): \(result.diagnostics)")
  }

  @Test func everyBundledTreeIsItsYAML() throws {
    #expect(BundledTrees.files.count >= 4)
    for file in BundledTrees.files {
      let built = file.compiled()
      #expect(built.id == file.id)
      #expect(
        TreeLiteral.functionBody(built)
          == TreeLiteral.functionBody(try loaded((file.name, file.text))), "\(file.name)")
    }
  }

  @Test func everyBundledTranslationIsItsYAML() throws {
    #expect(BundledTrees.translations.count >= 9)
    for file in BundledTrees.translations {
      let tree = try #require(BundledTrees.files.first { $0.id == file.tree })
      let result = TranslationLoader.load(
        bytes: Array(file.text.utf8), source: "<bundled>/\(file.name)")
      let translation = try #require(result.translation, "\(file.name)")
      #expect(translation.language.rawValue == file.language)
      let expected = try loaded((tree.name, tree.text)).localized(translation)
      #expect(
        TreeLiteral.functionBody(file.compiled()) == TreeLiteral.functionBody(expected),
        "\(file.name)")
    }
  }
}
