/// Replays decision records against the current trees, with the engine's
/// one walk (``Evaluation/evaluate(_:answers:useDefaults:carried:)``): each
/// decision's recorded answers are given, the facts the decisions before it
/// settled are carried, and no default is taken, so that a question a tree
/// now asks and the record has no answer for shows up as the difference.
public enum RecordCheck {
  /// How one decision, or a record as a whole, stands today.
  public enum Status: String, Sendable, Comparable {
    /// The same outcome, from the same version of the tree.
    case unchanged
    /// The tree changed, the outcome did not: a note, not a failure.
    case versionChanged = "version-changed"
    /// Not replayed: a decision before it changed or its tree is missing.
    case notChecked = "not-checked"
    /// The recommendation is another now, or the answers no longer reach one.
    case changed
    /// The record names a tree that is not loaded.
    case treeMissing = "tree-missing"
    /// The file could not be read or understood.
    case broken

    /// Whether `check` fails for it.
    public var fails: Bool { self == .changed || self == .treeMissing || self == .broken }

    private var rank: Int {
      switch self {
      case .unchanged: 0
      case .versionChanged: 1
      case .notChecked: 2
      case .changed: 3
      case .treeMissing: 4
      case .broken: 5
      }
    }

    public static func < (a: Status, b: Status) -> Bool { a.rank < b.rank }
  }

  /// The question that made a decision come out otherwise.
  public struct Difference: Sendable, Equatable {
    public enum Kind: String, Sendable {
      /// The question is answered otherwise now (a carried fact changed).
      case answeredOtherwise = "answered-otherwise"
      /// The tree now asks it, and the record has no answer for it.
      case unanswered
      /// The record's answer is not one of its choices any more.
      case choiceGone = "choice-gone"
      /// The record answered it, and the tree no longer asks it there.
      case noLongerAsked = "no-longer-asked"
      /// The same answers lead to another outcome.
      case leadsElsewhere = "leads-elsewhere"
    }

    public var kind: Kind
    public var question: String
    /// The record's answer to it, when it has one.
    public var recorded: String?
    /// The answer on today's path, when the walk took one.
    public var now: String?
  }

  /// One decision of a record, replayed.
  public struct DecisionResult: Sendable {
    public var recorded: DecisionRecord.Decision
    public var status: Status
    /// Today's outcome; nil when the answers reach none, or not replayed.
    public var outcome: String?
    /// Today's version of the tree; nil when it is missing.
    public var version: String?
    public var difference: Difference?
    /// For a decision whose outcome stands but no longer goes on to the
    /// tree of the record's next decision (`followUpRecorded`): the
    /// follow-up it names now, or nil for none.
    public var followUpChanged = false
    public var followUpNow: String?
    public var followUpRecorded: String?
    /// Where the decision is written in the record.
    public var location: SourceLocation?
  }

  /// One record file, checked.
  public struct RecordResult: Sendable {
    public var file: String
    /// nil for a broken record.
    public var record: DecisionRecord?
    public var decisions: [DecisionResult]
    /// Why a broken record could not be read.
    public var diagnostics: [Diagnostic]

    /// The worst of its decisions' statuses; `broken` when it did not load.
    public var status: Status {
      if record == nil { return .broken }
      return decisions.map(\.status).max() ?? .unchanged
    }
  }

  /// Reads and replays the record file at `path`; one that cannot be read
  /// is broken, with the system's reason.
  public static func check(path: String, trees: (String) -> Tree?) -> RecordResult {
    do {
      return check(bytes: try FileSystem.read(path), file: path, trees: trees)
    } catch {
      return RecordResult(
        file: path, record: nil, decisions: [], diagnostics: [Diagnostic(.error, error.message)])
    }
  }

  /// Reads and replays the record in `bytes`.
  public static func check(bytes: [UInt8], file: String, trees: (String) -> Tree?) -> RecordResult {
    let loaded = RecordLoader.load(bytes: bytes, source: file)
    guard let record = loaded.record else {
      return RecordResult(file: file, record: nil, decisions: [], diagnostics: loaded.diagnostics)
    }
    var result = check(record, file: file, trees: trees)
    for index in result.decisions.indices where index < loaded.decisionLocations.count {
      result.decisions[index].location = loaded.decisionLocations[index]
    }
    return result
  }

  /// Replays `record`, decision by decision; after one that changed (or
  /// whose tree is missing) the rest are not checked: the chain they were
  /// part of is not the one taken today.
  public static func check(_ record: DecisionRecord, file: String, trees: (String) -> Tree?)
    -> RecordResult
  {
    var results: [DecisionResult] = []
    var decided: DecisionChain.Decided?
    var stopped = false
    for (index, recorded) in record.decisions.enumerated() {
      var result = DecisionResult(recorded: recorded, status: .notChecked)
      defer { results.append(result) }
      guard !stopped else { continue }
      guard let tree = trees(recorded.tree) else {
        result.status = .treeMissing
        stopped = true
        continue
      }
      result.version = tree.fingerprint
      var given = Answers()
      for answer in recorded.answers where answer.source != .carried {
        given[answer.question] = answer.choice
      }
      let carried = decided?.carried(into: tree) ?? Answers()
      let evaluation = Evaluation.evaluate(
        tree, answers: given, useDefaults: false, carried: carried)
      result.outcome = evaluation.session.outcome?.id
      if result.outcome != recorded.outcome {
        result.status = .changed
        result.difference = difference(recorded, evaluation)
        stopped = true
        continue
      }
      result.status = tree.fingerprint == recorded.version ? .unchanged : .versionChanged
      // The same outcome, leading on to another decision than the one
      // recorded next: the chain, and so its combined result, changed.
      let follow = evaluation.session.outcome?.follow
      if index + 1 < record.decisions.count, follow != record.decisions[index + 1].tree {
        result.status = .changed
        result.followUpChanged = true
        result.followUpNow = follow
        result.followUpRecorded = record.decisions[index + 1].tree
        stopped = true
        continue
      }
      if decided == nil {
        decided = DecisionChain.Decided(evaluation.session)
      } else {
        decided?.append(evaluation.session)
      }
    }
    return RecordResult(file: file, record: record, decisions: results, diagnostics: [])
  }

  /// The first place where today's walk parts from the recorded path.
  static func difference(_ recorded: DecisionRecord.Decision, _ evaluation: Evaluation)
    -> Difference?
  {
    let steps = evaluation.session.steps
    func answer(to question: String) -> String? {
      recorded.answers.first { $0.question == question }?.choice
    }
    for (index, step) in steps.enumerated() {
      guard index < recorded.answers.count else {
        return Difference(
          kind: .answeredOtherwise, question: step.questionID,
          recorded: answer(to: step.questionID), now: step.choiceID)
      }
      let then = recorded.answers[index]
      if then.question == step.questionID {
        if then.choice != step.choiceID {
          return Difference(
            kind: .answeredOtherwise, question: step.questionID, recorded: then.choice,
            now: step.choiceID)
        }
        continue
      }
      // Another question here: the recorded one is gone from this place
      // when the record's answer to the new one is what the walk took.
      if answer(to: step.questionID) == step.choiceID {
        return Difference(
          kind: .noLongerAsked, question: then.question, recorded: then.choice, now: nil)
      }
      return Difference(
        kind: .answeredOtherwise, question: step.questionID,
        recorded: answer(to: step.questionID), now: step.choiceID)
    }
    if let question = evaluation.session.currentQuestion {
      guard let choice = answer(to: question.id) else {
        return Difference(kind: .unanswered, question: question.id, recorded: nil, now: nil)
      }
      return Difference(kind: .choiceGone, question: question.id, recorded: choice, now: nil)
    }
    guard let last = steps.last else { return nil }
    return Difference(
      kind: .leadsElsewhere, question: last.questionID, recorded: last.choiceID,
      now: last.choiceID)
  }
}
