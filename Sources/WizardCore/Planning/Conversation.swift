/// How a person left a prompt.
public enum ConversationStop: Error, Sendable, Equatable {
  /// `quit` was typed.
  case quit
  /// Ctrl-D on an empty line, or the end of piped input.
  case endOfInput
  /// A signal, such as SIGINT for Ctrl-C.
  case signal(Int32)
}

/// How a walk at the prompt ended.
public enum WalkEnding: Sendable {
  /// The session reached an outcome.
  case finished(Session)
  /// The walk stopped before an outcome, with the answers so far.
  case stopped(Session, ConversationStop)
  /// The person is not sure of the answer to this yes/no question: both
  /// answers are to be followed. The session ends at the question.
  case unsure(Session, Question)
  /// The person typed `restart` and confirmed it: every answer, given
  /// before the walk or typed in it, is to be forgotten. The session is
  /// the tree's empty one.
  case restarted(Session)
  /// `back` at the first question of a follow-up decision: the decision
  /// before it is to be reopened at its last question.
  case backedOut(Session)
}

/// What the person said when the answers were shown for review.
public enum ReviewReply: Sendable, Equatable {
  /// Enter: write the report.
  case done
  /// A number: change that answer (0-based), in the walk it was part of.
  case change(Int)
  /// `restart`, confirmed.
  case restart
}

/// What the person said to the offer of the next decision.
public enum FollowUpReply: Sendable, Equatable {
  case go, skip
  /// Reopen the last question of the decision just made.
  case back
  /// `restart`, confirmed: every decision again from the first question.
  case restart
}

/// How the offer to save a report ended.
public enum SaveEnd: Sendable, Equatable {
  case saved(String)
  case skipped
  /// Skipped after a write failed: the report is on the screen only.
  case notSaved
  /// `back`: reopen the last question.
  case back
  /// `restart`, confirmed.
  case restart
}

/// What is kept so that `hig-wizard resume` can go on.
public struct SessionSaving: Sendable, Equatable {
  /// The session's name, once it has been saved (or when resuming).
  public var name: String?
  public var questionFolders: [String]
  public var title: String?
  /// Whether to save at all: on a terminal always; from a pipe once an
  /// answer has been read (a run with flags only is easy to run again).
  public var enabled: Bool
  public var warned = false
  /// Whether the last save failed (the file then holds fewer answers).
  public var failed = false
  /// How many answers the saved file holds (``SavedSession/answerCount``),
  /// once it has been saved or read.
  public var answersSaved: Int?

  public init(name: String?, questionFolders: [String], title: String?, enabled: Bool) {
    self.name = name
    self.questionFolders = questionFolders
    self.title = title
    self.enabled = enabled
  }
}

extension ExitCode {
  /// The exit code of a walk that stopped: 0 for `quit` and Ctrl-D, 128 plus
  /// the signal's number for a signal, as shells report it (Ctrl-C: 130).
  public init(_ stop: ConversationStop) {
    switch stop {
    case .quit, .endOfInput: self = .success
    case .signal(let number) where number == System.interrupt: self = .interrupted
    case .signal(let number) where number == System.hangUp: self = .hangUp
    case .signal: self = .terminated
    }
  }
}
