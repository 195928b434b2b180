/// A JSON value, written with sorted keys and two-space indentation so that
/// equal values always give identical bytes.
public enum JSONValue: Sendable, Equatable {
  case string(String)
  case number(Int)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([String: JSONValue])

  public func serialized() -> String {
    var out = ""
    write(to: &out, indent: 0)
    out.append("\n")
    return out
  }

  private func write(to out: inout String, indent: Int) {
    switch self {
    case .string(let text): JSONValue.writeString(text, to: &out)
    case .number(let number): out.append(String(number))
    case .bool(let flag): out.append(flag ? "true" : "false")
    case .null: out.append("null")
    case .array(let items):
      guard !items.isEmpty else { return out.append("[]") }
      out.append("[\n")
      for (index, item) in items.enumerated() {
        out.append(String(repeating: "  ", count: indent + 1))
        item.write(to: &out, indent: indent + 1)
        out.append(index + 1 < items.count ? ",\n" : "\n")
      }
      out.append(String(repeating: "  ", count: indent) + "]")
    case .object(let members):
      guard !members.isEmpty else { return out.append("{}") }
      out.append("{\n")
      let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      for (index, key) in keys.enumerated() {
        out.append(String(repeating: "  ", count: indent + 1))
        JSONValue.writeString(key, to: &out)
        out.append(": ")
        members[key]?.write(to: &out, indent: indent + 1)
        out.append(index + 1 < keys.count ? ",\n" : "\n")
      }
      out.append(String(repeating: "  ", count: indent) + "}")
    }
  }

  private static func writeString(_ text: String, to out: inout String) {
    out.append(JSONText.quoted(text))
  }
}
