/// Why a command did not end in success, as data: commands throw it, and
/// one place at the edge (the executable's dispatch) prints its message and
/// ends with ``exitCode``, as swift-argument-parser's `MessageInfo` does.
public enum CommandFailure: Error, Sendable {
  /// The command line was wrong: the problem, then `spec`'s usage line (none
  /// for the command-less overview) and where to read more. `context`
  /// starts each line of the message (`--answers FILE: ...`).
  case usage(UsageError, spec: CommandSpec?, context: Message? = nil)
  /// Mistakes in what the command line named (an answers file), already
  /// told one by one: just where to read more.
  case usageTold(CommandSpec)
  /// The configuration file at `path` has mistakes (`diagnostics`, each at
  /// its place): a usage error, since it stands for flags, told with what
  /// to do about it.
  case configuration(path: String, diagnostics: [Diagnostic])
  /// A file could not be read, written or understood, or the command found
  /// problems: `diagnostic` says which.
  case error(Diagnostic)
  /// As ``error(_:)``, with the problems already printed as they were met.
  case told
  /// A run that ended otherwise than in success and said why itself: its
  /// status (a stop at a signal, answers that do not reach an outcome).
  case ended(ExitCode)

  /// The one mapping from a failure to the exit status README.md and the
  /// manual page document.
  public var exitCode: ExitCode {
    switch self {
    case .usage, .usageTold, .configuration: .usage
    case .error, .told: .failure
    case .ended(let code): code
    }
  }

  /// Returns for success; else throws ``ended(_:)`` with the status a run
  /// chose (the planner says why itself).
  public static func unlessSuccess(_ code: ExitCode) throws(CommandFailure) {
    guard code == .success else { throw .ended(code) }
  }
}
