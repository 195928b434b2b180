import Foundation
import Testing

/// The configuration file ($XDG_CONFIG_HOME/hig-wizard/config.yaml) against
/// the built binary: each setting used, flags over it, it over the
/// environment, `--no-config`, and a broken file refused as a usage error.
@Suite struct ConfigurationTests {
  /// A fresh XDG_CONFIG_HOME holding `text` as hig-wizard's configuration.
  struct Home {
    let folder: URL
    var config: URL { folder.appendingPathComponent("hig-wizard") }
    var file: URL { config.appendingPathComponent("config.yaml") }
    var environment: [String: String] { ["XDG_CONFIG_HOME": folder.path] }

    init(_ text: String) throws {
      folder = try temporaryFolder()
      try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
      try write(text, to: file)
    }

    func run(_ arguments: [String], environment more: [String: String] = [:]) throws -> RunResult {
      try hig(arguments, environment: environment.merging(more) { $1 })
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
  }

  static let unknownTree = ["run", "no-such-tree"]
  static let english = "error: unknown tree 'no-such-tree'"
  static let japanese = "error: ツリー 'no-such-tree' は存在しません"

  @Test func theLanguageComesFromTheFileUnlessAFlagSaysOtherwise() throws {
    let home = try Home("language: ja\n")
    defer { home.remove() }
    #expect(try home.run(Self.unknownTree).stderr.hasPrefix(Self.japanese))
    // The file is about hig-wizard: it wins over the locale and LANGUAGE.
    let locale = try home.run(
      Self.unknownTree, environment: ["LANG": "pt_BR.UTF-8", "LANGUAGE": "ru"])
    #expect(locale.stderr.hasPrefix(Self.japanese), "\(locale.stderr)")
    #expect(try home.run(["--lang", "en"] + Self.unknownTree).stderr.hasPrefix(Self.english))
    #expect(try home.run(Self.unknownTree + ["-L", "en"]).stderr.hasPrefix(Self.english))
    #expect(try home.run(["--no-config"] + Self.unknownTree).stderr.hasPrefix(Self.english))
    // Without the file, the environment decides again.
    let ignored = try home.run(
      Self.unknownTree + ["--no-config"], environment: ["LANG": "pt_BR.UTF-8"])
    #expect(
      ignored.stderr.hasPrefix("error: árvore desconhecida 'no-such-tree'"), "\(ignored.stderr)")
    // Help speaks it too.
    #expect(try home.run(["--help"]).stdout.contains("\n使い方"))
  }

  @Test func theReportFormatComesFromTheFileUnlessFormatIsGiven() throws {
    let home = try Home("report-format: json\n")
    defer { home.remove() }
    let run = ["run", "presentation", "-n", "-a", "modal-needed=yes", "-a", "platform=iphone"]
    let json = try home.run(run)
    #expect(json.status == 0, "\(json.stderr)")
    #expect(json.stdout.hasPrefix("{"), "\(json.stdout.prefix(80))")
    #expect(try home.run(run + ["--format", "markdown"]).stdout.hasPrefix("# "))
    #expect(try home.run(run + ["--no-config"]).stdout.hasPrefix("# "))
    // A report file's extension says its format, over the file's default;
    // a name without a known extension takes the file's.
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, start) in [("r.md", "# "), ("r.txt", "Photo"), ("r.report", "{")] {
      let path = folder.appendingPathComponent(name).path
      let written = try home.run(run + ["-t", "Photo", "-o", path])
      #expect(written.status == 0, "\(name): \(written.stderr)")
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text.hasPrefix(start), "\(name): \(text.prefix(60))")
    }
  }

  /// `questions` relative to the file's folder; HIG_WIZARD_QUESTIONS and
  /// --questions add to it.
  @Test func foldersOfTreesAddUp() throws {
    let home = try Home("questions: [trees]\n")
    defer { home.remove() }
    let trees = home.config.appendingPathComponent("trees")
    let more = home.folder.appendingPathComponent("more")
    for folder in [trees, more] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try write(RecordCommandTests.smallTree, to: trees.appendingPathComponent("small.yaml"))
    try write(
      RecordCommandTests.smallTree.replacingOccurrences(of: "id: small", with: "id: other"),
      to: more.appendingPathComponent("other.yaml"))
    let ids = { (result: RunResult) in
      Set(result.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first })
    }
    // From another folder than the file's: still found.
    let listed = try home.run(["list"])
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(ids(listed).contains("small"))
    #expect(!ids(listed).contains("other"))
    let variable = try home.run(["list"], environment: ["HIG_WIZARD_QUESTIONS": more.path])
    #expect(ids(variable).isSuperset(of: ["small", "other"]), "\(variable.stdout)")
    let flag = try home.run(["list", "--questions", more.path])
    #expect(ids(flag).isSuperset(of: ["small", "other"]), "\(flag.stdout)")
    #expect(!ids(try home.run(["list", "--no-config"])).contains("small"))
  }

  /// Tab offers the trees of the file's folders, described in its language;
  /// a broken file offers what there is without it, and says nothing.
  @Test func completionReadsTheFileQuietly() throws {
    let home = try Home("language: pt\nquestions: [trees]\n")
    defer { home.remove() }
    let trees = home.config.appendingPathComponent("trees")
    try FileManager.default.createDirectory(at: trees, withIntermediateDirectories: true)
    try write(RecordCommandTests.smallTree, to: trees.appendingPathComponent("small.yaml"))
    let offered = try home.run(["__complete", "run", "sm"])
    #expect(offered.stdout.hasPrefix("small\t"), "\(offered.stdout)")
    #expect(try home.run(["__complete", "--no-config", "run", "sm"]).stdout.isEmpty)
    let commands = try home.run(["__complete", "li"])
    #expect(commands.stdout.hasPrefix("list\tlista as árvores"), "\(commands.stdout)")
    try write("language: pt\nquestions: trees\n", to: home.file)
    let broken = try home.run(["__complete", "li"])
    #expect(broken.status == 0)
    #expect(broken.stdout.hasPrefix("list\tlist the trees"), "\(broken.stdout)")
    #expect(broken.stderr.isEmpty)
  }

  @Test func colourComesFromTheFileUnlessColorIsGiven() throws {
    let home = try Home("color: always\n")
    defer { home.remove() }
    let escape = "\u{1B}["
    // Through a pipe, and over NO_COLOR: the file asked for hig-wizard.
    let always = try home.run(Self.unknownTree, environment: ["NO_COLOR": "1"])
    #expect(always.stderr.contains(escape), "\(always.stderr)")
    #expect(!(try home.run(Self.unknownTree + ["--color", "never"]).stderr.contains(escape)))
    #expect(!(try home.run(Self.unknownTree + ["--no-config"]).stderr.contains(escape)))
  }

  /// A broken file stops every command with exit status 2, each mistake at
  /// its place and what to do; `--no-config` gets past it.
  @Test func aBrokenFileIsAUsageError() throws {
    let home = try Home("language: ja\ncolor: nevr\nquestion: [trees]\n")
    defer { home.remove() }
    for arguments in [["list"], ["run", "presentation", "-n"]] {
      let result = try home.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stdout.isEmpty)
      let path = home.file.path
      #expect(
        result.stderr == """
          \(path):2:8: error: 'color' must be one of 'auto', 'always' or 'never', found 'nevr'
            color: nevr
                   ^
          \(path):3:1: error: unknown key 'question' in the configuration file; expected 'language', 'questions', 'report-format' or 'color'
            question: [trees]
            ^
          note: correct \(path) ('hig-wizard schema config' says what it may hold), or pass --no-config to ignore it

          """, "\(arguments)")
    }
    let ignored = try home.run(["--no-config", "list"])
    #expect(ignored.status == 0, "\(ignored.stderr)")
    // --version reads no configuration: it answers whatever the file says.
    for arguments in [["--version"], ["list", "--version"]] {
      let version = try home.run(arguments)
      #expect(version.status == 0, "\(arguments): \(version.stderr)")
      #expect(version.stdout.hasPrefix("hig-wizard "))
    }
    // Nor does what helps mend the file: help, the manual page, the schema
    // the note names, and the completion scripts (which `make install`
    // writes with the installer's own configuration around).
    for arguments in [
      ["--help"], ["help"], ["help", "run"], ["list", "--help"], ["help", "--man"],
      ["schema", "config"], ["completion", "bash"],
    ] {
      let helped = try home.run(arguments)
      #expect(helped.status == 0, "\(arguments): \(helped.stderr)")
      #expect(!helped.stdout.isEmpty && helped.stderr.isEmpty, "\(arguments)")
    }
    // In the language of the flag (the file's is not trusted).
    let told = try home.run(["-L", "pt", "list"])
    #expect(told.stderr.contains("'color' deve ser"), "\(told.stderr)")
  }

  @Test func aFileThatCannotBeReadIsAUsageError() throws {
    let home = try Home("")
    defer { home.remove() }
    try FileManager.default.removeItem(at: home.file)
    try FileManager.default.createDirectory(at: home.file, withIntermediateDirectories: true)
    let result = try home.run(["list"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: cannot read '\(home.file.path)'"), "\(result.stderr)")
    #expect(try home.run(["list", "--no-config"]).status == 0)
  }

  /// Without XDG_CONFIG_HOME (or with a relative one), in
  /// ~/.config/hig-wizard/config.yaml.
  @Test func theFileIsInHomeWithoutXDGConfigHome() throws {
    let home = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: home) }
    let folder = home.appendingPathComponent(".config/hig-wizard")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try write("language: ja\n", to: folder.appendingPathComponent("config.yaml"))
    for xdg in ["", "relative/config"] {
      let result = try hig(
        Self.unknownTree, environment: ["XDG_CONFIG_HOME": xdg, "HOME": home.path])
      #expect(result.stderr.hasPrefix(Self.japanese), "\(xdg): \(result.stderr)")
    }
  }

  /// The README's example, the first ```yaml block under "### Configuration".
  static func readmeExample() throws -> String {
    let readme = try read(Binary.repository.appendingPathComponent("README.md"))
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    let section = try #require(lines.firstIndex(of: "### Configuration"))
    let start = try #require(lines[section...].firstIndex(of: "```yaml")) + 1
    let end = try #require(lines[start...].firstIndex(of: "```"))
    return lines[start..<end].joined(separator: "\n") + "\n"
  }

  /// The schema and the loader agree: each broken file of the corpus fails
  /// both, and the README's example (every key) passes both, as written:
  /// its modeline names the schema saved beside it.
  @Test func theSchemaAndTheLoaderAgree() throws {
    let corpus = Binary.repository.appendingPathComponent("Tests/SchemaCorpus/config")
    let broken = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
      .map { corpus.appendingPathComponent($0).path }
    #expect(broken.count == 7)
    let example = try Self.readmeExample()
    #expect(example.hasPrefix("# yaml-language-server: $schema=config.schema.json\n"))
    for key in ["language", "questions", "report-format", "color"] {
      #expect(example.contains("\n\(key): "), "\(key)")
    }
    let good = try Home(example)
    defer { good.remove() }
    // The example's folder, in the example's home.
    try FileManager.default.createDirectory(
      at: good.folder.appendingPathComponent("design/trees"), withIntermediateDirectories: true)
    let used = try good.run(["list"], environment: ["HOME": good.folder.path])
    #expect(used.status == 0, "\(used.stderr)")
    #expect(used.stderr.isEmpty, "\(used.stderr)")
    // The schema the modeline names, saved as the README says.
    let schema = try good.run(["schema", "config"])
    let saved = good.config.appendingPathComponent("config.schema.json")
    try write(schema.stdout, to: saved)
    for file in broken {
      let home = try Home(try String(contentsOfFile: file, encoding: .utf8))
      defer { home.remove() }
      let result = try home.run(["list"])
      #expect(result.status == 2, "\(file): \(result.stderr)")
    }
    let check = """
      import json, sys, yaml
      from jsonschema import Draft7Validator
      schema = json.load(open(sys.argv[1], encoding="utf-8"))
      Draft7Validator.check_schema(schema)
      validator = Draft7Validator(schema)
      load = lambda path: yaml.load(open(path, encoding="utf-8"), Loader=yaml.BaseLoader)
      for error in validator.iter_errors(load(sys.argv[2])):
          print("good file rejected:", error.message)
      for path in sys.argv[3:]:
          if validator.is_valid(load(path)):
              print("broken file passed:", path)
      """
    let result = try runProcess(
      "/usr/bin/python3",
      [
        "-c", check, saved.path,
        good.file.path,
      ] + broken)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.isEmpty, "\(result.stdout)")
  }
}
