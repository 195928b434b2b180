import Testing

@testable import WizardCore

/// Inputs the fuzz targets (Fuzz/README.md) found, kept so that they stay fixed.
@Suite struct FuzzRegressionTests {
  /// csv-splitter: a field holding a quote followed by a combining mark
  /// (U+0746) came back different once written with its quotes doubled,
  /// because the doubling replaced Characters, and `"` + U+0746 is one.
  @Test func aQuoteBeforeACombiningMarkSurvivesQuoting() throws {
    let found: [UInt8] = [
      0x2c, 0x2c, 0x2c, 0x69, 0x20, 0x2c, 0xe6, 0x2c, 0x2c, 0x22, 0x8a, 0xdd, 0x22, 0x22, 0xdd,
      0x86, 0x2c, 0x22, 0x2c, 0x2c, 0x5c, 0x2c, 0x2c, 0x75, 0x30,
    ]
    for record in [found, Array("a,\"x\"\"\u{0346}y\",b".utf8)] {
      guard let fields = BatchReader.csvFields(record[...]) else {
        Issue.record("the record does not split: \(record)")
        continue
      }
      #expect(fields.contains { $0.unicodeScalars.contains("\"") })
      let again = BatchReader.csvFields(BatchReader.quotedRecord(fields)[...])
      #expect(again == fields)
    }
  }
}
