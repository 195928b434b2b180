import Foundation
import Testing
import WizardCore

@Suite struct LintCommandTests {
  @Test func bundledAndRepositoryTreesAreClean() throws {
    let bundled = try hig(["lint"])
    #expect(bundled.status == 0, "\(bundled.stderr)")
    let names = try FileManager.default.contentsOfDirectory(
      atPath: Binary.repository.appendingPathComponent("Questions").path
    ).filter { $0.hasSuffix(".yaml") }
    let trees = names.filter { !FileSystem.isTranslationFile($0) }.count
    let translations = names.count - trees
    #expect(translations == 3 * trees, "every tree in pt, ja and ru")
    #expect(
      bundled.stdout.hasPrefix(
        "lint: \(names.count) files ok: \(trees) trees, \(translations) translations, "))
    #expect(bundled.stderr == "")
    let folder = try hig(["lint", Binary.repository.appendingPathComponent("Questions").path])
    #expect(folder.status == 0, "\(folder.stderr)")
  }

  /// `lint -` reads one tree from standard input, checked as a file is,
  /// and names it `<stdin>` at each problem's line and column.
  @Test func aTreeFromStandardInput() throws {
    let broken = try hig(["lint", "-"], input: "id: x\n  bad: indent\n")
    #expect(broken.status == 1)
    #expect(broken.stdout == "")
    #expect(
      broken.stderr.hasPrefix(
        "<stdin>:2:6: error: YAML syntax error: mapping values are not allowed in this context\n"),
      "\(broken.stderr)")
    #expect(broken.stderr.hasSuffix("lint: 1 error in 1 file\n"))
    let empty = try hig(["lint", "-"], input: "")
    #expect(empty.status == 1)
    #expect(empty.stderr.hasPrefix("<stdin>:1:1: error: the file is empty"), "\(empty.stderr)")
    // Its characters are checked as a file's are.
    let tree = try hig(["new", "t", "-o", "-"]).stdout
    let escaped = tree.replacingOccurrences(of: "\ntitle: T\n", with: "\ntitle: \"T\\e[31m\"\n")
    #expect(escaped != tree)
    let control = try hig(["lint", "-"], input: escaped)
    #expect(control.status == 1)
    #expect(
      control.stderr.contains("<stdin>:13:8: error: an escape in this text makes character U+001B"),
      "\(control.stderr)")
    // Read once, however often it is named; beside a file, both are counted.
    let twice = try hig(["lint", "-", "-"], input: tree)
    #expect(twice.status == 0, "\(twice.stderr)")
    #expect(twice.stdout.hasPrefix("lint: 1 file ok: 1 tree, "), "\(twice.stdout)")
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let other = try hig(["new", "u", "-o", folder.path])
    #expect(other.status == 0)
    let both = try hig(["lint", "-", folder.appendingPathComponent("u.yaml").path], input: tree)
    #expect(both.stdout.hasPrefix("lint: 2 files ok: 2 trees, "), "\(both.stdout)")
  }

  @Test func everyProblemOfEveryFileWithLocations() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try write("", to: folder.appendingPathComponent("a-empty.yaml"))
    try write("id: x\n  bad: indent\n", to: folder.appendingPathComponent("b-syntax.yaml"))
    try Data([0x69, 0x64, 0x3A, 0x20, 0xFF, 0x0A]).write(
      to: folder.appendingPathComponent("c-binary.yml"))
    try write("ignored", to: folder.appendingPathComponent("notes.txt"))
    let result = try hig(["lint", folder.path])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("a-empty.yaml:1:1: error: the file is empty"))
    #expect(
      result.stderr.contains(
        "b-syntax.yaml:2:6: error: YAML syntax error: mapping values are not allowed in this context"
      ))
    #expect(
      result.stderr.contains(
        "c-binary.yml:1:5: error: the file is not valid UTF-8 (byte 0xFF at offset 4)"))
    #expect(result.stderr.hasSuffix("lint: 3 errors in 3 files\n"))
  }

  /// The summary counts the errors a file's list left out: all of them, or
  /// "at least" when reading stopped early.
  @Test func theSummaryCountsErrorsThatAreNotShown() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let many = folder.appendingPathComponent("many.yaml")
    try write(
      "id: t\ntitle: T\nsummary: S.\nquestions:\n"
        + String(repeating: "  - x\n", count: 3000), to: many)
    let stopped = try hig(["lint", many.path])
    #expect(stopped.status == 1)
    #expect(stopped.stderr.contains("note: at least 950 more errors in this file are not shown"))
    #expect(stopped.stderr.hasSuffix("lint: at least 1000 errors in 1 file\n"), "\(stopped.stderr)")
    // Counted to the end: the exact number.
    let keys = folder.appendingPathComponent("keys.yaml")
    try write(String(repeating: "a: []\n", count: 300), to: keys)
    let counted = try hig(["lint", keys.path])
    #expect(counted.stderr.contains("note: 255 more errors in this file are not shown"))
    #expect(counted.stderr.hasSuffix("lint: 305 errors in 1 file\n"), "\(counted.stderr)")
  }

  @Test func caretPointsAtTheColumn() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("t.yaml")
    try write("id: t\ntitle: [x]\n", to: file)
    let result = try hig(["lint", file.path])
    #expect(
      result.stderr.contains(
        "\(file.path):2:8: error: 'title' in the tree must be text, not a list\n  title: [x]\n         ^\n"
      ))
  }

  @Test func theExampleInTheFormatDocumentationLints() throws {
    let readme = try read(Binary.repository.appendingPathComponent("Questions/README.md"))
    let afterFence = try #require(readme.components(separatedBy: "```yaml\n").dropFirst().first)
    let example = try #require(afterFence.components(separatedBy: "\n```").first)
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("example.yaml")
    try write(example + "\n", to: file)
    let result = try hig(["lint", file.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("lint: 1 file ok: 1 tree"))

    // The translation example translates part of it: what it leaves out is
    // only warned about.
    let blocks = readme.components(separatedBy: "```yaml\n")
    let translation = try #require(
      blocks.first { $0.hasPrefix("tree: destructive-actions\n") }?
        .components(separatedBy: "\n```").first)
    try write(translation + "\n", to: folder.appendingPathComponent("destructive-actions.pt.yaml"))
    let both = try hig(["lint", folder.path])
    #expect(both.status == 0, "\(both.stderr)")
    #expect(both.stdout.hasPrefix("lint: 2 files ok: 1 tree, 1 translation, "))
    #expect(!both.stderr.contains(": error:"))
    #expect(both.stderr.contains(": warning: no pt text for question 'loses-work'"))
  }

  /// A translation records the English it translates; lint names each
  /// text whose English changed since, and --stamp records it again.
  @Test func aChangedEnglishTextIsNamedUntilItIsStampedAgain() throws {
    let readme = try read(Binary.repository.appendingPathComponent("Questions/README.md"))
    let blocks = readme.components(separatedBy: "```yaml\n")
    let tree = try #require(blocks.dropFirst().first?.components(separatedBy: "\n```").first)
    let translation = try #require(
      blocks.first { $0.hasPrefix("tree: destructive-actions\n") }?
        .components(separatedBy: "\n```").first)
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let treeFile = folder.appendingPathComponent("destructive-actions.yaml")
    let translationFile = folder.appendingPathComponent("destructive-actions.pt.yaml")
    try write(tree + "\n", to: treeFile)
    try write(translation + "\n", to: translationFile)

    let unrecorded = try hig(["lint", folder.path])
    #expect(unrecorded.stderr.contains("warning: this translation does not record which English"))

    let stamped = try hig(["lint", "--stamp", translationFile.path, treeFile.path])
    #expect(stamped.status == 0, "\(stamped.stderr)")
    #expect(stamped.stderr.contains("lint: recorded the English of "))
    let written = try read(translationFile)
    #expect(written.hasPrefix(translation + "\n"), "the rest of the file is kept as written")
    #expect(written.contains("\ntranslates:\n  title: \""))
    #expect(written.contains("\n  questions.can-undo.prompt: \""))
    let clean = try hig(["lint", folder.path])
    #expect(!clean.stderr.contains("translates") && !clean.stderr.contains("has changed"))

    // The English of one prompt changes: that text, and only it, is named.
    let question = "prompt: Can people easily undo the action?"
    #expect(tree.contains(question))
    try write(
      tree.replacingOccurrences(of: question, with: "prompt: Can people undo the action at once?")
        + "\n", to: treeFile)
    let changed = try hig(["lint", folder.path])
    #expect(changed.status == 0)
    let named = changed.stderr.split(separator: "\n").filter { $0.contains("has changed") }
    #expect(named.count == 1, "\(changed.stderr)")
    #expect(named.first?.contains("the English of questions.can-undo.prompt has changed") == true)
    // It points at that text in the translation, where the translator works.
    let lines = translation.components(separatedBy: "\n")
    let canUndo = try #require(lines.firstIndex { $0.hasSuffix("can-undo:") })
    let prompt = try #require(lines[canUndo...].firstIndex { $0.contains("prompt:") })
    #expect(
      named.first?.hasPrefix("\(translationFile.path):\(prompt + 1):") == true,
      "\(named.first ?? "")")
    // --strict makes it an error; stamping again makes it go away.
    #expect(try hig(["lint", "--strict", folder.path]).status == 1)
    _ = try hig(["lint", "--stamp", translationFile.path, treeFile.path])
    #expect(!(try hig(["lint", folder.path]).stderr.contains("has changed")))
    #expect(try read(translationFile).components(separatedBy: "translates:").count == 2)

    // Named alone, a translation is checked, and stamped, against the tree
    // beside it, not against a bundled tree of another English.
    let alone = try hig(["lint", translationFile.path])
    #expect(alone.stdout.hasPrefix("lint: 2 files ok: 1 tree, 1 translation, "), "\(alone.stdout)")
    #expect(!alone.stderr.contains("has changed"))
    // Without files, --stamp is a usage error.
    let none = try hig(["lint", "--stamp"])
    #expect(none.status == 2)
    #expect(none.stderr.contains("Usage: hig-wizard lint"))
  }

  /// --stamp keeps the file's CR LF line ends and its comments, and the
  /// file it leaves loads: `run` and `list` go on working in every language.
  @Test func stampingKeepsLineEndsAndCommentsAndLeavesAFileThatLoads() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try copyQuestions(["presentation.yaml"], to: folder)
    let translation = folder.appendingPathComponent("presentation.pt.yaml")
    let sound = try bundledText("presentation.pt.yaml")
    // One recorded hash out of date, so that stamping has work to do.
    let hash = try #require(sound.range(of: "\n  title: \""))
    let stale = sound.replacingCharacters(
      in: hash.upperBound..<sound.index(hash.upperBound, offsetBy: 8), with: "00000000")
    #expect(stale != sound)
    let commented = stale + "# Reviewed by Ana.\n\n# Next review: May.\n"
    for (name, text) in [
      ("crlf", stale.replacingOccurrences(of: "\n", with: "\r\n")),
      ("comments", commented),
      ("both", commented.replacingOccurrences(of: "\n", with: "\r\n")),
    ] {
      try write(text, to: translation)
      let stamped = try hig(["lint", "--stamp", translation.path])
      #expect(stamped.status == 0, "\(name): \(stamped.stderr)")
      #expect(stamped.stderr.contains("lint: recorded the English of "), "\(name)")
      let written = try read(translation)
      #expect(written.components(separatedBy: "translates:").count == 2, "\(name): one block")
      #expect(!written.contains("00000000"), "\(name)")
      if name != "crlf" {
        #expect(written.contains("# Reviewed by Ana.") && written.contains("# Next review: May."))
      }
      let bytes = Array(written.utf8)
      let lineFeeds = bytes.indices.filter { bytes[$0] == 0x0A }
      let crlf = name != "comments"
      #expect(
        lineFeeds.allSatisfy { ($0 > 0 && bytes[$0 - 1] == 0x0D) == crlf },
        "\(name): every line ends as the file's lines did")
      #expect(written.hasSuffix(crlf ? "\r\n" : "\n") && !written.hasSuffix("\n\n"))
      let environment = ["HIG_WIZARD_QUESTIONS": folder.path]
      for language in ["pt", "en", "ja"] {
        let run = try hig(
          ["run", "presentation", "-n", "-d", "-a", "platform=iphone", "--lang", language],
          environment: environment)
        #expect(run.status == 0, "\(name) \(language): \(run.stderr)")
        #expect(run.stderr == "", "\(name) \(language)")
        #expect(try hig(["list", "--lang", language], environment: environment).status == 0)
      }
      #expect(try hig(["lint", "--strict", folder.path]).status == 0, "\(name)")
    }
    // A block the stamping cannot find (its key quoted) would be written
    // twice: the file is left as it was, and nothing is said to be recorded.
    let quoted = stale.replacingOccurrences(of: "\ntranslates:\n", with: "\n\"translates\":\n")
    #expect(quoted != stale)
    try write(quoted, to: translation)
    let refused = try hig(["lint", "--stamp", translation.path])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("duplicate key 'translates'"), "\(refused.stderr)")
    #expect(refused.stderr.contains("the file is left as it was"))
    #expect(!refused.stderr.contains("recorded the English"))
    #expect(try read(translation) == quoted)
  }

  /// Labels that would not choose what people type: swapped yes/no words
  /// in a translation, a translation whose file name and `language` differ,
  /// two choices with one label, and labels that are command words; in a
  /// tree and in a translation.
  @Test func labelsThatWouldRecordAnotherAnswerAreRefused() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try copyQuestions(["presentation.yaml"], to: folder)
    let translation = folder.appendingPathComponent("presentation.pt.yaml")
    let sound = try bundledText("presentation.pt.yaml")
    let yesLabel = "  modal-needed:\n"
    let question = try #require(sound.range(of: yesLabel))
    var swapped = sound
    let rest = swapped[question.upperBound...]
    let sim = try #require(rest.range(of: "label: \"Sim\""))
    swapped.replaceSubrange(sim, with: "label: \"Não\"")
    let nao = try #require(swapped[sim.upperBound...].range(of: "label: \"Não\""))
    swapped.replaceSubrange(nao, with: "label: \"Sim\"")
    try write(swapped, to: translation)
    let flipped = try hig(["lint", folder.path])
    #expect(flipped.status == 1)
    #expect(
      flipped.stderr.contains(
        "error: the label 'Não' of choice 'yes' of question 'modal-needed' is a word for 'no'; typing it would record the opposite answer"
      ), "\(flipped.stderr)")
    #expect(
      flipped.stderr.contains(
        "error: the label 'Sim' of choice 'no' of question 'modal-needed' is a word for 'yes'"))
    // `run` does not use it: `sim` records yes, in English, with a warning
    // (in the run's language).
    let run = try hig(
      ["run", "presentation", "--lang", "pt", "-a", "platform=ipad"],
      input: "sim\nnão\nnão\nnão\nnão\nsim\n",
      environment: ["HIG_WIZARD_QUESTIONS": folder.path])
    #expect(
      run.stderr.contains("esta tradução não é usada (veja 'hig-wizard lint "), "\(run.stderr)")
    #expect(run.stdout.contains("modal-needed=yes"), "\(run.stdout)")

    // The file says pt, `language` says ja.
    try write(
      sound.replacingOccurrences(of: "\nlanguage: pt\n", with: "\nlanguage: ja\n"), to: translation)
    let mislabelled = try hig(["lint", folder.path])
    #expect(mislabelled.status == 1)
    #expect(
      mislabelled.stderr.contains(
        "error: the file name says the language is 'pt', but 'language' is 'ja'"),
      "\(mislabelled.stderr)")

    // A translated label that is a command word, and one used twice.
    let iphone = try #require(sound.range(of: "label: iPhone"))
    var commands = sound
    commands.replaceSubrange(iphone, with: "label: \"Voltar\"")
    try write(commands, to: translation)
    let command = try hig(["lint", folder.path])
    #expect(
      command.stderr.contains(
        "error: the label 'Voltar' of choice 'iphone' of question 'platform' is the command 'back'"),
      "\(command.stderr)")
    commands = sound
    commands.replaceSubrange(iphone, with: "label: \"iPad\"")
    try write(commands, to: translation)
    let twice = try hig(["lint", folder.path])
    #expect(
      twice.stderr.contains(
        "error: choices 'ipad' and 'iphone' of question 'platform' have the same label 'iPad'"),
      "\(twice.stderr)")

    // In a tree: a command word, a label used twice, and swapped words.
    try FileManager.default.removeItem(at: translation)
    let tree = try bundledText("presentation.yaml")
    for (from, to, expected) in [
      (
        "label: iPhone", "label: Back",
        "the label 'Back' of choice 'iphone' of question 'platform' is the command 'back'"
      ),
      (
        "label: iPhone", "label: sair",
        "the label 'sair' of choice 'iphone' of question 'platform' is the command 'quit'"
      ),
      (
        "label: iPhone", "label: ipad",
        "choices 'ipad' and 'iphone' of question 'platform' have the same label 'ipad'"
      ),
      (
        "label: \"Yes\"", "label: \"No\"",
        "the label 'No' of choice 'yes' of question 'modal-needed' is a word for 'no'"
      ),
    ] {
      let range = try #require(tree.range(of: from))
      var changed = tree
      changed.replaceSubrange(range, with: to)
      try write(changed, to: folder.appendingPathComponent("presentation.yaml"))
      let linted = try hig(["lint", folder.path])
      #expect(linted.status == 1)
      #expect(linted.stderr.contains("error: " + expected), "\(linted.stderr)")
    }
  }

  /// --stamp writes nothing while a translation has errors (a misspelt id
  /// would lose the record of the texts under it), says when a file already
  /// records its English, and names a file that is not a translation.
  @Test func stampingNeedsASoundTranslationAndSaysWhatItDid() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try copyQuestions(["presentation.yaml"], to: folder)
    let tree = folder.appendingPathComponent("presentation.yaml")
    let translation = folder.appendingPathComponent("presentation.pt.yaml")
    let sound = try bundledText("presentation.pt.yaml")
    let misspelt = sound.replacingOccurrences(of: "\n  platform:\n", with: "\n  platfrom:\n")
    #expect(misspelt != sound)
    try write(misspelt, to: translation)

    let refused = try hig(["lint", "--stamp", translation.path])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("error: question 'platfrom' is not in tree 'presentation'"))
    #expect(refused.stderr.contains("lint: nothing was recorded; fix the errors above"))
    #expect(try read(translation) == misspelt, "the file is untouched")
    // The question left out is reported where the questions are.
    let questionsLine = try #require(
      misspelt.components(separatedBy: "\n").firstIndex(of: "questions:"))
    let linted = try hig(["lint", folder.path])
    #expect(
      linted.stderr.contains(
        "\(translation.path):\(questionsLine + 2):3: warning: no pt text for question 'platform'"),
      "\(linted.stderr)")

    try write(sound, to: translation)
    let unchanged = try hig(["lint", "--stamp", translation.path, tree.path])
    #expect(unchanged.status == 0, "\(unchanged.stderr)")
    #expect(
      unchanged.stderr.contains(
        "lint: \(translation.path) already records the English it translates"))
    #expect(
      unchanged.stderr.contains(
        "warning: '\(tree.path)' is not a translation (TREE.LANG.yaml); --stamp records nothing in it"
      ))
    #expect(try read(translation) == sound)

    // Texts with nothing recorded: the first five are named, then a count.
    let unrecorded = try #require(sound.components(separatedBy: "\ntranslates:\n").first)
    try write(unrecorded + "\ntranslates:\n  title: \"00000000\"\n", to: translation)
    let named = try hig(["lint", folder.path]).stderr
    #expect(named.contains("'translates' records no English for "), "\(named)")
    #expect(!named.contains("… and"), "\(named)")
    #expect(
      named.range(of: #", [^,]+ and \d+ more; check the translation"#, options: .regularExpression)
        != nil, "\(named)")
  }

  /// The text of the bundled file `name` of Questions/.
  func bundledText(_ name: String) throws -> String {
    try read(Binary.repository.appendingPathComponent("Questions").appendingPathComponent(name))
  }

  /// Copies of the bundled files `names` (of Questions/) in `folder`.
  func copyQuestions(_ names: [String], to folder: URL) throws {
    for name in names { try write(try bundledText(name), to: folder.appendingPathComponent(name)) }
  }

  /// A file named twice (a folder and a file in it, `q` and `q/`) is read
  /// once: it used to clash with itself ("tree id already used").
  @Test func aFileNamedTwiceIsReadOnce() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try copyQuestions(["presentation.yaml", "presentation.pt.yaml"], to: folder)
    let translation = folder.appendingPathComponent("presentation.pt.yaml").path
    for operands in [[folder.path, folder.path + "/"], [translation, folder.path]] {
      let result = try hig(["lint"] + operands)
      #expect(result.status == 0, "\(operands): \(result.stderr)")
      #expect(result.stdout.hasPrefix("lint: 2 files ok: 1 tree, 1 translation, "), "\(operands)")
    }
  }

  /// A tree named alone is checked with the translations beside it; --stamp
  /// on it still records nothing in them.
  @Test func aTreeNamedAloneBringsItsTranslations() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tree = folder.appendingPathComponent("presentation.yaml")
    let translation = folder.appendingPathComponent("presentation.ja.yaml")
    let english = try bundledText("presentation.yaml")
    let prompt = "prompt: Which device is this task for?"
    #expect(english.contains(prompt))
    try write(
      english.replacingOccurrences(of: prompt, with: "prompt: Which device is it for?"), to: tree)
    let japanese = try bundledText("presentation.ja.yaml")
    try write(japanese, to: translation)
    let alone = try hig(["lint", tree.path])
    #expect(alone.stdout.hasPrefix("lint: 2 files ok: 1 tree, 1 translation, "), "\(alone.stdout)")
    #expect(alone.stderr.contains("the English of questions.platform.prompt has changed"))
    let stamp = try hig(["lint", "--stamp", tree.path])
    #expect(stamp.stderr.contains("is not a translation"))
    #expect(try read(translation) == japanese)
  }

  /// With a user tree that replaces a bundled one, the summary counts the
  /// files it checked: the bundled tree and its translations are not.
  @Test func theSummaryCountsTheFilesChecked() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try copyQuestions(["presentation.yaml", "presentation.pt.yaml"], to: folder)
    for arguments in [["lint"], ["lint", "-q", folder.path]] {
      let summary = try hig(arguments).stdout
      let numbers = summary.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
      try #require(numbers.count >= 3, "\(summary)")
      #expect(numbers[0] == numbers[1] + numbers[2], "files = trees + translations: \(summary)")
    }
  }

  @Test func missingPath() throws {
    let result = try hig(["lint", "/nonexistent.yaml"])
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix("error: cannot lint '/nonexistent.yaml': no such file or folder\n"))
    // The other paths are still checked.
    let questions = Binary.repository.appendingPathComponent("Questions").path
    let both = try hig(["lint", "/nonexistent.yaml", questions])
    #expect(both.status == 1)
    #expect(both.stderr.hasSuffix(" files\n"))
    #expect(both.stderr.contains("lint: 1 error in "))
  }
}
