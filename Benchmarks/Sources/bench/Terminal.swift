// Running one child process on a fresh pseudo-terminal, for the cases that
// need a terminal: the command starts as a session leader whose controlling
// terminal is the pseudo-terminal (fds 0, 1 and 2), and the harness reads the
// terminal's first end until the clock stops.

import CPseudoTerminal
import Glibc

/// The size of every terminal case's terminal.
let terminalColumns: UInt16 = 100
let terminalRows: UInt16 = 30
/// A terminal run that has not finished after this long fails its case.
let terminalTimeoutSeconds: UInt64 = 5

/// A command run on a new pseudo-terminal each time: until it exits, or until
/// a line of its output starts with a prompt.
///
/// Wall time is CLOCK_MONOTONIC from just before posix_spawn to just after
/// wait4 returns (`prompt` nil) or to the read that completed the prompt. The
/// terminal, and the spawn settings that name it, are made before the clock
/// starts. After the prompt the command is killed with SIGKILL and reaped,
/// outside the timing; its peak RSS is then the reading at that moment.
final class TerminalCommand: BenchCommand {
  let argv: [String]
  /// The text a line must start with to end the run, or nil to run until exit.
  let prompt: String?
  private let cArgv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  private let cEnvp: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>

  init(argv: [String], environment: [String], prompt: String?) {
    precondition(!argv.isEmpty)
    self.argv = argv
    self.prompt = prompt
    cArgv = PreparedCommand.cStringArray(argv)
    cEnvp = PreparedCommand.cStringArray(environment)
  }

  deinit {
    PreparedCommand.free(cArgv)
    PreparedCommand.free(cEnvp)
  }

  func run() throws(SpawnError) -> RunSample {
    // Untimed set-up: a new terminal, and the spawn settings naming it.
    var name = [CChar](repeating: 0, count: 64)
    let first = hw_pty_open(terminalColumns, terminalRows, &name, name.count)
    guard first >= 0 else {
      throw SpawnError(message: "cannot open a pseudo-terminal: \(errorText(errno))")
    }
    defer { close(first) }
    // Held open until the command has opened its own, then closed: from then
    // on, reading the first end fails with EIO exactly when the command has
    // closed the terminal, which a program does by exiting.
    let second = hw_pty_open_second(name)
    guard second >= 0 else {
      throw SpawnError(message: "cannot open the pseudo-terminal: \(errorText(errno))")
    }
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    let setup = hw_pty_spawn_setup(&actions, &attributes, name, nil)
    guard setup == 0 else {
      close(second)
      throw SpawnError(message: "cannot prepare posix_spawn: \(errorText(setup))")
    }
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    var scanner = prompt.map { LineStartScanner(prefix: Array($0.utf8)) }
    var output: [UInt8] = []
    output.reserveCapacity(16384)
    var chunk = [UInt8](repeating: 0, count: 16384)
    guard let path = cArgv[0] else { preconditionFailure("argv is never empty") }

    // Timed: the spawn, then reading until the prompt or the end.
    var pid: pid_t = 0
    let start = monotonicNanoseconds()
    let rc = posix_spawn(&pid, path, &actions, &attributes, cArgv, cEnvp)
    close(second)
    guard rc == 0 else {
      throw SpawnError(message: "cannot start \(argv[0]): \(errorText(rc))")
    }
    let deadline = start + terminalTimeoutSeconds * 1_000_000_000
    var promptTime: UInt64?
    var failure: String?
    reading: while true {
      let now = monotonicNanoseconds()
      guard now < deadline else {
        failure =
          if let prompt {
            "no line started with \(quoted(prompt)) within \(terminalTimeoutSeconds) s"
          } else {
            "still running after \(terminalTimeoutSeconds) s"
          }
        break
      }
      var entry = pollfd(fd: first, events: Int16(POLLIN), revents: 0)
      let ready = poll(&entry, 1, Int32((deadline - now + 999_999) / 1_000_000))
      if ready <= 0 {
        if ready < 0 && errno != EINTR {
          failure = "poll: \(errorText(errno))"
          break
        }
        continue
      }
      let count = chunk.withUnsafeMutableBytes { read(first, $0.baseAddress, $0.count) }
      if count > 0 {
        output += chunk[0..<count]
        if scanner?.feed(chunk[0..<count]) == true {
          promptTime = monotonicNanoseconds()
          break
        }
        continue
      }
      let code = errno
      if count < 0 && (code == EINTR || code == EAGAIN) { continue }
      guard count == 0 || code == EIO else {
        failure = "reading the terminal: \(errorText(code))"
        break
      }
      // No second end is open any more: the command has ended, and all it
      // wrote has been read (Linux returns EIO only once the queue is empty).
      if let prompt {
        failure = "the command ended before a line started with \(quoted(prompt))"
      }
      break reading
    }

    // The whole process group: the command leads its own session, so its
    // group id is its pid, and no child of its may outlive the run.
    if promptTime != nil || failure != nil { kill(-pid, SIGKILL) }
    var status: Int32 = 0
    var usage = rusage()
    try reap(pid, status: &status, usage: &usage, name: argv[0])
    let end = monotonicNanoseconds()
    let exitStatus = ExitStatus(waitStatus: status)
    if let failure {
      let ending = exitStatus == .signaled(SIGKILL) ? "then killed" : exitStatus.description
      throw SpawnError(message: "\(failure) (\(ending))", output: plainText(output))
    }
    if prompt == nil && !exitStatus.succeeded {
      throw SpawnError(message: exitStatus.description, output: plainText(output))
    }
    return RunSample(
      wallNanoseconds: (promptTime ?? end) - start,
      peakRSSKiB: Int(usage.ru_maxrss),
      status: exitStatus)
  }

  private func quoted(_ text: String) -> String {
    "'" + text + "'"
  }
}

/// Skips the escape sequences in terminal output, a byte at a time: CSI
/// (ESC [ ... final byte), OSC (ESC ] ... BEL or ESC \), and ESC with
/// intermediate bytes then one final byte (as "ESC ( B" or "ESC =").
struct EscapeFilter {
  private enum State { case text, escape, csi, osc, oscEscape }
  private var state = State.text

  /// Whether `byte` is shown text (or a control character such as CR or LF)
  /// rather than part of an escape sequence.
  mutating func isText(_ byte: UInt8) -> Bool {
    switch state {
    case .text:
      if byte == 0x1B {
        state = .escape
        return false
      }
      return true
    case .escape:
      switch byte {
      case UInt8(ascii: "["): state = .csi
      case UInt8(ascii: "]"): state = .osc
      case 0x20...0x2F: break  // intermediate byte: the final byte follows
      default: state = .text
      }
    case .csi:
      if (0x40...0x7E).contains(byte) { state = .text }
    case .osc:
      if byte == 0x07 {
        state = .text
      } else if byte == 0x1B {
        state = .oscEscape
      }
    case .oscEscape:
      state = .text
    }
    return false
  }
}

/// Finds a line of terminal output that starts with a given text, fed the
/// output a chunk at a time. Escape sequences and bells are ignored; a line
/// starts after LF, and again after CR (the cursor is back at the left edge,
/// and what follows is what the line shows first).
struct LineStartScanner {
  let prefix: [UInt8]
  private var filter = EscapeFilter()
  /// The start of the current line, up to `prefix.count` bytes.
  private var lineStart: [UInt8] = []
  private(set) var found = false

  init(prefix: [UInt8]) {
    self.prefix = prefix
  }

  /// Reads more output; returns whether a line has started with the prefix.
  mutating func feed(_ bytes: ArraySlice<UInt8>) -> Bool {
    for byte in bytes where !found && filter.isText(byte) {
      switch byte {
      case 0x0A, 0x0D:
        lineStart.removeAll(keepingCapacity: true)
      case 0x07:
        break
      default:
        if lineStart.count < prefix.count {
          lineStart.append(byte)
          found = lineStart == prefix
        }
      }
    }
    return found
  }
}

/// Terminal output as a person would read it in a failure message: escape
/// sequences, carriage returns and bells removed, decoded as UTF-8.
func plainText(_ output: [UInt8]) -> String {
  var filter = EscapeFilter()
  let shown = output.filter { filter.isText($0) && $0 != 0x0D && $0 != 0x07 }
  return String(decoding: shown, as: UTF8.self)
}

/// The last `count` lines of `text`, indented, or "  (no output)".
func lastLines(_ text: String, _ count: Int) -> String {
  var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  if lines.last == "" { lines.removeLast() }
  guard !lines.isEmpty else { return "  (no output)" }
  return lines.suffix(count).map { "  " + $0 }.joined(separator: "\n")
}
