import Foundation
import Testing
import WizardCore

/// `hig-wizard schema NAME` and the files of schemas/, checked by Python's
/// jsonschema (Debian's python3-jsonschema) against the bundled trees, real
/// reports and a corpus of broken files.
@Suite struct SchemaTests {
  static let repository = Binary.repository

  @Test(arguments: [
    "tree", "translation", "answers", "report", "batch", "record", "scan", "config",
  ])
  func theCommandPrintsTheFileOfSchemas(name: String) throws {
    let result = try hig(["schema", name])
    #expect(result.status == 0)
    let file = try String(
      contentsOf: Self.repository.appendingPathComponent("schemas/\(name).json"), encoding: .utf8)
    #expect(result.stdout == file)
  }

  /// The names the declaration offers are the files of schemas/, and an
  /// unknown name lists them in the declaration's order.
  @Test func theDeclaredNamesAreTheFiles() throws {
    let declared = Commands.schema.operands[0].kind.choices
    let files = try FileManager.default.contentsOfDirectory(
      atPath: Self.repository.appendingPathComponent("schemas").path
    ).filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }
    #expect(Set(declared) == Set(files))
    let unknown = try hig(["schema", "trees"])
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr.hasPrefix(
        "error: invalid value 'trees' for 'NAME'; expected tree, translation, answers, report, batch, record, scan, scan-guidance or config\n"
      ),
      "\(unknown.stderr)")
  }

  @Test func everyFileValidatesAndEveryBrokenOneFails() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Reports as `run --format json` writes them: plain, conditional, chained.
    var reports: [String] = []
    for (index, answers) in [
      ["platform=ipad", "modal-needed=yes", "depth=no", "multiple-inputs=no", "one-time=yes"],
      [
        "platform=ipad", "modal-needed=no", "screen-tools=no", "suspend=unsure",
        "fits-in-view=yes",
      ],
      [
        "platform=ipad", "modal-needed=yes", "depth=no", "multiple-inputs=no", "one-time=yes",
        "modal-style.inside-view=no", "modal-style.gathers-input=yes",
        "modal-style.needs-whole-screen=no",
      ],
    ].enumerated() {
      let file = folder.appendingPathComponent("report-\(index).json").path
      let result = try hig(
        ["run", "presentation", "-n", "--defaults", "-f", "json", "-o", file]
          + answers.flatMap { ["-a", $0] })
      #expect(result.status == 0, "\(answers): \(result.stderr)")
      reports.append(file)
    }
    let answers = folder.appendingPathComponent("answers.yaml")
    try write("platform: ipad\nsuspend: unsure\nmodal-style.inside-view: \"no\"\n", to: answers)
    // Batch results of every kind: a recommendation, one taken on into a
    // follow-up tree, a conditional one, and failures (an unknown question,
    // a line that is not JSON).
    let records = folder.appendingPathComponent("tasks.jsonl")
    try write(
      """
      {"task": "Share sheet", "platform": "iphone"}
      {"platform": "ipad", "modal-needed": "no", "screen-tools": "no", "suspend": "unsure", "fits-in-view": "yes"}
      {"task": "Edit", "platform": "ipad", "modal-needed": "yes", "depth": "no", "multiple-inputs": "no", "one-time": "yes", "modal-style.inside-view": "no", "modal-style.gathers-input": "yes", "modal-style.needs-whole-screen": "no"}
      {"task": "Broken", "platform": "ipad", "colour": "red"}
      this is not JSON

      """, to: records)
    let batch = folder.appendingPathComponent("results.jsonl")
    let batchRun = try hig(
      ["batch", "presentation", records.path, "--defaults", "-o", batch.path])
    #expect(batchRun.status == 1, "\(batchRun.stderr)")
    let root = Self.repository.path
    let result = try runProcess(
      "/usr/bin/python3",
      [
        "\(root)/Tests/schema-check.py", "\(root)/schemas", "\(root)/Questions",
        "\(root)/Tests/SchemaCorpus",
      ]
        + reports + ["--", answers.path, "--", batch.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "16 bundled files, 3 reports, 1 answers files and 5 batch results valid"),
      "\(result.stdout)")
    // Each changed document differs from a real one in one place: a report
    // whose `path` is `[1, "two", null]`, a wrong type for each kind of
    // field, a missing required key, an unknown one.
    #expect(
      result.stdout.contains("14 broken files and 54 changed documents rejected"),
      "\(result.stdout)")
  }

  /// Every `# yaml-language-server: $schema=PATH` modeline of
  /// Questions/README.md works as written: yaml-language-server reads PATH
  /// relative to the YAML file, so from the file the README says starts with
  /// it (a bundled file, or one in the folder its `hig-wizard schema NAME >
  /// FILE` commands fill), PATH is the schema of that kind of file.
  @Test func theReadmesModelinesNameTheSchemaFromWhereTheFileLives() throws {
    let readme = try String(
      contentsOf: Self.repository.appendingPathComponent("Questions/README.md"), encoding: .utf8)
    let marker = "# yaml-language-server: $schema="
    let flat = readme.replacingOccurrences(of: "\n", with: " ")
    let pieces = flat.components(separatedBy: "`" + marker)
    let count = readme.components(separatedBy: marker).count - 1
    #expect(pieces.count - 1 == count, "a modeline not in backquotes: the test cannot read it")
    #expect(count >= 4)
    // The README's own commands make the copies, in a folder of their own.
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var commands = 0
    for line in readme.split(separator: "\n") where line.hasPrefix("hig-wizard schema ") {
      let words = line.split(separator: " ").map(String.init)
      try #require(words.count == 5 && words[3] == ">", "\(line)")
      let result = try hig(["schema", words[2]])
      #expect(result.status == 0)
      let target = folder.appendingPathComponent(words[4])
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try write(result.stdout, to: target)
      commands += 1
    }
    #expect(commands >= 2)
    for (before, after) in zip(pieces.dropLast(), pieces.dropFirst()) {
      // `FILE` starts with `MODELINE`: the last .yaml name in backquotes
      // before it.
      let path = try #require(after.components(separatedBy: "`").first)
      let file = try #require(
        before.components(separatedBy: "`").last { $0.hasSuffix(".yaml") && !$0.contains(" ") },
        "no file named before \(path)")
      let base = file.hasPrefix("Questions/") ? Self.repository : folder
      let yaml = base.appendingPathComponent(file)
      let schema = yaml.deletingLastPathComponent().appendingPathComponent(path).standardized
      let kind =
        [".pt.yaml", ".ja.yaml", ".ru.yaml"].contains { file.hasSuffix($0) }
        ? "translation" : "tree"
      let text = try String(contentsOf: schema, encoding: .utf8)
      #expect(
        text.contains("\"$id\": \"https://hig-wizard.invalid/schemas/\(kind).json\""),
        "\(file): \(path) is not the \(kind) schema")
      if base == Self.repository {
        // The bundled file starts with the modeline the README quotes.
        let first = try String(contentsOf: yaml, encoding: .utf8).split(separator: "\n").first
        #expect(first.map(String.init) == marker + path, "\(file)")
      }
    }
  }

  /// What the schema rejects, lint rejects too: the schema is never the
  /// more permissive of the two.
  @Test func lintAgreesWithTheSchemaOnBrokenTrees() throws {
    let corpus = Self.repository.appendingPathComponent("Tests/SchemaCorpus/tree")
    let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
    #expect(files.count == 8)
    for file in files {
      let result = try hig(["lint", corpus.appendingPathComponent(file).path])
      #expect(result.status == 1, "\(file): \(result.stdout)\(result.stderr)")
    }
  }
}
