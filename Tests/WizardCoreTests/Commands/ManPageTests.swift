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
}
