import Foundation
import Testing

/// What a command does when its standard output cannot take what it writes.
@Suite struct OutputFaultTests {
  /// hig-wizard with standard output sent where the shell redirection `to`
  /// says (`> /dev/full`, `>&-`).
  func hig(_ arguments: [String], stdout to: String, environment: [String: String] = [:])
    throws -> RunResult
  {
    try runProcess(
      "/bin/sh", ["-c", "exec \"$0\" \"$@\" \(to)", Binary.path] + arguments,
      environment: environment)
  }

  static let commands: [[String]] = [
    ["list"], ["lint"], ["graph", "presentation"], ["show", "presentation"],
    ["run", "presentation", "-n", "--defaults", "-a", "platform=iphone"],
    ["--help"], ["run", "--help"],
  ]

  @Test(arguments: commands)
  func aFullDiskIsAnError(_ arguments: [String]) throws {
    let result = try hig(arguments, stdout: "> /dev/full")
    #expect(result.status == 1, "\(arguments)")
    #expect(
      result.stderr.hasSuffix("error: cannot write to standard output: no space left on device\n"),
      "\(result.stderr)")
  }

  @Test func aClosedStandardOutputIsAnError() throws {
    let result = try hig(["list"], stdout: ">&-")
    #expect(result.status == 1)
    #expect(result.stderr == "error: cannot write to standard output: bad file descriptor\n")
  }

  @Test func theErrorIsInTheLanguageAskedFor() throws {
    let result = try hig(["list", "--lang", "pt"], stdout: "> /dev/full")
    #expect(result.stderr.contains("error: não foi possível gravar na saída padrão: "))
  }

  @Test func batchDoesNotReportSuccessOnAFullDisk() throws {
    let records = String(
      repeating: "{\"platform\":\"iphone\",\"modal-needed\":\"yes\"}\n", count: 500)
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("tasks.jsonl")
    try Data(records.utf8).write(to: file)
    let result = try hig(["batch", "presentation", file.path, "--defaults"], stdout: "> /dev/full")
    #expect(result.status == 1)
    #expect(!result.stderr.contains("0 failed"), "\(result.stderr)")
    #expect(result.stderr.contains("cannot write to standard output"))
    // A reader that goes away ends it quietly, with SIGPIPE's status.
    let many = String(repeating: records, count: 40)
    try Data(many.utf8).write(to: file)
    let piped = try runProcess(
      "/bin/sh",
      [
        "-c",
        "(\"$0\" batch presentation \"$1\" --defaults; echo \"status $?\" >&2) | head -c 10 >/dev/null",
        Binary.path, file.path,
      ])
    #expect(piped.stderr.hasSuffix("status 141\n"), "\(piped.stderr)")
    #expect(!piped.stderr.contains("error:"))
  }

  @Test func aReportThatWasNotDeliveredKeepsTheSession() throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let environment = ["XDG_STATE_HOME": state.path]
    // Piped answers that stop early leave a saved session.
    let started = try runProcess(
      Binary.path, ["run", "presentation"], input: "yes\nipad\nno\nno\nno\n",
      environment: environment)
    #expect(started.status == 3)
    let sessions = state.appendingPathComponent("hig-wizard/sessions").path
    #expect(try FileManager.default.contentsOfDirectory(atPath: sessions).count == 1)
    let failed = try hig(
      ["run", "presentation", "--resume", "-n", "-a", "multiple-inputs=yes"], stdout: "> /dev/full",
      environment: environment)
    #expect(failed.status == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: sessions).count == 1)
    let done = try runProcess(
      Binary.path, ["run", "presentation", "--resume", "-n", "-a", "multiple-inputs=yes"],
      environment: environment)
    #expect(done.status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: sessions).isEmpty)
  }
}
