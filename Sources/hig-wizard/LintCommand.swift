import WizardCore
import WizardTerminal

/// `hig-wizard lint [FILE|DIR]...`: every problem in every file, or one
/// summary line when all is well.
struct LintCommand: Command {
  static let name = CommandName.lint
  let tool: HigWizard

  func run(_ parsed: ParsedArguments) throws(CommandFailure) {
    var catalog = TreeCatalog()
    catalog.checksCharacters = true
    defer { HigWizard.keepUntilExit(catalog) }
    var missing: [Diagnostic] = []
    var guidanceFolders = Set<String>()
    var files = 0
    if parsed.operands.isEmpty {
      catalog = HigWizard.bundledCatalog(parse: true, language: language)
      catalog.checksCharacters = true
      files = BundledTrees.files.count + BundledTrees.translations.count
      for folder in tool.userFolders(parsed) {
        files += catalog.add(path: folder)
      }
      // A user tree of a bundled tree's id replaces it and its translations:
      // those files are not checked, so they are not counted.
      let replaced = Set(catalog.entries.filter { !$0.isBundled }.map(\.tree.id))
        .intersection(HigWizard.bundledTreeIDs)
      files -=
        replaced.count + BundledTrees.translations.filter { replaced.contains($0.tree) }.count
    } else {
      if parsed.has(.stamp), parsed.operands.contains("-") {
        throw .usage(.conflictingOptions("--stamp", "-"), spec: Self.spec)
      }
      var readInput = false
      for path in parsed.operands {
        // `-`: one tree from standard input, named `<stdin>` in what is
        // said of it (read once, however often it is named).
        if path == "-" {
          if !readInput { files += lintStandardInput(into: &catalog, problems: &missing) }
          readInput = true
          continue
        }
        // The scan guidance (Questions/scan/) is checked as a whole, below.
        if ScanGuidanceLoader.isGuidance(path) {
          guidanceFolders.insert(FileSystem.isDirectory(path) ? path : folderOf(path))
          continue
        }
        if !FileSystem.exists(path) {
          missing.append(
            Diagnostic(.error, Message("cannot lint '{1}': no such file or folder", path)))
          continue
        }
        files += catalog.add(path: path)
        // A tree is checked with the translations beside it.
        for translation in FileSystem.translationFiles(besideTree: path) {
          files += catalog.add(path: translation)
        }
        // A translation is checked against the tree beside it, when there
        // is one (else against the bundled tree of that id).
        if let tree = FileSystem.treeFile(besideTranslation: path),
          !parsed.operands.contains(where: { FileSystem.realPath($0) == FileSystem.realPath(tree) })
        {
          files += catalog.add(path: tree)
        }
      }
    }
    // Follow-ups may name the bundled trees; a translation beside a user
    // tree may be of a bundled one.
    catalog.checkFollowUps(otherIDs: HigWizard.bundledTreeIDs)
    let bundled = parsed.operands.isEmpty ? [] : HigWizard.bundledCatalog(language: language).trees
    if parsed.has(.stamp) {
      guard !parsed.operands.isEmpty else {
        throw .usage(
          .missingOperand(translatable("the translation files to record, with --stamp")),
          spec: Self.spec)
      }
      guard stamp(catalog, otherTrees: bundled, only: parsed.operands) else { throw .told }
      // Then checked as usual, as they are now.
      var checked = ParsedArguments()
      checked.operands = parsed.operands
      return try run(checked)
    }
    catalog.checkTranslations(strict: parsed.has(.strict), otherTrees: bundled)
    var guidanceProblems: [Diagnostic] = []
    var scanRules = 0
    for folder in guidanceFolders.sorted() {
      let checked = ScanGuidanceLoader.lint(folder: folder, trees: catalog.trees + bundled)
      files += checked.files
      scanRules += checked.rules
      guidanceProblems += checked.diagnostics
    }
    let diagnostics =
      catalog.diagnostics + sketchDiagnostics(catalog.trees, strict: parsed.has(.strict))
      + guidanceProblems + missing
    tool.printer.print(diagnostics)
    // The errors a file's list left out are counted too.
    let (errors, atLeast) = diagnostics.errorCount
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    let questions = catalog.trees.reduce(0) { $0 + $1.questions.count }
    let outcomes = catalog.trees.reduce(0) { $0 + $1.outcomes.count }
    // Translators: the summary line of `lint` ("lint: 3 files ok: 3 trees, 28 questions"); {1} is
    // the number of files checked.
    let fileCount = language.trPlural(files, one: "{1} file", other: "{1} files")
    let warningCount = language.trPlural(warnings, one: "{1} warning", other: "{1} warnings")
    if errors > 0 {
      var summary =
        atLeast
        // Translators: {1} is the number of errors found before reading stopped ("at least 12
        // errors in 3 files").
        ? language.trPlural(errors, one: "at least {1} error", other: "at least {1} errors")
        : language.trPlural(errors, one: "{1} error", other: "{1} errors")
      if warnings > 0 { summary += language.tr(", ") + warningCount }
      // Translators: {1} is the count of errors and warnings ("2 errors, 1 warning"), {2} the count
      // of files ("3 files").
      console.write("lint: " + language.tr("{1} in {2}", summary, fileCount) + "\n", to: .error)
      throw .told
    }
    if files == 0 {
      console.write("lint: " + language.tr("no .yaml or .yml files found") + "\n", to: .error)
      throw .told
    }
    var parts: [String] = [
      // Translators: {1} is the number of trees checked ("3 files ok: 3 trees, 28 questions, 12
      // outcomes").
      language.trPlural(catalog.trees.count, one: "{1} tree", other: "{1} trees"),
      // Translators: {1} is the number of questions in the trees checked.
      language.trPlural(questions, one: "{1} question", other: "{1} questions"),
      // Translators: {1} is the number of outcomes in the trees checked.
      language.trPlural(outcomes, one: "{1} outcome", other: "{1} outcomes"),
    ]
    if !catalog.translations.isEmpty {
      parts.insert(
        // Translators: {1} is the number of translations checked ("3 trees, 9 translations, 28
        // questions").
        language.trPlural(
          catalog.translations.count, one: "{1} translation", other: "{1} translations"),
        at: 1)
    }
    if !guidanceFolders.isEmpty {
      if catalog.trees.isEmpty { parts = [] }
      // Translators: {1} is the number of scan rules checked.
      parts.append(language.trPlural(scanRules, one: "{1} scan rule", other: "{1} scan rules"))
    }
    if warnings > 0 { parts.append(warningCount) }
    let separator = language.tr(", ")
    console.write(
      // Translators: {1} is the count of files ("3 files"), {2} what they hold ("3 trees, 28
      // questions, 12 outcomes").
      "lint: " + language.tr("{1} ok: {2}", fileCount, parts.joined(separator: separator))
        + "\n")
  }

  /// The sketches of `trees` that do not parse where they say they go.
  /// Without the scanner beside this program they are not parsed: `--strict`
  /// says so in a note.
  private func sketchDiagnostics(_ trees: [Tree], strict: Bool) -> [Diagnostic] {
    let requests = trees.flatMap(SketchCheck.requests(in:))
    let problems: [SketchCheck.Problem]
    do {
      problems = try SketchParser.problems(requests)
    } catch {
      switch error {
      case .missing:
        guard strict else { return [] }
        return [
          Diagnostic(
            .note,
            Message(
              "the sketches were not parsed: {1} is not installed beside hig-wizard",
              SketchParser.scannerName))
        ]
      case .failed(let failure):
        return [
          Diagnostic(
            .error,
            Message(
              "the sketches could not be parsed: {1}", failure.description(in: language)))
        ]
      }
    }
    return SketchCheck.diagnostics(problems, of: requests)
  }

  /// Records in each translation file of `only` (not the bundled ones)
  /// the English it translates now. False when a file could not be written.
  private func stamp(_ catalog: TreeCatalog, otherTrees: [Tree], only: [String]) -> Bool {
    // A translation with errors (a misspelt id) would lose the record of
    // the texts it cannot place: nothing is written until all is sound.
    var checked = catalog
    checked.checkTranslations(strict: false, otherTrees: otherTrees)
    guard !checked.diagnostics.hasErrors else {
      tool.printer.print(checked.diagnostics.filter { $0.severity == .error })
      console.write(
        "lint: "
          + language.tr(
            "nothing was recorded; fix the errors above, then run 'hig-wizard lint --stamp' again")
          + "\n", to: .error)
      return false
    }
    // Only the translations named, or in the folders named: not those read
    // because they sit beside a tree that was named.
    let named = Set(only.filter { !FileSystem.isDirectory($0) }.map(FileSystem.realPath))
    let folders = only.filter(FileSystem.isDirectory).map(FileSystem.realPath)
    let chosen = catalog.translations.filter { translation in
      let real = FileSystem.realPath(translation.source)
      return !translation.isBundled
        && (named.contains(real) || folders.contains { real.hasPrefix($0 + "/") })
    }
    let stamped = Set(chosen.map { FileSystem.realPath($0.source) })
    for path in only where !FileSystem.isDirectory(path) {
      if !stamped.contains(FileSystem.realPath(path)) {
        tool.printer.print(
          Diagnostic(
            .warning,
            Message(
              "'{1}' is not a translation (TREE.LANG.yaml); --stamp records nothing in it",
              PlainText.inline(path))))
      }
    }
    for translation in chosen {
      guard let tree = catalog.tree(of: translation, otherTrees: otherTrees) else { continue }
      let path = translation.source
      do {
        let text = String(decoding: try FileSystem.read(path), as: UTF8.self)
        let updated = TreeTranslation.stamped(text, block: translation.translatesBlock(for: tree))
        guard updated != text else {
          console.write(
            "lint: "
              + language.tr("{1} already records the English it translates", PlainText.inline(path))
              + "\n",
            to: .error)
          continue
        }
        // The stamped text must load as the same translation, with its
        // record: a file that no longer loads is never written.
        let reloaded = TranslationLoader.load(
          bytes: Array(updated.utf8), source: path)
        guard let again = reloaded.translation, !reloaded.diagnostics.hasErrors,
          again.treeID == translation.treeID, again.language == translation.language,
          again.translates != nil, again.staleness(against: tree, strict: true).isEmpty
        else {
          tool.printer.print(reloaded.diagnostics.filter { $0.severity == .error })
          tool.printer.print(
            Diagnostic(
              .error,
              Message(
                "recording the English in '{1}' would leave a file that does not load as it should; the file is left as it was",
                PlainText.inline(path))))
          return false
        }
        try FileSystem.writeAtomically(Array(updated.utf8), to: path)
        let count = translation.englishTexts(in: tree).count
        console.write(
          "lint: "
            // Translators: `lint --stamp`: {1} is the number of texts recorded; the file's name
            // follows.
            + language.trPlural(
              count, one: "recorded the English of {1} text in",
              other: "recorded the English of {1} texts in")
            + " " + PlainText.inline(path) + "\n", to: .error)
      } catch {
        tool.printer.print(Diagnostic(.error, error.description(in: language)))
        return false
      }
    }
    return true
  }

  /// Reads a tree from standard input into `catalog`, checked as a file
  /// is (its characters' problems go to `problems`); returns how many files
  /// were read (1, or 0 when it could not be).
  private func lintStandardInput(into catalog: inout TreeCatalog, problems: inout [Diagnostic])
    -> Int
  {
    let source = "<stdin>"
    do {
      let bytes = try FileSystem.read("-")
      problems += CharacterCheck.diagnostics(in: SourceText(file: source, bytes: bytes))
      catalog.add(bytes: bytes, source: source, isBundled: false)
      return 1
    } catch {
      problems.append(Diagnostic(.error, error.message))
      return 0
    }
  }

  /// The folder a file is in.
  private func folderOf(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
  }
}
