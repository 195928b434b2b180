/// How the scanner hands what it read to `hig-wizard scan`: JSON on standard
/// output (`hig-wizard-scan uses`), with sorted keys so that equal scans give
/// equal bytes. Both programs use this one encoder and decoder. A field with
/// no value is left out.
///
///     {"files": [{"path", "problem"?, "uses", "types", "ignores", "bindings"}],
///      "problems": ["file:line:column: message"],
///      "statistics": {"files", "matched", "parsed", "cached"}}
public enum ScannedFilesJSON {
  public struct Batch: Sendable, Equatable {
    /// Every Swift file walked, in path order (with `uses --found-only`,
    /// only those in which something was found; `statistics` counts all).
    public var files: [ScannedFile]
    /// What could not be walked or read, as `file:line:column: message`.
    public var problems: [String]
    public var statistics: Statistics

    public init(files: [ScannedFile], problems: [String] = [], statistics: Statistics = .init()) {
      self.files = files
      self.problems = problems
      self.statistics = statistics
    }
  }

  /// How much work a scan did, to see the prefilter and the cache work.
  public struct Statistics: Sendable, Equatable {
    /// Swift files walked.
    public var files = 0
    /// Files whose bytes hold one of the names or an ignore comment.
    public var matched = 0
    /// Matched files parsed by SwiftParser.
    public var parsed = 0
    /// Matched files whose result came from the cache.
    public var cached = 0

    public init(files: Int = 0, matched: Int = 0, parsed: Int = 0, cached: Int = 0) {
      self.files = files
      self.matched = matched
      self.parsed = parsed
      self.cached = cached
    }
  }

  public static func encode(_ batch: Batch) -> JSONValue {
    let statistics = batch.statistics
    return .object([
      "files": .array(batch.files.map(encode)),
      "problems": strings(batch.problems),
      "statistics": .object([
        "files": .number(statistics.files), "matched": .number(statistics.matched),
        "parsed": .number(statistics.parsed), "cached": .number(statistics.cached),
      ]),
    ])
  }

  public static func encode(_ file: ScannedFile) -> JSONValue {
    var object: [String: JSONValue] = [
      "path": .string(file.path),
      "uses": .array(file.uses.map(encode)),
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
      "bindings": .array(
        file.bindings.map {
          .object(["scope": .string($0.scope), "name": .string($0.name), "types": strings($0.types)])
        }),
    ]
    if let problem = file.problem { object["problem"] = .string(problem) }
    return .object(object)
  }

  public static func encode(_ use: SyntaxUse) -> JSONValue {
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
    if let type = use.enclosingType { object["enclosingType"] = .string(type) }
    if let within = use.within {
      object["within"] = .object(["line": .number(within.line), "column": .number(within.column)])
    }
    return .object(object)
  }

  static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }

  /// Reads what ``encode(_:)-9x2lq`` wrote; nil when the text is not such a
  /// batch (the scanner and this program are not the same version).
  public static func decode(_ bytes: [UInt8]) -> Batch? {
    let parsed = YAMLParser(source: SourceText(file: "hig-wizard-scan", bytes: bytes)).parse()
    guard !parsed.diagnostics.hasErrors, let root = parsed.root, let files = root["files"]?.items
    else { return nil }
    let statistics = root["statistics"]
    var batch = Batch(
      files: [], problems: texts(root["problems"]),
      statistics: Statistics(
        files: number(statistics?["files"]) ?? 0, matched: number(statistics?["matched"]) ?? 0,
        parsed: number(statistics?["parsed"]) ?? 0, cached: number(statistics?["cached"]) ?? 0))
    for node in files {
      guard let file = file(node) else { return nil }
      batch.files.append(file)
    }
    return batch
  }

  /// One file as ``encode(_:)-5ze1l`` wrote it (the scan cache keeps files
  /// so); nil when it is not one.
  public static func decodeFile(_ bytes: [UInt8]) -> ScannedFile? {
    let parsed = YAMLParser(source: SourceText(file: "cache", bytes: bytes)).parse()
    guard !parsed.diagnostics.hasErrors, let root = parsed.root else { return nil }
    return file(root)
  }

  static func file(_ node: YAMLNode) -> ScannedFile? {
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
          scope: use["scope"]?.scalar ?? "", enclosingType: use["enclosingType"]?.scalar,
          within: use["within"].flatMap { within in
            number(within["line"]).flatMap { line in
              number(within["column"]).map { SyntaxUse.Position(line: line, column: $0) }
            }
          }, line: line, column: column))
    }
    for type in node["types"]?.items ?? [] {
      guard let name = type["name"]?.scalar else { return nil }
      file.types.append(
        TypeFacts(
          name: name, inherits: texts(type["inherits"]), names: Set(texts(type["names"])),
          line: number(type["line"]) ?? 0, column: number(type["column"]) ?? 0))
    }
    for binding in node["bindings"]?.items ?? [] {
      guard let name = binding["name"]?.scalar else { return nil }
      file.bindings.append(
        ScannedFile.Binding(
          scope: binding["scope"]?.scalar ?? "", name: name, types: texts(binding["types"])))
    }
    for ignore in node["ignores"]?.items ?? [] {
      guard let line = number(ignore["line"]) else { return nil }
      file.ignores.append(IgnoreComment(line: line, rules: texts(ignore["rules"])))
    }
    return file
  }

  static func number(_ node: YAMLNode?) -> Int? { node?.scalar.flatMap { Int($0) } }

  static func texts(_ node: YAMLNode?) -> [String] { node?.items?.compactMap(\.scalar) ?? [] }
}
