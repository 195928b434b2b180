import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One run of the built binary with what it cost: wall time and peak memory.
struct MeasuredRun {
  /// The exit status, or 128 + the signal's number when a signal ended it.
  var status: Int32
  var seconds: Double
  /// The peak resident set of hig-wizard, in bytes; see ``peakIsExact``.
  var peakBytes: Int
  /// True when GNU time measured hig-wizard alone. Otherwise the peak is
  /// `ru_maxrss` from `wait4`, which on Linux is never below the test
  /// process's own peak (``runnerPeakBytes``): posix_spawn is vfork + exec,
  /// and exec carries the old address space's high-water mark into the
  /// child. Such a reading is then only an upper bound.
  var peakIsExact: Bool
  /// The test process's high-water mark (VmHWM) when it started the run.
  var runnerPeakBytes: Int
  /// Killed after the run's time limit.
  var timedOut: Bool
  /// The sizes of what it wrote, and the first ``Measure/keptBytes`` of each.
  var stdoutSize: Int
  var stderrSize: Int
  var stdoutBytes: [UInt8]
  var stderrBytes: [UInt8]

  var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
  var stderr: String { String(decoding: stderrBytes, as: UTF8.self) }

  var mebibytes: Double { Double(peakBytes) / 1_048_576 }

  /// Whether `bound` (bytes) can be checked: always for an exact reading; for
  /// an upper bound only when the test process's own peak is below it (a
  /// reading above the bound then really is hig-wizard's).
  func canCheckMemory(below bound: Int) -> Bool {
    peakIsExact || peakBytes < bound || runnerPeakBytes < bound
  }

  /// One line for the test log: name, status, time and memory.
  func summary(_ name: String) -> String {
    let time = String(format: "%.3f", seconds)
    let memory = String(format: "%.1f", mebibytes)
    let how = peakIsExact ? "" : " (at most; test process peak \(runnerPeakBytes / 1_048_576) MiB)"
    return "\(name): exit \(status), \(time) s, \(memory) MiB\(how), stderr \(stderrSize) bytes"
  }
}

enum Measure {
  /// How much of stdout and stderr a ``MeasuredRun`` keeps.
  static let keptBytes = 256 * 1024

  /// GNU time, which forks (not vforks) the command and reports its own
  /// `ru_maxrss`, free of the test process's memory.
  /// `HIG_WIZARD_TESTS_WAIT4_ONLY=1` leaves it out, to check the other way.
  static let gnuTime: String? = {
    if ProcessInfo.processInfo.environment["HIG_WIZARD_TESTS_WAIT4_ONLY"] != nil { return nil }
    let path = "/usr/bin/time"
    guard access(path, X_OK) == 0 else { return nil }
    // BusyBox and BSD `time` take other options: use it only if it is GNU's.
    let probe = try? runProcess(path, ["-q", "-f", "%M", "/bin/true"])
    return probe?.status == 0 && Int(probe?.stderr.trimmingWhitespace ?? "") != nil ? path : nil
  }()
}

/// Runs hig-wizard with `arguments` through posix_spawn and wait4 (through
/// GNU time when installed), standard input from `stdin` (a file, or
/// /dev/null), stdout and stderr into files; kills it after `timeLimit`
/// seconds.
func measure(
  _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
  timeLimit: Double = 120
) throws -> MeasuredRun {
  try measureProcess(
    [Binary.path] + arguments, stdin: stdin, environment: environment, timeLimit: timeLimit)
}

/// ``measure(_:stdin:environment:timeLimit:)`` for any program (`command[0]`
/// is its path).
func measureProcess(
  _ command: [String], stdin: String? = nil, environment: [String: String] = [:],
  timeLimit: Double = 120
) throws -> MeasuredRun {
  let folder = try temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let outPath = folder.appendingPathComponent("stdout").path
  let errPath = folder.appendingPathComponent("stderr").path
  let rssPath = folder.appendingPathComponent("rss").path

  var argv = command
  if let time = Measure.gnuTime { argv = [time, "-q", "-f", "%M", "-o", rssPath] + command }

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
  env["XDG_CONFIG_HOME"] = "/nonexistent/hig-wizard-tests-config"
  env["XDG_STATE_HOME"] = folder.appendingPathComponent("state").path
  for (key, value) in environment { env[key] = value }
  let envStrings = env.map { "\($0.key)=\($0.value)" }

  let cArgv = cStrings(argv)
  let cEnv = cStrings(envStrings)
  defer {
    freeCStrings(cArgv)
    freeCStrings(cEnv)
  }
  let actions = UnsafeMutablePointer<posix_spawn_file_actions_t>.allocate(capacity: 1)
  let attributes = UnsafeMutablePointer<posix_spawnattr_t>.allocate(capacity: 1)
  defer {
    actions.deallocate()
    attributes.deallocate()
  }
  posix_spawn_file_actions_init(actions)
  posix_spawnattr_init(attributes)
  defer {
    posix_spawn_file_actions_destroy(actions)
    posix_spawnattr_destroy(attributes)
  }
  posix_spawn_file_actions_addopen(actions, 0, stdin ?? "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_addopen(actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  posix_spawn_file_actions_addopen(actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  // Test-runner threads block some signals and a child inherits the mask; a
  // process group of its own lets the time limit kill GNU time's child too.
  var noSignals = sigset_t()
  sigemptyset(&noSignals)
  var defaults = sigset_t()
  sigemptyset(&defaults)
  sigaddset(&defaults, SIGPIPE)
  posix_spawnattr_setsigmask(attributes, &noSignals)
  posix_spawnattr_setsigdefault(attributes, &defaults)
  posix_spawnattr_setpgroup(attributes, 0)
  posix_spawnattr_setflags(
    attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

  let runnerPeak = highWaterMark()
  var pid: pid_t = 0
  let start = monotonicSeconds()
  let spawned = posix_spawn(&pid, argv[0], actions, attributes, cArgv, cEnv)
  guard spawned == 0 else {
    throw MeasureError(message: "cannot start \(argv[0]): \(String(cString: strerror(spawned)))")
  }
  var status: Int32 = 0
  var usage = rusage()
  var timedOut = false
  while true {
    let waited = wait4(pid, &status, WNOHANG, &usage)
    if waited == pid { break }
    if waited == -1, errno != EINTR {
      throw MeasureError(message: "wait4: \(String(cString: strerror(errno)))")
    }
    if !timedOut, monotonicSeconds() - start > timeLimit {
      kill(-pid, SIGKILL)
      timedOut = true
    }
    usleep(1000)
  }
  let seconds = monotonicSeconds() - start

  let exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  var peak = Int(usage.ru_maxrss) * 1024
  var exact = false
  if Measure.gnuTime != nil, let text = try? String(contentsOfFile: rssPath, encoding: .utf8),
    let kibibytes = Int(text.trimmingWhitespace)
  {
    peak = kibibytes * 1024
    exact = true
  }
  let (outSize, outBytes) = try head(of: outPath)
  let (errSize, errBytes) = try head(of: errPath)
  return MeasuredRun(
    status: exitStatus, seconds: seconds, peakBytes: peak, peakIsExact: exact,
    runnerPeakBytes: runnerPeak, timedOut: timedOut, stdoutSize: outSize, stderrSize: errSize,
    stdoutBytes: outBytes, stderrBytes: errBytes)
}

struct MeasureError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

private func monotonicSeconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// VmHWM of this process, in bytes (0 if /proc cannot tell).
private func highWaterMark() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
  else { return 0 }
  let digits = line.filter(\.isNumber)
  return (Int(digits) ?? 0) * 1024
}

/// The size of the file at `path` and its first ``Measure/keptBytes`` bytes,
/// read without loading the rest.
private func head(of path: String) throws -> (Int, [UInt8]) {
  let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
  defer { try? handle.close() }
  let size = Int(try handle.seekToEnd())
  try handle.seek(toOffset: 0)
  let data = try handle.read(upToCount: Measure.keptBytes) ?? Data()
  return (size, [UInt8](data))
}

private func cStrings(_ strings: [String]) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
  let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
    capacity: strings.count + 1)
  for (index, string) in strings.enumerated() { array[index] = strdup(string) }
  array[strings.count] = nil
  return array
}

private func freeCStrings(_ array: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) {
  var index = 0
  while let string = array[index] {
    free(string)
    index += 1
  }
  array.deallocate()
}

extension String {
  fileprivate var trimmingWhitespace: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
