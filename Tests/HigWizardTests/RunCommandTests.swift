import Foundation
import Testing
import WizardCore

@Suite struct RunCommandTests {
  @Test func theIssueExampleWritesAMarkdownReport() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try hig(
      photoFilters + ["--format", "markdown", "--output", "filters.md"], directory: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "warning: the answer to 'drill-down' was not used: the recommendation was settled before that question\nwrote filters.md (modal-popover)\n"
    )
    let markdown = try read(folder.appendingPathComponent("filters.md"))
    #expect(markdown.hasPrefix("# Photo filters\n\n**Recommendation: Modal popover.**"))
    #expect(
      markdown.contains(
        "hig-wizard run presentation --answer platform=ipad --answer modal-needed=yes --answer depth=no --answer multiple-inputs=yes --answer drill-down=no --title 'Photo filters' --lang en --format markdown\n"
      ))
    // No temporary file is left beside it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["filters.md"])
  }

  @Test func theReproduceLineReproduces() throws {
    let first = try hig(photoFilters + ["--format", "json"])
    #expect(first.status == 0)
    let json = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any]
    let line = try #require(json?["reproduce"] as? String)
    // Run the line through a shell, exactly as a person would paste it.
    let again = try runProcess(
      "/bin/sh",
      [
        "-c", line.replacingOccurrences(of: "hig-wizard", with: "\"$0\"", options: .anchored),
        Binary.path,
      ])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout == first.stdout)
  }

  @Test func jsonReportReplaysAsAnAnswersFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try hig(
      [
        "run", "presentation", "-a", "modal-needed=yes", "-a", "platform=ipad", "-a", "depth=yes",
        "--defaults", "-o",
        "r.json",
      ], directory: folder)
    #expect(first.status == 0, "\(first.stderr)")
    let replay = try hig(
      ["run", "presentation", "--answers", "r.json", "--format", "json"], directory: folder)
    #expect(replay.status == 0, "\(replay.stderr)")
    let original =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: folder.appendingPathComponent("r.json"))) as? [String: Any]
    let replayed =
      try JSONSerialization.jsonObject(with: Data(replay.stdout.utf8)) as? [String: Any]
    #expect((original?["outcome"] as? [String: Any])?["id"] as? String == "modal-view")
    #expect((replayed?["outcome"] as? [String: Any])?["id"] as? String == "modal-view")
    #expect(
      (original?["answers"] as? [String: String]) == (replayed?["answers"] as? [String: String]))
  }

  @Test func jsonSchema() throws {
    let result = try hig(photoFilters + ["--format", "json"])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(
      Set(json.keys) == [
        "answers", "checklist", "combined", "conditional", "decidedBy", "followUps", "outcome",
        "path", "reproduce", "schemaVersion", "title", "tree", "unused", "whatWouldChange",
      ])
    let changes = try #require(json["whatWouldChange"] as? [[String: Any]])
    #expect(
      changes.contains {
        $0["question"] as? String == "platform" && $0["answer"] as? String == "iphone"
          && $0["outcome"] as? String == "modal-view"
      })
    let outcome = try #require(json["outcome"] as? [String: Any])
    #expect(outcome["id"] as? String == "modal-popover")
    #expect(
      outcome["url"] as? String
        == "https://developer.apple.com/design/human-interface-guidelines/popovers")
    let implementation = try #require(outcome["implementation"] as? [String: Any])
    #expect(Set(implementation.keys) == ["uikit", "swiftui", "today"])
    for key in ["title", "recommendation", "rationale", "topic"] {
      #expect((outcome[key] as? String)?.isEmpty == false)
    }
    let path = try #require(json["path"] as? [[String: String]])
    #expect(
      path.map { $0["question"] } == [
        "platform", "modal-needed", "depth", "multiple-inputs",
      ])
    #expect(path.allSatisfy { $0["reason"]?.isEmpty == false && $0["prompt"]?.isEmpty == false })
    #expect(json["unused"] as? [String] == ["drill-down"])
    #expect((json["tree"] as? [String: String])?["id"] == "presentation")
    // Checklist points carry a priority (a number) beside their texts.
    #expect((json["checklist"] as? [[String: Any]])?.isEmpty == false)
    let combined = try #require(json["combined"] as? [String: Any])
    #expect(combined["title"] as? String == "Modal popover")
  }

  @Test func answersFileInYAML() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      "modal-needed: \"no\"\nplatform: ipad\nscreen-tools: no\nsuspend: yes\n",
      to: folder.appendingPathComponent("a.yaml"))
    let result = try hig(
      ["run", "presentation", "--answers", "a.yaml", "-f", "json"], directory: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\"id\": \"nonmodal-popover\""))
  }

  @Test func flagsWinOverTheAnswersFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      "modal-needed: \"no\"\nplatform: ipad\nsuspend: yes\n",
      to: folder.appendingPathComponent("a.yaml"))
    let result = try hig(
      [
        "run", "presentation", "--answers", "a.yaml", "-a", "modal-needed=yes", "-a",
        "platform=iphone", "-f", "json",
      ],
      directory: folder)
    #expect(result.status == 0)
    #expect(result.stdout.contains("\"id\": \"modal-view\""))
    #expect(result.stderr.contains("warning: the answer to 'suspend' was not used"))
  }

  /// Flags are read as the prompt reads answers: labels and yes/no words
  /// of the chosen language; the report shows ids.
  @Test func flagsTakeLabelsAndYesNoWords() throws {
    let result = try hig([
      "run", "presentation", "-n", "--defaults", "-a", "platform=iPad", "-a", "modal-needed=No",
      "-a", "suspend=Y", "--format", "json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect((json["outcome"] as? [String: Any])?["id"] as? String == "nonmodal-popover")
    let answers = try #require(json["answers"] as? [String: String])
    #expect(answers["platform"] == "ipad" && answers["suspend"] == "yes")
    #expect(answers["modal-needed"] == "no")
    let portuguese = try hig([
      "run", "presentation", "-n", "--defaults", "-a", "platform=ipad", "-a", "modal-needed=Não",
      "-a", "suspend=Sim", "--lang", "pt", "--format", "markdown",
    ])
    #expect(portuguese.status == 0, "\(portuguese.stderr)")
    #expect(portuguese.stdout.contains("--answer suspend=yes"))
    #expect(portuguese.stdout.contains("--answer modal-needed=no"))
  }

  @Test func aQuestionAnsweredTwiceDifferentlyIsAUsageError() throws {
    let same = try hig([
      "run", "presentation", "-n", "--defaults", "-a", "platform=iphone", "-a", "platform=iPhone",
    ])
    #expect(same.status == 0, "\(same.stderr)")
    let different = try hig([
      "run", "presentation", "-n", "-a", "platform=ipad", "-a", "platform=iphone",
    ])
    #expect(different.status == 2)
    #expect(
      different.stderr.contains(
        "error: question 'platform' is answered twice, with 'ipad' and with 'iphone'; give one answer"
      ), "\(different.stderr)")
  }

  @Test func brokenAnswersFileNamesTheLocation() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      "platform: ipad\nsuspend: [yes]\nplatform: iphone\n",
      to: folder.appendingPathComponent("a.yaml"))
    let result = try hig(["run", "presentation", "--answers", "a.yaml"], directory: folder)
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr.contains(
        "a.yaml:2:10: error: the answer to 'suspend' must be a choice id, not a list\n"))
    #expect(result.stderr.contains("a.yaml:3:1: error: duplicate key 'platform'"))
  }

  @Test func unknownIdsInAnswersFilesPointIntoTheFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      "platform: ipad\nsuspnd: yes\n",
      to: folder.appendingPathComponent("a.yaml"))
    let result = try hig(
      ["run", "presentation", "--answers", "a.yaml", "-a", "depth=maybe"], directory: folder)
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "a.yaml:2:1: error: unknown question 'suspnd'; did you mean 'suspend'?"))
    #expect(
      result.stderr.contains(
        "\nerror: 'maybe' is not a choice for question 'depth' (choices: yes, no)\n"))
  }

  @Test func missingAnswersAreAllNamed() throws {
    let result = try hig([
      "run", "presentation", "--non-interactive", "--answer", "modal-needed=yes", "--answer",
      "platform=ipad", "--answer",
      "one-time=no",
    ])
    #expect(result.status == 3)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("error: the answers do not reach a recommendation"))
    for expected in [
      "--answer depth=yes|no (default: no)", "--answer multiple-inputs=yes|no (default: no)",
      "--answer drill-down=yes|no (default: no)", "--answer main-function=yes|no (default: yes)",
    ] {
      #expect(result.stderr.contains(expected), "\(expected)")
    }
    #expect(!result.stderr.contains("--answer one-time="))
    #expect(!result.stderr.contains("--answer suspend="), "not on this path")
    #expect(!result.stderr.contains("--answer platform=ipad --answer modal-needed="))
  }

  @Test func defaultsFillWhatHasADefault() throws {
    let result = try hig([
      "run", "presentation", "-a", "modal-needed=yes", "-a", "platform=ipad", "-a", "depth=no",
      "-a", "multiple-inputs=no",
      "--defaults", "--format", "json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\"source\": \"default\""))
    #expect(result.stdout.contains("--answer drill-down=no"))
  }

  @Test(arguments: [
    (
      ["run", "presentation", "-a", "suspnd=yes"],
      "error: unknown question 'suspnd'; did you mean 'suspend'?"
    ),
    (
      ["run", "presentation", "-a", "modal-needed=yes", "-a", "platform=ipda"],
      "error: 'ipda' is not a choice for question 'platform'; did you mean 'ipad'? (choices: ipad, iphone)"
    ),
    (
      ["run", "presentaton"],
      "error: unknown tree 'presentaton'. Did you mean 'presentation'? (trees: "
    ),
    (
      ["run", "presentation", "--anser", "x=y"],
      "error: unknown option '--anser'. Did you mean '--answer'?"
    ),
    (
      ["run", "presentation", "--answer", "platform"],
      "error: invalid value 'platform' for '--answer'; expected ID=CHOICE, as in --answer suspend=no"
    ),
    (
      ["run", "presentation", "--format", "pdf"],
      "error: invalid value 'pdf' for '--format'; expected markdown, json or text"
    ),
    (["run", "presentation", "--defaults=yes"], "error: option '--defaults' takes no value"),
    (["run", "presentation", "--title"], "error: option '--title' needs a value"),
    (["run"], "error: missing the tree to run, such as 'presentation'"),
    (["runn"], "error: unknown command 'runn'. Did you mean 'run'?"),
    (["--bogus"], "error: unknown option '--bogus'"),
  ])
  func usageErrorsExitTwoAndSayWhatToDo(arguments: [String], message: String) throws {
    let result = try hig(arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    #expect(result.stderr.contains("See 'hig-wizard"))
  }

  @Test func gnuStyleArguments() throws {
    let empty = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: empty) }
    let expected = try hig([
      "run", "presentation", "--answer", "modal-needed=yes", "--answer", "platform=iphone",
      "--format", "json",
    ])
    #expect(expected.status == 0)
    for arguments in [
      [
        "run", "presentation", "--answer=modal-needed=yes", "--answer=platform=iphone",
        "--format=json",
      ],
      ["run", "presentation", "-a", "modal-needed=yes", "-a", "platform=iphone", "-f", "json"],
      ["run", "presentation", "-amodal-needed=yes", "-aplatform=iphone", "-fjson"],
      [
        "run", "-a", "modal-needed=yes", "-a", "platform=iphone", "-f", "json", "--",
        "presentation",
      ],
      // Global options before the command; an empty user folder changes nothing.
      [
        "-q", empty.path, "run", "presentation", "-a", "modal-needed=yes", "-a", "platform=iphone",
        "-f", "json",
      ],
    ] {
      let result = try hig(arguments)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      #expect(result.stdout == expected.stdout, "\(arguments)")
    }
  }

  @Test func outputErrorsLeaveExistingFilesUntouched() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let existing = folder.appendingPathComponent("report.md")
    try write("keep me\n", to: existing)
    // A bad answer: nothing is written.
    let bad = try hig([
      "run", "presentation", "-a", "modal-needed=yes", "-a", "platform=android", "-o",
      existing.path,
    ])
    #expect(bad.status == 2)
    #expect(try read(existing) == "keep me\n")
    // Missing answers: nothing is written.
    let incomplete = try hig([
      "run", "presentation", "-a", "modal-needed=yes", "-a", "platform=ipad", "-o", existing.path,
    ])
    #expect(incomplete.status == 3)
    #expect(try read(existing) == "keep me\n")
    // A folder as the output.
    let folderResult = try hig([
      "run", "presentation", "-a", "modal-needed=yes", "-a", "platform=iphone", "-o", folder.path,
    ])
    #expect(folderResult.status == 1)
    #expect(
      folderResult.stderr.contains(
        "error: cannot write '\(folder.path)': it is a folder; name a file inside it"))
    // An unwritable place.
    let missing = try hig([
      "run", "presentation", "-a", "modal-needed=yes", "-a", "platform=iphone", "-o",
      "/nonexistent-dir/r.md",
    ])
    #expect(missing.status == 1)
    #expect(
      missing.stderr.contains(
        "error: cannot write '/nonexistent-dir/r.md': no such file or directory"))
    // A good run replaces the file whole.
    let good = try hig([
      "run", "presentation", "-a", "modal-needed=yes", "-a", "platform=iphone", "-o", existing.path,
    ])
    #expect(good.status == 0)
    #expect(try read(existing).hasPrefix("# Presentation\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.md"])
  }

  @Test func outputThroughASymbolicLinkUpdatesItsTarget() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("old\n", to: folder.appendingPathComponent("real.md"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.md").path, withDestinationPath: "real.md")
    let result = try hig(
      ["run", "presentation", "-a", "modal-needed=yes", "-a", "platform=iphone", "-o", "link.md"],
      directory: folder)
    #expect(result.status == 0)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(
        atPath: folder.appendingPathComponent("link.md").path) == "real.md")
    #expect(try read(folder.appendingPathComponent("real.md")).hasPrefix("# Presentation\n"))
  }

  @Test func doubleDashBeforeTheCommand() throws {
    let result = try hig([
      "--", "run", "presentation", "-a", "modal-needed=yes", "-a", "platform=iphone",
    ])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("# Presentation\n"))
    // A `--` that is an option's value is not the end of the options.
    let valued = try hig(["-q", "--", "list"])
    #expect(valued.status == 0)
    #expect(valued.stderr.contains("folder '--' does not exist"))
    #expect(valued.stdout.contains("presentation"))
    let unknown = try hig(["--", "bogus"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("error: unknown command 'bogus'"))
  }

  @Test func theSameFolderTwiceIsLoadedOnce() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tree = try read(Binary.repository.appendingPathComponent("Questions/presentation.yaml"))
      .replacingOccurrences(of: "id: presentation", with: "id: mine")
    try write(tree, to: folder.appendingPathComponent("mine.yaml"))
    let result = try hig(
      [
        "run", "mine", "-q", folder.path, "-q", folder.path, "-a", "modal-needed=yes", "-a",
        "platform=iphone",
      ],
      environment: ["HIG_WIZARD_QUESTIONS": folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    // The same folder spelt another way (a trailing slash, `..`) is the
    // same folder: compared by its real path.
    let parent = folder.deletingLastPathComponent().path
    let respelt = try hig(
      [
        "run", "mine", "-q", folder.path + "/", "-q",
        parent + "/../" + folder.deletingLastPathComponent().lastPathComponent + "/"
          + folder.lastPathComponent,
        "-n", "--defaults", "-a", "platform=iphone",
      ],
      environment: ["HIG_WIZARD_QUESTIONS": folder.path])
    #expect(respelt.status == 0, "\(respelt.stderr)")
    #expect(respelt.stderr == "")
  }

  /// A file in a trees folder that breaks is not loaded: one warning with
  /// its place, and every other tree works; asking for a tree it would have
  /// held still fails, after that warning.
  @Test func aBrokenFileInATreesFolderIsAWarning() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("id: [\n", to: folder.appendingPathComponent("x.yaml"))
    let tree = try read(Binary.repository.appendingPathComponent("Questions/presentation.yaml"))
      .replacingOccurrences(of: "id: presentation", with: "id: mine")
    try write(tree, to: folder.appendingPathComponent("mine.yaml"))
    try write(
      tree.replacingOccurrences(of: "id: mine", with: "id: bad")
        .replacingOccurrences(of: "start: ", with: "start: nowhere-"),
      to: folder.appendingPathComponent("bad.yaml"))
    let environment = ["HIG_WIZARD_QUESTIONS": folder.path]
    let warning = "x.yaml:2:1: warning: YAML syntax error: did not find expected node content"
    for arguments in [
      ["run", "presentation", "-n", "-d", "-a", "platform=iphone"],
      ["run", "mine", "-n", "-d", "-a", "platform=iphone"],
      ["list"],
    ] {
      let result = try hig(arguments, environment: environment)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      #expect(!result.stdout.isEmpty)
      #expect(result.stderr.components(separatedBy: warning).count == 2, "\(result.stderr)")
      #expect(result.stderr.contains("the file is not loaded (see 'hig-wizard lint "))
      #expect(result.stderr.contains("bad.yaml:"))
      #expect(!result.stderr.contains(": error:"))
    }
    let broken = try hig(["run", "bad", "-n", "-d"], environment: environment)
    #expect(broken.status == 2)
    #expect(broken.stderr.contains("bad.yaml:"))
    #expect(broken.stderr.contains("error: unknown tree 'bad'"), "\(broken.stderr)")
    // lint still reports every problem as an error.
    let lint = try hig(["lint", folder.path])
    #expect(lint.status == 1)
    #expect(lint.stderr.contains("x.yaml:2:1: error: YAML syntax error"))
  }

  /// A folder that is gone is a warning: the bundled trees still work, and
  /// a session made with a tree from that folder goes on with the bundled
  /// tree of the same id, saying the tree changed.
  @Test func aFolderThatDoesNotExistIsAWarning() throws {
    let missing = try hig([
      "run", "presentation", "-q", "/nonexistent/trees", "-n", "--defaults", "-a",
      "platform=iphone",
    ])
    #expect(missing.status == 0, "\(missing.stderr)")
    #expect(
      missing.stderr.contains(
        "warning: folder '/nonexistent/trees' does not exist; its trees are not loaded"))
    #expect(missing.stdout.contains("**Recommendation: Modal view.**"))

    let state = try temporaryFolder()
    let folder = try temporaryFolder()
    defer {
      try? FileManager.default.removeItem(at: state)
      try? FileManager.default.removeItem(at: folder)
    }
    let tree = try read(Binary.repository.appendingPathComponent("Questions/presentation.yaml"))
      .replacingOccurrences(of: "title: Presentation", with: "title: Ours")
    try write(tree, to: folder.appendingPathComponent("presentation.yaml"))
    let environment = ["XDG_STATE_HOME": state.path]
    let cut = try hig(
      ["run", "presentation", "-q", folder.path], input: "ipad\nno\n", environment: environment)
    #expect(cut.status == 3)
    try FileManager.default.removeItem(at: folder)
    // The defaults take screen-tools and suspend; fits-in-view has none.
    let resumed = try hig(
      ["resume", "--defaults", "--format", "markdown"], input: "yes\n", environment: environment)
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(resumed.stderr.contains("does not exist; its trees are not loaded"))
    #expect(resumed.stderr.contains("The tree has changed since"), "\(resumed.stderr)")
    #expect(resumed.stdout.hasPrefix("# Presentation\n"), "\(resumed.stdout)")
    #expect(resumed.stdout.contains("**Recommendation: In place, without a modal context.**"))
  }

  @Test func aPlainMappingWithAnAnswersKeyIsNotAReport() throws {
    let result = try hig(
      ["run", "presentation", "--answers", "-"],
      input: "{\"answers\": {\"modal-needed\": \"yes\", \"platform\": \"iphone\"}, \"bogus\": 1}")
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "<stdin>:1:13: error: the answer to 'answers' must be a choice id, not a mapping"))
  }

  @Test func formatFollowsTheOutputFileName() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, prefix) in [
      ("r.json", "{\n"), ("r.md", "# "), ("r.txt", "Presentation\n\nRecommendation:"),
    ] {
      let result = try hig(
        ["run", "presentation", "-a", "modal-needed=yes", "-a", "platform=iphone", "-o", name],
        directory: folder)
      #expect(result.status == 0)
      #expect(try read(folder.appendingPathComponent(name)).hasPrefix(prefix), "\(name)")
    }
  }

  @Test func markdownIsTheDefaultOnAPipe() throws {
    let result = try hig(["run", "presentation", "-a", "modal-needed=yes", "-a", "platform=iphone"])
    #expect(result.stdout.hasPrefix("# Presentation\n"))
  }

  @Test func hostileTitleIsNeutralizedInEveryFormat() throws {
    let title = "Bad\u{1B}[31m <b>title</b> | x"
    let text = try hig([
      "run", "presentation", "-a", "modal-needed=yes", "-a", "platform=iphone", "-f", "text", "-t",
      title,
    ])
    #expect(!text.stdout.contains("\u{1B}"))
    let markdown = try hig([
      "run", "presentation", "-a", "modal-needed=yes", "-a", "platform=iphone", "-t", title,
    ])
    #expect(!markdown.stdout.contains("\u{1B}"))
    #expect(markdown.stdout.hasPrefix("# Bad\\[31m \\<b\\>title\\</b\\> \\| x\n"))
    let json = try hig([
      "run", "presentation", "-a", "modal-needed=yes", "-a", "platform=iphone", "-f", "json", "-t",
      title,
    ])
    #expect(json.stdout.contains("\"title\": \"Bad\\u001B[31m <b>title</b> | x\""))
  }

  @Test func bundledTreesWorkFromAnyFolder() throws {
    // A copy of the binary elsewhere, run from /: the trees are inside it.
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("hig-wizard")
    try copyExecutable(Binary.path, to: copy.path)
    let result = try runProcess(
      copy.path, ["run", "presentation", "-a", "modal-needed=yes", "-a", "platform=iphone"],
      directory: URL(fileURLWithPath: "/"))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("**Recommendation: Modal view.**"))
  }

  @Test func userTreesFromFlagAndEnvironment() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tree = try read(Binary.repository.appendingPathComponent("Questions/presentation.yaml"))
      .replacingOccurrences(of: "id: presentation", with: "id: my-presentation")
      .replacingOccurrences(of: "title: Presentation", with: "title: Mine")
    try write(tree, to: folder.appendingPathComponent("mine.yaml"))
    let byFlag = try hig([
      "run", "my-presentation", "--questions", folder.path, "-a", "modal-needed=yes", "-a",
      "platform=iphone",
    ])
    #expect(byFlag.status == 0, "\(byFlag.stderr)")
    #expect(byFlag.stdout.hasPrefix("# Mine\n"))
    #expect(
      byFlag.stdout.contains(
        "hig-wizard run my-presentation --questions \(folder.path) --answer platform=iphone --answer modal-needed-iphone=yes"
      ))
    let byEnvironment = try hig(
      ["run", "my-presentation", "-a", "modal-needed=yes", "-a", "platform=iphone"],
      environment: ["HIG_WIZARD_QUESTIONS": folder.path])
    #expect(byEnvironment.status == 0, "\(byEnvironment.stderr)")
    // A broken user tree is not loaded: a warning with its location, and
    // the run goes on with the other trees.
    try write("id: broken\ntitle: [x]\n", to: folder.appendingPathComponent("broken.yaml"))
    let broken = try hig([
      "run", "presentation", "--questions", folder.path, "-a", "modal-needed=yes", "-a",
      "platform=iphone",
    ])
    #expect(broken.status == 0)
    #expect(
      broken.stderr.contains(
        "broken.yaml:1:1: warning: the tree is missing the required key 'summary'; the file is not loaded"
      ), "\(broken.stderr)")
  }

  @Test func helpAndVersion() throws {
    for arguments in [["--help"], ["-h"], ["help"]] {
      let result = try hig(arguments)
      #expect(result.status == 0)
      #expect(result.stdout.contains("Usage:\n  hig-wizard "))
      #expect(result.stdout.contains("\n  hig-wizard run TREE [--answer ID=CHOICE]..."))
      #expect(result.stdout.contains("\n  hig-wizard resume [NAME|TREE] [--list]"))
      #expect(result.stdout.contains("130  Ctrl-C at a prompt"))
      #expect(result.stdout.contains("Exit status:\n  0  done"))
      #expect(result.stdout.contains("Examples:"))
    }
    for arguments in [["help", "run"], ["run", "--help"]] {
      let result = try hig(arguments)
      #expect(result.status == 0)
      #expect(result.stdout.contains("-a, --answer ID=CHOICE"))
      #expect(
        result.stdout.contains("--title \"Photo filters\" --format markdown --output filters.md"))
      #expect(result.stdout.contains("\n130  Ctrl-C at a prompt"))
      #expect(result.stdout.contains("\nCtrl-D on an empty line and 'quit' also save"))
    }
    // The first example of run's help runs as shown, without a warning.
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let example = Commands.run.examples.prefix { !$0.hasPrefix("hig-wizard run presentation -d") }
      .map { $0.hasSuffix(" \\") ? String($0.dropLast(2)) : $0 }.joined(separator: " ")
    let shown = try runProcess(
      "/bin/sh",
      ["-c", example.replacingOccurrences(of: "hig-wizard", with: "\"$0\""), Binary.path],
      directory: folder)
    #expect(shown.status == 0, "\(example): \(shown.stderr)")
    #expect(shown.stderr == "wrote filters.md (modal-popover)\n", "\(example)")
    // On a terminal narrower than 80 columns, the help fits it (piped, it
    // keeps 80: the expectations above).
    for (arguments, columns) in [
      (["show", "--help"], 60), (["--help"], 56), (["-L", "ja", "--help"], 50),
    ] {
      let terminal = try TerminalSession(
        Binary.path, arguments, environment: ["TERM": "xterm", "LANG": "C.UTF-8"],
        columns: columns)
      #expect(try terminal.waitForExit() == .exited(0))
      let lines = terminal.output.replacingOccurrences(of: "\r\n", with: "\n")
        .split(separator: "\n")
      // The usage lines of the overview are commands, kept whole.
      for line in lines where !line.hasPrefix("  hig-wizard ") && !line.contains("printf") {
        let width = line.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x3000 ? 2 : 1) }
        #expect(width <= columns, "\(arguments): \(line)")
      }
    }
    // `help help` is help's own screen, as `help --help` is.
    let helpHelp = try hig(["help", "help"])
    #expect(helpHelp.status == 0)
    #expect(helpHelp.stdout == (try hig(["help", "--help"])).stdout)
    #expect(helpHelp.stdout.hasPrefix("Usage: hig-wizard help [COMMAND]"), "\(helpHelp.stdout)")
    // A command lists the statuses it can end with, and only those: schema
    // never prompts, so it never ends at Ctrl-C, and it reads no file.
    let schema = try hig(["schema", "--help"])
    #expect(
      schema.stdout.hasSuffix(
        "\nExit status:\n  0  done: a report was written, or lint found no problem\n"
          + "  2  usage error: an unknown option, command, tree, question or choice\n"),
      "\(schema.stdout)")
    let version = try hig(["--version"])
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("hig-wizard 0."))
    let overview = try hig([])
    #expect(overview.status == 0)
    #expect(overview.stdout.contains("presentation"))
  }
}
