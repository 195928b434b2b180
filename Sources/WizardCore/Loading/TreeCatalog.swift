/// The trees a run can use: the bundled ones, then the user's, a user tree
/// replacing a bundled one with the same id.
public struct TreeCatalog: Sendable {
  public struct Entry: Sendable {
    public var tree: Tree
    public var isBundled: Bool
  }

  public private(set) var entries: [Entry] = []
  /// Each entry's place in ``entries``, by tree id: a chain of thousands of
  /// follow-ups looks a tree up for each.
  private var places: [String: Int] = [:]
  public private(set) var diagnostics: [Diagnostic] = []
  /// Translations of the trees (`TREE.LANG.yaml`), in the order read; a
  /// later one for the same tree and language replaces an earlier one.
  public private(set) var translations: [TreeTranslation] = []

  /// Whether the files read are checked for control and bidirectional
  /// characters (``CharacterCheck``): `lint` asks for it; a run loads such
  /// a tree, and its text is made safe where it is shown.
  public var checksCharacters = false
  /// The files read so far, by their real paths: a file named twice (a
  /// folder and a file in it, `q` and `q/`) is read once.
  private var files: Set<String> = []

  /// How a user's file that does not load is reported: as its errors (for
  /// `lint`), or, for the commands that use the trees, as one warning at
  /// its first error, and the other files are used as if it were not there.
  public var skipsBrokenFiles = false
  /// The files skipped so (see ``skipsBrokenFiles``).
  public private(set) var skippedFiles: [String] = []

  public init() {}

  /// The problems of one file that could not be loaded, as
  /// ``skipsBrokenFiles`` says.
  private mutating func report(_ problems: [Diagnostic], of file: String, loaded: Bool) {
    guard skipsBrokenFiles, !loaded, let first = problems.first(where: { $0.severity == .error })
    else {
      diagnostics += problems
      return
    }
    skippedFiles.append(file)
    diagnostics.append(
      Diagnostic(
        .warning,
        // Translators: {1} is the file's first problem (a whole message), {2} the file's name.
        Message(
          "{1}; the file is not loaded (see 'hig-wizard lint {2}')",
          Message.excerpt(first.content, maximum: 300),
          PlainText.inline(file)),
        at: first.location,
        sourceLine: first.sourceLine))
  }

  public var trees: [Tree] { entries.map(\.tree) }

  public func entry(_ id: String) -> Entry? {
    places[id].map { entries[$0] }
  }

  /// Loads one file's text. A user tree whose id another user file already
  /// uses is an error; one that a bundled tree uses replaces it.
  public mutating func add(bytes: [UInt8], source: String, isBundled: Bool) {
    let result = TreeLoader.load(bytes: bytes, source: source)
    report(result.diagnostics, of: source, loaded: result.tree != nil || isBundled)
    guard let tree = result.tree else { return }
    add(tree, isBundled: isBundled)
  }

  /// Adds a tree already loaded and validated (a bundled tree compiled at
  /// build time, say), with the same rules for ids as ``add(bytes:source:isBundled:)``.
  public mutating func add(_ tree: Tree, isBundled: Bool) {
    if let index = places[tree.id] {
      let existing = entries[index]
      if existing.isBundled, !isBundled {
        entries[index] = Entry(tree: tree, isBundled: false)
        // The bundled text belongs to the bundled tree.
        translations.removeAll { $0.treeID == tree.id && $0.isBundled }
      } else {
        diagnostics.append(
          Diagnostic(
            .error,
            // Translators: {1} is a tree id; {2} the file that already has it.
            Message(
              "tree id '{1}' is already used by {2}; tree ids must be unique", tree.id,
              existing.tree.source),
            at: tree.location, sourceLine: nil))
      }
      return
    }
    places[tree.id] = entries.count
    entries.append(Entry(tree: tree, isBundled: isBundled))
  }

  /// Reads the tree or translation file at `path`, or each `.yaml`/`.yml`
  /// file of the folder at `path`; returns how many files it read that had
  /// not been read before.
  @discardableResult
  public mutating func add(path: String) -> Int {
    let found: [String]
    let isFolder = FileSystem.isDirectory(path)
    do {
      found = isFolder ? try FileSystem.yamlFiles(in: path) : [path]
    } catch {
      diagnostics.append(Diagnostic(.error, error.message))
      return 0
    }
    var count = 0
    for file in found where files.insert(FileSystem.realPath(file)).inserted {
      // A named pipe or a device among a folder's files (a link to
      // /dev/tty, say) would block or never end: it is left out, and said.
      if isFolder, !FileSystem.isRegularFile(file) {
        diagnostics.append(
          Diagnostic(
            .warning,
            Message(
              "'{1}' is not a regular file; it is skipped", PlainText.inline(file))))
        continue
      }
      count += 1
      do {
        let bytes = try FileSystem.read(file)
        if checksCharacters {
          diagnostics += CharacterCheck.diagnostics(
            in: SourceText(file: file, bytes: bytes))
        }
        if FileSystem.isTranslationFile(file) {
          add(translationBytes: bytes, source: file)
        } else {
          add(bytes: bytes, source: file, isBundled: false)
        }
      } catch {
        report([Diagnostic(.error, error.message)], of: file, loaded: false)
      }
    }
    return count
  }

  /// Loads one translation file's text.
  public mutating func add(translationBytes bytes: [UInt8], source: String, isBundled: Bool = false)
  {
    let result = TranslationLoader.load(bytes: bytes, source: source)
    report(result.diagnostics, of: source, loaded: result.translation != nil || isBundled)
    guard var translation = result.translation else { return }
    translation.isBundled = isBundled
    add(translation)
  }

  public mutating func add(_ translation: TreeTranslation) {
    translations.removeAll {
      $0.treeID == translation.treeID && $0.language == translation.language
    }
    translations.append(translation)
  }

  /// The tree `translation` translates: this catalog's, else one of
  /// `otherTrees` (the bundled ones).
  public func tree(of translation: TreeTranslation, otherTrees: [Tree] = []) -> Tree? {
    entry(translation.treeID)?.tree ?? otherTrees.first { $0.id == translation.treeID }
  }

  /// Compares every translation with its tree (see
  /// ``TreeTranslation/check(against:strict:)``); a translation of a tree
  /// that is neither in the catalog nor among `otherTrees` (the bundled ones,
  /// when only the translation is linted) is an error. Adds the problems to
  /// ``diagnostics``.
  public mutating func checkTranslations(strict: Bool, otherTrees: [Tree] = []) {
    let ids = trees.map(\.id)
    for translation in translations {
      guard let tree = tree(of: translation, otherTrees: otherTrees) else {
        var message = Message("translation of unknown tree '{1}'", translation.treeID)
        if let guess = Suggestion.closest(to: translation.treeID, in: ids) {
          message += Message("; did you mean '{1}'?", guess)
        }
        diagnostics.append(
          Diagnostic(.error, message, at: translation.location, sourceLine: nil))
        continue
      }
      // At most 50 errors a file, as for trees.
      diagnostics += translation.check(against: tree, strict: strict).capped(
        errors: TreeLoader.maximumErrors, hidden: 0, stoppedEarly: false,
        file: translation.source)
    }
  }

  /// The trees in `language`, where a translation has their text (English,
  /// or the tree's own text, wherever it has not).
  public mutating func localize(to language: Language) {
    guard language != .en else { return }
    var latest: [String: TreeTranslation] = [:]
    for translation in translations where translation.language == language {
      latest[translation.treeID] = translation
    }
    for (index, entry) in entries.enumerated() {
      if let translation = latest[entry.tree.id] {
        // A translation whose labels would record another answer than the
        // one typed (`sim` for no) is not used: English is.
        if let problem = translation.labelProblems(against: entry.tree)
          .first
        {
          diagnostics.append(
            Diagnostic(
              .warning,
              // Translators: {1} is the translation's first problem (a whole message), {2} the
              // file's name.
              Message(
                "{1}; this translation is not used (see 'hig-wizard lint {2}')",
                Message.excerpt(problem.content, maximum: 300),
                PlainText.inline(translation.source)),
              at: problem.location, sourceLine: nil))
          continue
        }
        entries[index].tree = entry.tree.localized(translation)
      }
    }
  }
}

extension TreeCatalog {
  /// Checks that every `follow` names a tree of the catalog (or one of
  /// `otherIDs`) and that following never comes back to a tree already on
  /// the way. Adds the problems to ``diagnostics``.
  public mutating func checkFollowUps(otherIDs: [String] = []) {
    let ids = trees.map(\.id) + otherIDs
    let known = Set(ids)
    for tree in trees {
      for outcome in tree.outcomes {
        guard let follow = outcome.follow, !known.contains(follow) else { continue }
        var message = Message("outcome '{1}' follows unknown tree '{2}'", outcome.id, follow)
        if let suggestion = Suggestion.closest(to: follow, in: ids) {
          message += Message("; did you mean '{1}'?", suggestion)
        }
        diagnostics.append(Diagnostic(.error, message, at: outcome.followLocation, sourceLine: nil))
      }
    }
    // A fact (the device) carried into a follow-up must be one it can take.
    for tree in trees {
      for outcome in tree.outcomes {
        guard let follow = outcome.follow, let next = entry(follow)?.tree else { continue }
        for applicability in outcome.applies {
          // Every value carried in must lead only to outcomes for it, also
          // in a follow-up that never asks the fact itself.
          for value in applicability.values {
            let carried = [applicability.fact: value]
            for problem in TreeValidator.factProblems(next, given: carried)
            where problem.question.isEmpty {
              diagnostics.append(
                Diagnostic(
                  .error,
                  // Translators: {1} and {5} are outcome ids, {2} and {6} tree ids, {3} a fact
                  // ("device"), {4} its value ("iphone").
                  Message(
                    "outcome '{1}' of follow-up tree '{2}' does not apply to {3} '{4}', which outcome '{5}' of tree '{6}' carries into it",
                    problem.outcome.id, next.id, applicability.fact, value, outcome.id, tree.id),
                  at: problem.outcome.location, sourceLine: nil))
            }
          }
          guard let question = next.questions.first(where: { $0.fact == applicability.fact })
          else { continue }
          for value in applicability.values where question.choice(value) == nil {
            diagnostics.append(
              Diagnostic(
                .error,
                // Translators: {1} is an outcome id, {2} a fact ("device"), {3} its value
                // ("iphone"), {4} a question id, {5} a tree id, {6} the question's choice ids.
                Message(
                  "outcome '{1}' applies to {2} '{3}', but question '{4}' of its follow-up tree '{5}' has no such choice ({6})",
                  outcome.id, applicability.fact, value, question.id, next.id,
                  question.choiceList),
                at: outcome.location, sourceLine: nil))
          }
        }
      }
    }
    // A chain of follow-ups must end. Depth first, without recursion: a
    // chain may be thousands of trees long.
    var state: [String: Bool] = [:]  // false: on the way; true: done
    for tree in trees where state[tree.id] == nil {
      var way: [(id: String, next: [String])] = []
      func enter(_ id: String) {
        state[id] = false
        way.append(
          (id, Set(entry(id)?.tree.outcomes.compactMap(\.follow) ?? []).sorted().reversed()))
      }
      enter(tree.id)
      while let last = way.indices.last {
        guard let id = way[last].next.popLast() else {
          state[way[last].id] = true
          way.removeLast()
          continue
        }
        switch state[id] {
        case true?: continue
        case false?:
          let loop = way.map(\.id).drop { $0 != id } + [id]
          let outcome = entry(way[last].id)?.tree.outcomes.first { $0.follow == id }
          diagnostics.append(
            Diagnostic(
              .error,
              // Translators: {1} is the loop, tree ids joined by arrows ("a → b → a").
              Message("follow-up trees form a loop: {1}", loop.joined(separator: " → ")),
              at: outcome?.followLocation, sourceLine: nil))
        case nil: enter(id)
        }
      }
    }
  }

  /// The trees in the order a menu offers them: the decisions that go on
  /// into follow-up trees first, then the other trees people start with,
  /// then the trees that are only ever reached as a follow-up; each group in
  /// catalog order.
  public var menuOrder: [Tree] {
    let followed = Set(trees.flatMap { $0.outcomes.compactMap(\.follow) })
    let leadsOn = trees.filter { tree in
      !followed.contains(tree.id) && tree.outcomes.contains { $0.follow != nil }
    }
    let standalone = trees.filter { tree in
      !followed.contains(tree.id) && !tree.outcomes.contains { $0.follow != nil }
    }
    return leadsOn + standalone + trees.filter { followed.contains($0.id) }
  }

  /// The trees of `folders`, each read once however it is spelled (the
  /// same real path through a variable and a flag, `trees` and `./trees/`).
  /// A folder that is gone (renamed, or a stale variable) takes nothing
  /// away: it is a warning, and the other trees still load.
  public mutating func add(folders: [String]) {
    var seen: Set<String> = []
    for folder in folders where seen.insert(FileSystem.realPath(folder)).inserted {
      guard FileSystem.exists(folder) else {
        diagnostics.append(
          Diagnostic(
            .warning,
            Message(
              "folder '{1}' does not exist; its trees are not loaded", PlainText.inline(folder))))
        continue
      }
      add(path: folder)
    }
  }

  /// The trees that can follow `tree`, directly or through other follow-ups,
  /// in the order they are first named; `elsewhere` finds one this catalog
  /// has not read.
  public func followUps(of tree: Tree, elsewhere: (String) -> Tree? = { _ in nil }) -> [Tree] {
    var result: [Tree] = []
    var queue = [tree]
    var seen: Set<String> = [tree.id]
    var index = 0
    while index < queue.count {
      let current = queue[index]
      index += 1
      for id in current.outcomes.compactMap(\.follow) where seen.insert(id).inserted {
        if let next = entry(id)?.tree ?? elsewhere(id) {
          result.append(next)
          queue.append(next)
        }
      }
    }
    return result
  }
}
