// Running one child process: posix_spawn, then wait4 for its exit status and
// resource usage. Wall time is CLOCK_MONOTONIC from just before the spawn to
// just after wait4 returns. Terminal.swift runs commands on a pseudo-terminal.

import Glibc

enum ExitStatus: Equatable {
  case exited(Int32)
  case signaled(Int32)

  /// Decodes a wait status (the WIFEXITED/WEXITSTATUS/WTERMSIG macros are not
  /// imported into Swift).
  init(waitStatus status: Int32) {
    if status & 0x7f == 0 {
      self = .exited((status >> 8) & 0xff)
    } else {
      self = .signaled(status & 0x7f)
    }
  }

  var succeeded: Bool { self == .exited(0) }

  var description: String {
    switch self {
    case .exited(let code): return "exit status \(code)"
    case .signaled(let signal): return "killed by signal \(signal)"
    }
  }
}

struct RunSample {
  var wallNanoseconds: UInt64
  /// ru_maxrss of the child, in KiB on Linux.
  var peakRSSKiB: Int
  var status: ExitStatus
}

struct SpawnError: Error {
  var message: String
  /// What the command wrote, when the harness kept it (terminal cases).
  var output: String? = nil
}

/// A command the harness can run once and time.
protocol BenchCommand {
  func run() throws(SpawnError) -> RunSample
}

func monotonicNanoseconds() -> UInt64 {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// A command ready to be spawned many times: argv, environment and the
/// redirections (stdin, stdout and stderr all on /dev/null) are built once,
/// so each run spends nothing in the harness but the spawn and the wait.
final class PreparedCommand: BenchCommand {
  let argv: [String]
  private let cArgv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  private let cEnvp: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  private let fileActions: UnsafeMutablePointer<posix_spawn_file_actions_t>

  init(argv: [String], environment: [String]) throws(SpawnError) {
    precondition(!argv.isEmpty)
    self.argv = argv
    cArgv = PreparedCommand.cStringArray(argv)
    cEnvp = PreparedCommand.cStringArray(environment)
    fileActions = .allocate(capacity: 1)
    posix_spawn_file_actions_init(fileActions)
    let redirections: [(Int32, Int32)] = [
      (STDIN_FILENO, O_RDONLY), (STDOUT_FILENO, O_WRONLY), (STDERR_FILENO, O_WRONLY),
    ]
    for (fd, flags) in redirections {
      let rc = posix_spawn_file_actions_addopen(fileActions, fd, "/dev/null", flags, 0)
      if rc != 0 {
        throw SpawnError(message: "posix_spawn_file_actions_addopen: \(errorText(rc))")
      }
    }
  }

  deinit {
    posix_spawn_file_actions_destroy(fileActions)
    fileActions.deallocate()
    PreparedCommand.free(cArgv)
    PreparedCommand.free(cEnvp)
  }

  /// Spawns the command once and waits for it.
  func run() throws(SpawnError) -> RunSample {
    var pid: pid_t = 0
    var status: Int32 = 0
    var usage = rusage()

    let start = monotonicNanoseconds()
    let rc = posix_spawn(&pid, cArgv[0]!, fileActions, nil, cArgv, cEnvp)
    if rc != 0 {
      throw SpawnError(message: "cannot start \(argv[0]): \(errorText(rc))")
    }
    try reap(pid, status: &status, usage: &usage, name: argv[0])
    let end = monotonicNanoseconds()
    return RunSample(
      wallNanoseconds: end - start,
      peakRSSKiB: Int(usage.ru_maxrss),
      status: ExitStatus(waitStatus: status))
  }

  static func cStringArray(_ strings: [String])
    -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  {
    let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
      .allocate(capacity: strings.count + 1)
    for (index, string) in strings.enumerated() {
      array[index] = strdup(string)
    }
    array[strings.count] = nil
    return array
  }

  static func free(_ array: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) {
    var index = 0
    while let string = array[index] {
      Glibc.free(string)
      index += 1
    }
    array.deallocate()
  }
}

func errorText(_ code: Int32) -> String {
  String(cString: strerror(code))
}

/// Waits for `pid` to end (through EINTR), filling in its status and usage.
func reap(_ pid: pid_t, status: inout Int32, usage: inout rusage, name: String) throws(SpawnError) {
  var waited: pid_t
  repeat {
    waited = wait4(pid, &status, 0, &usage)
  } while waited == -1 && errno == EINTR
  if waited == -1 {
    throw SpawnError(message: "wait4 for \(name): \(errorText(errno))")
  }
}
