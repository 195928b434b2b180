import Foundation
import Testing
import WizardCore

/// The round trip from decision to code: for each outcome of each bundled
/// tree, a record made by `run --record`, a `code:` type, and Swift code
/// that presents that type as the outcome says (no finding) or otherwise
/// (exactly one finding) — `check --sources`.
@Suite struct RecordSourcesTests {
  /// Code that carries out each outcome the scan can recognise, and code
  /// that presents the same type another way. `Task` is the recorded type.
  static let code: [String: (right: String, wrong: String)] = [
    "presentation/nonmodal-popover": (uikit(style: ".popover", anchor: true), uikit(style: ".formSheet")),
    "presentation/modal-popover": (
      uikit(style: ".popover", anchor: true, modal: true), uikit(style: ".popover", anchor: true)
    ),
    "presentation/modal-view": (uikit(style: ".formSheet"), uikit(style: ".popover", anchor: true)),
    "modal-style/full-screen-cover": (uikit(style: ".fullScreen"), uikit(style: ".pageSheet")),
    "modal-style/full-screen-flip": (
      uikit(style: ".fullScreen", transition: ".flipHorizontal"), uikit(style: ".fullScreen")
    ),
    "modal-style/page-sheet": (uikit(style: ".pageSheet"), uikit(style: ".formSheet")),
    "modal-style/form-sheet": (uikit(style: ".formSheet"), uikit(style: ".pageSheet")),
    "modal-style/current-context-cover": (
      uikit(style: ".currentContext"), uikit(style: ".currentContext", transition: ".flipHorizontal")
    ),
    "modal-style/current-context-flip": (
      uikit(style: ".currentContext", transition: ".flipHorizontal"), uikit(style: ".currentContext")
    ),
    "modal-style/current-context-popover": (
      uikit(style: ".currentContext") + host(style: ".popover"),
      uikit(style: ".currentContext") + host(style: ".formSheet")
    ),
    "navigation/split-nav-left": (swiftUI("NavigationSplitView"), swiftUI("TabView")),
    "navigation/tab-bar": (swiftUI("TabView"), swiftUI("NavigationSplitView")),
  ]

  /// `Host` presents `Task` in UIKit.
  static func uikit(
    style: String, transition: String? = nil, anchor: Bool = false, modal: Bool = false
  ) -> String {
    """
    import UIKit
    final class Host: UIViewController {
      func start(_ sender: UIBarButtonItem) {
        let task = Task()
        task.modalPresentationStyle = \(style)
    \(transition.map { "    task.modalTransitionStyle = \($0)\n" } ?? "")\
    \(anchor ? "    task.popoverPresentationController?.sourceItem = sender\n" : "")\
    \(modal ? "    task.isModalInPresentation = true\n" : "")\
        present(task, animated: true)
      }
    }

    """
  }

  /// `Root` presents `Host`.
  static func host(style: String) -> String {
    """
    final class Root: UIViewController {
      func open(_ sender: UIBarButtonItem) {
        let host = Host()
        host.modalPresentationStyle = \(style)
        host.popoverPresentationController?.sourceItem = sender
        present(host, animated: true)
      }
    }

    """
  }

  /// `Task` is a SwiftUI view built on `container`.
  static func swiftUI(_ container: String) -> String {
    """
    import SwiftUI
    struct Task: View {
      var body: some View {
        \(container) {
          Text("Library")
        }
      }
    }

    """
  }

  /// Answers that lead `tree` to `outcome`, found by walking its paths with
  /// the engine (a path that a carried fact forbids does not count).
  static func answers(to outcome: String, in tree: Tree) -> [(String, String)]? {
    func walk(_ node: String, _ path: [(String, String)]) -> [(String, String)]? {
      if node == outcome {
        let evaluation = Evaluation.evaluate(tree, answers: Answers(path), useDefaults: false)
        return evaluation.session.outcome?.id == outcome ? path : nil
      }
      guard let question = tree.question(node), path.count < 40 else { return nil }
      for choice in question.choices {
        if let found = walk(choice.next, path + [(question.id, choice.id)]) { return found }
      }
      return nil
    }
    return walk(tree.start, [])
  }

  static func trees() throws -> [Tree] {
    let folder = Binary.repository.appendingPathComponent("Questions").path
    return try FileSystem.treeFiles(in: folder).map { path in
      try #require(TreeLoader.load(bytes: try FileSystem.read(path), source: path).tree)
    }
  }

  @Test func everyOutcomeRecordedAndPresentedAsItSaysGivesNoFindingAndOtherwiseOne() throws {
    var checked: [String] = []
    var unchecked: [String] = []
    for tree in try Self.trees() {
      for outcome in tree.outcomes {
        let key = "\(tree.id)/\(outcome.id)"
        let path = try #require(Self.answers(to: outcome.id, in: tree), "no path to \(key)")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorded = try hig(
          ["run", tree.id, "-n", "--title", "Task", "--record", "decisions", "-o", "report.md"]
            + path.flatMap { ["-a", "\($0)=\($1)"] }, directory: folder)
        try #require(recorded.status == 0, "\(key): \(recorded.stderr)")
        let record = folder.appendingPathComponent("decisions/task.yaml")
        let text = try String(contentsOf: record, encoding: .utf8)
        try #require(text.contains("# code: ["), "\(text)")
        let withCode = text.split(separator: "\n", omittingEmptySubsequences: false).map {
          $0.hasPrefix("# code: [") ? "code: [Task]" : String($0)
        }.joined(separator: "\n")
        try withCode.write(to: record, atomically: true, encoding: .utf8)
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let source = app.appendingPathComponent("Task.swift")
        let cache = folder.appendingPathComponent("cache").path
        func check() throws -> RunResult {
          try hig(
            ["check", "--sources", "App"], directory: folder,
            environment: ["XDG_CACHE_HOME": cache])
        }
        guard let code = Self.code[key] else {
          // What the code cannot show (a task done in place, a way of
          // saving) is not looked for: no finding, whatever the code does.
          try Self.uikit(style: ".popover", anchor: true).write(
            to: source, atomically: true, encoding: .utf8)
          let result = try check()
          #expect(result.status == 0, "\(key): \(result.stdout)\(result.stderr)")
          #expect(!result.stdout.contains("[recorded-"), "\(key): \(result.stdout)")
          unchecked.append(key)
          continue
        }
        try code.right.write(to: source, atomically: true, encoding: .utf8)
        let right = try check()
        #expect(right.status == 0, "\(key): \(right.stdout)\(right.stderr)")
        #expect(!right.stdout.contains("[recorded-"), "\(key): \(right.stdout)")
        try code.wrong.write(to: source, atomically: true, encoding: .utf8)
        let wrong = try check()
        #expect(wrong.status == 1, "\(key): \(wrong.stdout)\(wrong.stderr)")
        let findings = wrong.stdout.split(separator: "\n").filter { $0.contains("[recorded-") }
        #expect(findings.count == 1, "\(key): \(wrong.stdout)")
        #expect(
          findings.first?.hasPrefix("App/Task.swift:") == true
            && findings.first?.contains("is recorded as \(key) for 'Task'") == true,
          "\(key): \(wrong.stdout)")
        // Not presented at all: one finding at the record.
        try "let unrelated = 1\n".write(to: source, atomically: true, encoding: .utf8)
        let absent = try check()
        #expect(absent.status == 1)
        let codeLine =
          (withCode.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0 == "code: [Task]"
          } ?? -1) + 1
        #expect(
          absent.stdout.contains("decisions/task.yaml:\(codeLine):1: error:")
            && absent.stdout.contains("[recorded-not-presented]"), "\(key): \(absent.stdout)")
        checked.append(key)
      }
    }
    #expect(Set(checked) == Set(Self.code.keys), "\(checked)")
    #expect(unchecked.count >= 8, "\(unchecked)")
  }
}
