import Testing

@testable import WizardCore

@Suite struct SourceTextTests {
  /// Lines are found through marks every 64 lines: check every line of a
  /// file long enough to need several, with and without a final line break.
  @Test(arguments: [true, false])
  func everyLineIsFound(finalBreak: Bool) {
    let lines = (1...200).map { "line \($0)" }
    let text = lines.joined(separator: "\n") + (finalBreak ? "\n" : "")
    let source = SourceText(file: "f", text: text)
    for (index, line) in lines.enumerated() {
      #expect(source.line(index + 1) == line)
    }
    #expect(source.line(201) == (finalBreak ? "" : nil))
    #expect(source.line(202) == nil)
    #expect(source.line(0) == nil)
  }

  @Test func carriageReturnsAndEmptyFiles() {
    #expect(SourceText(file: "f", text: "a\r\nb\r\n").line(2) == "b")
    #expect(SourceText(file: "f", text: "").line(1) == "")
    #expect(SourceText(file: "f", text: "").line(2) == nil)
  }

  @Test func aLongLineIsCutWithAnEllipsis() {
    let long = String(repeating: "é", count: 10_000)
    let source = SourceText(file: "f", text: "a: b\nc: \(long)\nd: e\n")
    let expected = "c: " + String(repeating: "é", count: SourceText.maximumLineLength - 3) + "…"
    #expect(source.line(2) == expected)
    #expect(source.line(3) == "d: e")
    let exact = String(repeating: "x", count: SourceText.maximumLineLength)
    #expect(SourceText(file: "f", text: exact).line(1) == exact)
  }

  /// Past the part of a cut line that is shown, a caret would point at the
  /// wrong text: the diagnostic has no source line then.
  @Test func noCaretLineBeyondTheShownPart() {
    let source = SourceText(file: "f", text: String(repeating: "x", count: 5_000))
    #expect(source.diagnostic(.error, .verbatim("m"), line: 1, column: 200).sourceLine != nil)
    let far = source.diagnostic(.error, .verbatim("m"), line: 1, column: 4_000)
    #expect(far.sourceLine == nil)
    #expect(far.location == SourceLocation(file: "f", line: 1, column: 4_000))
  }

  @Test func byteOffsetsBecomeLinesAndColumns() {
    let lines = (1...150).map { "ção \($0)" }
    let source = SourceText(file: "f", text: lines.joined(separator: "\n"))
    var offset = 0
    for (index, line) in lines.enumerated() {
      #expect(
        source.location(ofByte: offset) == SourceLocation(file: "f", line: index + 1, column: 1))
      // "ção " is 4 scalars in 6 bytes.
      #expect(
        source.location(ofByte: offset + 6) == SourceLocation(file: "f", line: index + 1, column: 5)
      )
      offset += line.utf8.count + 1
    }
    #expect(source.location(ofByte: 1 << 40).line == 150)
  }
}

@Suite struct DiagnosticTests {
  @Test func aHugeMessageKeepsItsStartAndEnd() {
    let id = String(repeating: "A", count: 1_000_000)
    let diagnostic = Diagnostic.error("tree id '\(id)' must be lower-case kebab-case")
    let message = diagnostic.message
    #expect(message.unicodeScalars.count == Diagnostic.maximumMessageLength)
    #expect(message.hasPrefix("tree id 'AAAA"))
    #expect(message.hasSuffix("AAAA' must be lower-case kebab-case"))
    #expect(message.contains("A…A"))
    let short = "unknown key 'x'"
    #expect(Diagnostic.error(short).message == short)
  }

  @Test func aFileShowsItsFirstErrorsAndCountsTheRest() throws {
    let source = SourceText(file: "f", text: "")
    let errors = (1...60).reversed().map {
      source.diagnostic(.error, .verbatim("e\($0)"), line: $0, column: 1)
    }
    let capped = errors.capped(errors: 50, hidden: 0, stoppedEarly: false, file: "f")
    try #require(capped.count == 51)
    #expect(capped.first?.message == "e1")
    #expect(capped[49].message == "e50")
    #expect(capped.last?.message == "10 more errors in this file are not shown")
    #expect(capped.last?.severity == .note)

    let one = Array(errors.prefix(51))
    #expect(
      one.capped(errors: 50, hidden: 0, stoppedEarly: false, file: "f").last?.message
        == "1 more error in this file is not shown")
    #expect(
      errors.capped(errors: 50, hidden: 5, stoppedEarly: true, file: "f").last?
        .message
        == "at least 15 more errors in this file are not shown")
    #expect(
      errors.prefix(3).map { $0 }.capped(
        errors: 50, hidden: 0, stoppedEarly: false, file: "f"
      )
      .count == 3)
  }
}
