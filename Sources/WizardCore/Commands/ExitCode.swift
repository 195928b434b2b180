/// The exit codes, documented in `--help` and README.md. Few on purpose.
public enum ExitCode: Int32, Sendable {
  /// Done: a report was written, or lint found nothing.
  case success = 0
  /// A file could not be read, written or understood (tree, answers, output),
  /// or lint found problems.
  case failure = 1
  /// The command line was wrong: an unknown option, command, tree, question
  /// or choice.
  case usage = 2
  /// The answers do not reach a recommendation; the missing ones are listed.
  case incomplete = 3
  /// The wizard stopped at SIGHUP (the terminal closed); answers are saved.
  case hangUp = 129
  /// Ctrl-C (SIGINT) at a prompt; answers are saved.
  case interrupted = 130
  /// SIGTERM at a prompt; answers are saved.
  case terminated = 143
  /// Standard output is a pipe whose reader went away (as SIGPIPE would).
  case brokenPipe = 141

  /// What the status means, for `--help` (English: translate it).
  public var meaning: String {
    switch self {
    case .success: translatable("done: a report was written, or lint found no problem")
    case .failure:
      translatable(
        "a file could not be read, written or understood (tree, answers or output file), standard output could not be written, or lint found problems; details on stderr"
      )
    case .usage:
      translatable("usage error: an unknown option, command, tree, question or choice")
    case .incomplete:
      translatable("the answers do not reach a recommendation; stderr lists the missing ones")
    case .hangUp: translatable("the terminal closed (SIGHUP) at a prompt; the answers are saved")
    case .interrupted:
      translatable("Ctrl-C at a prompt; the answers are saved ('hig-wizard resume' goes on)")
    case .terminated: translatable("SIGTERM at a prompt; the answers are saved")
    case .brokenPipe:
      translatable("standard output is a pipe whose reader went away; the run ends quietly")
    }
  }
}
