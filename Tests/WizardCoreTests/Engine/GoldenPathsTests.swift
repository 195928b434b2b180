import Testing

@testable import WizardCore

/// Every path of every bundled tree, enumerated by the engine, against the
/// expected outcomes in `Snapshots/paths.txt`. A change to a tree's logic
/// shows up here as a diff to review (re-record with RECORD_SNAPSHOTS=1).
@Suite struct GoldenPathsTests {
  @Test func everyPathOfEveryTreeHasItsExpectedOutcome() throws {
    var lines: [String] = []
    let trees = try Fixtures.allTrees()
    #expect(trees.count >= 4)
    for tree in trees {
      let paths = Session.allPaths(of: tree)
      // Every outcome is the end of some path.
      #expect(
        Set(paths.compactMap { $0.outcome?.id }) == Set(tree.outcomes.map(\.id)), "\(tree.id)")
      lines.append("# \(tree.id): \(paths.count) paths")
      for session in paths {
        let answers = session.steps.map { "\($0.questionID)=\($0.choiceID)" }
        lines.append(answers.joined(separator: " ") + " -> " + (session.outcome?.id ?? "?"))
      }
    }
    try assertSnapshot(lines.joined(separator: "\n") + "\n", named: "paths.txt")
  }
}
