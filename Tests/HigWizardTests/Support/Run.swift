import Foundation
import Testing
import WizardCore

/// The result of running the built `hig-wizard` binary.
struct RunResult {
  var status: Int32
  var stdout: String
  var stderr: String
}

enum Binary {
  /// The hig-wizard under test: `HIG_WIZARD_BINARY` when set (`make
  /// test-release` points it at the release build, the binary that ships),
  /// otherwise the one SwiftPM built next to this test bundle.
  static let path: String = {
    if let chosen = ProcessInfo.processInfo.environment["HIG_WIZARD_BINARY"], !chosen.isEmpty {
      return chosen
    }
    return tools.appendingPathComponent("hig-wizard").path
  }()

  /// Where SwiftPM built this test bundle and the build tools beside it
  /// (man-page, extract-messages), whichever hig-wizard is under test.
  static let tools: URL = {
    let me =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: me).deletingLastPathComponent()
  }()

  static let repository: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.lastPathComponent != "Tests" { url.deleteLastPathComponent() }
    return url.deletingLastPathComponent()
  }()
}

/// Runs hig-wizard with `arguments`, standard input from `input` (or
/// /dev/null), in `directory`, with stdout and stderr captured separately.
func hig(
  _ arguments: [String], input: String? = nil, directory: URL? = nil,
  environment: [String: String] = [:]
) throws -> RunResult {
  try runProcess(
    Binary.path, arguments, input: input, directory: directory, environment: environment)
}

func runProcess(
  _ executable: String, _ arguments: [String], input: String? = nil, directory: URL? = nil,
  environment: [String: String] = [:]
) throws -> RunResult {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  var env = ProcessInfo.processInfo.environment
  env["HIG_WIZARD_QUESTIONS"] = nil
  env["NO_COLOR"] = nil
  env["CLICOLOR"] = nil
  env["CLICOLOR_FORCE"] = nil
  env["COLUMNS"] = nil
  // English unless a test asks for another language.
  env["LANGUAGE"] = nil
  env["LC_ALL"] = nil
  env["LC_MESSAGES"] = nil
  env["LANG"] = "C.UTF-8"
  // Never the person's configuration file; tests that use one pass their
  // own folder.
  env["XDG_CONFIG_HOME"] = "/nonexistent/hig-wizard-tests-config"
  // Never the real history or saved sessions; tests that look at them pass
  // their own folder.
  env["XDG_STATE_HOME"] =
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "hig-wizard-tests-state"
    ).path
  for (key, value) in environment { env[key] = value }
  process.environment = env
  if let directory { process.currentDirectoryURL = directory }
  // Files, not pipes: nothing can block on a full pipe.
  let folder = try temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let outURL = folder.appendingPathComponent("stdout")
  let errURL = folder.appendingPathComponent("stderr")
  FileManager.default.createFile(atPath: outURL.path, contents: nil)
  FileManager.default.createFile(atPath: errURL.path, contents: nil)
  let out = try FileHandle(forWritingTo: outURL)
  let err = try FileHandle(forWritingTo: errURL)
  process.standardOutput = out
  process.standardError = err
  if let input {
    let inURL = folder.appendingPathComponent("stdin")
    try Data(input.utf8).write(to: inURL)
    process.standardInput = try FileHandle(forReadingFrom: inURL)
  } else {
    process.standardInput = FileHandle.nullDevice
  }
  try process.run()
  process.waitUntilExit()
  try out.close()
  try err.close()
  return RunResult(
    status: process.terminationStatus, stdout: try read(outURL), stderr: try read(errURL))
}

/// A fresh temporary folder, removed by the caller with `cleanUp`.
func temporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "hig-wizard-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// A copy of the executable at `source`, written as hig-wizard writes files
/// (FileSystem.writeAtomically: a descriptor that closes on exec). A file
/// still open for writing in a process that another test starts at that
/// moment cannot be run ("Text file busy"), which FileManager's copy risks.
func copyExecutable(_ source: String, to destination: String) throws {
  try FileSystem.writeAtomically(try FileSystem.read(source), to: destination, mode: 0o755)
}

func write(_ text: String, to url: URL) throws {
  try Data(text.utf8).write(to: url)
}

func read(_ url: URL) throws -> String {
  String(decoding: try Data(contentsOf: url), as: UTF8.self)
}

/// The example from the issue: an iPad task with several input types (and
/// an answer the path never needs, drill-down).
let photoFilters = [
  "run", "presentation", "--non-interactive",
  "--answer", "platform=ipad", "--answer", "modal-needed=yes", "--answer", "depth=no",
  "--answer", "multiple-inputs=yes", "--answer", "drill-down=no",
  "--title", "Photo filters",
]

/// `text` equals the file at `url`; with `RECORD_SNAPSHOTS=1` it is stored
/// there instead (then review the diff).
func expectSnapshot(
  _ text: String, at url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    try Data(text.utf8).write(to: url)
    return
  }
  let stored = try String(contentsOf: url, encoding: .utf8)
  #expect(
    text == stored, "\(url.lastPathComponent) differs; RECORD_SNAPSHOTS=1 records it",
    sourceLocation: sourceLocation)
}
