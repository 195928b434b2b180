import Foundation
import Testing

/// `run -n` and `batch` take the same answers the same way (one walk in the
/// engine): the same recommendations, follow-up decisions included, and
/// the same warning for an answer a carried fact overrides.
@Suite struct RunBatchAgreementTests {
  struct Case: Sendable, CustomStringConvertible {
    var answers: [(String, String)]
    var defaults = false
    /// The recommendations both give, first tree first; nil: neither gives one.
    var expected: [String]?
    var description: String { answers.map { "\($0.0)=\($0.1)" }.joined(separator: " ") }
  }

  static let cases: [Case] = [
    // The device is settled by the first tree: `modal-style.platform` is
    // not used, by run as by batch (batch once used it, and failed).
    Case(
      answers: [
        ("platform", "ipad"), ("modal-needed", "yes"), ("depth", "yes"),
        ("modal-style.platform", "iphone"), ("modal-style.inside-view", "yes"),
        ("modal-style.in-popover", "no"), ("modal-style.back-of-view", "no"),
      ], expected: ["modal-view", "current-context-cover"]),
    // The same with the follow-up's answers for the device given: iPhone.
    Case(
      answers: [
        ("platform", "iphone"), ("modal-needed", "yes"), ("modal-style.platform", "ipad"),
        ("modal-style.gathers-input", "no"), ("modal-style.needs-whole-screen", "yes"),
        ("modal-style.back-of-screen", "no"),
      ], expected: ["modal-view", "full-screen-cover"]),
    // `in-depth` is carried too: the first tree's `depth=no` wins.
    Case(
      answers: [
        ("platform", "ipad"), ("modal-needed", "yes"), ("depth", "no"),
        ("multiple-inputs", "no"), ("drill-down", "no"), ("one-time", "yes"),
        ("modal-style.in-depth", "yes"), ("modal-style.inside-view", "yes"),
        ("modal-style.in-popover", "yes"),
      ], defaults: true, expected: ["modal-view", "current-context-popover"]),
    Case(
      answers: [
        ("platform", "iphone"), ("modal-needed", "yes"), ("modal-style.gathers-input", "no"),
      ],
      defaults: true, expected: ["modal-view", "page-sheet"]),
    // One fact asked on two branches: the answer to one answers the other.
    Case(
      answers: [("platform", "iphone"), ("modal-needed-iphone", "no"), ("fits-in-view", "yes")],
      expected: ["in-place"]),
    Case(answers: [("platform", "iphone"), ("modal-needed", "no")], defaults: true, expected: nil),
    Case(answers: [("platform", "ipad"), ("modal-needed", "yes")], expected: nil),
    Case(
      answers: [("platform", "ipad"), ("modal-needed", "yes")], defaults: true,
      expected: ["modal-popover"]),
  ]

  /// The recommendations of `run presentation -n` (`--follow` when a
  /// follow-up is answered), first tree first; nil when it gives no report.
  static func run(_ test: Case) throws -> (outcomes: [String]?, stderr: String) {
    var arguments = ["run", "presentation", "-n", "--format", "json"]
    if test.defaults { arguments.append("--defaults") }
    if test.answers.contains(where: { $0.0.contains(".") }) { arguments.append("--follow") }
    for (question, choice) in test.answers { arguments += ["-a", "\(question)=\(choice)"] }
    let result = try hig(arguments)
    guard result.status == 0 else { return (nil, result.stderr) }
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let first = try #require((report["outcome"] as? [String: Any])?["id"] as? String)
    let followUps = (report["followUps"] as? [[String: Any]] ?? []).compactMap {
      ($0["outcome"] as? [String: Any])?["id"] as? String
    }
    return ([first] + followUps, result.stderr)
  }

  /// The recommendations of `batch presentation` for the same answers as
  /// one record.
  static func batch(_ test: Case) throws -> (outcomes: [String]?, stderr: String) {
    let record =
      "{" + test.answers.map { "\"\($0.0)\":\"\($0.1)\"" }.joined(separator: ",") + "}\n"
    var arguments = ["batch", "presentation", "-"]
    if test.defaults { arguments.append("--defaults") }
    let result = try hig(arguments, input: record)
    let line = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    guard let first = line["outcome"] as? String else { return (nil, result.stderr) }
    let followUps = (line["followUps"] as? [[String: Any]] ?? []).compactMap {
      $0["outcome"] as? String
    }
    return ([first] + followUps, result.stderr)
  }

  @Test(arguments: cases) func runAndBatchGiveTheSameRecommendations(_ test: Case) throws {
    let run = try Self.run(test)
    let batch = try Self.batch(test)
    #expect(run.outcomes == test.expected, "run: \(run.stderr)")
    #expect(batch.outcomes == test.expected, "batch: \(batch.stderr)")
  }

  /// Both say that the follow-up's answer for a carried fact was not used,
  /// in the same words.
  @Test func anOverriddenAnswerIsSaidTheSameWay() throws {
    let test = Self.cases[0]
    let warning =
      "warning: the answer to 'modal-style.platform' was not used: it was settled by the decision before"
    #expect(try Self.run(test).stderr.contains(warning))
    #expect(try Self.batch(test).stderr.contains("<stdin>:1: " + warning))
  }
}
