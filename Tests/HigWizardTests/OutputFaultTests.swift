import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
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

  /// Standard output on a full disk, or closed: each command says why it
  /// could not write, and fails.
  static let faults = [
    (redirection: "> /dev/full", reason: "no space left on device"),
    (redirection: ">&-", reason: "bad file descriptor"),
  ]

  @Test(arguments: commands, faults)
  func aStandardOutputThatCannotBeWrittenIsAnError(
    _ arguments: [String], fault: (redirection: String, reason: String)
  ) throws {
    let result = try hig(arguments, stdout: fault.redirection)
    #expect(result.status == 1, "\(arguments)")
    #expect(
      result.stderr.hasSuffix("error: cannot write to standard output: \(fault.reason)\n"),
      "\(arguments): \(result.stderr)")
  }

  /// glibc's makedev(3), a macro Swift does not import.
  static func deviceNumber(major: UInt64, minor: UInt64) -> dev_t {
    dev_t(
      (minor & 0xff) | ((major & 0xfff) << 8) | ((minor & ~0xff) << 12) | ((major & ~0xfff) << 32))
  }

  /// A device node of our own (mknod needs root), like /dev/null.
  @Test func outputIntoADeviceNodeWritesIntoIt() throws {
    guard getuid() == 0 else {
      print("skipped: mknod needs root, and this test runs as uid \(getuid())")
      return
    }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let device = folder.appendingPathComponent("null").path
    #expect(
      mknod(device, S_IFCHR | 0o666, Self.deviceNumber(major: 1, minor: 3)) == 0,
      "\(String(cString: strerror(errno)))")
    let result = try runProcess(Binary.path, Self.report + ["-o", device])
    #expect(result.status == 0, "\(result.stderr)")
    var info = stat()
    #expect(lstat(device, &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
    #expect(info.st_rdev == Self.deviceNumber(major: 1, minor: 3))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["null"])
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

  /// An endless input into a full disk: the first failed write ends the
  /// batch, with the reason and a failure, as `cat` does. (`timeout` is
  /// only the safety net of a run that would never end; SIGKILL, because
  /// the test runner's blocked signals are inherited, SIGTERM among them.)
  @Test(arguments: ["> /dev/full", "-o /dev/full"])
  func batchStopsAtTheFirstFailedWrite(_ redirection: String) throws {
    let result = try runProcess(
      "/bin/sh",
      [
        "-c",
        "yes '{\"platform\":\"iphone\"}' | timeout -s KILL 120 \"$0\" batch presentation - -d \(redirection)",
        Binary.path,
      ])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.hasSuffix(": no space left on device\n"), "\(result.stderr)")
    #expect(!result.stderr.contains("records"))
  }

  @Test func aReportThatWasNotDeliveredKeepsTheSession() throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let environment = ["XDG_STATE_HOME": state.path]
    // Piped answers that stop early leave a saved session.
    let started = try runProcess(
      Binary.path, ["run", "presentation"], input: "ipad\nyes\nno\n",
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

  static let report = ["run", "presentation", "-n", "--defaults", "-a", "platform=iphone"]

  @Test func outputIntoAFIFOADeviceALinkAndALongName() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let expected = try runProcess(Binary.path, Self.report).stdout
    // A named pipe is written into, not replaced: its reader gets the report.
    let fifo = folder.appendingPathComponent("fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let read = try runProcess(
      "/bin/sh",
      [
        "-c",
        "f=\"$1\"; shift; timeout 20 cat \"$f\" > \"$f.out\" & \"$0\" \"$@\" -o \"$f\"; wait",
        Binary.path, fifo,
      ] + Self.report)
    #expect(read.status == 0, "\(read.stderr)")
    var info = stat()
    #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    #expect(try String(contentsOfFile: fifo + ".out", encoding: .utf8) == expected)
    // A device: written into, and it stays one.
    let null = try runProcess(Binary.path, Self.report + ["-o", "/dev/null"])
    #expect(null.status == 0)
    #expect(lstat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
    // A dangling link: the file it points to is made, the link stays.
    let link = folder.appendingPathComponent("report.md").path
    #expect(symlink("target.md", link) == 0)
    #expect(try runProcess(Binary.path, Self.report + ["-o", link]).status == 0)
    #expect(lstat(link, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK)
    #expect(
      try String(contentsOfFile: folder.appendingPathComponent("target.md").path, encoding: .utf8)
        == expected)
    // A name as long as a file name may be.
    let long = folder.appendingPathComponent(String(repeating: "x", count: 247) + ".md").path
    let written = try runProcess(Binary.path, Self.report + ["-o", long])
    #expect(written.status == 0, "\(written.stderr)")
    #expect(FileManager.default.fileExists(atPath: long))
    // Nothing else is left in the folder.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        == [
          "fifo", "fifo.out", "report.md", "target.md", String(repeating: "x", count: 247) + ".md",
        ].sorted())
  }

  @Test func aNewReportHasTheUsualModeAndAReplacedOneANewInode() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.appendingPathComponent("new.md").path
    let made = try runProcess(
      "/bin/sh",
      ["-c", "umask 027; exec \"$0\" \"$@\"", Binary.path] + Self.report + ["-o", report])
    #expect(made.status == 0)
    var info = stat()
    #expect(stat(report, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o640)
    // A hard link to the old report keeps the old text: the new one is a
    // new file, never the old one truncated and rewritten.
    let old = folder.appendingPathComponent("old.md").path
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: old))
    let other = folder.appendingPathComponent("other.md").path
    #expect(link(old, other) == 0)
    #expect(try runProcess(Binary.path, Self.report + ["-o", old]).status == 0)
    #expect(try String(contentsOfFile: other, encoding: .utf8) == "old\n")
    #expect(try String(contentsOfFile: old, encoding: .utf8).hasPrefix("# Presentation"))
  }
}
