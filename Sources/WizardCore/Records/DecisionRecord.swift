/// A decision taken, written down beside the code that carries it out:
/// the task, the answers given in each tree of the chain with where each
/// came from, the outcome each tree reached and the tree's version then,
/// and the Swift types or files that implement it. `run --record` writes
/// one (``yaml``), `check` reads them back (``RecordLoader``) and replays
/// them against the current trees (``RecordCheck``).
///
/// A record is plain data: what a decision was, not how to walk a tree.
/// The walk stays the engine's (``Evaluation``, ``KnownAnswers``).
public struct DecisionRecord: Sendable, Equatable {
  /// One tree's decision: with `--follow` a chain has several, in order.
  public struct Decision: Sendable, Equatable {
    /// The tree's id.
    public var tree: String
    /// ``Tree/fingerprint`` of the tree when the decision was taken, as the
    /// JSON report's `tree.hash` records it.
    public var version: String
    /// The id of the outcome reached.
    public var outcome: String
    /// The path taken, in order.
    public var answers: [Answer]

    public init(tree: String, version: String, outcome: String, answers: [Answer]) {
      self.tree = tree
      self.version = version
      self.outcome = outcome
      self.answers = answers
    }
  }

  /// One answered question of a decision's path.
  public struct Answer: Sendable, Equatable {
    public var question: String
    public var choice: String
    /// Where the answer came from, as the report's answers table says it:
    /// `given`, `default` or `carried`.
    public var source: Session.AnswerSource

    public init(question: String, choice: String, source: Session.AnswerSource) {
      self.question = question
      self.choice = choice
      self.source = source
    }
  }

  /// The task's name, as the report's title.
  public var task: String
  /// The day the decision was recorded, `YYYY-MM-DD` (local time).
  public var date: String
  public var decisions: [Decision]
  /// The Swift types (or files) that implement the task; written by hand,
  /// kept when the record is written again.
  public var code: [String]

  public init(task: String, date: String, decisions: [Decision], code: [String] = []) {
    self.task = task
    self.date = date
    self.decisions = decisions
    self.code = code
  }

  /// The outcome the chain ends in: the last decision's.
  public var finalOutcome: String? { decisions.last?.outcome }

  /// The file name a record of `task` has in a folder of records: the task
  /// made into a safe name as sessions' are (`Photo filters` →
  /// `photo-filters.yaml`), the first tree's id when nothing is left.
  public static func fileName(task: String, treeID: String) -> String {
    FileName.slug(task, fallback: treeID) + ".yaml"
  }

  /// `2026-12-07` for `seconds` since 1970, in local time.
  public static func date(_ seconds: Int) -> String {
    let time = LocalTime(seconds)
    return "\(time.year)-\(time.month)-\(time.day)"
  }
}

extension DecisionRecord {
  /// The record of a finished run: the report's decision and those of its
  /// follow-ups; nil for a conditional report (`unsure` answers that
  /// matter), which recommends no one outcome to record.
  public init?(report: Report, date: String, code: [String] = []) {
    guard report.branches.isEmpty else { return nil }
    let decisions = ([report] + report.followUps).map { decision in
      Decision(
        tree: decision.treeID, version: decision.treeHash, outcome: decision.outcome.id,
        answers: decision.steps.map {
          Answer(question: $0.questionID, choice: $0.answerID, source: $0.source)
        })
    }
    self.init(task: report.title, date: date, decisions: decisions, code: code)
  }
}
