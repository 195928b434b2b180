import Foundation
import Testing

/// Crafted trees that are valid but long, through the real binary: a report
/// is linear in its path. A line of 20,000 questions (lint: 0.15 s) took
/// 36 s to report, 71 s when "no" skips a question, and a `--follow` chain
/// of 5,000 trees 9 s and 298 MB. The time limit is only a safety net (the
/// work is counted in WizardCoreTests' `CounterfactualScaleTests`): each run
/// must finish within it, write the whole report and exit 0.
@Suite(.serialized) struct ReportSizeTests {
  /// `count` yes/no questions in a line, each defaulting to "yes": "yes"
  /// leads on, "no" to `done-b` or, `skipping`, over the next question.
  static func writeLine(_ count: Int, skipping: Bool, to file: URL) throws {
    var text = "id: line\ntitle: Line\nsummary: A generated tree.\nquestions:\n"
    for index in 1...count {
      let yes = index < count ? "q\(index + 1)" : "done-a"
      let no = skipping && index + 1 < count ? "q\(index + 2)" : "done-b"
      text += """
          - {id: q\(index), prompt: "Question \(index)?", topic: T, help: H, default: "yes", \
        choices: [{id: "yes", label: "Yes", next: \(yes), reason: R}, \
        {id: "no", label: "No", next: \(no), reason: R}]}

        """
    }
    text += """
      outcomes:
        - {id: done-a, title: A, recommendation: R, rationale: R, topic: T, checklist: []}
        - {id: done-b, title: B, recommendation: R, rationale: R, topic: T, checklist: []}

      """
    try write(text, to: file)
  }

  /// Trees `t1` … `tCOUNT`, each of one question, each outcome following to
  /// the next tree, each with a checklist point of its own and one they all
  /// share, each citing a guideline page of its own.
  static func writeChain(_ count: Int, in folder: URL) throws {
    for index in 1...count {
      let follow = index < count ? "\n    follow: t\(index + 1)" : ""
      let outcome = { (id: String) in
        """
          - id: \(id)
            title: \(id.uppercased())
            recommendation: R
            rationale: R
            topic: Page \(index)
            checklist:
              - {text: "Point of tree \(index).", topic: Page \(index)}
              - {text: "A point every tree makes.", topic: T}\(follow)

        """
      }
      try write(
        """
        id: t\(index)
        title: T\(index)
        summary: A generated tree.
        pages:
          p\(index):
            title: Page \(index)
            url: https://example.com/p\(index)
        questions:
          - id: q
            prompt: "Question \(index)?"
            topic: Page \(index)
            help: H
            default: "yes"
            choices:
              - {id: "yes", label: "Yes", next: done-a, reason: R}
              - {id: "no", label: "No", next: done-b, reason: R}
        outcomes:

        """ + outcome("done-a") + outcome("done-b"),
        to: folder.appendingPathComponent("t\(index).yaml"))
    }
  }

  /// Each format once, skipping and not.
  @Test(arguments: [(false, "json"), (true, "markdown"), (false, "text"), (true, "json")])
  func aTwentyThousandQuestionLineIsReported(skipping: Bool, format: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trees = folder.appendingPathComponent("trees")
    try FileManager.default.createDirectory(at: trees, withIntermediateDirectories: true)
    try Self.writeLine(20_000, skipping: skipping, to: trees.appendingPathComponent("line.yaml"))
    let output = folder.appendingPathComponent("report")
    let run = try measure(
      [
        "run", "line", "-q", trees.path, "--defaults", "-n", "-f", format, "-o", output.path,
      ], timeLimit: 300)
    #expect(!run.timedOut)
    #expect(run.status == 0, "\(run.stderr.prefix(2000))")
    let report = try String(contentsOf: output, encoding: .utf8)
    #expect(report.contains("q20000"))
    // "What would change this": every "no", or only the last two's.
    let change = ["markdown": "No (`no`) → B\n", "text": "→ No: B\n", "json": "\"done-b\""]
    let changes = report.components(separatedBy: change[format] ?? "?").count - 1
    #expect(changes == (skipping ? 2 : 20_000), "\(changes)")
  }

  @Test func aChainOfFiveThousandTreesIsReported() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trees = folder.appendingPathComponent("trees")
    try FileManager.default.createDirectory(at: trees, withIntermediateDirectories: true)
    try Self.writeChain(5_000, in: trees)
    let output = folder.appendingPathComponent("report.md")
    let run = try measure(
      ["run", "t1", "-q", trees.path, "--defaults", "--follow", "-n", "-o", output.path],
      timeLimit: 300)
    #expect(!run.timedOut)
    #expect(run.status == 0, "\(run.stderr.prefix(2000))")
    let report = try String(contentsOf: output, encoding: .utf8)
    #expect(report.contains("Point of tree 5000."))
    // The checklist grouped by page, the last tree's page linked.
    #expect(report.contains("https://example.com/p5000"))
    // The point every tree makes, once in the checklist.
    #expect(report.components(separatedBy: "A point every tree makes.").count - 1 == 1)
    if run.canCheckMemory(below: 200 << 20) {
      #expect(run.peakBytes < 200 << 20, "\(run.summary("chain"))")
    }
  }
}
