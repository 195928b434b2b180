import Foundation
import Testing
import WizardCore

/// `hig-wizard schema NAME` and the files of schemas/, checked by Python's
/// jsonschema (Debian's python3-jsonschema) against the bundled trees, real
/// reports and a corpus of broken files.
@Suite struct SchemaTests {
  static let repository = Binary.repository

  @Test(arguments: ["tree", "translation", "answers", "report", "record", "config"])
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
        "error: invalid value 'trees' for 'NAME'; expected tree, translation, answers, report, record, scan, scan-guidance or config\n"
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
    let root = Self.repository.path
    let result = try runProcess(
      "/usr/bin/python3",
      [
        "\(root)/Tests/schema-check.py", "\(root)/schemas", "\(root)/Questions",
        "\(root)/Tests/SchemaCorpus",
      ]
        + reports + ["--", answers.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("16 bundled files, 3 reports and 1 answers files valid"))
    #expect(result.stdout.contains("14 broken files rejected"))
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
