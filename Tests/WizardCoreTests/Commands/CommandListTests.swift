import Foundation
import Testing

@testable import WizardCore

/// Commands, options, failures and formats are each declared once, and
/// everything else reads those declarations.
@Suite struct CommandListTests {
  static let sources: String = {
    let file = #filePath
    let tests = file.firstRange(of: "/Tests/")?.lowerBound ?? file.endIndex
    return String(file[..<tests]) + "/Sources"
  }()

  /// The Swift files under `Sources/folder`, with their text.
  static func files(in folder: String) throws -> [(path: String, text: String)] {
    let root = sources + "/" + folder
    let names = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".swift") }
    return try names.map { name in
      (name, String(decoding: try FileSystem.read(root + "/" + name), as: UTF8.self))
    }
  }

  @Test func theListOfCommandsIsTheListOfNames() {
    #expect(Commands.all.map(\.name) == CommandName.allCases.map(\.rawValue))
    for command in CommandName.allCases {
      #expect(command.spec.command == command)
      #expect(Commands.named(command.rawValue)?.command == command)
    }
  }

  /// Each option's name is one case; a command declares each option once.
  @Test func everyOptionIsDeclaredOnce() {
    for spec in Commands.all {
      let names = spec.allOptions.map(\.name)
      #expect(Set(names).count == names.count, "\(spec.name)")
      let shorts = spec.allOptions.compactMap(\.short)
      #expect(Set(shorts).count == shorts.count, "\(spec.name)")
      #expect(spec.featured.allSatisfy(names.contains), "\(spec.name)")
    }
    let used = Set(Commands.all.flatMap { $0.allOptions.map(\.name) })
    #expect(used == Set(OptionName.allCases))
  }

  /// The values help, completion and validation offer are the cases the
  /// commands read.
  @Test func choicesComeFromTheFormatsTheCommandsRead() throws {
    func choices(_ spec: CommandSpec, _ option: OptionName) -> [String] {
      spec.allOptions.first { $0.name == option }?.kind?.choices ?? []
    }
    #expect(choices(Commands.run, .format) == ReportFormat.allCases.map(\.rawValue))
    #expect(choices(Commands.resume, .format) == ReportFormat.allCases.map(\.rawValue))
    #expect(choices(Commands.batch, .inputFormat) == BatchFormat.allCases.map(\.rawValue))
    #expect(choices(Commands.batch, .format) == BatchResults.Format.allCases.map(\.rawValue))
    #expect(choices(Commands.graph, .format) == GraphFormat.allCases.map(\.rawValue))
    #expect(choices(Commands.list, .format) == ListingFormat.allCases.map(\.rawValue))
    #expect(choices(Commands.show, .format) == ListingFormat.allCases.map(\.rawValue))
    #expect(Commands.schema.operands[0].kind.choices == SchemaName.allCases.map(\.rawValue))
    #expect(
      Commands.completion.operands[0].kind.choices
        == CompletionScript.Shell.allCases.map(\.rawValue))
    // And a value the parse accepts (any case) is one the command can read.
    let parsed = Commands.batch.parse(["presentation", "a.txt", "-i", "CSV", "-f", "Markdown"])
    #expect(parsed.problem == nil)
    #expect(parsed.last(.inputFormat, as: BatchFormat.self) == .csv)
    #expect(parsed.last(.format, as: BatchResults.Format.self) == .markdown)
    #expect(BatchFormat.forFile("audit.CSV") == .csv)
    #expect(BatchFormat.forFile("-") == .jsonl)
  }

  /// One mapping from a failure to the exit status the help documents.
  @Test func failuresMapToTheDocumentedStatuses() {
    let cases: [(CommandFailure, ExitCode)] = [
      (.usage(.unexpectedOperand("x"), spec: Commands.run), .usage),
      (.usage(.unknownCommand("x", suggestion: nil), spec: nil), .usage),
      (.usageTold(Commands.resume), .usage),
      (.error(Diagnostic(.error, "no")), .failure),
      (.told, .failure),
      (.ended(.incomplete), .incomplete),
      (.ended(.interrupted), .interrupted),
    ]
    for (failure, code) in cases { #expect(failure.exitCode == code) }
    #expect(throws: Never.self) { try CommandFailure.unlessSuccess(.success) }
    #expect(throws: CommandFailure.self) { try CommandFailure.unlessSuccess(.hangUp) }
    // Every status a failure can map to is one a command documents.
    let documented = Set(Commands.all.flatMap(\.exitCodes))
    for (_, code) in cases { #expect(documented.contains(code)) }
  }

  /// The commands read options through ``OptionName``, never by a string,
  /// and choose no exit status: they throw a ``CommandFailure``.
  @Test func commandsNeitherLookUpOptionsByStringNorChooseExitStatuses() throws {
    let files = try Self.files(in: "hig-wizard")
    #expect(files.count >= 10)
    for (path, text) in files {
      for lookup in [".has(\"", ".last(\"", ".values(\"", "name == \""] {
        #expect(!text.contains(lookup), "\(path): \(lookup)")
      }
      guard path.hasSuffix("Command.swift"), path != "Command.swift" else { continue }
      for choice in [
        "return .failure", "return .success", "return .usage", "-> ExitCode", "= .failure",
      ] {
        #expect(!text.contains(choice), "\(path): \(choice)")
      }
    }
  }

  /// The terminal asks the list of renderers; it does not pick one.
  @Test func theTerminalPicksNoRenderer() throws {
    for (path, text) in try Self.files(in: "WizardTerminal") {
      for renderer in ["MarkdownReport.", "JSONReport.", "TextReport.", "case .markdown"] {
        #expect(!text.contains(renderer), "\(path): \(renderer)")
      }
    }
  }
}

/// Report formats are the renderers' names; each renderer is one type in
/// one list.
@Suite struct ReportRendererTests {
  @Test func theFormatsAreTheRenderersNames() {
    #expect(ReportFormat.allCases.map(\.rawValue) == ["markdown", "json", "text"])
    #expect(ReportFormat(rawValue: "json") == .json)
    #expect(ReportFormat(rawValue: "pdf") == nil)
    #expect(ReportFormat(rawValue: "JSON") == nil)
    for renderer in ReportRenderers.all {
      #expect(ObjectIdentifier(ReportRenderers.renderer(for: renderer.format)) == ObjectIdentifier(renderer))
    }
  }

  @Test(arguments: [
    ("a.json", "json"), ("a.txt", "text"), ("a.md", "markdown"), ("a", "markdown"),
    ("a.html", "markdown"), ("a.json.txt", "text"),
  ])
  func aFileNamePicksItsFormat(path: String, format: String) {
    #expect(ReportFormat.forFile(path).rawValue == format)
  }

  @Test func eachRendererWritesWhatItsReportTypeWrites() throws {
    let report = try ReportTests().report()
    func text(_ format: ReportFormat, brief: Bool = false) -> String {
      String(
        decoding: ReportRenderers.render(
          report, as: format, options: RenderOptions(brief: brief)), as: UTF8.self)
    }
    #expect(text(.markdown) == MarkdownReport.render(report))
    #expect(text(.markdown, brief: true) == MarkdownReport.render(report, brief: true))
    #expect(text(.json) == JSONReport.render(report))
    #expect(text(.text) == TextReport.render(report))
    // The front end lays text out; the renderer hands it the lines.
    let laidOut = ReportRenderers.render(
      report, as: .text,
      options: RenderOptions(brief: true, layout: { "\($0.count) lines\n" }))
    #expect(
      String(decoding: laidOut, as: UTF8.self)
        == "\(TextReport.lines(report, brief: true).count) lines\n")
  }
}
