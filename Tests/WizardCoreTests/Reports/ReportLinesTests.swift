import Testing

@testable import WizardCore

@Suite struct ReportLinesTests {
  /// What the lines used to be: an array of strings joined by line feeds,
  /// trailing empty ones dropped, one line feed at the end.
  func joined(_ lines: [String]) -> String {
    var lines = lines
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n") + "\n"
  }

  func built(_ lines: [String]) -> ReportLines {
    var out = ReportLines()
    for line in lines { out.append(text: line) }
    return out
  }

  @Test(arguments: [
    [], [""], ["", ""], ["a"], ["a", ""], ["a", "", ""], ["", "a"], ["a", "", "b", "", ""],
    ["code\nblock", ""], ["日本語", "«»", ""],
  ])
  func finishedLikeJoinedLines(lines: [String]) {
    var out = built(lines)
    #expect(String(decoding: out.finish(), as: UTF8.self) == joined(lines))
  }

  @Test func interpolationsAndLiteralsWriteTheSameBytes() {
    var out = ReportLines()
    let name = "Photo filters"
    out.append("# \(name)")
    out.append("")
    out.append("\(3). **\(name)** \("«ok»")")
    out.append(text: "- " + name)
    #expect(
      String(decoding: out.finish(), as: UTF8.self)
        == "# Photo filters\n\n3. **Photo filters** «ok»\n- Photo filters\n")
  }

  @Test func lastIsEmpty() {
    var out = ReportLines()
    #expect(!out.lastIsEmpty)
    out.append("x")
    #expect(!out.lastIsEmpty)
    out.append("")
    #expect(out.lastIsEmpty)
  }
}
