import Testing

@testable import WizardCore

@Suite struct TreeLoaderTests {
  @Test func bundledPresentationTreeLoads() throws {
    let tree = try Fixtures.presentation()
    #expect(tree.id == "presentation")
    #expect(tree.start == "platform")
    // The public ids of the first release are all still here, with the
    // questions added since (modal-needed-iphone, screen-tools), in the
    // order of issue 24: the device first.
    #expect(
      tree.questions.map(\.id) == [
        "platform", "modal-needed", "modal-needed-iphone", "screen-tools", "suspend",
        "fits-in-view", "depth", "multiple-inputs", "drill-down", "one-time", "main-function",
      ])
    #expect(tree.question("platform")?.choices.map(\.id) == ["ipad", "iphone"])
    #expect(tree.question("platform")?.fact == "device")
    // One fact asked on both branches, and the fact modal-style takes on.
    #expect(tree.question("modal-needed")?.fact == "modal-needed")
    #expect(tree.question("modal-needed-iphone")?.fact == "modal-needed")
    #expect(tree.question("depth")?.fact == "in-depth")
    for id in [
      "modal-needed", "modal-needed-iphone", "screen-tools", "fits-in-view", "suspend",
      "one-time", "depth", "multiple-inputs", "drill-down", "main-function",
    ] {
      #expect(tree.question(id)?.choices.map(\.id) == ["yes", "no"], "\(id)")
    }
    #expect(
      Set(tree.outcomes.map(\.id)) == [
        "nonmodal-popover", "modal-popover", "modal-view", "in-place", "in-navigation",
      ])
    for question in tree.questions {
      #expect(!question.topic.isEmpty && !question.help.isEmpty)
      #expect(question.prompt.hasSuffix("?"))
    }
    for outcome in tree.outcomes { #expect(!outcome.checklist.isEmpty) }
  }

  @Test func everyBundledFileLints() throws {
    let files = try FileSystem.treeFiles(in: Fixtures.questionsFolder)
    #expect(!files.isEmpty)
    for file in files {
      let result = TreeLoader.load(bytes: try FileSystem.read(file), source: file)
      #expect(result.diagnostics.isEmpty, "\(file): \(result.diagnostics)")
    }
  }

  /// Each case breaks the small tree at the 1️⃣ marker.
  static let cases: [(name: String, replace: String, with: String, message: String)] = [
    (
      "wrong type", "title: Small", "title: 1️⃣[Small]",
      "'title' in the tree must be text, not a list"
    ),
    (
      "missing field", "  - id: second\n    prompt: Second?\n", "  - 1️⃣id: second\n",
      "question 'second' is missing the required key 'prompt'"
    ),
    (
      "unknown key", "    help: Why second.", "    help: Why second.\n    1️⃣hepl: typo",
      "unknown key 'hepl' in a question; did you mean 'help'?"
    ),
    (
      "duplicate key", "    help: Why second.", "    help: Why second.\n    1️⃣help: again",
      "duplicate key 'help'; it is already set at line 23, column 5"
    ),
    (
      "duplicate id", "  - id: done-no", "  - id: 1️⃣second",
      "duplicate id 'second'; it is already used at line 20"
    ),
    (
      "unknown next", "next: done-no", "next: 1️⃣done-noo",
      "choice 'right' of question 'second' leads to unknown id 'done-noo'; did you mean 'done-no'?"
    ),
    (
      "bad default", "    default: \"no\"", "    default: \"maybe\"",
      "default 'maybe' of question 'first' is not one of its choices (yes|no)"
    ),
    (
      "bad id", "id: small", "id: 1️⃣Small Tree",
      "tree id 'Small Tree' must be lower-case kebab-case (letters a-z, digits and single hyphens)"
    ),
    (
      "path id", "id: small", "id: 1️⃣../x",
      "tree id '../x' must be lower-case kebab-case (letters a-z, digits and single hyphens)"
    ),
    (
      "empty text", "recommendation: Do the no thing.", "recommendation: 1️⃣\"\"",
      "'recommendation' in outcome 'done-no' is empty"
    ),
    (
      "cycle", "next: done-yes\n        reason: Left reason.",
      "next: 1️⃣first\n        reason: Left reason.",
      "choice 'left' of question 'second' leads back to an earlier question, making a cycle: 'first' → 'second' → 'first'"
    ),
    (
      "unknown start", "start: first", "start: 1️⃣frist",
      "start 'frist' is not a question of this tree; did you mean 'first'?"
    ),
    (
      "alias", "reason: Because yes.", "reason: 1️⃣*yes",
      "aliases ('*name') are not supported; write the value out in full"
    ),
    (
      "not a mapping", "  - id: second\n", "  - 1️⃣just text\n  - id: second\n",
      "a question must be a mapping of keys to values, not text"
    ),
  ]

  @Test(arguments: cases.indices)
  func errorsPointAtTheProblem(index: Int) throws {
    let item = Self.cases[index]
    #expect(Fixtures.smallTree.contains(item.replace), "fixture text '\(item.replace)' not found")
    let broken = Fixtures.smallTree.replacingOccurrences(item.replace, item.with)
    let result: TreeLoader.Result
    let marked: Marked?
    if broken.contains("1️⃣") {
      let found = try Marked(broken)
      marked = found
      result = TreeLoader.load(text: found.text, source: "t.yaml")
    } else {
      marked = nil
      result = TreeLoader.load(text: broken, source: "t.yaml")
    }
    #expect(result.tree == nil, "\(item.name): broken tree loaded")
    let diagnostic = result.diagnostics.first { $0.message == item.message }
    #expect(diagnostic != nil, "\(item.name): got \(result.diagnostics.map(\.message))")
    if let marked, let location = diagnostic?.location {
      #expect(location.file == "t.yaml")
      #expect(location.line == marked.line, "\(item.name)")
      #expect(location.column == marked.column, "\(item.name)")
    }
  }

  // Questions are built while the file is read (the document never holds
  // them all): what that must not change.
  @Test func questionsBuiltWhileReadingKeepFileOrderAndLocations() throws {
    let tree = try Fixtures.small()
    #expect(tree.questions.map(\.id) == ["first", "second"])
    #expect(tree.questions.map(\.location.line) == [6, 20])
    #expect(tree.question("second")?.choices.map(\.next) == ["done-yes", "done-no"])
    #expect(tree.question("second")?.choices.map(\.nextLocation.line) == [27, 31])
  }

  @Test func aDuplicateQuestionsListIsReadForProblemsButNotUsed() throws {
    // The first list wins, as with every duplicate key: the second's broken
    // question is neither built nor reported, only the duplicate key is.
    let marked = try Marked(Fixtures.smallTree + "\n1️⃣questions:\n  - just text\n")
    let result = TreeLoader.load(text: marked.text, source: "t.yaml")
    #expect(
      result.diagnostics.map(\.message) == [
        "duplicate key 'questions'; it is already set at line 5, column 1"
      ])
    #expect(result.diagnostics.first?.location?.line == marked.line)
  }

  @Test func problemsInStreamedQuestionsStopAtTheBudget() {
    // Every question has an unknown key: building stops at the budget, and
    // the note says more were not shown.
    var text = "id: big\ntitle: Big\nsummary: S.\nquestions:\n"
    for index in 0..<(TreeLoader.diagnosticBudget + 50) {
      text += "  - {id: q\(index), hepl: x}\n"
    }
    text += "outcomes: []\n"
    let result = TreeLoader.load(text: text, source: "t.yaml")
    #expect(result.tree == nil)
    #expect(result.diagnostics.filter { $0.severity == .error }.count == TreeLoader.maximumErrors)
    #expect(
      result.diagnostics.last?.message.hasPrefix("at least ") == true,
      "\(result.diagnostics.last?.message ?? "")")
  }

  @Test func theTreesOwnProblemsAreKeptWhenQuestionsFillTheBudget() {
    // No title, and questions with five problems each, a thousand in all:
    // the tree's own problem, at the top of the file, is still reported.
    var text = "id: big\nsummary: S.\nquestions:\n"
    for index in 0..<(TreeLoader.diagnosticBudget / 5 + 10) {
      text += "  - {id: q\(index), hepl: x}\n"
    }
    text += "outcomes: []\n"
    let result = TreeLoader.load(text: text, source: "t.yaml")
    #expect(result.diagnostics.first?.message == "the tree is missing the required key 'title'")
    #expect(result.diagnostics.first?.location?.line == 1)
  }

  @Test func aSyntaxErrorAfterStreamedQuestionsLeavesOnlyItself() {
    // The first question was built (with a problem) before libyaml gave up:
    // what is reported is the file that cannot be read, nothing built from it.
    let text = "id: t\ntitle: T\nsummary: S\nquestions:\n  - {id: a, hepl: x}\n  - [\n"
    let result = TreeLoader.load(text: text, source: "t.yaml")
    #expect(result.tree == nil)
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.message.hasPrefix("YAML syntax error") == true)
  }

  @Test func unreachableQuestionsAndOutcomes() {
    let text = Fixtures.smallTree
      .replacingOccurrences("next: second", "next: done-yes")
    let result = TreeLoader.load(text: text, source: "t.yaml")
    #expect(
      result.diagnostics.map(\.message) == [
        "question 'second' cannot be reached from the start 'first'; lead a choice to it or remove it",
        "outcome 'done-no' cannot be reached from the start 'first'; lead a choice to it or remove it",
      ])
    #expect(result.diagnostics.map { $0.location?.line } == [20, 42])
  }

  /// A node whose id another node used first is reached when that first
  /// one is, whatever leads to itself.
  @Test(arguments: [false, true])
  func anIDUsedTwiceIsReachedWithItsFirstNode(firstReached: Bool) {
    var text = Fixtures.smallTree.replacingOccurrences("  - id: done-no", "  - id: second")
    if !firstReached { text = text.replacingOccurrences("next: second", "next: done-yes") }
    let result = TreeLoader.load(text: text, source: "t.yaml")
    // In file order: the question (line 20), its choice, the outcome.
    let problems = [
      "choice 'right' of question 'second' leads to unknown id 'done-no'; did you mean 'done-yes'?",
      "duplicate id 'second'; it is already used at line 20",
    ]
    let unreachable = "cannot be reached from the start 'first'; lead a choice to it or remove it"
    #expect(
      result.diagnostics.map(\.message)
        == (firstReached
          ? problems
          : ["question 'second' \(unreachable)"] + problems + ["outcome 'second' \(unreachable)"]))
  }

  @Test func everyProblemInTheFileAtOnce() {
    let text = Fixtures.smallTree
      .replacingOccurrences("title: Small", "title: [Small]")
      .replacingOccurrences("next: done-no", "next: nowhere")
      .replacingOccurrences("    help: Why second.", "    hlep: Why second.")
    let result = TreeLoader.load(text: text, source: "t.yaml")
    #expect(
      result.diagnostics.map(\.message) == [
        "'title' in the tree must be text, not a list",
        "question 'second' is missing the required key 'help'",
        "unknown key 'hlep' in a question; did you mean 'help'?",
        "choice 'right' of question 'second' leads to unknown id 'nowhere'",
        "outcome 'done-no' cannot be reached from the start 'first'; lead a choice to it or remove it",
      ])
    // In file order.
    let lines = result.diagnostics.compactMap { $0.location?.line }
    #expect(lines == lines.sorted())
  }

  @Test func emptyFile() {
    for text in ["", "\n\n", "# nothing\n"] {
      let result = TreeLoader.load(text: text, source: "e.yaml")
      #expect(result.diagnostics.count == 1)
      #expect(result.diagnostics.first?.message.hasPrefix("the file is empty") == true)
      #expect(
        result.diagnostics.first?.location == SourceLocation(file: "e.yaml", line: 1, column: 1))
    }
  }

  @Test func topLevelMustBeAMapping() {
    let result = TreeLoader.load(text: "- a\n- b\n", source: "l.yaml")
    #expect(
      result.diagnostics.map(\.message) == [
        "the tree must be a mapping of keys to values, not a list"
      ])
  }
}

extension String {
  func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    var result = ""
    var rest = self[...]
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }

  @Test(arguments: [(9, "the tree has 512 paths"), (70, "the tree has more than 1000000 paths")])
  func lintWarnsAboutManyPaths(questions: Int, expected: String) {
    // Yes/no questions in a row, each answer leading on: 2^n paths, and past
    // the count's bound, "more than" it (not a saturated 4611686018427387903).
    var text = "id: wide\ntitle: Wide\nsummary: S.\nquestions:\n"
    for index in 1...questions {
      let next = index == questions ? "done" : "q\(index + 1)"
      text += """
          - id: q\(index)
            prompt: Q?
            topic: T
            help: H.
            choices:
              - {id: "yes", label: "Yes", next: \(next), reason: R.}
              - {id: "no", label: "No", next: \(next), reason: R.}

        """
    }
    text +=
      "outcomes:\n  - {id: done, title: D, recommendation: R., rationale: R., topic: T, checklist: []}\n"
    let result = TreeLoader.load(text: text, source: "wide.yaml")
    #expect(result.tree != nil, "a warning does not stop the tree")
    #expect(
      result.diagnostics.contains {
        $0.severity == .warning
          && $0.message.hasPrefix(expected + " from the start to an outcome; above 256")
      }, "\(result.diagnostics)")
  }
}

extension TreeLoaderTests {
  /// Past 16 choices a question's choice ids are hashed; a duplicate is
  /// still reported once, at the second use.
  @Test func duplicateChoiceAmongManyChoices() {
    let choices = (1...30).map { "{id: c\($0), label: C, next: done, reason: R}" }
    let text = """
      id: many
      title: Many
      summary: S.
      questions:
        - {id: q, prompt: P?, topic: T, help: H, choices: [\((choices + ["{id: c7, label: C, next: done, reason: R}"]).joined(separator: ", "))]}
      outcomes:
        - {id: done, title: D, recommendation: R, rationale: R, topic: T, checklist: []}
      """
    let result = TreeLoader.load(text: text, source: "many.yaml")
    #expect(
      result.diagnostics.map(\.message) == [
        "duplicate choice 'c7' in question 'q'; it is already used at line 5"
      ])
  }
}

@Suite struct TreeLiteralTests {
  @Test func everyFieldOfATreeIsWritten() throws {
    for tree in try Fixtures.allTrees() {
      let body = TreeLiteral.functionBody(tree)
      #expect(body.hasSuffix("return tree\n"))
      #expect(body.contains(TreeLiteral.quoted(tree.fingerprint)))
      for question in tree.questions {
        #expect(body.contains("id: \(TreeLiteral.quoted(question.id)), prompt:"), "\(question.id)")
        #expect(
          body.contains("location: at(\(question.location.line), \(question.location.column))"))
      }
      for outcome in tree.outcomes {
        #expect(body.contains("recommendation: \(TreeLiteral.quoted(outcome.recommendation))"))
      }
    }
  }

  /// Every text becomes a one-line literal: quotes, backslashes, controls and
  /// invisible or reordering characters escaped, other text as it is.
  @Test func textsBecomeOneLineLiterals() {
    #expect(TreeLiteral.quoted("plain") == #""plain""#)
    #expect(TreeLiteral.quoted(#"say "hi" \ bye"#) == #""say \"hi\" \\ bye""#)
    #expect(TreeLiteral.quoted("a\nb\tc\r") == #""a\u{a}b\u{9}c\u{d}""#)
    #expect(
      TreeLiteral.quoted("\u{202E}x\u{2028}\u{FEFF}\u{85}") == #""\u{202e}x\u{2028}\u{feff}\u{85}""#
    )
    #expect(TreeLiteral.quoted("モーダル “quoted” ’") == "\"モーダル “quoted” ’\"")
    #expect(TreeLiteral.quoted(#"\(interpolation)"#) == #""\\(interpolation)""#)
  }
}

@Suite struct DeepTreeTests {
  /// A chain of questions far deeper than any stack: validation, the path
  /// count and the progress count work without recursion.
  @Test func aChainOf20000QuestionsLoads() throws {
    let count = 20_000
    var text = "id: deep\ntitle: Deep\nsummary: S.\nquestions:\n"
    text.reserveCapacity(count * 120)
    for index in 1...count {
      let next = index == count ? "done" : "q\(index + 1)"
      text +=
        "  - {id: q\(index), prompt: P, topic: T, help: H, choices: [{id: a, label: A, next: \(next), reason: R}, {id: b, label: B, next: done, reason: R}]}\n"
    }
    text +=
      "outcomes:\n  - {id: done, title: D, recommendation: R, rationale: R, topic: T, checklist: []}\n"
    let result = TreeLoader.load(text: text, source: "deep.yaml")
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.prefix(3))")
    let tree = try #require(result.tree)
    // The path count shows in the warning for trees above 256 paths.
    #expect(
      result.diagnostics.contains { $0.message.hasPrefix("the tree has \(count + 1) paths") })
    #expect(Session(tree: tree).remainingAtMost == count)
  }
}

@Suite struct IDTests {
  @Test func kebabCaseIDs() {
    for good in ["a", "one-time", "step-2", "q1", "0"] {
      #expect(TreeValidator.isValidID(good), "\(good)")
    }
    for bad in ["", "-a", "a-", "a--b", "A", "one_time", "../x", "é", "a b", "-"] {
      #expect(!TreeValidator.isValidID(bad), "\(bad)")
    }
  }
}

@Suite struct TreeCatalogMenuTests {
  /// The decisions that lead on come first, follow-up-only trees last.
  @Test func theMenuOrder() throws {
    var catalog = TreeCatalog()
    for tree in try Fixtures.allTrees() { catalog.add(tree, isBundled: true) }
    #expect(
      catalog.menuOrder.map(\.id) == ["presentation", "navigation", "saving", "modal-style"])
  }
}
