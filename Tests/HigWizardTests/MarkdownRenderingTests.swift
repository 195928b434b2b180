import Foundation
import Testing

/// The Markdown report as GitHub's renderer sees it: cmark-gfm with the
/// table and task-list extensions (the Makefile installs it).
@Suite struct MarkdownRenderingTests {
  /// `unsafe`: keep raw HTML (GitHub keeps `<details>` and `<summary>`);
  /// otherwise cmark-gfm leaves every piece of it out.
  func render(_ markdown: String, unsafe: Bool = false) throws -> String {
    let cmark = ["/usr/bin/cmark-gfm", "/usr/local/bin/cmark-gfm"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    let path = try #require(cmark, "cmark-gfm is not installed; run 'make deps'")
    let result = try runProcess(
      path,
      ["--extension", "table", "--extension", "tasklist", "--to", "html"]
        + (unsafe ? ["--unsafe"] : []), input: markdown)
    #expect(result.status == 0)
    return result.stdout
  }

  func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test func reportStructure() throws {
    let report = try hig(photoFilters + ["--format", "markdown"])
    let html = try render(report.stdout)
    #expect(
      html.hasPrefix("<h1>Photo filters</h1>\n<p><strong>Recommendation: Modal popover.</strong>"))
    #expect(count("<h2>", in: html) == 5)
    let headings = html.split(separator: "\n").filter { $0.hasPrefix("<h2>") }
    #expect(
      headings == [
        "<h2>How to build it</h2>", "<h2>Checklist</h2>", "<h2>Why</h2>",
        "<h2>What would change this</h2>", "<h2>Reproduce</h2>",
      ])
    // The answers and the diagram are folded: the only raw HTML is ours,
    // two blocks a fold.
    #expect(count("<!-- raw HTML omitted -->", in: html) == 4)
    let unsafe = try render(report.stdout, unsafe: true)
    #expect(count("<details>", in: unsafe) == 2)
    #expect(unsafe.contains("<summary>Answers</summary>"))
    #expect(unsafe.contains("<summary>Path</summary>"))
    // Every link goes to Apple's documentation or guidelines.
    let links = html.components(separatedBy: "<a href=\"").dropFirst()
    #expect(links.count > 10)
    #expect(links.allSatisfy { $0.hasPrefix("https://developer.apple.com/") })
    // Why: one numbered item per answer on the path.
    let why = html.components(separatedBy: "<h2>Why</h2>")[1]
      .components(separatedBy: "<h2>What would change this</h2>")[0]
    #expect(count("<li>", in: why) == 4)
    // What would change this: every answer on the path would.
    let changes = html.components(separatedBy: "<h2>What would change this</h2>")[1]
      .components(separatedBy: "<details>")[0]
    #expect(count("<li>", in: changes) == 4)
    #expect(
      changes.contains(
        "<li><strong>Which device is this task for?</strong> iPhone (<code>iphone</code>) → Modal view</li>"
      ))
    // The answers table: a header and one row per answer on the path.
    #expect(count("<table>", in: html) == 1)
    #expect(count("<tr>", in: html) == 5)
    #expect(
      html.contains(
        "<td>Does the task need more than one type of input? (<code>multiple-inputs</code>)</td>\n<td>Yes (<code>yes</code>)</td>"
      ))
    // The checklist: an unchecked task item per point.
    #expect(count("<li><input type=\"checkbox\" disabled=\"\" />", in: html) == 11)
    #expect(!html.contains("checked=\"\""))
    #expect(
      html.contains(
        "<pre><code class=\"language-sh\">hig-wizard run presentation --answer platform=ipad --answer modal-needed=yes"
      ))
  }

  @Test func hostileTitleCannotInjectHTMLOrBreakStructure() throws {
    let title = "<script>alert(1)</script> | ** [x](javascript:y) &amp;\n# H"
    let report = try hig([
      "run", "presentation", "-a", "modal-needed=yes", "-a", "platform=iphone", "-t", title,
    ])
    let html = try render(report.stdout)
    #expect(!html.contains("<script>"))
    #expect(!html.contains("javascript:y\""))
    // No raw HTML but the report's own folds.
    #expect(count("<!-- raw HTML omitted -->", in: html) == 4)
    #expect(
      html.components(separatedBy: "<a href=\"").dropFirst().allSatisfy {
        $0.hasPrefix("https://developer.apple.com/")
      })
    #expect(
      html.hasPrefix(
        "<h1>&lt;script&gt;alert(1)&lt;/script&gt; | ** [x](javascript:y) &amp;amp; # H</h1>\n"))
    #expect(count("<h1>", in: html) == 1)
    #expect(count("<table>", in: html) == 1)
  }
}
