#if canImport(Glibc)
  import Glibc
#endif
import Synchronization
import WizardCore

/// Standard output and standard error, and what kind of thing they are.
public struct Console: Sendable {
  public enum Stream: Int32, Sendable {
    case output = 1
    case error = 2
  }

  /// The language everything written here speaks (`--lang`, or the
  /// locale), handed to whatever makes the text.
  public var language: Language

  public init(language: Language = .en) { self.language = language }

  public func isTerminal(_ stream: Stream) -> Bool { isatty(stream.rawValue) == 1 }

  public var inputIsTerminal: Bool { isatty(0) == 1 }

  /// Colour and bold only on a terminal, never when `NO_COLOR` is set, and
  /// not on a terminal that says it knows no escape sequences (`TERM=dumb`).
  public func usesColor(_ stream: Stream) -> Bool {
    guard isTerminal(stream) else { return false }
    if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
    if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
    return true
  }

  /// The width to wrap text at: `COLUMNS`, else the terminal's, else nil.
  public func width(_ stream: Stream) -> Int? {
    if let columns = getenv("COLUMNS").flatMap({ Int(String(cString: $0)) }), columns > 0 {
      return columns
    }
    var size = winsize()
    if ioctl(stream.rawValue, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    return nil
  }

  /// The first error writing to standard output (`errno`), 0 while none:
  /// a failed write is never taken for success (see ``outputFailure``).
  private static let outputError = Atomic<Int32>(0)

  /// Why writing to standard output failed, if it did: `EPIPE` for a
  /// reader that went away.
  public var outputFailure: Int32? {
    let code = Self.outputError.load(ordering: .relaxed)
    return code == 0 ? nil : code
  }

  /// Writes all of `text`; a failure to write standard output is kept for
  /// ``outputFailure`` (the command then ends with an error, or quietly for
  /// a closed pipe), and nothing more is written there.
  public func write(_ text: String, to stream: Stream = .output) {
    write(bytes: Array(text.utf8), to: stream)
  }

  /// Writes all of `bytes`, as ``write(_:to:)`` does.
  public func write(bytes: [UInt8], to stream: Stream = .output) {
    if stream == .output, outputFailure != nil { return }
    var bytes = bytes
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return Glibc.write(stream.rawValue, base + offset, raw.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        if stream == .output {
          _ = Self.outputError.compareExchange(
            expected: 0, desired: errno, ordering: .relaxed)
        }
        return
      }
      offset += written
    }
  }
}
