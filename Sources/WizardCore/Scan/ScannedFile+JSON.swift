/// How the scanner hands its findings to `hig-wizard scan`: JSON on standard
/// output, `{"files": [...], "parsed": N, "cached": N}`, each file with its
/// uses, types and ignore comments. Both sides use these two functions.
public enum ScannedFilesJSON {
  public struct Batch: Sendable, Equatable {
    public var files: [ScannedFile]
    /// Files parsed in this run, and files whose result came from the cache.
    public var parsed: Int
    public var cached: Int

    public init(files: [ScannedFile], parsed: Int = 0, cached: Int = 0) {
      self.files = files
      self.parsed = parsed
      self.cached = cached
    }
  }

  public static func encode(_ batch: Batch) -> JSONValue {
    .object([
      "files": .array(batch.files.map(encode)),
      "parsed": .number(batch.parsed),
      "cached": .number(batch.cached),
    ])
  }

  public static func encode(_ file: ScannedFile) -> JSONValue {
    var object: [String: JSONValue] = [
      "path": .string(file.path),
      "uses": .array(
        file.uses.map { use in
          var object: [String: JSONValue] = [
            "kind": .string(use.kind.rawValue), "name": .string(use.name),
            "labels": strings(use.labels), "subject": .string(use.subject),
            "path": strings(use.path), "scope": .string(use.scope),
            "line": .number(use.line), "column": .number(use.column),
            "arguments": .array(
              use.arguments.map { argument in
                var object: [String: JSONValue] = [
                  "label": .string(argument.label), "types": strings(argument.types),
                ]
                if let value = argument.value { object["value"] = .string(value) }
                return .object(object)
              }),
          ]
          if let value = use.value { object["value"] = .string(value) }
          if let bound = use.boundTo { object["boundTo"] = .string(bound) }
          if let type = use.enclosingType { object["type"] = .string(type) }
          return .object(object)
        }),
      "types": .array(
        file.types.map { type in
          .object([
            "name": .string(type.name), "inherits": strings(type.inherits),
            "names": strings(type.names.sorted()), "line": .number(type.line),
            "column": .number(type.column),
          ])
        }),
      "ignores": .array(
        file.ignores.map { .object(["line": .number($0.line), "rules": strings($0.rules)]) }),
    ]
    if let problem = file.problem { object["problem"] = .string(problem) }
    return .object(object)
  }

  static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }

  /// Reads what ``encode(_:)-swift.type.method`` wrote; nil when the text is
  /// not such a batch (the scanner and this program do not match).
  public static func decode(_ bytes: [UInt8]) -> Batch? {
    let parsed = YAMLParser(source: SourceText(file: "hig-wizard-scan", bytes: bytes)).parse()
    guard !parsed.diagnostics.hasErrors, let root = parsed.root, let files = root["files"]?.items
    else { return nil }
    var batch = Batch(
      files: [], parsed: root["parsed"]?.scalar.flatMap { Int($0) } ?? 0,
      cached: root["cached"]?.scalar.flatMap { Int($0) } ?? 0)
    for node in files {
      guard let path = node["path"]?.scalar else { return nil }
      var file = ScannedFile(path: path, problem: node["problem"]?.scalar)
      for use in node["uses"]?.items ?? [] {
        guard let kind = use["kind"]?.scalar.flatMap(SyntaxUse.Kind.init(rawValue:)),
          let name = use["name"]?.scalar, let line = number(use["line"]),
          let column = number(use["column"])
        else { return nil }
        file.uses.append(
          SyntaxUse(
            kind: kind, name: name, labels: texts(use["labels"]),
            subject: use["subject"]?.scalar ?? "", path: texts(use["path"]),
            arguments: (use["arguments"]?.items ?? []).map {
              SyntaxUse.Argument(
                label: $0["label"]?.scalar ?? "_", value: $0["value"]?.scalar,
                types: texts($0["types"]))
            }, value: use["value"]?.scalar, boundTo: use["boundTo"]?.scalar,
            scope: use["scope"]?.scalar ?? "", enclosingType: use["type"]?.scalar, line: line,
            column: column))
      }
      for type in node["types"]?.items ?? [] {
        guard let name = type["name"]?.scalar else { return nil }
        file.types.append(
          TypeFacts(
            name: name, inherits: texts(type["inherits"]), names: Set(texts(type["names"])),
            line: number(type["line"]) ?? 0, column: number(type["column"]) ?? 0))
      }
      for ignore in node["ignores"]?.items ?? [] {
        guard let line = number(ignore["line"]) else { return nil }
        file.ignores.append(IgnoreComment(line: line, rules: texts(ignore["rules"])))
      }
      batch.files.append(file)
    }
    return batch
  }

  static func number(_ node: YAMLNode?) -> Int? { node?.scalar.flatMap { Int($0) } }

  static func texts(_ node: YAMLNode?) -> [String] { node?.items?.compactMap(\.scalar) ?? [] }
}
