import Foundation
import Testing
import WizardMessages

@testable import WizardCore

/// Parsing, usage lines and help screens come from the declarations.
@Suite struct CommandSpecTests {
  /// The translations, which the program registers at start.
  init() { Translations.register() }

  @Test func theUsageLineIsMadeFromTheOperandsAndOptions() {
    #expect(
      Commands.run.usage
        == "hig-wizard run TREE [--answer ID=CHOICE]... [--answers FILE]... [--defaults] [--non-interactive] [--follow] [--resume] [--format markdown|json|text] [--brief] [--output FILE] [--title TEXT] [--record DIR]"
    )
    #expect(Commands.lint.usage == "hig-wizard lint [FILE|DIR]... [--strict] [--stamp]")
    #expect(
      Commands.graph.synopsis == "hig-wizard graph TREE [--format mermaid|dot] [--output FILE]")
    #expect(Commands.resume.synopsis == "hig-wizard resume [NAME|TREE] [--list] [options]")
  }

  @Test func everyCommandIsFoundByItsNameAndNothingElse() {
    for command in Commands.all {
      #expect(Commands.named(command.name)?.name == command.name)
    }
    // Exactly these: a name the switch knows that `all` lacks would be a
    // command that help and completion do not show.
    let names = [
      "run", "resume", "batch", "list", "show", "graph", "lint", "new", "scan", "check",
      "schema", "completion", "help",
    ]
    #expect(Set(Commands.all.map(\.name)) == Set(names))
    #expect(names.allSatisfy { Commands.named($0) != nil })
    for other in ["", "Run", "runs", "--help", "exit"] { #expect(Commands.named(other) == nil) }
  }

  @Test func sharedOptionsAreOneDeclaration() {
    for name in ["defaults", "non-interactive", "follow", "format", "brief", "output", "title"] {
      let run = Commands.run.options.first { $0.long == name }
      let resume = Commands.resume.options.first { $0.long == name }
      #expect(run?.help == resume?.help, "\(name)")
    }
    #expect(Commands.all.allSatisfy { $0.allOptions.contains { $0.long == "lang" } })
  }

  @Test func oneParseReadsGroupedShortOptionsAndTheLanguage() {
    let parsed = Commands.run.parse(["presentation", "-nLja", "-a", "platform=iphone"])
    #expect(parsed.problem == nil)
    #expect(parsed.has(.nonInteractive))
    #expect(parsed.last(.lang) == "ja")
    #expect(parsed.values(.answer) == ["platform=iphone"])
  }

  @Test func aMistakeIsRecordedAndTheRestIsStillRead() {
    let parsed = Commands.run.parse(["presentation", "--bogus", "--lang", "pt"])
    #expect(parsed.problem == .unknownOption("--bogus", suggestion: nil))
    #expect(parsed.last(.lang) == "pt")
  }

  @Test func valuesOperandsAndHelpAreChecked() {
    #expect(
      Commands.run.parse(["presentation", "-f", "pdf"]).problem
        == .invalidChoice(option: "-f", value: "pdf", allowed: ["markdown", "json", "text"]))
    #expect(
      Commands.run.parse(["presentation", "-f", "pdf"]).problem?.message(in: .en)
        == "invalid value 'pdf' for '-f'; expected markdown, json or text")
    #expect(Commands.run.parse(["presentation", "--format", "JSON"]).problem == nil)
    #expect(
      Commands.run.parse([]).problem
        == .missingOperand("the tree to run, such as 'presentation'"))
    #expect(
      Commands.batch.parse(["presentation"]).problem
        == .missingOperand("the records file (JSON Lines or CSV; '-' for standard input)"))
    #expect(Commands.show.parse(["a", "b"]).problem == .unexpectedOperand("b"))
    #expect(Commands.lint.parse(["a", "b", "c"]).problem == nil)
    // `--help` wins over any mistake on the line.
    #expect(Commands.run.parse(["--help", "--bogus"]).problem == nil)
  }

  /// Every line of every help screen, in every language, fits 80 columns
  /// (wide characters count two).
  @Test func helpScreensFitEightyColumns() {
    for language in Language.allCases {
      let help = HelpScreen(language: language)
      let screens = Commands.all.map { help.command($0) } + [help.main(version: "1.0.0")]
      for line in screens.joined(separator: "\n").split(separator: "\n") {
        #expect(LineBreaking.columns(line) <= 80, "\(language): \(line)")
      }
    }
  }

  @Test func helpScreensListEveryOptionAndEveryCommand() {
    let run = HelpScreen(language: .en).command(Commands.run)
    // The usage line wraps at 80 columns, later lines under the first option.
    let usage = run.split(separator: "\n\n", maxSplits: 1)[0]
    #expect(usage.split(separator: "\n").allSatisfy { $0.count <= 79 })
    #expect(
      usage.split(separator: "\n").dropFirst().allSatisfy {
        $0.hasPrefix(String(repeating: " ", count: 27) + "[")
      })
    #expect(
      usage.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        == "Usage: " + Commands.run.usage)
    // An option too long for its column gets a line of its own.
    #expect(
      HelpScreen(language: .en).command(Commands.batch).contains(
        "\n  -i, --input-format FORMAT\n                           jsonl or csv"))
    for option in Commands.run.allOptions { #expect(run.contains("--\(option.long)")) }
    #expect(run.contains("# replay a report"))
    let main = HelpScreen(language: .en).main(version: "9")
    for spec in Commands.all {
      #expect(main.contains("\n  " + spec.synopsis + "\n"))
      #expect(main.contains("\n  \(spec.name) "))
    }
    let translated = HelpScreen(language: .ja).command(Commands.run)
    #expect(translated.contains("\nオプション:\n"))
    #expect(translated.contains("report.json    # レポートを再現\n"))
  }
}

/// The core holds the logic and no process-wide state about how to speak.
@Suite struct ArchitectureTests {
  /// The translations, which the program registers at start.
  init() { Translations.register() }

  static let core: String = {
    let file = #filePath
    let tests = file.firstRange(of: "/Tests/")?.lowerBound ?? file.endIndex
    return String(file[..<tests]) + "/Sources/WizardCore"
  }()

  @Test func theLanguageIsAValueEverywhereInTheCore() throws {
    let files = (FileManager.default.enumerator(atPath: Self.core)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".swift") }.map { Self.core + "/" + $0 }
    #expect(files.count > 40)
    for file in files {
      let text = String(decoding: try FileSystem.read(file), as: UTF8.self)
      #expect(!text.contains("Language.current"), "\(file)")
      #expect(!text.contains("static var current"), "\(file)")
      #expect(!text.contains("nonisolated(unsafe)"), "\(file)")
      #expect(!text.contains("@TaskLocal"), "\(file)")
    }
  }

  /// Operating-system calls live in one file per target, so that a port
  /// (to macOS, say) changes only those: WizardCore's FileSystem.swift and
  /// WizardTerminal's TerminalSystem.swift; the executable has none.
  @Test func operatingSystemCallsAreConfinedToOneFilePerTarget() throws {
    let sources = String(Self.core.dropLast("/WizardCore".count))
    var importing: [String: [String]] = [:]
    for target in ["WizardCore", "WizardTerminal", "hig-wizard"] {
      let folder = sources + "/" + target
      let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()
      #expect(!files.isEmpty, "\(target)")
      importing[target] = try files.filter { file in
        let text = String(decoding: try FileSystem.read(folder + "/" + file), as: UTF8.self)
        return text.contains("import Glibc") || text.contains("import Darwin")
          || text.contains("import Foundation")
      }
    }
    #expect(importing["WizardCore"] == ["Support/FileSystem.swift"])
    #expect(importing["WizardTerminal"] == ["TerminalSystem.swift"])
    #expect(importing["hig-wizard"] == [])
  }

  @Test func theSameReportSpeaksEachLanguageItIsGiven() throws {
    let tree = try Fixtures.presentation()
    let evaluation = Evaluation.evaluate(
      tree, answers: Answers([("modal-needed", "yes"), ("platform", "iphone")]),
      useDefaults: true)
    try #require(evaluation.isComplete)
    func render(_ language: Language) -> String {
      MarkdownReport.render(
        Report(
          evaluation: evaluation, given: Answers(), title: nil, reproduce: "", language: language))
    }
    let english = render(.en)
    let russian = render(.ru)
    #expect(english.contains("## Why"))
    #expect(!russian.contains("## Why"))
    #expect(render(.en) == english)
  }
}
