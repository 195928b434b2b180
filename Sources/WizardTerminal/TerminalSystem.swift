#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization
import WizardCore

// The C library's rename under a name of its own (read is WizardCore's
// `systemRead`): the methods below of those names hide them, and a
// module-qualified call (`Glibc.rename`) would tie the file to one C library.
private func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }

// WizardTerminal's one file that calls the operating system: signals, the
// terminal's modes and size, reads of descriptors, the history
// file's lock and rename, and the locale libedit needs. A port (to macOS,
// say) changes this file; the rest of WizardTerminal calls these.

/// The operating-system calls WizardTerminal makes.
enum TerminalSystem {
  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// The terminal's width in columns, if `descriptor` is one.
  static func columns(of descriptor: Int32) -> Int? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  enum ReadResult {
    case bytes(Int)
    case end
    /// A signal came (EINTR).
    case interrupted
    case failed(Int32)
  }

  static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> ReadResult {
    let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
    if count > 0 { return .bytes(count) }
    if count == 0 { return .end }
    return errno == EINTR ? .interrupted : .failed(errno)
  }

  /// Sets `errno`, as libedit reads it after a read function fails.
  static func setError(_ code: Int32) { errno = code }

  static let interrupted = EINTR
  static func lastError() -> Int32 { errno }

  /// Job control and window signals, as ``JobSignals`` notes them.
  static let suspend = SIGTSTP
  static let resume = SIGCONT
  static let windowChange = SIGWINCH

  /// Text to a C stream (libedit's own), at once.
  static func put(_ text: String, to stream: UnsafeMutablePointer<FILE>) {
    fputs(text, stream)
    fflush(stream)
  }

  /// Installs `handler` for signal `number`, without `SA_RESTART`: a
  /// blocked read returns `EINTR`.
  static func handle(_ number: Int32, _ handler: @convention(c) (Int32) -> Void) {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(number, &action, nil)
  }

  static func isSymbolicLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
  }

  /// Runs `body` while holding an exclusive `flock` of `path` (made 0600 if
  /// need be); false, without running it, when the lock cannot be had.
  static func withExclusiveLock(_ path: String, _ body: () -> Void) -> Bool {
    let lock = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard lock >= 0 else { return false }
    defer { close(lock) }
    guard flock(lock, LOCK_EX) == 0 else { return false }
    defer { flock(lock, LOCK_UN) }
    body()
    return true
  }

  /// A new empty file at `path` (mode `mode`), after removing one left
  /// there; false when it cannot be made.
  static func createEmpty(_ path: String, mode: mode_t) -> Bool {
    unlink(path)
    let created = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard created >= 0 else { return false }
    close(created)
    return true
  }

  static func rename(_ from: String, to: String) -> Bool { systemRename(from, to) == 0 }

  static func remove(_ path: String) { unlink(path) }

  /// Whether a locale's name says UTF-8: "utf" in it, in any case
  /// (`C.UTF-8`, `en_US.utf8`). Read as ASCII bytes: lowercasing and
  /// searching Unicode text cost more than the rest of the terminal's set-up.
  static func isUTF8LocaleName(_ name: String) -> Bool {
    let bytes = Array(name.utf8).map { $0 | 0x20 }
    return bytes.indices.dropLast(2).contains {
      bytes[$0] == UInt8(ascii: "u") && bytes[$0 + 1] == UInt8(ascii: "t")
        && bytes[$0 + 2] == UInt8(ascii: "f")
    }
  }

  /// libedit drops non-ASCII characters unless LC_CTYPE names a UTF-8 locale:
  /// take the environment's, and C.UTF-8 when it names none.
  static func useUTF8Locale() {
    if let name = setlocale(LC_CTYPE, ""), isUTF8LocaleName(String(cString: name)) { return }
    if String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8" { return }
    setlocale(LC_CTYPE, "C.UTF-8")
  }
}

/// Catches SIGINT, SIGTERM and SIGHUP while the wizard asks, so that it can
/// restore the terminal, keep the answers and exit itself. The handlers are
/// installed without `SA_RESTART`: a blocked read returns `EINTR`, and the
/// reader reports the signal.
public enum SignalTrap {
  private static let caught = Atomic<Int32>(0)

  public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  public static func install() {
    // Touch the global before any handler can run: its first use is not
    // safe in a signal handler.
    caught.store(0, ordering: .relaxed)
    for number in signals {
      TerminalSystem.handle(number) { number in
        SignalTrap.caught.store(number, ordering: .relaxed)
      }
    }
  }

  /// The last signal caught and not yet taken, if any.
  public static func take() -> Int32? {
    let number = caught.exchange(0, ordering: .relaxed)
    return number == 0 ? nil : number
  }

  /// Whether a signal that ends the conversation is waiting to be taken.
  static var isPending: Bool { caught.load(ordering: .relaxed) != 0 }
}

/// Job control and window changes while the line editor reads: Ctrl-Z
/// (SIGTSTP), `fg` or `bg` (SIGCONT) and a resized window (SIGWINCH). Their
/// handlers only note the signal, without `SA_RESTART`, so that the blocked
/// read returns and the editor can give the terminal back before stopping,
/// then take it again and redraw. They are installed only for the time of a
/// read: elsewhere these signals keep their default actions.
enum JobSignals {
  private static let noted = Atomic<UInt32>(0)
  private static let watched: [Int32] = [SIGTSTP, SIGCONT, SIGWINCH]

  static func watch() {
    noted.store(0, ordering: .relaxed)
    for number in watched {
      TerminalSystem.handle(number) { number in
        JobSignals.noted.bitwiseOr(1 << UInt32(number), ordering: .relaxed)
      }
    }
  }

  static func unwatch() {
    for number in watched { signal(number, SIG_DFL) }
  }

  static var isPending: Bool { noted.load(ordering: .relaxed) != 0 }

  /// The signals noted since the last call, as a set.
  static func take() -> Set<Int32> {
    let bits = noted.exchange(0, ordering: .relaxed)
    return Set(watched.filter { bits & (1 << UInt32($0)) != 0 })
  }

  /// Stops the process as the default action of SIGTSTP would, and returns
  /// once it is continued.
  static func stopHere() {
    signal(SIGTSTP, SIG_DFL)
    raise(SIGTSTP)
    watch()
  }
}

/// The terminal modes of standard input as they were at the start, put back
/// on every way out.
public struct TerminalModes: Sendable {
  private let saved: termios?

  /// Remembers the modes when standard input is a terminal.
  public init() {
    var modes = termios()
    saved = isatty(0) == 1 && tcgetattr(0, &modes) == 0 ? modes : nil
  }

  public func restore() {
    guard var modes = saved else { return }
    tcsetattr(0, TCSANOW, &modes)
  }
}

/// A line typed at a prompt, or why there is none.
public enum LineInput: Sendable, Equatable {
  case line(String)
  /// A signal arrived while waiting (Ctrl-C is SIGINT).
  case interrupted(Int32)
  /// Ctrl-D on an empty line, or the end of piped input.
  case endOfInput
}

/// Reads one answer at a time: the line editor on a terminal, plain lines
/// from a pipe.
public protocol LineReader: AnyObject {
  /// Shows `prompt` and reads a line; `completions` are what Tab offers,
  /// `shown` what was said above the prompt (a terminal draws it again
  /// after the program was stopped and continued).
  func read(prompt: String, completions: [String], shown: String) -> LineInput
}

/// Lines from standard input when it is not a terminal: no editing, the
/// prompt and the line read are written to `stream` so that a log of the run
/// reads like a conversation.
public final class PlainLineReader: LineReader {
  private let console: Console
  private let stream: Console.Stream
  private var buffer: [UInt8] = []
  private var atEnd = false

  public init(console: Console, stream: Console.Stream) {
    self.console = console
    self.stream = stream
  }

  public func read(prompt: String, completions: [String], shown: String) -> LineInput {
    console.write(prompt, to: stream)
    let input = nextLine()
    if case .line(let line) = input {
      console.write(PlainText.excerpt(line, maximum: Diagnostic.maximumMessageLength) + "\n", to: stream)
    } else {
      console.write("\n", to: stream)
    }
    if tooLong {
      tooLong = false
      DiagnosticPrinter(console: console).print(
        Diagnostic(
          .error,
          Message(
            "a reply longer than {1} bytes; the rest of the input is not read",
            "\(BatchReader.maximumRecordBytes)")))
    }
    return input
  }

  /// The bytes of `buffer` already searched for a line end.
  private var scanned = 0
  /// The reply just read was past the cap.
  private var tooLong = false

  private func nextLine() -> LineInput {
    while true {
      if let number = SignalTrap.take() { return .interrupted(number) }
      if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
        var line = Array(buffer[..<newline])
        buffer.removeSubrange(...newline)
        scanned = 0
        if line.last == 0x0D { line.removeLast() }
        return .line(String(decoding: line, as: UTF8.self))
      }
      scanned = buffer.count
      // A reply is capped as a batch record is: past the cap (a file with
      // no line end, /dev/zero) the input ends here, with an error, and
      // the answers so far are kept as at any other end of input.
      if buffer.count > BatchReader.maximumRecordBytes {
        tooLong = true
        buffer = []
        scanned = 0
        atEnd = true
        return .endOfInput
      }
      if atEnd {
        guard !buffer.isEmpty else { return .endOfInput }
        defer {
          buffer.removeAll()
          scanned = 0
        }
        return .line(String(decoding: buffer, as: UTF8.self))
      }
      var chunk = [UInt8](repeating: 0, count: 4096)
      switch chunk.withUnsafeMutableBytes({ TerminalSystem.read(0, into: $0) }) {
      case .bytes(let count): buffer += chunk[0..<count]
      case .interrupted:
        if let number = SignalTrap.take() { return .interrupted(number) }
      case .end, .failed: atEnd = true
      }
    }
  }
}
