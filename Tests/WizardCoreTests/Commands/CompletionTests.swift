import Testing

@testable import WizardCore

@Suite struct ShellCompletionsTests {
  /// `__complete` prints one `value<TAB>description` a line, which the
  /// shells split at the first tab and at each line end: a tab or a line
  /// end inside a value or a description (a session's title, a user tree's
  /// title) would make a second candidate or move the description.
  @Test func eachCandidateIsOneLineWithOneTab() {
    let completer = Completer(
      trees: [], sessions: [(name: "two\tpart\nname", description: "saved\nnow,\tTitle\r")],
      language: .en, followUps: { _ in [] })
    let lines = completer.complete(["resume", "tw"]).lines
    #expect(lines == ["two part name\tsaved now, Title"])
    let path = ShellCompletions(paths: .files, pathPrefix: "--output=a\tb\nc").lines
    #expect(path == [":prefix --output=a b c", ":files"])
  }
}

@Suite struct CompleterTests {
  static func completer() -> Completer {
    var catalog = TreeCatalog()
    catalog.add(path: Fixtures.questionsFolder)
    let found = catalog
    return Completer(
      trees: catalog.trees, sessions: [], language: .en, followUps: { found.followUps(of: $0) })
  }

  func values(_ words: [String]) -> [String] {
    Self.completer().complete(words).candidates.map(\.value)
  }

  /// After `--` every word is an operand, as the parser reads it: no
  /// option is offered, and a word with a dash is an operand being typed.
  @Test func afterTheEndOfOptionsOnlyOperandsAreOffered() {
    #expect(values(["run", "--", "-"]) == [])
    #expect(values(["run", "--", "pres"]) == ["presentation"])
    #expect(values(["run", "--", ""]).allSatisfy { !$0.hasPrefix("-") })
    #expect(values(["run", "presentation", "--", "--f"]) == [])
    #expect(values(["run", "presentation", "--", "--format=j"]) == [])
    #expect(values(["run", "presentation", "--", "-fj"]) == [])
    #expect(values(["--", "-"]) == [])
    #expect(values(["--", "li"]) == ["list", "lint"])
    #expect(Self.completer().complete(["lint", "--", "-x"]).paths == .files)
    // A `--` that is an option's value ends nothing.
    #expect(values(["run", "presentation", "--title", "--", "--for"]) == ["--format="])
    #expect(values(["-L", "--", "--ver"]) == ["--version"])
    // Before `--`, options as ever.
    #expect(values(["run", "presentation", "--for"]) == ["--format="])
  }

  /// Every answer offered after `KEY=` for every key offered is one the
  /// run then takes: the completer asks the parser's own rule.
  @Test func everyAnswerOfferedIsTaken() throws {
    let completer = Self.completer()
    var checked = 0
    for tree in completer.trees {
      let keys = completer.complete(["run", tree.id, "-a", ""]).candidates.map(\.value)
      #expect(!keys.isEmpty, "\(tree.id)")
      for key in keys {
        for offered in completer.complete(["run", tree.id, "-a", key]).candidates.map(\.value) {
          let assembly = AnswerAssembly.assemble(
            flags: [offered], files: [], tree: tree, useDefaults: false, language: .en,
            followUps: { completer.followUps(tree) })
          #expect(assembly.failure == nil, "run \(tree.id) -a \(offered)")
          checked += 1
        }
      }
    }
    #expect(checked > 100)
  }

  /// A follow-up decision is taken on one path: its questions take no
  /// `unsure`, whether named `TREE.ID` or by an id only the follow-up has;
  /// run as a tree of its own, they do.
  @Test func unsureIsOfferedWhereTheRunTakesIt() {
    #expect(
      values(["run", "presentation", "-a", "modal-style.inside-view="]) == [
        "modal-style.inside-view=yes", "modal-style.inside-view=no",
      ])
    #expect(
      values(["run", "presentation", "-a", "inside-view="]) == [
        "inside-view=yes", "inside-view=no",
      ])
    #expect(
      values(["run", "modal-style", "-a", "inside-view="]) == [
        "inside-view=yes", "inside-view=no", "inside-view=unsure",
      ])
    #expect(values(["run", "presentation", "-a", "suspend="]).contains("suspend=unsure"))
    #expect(!values(["run", "presentation", "-a", "platform="]).contains("platform=unsure"))
  }
}
