import Testing

@testable import WizardCore

@Suite struct YAMLParserTests {
  func parse(_ text: String) -> YAMLParser.Result {
    YAMLParser(source: SourceText(file: "f.yaml", text: text)).parse()
  }

  func parse(bytes: [UInt8]) -> YAMLParser.Result {
    YAMLParser(source: SourceText(file: "f.yaml", bytes: bytes)).parse()
  }

  @Test func scalarsStayText() throws {
    let result = parse("a: yes\nb: 1\nc: ~\n")
    let root = try #require(result.root)
    guard case .mapping(let pairs) = root.content else {
      Issue.record("not a mapping")
      return
    }
    #expect(pairs.map { $0.value.scalar } == ["yes", "1", "~"])
    #expect(pairs.map(\.key.line) == [1, 2, 3])
  }

  @Test(arguments: [
    ("a: [1, 2\n", "YAML syntax error"),
    ("a: b: c\n", "YAML syntax error"),
    ("- a\nb: c\n", "YAML syntax error"),
    ("a: 1\n---\nb: 2\n", "exactly one YAML document"),
  ])
  func syntaxErrors(text: String, message: String) {
    let result = parse(text)
    #expect(result.diagnostics.count >= 1)
    #expect(result.diagnostics.first?.message.contains(message) == true, "\(result.diagnostics)")
    #expect(result.diagnostics.first?.location != nil)
  }

  @Test func syntaxErrorLocation() throws {
    let marked = try Marked("key: value\nlist: [a, b\nother: 1️⃣x\n")
    let result = parse(marked.text)
    #expect(result.root == nil)
    let diagnostic = result.diagnostics.first
    #expect(diagnostic?.location?.line == marked.line)
  }

  @Test func duplicateKeysAreAllReported() throws {
    let marked = try Marked("a: 1\nb: 2\n1️⃣a: 3\n")
    let result = parse(marked.text + "b: 4\n")
    try #require(result.diagnostics.count == 2)
    let first = result.diagnostics[0]
    #expect(first.message == "duplicate key 'a'; it is already set at line 1, column 1")
    #expect(first.location?.line == marked.line)
    #expect(first.location?.column == marked.column)
    #expect(first.sourceLine == "a: 3")
    // The structure survives, so later checks still run; the first value wins.
    #expect(result.root != nil)
  }

  /// Past 16 keys a mapping's keys are hashed rather than compared one by
  /// one; duplicates are found the same way, values and keys stay paired.
  @Test func duplicateKeysInALargeMapping() throws {
    var text = (1...40).map { "k\($0): v\($0)\n" }.joined()
    text += "k3: again\nk40: again\nlast: [x]\n"
    let result = parse(text)
    #expect(
      result.diagnostics.map(\.message) == [
        "duplicate key 'k3'; it is already set at line 3, column 1",
        "duplicate key 'k40'; it is already set at line 40, column 1",
      ])
    #expect(result.diagnostics.map { $0.location?.line } == [41, 42])
    let root = try #require(result.root)
    #expect(root["k3"]?.scalar == "v3")
    #expect(root["last"]?.items?.first?.scalar == "x")
    guard case .mapping(let pairs) = root.content else {
      Issue.record("the root is not a mapping")
      return
    }
    #expect(pairs.count == 41)
  }

  /// A key that is a list or a mapping is reported, and it and its value are
  /// left out without unpairing the keys and values that follow.
  @Test func nonTextKeysAreDroppedWithTheirValues() throws {
    let result = parse("a: 1\n? [x, y]\n: {deep: [1, 2]}\nb: 2\n")
    #expect(result.diagnostics.map(\.message) == ["a mapping key must be plain text, not a list"])
    let root = try #require(result.root)
    #expect(root["a"]?.scalar == "1")
    #expect(root["b"]?.scalar == "2")
  }

  /// What is dropped (a duplicate key's value, a second document) is still
  /// read for its own problems, so that fixing one error does not reveal
  /// the next.
  @Test func problemsInsideDroppedValuesAreReported() throws {
    let result = parse("a: 1\na:\n  b: 1\n  b: 2\n  [x]: 3\nc: 4\n---\nd: 1\nd: 2\n")
    #expect(
      result.diagnostics.map(\.message) == [
        "duplicate key 'a'; it is already set at line 1, column 1",
        "duplicate key 'b'; it is already set at line 3, column 3",
        "a mapping key must be plain text, not a list",
        "a file holds exactly one YAML document; move this one into a file of its own",
        "duplicate key 'd'; it is already set at line 8, column 1",
      ])
    #expect(result.diagnostics.map { $0.location?.line } == [2, 4, 5, 7, 9])
    // The first value of 'a' stays, and the document goes on after the drop.
    let root = try #require(result.root)
    #expect(root["a"]?.scalar == "1")
    #expect(root["c"]?.scalar == "4")
    #expect(root["d"] == nil)
  }

  /// A UTF-16 file (with its byte-order mark) is not read as UTF-16: files
  /// are UTF-8, and the message says so.
  @Test func utf16IsNotUTF8() {
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in "id: x\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let result = parse(bytes: bytes)
    #expect(result.root == nil)
    #expect(
      result.diagnostics.map(\.message) == [
        "the file is not valid UTF-8 (byte 0xFF at offset 0); save it as UTF-8"
      ])
  }

  @Test func billionLaughsIsRejectedQuickly() {
    var text =
      "a: &a [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]\n"
    var previous = "a"
    for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
      let refs = Array(repeating: "*\(previous)", count: 9).joined(separator: ", ")
      text += "\(name): &\(name) [\(refs)]\n"
      previous = name
    }
    let result = parse(text)
    #expect(result.diagnostics.hasErrors)
    #expect(result.diagnostics[0].message.hasPrefix("aliases ('*name') are not supported"))
    #expect(result.diagnostics[0].location?.line == 2)
    // 72 aliases: the first are listed, the rest counted.
    #expect(result.diagnostics.count == YAMLParser.maximumErrors + 1)
    #expect(result.diagnostics.last?.message == "22 more errors in this file are not shown")
  }

  @Test func deepNestingIsAnErrorNotACrash() throws {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let result = parse(text)
    #expect(result.root == nil)
    try #require(result.diagnostics.count == 1)
    #expect(result.diagnostics[0].message.hasPrefix("nesting is deeper than 64 levels"))
    #expect(result.diagnostics[0].location?.column == 65)
  }

  @Test func nestingAtTheLimitIsFine() {
    let text = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    #expect(parse(text).diagnostics.isEmpty)
  }

  @Test func invalidUTF8IsReportedWhereItIs() {
    let bytes = Array("title: ok\nsummary: caf".utf8) + [0xC3, 0x28] + Array("\n".utf8)
    let result = parse(bytes: bytes)
    #expect(result.root == nil)
    let diagnostic = result.diagnostics.first
    #expect(
      diagnostic?.message.hasPrefix("the file is not valid UTF-8 (byte 0xC3 at offset 22)") == true)
    #expect(diagnostic?.location?.line == 2)
    #expect(diagnostic?.location?.column == 13)
  }

  @Test(arguments: [
    [UInt8]([0xED, 0xA0, 0x80]),  // a surrogate
    [0xC0, 0x80],  // overlong
    [0xF5, 0x80, 0x80, 0x80],  // past U+10FFFF
    [0xE2, 0x82],  // truncated
    [0x80],  // a lone continuation byte
  ])
  func invalidUTF8Sequences(bytes: [UInt8]) {
    #expect(SourceText(file: "f", bytes: Array("ab".utf8) + bytes).firstInvalidUTF8Offset == 2)
  }

  @Test func columnsCountUnicodeScalars() throws {
    let marked = try Marked("título: ação\nnão: [1, 1️⃣*x]\n")
    let result = parse(marked.text)
    let alias = result.diagnostics.first { $0.message.hasPrefix("aliases") }
    #expect(alias?.location?.line == marked.line)
    #expect(alias?.location?.column == marked.column)
  }

  @Test func nulByteIsAnError() {
    let result = parse(bytes: Array("a: b".utf8) + [0] + Array("\n".utf8))
    #expect(result.diagnostics.hasErrors)
    #expect(result.diagnostics[0].message.hasPrefix("cannot read the file"))
    #expect(result.diagnostics[0].location?.column == 5)
  }

  @Test func emptyInputHasNoRootAndNoError() {
    #expect(parse("").root == nil)
    #expect(parse("").diagnostics.isEmpty)
    #expect(parse("# only a comment\n").root == nil)
  }

  @Test func nonTextKeysAreErrors() {
    let result = parse("[a]: 1\n")
    #expect(result.diagnostics.map(\.message) == ["a mapping key must be plain text, not a list"])
  }

  /// Parses with the items of the root's `questions` streamed, and returns
  /// each item as it was handed over, with the largest document seen then.
  func parseStreaming(_ text: String) -> (
    result: YAMLParser.Result, items: [YAMLNode], largest: Int
  ) {
    var items: [YAMLNode] = []
    var largest = 0
    let result = YAMLParser(source: SourceText(file: "f.yaml", text: text)).parse(
      streaming: (
        "questions",
        { document, node in
          items.append(document.node(at: node))
          largest = max(largest, document.nodes.count)
        }
      ))
    return (result, items, largest)
  }

  @Test func streamedItemsAreHandedOverWholeAndLeaveEmptyScalars() throws {
    let (result, items, _) = parseStreaming(
      """
      id: t
      questions:
        - {id: a, x: [1, 2]}
        - b
        - id: c
          y: z
      other:
        questions: [nested]

      """)
    #expect(result.diagnostics.isEmpty)
    #expect(items.map { $0["id"]?.scalar ?? $0.scalar } == ["a", "b", "c"])
    #expect(items[0]["x"]?.items?.map(\.scalar) == ["1", "2"])
    #expect(items.map(\.line) == [3, 4, 5])
    let root = try #require(result.root)
    // In the document each item is now an empty scalar where it was; the
    // list under another key is not streamed.
    #expect(root["questions"]?.items?.map(\.scalar) == ["", "", ""])
    #expect(root["questions"]?.items?.map(\.line) == [3, 4, 5])
    #expect(root["other"]?["questions"]?.items?.map(\.scalar) == ["nested"])
    #expect(root["id"]?.scalar == "t")
  }

  @Test func aDroppedDuplicateListIsNotStreamed() {
    let (result, items, _) = parseStreaming("questions: [a, b]\nquestions: [c]\n")
    #expect(items.map(\.scalar) == ["a", "b"])
    #expect(
      result.diagnostics.map(\.message) == [
        "duplicate key 'questions'; it is already set at line 1, column 1"
      ])
  }

  @Test func aStreamedListIsNeverWholeInMemory() {
    let count = 2000
    var text = "questions:\n"
    for index in 0..<count { text += "  - {id: q\(index), choices: [{id: a}, {id: b}]}\n" }
    let (result, items, largest) = parseStreaming(text)
    #expect(items.count == count)
    #expect(items.last?["id"]?.scalar == "q\(count - 1)")
    // Each item has 11 nodes: held together they would be 22,000. Streamed,
    // the document holds one item and the empty scalars of those before.
    #expect(largest <= count + 2 + 11, "largest document: \(largest) nodes")
    #expect(result.document?.nodes.count == count + 3)
  }

  @Test(arguments: [
    "- questions\n- [a, b]\n",  // the root is a list
    "questions: {a: b, c: d}\n",  // the key holds a mapping
    "questions: text\n",  // or text
    "other: {questions: [a, b]}\n",  // the key is not the root's
  ])
  func onlyTheRootMappingsListIsStreamed(text: String) {
    let (result, items, _) = parseStreaming(text)
    #expect(result.diagnostics.isEmpty)
    #expect(items.isEmpty, "\(items)")
    #expect(result.document != nil)
  }
}
