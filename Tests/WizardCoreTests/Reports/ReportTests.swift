import Foundation
import Testing

@testable import WizardCore

@Suite struct ReportTests {
  /// Photo filters: iPad, modal, not in-depth, more than one type of
  /// input (a modal popover); drill-down is answered but never asked.
  static let example = Answers([
    ("platform", "ipad"), ("modal-needed", "yes"), ("depth", "no"),
    ("multiple-inputs", "yes"), ("drill-down", "no"),
  ])

  func report(
    _ answers: Answers = example, title: String? = "Photo filters", useDefaults: Bool = false
  ) throws -> Report {
    let evaluation = Evaluation.evaluate(
      try Fixtures.presentation(), answers: answers, useDefaults: useDefaults)
    try #require(evaluation.isComplete)
    return Report(
      evaluation: evaluation, given: answers, title: title,
      reproduce: "hig-wizard run presentation --format markdown", language: .en)
  }

  @Test func markdownGolden() throws {
    try assertSnapshot(MarkdownReport.render(try report()), named: "photo-filters.md")
  }

  @Test func jsonGolden() throws {
    try assertSnapshot(JSONReport.render(try report()), named: "photo-filters.json")
  }

  @Test func textGolden() throws {
    try assertSnapshot(TextReport.render(try report()), named: "photo-filters.txt")
  }

  @Test func reportContent() throws {
    let report = try report()
    #expect(report.outcome.id == "modal-popover")
    #expect(
      report.steps.map(\.questionID) == [
        "platform", "modal-needed", "depth", "multiple-inputs",
      ])
    #expect(report.unused == ["drill-down"])
    #expect(report.answers.pairs.map(\.question).last == "drill-down")
  }

  @Test func defaultsAreWrittenOutForReplay() throws {
    let answers = Answers([
      ("platform", "ipad"), ("depth", "no"), ("multiple-inputs", "no"), ("one-time", "no"),
    ])
    let report = try report(answers, useDefaults: true)
    #expect(
      report.steps.map(\.source) == [
        .given, .defaulted, .given, .given, .defaulted, .given, .defaulted,
      ])
    #expect(report.answers.values["modal-needed"] == "yes")
    #expect(report.answers.values["drill-down"] == "no")
    #expect(report.answers.values["main-function"] == "yes")
    #expect(report.outcome.id == "modal-popover")
  }

  @Test func jsonHasSortedKeysAndTheSchemaFields() throws {
    let json = JSONReport.render(try report())
    let topKeys = json.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map {
      String($0.dropFirst(3).prefix { $0 != "\"" })
    }
    #expect(
      topKeys == [
        "answers", "checklist", "combined", "conditional", "decidedBy", "followUps", "outcome",
        "path",
        "reproduce", "schemaVersion",
        "title", "tree", "unused", "whatWouldChange",
      ])
  }

  @Test(arguments: [
    ("<script>alert(1)</script>", "\\<script\\>alert(1)\\</script\\>"),
    ("a | b", "a \\| b"),
    ("**bold** _it_ `code`", "\\*\\*bold\\*\\* \\_it\\_ \\`code\\`"),
    ("line\nbreak\ttab", "line break tab"),
    ("- item", "\\- item"),
    ("1. first", "1\\. first"),
    ("# heading", "\\# heading"),
    ("&amp; [link](x)", "\\&amp; \\[link\\](x)"),
    ("esc\u{1B}[31mred", "esc\\[31mred"),
    ("version 1.0", "version 1.0"),
    ("plain words", "plain words"),
    ("12) x", "12\\) x"),
    ("12 x", "12 x"),
    ("+ a  *b*", "\\+ a \\*b\\*"),
  ])
  func markdownEscaping(input: String, expected: String) {
    #expect(MarkdownReport.escape(input) == expected)
  }

  /// Each ASCII byte between letters: the escaped punctuation gets a
  /// backslash, controls become nothing (white space a space), the rest
  /// stays; whichever path `escape` takes.
  @Test func markdownEscapingOfEveryASCIIByte() {
    for value in UInt8(0)..<0x80 {
      let character = Character(Unicode.Scalar(value))
      let expected =
        switch value {
        case 0x09...0x0D, 0x20: "a b"
        case 0x00...0x1F, 0x7F: "ab"
        default: "\\`*_[]<>|&~#".contains(character) ? "a\\\(character)b" : "a\(character)b"
        }
      #expect(MarkdownReport.escape("a\(character)b") == expected, "byte \(value)")
      #expect(PlainText.isInline("a\(character)b") == (value >= 0x20 && value < 0x7F))
    }
  }

  @Test func asciiSetHoldsWhatItsPredicateSaysAndNothingBeyondASCII() {
    let odd = PlainText.ASCIISet { $0 % 3 == 1 }
    for value in UInt8(0)..<0x80 {
      #expect(odd.contains(value) == (value % 3 == 1), "byte \(value)")
    }
    let all = PlainText.ASCIISet { _ in true }
    for value in UInt8(0x80)...0xFF { #expect(!all.contains(value), "byte \(value)") }
  }

  @Test func hostileTitleCannotBreakTheReport() throws {
    let markdown = MarkdownReport.render(
      try report(title: "x</h1><img src=x onerror=alert(1)>\n| a | b |\n# Injected"))
    // Every '<' is escaped, so no tag can open; the only markup is the
    // report's own: link destinations and the folded sections.
    var own = markdown
    for markup in ["](<", "<details>", "</details>", "<summary>", "</summary>"] {
      own = own.replacingOccurrences(of: markup, with: "")
    }
    #expect(own.split(separator: "<").count == own.split(separator: "\\<").count)
    #expect(!markdown.contains("\n# Injected"))
    #expect(
      markdown.hasPrefix(
        "# x\\</h1\\>\\<img src=x onerror=alert(1)\\> \\| a \\| b \\| \\# Injected\n"))
  }

  @Test func codeFenceOutgrowsBackticksInTheCommand() {
    #expect(MarkdownReport.codeFence(for: "plain") == "```")
    #expect(MarkdownReport.codeFence(for: "a ```` b") == "`````")
  }

  @Test func jsonEscapesControlCharacters() {
    let value = JSONValue.object(["k": .string("a\"b\\c\n\u{1B}\u{2028}é")])
    #expect(value.serialized() == "{\n  \"k\": \"a\\\"b\\\\c\\n\\u001B\\u2028é\"\n}\n")
  }

  @Test func plainTextDropsControlsAndBidiOverrides() {
    #expect(PlainText.inline("a\u{1B}[2Jb\u{202E}c\u{7}  d\n") == "a[2Jbc d")
  }

  @Test func theMarkdownPathChartIsValidMermaidAndSmall() throws {
    for tree in try Fixtures.allTrees() {
      for session in Session.allPaths(of: tree) {
        try #require(session.outcome != nil)
        let report = Report(
          evaluation: Evaluation.finished(session, given: Answers()), given: Answers(),
          title: nil, reproduce: "hig-wizard run \(tree.id)", language: .en)
        let markdown = MarkdownReport.render(report)
        let open = try #require(markdown.firstRange(of: "```mermaid\n"))
        let rest = markdown[open.upperBound...]
        let close = try #require(rest.firstRange(of: "\n```\n"))
        let chart = MermaidChart(parsing: String(rest[..<close.lowerBound]) + "\n")
        #expect(chart.problems.isEmpty, "\(tree.id): \(chart.problems)")
        // Only the path and its immediate alternatives: one edge per choice
        // of each question on the path.
        let choices = session.steps.compactMap { tree.question($0.questionID)?.choices.count }
        #expect(chart.edges.filter { !$0.dotted }.count == choices.reduce(0, +), "\(tree.id)")
        #expect(chart.linkStyles.count == session.steps.count)
      }
    }
  }
}

@Suite struct PlainTextTests {
  /// The listed white space is Unicode's White_Space property, which the
  /// list stands in for because the lookup is slow (every character of
  /// Japanese text would pay for it).
  @Test func whiteSpaceIsUnicodesWhiteSpace() {
    for value in UInt32(0)...0xFFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(PlainText.isWhiteSpace(scalar) == scalar.properties.isWhitespace, "U+\(value)")
    }
    #expect(PlainText.inline(" 表示\u{3000}方法\u{2028}") == "表示 方法")
  }

  /// The byte-level shortcut knows every scalar the scalar-level rewrite
  /// drops or folds: each one alone, between letters, and after a space.
  @Test func theCleanTextShortcutKnowsEveryScalar() {
    for value in UInt32(0)...0x3100 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for text in ["\(scalar)", "a\(scalar)b", "a \(scalar)", "\(scalar)\(scalar)"] {
        #expect(
          PlainText.isInline(text) == (PlainText.rewrite(text) == text), "\(text.debugDescription)")
      }
    }
    for text in ["\u{FEFF}x", "x\u{10FFFF}", "𝄞 ok", "\u{E000}"] {
      #expect(
        PlainText.isInline(text) == (PlainText.rewrite(text) == text), "\(text.debugDescription)")
    }
  }

  /// `inline` returns a text as it is when `isInline` says that it is clean:
  /// that must be exactly when the rewrite would leave it unchanged.
  @Test func theCleanTextShortcutAgreesWithTheRewrite() {
    let pieces = [
      "a", "é", "表", " ", "  ", "\t", "\n", "\u{1B}", "\u{202E}", "\u{3000}", "\u{85}", "-",
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<5_000 {
      let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
        pieces.randomElement(using: &generator) ?? ""
      }.joined()
      let rewritten = PlainText.rewrite(text)
      #expect(PlainText.isInline(text) == (rewritten == text), "\(text.debugDescription)")
      #expect(PlainText.isInline(rewritten), "\(text.debugDescription)")
    }
  }
}

@Suite struct ShellQuoteTests {
  /// Words of safe bytes stay bare; anything else goes in single quotes, a
  /// quote inside as '\''.
  @Test func onlySafeWordsStayBare() {
    for word in ["presentation", "platform=ipad", "a/b.c:d,e+f@g%h", "-n", "A_Z-09"] {
      #expect(ShellQuote.quote(word) == word)
    }
    #expect(ShellQuote.quote("") == "''")
    #expect(ShellQuote.quote("Photo filters") == "'Photo filters'")
    #expect(ShellQuote.quote("it's") == #"'it'\''s'"#)
    for word in ["$HOME", "a;b", "é", "`x`", "a*", "~", "\u{1B}[0m", "a\tb"] {
      #expect(ShellQuote.quote(word) == "'\(word)'", "\(word.debugDescription)")
    }
  }
}

@Suite struct JoinedTests {
  /// `[String].joined` gives what the standard library's generic one gives.
  @Test func joinsAsTheStandardLibraryDoes() {
    let cases: [[String]] = [
      [], [""], ["a"], ["a", "b"], ["", ""], ["表示", "é", "x y"], ["a", "", "c"],
    ]
    for texts in cases {
      for separator in ["", ", ", "\n", "→"] {
        #expect(
          texts.joined(separator: separator) == AnySequence(texts).joined(separator: separator))
      }
      #expect(texts.joined() == AnySequence(texts).joined())
    }
  }
}
