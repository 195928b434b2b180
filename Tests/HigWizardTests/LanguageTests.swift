import Foundation
import Testing
import WizardCore

/// hig-wizard in English, Portuguese, Japanese and Russian: reports, input,
/// the choice of language, and lint of translations.
@Suite struct LanguageTests {
  static let languages = ["en", "pt", "ja", "ru"]

  /// The photo-filters answers, as flags.
  static let filters = PipeTests.filtersFlags

  static let snapshots = Binary.repository.appendingPathComponent("Tests/HigWizardTests/Snapshots")

  /// `text` equals the stored file; `RECORD_SNAPSHOTS=1` stores it instead.
  func expectSnapshot(
    _ text: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    try HigWizardTests.expectSnapshot(
      text, at: Self.snapshots.appendingPathComponent(name), sourceLocation: sourceLocation)
  }

  /// The same answers give a golden report in each language, in Markdown and
  /// as text; JSON keeps its keys and ids and localizes the text.
  @Test(arguments: languages)
  func goldenReports(language: String) throws {
    let markdown = try hig(Self.filters + ["--lang", language])
    #expect(markdown.status == 0, "\(markdown.stderr)")
    try expectSnapshot(markdown.stdout, "photo-filters.\(language).md")
    let text = try hig(
      Self.filters.filter { $0 != "markdown" && $0 != "--format" } + [
        "--format", "text", "--lang", language,
      ])
    #expect(text.status == 0, "\(text.stderr)")
    try expectSnapshot(text.stdout, "photo-filters.\(language).txt")

    let json = try hig(
      Self.filters.filter { $0 != "markdown" && $0 != "--format" } + [
        "--format", "json", "--lang", language,
      ])
    let english = try hig(
      Self.filters.filter { $0 != "markdown" && $0 != "--format" } + [
        "--format", "json", "--lang", "en",
      ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let base = try #require(
      try JSONSerialization.jsonObject(with: Data(english.stdout.utf8)) as? [String: Any])
    #expect(Set(object.keys) == Set(base.keys))
    let outcome = try #require(object["outcome"] as? [String: Any])
    let baseOutcome = try #require(base["outcome"] as? [String: Any])
    #expect(outcome["id"] as? String == "modal-popover")
    #expect(Set(outcome.keys) == Set(baseOutcome.keys))
    if language != "en" { #expect(outcome["title"] as? String != baseOutcome["title"] as? String) }
    let path = try #require(object["path"] as? [[String: Any]])
    #expect(
      path.map { $0["question"] as? String } == [
        "platform", "modal-needed", "depth", "multiple-inputs",
      ])
  }

  /// The prompt's commands work in the language of the conversation, and
  /// the hint names them.
  @Test func commandsInTheLanguageAtThePrompt() throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let result = try hig(
      ["run", "presentation", "--lang", "pt"],
      input: "ipad\nsim\nrespostas\nvoltar\nvoltar\niphone\nsim\n",
      environment: ["XDG_STATE_HOME": state.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("voltar, respostas, recomeçar ou sair"))
    #expect(
      result.stderr.contains("1. Para qual dispositivo é esta tarefa? → iPad"), "\(result.stderr)")
    #expect(
      result.stderr.components(separatedBy: "Para qual dispositivo é esta tarefa?  [").count == 3,
      "voltar twice reopens the device question")
    #expect(result.stdout.contains("--answer platform=iphone"))
  }

  /// The chained form-sheet decision in each language: one combined answer,
  /// the device carried, the same structure in every language.
  static let chain = [
    "run", "presentation", "-n", "--follow", "-a", "platform=ipad", "-a", "modal-needed=yes",
    "-a", "depth=no", "-a", "multiple-inputs=no", "-a", "drill-down=no", "-a", "one-time=yes",
    "-a", "modal-style.inside-view=no", "-a", "modal-style.gathers-input=yes", "--title",
    "Add a contact", "--format", "markdown",
  ]

  @Test(arguments: languages)
  func goldenChainedReports(language: String) throws {
    let result = try hig(Self.chain + ["--lang", language])
    #expect(result.status == 0, "\(result.stderr)")
    try expectSnapshot(result.stdout, "chain-form-sheet.\(language).md")
    // API names are never translated.
    #expect(result.stdout.contains("[`UIModalPresentationStyle.formSheet`]"))
    #expect(result.stdout.contains("<summary>"))
  }

  /// Every outcome of every tree, briefly (the result, how to build it and
  /// the checklist), in each language: one file per tree and language.
  @Test(arguments: languages)
  func goldenOutcomesOfEveryTree(language: String) throws {
    for id in ["presentation", "modal-style", "navigation", "saving"] {
      let tree = try GraphCommandTests.repositoryTree(id)
      var seen: Set<String> = []
      var text = ""
      for session in Session.allPaths(of: tree) {
        guard let outcome = session.outcome, seen.insert(outcome.id).inserted else { continue }
        let answers = session.steps.flatMap { ["-a", "\($0.questionID)=\($0.choiceID)"] }
        let result = try hig(
          ["run", id, "-n", "--brief", "--format", "markdown", "--lang", language] + answers)
        #expect(result.status == 0, "\(id) \(outcome.id): \(result.stderr)")
        #expect(result.stdout.contains("## "), "\(id) \(outcome.id)")
        text += "<!-- \(id).\(outcome.id) -->\n" + result.stdout + "\n"
      }
      #expect(seen == Set(tree.outcomes.map(\.id)))
      try expectSnapshot(text, "outcomes-\(id).\(language).md")
    }
  }

  /// The Reproduce line names the language, and pasting it into a shell gives
  /// the same report under another locale.
  /// `-L` read the same way grouped or not: the parser and the language
  /// pre-scan agree.
  @Test func groupedShortOptionsCarryTheLanguage() throws {
    let japanese = "error: この回答では推奨に至りません"
    for arguments in [["-nLja"], ["-n", "-Lja"], ["-nL", "ja"], ["-Lja", "-n"]] {
      let result = try hig(["run", "presentation"] + arguments + ["-a", "platform=iphone"])
      #expect(result.stderr.hasPrefix(japanese), "\(arguments): \(result.stderr)")
    }
    // The value of another option is not a language: `-tLx` is the title "Lx".
    let titled = try hig(["run", "presentation", "-ntLx", "-a", "platform=iphone"])
    #expect(titled.stderr.hasPrefix("error: the answers do not reach"), "\(titled.stderr)")
  }

  @Test func theReproduceLineKeepsTheLanguage() throws {
    let report = try hig(Self.filters + ["--lang", "ja"])
    let line = try #require(
      report.stdout.split(separator: "\n").first { $0.hasPrefix("hig-wizard run ") })
    #expect(line.contains("--lang ja"))
    let again = try runProcess(
      "/bin/sh", ["-c", String(line).replacingOccurrences(of: "hig-wizard", with: Binary.path)],
      environment: ["LANG": "pt_BR.UTF-8"])
    #expect(again.stdout == report.stdout)
  }

  /// LANGUAGE, a priority list, comes before the locale as in gettext,
  /// except under the C locale; --lang still wins.
  @Test func languageIsAPriorityListBeforeTheLocale() throws {
    let title = { (environment: [String: String], flags: [String]) in
      try hig(
        flags + [
          "run", "presentation", "-n", "-a", "modal-needed=yes", "-a", "platform=iphone", "-f",
          "markdown",
        ], environment: environment
      ).stdout.split(separator: "\n").first.map(String.init) ?? ""
    }
    #expect(try title(["LANGUAGE": "de:ru:pt", "LANG": "ja_JP.UTF-8"], []) == "# Способ показа")
    #expect(try title(["LANGUAGE": "pt_BR", "LC_ALL": "ja_JP.UTF-8"], []) == "# Apresentação")
    // C.UTF-8 (the tests' LANG) is not C: LANGUAGE counts there.
    #expect(try title(["LANGUAGE": "ja"], []) == "# 表示方法")
    #expect(try title(["LANGUAGE": "ja", "LC_ALL": "C"], []) == "# Presentation")
    #expect(try title(["LANGUAGE": "ja"], ["--lang", "pt"]) == "# Apresentação")
  }

  @Test func theLanguageComesFromTheFlagThenTheLocale() throws {
    let title = { (result: RunResult) in
      result.stdout.split(separator: "\n").first.map(String.init) ?? ""
    }
    let flags = [
      "run", "presentation", "-n", "-a", "modal-needed=yes", "-a", "platform=iphone", "-f",
      "markdown",
    ]
    #expect(title(try hig(flags, environment: ["LANG": "ja_JP.UTF-8"])) == "# 表示方法")
    #expect(
      title(try hig(flags, environment: ["LC_MESSAGES": "ru_RU.UTF-8", "LANG": "ja_JP.UTF-8"]))
        == "# Способ показа")
    #expect(
      title(try hig(flags, environment: ["LC_ALL": "C", "LANG": "pt_BR.UTF-8"])) == "# Presentation"
    )
    #expect(
      title(try hig(flags + ["--lang", "pt"], environment: ["LANG": "ja_JP.UTF-8"]))
        == "# Apresentação")
    #expect(title(try hig(["--lang=ru"] + flags)) == "# Способ показа")
    // The value of another option is not a language; help takes the option too.
    #expect(title(try hig(flags + ["--title", "-Lx"])) == "# \\-Lx")
    let help = try hig(["--lang", "ja", "help", "run"])
    #expect(help.status == 0, "\(help.stderr)")
    #expect(help.stdout.hasPrefix("使い方: hig-wizard run TREE"))
    let wrong = try hig(flags + ["--lang", "de"])
    #expect(wrong.status == 2)
    #expect(
      wrong.stderr.hasPrefix("error: invalid value 'de' for '--lang'; expected en, pt, ja, ru\n"))
  }

  /// Answers typed in the chosen language: labels and yes/no words, any case,
  /// composed or decomposed; ids always work.
  @Test func localizedAnswersThroughAPipe() throws {
    // A frequent, central iPad task with a modal context: iPad, yes, then
    // no four times and yes (a modal popover).
    let flags = [
      "run", "presentation", "--non-interactive", "--format", "markdown",
      "-a", "platform=ipad", "-a", "modal-needed=yes", "-a", "depth=no", "-a", "multiple-inputs=no",
      "-a", "drill-down=no", "-a", "one-time=no", "-a", "main-function=yes",
    ]
    let portuguese = try hig(
      ["run", "presentation", "--lang", "pt", "-f", "markdown"],
      input: "iPad\nyes\nNÃO\nna\u{0303}o\nno\nnão\nsim\n")
    #expect(portuguese.status == 0, "\(portuguese.stderr)")
    let expected = try hig(flags + ["--lang", "pt"])
    #expect(portuguese.stdout == expected.stdout)
    #expect(portuguese.stderr.contains("Para qual dispositivo é esta tarefa?"))

    let japanese = try hig(
      ["run", "presentation", "--lang", "ja", "-f", "markdown"],
      input: "ipad\nyes\nいいえ\nいいえ\nいいえ\nいいえ\nはい\n")
    #expect(japanese.status == 0, "\(japanese.stderr)")
    #expect(japanese.stdout == (try hig(flags + ["--lang", "ja"])).stdout)

    let russian = try hig(
      ["run", "presentation", "--lang", "ru", "-f", "markdown"],
      input: "ipad\nyes\nнет\nН\nNo\nнет\nДа\n")
    #expect(russian.status == 0, "\(russian.stderr)")
    #expect(russian.stdout == (try hig(flags + ["--lang", "ru"])).stdout)
  }

  @Test func helpInEveryLanguage() throws {
    var texts: Set<String> = []
    for language in Self.languages {
      let help = try hig(["--help", "--lang", language])
      #expect(help.status == 0)
      #expect(help.stdout.contains("hig-wizard run TREE"))
      #expect(help.stdout.contains("--lang LANG"))
      texts.insert(help.stdout)
    }
    #expect(texts.count == 4, "each language has its own help")
  }

  /// A translation that leaves a string out is a warning (an error with
  /// --strict); text for no string of the tree is an error.
  @Test func lintCatchesAMissingTranslation() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let questions = Binary.repository.appendingPathComponent("Questions")
    try FileManager.default.copyItem(
      at: questions.appendingPathComponent("saving.yaml"),
      to: folder.appendingPathComponent("saving.yaml"))
    var text = try String(
      contentsOf: questions.appendingPathComponent("saving.ja.yaml"), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // Leave out the first question's help (its line and any folded lines under it).
    let help = try #require(lines.firstIndex { $0.hasPrefix("    help:") })
    var end = help + 1
    while end < lines.count, lines[end].hasPrefix("      ") { end += 1 }
    text = (lines[..<help] + lines[end...]).joined(separator: "\n")
    try text.write(
      to: folder.appendingPathComponent("saving.ja.yaml"), atomically: true, encoding: .utf8)

    let lenient = try hig(["lint", folder.path])
    #expect(lenient.status == 0, "\(lenient.stderr)")
    #expect(lenient.stderr.contains("saving.ja.yaml:"))
    #expect(lenient.stderr.contains(": warning: no ja text for the help of question '"))
    #expect(lenient.stdout.contains("1 warning"))
    let strict = try hig(["lint", "--strict", folder.path])
    #expect(strict.status == 1)
    #expect(strict.stderr.contains(": error: no ja text for the help of question '"))

    // A translation alone is checked against the bundled tree of its id.
    try (text.replacingOccurrences(of: "\n  popover-keep-work:", with: "\n  popover-keep-wrk:"))
      .write(to: folder.appendingPathComponent("saving.ja.yaml"), atomically: true, encoding: .utf8)
    let orphan = try hig(["lint", folder.appendingPathComponent("saving.ja.yaml").path])
    #expect(orphan.status == 1)
    #expect(orphan.stderr.contains("outcome 'popover-keep-wrk' is not in tree 'saving'"))
    #expect(orphan.stderr.contains("did you mean 'popover-keep-work'?"))
  }

  /// A user folder can translate its own tree; the report and the prompt use it.
  @Test func userTreesCanBeTranslated() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      """
      id: tiny
      title: Tiny
      summary: A tiny tree.
      questions:
        - id: ok
          prompt: Is it fine?
          topic: T
          help: H
          choices:
            - {id: "yes", label: "Yes", next: done, reason: R}
            - {id: "no", label: "No", next: done, reason: R}
      outcomes:
        - {id: done, title: Done, recommendation: Do it., rationale: R, topic: T, checklist: []}

      """.utf8
    ).write(to: folder.appendingPathComponent("tiny.yaml"))
    try Data(
      """
      tree: tiny
      language: pt
      title: Minúscula
      questions:
        ok:
          prompt: Está tudo bem?

      """.utf8
    ).write(to: folder.appendingPathComponent("tiny.pt.yaml"))
    let result = try hig(
      ["run", "tiny", "--questions", folder.path, "--lang", "pt", "-f", "markdown"], input: "s\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("# Minúscula\n"))
    #expect(result.stderr.contains("Está tudo bem?"))
    // What the translation leaves out stays in the tree's own words.
    #expect(result.stdout.contains("Done"))
  }
}
