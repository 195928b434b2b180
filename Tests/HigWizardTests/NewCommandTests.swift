import Foundation
import Testing
import WizardCore

/// `hig-wizard new TREE-ID`, `lint -`, and the example tree of
/// Questions/README.md: what a tree's author starts from passes `lint`.
@Suite struct NewCommandTests {
  /// `lint` passed with nothing to say: one tree, no error, no warning.
  func lintIsClean(_ result: RunResult, _ what: String) {
    #expect(result.status == 0, "\(what): \(result.stderr)")
    #expect(result.stderr == "", "\(what): \(result.stderr)")
    #expect(result.stdout.hasPrefix("lint: 1 file ok: 1 tree, "), "\(what): \(result.stdout)")
    #expect(!result.stdout.contains("warning"), "\(what): \(result.stdout)")
  }

  @Test func aNewTreePassesLintAsWritten() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let made = try hig(["new", "deletion-flow"], directory: folder)
    #expect(made.status == 0, "\(made.stderr)")
    #expect(made.stdout == "")
    #expect(
      made.stderr
        == "wrote deletion-flow.yaml; check it with 'hig-wizard lint deletion-flow.yaml'\n")
    let file = folder.appendingPathComponent("deletion-flow.yaml")
    let text = try read(file)
    #expect(text.contains("\nid: deletion-flow\ntitle: Deletion flow\n"))
    lintIsClean(try hig(["lint", file.path]), "new")
    // Every part of a tree is there to be filled in.
    for part in ["pages:", "fact: device", "applies:", "implementation:", "context:", "priority:"] {
      #expect(text.contains(part), "\(part)")
    }
    // The same tree runs.
    let run = try hig(
      [
        "run", "deletion-flow", "-q", folder.path, "-n", "-d", "-a", "first-question=yes",
        "-f", "json",
      ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("\"first-outcome\""))
  }

  @Test func aFolderOrStandardOutputAsOutput() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let made = try hig(["new", "x", "--output", folder.path])
    #expect(made.status == 0, "\(made.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.yaml").path))
    let named = folder.appendingPathComponent("mine.yml").path
    #expect(try hig(["new", "x", "-o", named]).status == 0)
    let printed = try hig(["new", "x", "-o", "-"])
    #expect(printed.status == 0)
    #expect(printed.stderr == "")
    #expect(printed.stdout == (try read(URL(fileURLWithPath: named))))
    lintIsClean(try hig(["lint", "-"], input: printed.stdout), "stdin")
  }

  @Test func anExistingFileIsNeverOverwritten() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("x.yaml")
    try write("mine\n", to: file)
    let again = try hig(["new", "x"], directory: folder)
    #expect(again.status == 1)
    #expect(
      again.stderr
        == "error: 'x.yaml' already exists; it is left as it was (choose another name with --output)\n"
    )
    #expect(try read(file) == "mine\n")
    #expect(try hig(["new", "x", "-o", folder.path]).status == 1)
    #expect(try read(file) == "mine\n")
  }

  @Test(arguments: ["Deletion", "one_time", "-draft", "a--b", "", "x.yaml"])
  func aBadIDIsRefusedByName(id: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try hig(["new", "--", id], directory: folder)
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "error: invalid value '\(id)' for 'TREE-ID'; expected a lower-case kebab-case id, such as 'deletion'\n"
      ), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  @Test func aMissingIDIsAUsageError() throws {
    let result = try hig(["new"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: missing the new tree's id, such as 'deletion'\n"))
  }

  /// The example of Questions/README.md is a complete tree that lint
  /// passes as it stands in the README, with no warning.
  @Test func theReadmeExampleIsACompleteCleanTree() throws {
    let readme = try read(Binary.repository.appendingPathComponent("Questions/README.md"))
    let section = try #require(readme.range(of: "## A complete example"))
    let start = try #require(
      readme.range(of: "```yaml\n", range: section.upperBound..<readme.endIndex))
    let end = try #require(readme.range(of: "\n```\n", range: start.upperBound..<readme.endIndex))
    let tree = String(readme[start.upperBound..<end.lowerBound]) + "\n"
    lintIsClean(try hig(["lint", "-"], input: tree), "README")
    for part in [
      "\npages:", "fact: device", "applies:", "implementation:", "context:", "priority:",
    ] {
      #expect(tree.contains(part), "\(part)")
    }
  }
}
