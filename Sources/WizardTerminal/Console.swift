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
  /// `--color`, else the configuration file's `color`, else `auto`.
  public var color: ColorChoice

  public init(language: Language = .en, color: ColorChoice = .auto) {
    self.language = language
    self.color = color
  }

  public func isTerminal(_ stream: Stream) -> Bool { TerminalSystem.isTerminal(stream.rawValue) }

  public var inputIsTerminal: Bool { TerminalSystem.isTerminal(0) }

  /// Whether text for `stream` gets colour and bold: ``color``, then the
  /// environment (`NO_COLOR`, `CLICOLOR_FORCE`, `CLICOLOR`, `TERM`) and
  /// whether `stream` is a terminal, in the order
  /// ``ColorChoice/usesColor(isTerminal:environment:)`` gives.
  public func usesColor(_ stream: Stream) -> Bool {
    color.usesColor(isTerminal: isTerminal(stream), environment: System.environment)
  }

  /// The width to wrap text at: `COLUMNS`, else the terminal's, else nil.
  public func width(_ stream: Stream) -> Int? {
    if let columns = System.environment("COLUMNS").flatMap({ Int($0) }), columns > 0 {
      return columns
    }
    return TerminalSystem.columns(of: stream.rawValue)
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
    let failure = FileSystem.write(bytes, to: stream.rawValue)
    if failure != 0, stream == .output {
      _ = Self.outputError.compareExchange(expected: 0, desired: failure, ordering: .relaxed)
    }
  }
}
