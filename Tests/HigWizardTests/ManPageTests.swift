import Foundation
import Testing
import WizardCore

/// The manual page: mdoc that mandoc reads without a word of complaint, made
/// from the command declarations and README.md's tables.
@Suite struct ManPageTests {
  /// `make man`'s tool over the repository's README.md, VERSION and
  /// CHANGELOG.md, with SOURCE_DATE_EPOCH set to `epoch` ("": unset).
  static func makeMan(epoch: String = "1796083200", readme: URL? = nil) throws -> RunResult {
    let tool = Binary.tools.appendingPathComponent("man-page").path
    let files = ["VERSION", "CHANGELOG.md"].map { Binary.repository.appendingPathComponent($0) }
    let readme = readme ?? Binary.repository.appendingPathComponent("README.md")
    return try runProcess(
      tool, ([readme] + files).map(\.path), environment: ["SOURCE_DATE_EPOCH": epoch])
  }

  func page() throws -> String {
    let result = try Self.makeMan()
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  @Test func mandocFindsNothingToSay() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("hig-wizard.1")
    try write(try page(), to: file)
    let lint = try runProcess("/usr/bin/mandoc", ["-T", "lint", file.path])
    #expect(lint.stdout.isEmpty && lint.stderr.isEmpty, "\(lint.stdout)\(lint.stderr)")
  }

  @Test func itHasEveryCommandOptionAndReadmeTable() throws {
    let text = try page()
    for spec in Commands.all {
      #expect(text.contains(".It Cm \(spec.name)"), "\(spec.name)")
      for option in spec.allOptions {
        #expect(text.contains("Fl -\(option.long)"), "\(option.long)")
      }
    }
    for section in ["ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES"] {
      #expect(text.contains("\n.Sh \(section)\n"))
    }
    // From README's tables: a status, a variable and a file.
    #expect(text.contains(".It 141\n"))
    #expect(text.contains(".It Li HIG_WIZARD_QUESTIONS\n"))
    #expect(text.contains(".It Li ~/.editrc\n"))
    // A lone punctuation mark in code stays text, not an mdoc delimiter.
    #expect(text.contains(".Ql \\&:"))
    // batch's formats keep their columns.
    #expect(text.contains("\n.Bd -literal -offset indent\n  jsonl     one object per record"))
  }

  /// README cells that start with a dot or a quote: mandoc reads them as
  /// text, not as a macro it does not know.
  @Test func textStartingWithADotIsNoMacroToMandoc() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let readme = folder.appendingPathComponent("README.md")
    try write(
      """
      ### Exit status

      | Status | Meaning |
      | --- | --- |
      | 0 | .done is written first |

      ### Environment

      | Variable | Meaning |
      | --- | --- |
      | `X` | 'quoted text comes next |

      ### Files

      | File | Meaning |
      | --- | --- |
      | `~/.x` | `code` .then a sentence |

      """, to: readme)
    let result = try Self.makeMan(readme: readme)
    #expect(result.status == 0, "\(result.stderr)")
    let file = folder.appendingPathComponent("hig-wizard.1")
    try write(result.stdout, to: file)
    let lint = try runProcess("/usr/bin/mandoc", ["-T", "lint", file.path])
    #expect(lint.stdout.isEmpty && lint.stderr.isEmpty, "\(lint.stdout)\(lint.stderr)")
    let text = try runProcess("/usr/bin/mandoc", ["-T", "utf8", file.path])
    #expect(text.stdout.contains(".done is written first"))
    #expect(text.stdout.contains(".then a sentence"))
  }

  /// `help --man` prints, from the binary alone, the page `make man`
  /// installs (dated by the release when SOURCE_DATE_EPOCH is unset).
  @Test func helpManIsThePageMakeManWrites() throws {
    let made = try Self.makeMan(epoch: "")
    #expect(made.status == 0, "\(made.stderr)")
    let printed = try hig(["help", "--man"])
    #expect(printed.status == 0 && printed.stderr.isEmpty, "\(printed.stderr)")
    #expect(printed.stdout == made.stdout)
    let version = try String(
      contentsOf: Binary.repository.appendingPathComponent("VERSION"), encoding: .utf8)
    #expect(
      printed.stdout.contains(
        "hig-wizard \(version.trimmingCharacters(in: .whitespacesAndNewlines)):"))
  }

  /// The page is the whole program's: `help --man run` is a mistake.
  @Test func helpManTakesNoCommand() throws {
    let result = try hig(["help", "--man", "run"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("error: "), "\(result.stderr)")
  }

  /// Plain groff, with every warning on, reads the page without a warning,
  /// and what it prints has the arrows and ellipses the page means (no raw
  /// UTF-8, which troff reads as Latin-1).
  @Test func groffReadsItWithoutAWarningOrMojibake() throws {
    let page = try hig(["help", "--man"]).stdout
    #expect(page.utf8.allSatisfy { $0 < 0x80 })
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("hig-wizard.1")
    try write(page, to: file)
    let groff = try runProcess("/usr/bin/groff", ["-man", "-Tutf8", "-ww", file.path])
    #expect(groff.status == 0 && groff.stderr.isEmpty, "\(groff.stderr)")
    #expect(groff.stdout.contains("question id \u{2192} choice id"))
    #expect(groff.stdout.contains("... | head"))
    for mojibake in ["\u{00E2}\u{0086}", "\u{00E2}\u{0080}"] {
      #expect(!groff.stdout.contains(mojibake))
    }
  }

  /// SOURCE_DATE_EPOCH dates the page (reproducible builds); a value that is
  /// not a number is refused.
  @Test func sourceDateEpochDatesThePage() throws {
    let dated = try Self.makeMan(epoch: "951782400")
    #expect(dated.stdout.hasPrefix(".Dd February 29, 2000\n"))
    let wrong = try Self.makeMan(epoch: "yesterday")
    #expect(wrong.status == 2)
    #expect(wrong.stderr.contains("SOURCE_DATE_EPOCH is 'yesterday'"))
  }

  @Test func aReadmeWithoutItsTablesIsAnError() throws {
    #expect(throws: ManPage.MissingTable(heading: "### Environment")) {
      try ManPage.render(
        readme: "### Exit status\n\n| a | b |\n| - | - |\n| 0 | ok |\n", version: "1", date: "x")
    }
  }
}
