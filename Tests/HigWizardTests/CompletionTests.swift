import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

/// `hig-wizard completion SHELL` and `__complete`, asked through the real
/// shells (bash with Debian's bash-completion loaded, zsh's completion
/// system on a terminal, fish's `complete -C`).
@Suite struct CompletionTests {
  /// The folder of the binary, first on `PATH`, so that `hig-wizard` is it.
  static var path: String {
    URL(fileURLWithPath: Binary.path).deletingLastPathComponent().path + ":/usr/bin:/bin"
  }

  func script(_ shell: String, in folder: URL, named name: String) throws -> String {
    let result = try hig(["completion", shell])
    #expect(result.status == 0, "\(result.stderr)")
    let file = folder.appendingPathComponent(name)
    try write(result.stdout, to: file)
    return file.path
  }

  @Test(arguments: [("bash", "/bin/bash"), ("zsh", "/usr/bin/zsh"), ("fish", "/usr/bin/fish")])
  func eachScriptIsValidInItsShell(shell: String, program: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try script(shell, in: folder, named: "script")
    let checked = try runProcess(program, ["-n", file])
    #expect(checked.status == 0, "\(shell): \(checked.stderr)")
  }

  /// What the bash function puts in COMPREPLY for `line`, with COMP_WORDS
  /// split as bash splits them (at spaces, and at each '=' and ':' of
  /// COMP_WORDBREAKS), or as `given` (for quoted words, which bash keeps
  /// whole and quoted). `type` is COMP_TYPE: 9 for a Tab that inserts, 63
  /// for the second Tab, which lists.
  func bash(
    _ line: String, words given: [String]? = nil, home: String = "/", type: Int = 9,
    bashCompletion: Bool = true, script: String
  ) throws -> [String] {
    var words =
      given
      ?? line.split(separator: " ", omittingEmptySubsequences: true).flatMap {
        word -> [String] in
        var parts: [String] = []
        var rest = Substring(word)
        while let equals = rest.firstIndex(where: { $0 == "=" || $0 == ":" }) {
          if equals > rest.startIndex { parts.append(String(rest[..<equals])) }
          parts.append(String(rest[equals]))
          rest = rest[rest.index(after: equals)...]
        }
        if !rest.isEmpty { parts.append(String(rest)) }
        return parts
      }
    if given == nil, line.hasSuffix(" ") { words.append("") }
    let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
      .joined(separator: " ")
    let program = """
      \(bashCompletion ? "source /usr/share/bash-completion/bash_completion" : "")
      source "$1"
      COMP_LINE="$2"; COMP_POINT=${#COMP_LINE}
      COMP_WORDS=(\(quoted)); COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
      COMP_TYPE=\(type)
      _hig_wizard
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try runProcess(
      "/bin/bash", ["-c", program, "bash", script, line],
      environment: ["PATH": Self.path, "HOME": home])
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return result.stdout.split(separator: "\n").map(String.init)
  }

  /// A tree `mysaving` (the bundled saving tree under another id) in
  /// `folder/trees`, for `--questions ~/trees`.
  func writeUserTree(in folder: URL) throws {
    let trees = folder.appendingPathComponent("trees")
    try FileManager.default.createDirectory(at: trees, withIntermediateDirectories: true)
    let saving = try read(Binary.repository.appendingPathComponent("Questions/saving.yaml"))
    try write(
      saving.replacingOccurrences(of: "\nid: saving\n", with: "\nid: mysaving\n"),
      to: trees.appendingPathComponent("mysaving.yaml"))
  }

  /// A session saved in `state` (an `XDG_STATE_HOME`) under `name`: a cut
  /// run's session, its file renamed.
  func saveSession(named name: String, in state: URL) throws {
    let environment = ["XDG_STATE_HOME": state.path, "HOME": state.path]
    let cut = try hig(["run", "presentation"], input: "ipad\nyes\n", environment: environment)
    #expect(cut.status == 3, "\(cut.stderr)")
    let sessions = state.appendingPathComponent("hig-wizard/sessions")
    let saved = try #require(
      try FileManager.default.contentsOfDirectory(atPath: sessions.path).first {
        $0.hasSuffix(".json")
      })
    try FileManager.default.moveItem(
      at: sessions.appendingPathComponent(saved),
      to: sessions.appendingPathComponent(name + ".json"))
  }

  /// A session's name is a file's name, which anyone who can write the
  /// folder chooses: bash inserts every reply as it is, so each is quoted
  /// for the shell (`printf %q`), and the line then runs nothing in it.
  @Test func bashQuotesWhatItInserts() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try script("bash", in: folder, named: "hig-wizard")
    let name = "x$(touch a)`touch b`;touch c"
    let state = folder.appendingPathComponent("state")
    try saveSession(named: name, in: state)
    let work = folder.appendingPathComponent("work")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    // Tab after `hig-wizard resume x`, then the line as Enter runs it (with
    // printf in place of hig-wizard, which would resume the session).
    let program = """
      source /usr/share/bash-completion/bash_completion
      source "$1"
      COMP_LINE='hig-wizard resume x'; COMP_POINT=${#COMP_LINE}
      COMP_WORDS=(hig-wizard resume x); COMP_CWORD=2
      _hig_wizard
      printf 'reply %s\\n' "${COMPREPLY[@]}"
      eval "printf 'ran %s\\n' ${COMPREPLY[0]}"
      """
    let result = try runProcess(
      "/bin/bash", ["-c", program, "bash", file], directory: work,
      environment: ["PATH": Self.path, "HOME": folder.path, "XDG_STATE_HOME": state.path])
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    #expect(
      result.stdout == #"reply x\$\(touch\ a\)\`touch\ b\`\;touch\ c"# + "\nran \(name)\n",
      "\(result.stdout)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: work.path) == [])
  }

  @Test func bashCompletesCommandsTreesQuestionsAndChoices() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try script("bash", in: folder, named: "hig-wizard")
    // A leading ~ in a word before the cursor is the home folder.
    try writeUserTree(in: folder)
    #expect(
      try bash("hig-wizard run -q ~/trees mys", home: folder.path, script: file) == ["mysaving"])
    #expect(try bash("hig-wizard li", script: file) == ["list", "lint"])
    #expect(try bash("hig-wizard run pres", script: file) == ["presentation"])
    #expect(try bash("hig-wizard run presentation -a plat", script: file) == ["platform="])
    // bash's own word after '=' is replaced, so the reply is what follows it.
    #expect(
      try bash("hig-wizard run presentation -a platform=ip", script: file) == ["ipad", "iphone"])
    // Right after the '=', bash's word is the '=', but readline replaces
    // only the empty text after it: the replies leave the '=' out.
    #expect(
      try bash("hig-wizard run presentation -a platform=", script: file) == ["ipad", "iphone"])
    #expect(
      try bash("hig-wizard run presentation --answer=modal-s", script: file)
        .contains("modal-style.platform="))
    #expect(try bash("hig-wizard graph presentation --format m", script: file) == ["mermaid"])
    #expect(try bash("hig-wizard --lang r", script: file) == ["ru"])
    // Files after --output: what is in the folder the word names.
    try write("", to: folder.appendingPathComponent("report.md"))
    try writeUserTree(in: folder)
    #expect(
      try bash("hig-wizard run presentation -o \(folder.path)/rep", script: file)
        == ["\(folder.path)/report.md"])
    // A path attached to its option: after '=' (bash's own word), and after
    // a short option, where the option's part stays in front.
    #expect(
      try bash("hig-wizard run presentation --output=\(folder.path)/rep", script: file)
        == ["\(folder.path)/report.md"])
    #expect(
      try bash("hig-wizard run presentation -o\(folder.path)/rep", script: file)
        == ["-o\(folder.path)/report.md"])
    // Quoted and escaped words before the one being typed count as one word
    // each, unquoted: here the folder after --questions, then the tree.
    for folderWord in ["'my trees'", #"my\ trees"#, #""my trees""#] {
      let line = "hig-wizard run --questions \(folderWord) pres"
      #expect(
        try bash(
          line, words: ["hig-wizard", "run", "--questions", folderWord, "pres"], script: file)
          == ["presentation"], "\(folderWord)")
    }
    #expect(
      try bash(
        "hig-wizard run presentation --title 'Photo filters' -a plat",
        words: ["hig-wizard", "run", "presentation", "--title", "'Photo filters'", "-a", "plat"],
        script: file) == ["platform="])
  }

  /// bash splits words at ':' (COMP_WORDBREAKS), and only its last piece
  /// is replaced: a path or a session name with colons completes, with or
  /// without bash-completion loaded.
  @Test(arguments: [true, false])
  func bashCompletesWordsWithColons(withBashCompletion: Bool) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try script("bash", in: folder, named: "hig-wizard")
    func bash(_ line: String) throws -> [String] {
      try self.bash(line, bashCompletion: withBashCompletion, script: file)
    }
    let trees = folder.appendingPathComponent("dir:x")
    try FileManager.default.createDirectory(
      at: trees.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try write("", to: trees.appendingPathComponent("tree:one.yaml"))
    let base = folder.path
    // bash's own word is what follows the last ':', and the reply replaces it.
    #expect(try bash("hig-wizard lint \(base)/dir:x/tr") == ["x/tree:one.yaml"])
    #expect(try bash("hig-wizard lint \(base)/dir:x/tree:") == ["one.yaml"])
    #expect(try bash("hig-wizard lint \(base)/dir:x/s") == ["x/sub/"])
    #expect(
      try bash("hig-wizard run presentation --output=\(base)/dir:x/tr") == ["x/tree:one.yaml"])
    #expect(
      try bash("hig-wizard run presentation -o\(base)/dir:x/tr") == ["x/tree:one.yaml"])
    let state = folder.appendingPathComponent("state")
    try saveSession(named: "fix:colon", in: state)
    let program = """
      source "$1"
      COMP_LINE='hig-wizard resume fix:c'; COMP_POINT=${#COMP_LINE}
      COMP_WORDS=(hig-wizard resume fix : c); COMP_CWORD=4
      _hig_wizard
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try runProcess(
      "/bin/bash", ["-c", program, "bash", file],
      environment: ["PATH": Self.path, "HOME": folder.path, "XDG_STATE_HOME": state.path])
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    #expect(result.stdout == "colon\n")
    // A ':' or '=' piece that does not touch the word before it is a word
    // of its own.
    #expect(try bash("hig-wizard run presentation -a platform= ") == [])
  }

  /// bash has no descriptions of its own: listed (the second Tab, COMP_TYPE
  /// 63), each reply is "value  -- description", cut to the terminal's
  /// width; inserted, a reply is the value alone.
  @Test func bashListsCandidatesWithTheirDescriptions() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try script("bash", in: folder, named: "hig-wizard")
    #expect(
      try bash("hig-wizard li", type: 63, script: file) == [
        "list  -- list the trees, with how many questions and outcomes each has",
        "lint  -- check tree files: syntax, fields, ids, cycles, reachability",
      ])
    #expect(try bash("hig-wizard li", script: file) == ["list", "lint"])
    #expect(try bash("hig-wizard lis", type: 63, script: file) == ["list"])
    #expect(
      try bash("hig-wizard run presentation -a platform=", type: 63, script: file) == [
        "ipad    -- iPad", "iphone  -- iPhone",
      ])
    // Values without a description are listed alone.
    #expect(
      try bash("hig-wizard graph presentation --format ", type: 63, script: file) == [
        "mermaid", "dot",
      ])
    let questions = try bash("hig-wizard run presentation -a ", type: 63, script: file)
    #expect(questions.count > 10)
    #expect(questions.allSatisfy { $0.count < 80 && $0.contains("=  ") }, "\(questions)")
    #expect(questions.contains { $0.hasSuffix("...") })
  }

  /// On a terminal, readline inserts what the replies share (never part of
  /// a description), lists them with their descriptions at the second Tab,
  /// and inserts a single candidate alone.
  @Test func bashDescriptionsOnATerminal() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try script("bash", in: folder, named: "hig-wizard")
    let shell = try TerminalSession(
      "/bin/bash", ["--norc", "--noprofile", "-i"],
      environment: [
        "PATH": Self.path, "HOME": folder.path, "PS1": "$ ", "INPUTRC": "/dev/null",
      ],
      directory: folder.path)
    // A function in place of hig-wizard shows the words Enter runs (the
    // script calls the program itself, through `command`). The echo of the
    // command is READ""Y: only its output matches.
    shell.type(
      "source \(file); hig-wizard() { printf 'ARGS[%s]\\n' \"$@\"; }; echo READ\"\"Y\r")
    var since = try shell.waitForEnd(of: "READY\r\n")
    shell.type("hig-wizard li\t\t")
    since = try shell.waitForEnd(
      of: "list  -- list the trees, with how many questions and outcomes each has", since: since)
    // Tab inserts what ipad and iphone share, then the one left.
    shell.type("\u{15}hig-wizard run presentation -a platform=i\ta\t\r")
    since = try shell.waitForEnd(of: "ARGS[platform=ipad]\r\n", since: since)
    shell.type("hig-wizard lis\t\r")
    since = try shell.waitForEnd(of: "ARGS[list]\r\n", since: since)
    shell.type("\u{15}exit\r")
    _ = try shell.waitForExit()
  }

  /// After `--` every word is an operand: no option is offered, in any shell.
  @Test func afterTheEndOfOptionsNoOptionIsOffered() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try script("bash", in: folder, named: "hig-wizard")
    #expect(try bash("hig-wizard run presentation --for", script: file) == ["--format="])
    #expect(try bash("hig-wizard run presentation -- --fo", script: file) == [])
    #expect(try bash("hig-wizard run -- pres", script: file) == ["presentation"])
    #expect(try bash("hig-wizard -- -", script: file) == [])
    let fishScript = try script("fish", in: folder, named: "hig-wizard.fish")
    func fish(_ line: String) throws -> [String] {
      let result = try runProcess(
        "/usr/bin/fish", ["-c", "source $argv[1]; complete -C $argv[2]", fishScript, line],
        environment: ["PATH": Self.path, "HOME": folder.path])
      #expect(result.stderr.isEmpty, "\(result.stderr)")
      return result.stdout.split(separator: "\n").map(String.init)
    }
    #expect(try fish("hig-wizard run presentation --for").first?.hasPrefix("--format=") == true)
    #expect(try fish("hig-wizard run presentation -- --fo") == [])
    #expect(try fish("hig-wizard run presentation -- -") == [])
    #expect(try fish("hig-wizard run -- pres") == ["presentation\tPresentation"])
  }

  @Test func fishCompletesWithDescriptionsInTheLanguageAskedFor() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try script("fish", in: folder, named: "hig-wizard.fish")
    func fish(_ line: String) throws -> [String] {
      let result = try runProcess(
        "/usr/bin/fish", ["-c", "source $argv[1]; complete -C $argv[2]", file, line],
        environment: ["PATH": Self.path, "HOME": folder.path])
      #expect(result.stderr.isEmpty, "\(result.stderr)")
      return result.stdout.split(separator: "\n").map(String.init)
    }
    #expect(try fish("hig-wizard run pres") == ["presentation\tPresentation"])
    #expect(
      try fish("hig-wizard run presentation -a platform=") == [
        "platform=ipad\tiPad", "platform=iphone\tiPhone",
      ])
    #expect(
      try fish("hig-wizard run presentation -a suspend=u") == [
        "suspend=unsure\tnot sure: the report shows each outcome and the answers that lead to it"
      ])
    try writeUserTree(in: folder)
    #expect(try fish("hig-wizard run -q ~/trees mys") == ["mysaving\tSaving"])
    let japanese = try fish("hig-wizard -L ja li")
    #expect(japanese.count == 2)
    #expect(japanese.allSatisfy { $0.contains("ツリー") }, "\(japanese)")
    // A path typed with an escaped or quoted space completes (fish escapes
    // the candidate again when it inserts it).
    let trees = folder.appendingPathComponent("my trees")
    try FileManager.default.createDirectory(at: trees, withIntermediateDirectories: true)
    try write("", to: trees.appendingPathComponent("tree.yaml"))
    let base = folder.path + "/my"
    #expect(try fish("hig-wizard lint \(base)\\ trees/tr") == ["\(trees.path)/tree.yaml"])
    #expect(try fish("hig-wizard lint '\(base) trees/tr") == ["\(trees.path)/tree.yaml"])
    // Attached to its option, the path completes after the option's part.
    #expect(
      try fish("hig-wizard run presentation -o\(base)\\ trees/tr") == [
        "-o\(trees.path)/tree.yaml"
      ])
    #expect(
      try fish("hig-wizard run presentation --output=\(base)\\ trees/tr") == [
        "--output=\(trees.path)/tree.yaml"
      ])
  }

  @Test func zshCompletesOnATerminal() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let functions = folder.appendingPathComponent("functions")
    try FileManager.default.createDirectory(at: functions, withIntermediateDirectories: true)
    _ = try script("zsh", in: functions, named: "_hig-wizard")
    try write("", to: folder.appendingPathComponent("report.md"))
    try writeUserTree(in: folder)
    // A ':' in a value is escaped: unescaped, zsh would take what follows
    // it for the description, and complete `fix`.
    try saveSession(named: "fix:colon", in: folder.appendingPathComponent("state"))
    let shell = try TerminalSession(
      "/usr/bin/zsh", ["-f", "-i"],
      environment: [
        "PATH": Self.path, "HOME": folder.path, "PS1": "%% ",
        "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
      ],
      directory: folder.path)
    // zsh's line editor reads keys once the terminal is in raw mode.
    try shell.waitForRawMode()
    // The echo of the command is READ""Y: only its output matches.
    shell.type(
      "fpath=(\(functions.path) $fpath); autoload -U compinit; compinit -u -D; echo READ\"\"Y\r")
    let ready = try shell.waitForEnd(of: "READY\r\n")
    try shell.waitForRawMode()
    // One line at a time (Ctrl-U clears the one before); the second Tab
    // of a session is the one that calls the function loaded by the first.
    var since = ready
    for (line, expected) in [
      ("hig-wizard run pres\t", "run presentation"),
      // No space after `ID=`: the choice comes next.
      ("hig-wizard run presentation -a multi\t", "-a multiple-inputs="),
      ("hig-wizard run presentation -a multiple-inputs=y\t", "-a multiple-inputs=yes"),
      ("hig-wizard ru\t", "hig-wizard run"),
      // A quoted word before the one typed is read unquoted: the folder
      // (which does not exist) is one word, so the tree is the next.
      ("hig-wizard run -q 'no such' pres\t", "'no such' presentation"),
      // A path attached to its option completes after the option.
      ("hig-wizard run presentation --output=rep\t", "--output=report.md"),
      ("hig-wizard run presentation -orep\t", "-oreport.md"),
      ("hig-wizard run -q ~/trees mys\t", "~/trees mysaving"),
      ("hig-wizard resume fix\t", "resume fix:colon"),
      // After `--`, an operand: the tree.
      ("hig-wizard run -- pres\t", "-- presentation"),
    ] {
      shell.type("\u{15}" + line)
      since = try shell.waitForEnd(of: expected, since: since)
    }
    // After `--`, no option: the Tab inserts nothing, and the Z typed
    // after it follows what was typed.
    shell.type("\u{15}hig-wizard run presentation -- --fo\tZ")
    let typed = try shell.waitForEnd(of: "Z", since: since)
    let shown = String(decoding: Array(shell.output.utf8)[since..<typed], as: UTF8.self)
    #expect(shown.contains("--fo") && !shown.contains("--format"), "\(shown.debugDescription)")
    since = typed
    // Values without a description are listed alone, not as "dot  --".
    shell.type("\u{15}hig-wizard graph presentation --format \t\t")
    let listed = try shell.waitForEnd(of: "mermaid", since: since)
    let listing = String(decoding: Array(shell.output.utf8)[since..<listed], as: UTF8.self)
    #expect(listing.contains("dot"))
    #expect(!listing.contains(" -- ") && !listing.contains(" --\r"), "\(listing.debugDescription)")
    shell.type("\u{15}exit\r")
    _ = try shell.waitForExit()
  }

  @Test func candidatesFollowTheTreeAndTheOptions() throws {
    func complete(_ words: [String]) throws -> [String] {
      try hig(["__complete"] + words).stdout.split(separator: "\n").map {
        String($0.split(separator: "\t", omittingEmptySubsequences: false)[0])
      }
    }
    // Only a yes/no question takes `unsure`.
    #expect(
      try complete(["run", "presentation", "-a", "platform="]) == [
        "platform=ipad", "platform=iphone",
      ])
    #expect(try complete(["run", "presentation", "-a", "suspend="]).contains("suspend=unsure"))
    // `--option=value`, with or without a command.
    #expect(try complete(["--lang=p"]) == ["--lang=pt"])
    #expect(try complete(["run", "presentation", "--format=j"]) == ["--format=json"])
    // A short option with its value attached, as the parser takes it.
    #expect(
      try complete(["run", "presentation", "-aplatform="]) == [
        "-aplatform=ipad", "-aplatform=iphone",
      ])
    #expect(try complete(["run", "presentation", "-fj"]) == ["-fjson"])
    // A question answered already on the line is not offered again.
    let offered = try complete([
      "run", "presentation", "-a", "platform=ipad", "-asuspend=no", "-a", "",
    ])
    #expect(offered.contains("modal-needed="))
    #expect(!offered.contains("platform=") && !offered.contains("suspend="), "\(offered)")
    // `-` where an operand may be standard input.
    #expect(try complete(["lint", "-"]).first == "-")
    #expect(try complete(["batch", "presentation", "-"]).first == "-")
    #expect(try complete(["run", "-"]).first != "-")
    // `help` takes a command's name.
    #expect(try complete(["help", "re"]) == ["resume"])
    #expect(
      try complete(["help", ""]) == [
        "run", "resume", "batch", "list", "show", "graph", "lint", "new", "scan", "check",
        "schema", "completion", "help",
      ])
  }

  /// A saved session is offered after `resume` with what `resume --list`
  /// says of it: when it was saved, its answers and its title.
  @Test func sessionsAreDescribedAsTheListDescribesThem() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let environment = ["XDG_STATE_HOME": folder.path, "HOME": folder.path]
    let cut = try hig(
      ["run", "presentation", "--title", "Photo filters"], input: "ipad\nyes\n",
      environment: environment)
    #expect(cut.status == 3)
    let offered = try hig(["__complete", "resume", ""], environment: environment).stdout
      .split(separator: "\n").map(String.init)
    let session = try #require(
      offered.first { !$0.hasPrefix("presentation\t") && $0.contains("\t") })
    let (name, description) = (
      session.prefix { $0 != "\t" }, session.drop { $0 != "\t" }.dropFirst()
    )
    #expect(description.hasSuffix(", 2 answers, Photo filters"), "\(session)")
    let list = try hig(["resume", "--list"], environment: environment).stdout
    let columns = description.replacingOccurrences(of: ", ", with: "  ")
    #expect(list.contains("\(name)  \(columns)\n"), "\(list)")
  }

  @Test func completingNeverSavesOrSaysAnything() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appendingPathComponent("state")
    let result = try hig(
      ["__complete", "run", "--questions", "/nonexistent", "presentation", "-a", ""],
      environment: ["XDG_STATE_HOME": state.path, "HOME": folder.path])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    #expect(result.stdout.hasSuffix(":nospace\n"))
    #expect(!FileManager.default.fileExists(atPath: state.path))
  }
}
