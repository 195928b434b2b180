/// The JSON Schemas `hig-wizard schema NAME` prints (schemas/NAME.json).
public enum SchemaName: String, Sendable, CaseIterable {
  case tree, translation, answers, report, batch, record, scan
  case scanGuidance = "scan-guidance"
  case config

  /// The file in schemas/.
  public var fileName: String { rawValue + ".json" }
}
