import Testing

@testable import WizardCore

@Suite struct TextSearchTests {
  @Test func replacingAllReplacesEveryOccurrenceLeftToRight() {
    #expect("a\\b\\\\c".replacingAll("\\", with: "\\e") == "a\\eb\\e\\ec")
    #expect("**bold** and **more**".replacingAll("**", with: "") == "bold and more")
    // Matches do not overlap: "aaa" holds one "aa", then a lone "a".
    #expect("aaa".replacingAll("aa", with: "b") == "ba")
    #expect("nothing here".replacingAll("**", with: "") == "nothing here")
    #expect("".replacingAll("x", with: "y") == "")
    #expect("日本語「x」".replacingAll("「x」", with: "!") == "日本語!")
  }

  @Test func piecesKeepEmptyOnes() {
    #expect("one\n\ntwo\n\n\n\nthree".pieces(separatedBy: "\n\n") == ["one", "two", "", "three"])
    #expect("\n\nlead".pieces(separatedBy: "\n\n") == ["", "lead"])
    #expect("none".pieces(separatedBy: "\n\n") == ["none"])
    #expect("".pieces(separatedBy: ",") == [""])
  }

  @Test func firstRangeFindsTheFirstOccurrence() {
    let line = "  hig-wizard run x    # a comment    # and more"
    let range = line.firstRange(ofText: "    # ")
    #expect(range.map { String(line[..<$0.lowerBound]) } == "  hig-wizard run x")
    #expect(range.map { String(line[$0.upperBound...]) } == "a comment    # and more")
    #expect("no comment".firstRange(ofText: "    # ") == nil)
    let substring = "xx-ab-ab"[...].dropFirst(2)
    #expect(substring.firstRange(ofText: "ab").map { String(substring[$0]) } == "ab")
  }
}
