import Foundation
import Testing

/// A JSON report replayed against a tree that has changed since.
@Suite struct TreeVersionTests {
  func report(_ folder: URL, _ tree: String) throws -> (report: URL, text: String) {
    try write(tree, to: folder.appendingPathComponent("trees/presentation.yaml"))
    let made = try hig(
      PipeTests.filtersFlags.filter { $0 != "markdown" && $0 != "--format" } + [
        "--questions", folder.appendingPathComponent("trees").path, "--format", "json",
      ])
    #expect(made.status == 0, "\(made.stderr)")
    let url = folder.appendingPathComponent("old.json")
    try write(made.stdout, to: url)
    return (url, made.stdout)
  }

  func replay(_ folder: URL, _ report: URL) throws -> RunResult {
    try hig([
      "run", "presentation", "-n", "--questions", folder.appendingPathComponent("trees").path,
      "--answers", report.path, "--format", "json",
    ])
  }

  @Test func reportsRecordTheTreeVersion() throws {
    let json = try hig(PipeTests.filtersFlags.dropLast(0) + ["--format", "json"])
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let tree = try #require(object?["tree"] as? [String: Any])
    let hash = try #require(tree["hash"] as? String)
    #expect(hash.count == 16)
    #expect(hash.allSatisfy { $0.isHexDigit })
    // The same tree replayed: no note.
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("r.json")
    try write(json.stdout, to: url)
    let again = try hig(["run", "presentation", "-n", "--answers", url.path, "--format", "json"])
    #expect(again.status == 0)
    #expect(!again.stderr.contains("note:"))
  }

  @Test func aChangedTreeSaysWhetherAndWhyTheRecommendationChanged() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("trees"), withIntermediateDirectories: true)
    let original = try read(Binary.repository.appendingPathComponent("Questions/presentation.yaml"))
    let (old, _) = try report(folder, original)

    // Only the wording changed: same recommendation.
    try write(
      original.replacingOccurrences(of: "Which device is this task for?", with: "Which device?"),
      to: folder.appendingPathComponent("trees/presentation.yaml"))
    let reworded = try replay(folder, old)
    #expect(reworded.status == 0, "\(reworded.stderr)")
    #expect(reworded.stderr.contains("was made with version "))
    #expect(reworded.stderr.contains("the recommendation is the same ('modal-popover')"))

    // Mixed input now leads to a modal view.
    var redirected = original
    let start = try #require(redirected.range(of: "  - id: multiple-inputs\n"))
    let next = try #require(
      redirected.range(of: "next: modal-popover", range: start.upperBound..<redirected.endIndex))
    redirected.replaceSubrange(next, with: "next: modal-view")
    try write(redirected, to: folder.appendingPathComponent("trees/presentation.yaml"))
    let changed = try replay(folder, old)
    #expect(changed.status == 0, "\(changed.stderr)")
    #expect(
      changed.stderr.contains(
        "the recommendation changed from 'modal-popover' to 'modal-view': the answer 'yes' to 'multiple-inputs' now leads there"
      ))

    // A question removed: its answer is dropped with a warning, and the
    // first difference is named.
    var removed = original.replacingOccurrences(
      of: "        next: depth\n", with: "        next: multiple-inputs\n")
    let from = try #require(removed.range(of: "  - id: depth\n"))
    let to = try #require(removed.range(of: "  - id: multiple-inputs\n"))
    try #require(from.lowerBound < to.lowerBound)
    removed.removeSubrange(from.lowerBound..<to.lowerBound)
    try write(removed, to: folder.appendingPathComponent("trees/presentation.yaml"))
    let shorter = try replay(folder, old)
    #expect(shorter.status == 0, "\(shorter.stderr)")
    #expect(shorter.stderr.contains("warning: unknown question 'depth'"))
    #expect(
      shorter.stderr.contains("dropped (\(old.path) was made with another version of the tree)"))
    #expect(shorter.stderr.contains("the recommendation is the same ('modal-popover')"))
  }
}
