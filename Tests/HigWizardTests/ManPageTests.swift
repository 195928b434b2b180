import Foundation
import Testing
import WizardCore

/// The manual page: mdoc that mandoc reads without a word of complaint, made
/// from the command declarations and README.md's tables.
@Suite struct ManPageTests {
  func page() throws -> String {
    let tool = Binary.tools.appendingPathComponent("man-page").path
    let result = try runProcess(
      tool, [Binary.repository.appendingPathComponent("README.md").path, "December 1, 2026"])
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
    let tool = Binary.tools.appendingPathComponent("man-page").path
    let result = try runProcess(tool, [readme.path, "December 1, 2026"])
    #expect(result.status == 0, "\(result.stderr)")
    let file = folder.appendingPathComponent("hig-wizard.1")
    try write(result.stdout, to: file)
    let lint = try runProcess("/usr/bin/mandoc", ["-T", "lint", file.path])
    #expect(lint.stdout.isEmpty && lint.stderr.isEmpty, "\(lint.stdout)\(lint.stderr)")
    let text = try runProcess("/usr/bin/mandoc", ["-T", "utf8", file.path])
    #expect(text.stdout.contains(".done is written first"))
    #expect(text.stdout.contains(".then a sentence"))
  }

  @Test func aReadmeWithoutItsTablesIsAnError() throws {
    #expect(throws: ManPage.MissingTable(heading: "### Environment")) {
      try ManPage.render(
        readme: "### Exit status\n\n| a | b |\n| - | - |\n| 0 | ok |\n", version: "1", date: "x")
    }
  }
}
