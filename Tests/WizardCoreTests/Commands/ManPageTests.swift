import Foundation
import Testing

@testable import WizardCore

/// The manual page's text lines: mdoc reads a line that starts with a dot
/// or a quote as a macro (or a request), so such a line starts with `\&`.
@Suite struct ManPageTextTests {
  /// README tables whose cells start with a dot and a quote, one after a
  /// code span.
  static let readme = """
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

    """

  @Test func aLineStartingWithADotOrAQuoteStaysText() throws {
    let page = try ManPage.render(readme: Self.readme, version: "1", date: "December 1, 2026")
    let lines = page.split(separator: "\n").map(String.init)
    #expect(lines.contains("\\&.done is written first"))
    #expect(lines.contains("\\&'quoted text comes next"))
    #expect(lines.contains("\\&.then a sentence"))
    for text in [".done", "'quoted", ".then"] {
      #expect(!lines.contains { $0.hasPrefix(text) }, "\(text)")
    }
  }

  /// Prose wrapped at 80 bytes, and the lines of a literal block.
  @Test(arguments: [
    (String(repeating: "word ", count: 16) + ".profile is read", "\\&.profile is read"),
    (String(repeating: "word ", count: 16) + "'quoted", "\\&'quoted"),
  ])
  func wrappedProseStartingWithADotStaysText(text: String, line: String) {
    let lines = ManPage.prose(text)
    #expect(lines.count == 2)
    #expect(lines.last == line)
  }

  @Test func literalLinesStartingWithADotStayText() {
    #expect(ManPage.escapeLine(".hidden \\ file") == "\\&.hidden \\e file")
    #expect(ManPage.escapeLine("'x") == "\\&'x")
    #expect(ManPage.escapeLine("plain") == "plain")
  }

  /// Days counted from 1970 in UTC, across leap days, century years and
  /// before 1970.
  @Test(arguments: [
    (0, "January 1, 1970"), (-1, "December 31, 1969"), (951_782_400, "February 29, 2000"),
    (951_868_800, "March 1, 2000"), (4_107_542_399, "February 28, 2100"),
    (1_796_083_200, "December 1, 2026"), (1_796_169_599, "December 1, 2026"),
  ])
  func anEpochIsItsUTCDay(epoch: Int, date: String) {
    #expect(ManPage.date(epoch: epoch) == date)
  }

  /// Every character beyond ASCII leaves as a roff escape: named where roff
  /// has a name, else by its code point.
  @Test func charactersBeyondASCIIAreEscapes() {
    #expect(
      ManPage.asciiOnly("a \u{2192} b \u{2026} c \u{2014} \u{00E9}")
        == "a \\(-> b ... c \\(em \\[u00E9]")
    #expect(ManPage.asciiOnly("\u{1F680}") == "\\[u1F680]")
    #expect(ManPage.asciiOnly("plain") == "plain")
  }
}

/// VERSION and CHANGELOG.md make the release: a version needs a dated section.
@Suite struct ReleaseTests {
  @Test func theVersionAndItsSectionsDate() throws {
    let release = try Release.read(
      version: "0.2.0\n", changelog: "# Changelog\n\n## [Unreleased]\n\n## [0.2.0] - 2026-12-07\n")
    #expect(release == Release(version: "0.2.0", year: 2026, month: 12, day: 7))
  }

  @Test(arguments: [
    ("0.2", "## [0.2] - 2026-12-07", "not a version"),
    ("0.3.0", "## [0.2.0] - 2026-12-07", "no section '## [0.3.0] - YYYY-MM-DD'"),
    ("0.2.0", "## [0.2.0] - soon", "does not end in a date"),
    ("0.2.0", "## [0.2.0] - 2026-13-07", "does not end in a date"),
  ])
  func aVersionWithoutADatedSectionIsRefused(version: String, changelog: String, message: String) {
    #expect {
      _ = try Release.read(version: version, changelog: changelog)
    } throws: { error in
      (error as? Release.Problem)?.message.contains(message) == true
    }
  }

  /// The repository's own VERSION has its section.
  @Test func theRepositoryIsReleased() throws {
    var root = URL(fileURLWithPath: #filePath)
    while root.lastPathComponent != "Tests" { root.deleteLastPathComponent() }
    root.deleteLastPathComponent()
    let release = try Release.read(
      version: String(contentsOf: root.appendingPathComponent("VERSION"), encoding: .utf8),
      changelog: String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8))
    #expect(!release.version.isEmpty)
  }
}
