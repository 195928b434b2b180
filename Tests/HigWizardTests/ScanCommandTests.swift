import Foundation
import Testing

/// `hig-wizard scan` against the binary (and the hig-wizard-scan beside it),
/// on the fixtures of Tests/Fixtures/scan-rules: every `// expect: RULE`
/// comment is a finding at that line, and there is no other.
@Suite struct ScanCommandTests {
  static let fixtures = Binary.repository.appendingPathComponent("Tests/Fixtures/scan-rules")

  /// `path:line: rule` for every `// expect:` comment of the fixtures.
  static func expected() throws -> [String] {
    var found: [String] = []
    for folder in ["SwiftUI", "UIKit"] {
      let names = try FileManager.default.contentsOfDirectory(
        atPath: fixtures.appendingPathComponent(folder).path
      ).sorted()
      for name in names {
        let text = try String(
          contentsOf: fixtures.appendingPathComponent("\(folder)/\(name)"), encoding: .utf8)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated()
        {
          guard let marker = line.range(of: "// expect: ") else { continue }
          for rule in line[marker.upperBound...].split(separator: " ") {
            found.append("\(folder)/\(name):\(index + 1): \(rule)")
          }
        }
      }
    }
    return found.sorted()
  }

  /// Runs the scan in `directory` with its own cache folder.
  static func scan(
    _ arguments: [String], in directory: URL = fixtures, cache: URL? = nil, language: String? = nil
  ) throws -> RunResult {
    var environment = [
      "XDG_CACHE_HOME": (cache ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "hig-wizard-scan-cache-\(UUID().uuidString)")).path
    ]
    if let language { environment["LANG"] = language }
    return try hig(["scan"] + arguments, directory: directory, environment: environment)
  }

  @Test func everyRuleIsFoundWhereTheFixturesSayAndNowhereElse() throws {
    let result = try Self.scan([])
    #expect(result.status == 1, "\(result.stderr)")
    let found = result.stdout.split(separator: "\n").map { line -> String in
      let parts = line.split(separator: ":", maxSplits: 3)
      let rule = line.split(separator: "[").last.map { $0.dropLast() } ?? ""
      return "\(parts[0]):\(parts[1]): \(rule)"
    }.sorted()
    #expect(found == (try Self.expected()))
    // Compiler form: path:line:column: severity: message [rule].
    #expect(
      result.stdout.contains(
        "UIKit/Transitions.swift:8:5: error: The partial curl transition is only allowed"))
    #expect(
      result.stderr.hasSuffix(
        "scan: 5 Swift files, 17 presentations, 4 errors, 5 warnings, 1 note, 1 finding ignored\n"),
      "\(result.stderr)")
  }

  @Test func aLookAlikeIsNotAPresentation() throws {
    let result = try Self.scan(["UIKit/LookAlikes.swift", "--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect((report["presentations"] as? [Any])?.isEmpty == true)
    #expect((report["findings"] as? [Any])?.isEmpty == true)
  }

  @Test func theFailLevelDecidesTheExitStatus() throws {
    // Setup.swift holds warnings and a note, no error.
    #expect(try Self.scan(["UIKit/Setup.swift"]).status == 0)
    #expect(try Self.scan(["UIKit/Setup.swift", "--fail-on", "warning"]).status == 1)
    #expect(try Self.scan(["--fail-on", "never"]).status == 0)
    let wrong = try Self.scan(["--fail-on", "sometimes"])
    #expect(wrong.status == 2)
    #expect(wrong.stderr.contains("--fail-on"), "\(wrong.stderr)")
    let missing = try Self.scan(["Nowhere"])
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("cannot scan 'Nowhere'"), "\(missing.stderr)")
  }

  @Test func theJSONReportFollowsItsSchema() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("scan.json").path
    let result = try Self.scan(["--format", "json", "--output", output])
    #expect(result.status == 1)
    let schema = Binary.repository.appendingPathComponent("schemas/scan.json").path
    let script = """
      import json, sys
      from jsonschema import Draft7Validator
      schema = json.load(open(sys.argv[1]))
      report = json.load(open(sys.argv[2]))
      errors = list(Draft7Validator(schema).iter_errors(report))
      print(len(errors), [e.message for e in errors][:3])
      print(len(report["presentations"]), len(report["findings"]))
      report["findings"][0]["severity"] = "fatal"
      print(len(list(Draft7Validator(schema).iter_errors(report))) > 0)
      """
    let checked = try runProcess("/usr/bin/python3", ["-c", script, schema, output])
    #expect(checked.stdout == "0 []\n17 10\nTrue\n", "\(checked.stdout)\(checked.stderr)")
  }

  /// The SARIF log validates against the OASIS SARIF 2.1.0 schema and reads
  /// back in sarif-tools with every result, its rule and a relative file
  /// (`make python-deps` installs both in .build/python).
  @Test func theSARIFLogIsReadByARealConsumer() throws {
    let python = Binary.repository.appendingPathComponent(".build/python/bin/python").path
    let schema = Binary.repository.appendingPathComponent(".build/python/sarif-2.1.0.json").path
    try #require(
      FileManager.default.fileExists(atPath: schema),
      "run 'make python-deps' first: it installs sarif-tools and the SARIF schema")
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("scan.sarif").path
    let result = try Self.scan(["--format", "sarif", "--output", output])
    #expect(result.status == 1)
    let checker = Binary.repository.appendingPathComponent("Tests/sarif-check.py").path
    let checked = try runProcess(python, [checker, schema, output, "10"])
    #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output)))
        as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let rules = try #require(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    #expect(rules.count == 8)
    #expect(rules.allSatisfy { ($0["helpUri"] as? String)?.hasPrefix("https://") == true })
    let base = try #require(
      ((run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any])?["uri"]
        as? String)
    #expect(base.hasPrefix("file:///") && base.hasSuffix("/scan-rules/"), "\(base)")
    // A broken log fails the same check: it can tell.
    var broken = log
    broken["version"] = nil
    try JSONSerialization.data(withJSONObject: broken).write(to: URL(fileURLWithPath: output))
    #expect(try runProcess(python, [checker, schema, output, "10"]).status == 1)
  }

  @Test func theMarkdownHasTheInventoryAndTheFindings() throws {
    let result = try Self.scan(["--format", "markdown", "UIKit/Transitions.swift"])
    #expect(result.status == 1)
    let text = result.stdout
    #expect(text.hasPrefix("# Presentations in the code\n"), "\(text)")
    #expect(
      text.contains(
        "| Place | Framework | API | Style | Transition | Presents | Anchor | Way out | Outcome |"))
    #expect(
      text.contains(
        "| `UIKit/Transitions.swift:22` | UIKit | `present(_:animated:completion:)` | `popover` | — | `PickerViewController` | yes | — | `presentation/nonmodal-popover` |"
      ), "\(text)")
    #expect(text.contains("(`modal-above-popover`)"))
  }

  @Test func aBaselineKeepsOnlyNewFindings() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("App")
    try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("UIKit"), to: app)
    let baseline = folder.appendingPathComponent("baseline.json").path
    let written = try Self.scan(["App", "--write-baseline", baseline], in: folder)
    #expect(written.status == 0, "\(written.stderr)")
    #expect(written.stderr.contains("wrote 8 findings to the baseline"), "\(written.stderr)")
    #expect(try Self.scan(["App", "--baseline", baseline], in: folder).status == 0)
    // Lines added above a known finding do not make it new; a new one is.
    let share = app.appendingPathComponent("ShareController.swift")
    let text = try String(contentsOf: share, encoding: .utf8)
    try ("// A new first line.\n\n" + text).write(to: share, atomically: true, encoding: .utf8)
    try """
      import UIKit
      final class Later: UIViewController {
        func curl() {
          let page = UIViewController()
          page.modalTransitionStyle = .partialCurl
          present(page, animated: true)
        }
      }

      """.write(to: app.appendingPathComponent("Later.swift"), atomically: true, encoding: .utf8)
    let later = try Self.scan(["App", "--baseline", baseline], in: folder)
    #expect(later.status == 1)
    #expect(
      later.stdout.split(separator: "\n").map { $0.split(separator: "[").last ?? "" }
        == ["automatic-presentation-style]", "partial-curl-needs-full-screen]"],
      "\(later.stdout)")
    #expect(later.stdout.hasPrefix("App/Later.swift:6:5: note:"), "\(later.stdout)")
    #expect(later.stderr.contains("8 findings in the baseline"), "\(later.stderr)")
    // A baseline that is not one says where.
    try "version: 2\n".write(toFile: baseline, atomically: true, encoding: .utf8)
    let broken = try Self.scan(["App", "--baseline", baseline], in: folder)
    #expect(broken.status == 1)
    #expect(broken.stderr.contains("baseline.json:1:10: error:"), "\(broken.stderr)")
  }

  @Test func theMessagesSpeakTheLanguage() throws {
    let result = try Self.scan(["UIKit/Transitions.swift", "--lang", "pt"])
    #expect(result.stdout.contains("A transição de dobra parcial"), "\(result.stdout)")
    #expect(result.stdout.contains("[partial-curl-needs-full-screen]"))
  }

  @Test func aFileThatIsNotUTF8IsSaidAndTheScanGoesOn() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data([0x70, 0x72, 0x65, 0x73, 0x65, 0x6E, 0x74, 0xFF, 0x0A]).write(
      to: folder.appendingPathComponent("Broken.swift"))
    try FileManager.default.copyItem(
      at: Self.fixtures.appendingPathComponent("UIKit/Transitions.swift"),
      to: folder.appendingPathComponent("Transitions.swift"))
    let result = try Self.scan([], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr.contains("Broken.swift"), "\(result.stderr)")
    #expect(result.stdout.contains("Transitions.swift:8:5: error:"), "\(result.stdout)")
  }

  /// A file past the size hig-wizard reads, and one of a single enormous
  /// line, are said and skipped or read; nothing hangs, the rest is scanned.
  @Test func aHugeFileIsSaidAndTheScanGoesOn() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let huge = folder.appendingPathComponent("Huge.swift")
    FileManager.default.createFile(atPath: huge.path, contents: nil)
    let handle = try FileHandle(forWritingTo: huge)
    let block = Data(repeating: UInt8(ascii: " "), count: 1 << 20)
    try handle.write(contentsOf: Data("// present(x, animated: true)\n".utf8))
    for _ in 0..<33 { try handle.write(contentsOf: block) }
    try handle.close()
    let line = "let values = [" + String(repeating: "1, ", count: 200_000) + "1]\n"
    try ("import UIKit\n" + line + "func f(_ c: UIViewController) { c.present(c, animated: true) }\n")
      .write(to: folder.appendingPathComponent("Long.swift"), atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(
      at: Self.fixtures.appendingPathComponent("UIKit/Transitions.swift"),
      to: folder.appendingPathComponent("Transitions.swift"))
    let result = try Self.scan(["--fail-on", "never"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("Huge.swift"), "\(result.stderr)")
    #expect(result.stdout.contains("Long.swift:3:"), "\(result.stdout)")
    #expect(result.stdout.contains("Transitions.swift:8:5: error:"), "\(result.stdout)")
  }

  @Test func withoutTheScannerItSaysWhereItLooked() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("hig-wizard")
    try FileManager.default.copyItem(atPath: Binary.path, toPath: copy.path)
    let result = try runProcess(copy.path, ["scan"], directory: Self.fixtures)
    #expect(result.status == 1)
    #expect(result.stderr.contains("'hig-wizard-scan' is not installed beside this program"))
    #expect(result.stderr.contains("lib/swift/host"), "\(result.stderr)")
    #expect(result.stderr.contains("looked for \(folder.path)/hig-wizard-scan"), "\(result.stderr)")
    // A scanner that cannot start (its libraries missing: the loader exits 127).
    let scanner = folder.appendingPathComponent("hig-wizard-scan")
    try """
      #!/bin/sh
      echo "hig-wizard-scan: error while loading shared libraries: libSwiftParser.so" >&2
      exit 127

      """.write(to: scanner, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scanner.path)
    let broken = try runProcess(copy.path, ["scan"], directory: Self.fixtures)
    #expect(broken.status == 1)
    #expect(broken.stderr.contains("error while loading shared libraries"))
    #expect(broken.stderr.contains("exited with status 127"), "\(broken.stderr)")
    #expect(broken.stderr.contains("needs the Swift toolchain it was built with"), "\(broken.stderr)")
  }
}
