import Foundation
import Testing
import WizardCore

/// What the command declarations make, byte for byte: the help screens,
/// the completion scripts, the manual page and the usage errors. They are
/// derived from one list of commands; these golden files show that a change
/// to how the list is kept changes none of them. `RECORD_SNAPSHOTS=1`
/// records them again (then review the diff).
@Suite struct CommandLineSnapshotTests {
  static let folder = Binary.repository.appendingPathComponent(
    "Tests/HigWizardTests/Snapshots/cli")

  /// Every command: one without a golden help screen fails (its file is
  /// missing) until it is recorded.
  static let commands = CommandName.allCases.map(\.rawValue)

  /// The status and both streams, as one file.
  static func transcript(_ result: RunResult) -> String {
    "status: \(result.status)\n--- stdout\n\(result.stdout)--- stderr\n\(result.stderr)"
  }

  func expectSnapshot(
    _ text: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    try HigWizardTests.expectSnapshot(
      text, at: Self.folder.appendingPathComponent(name), sourceLocation: sourceLocation)
  }

  @Test(arguments: ["en", "pt"])
  func mainHelp(language: String) throws {
    try expectSnapshot(
      Self.transcript(try hig(["--help", "--lang", language])), "help.\(language).txt")
  }

  @Test(arguments: commands)
  func commandHelp(command: String) throws {
    let result = try hig([command, "--help"])
    try expectSnapshot(Self.transcript(result), "help-\(command).en.txt")
    // `help COMMAND` says the same.
    #expect(try hig(["help", command]).stdout == result.stdout)
    let portuguese = try hig([command, "--help", "--lang", "pt"])
    try expectSnapshot(Self.transcript(portuguese), "help-\(command).pt.txt")
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func completionScript(shell: String) throws {
    try expectSnapshot(Self.transcript(try hig(["completion", shell])), "completion.\(shell).txt")
  }

  @Test func completionCandidates() throws {
    var text = ""
    for words in [
      [""], ["r"], ["run", "-"], ["run", "--format", ""], ["batch", "--input-format", ""],
      ["batch", "-f", ""], ["graph", "--format", ""], ["show", "--format", ""],
      ["resume", "--format", ""], ["schema", ""], ["completion", ""], ["help", ""],
      ["list", "--"], ["lint", "--"], ["check", "--format", ""], ["lint", "-"],
      ["run", "presentation", "--", "-"], ["new", "-"],
    ] {
      let result = try hig(["__complete"] + words)
      text += "$ \(words)\n" + Self.transcript(result) + "\n"
    }
    try expectSnapshot(text, "complete.txt")
  }

  @Test func manPage() throws {
    // The debug build's tool, beside the tests, also when the tests run
    // against the release binary (`make test-release`).
    let result = try ManPageTests.makeMan()
    try expectSnapshot(Self.transcript(result), "man-page.txt")
  }

  /// Usage errors: the message, the usage line, where to read more, and 2.
  @Test func usageErrors() throws {
    var text = ""
    for arguments in [
      ["runn"], ["run"], ["run", "presentation", "--format", "xml"], ["run", "--anser", "x"],
      ["batch", "presentation"], ["batch", "presentation", "x.csv", "--input-format", "tsv"],
      ["batch", "presentation", "x.csv", "-f", "json"], ["graph", "presentation", "-f", "png"],
      ["show", "presentation", "-f", "yaml"], ["list", "--format", "x"], ["schema"],
      ["schema", "nope"], ["completion"], ["completion", "tcsh"], ["help", "nope"],
      ["resume", "--list", "--forget", "x"], ["resume", "--forget-older-than", "soon"],
      ["lint", "--stamp"], ["--lang", "xx"], ["--bogus"], ["run", "nope", "-n"],
      ["run", "presentation", "-n", "-a", "platform=pc"], ["new"], ["new", "My_Tree"],
      ["lint", "--stamp", "-"],
    ] {
      let result = try hig(arguments)
      text += "$ hig-wizard \(arguments.joined(separator: " "))\n" + Self.transcript(result) + "\n"
    }
    try expectSnapshot(text, "usage-errors.txt")
  }
}
