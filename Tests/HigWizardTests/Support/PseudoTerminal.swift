// A program running on a fresh pseudo-terminal, for end-to-end tests of the
// interactive wizard. Glibc only: Foundation's `Process` hung in a Ctrl-C test.
// See NOTES-c-libraries.md, "Pseudo-terminal tests".

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

internal import CPseudoTerminal

/// Why a terminal session could not start, or a wait ran out of time.
struct TerminalSessionError: Error, CustomStringConvertible {
  var description: String
}

/// A program started on a new pseudo-terminal: the test types into the
/// terminal's first end and reads what the program writes there.
///
/// The program is a session leader whose controlling terminal is the
/// pseudo-terminal, so Ctrl-C typed with `type("\u{03}")` reaches it as SIGINT,
/// as it would from a person at a real terminal. Not thread-safe: use one
/// session from one test.
final class TerminalSession {
  /// How the program ended.
  enum Termination: Equatable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)

    /// Decodes a wait status (the WIFEXITED family of macros is not imported
    /// into Swift).
    init(waitStatus status: Int32) {
      if status & 0x7f == 0 {
        self = .exited((status >> 8) & 0xff)
      } else {
        self = .signaled(status & 0x7f)
      }
    }

    var description: String {
      switch self {
      case .exited(let code): return "exited with status \(code)"
      case .signaled(let number): return "killed by signal \(number)"
      }
    }
  }

  /// The program's process id.
  let processID: pid_t
  /// The path of the terminal's second end, the program's controlling terminal.
  let terminalPath: String
  /// The modes the terminal had right after it was created (before the child ran).
  let initialModes: (canonical: Bool, echo: Bool)

  private let commandLine: String
  /// The first end ("master"), non-blocking: what the program writes arrives here.
  private let first: Int32
  /// The parent's own descriptor of the second end, kept so that the terminal
  /// modes can still be read after the program exits.
  private let second: Int32
  private var received: [UInt8] = []
  private var termination: Termination?

  /// Starts `executable` with `arguments` on a new pseudo-terminal.
  ///
  /// The program runs as a session leader with the terminal as its controlling
  /// terminal on descriptors 0, 1 and 2, no signal blocked, and SIGINT,
  /// SIGTERM, SIGHUP and SIGPIPE at their default actions.
  /// - Parameters:
  ///   - executable: an absolute path (no `PATH` search).
  ///   - environment: the program's whole environment; `TERM=xterm` is added
  ///     when it has no `TERM`. Nothing is inherited from the test process.
  ///   - directory: the working directory, or nil for the test process's own.
  /// - Throws: `TerminalSessionError` when the terminal cannot be made or the
  ///   program cannot be started.
  init(
    _ executable: String, _ arguments: [String], environment: [String: String],
    directory: String? = nil, columns: Int = 100, rows: Int = 30
  ) throws {
    let commandLine = ([executable] + arguments).joined(separator: " ")
    guard let width = UInt16(exactly: columns), let height = UInt16(exactly: rows) else {
      throw TerminalSessionError(description: "invalid terminal size \(columns)x\(rows)")
    }
    var name = [CChar](repeating: 0, count: 64)
    let first = hw_pty_open(width, height, &name, name.count)
    guard first >= 0 else {
      throw TerminalSessionError(description: "cannot open a pseudo-terminal: \(errorText(errno))")
    }
    let terminalPath = String(
      decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let second = hw_pty_open_second(terminalPath)
    guard second >= 0 else {
      let code = errno
      close(first)
      throw TerminalSessionError(description: "cannot open \(terminalPath): \(errorText(code))")
    }
    var canonical: Int32 = 0
    var echo: Int32 = 0
    if hw_pty_modes(second, &canonical, &echo) != 0 {
      let code = errno
      close(first)
      close(second)
      throw TerminalSessionError(
        description: "cannot read the modes of \(terminalPath): \(errorText(code))")
    }

    var environment = environment
    if environment["TERM"] == nil { environment["TERM"] = "xterm" }
    let argv = CStringArray([executable] + arguments)
    let envp = CStringArray(environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    var rc = hw_pty_spawn_setup(&actions, &attributes, terminalPath, directory)
    var pid: pid_t = 0
    if rc == 0 {
      rc = posix_spawn(&pid, executable, &actions, &attributes, argv.pointers, envp.pointers)
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    guard rc == 0 else {
      close(first)
      close(second)
      throw TerminalSessionError(description: "cannot start \(commandLine): \(errorText(rc))")
    }

    self.processID = pid
    self.terminalPath = terminalPath
    self.initialModes = (canonical != 0, echo != 0)
    self.commandLine = commandLine
    self.first = first
    self.second = second
  }

  /// Kills the program if it is still running, and closes the terminal.
  deinit {
    if termination == nil {
      // The whole process group: the program leads its own session, so its
      // group id is its pid (not reusable while it is unreaped), and no child
      // of it, such as a shell's `sleep`, outlives the test.
      kill(-processID, SIGKILL)
      // Bounded, like every wait here: a process stuck in the kernel may not
      // die at once, and a leaked zombie is better than a hung test run.
      let deadline = ContinuousClock.now + .seconds(5)
      var status: Int32 = 0
      while waitpid(processID, &status, WNOHANG) == 0 && ContinuousClock.now < deadline {
        usleep(1000)
      }
    }
    close(first)
    close(second)
  }

  // MARK: Output

  /// Everything the program wrote so far (bytes decoded as UTF-8, escape
  /// sequences kept, line ends as the terminal sent them: "\r\n").
  var output: String { String(decoding: received, as: UTF8.self) }

  /// The number of bytes received so far: an offset for `waitFor(_:since:)`.
  var outputCount: Int { received.count }

  /// `output` without escape sequences (CSI, OSC, and ESC followed by one
  /// character), carriage returns and bells, for readable assertions.
  var screenText: String { Self.plainText(output) }

  /// Removes escape sequences, carriage returns and bells from terminal output.
  static func plainText(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      switch scalar {
      case "\r", "\u{07}":
        continue
      case "\u{1B}":
        switch scalars.next() {
        case "["?:
          // CSI: parameter and intermediate bytes, then one final byte @...~.
          while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
        case "]"?:
          // OSC: ends with BEL or with ST (ESC \).
          while let next = scalars.next(), next != "\u{07}" {
            if next == "\u{1B}" {
              _ = scalars.next()
              break
            }
          }
        case let next?:
          // ESC, intermediate bytes (as in "ESC ( B"), then one final byte.
          var current = next
          while (0x20...0x2F).contains(current.value), let following = scalars.next() {
            current = following
          }
        case nil:
          break
        }
      default:
        result.append(scalar)
      }
    }
    return String(result)
  }

  // MARK: Waiting

  /// Waits until the output contains `text`, reading the terminal meanwhile.
  /// - Parameters:
  ///   - since: only look at the output after this many bytes (an
  ///     `outputCount` taken earlier), to wait for a second occurrence.
  /// - Returns: the whole output so far.
  /// - Throws: `TerminalSessionError`, with the output so far, on timeout or
  ///   when the program ends without writing `text`.
  @discardableResult
  func waitFor(_ text: String, since: Int = 0, timeout: Double = 10) throws -> String {
    let needle = Array(text.utf8)
    let deadline = Self.deadline(timeout)
    while true {
      if contains(needle, from: since) { return output }
      if termination != nil {
        drainAvailable()
        if contains(needle, from: since) { return output }
        throw failure("the program ended before writing \(String(reflecting: text))")
      }
      guard ContinuousClock.now < deadline else {
        throw failure("no \(String(reflecting: text)) in the output after \(timeout) s")
      }
      pump(until: deadline)
      try reap()
    }
  }

  /// Waits for `text` like ``waitFor(_:since:timeout:)`` and returns the
  /// byte count just after it: a `since` for what follows it.
  @discardableResult
  func waitForEnd(of text: String, since: Int = 0, timeout: Double = 10) throws -> Int {
    try waitFor(text, since: since, timeout: timeout)
    return end(of: Array(text.utf8), from: since) ?? outputCount
  }

  /// Waits until the output contains one of `needles`, each looked for
  /// after its own byte count. Returns the index of the first one found.
  func waitForAny(_ needles: [(text: String, since: Int)], timeout: Double = 10) throws -> Int {
    let bytes = needles.map { (Array($0.text.utf8), $0.since) }
    let deadline = Self.deadline(timeout)
    func found() -> Int? { bytes.firstIndex { contains($0.0, from: $0.1) } }
    while true {
      if let index = found() { return index }
      if termination != nil {
        drainAvailable()
        if let index = found() { return index }
        throw failure("the program ended before writing \(needles.map(\.text))")
      }
      guard ContinuousClock.now < deadline else {
        throw failure("none of \(needles.map(\.text)) in the output after \(timeout) s")
      }
      pump(until: deadline)
      try reap()
    }
  }

  /// Waits until the terminal is in non-canonical mode (ICANON off): the
  /// program's line editor is reading keys. Type only then, or the kernel
  /// echoes the keys before the line editor starts.
  /// - Throws: `TerminalSessionError` on timeout or when the program ends first.
  func waitForRawMode(timeout: Double = 10) throws {
    let deadline = Self.deadline(timeout)
    while true {
      if !modes.canonical { return }
      if termination != nil {
        drainAvailable()
        throw failure("the program ended before the terminal left canonical mode")
      }
      guard ContinuousClock.now < deadline else {
        throw failure("the terminal was still in canonical mode after \(timeout) s")
      }
      // A mode change wakes nothing on the first end: look again shortly.
      pump(until: deadline, atMost: .milliseconds(5))
      try reap()
    }
  }

  /// Waits for the program to end, reading its output meanwhile.
  /// - Throws: `TerminalSessionError` on timeout (the program is left running;
  ///   `deinit` kills it).
  func waitForExit(timeout: Double = 10) throws -> Termination {
    let deadline = Self.deadline(timeout)
    while true {
      try reap()
      if let termination {
        drainAvailable()
        return termination
      }
      guard ContinuousClock.now < deadline else {
        throw failure("the program was still running after \(timeout) s")
      }
      pump(until: deadline)
    }
  }

  // MARK: Input and control

  /// Writes `text` to the terminal as if typed: "\t" Tab, "\u{03}" Ctrl-C,
  /// "\u{04}" Ctrl-D, "\r" Enter, "\u{1B}[A" up arrow.
  ///
  /// Records an issue if the terminal does not take the bytes within 10 s.
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    let deadline = Self.deadline(10)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(first, $0.baseAddress, $0.count) }
      if written > 0 {
        offset += written
        continue
      }
      let code = errno
      guard written < 0, code == EINTR || code == EAGAIN else {
        Issue.record("typing into \(terminalPath) failed: \(errorText(code))")
        return
      }
      guard ContinuousClock.now < deadline else {
        Issue.record(
          "the terminal took only \(offset) of \(bytes.count) typed bytes in 10 s\n\(screenText)")
        return
      }
      // The input queue is full: keep reading, in case the program is itself
      // blocked writing, until there is room.
      var entry = pollfd(fd: first, events: Int16(POLLIN | POLLOUT), revents: 0)
      if poll(&entry, 1, 10) > 0 && entry.revents & Int16(POLLIN) != 0 { readAvailable() }
    }
  }

  /// Resizes the terminal's window, as a person dragging its corner does.
  func resize(columns: UInt16, rows: UInt16) {
    if hw_pty_resize(first, columns, rows) != 0 {
      Issue.record("cannot resize \(terminalPath): \(errorText(errno))")
    }
  }

  /// Sends signal `number` to the program, if it is still running.
  func signal(_ number: Int32) {
    guard termination == nil else { return }
    kill(processID, number)
  }

  /// The terminal's current modes: canonical (ICANON) and echo (ECHO) flags.
  var modes: (canonical: Bool, echo: Bool) {
    var canonical: Int32 = 0
    var echo: Int32 = 0
    if hw_pty_modes(second, &canonical, &echo) != 0 {
      Issue.record("cannot read the modes of \(terminalPath): \(errorText(errno))")
    }
    return (canonical != 0, echo != 0)
  }

  // MARK: Private

  private static func deadline(_ seconds: Double) -> ContinuousClock.Instant {
    ContinuousClock.now + .milliseconds(Int64((max(seconds, 0) * 1000).rounded()))
  }

  private func contains(_ needle: [UInt8], from start: Int) -> Bool {
    end(of: needle, from: start) != nil
  }

  /// The byte count just after the first `needle` at or after `start`.
  private func end(of needle: [UInt8], from start: Int) -> Int? {
    let start = min(max(start, 0), received.count)
    guard !needle.isEmpty else { return start }
    guard received.count - start >= needle.count else { return nil }
    for index in start...(received.count - needle.count)
    where received[index] == needle[0]
      && received[index..<(index + needle.count)].elementsEqual(needle)
    {
      return index + needle.count
    }
    return nil
  }

  /// Waits for output until `deadline`, but at most `slice`, then reads all
  /// that is there. The program's exit wakes nothing on the first end (the
  /// parent holds the second end open), so callers look again after a slice.
  private func pump(
    until deadline: ContinuousClock.Instant, atMost slice: Duration = .milliseconds(10)
  ) {
    let remaining = min(ContinuousClock.now.duration(to: deadline), slice)
    let (seconds, attoseconds) = remaining.components
    let milliseconds = max(
      0, min(Int64(Int32.max), seconds * 1000 + attoseconds / 1_000_000_000_000_000))
    var entry = pollfd(fd: first, events: Int16(POLLIN), revents: 0)
    if poll(&entry, 1, Int32(milliseconds)) > 0 { readAvailable() }
  }

  /// Reads whatever the first end has now, without waiting.
  private func readAvailable() {
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(first, $0.baseAddress, $0.count) }
      if count > 0 {
        received += chunk[0..<count]
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return  // EAGAIN: nothing more now.
      }
    }
  }

  /// Reads everything the program wrote before it ended. A write to the second
  /// end reaches the first end's read queue through a kernel work queue, so
  /// right after the exit some may still be on its way: poll(2) on the first
  /// end flushes that queue before answering, so poll until it has no more.
  private func drainAvailable() {
    var entry = pollfd(fd: first, events: Int16(POLLIN), revents: 0)
    while poll(&entry, 1, 0) > 0 && entry.revents & Int16(POLLIN) != 0 {
      let before = received.count
      readAvailable()
      if received.count == before { return }
    }
  }

  /// Notes the program's termination if it has ended, without waiting.
  private func reap() throws {
    guard termination == nil else { return }
    var status: Int32 = 0
    var result: pid_t
    repeat {
      result = waitpid(processID, &status, WNOHANG)
    } while result == -1 && errno == EINTR
    if result == processID {
      termination = Termination(waitStatus: status)
    } else if result == -1 {
      throw failure("waitpid: \(errorText(errno)) (did something else reap the program?)")
    }
  }

  private func failure(_ message: String) -> TerminalSessionError {
    let state = termination.map { "the program \($0)" } ?? "the program is still running"
    var raw = output
    if raw.count > 2000 { raw = "..." + raw.suffix(2000) }
    return TerminalSessionError(
      description: """
        \(message) (\(commandLine); \(state))
        --- screen text so far ---
        \(screenText)
        --- raw output so far (last 2000 characters) ---
        \(String(reflecting: raw))
        """)
  }
}

/// A NULL-terminated array of C strings for posix_spawn, freed on deinit.
private final class CStringArray {
  let pointers: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  private let count: Int

  init(_ strings: [String]) {
    count = strings.count
    pointers = .allocate(capacity: strings.count + 1)
    for (index, string) in strings.enumerated() { pointers[index] = strdup(string) }
    pointers[strings.count] = nil
  }

  deinit {
    for index in 0..<count { free(pointers[index]) }
    pointers.deallocate()
  }
}

private func errorText(_ code: Int32) -> String {
  String(cString: strerror(code))
}
