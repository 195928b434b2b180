import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

/// Files that are not what they seem: a named pipe or a device where a tree,
/// a session or an answers file should be, and trees whose text would act
/// on the terminal.
@Suite struct HostileFileTests {
  /// A named pipe at `path` that this process holds open for writing and
  /// never writes to, as a terminal is for a reader (`/dev/tty`): read, it
  /// blocks for ever. The caller closes the descriptor.
  func blockingPipe(at path: String) throws -> Int32 {
    #expect(mkfifo(path, 0o644) == 0)
    // Read and write: opening a pipe so never waits for the other end.
    let descriptor = open(path, O_RDWR | O_CLOEXEC)
    try #require(descriptor >= 0)
    return descriptor
  }

  /// A trees folder holding a good tree, a blocking pipe and a link to
  /// /dev/zero, which never ends.
  func folderWithDevices() throws -> (folder: URL, trees: URL, pipe: Int32) {
    let folder = try temporaryFolder()
    let trees = folder.appendingPathComponent("trees")
    try FileManager.default.createDirectory(at: trees, withIntermediateDirectories: true)
    try write(HostileInput.validTree(id: "mine"), to: trees.appendingPathComponent("mine.yaml"))
    let pipe = try blockingPipe(at: trees.appendingPathComponent("pipe.yaml").path)
    #expect(symlink("/dev/zero", trees.appendingPathComponent("zero.yaml").path) == 0)
    return (folder, trees, pipe)
  }

  /// A folder of trees (`--questions`, `HIG_WIZARD_QUESTIONS`) leaves out
  /// what is not a regular file, and says so; `list`, `run`, `lint` and
  /// Tab all finish.
  @Test func aTreesFolderSkipsPipesAndDevices() throws {
    let (folder, trees, pipe) = try folderWithDevices()
    defer {
      close(pipe)
      try? FileManager.default.removeItem(at: folder)
    }
    let skipped = [
      "warning: '\(trees.path)/pipe.yaml' is not a regular file; it is skipped",
      "warning: '\(trees.path)/zero.yaml' is not a regular file; it is skipped",
    ]
    let runs: [(arguments: [String], environment: [String: String])] = [
      (["list", "-q", trees.path], [:]),
      (["list"], ["HIG_WIZARD_QUESTIONS": trees.path]),
      (["run", "mine", "-n", "-a", "first=a", "-q", trees.path], [:]),
      (["lint", trees.path], [:]),
    ]
    for (arguments, environment) in runs {
      let run = try measure(arguments, environment: environment, timeLimit: 30)
      #expect(!run.timedOut, "\(arguments)")
      #expect(run.status == 0, "\(arguments): \(run.stderr)")
      for line in skipped { #expect(run.stderr.contains(line), "\(arguments): \(run.stderr)") }
    }
    let tab = try measure(
      ["__complete", "run", "mi"], environment: ["HIG_WIZARD_QUESTIONS": trees.path],
      timeLimit: 30)
    #expect(!tab.timedOut)
    #expect(tab.status == 0)
    #expect(tab.stdout == "mine\tT\n", "\(tab.stdout)")
    // Named as the file to lint, it is an error; named with --questions, a
    // file that cannot be read is not loaded (a warning), as any file that
    // breaks, and the other trees work.
    for name in ["pipe.yaml", "zero.yaml"] {
      let path = trees.appendingPathComponent(name).path
      let lint = try measure(["lint", path], timeLimit: 30)
      #expect(!lint.timedOut)
      #expect(lint.status == 1)
      #expect(
        lint.stderr.contains("error: cannot read '\(path)': it is not a regular file"),
        "\(lint.stderr)")
      let list = try measure(["list", "-q", path], timeLimit: 30)
      #expect(!list.timedOut)
      #expect(list.status == 0)
      #expect(
        list.stderr.contains(
          "warning: cannot read '\(path)': it is not a regular file; the file is not loaded"),
        "\(list.stderr)")
    }
  }

  /// A session file that is a pipe or a device: `resume --list` and Tab
  /// finish, and the list says which file it could not read.
  @Test func aSessionThatIsAPipeOrADeviceIsSkipped() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let environment = ["XDG_STATE_HOME": folder.path, "HOME": folder.path]
    let cut = try hig(["run", "presentation"], input: "ipad\nyes\n", environment: environment)
    #expect(cut.status == 3)
    let sessions = folder.appendingPathComponent("hig-wizard/sessions")
    let pipe = try blockingPipe(at: sessions.appendingPathComponent("pipe.json").path)
    defer { close(pipe) }
    #expect(symlink("/dev/zero", sessions.appendingPathComponent("zero.json").path) == 0)

    let list = try measure(["resume", "--list"], environment: environment, timeLimit: 30)
    #expect(!list.timedOut)
    #expect(list.status == 0)
    #expect(list.stdout.contains("presentation-"), "\(list.stdout)")
    for name in ["pipe.json", "zero.json"] {
      #expect(
        list.stderr.contains(
          "warning: cannot read '\(sessions.path)/\(name)': it is not a regular file"),
        "\(list.stderr)")
    }
    let tab = try measure(["__complete", "resume", ""], environment: environment, timeLimit: 30)
    #expect(!tab.timedOut)
    #expect(tab.status == 0)
    #expect(tab.stdout.hasPrefix("presentation-"), "\(tab.stdout)")
  }

  /// An answers file that is a pipe someone holds open is refused, not
  /// waited on; `-` (standard input) is still read.
  @Test func anAnswersFileThatIsAPipeIsRefused() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("answers.yaml").path
    let pipe = try blockingPipe(at: path)
    defer { close(pipe) }
    let run = try measure(
      ["run", "presentation", "-n", "--answers", path], timeLimit: 30)
    #expect(!run.timedOut)
    #expect(run.status == 1)
    #expect(
      run.stderr.contains("cannot read '\(path)': it is not a regular file"), "\(run.stderr)")
    let standardInput = try hig(
      ["run", "presentation", "-n", "--answers", "-", "-f", "json"],
      input: "platform: ipad\nmodal-needed: yes\ndepth: no\nmultiple-inputs: yes\n")
    #expect(standardInput.status == 0, "\(standardInput.stderr)")
  }

  /// Text a tree can hold that acts on a terminal: an escape sequence, a
  /// carriage return, C1's CSI (U+009B), DEL and a right-to-left override.
  static let actingOnTheTerminal: [Unicode.Scalar] = [
    "\u{1B}", "\r", "\u{9B}", "\u{7F}", "\u{202E}",
  ]

  /// A tree (not linted: `--questions`) with such text in a sketch, a
  /// summary, a prompt and a title.
  static let hostileTree = #"""
    id: hostile
    title: "Hostile \u202E title"
    summary: S.
    questions:
      - id: first
        prompt: "P\e[31m?"
        topic: T
        help: "H\r."
        choices:
          - {id: a, label: "A\x7F", next: done, reason: R.}
          - {id: b, label: B, next: other, reason: R.}
    outcomes:
      - id: done
        title: "D\u009B2J"
        recommendation: R.
        rationale: R.
        topic: T
        checklist: []
        implementation:
          uikit:
            summary: "Do\rit."
            apis:
              - {symbol: "x()", url: "https://example.com/x", since: iOS 1.0}
            sketch: "let a = 1 // \e[31mred\r\n\u009B2J\tlet b = 2\n"
          swiftui:
            summary: S.
            apis:
              - {symbol: "y()", url: "https://example.com/y", since: iOS 1.0}
      - {id: other, title: O, recommendation: R., rationale: R., topic: T, checklist: []}

    """#

  /// Whatever the format, nothing of such a tree reaches the terminal (or
  /// a report file) as it is.
  @Test(arguments: ["text", "markdown", "json"])
  func aHostileTreeSendsNothingThatActsOnTheTerminal(format: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(Self.hostileTree, to: folder.appendingPathComponent("hostile.yaml"))
    for arguments in [
      ["run", "hostile", "-q", folder.path, "-n", "-a", "first=a", "-f", format],
      ["show", "hostile", "-q", folder.path],
    ] {
      let result = try hig(arguments)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      for output in [result.stdout, result.stderr] {
        let found = output.unicodeScalars.filter { Self.actingOnTheTerminal.contains($0) }
        #expect(found.isEmpty, "\(arguments): \(found.map { String($0.value, radix: 16) })")
      }
    }
    // The sketch keeps its tab and its lines.
    let markdown = try hig(
      ["run", "hostile", "-q", folder.path, "-n", "-a", "first=a", "-f", "markdown"])
    #expect(markdown.stdout.contains("let a = 1 // [31mred\n2J\tlet b = 2\n"), "\(markdown.stdout)")
  }

  /// A link is shown in every report: one holding CSI, DEL or a
  /// right-to-left override is refused when the tree loads.
  @Test(arguments: [#"\u009B2J"#, #"\x7F"#, #"\u202Egro.elpmaxe"#])
  func aLinkWithControlCharactersIsRefused(tail: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tree = Self.hostileTree.replacingOccurrences(
      of: #"url: "https://example.com/x""#, with: #"url: "https://example.com/"# + tail + "\"")
    let file = folder.appendingPathComponent("hostile.yaml")
    try write(tree, to: file)
    // In a folder of trees a file that breaks is not loaded: a warning at
    // the link, and then the tree is unknown.
    let result = try hig(["run", "hostile", "-q", folder.path, "-n", "-a", "first=a"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.contains(
        "\(file.path):23:34: warning: 'url' in a symbol of outcome 'done' must be an https:// link without spaces; the file is not loaded"
      ),
      "\(result.stderr)")
    #expect(result.stderr.contains("unknown tree 'hostile'"), "\(result.stderr)")
    let lint = try hig(["lint", file.path])
    #expect(lint.status == 1)
    #expect(
      lint.stderr.contains(
        "\(file.path):23:34: error: 'url' in a symbol of outcome 'done' must be an https:// link without spaces"
      ),
      "\(lint.stderr)")
  }

  /// `lint` refuses every control and bidirectional formatting character,
  /// in every field and the sketches too, with where it is: as itself at
  /// its line and column, from an escape where its text starts.
  @Test func lintRefusesControlAndBidirectionalCharacters() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // One written as itself: a right-to-left override in the summary.
    let tree = Self.hostileTree.replacingOccurrences(
      of: "summary: S.\nquestions:", with: "summary: S\u{202E}.\nquestions:")
    let file = folder.appendingPathComponent("hostile.yaml")
    try write(tree, to: file)
    let result = try hig(["lint", file.path])
    #expect(result.status == 1)
    let escape = "an escape in this text makes character"
    let expected = [
      "2:8: error: \(escape) U+202E",
      "3:11: error: character U+202E is a control or bidirectional formatting character",
      "6:13: error: \(escape) U+001B",
      "8:11: error: \(escape) U+000D",
      "10:24: error: \(escape) U+007F",
      "14:12: error: \(escape) U+009B",
      "21:18: error: \(escape) U+000D",
      "24:17: error: \(escape) U+001B",
    ]
    for line in expected {
      #expect(result.stderr.contains("\(file.path):\(line)"), "\(line)\n\(result.stderr)")
    }
    #expect(!result.stderr.unicodeScalars.contains { Self.actingOnTheTerminal.contains($0) })
    // Thousands of them: at most 50 errors a file, as for every check.
    let many = folder.appendingPathComponent("many.yaml")
    try write(
      HostileInput.validTree(id: "many") + "# " + String(repeating: "\u{202E}", count: 5000)
        + "\n", to: many)
    let capped = try hig(["lint", many.path])
    #expect(capped.status == 1)
    let errors = capped.stderr.components(separatedBy: ": error: character U+202E").count - 1
    #expect(errors == 50, "\(capped.stderr.suffix(500))")
    #expect(capped.stderr.count < 32 * 1024)
    // A translation is a tree's text too.
    let translation = folder.appendingPathComponent("presentation.pt.yaml")
    try write(
      "tree: presentation\nlanguage: pt\ntitle: \"Apresenta\\u202Eção\"\n", to: translation)
    let translated = try hig(["lint", translation.path])
    #expect(
      translated.stderr.contains("\(translation.path):3:8: error: \(escape) U+202E"),
      "\(translated.stderr)")
  }
}
