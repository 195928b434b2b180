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
