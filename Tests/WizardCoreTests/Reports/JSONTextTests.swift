import Testing

@testable import WizardCore

/// One JSON string writer: reports, `list` and `show` (JSONValue) and batch
/// JSON Lines (BatchResults) escape every text alike.
@Suite struct JSONTextTests {
  static let texts: [(text: String, json: String)] = [
    ("plain", #""plain""#),
    ("q\"b\\s/", #""q\"b\\s/""#),
    ("n\nr\rt\t", #""n\nr\rt\t""#),
    ("esc\u{1B}[2J del\u{7F} nul\u{0}", #""esc\u001B[2J del\u007F nul\u0000""#),
    ("ls\u{2028}ps\u{2029}", #""ls\u2028ps\u2029""#),
    ("c1\u{85}\u{9B}bidi\u{202E}\u{2066}", #""c1\u0085\u009Bbidi\u202E\u2066""#),
    ("é😀", "\"é😀\""),
    ("é\u{2028}\n", #""é\u2028\n""#),
  ]

  @Test(arguments: texts)
  func everyOutputEscapesAlike(_ text: String, json: String) throws {
    #expect(JSONText.quoted(text) == json)
    // Reports, list, show and saved sessions.
    #expect(JSONValue.object([text: .string(text)]).serialized() == "{\n  \(json): \(json)\n}\n")
    // Batch JSON Lines: the task written back.
    var results = BatchResults(
      tree: try Fixtures.presentation(), format: .jsonl, useDefaults: true, source: "t.jsonl",
      language: .en)
    var reader = BatchReader(format: .jsonl)
    let record = "{\"task\":\(json),\"platform\":\"iphone\"}\n"
    var out: [UInt8] = []
    for item in reader.feed(Array(record.utf8)) + reader.finish() {
      _ = results.take(item, into: &out)
    }
    let row = String(decoding: out, as: UTF8.self)
    #expect(row.hasSuffix(",\"task\":\(json)}\n"), "\(row)")
  }
}
