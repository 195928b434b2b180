/// Who answers the questions the given answers leave open.
public enum Respondent: Sendable, Equatable {
  /// Nobody (`--non-interactive`, or the answers came from standard input):
  /// what is missing is listed instead.
  case nobody
  /// Lines read from a pipe.
  case pipe
  /// A person at a terminal: the task is named, the answers reviewed, and
  /// the report offered for saving.
  case person
}

/// Every tree, read the first time it is needed (a run reads only its own
/// tree until it follows an outcome to another).
public final class LazyCatalog {
  private var loaded: TreeCatalog??
  private let load: () -> TreeCatalog?

  /// `load` returns nil when a tree file has errors (having said so).
  public init(_ load: @escaping () -> TreeCatalog?) { self.load = load }

  public var value: TreeCatalog? {
    if let loaded { return loaded }
    let catalog = load()
    loaded = .some(catalog)
    return catalog
  }
}

/// Everything a run is asked to do: the tree, the answers given for it and
/// for its follow-up trees, how the report is written, and who can be
/// asked. ``RunPlanner`` turns it into steps.
public struct RunRequest {
  public var entry: TreeCatalog.Entry
  /// The answers for `entry`'s tree, read as ids.
  public var answers: Answers
  /// The answers for follow-up trees, by tree id.
  public var chained: [String: Answers] = [:]
  /// The `--questions` folders (absolute), for the reproduce line and
  /// saved sessions.
  public var folders: [String] = []
  public var title: String?
  /// `--brief`: the result, how to build it and the checklist only.
  public var brief = false
  /// nil: from the output file's name, else text on a terminal, else Markdown.
  public var format: ReportFormat?
  /// nil: standard output.
  public var output: String?
  /// `--record DIR`: the folder the decision is recorded in.
  public var record: String?
  public var useDefaults = false
  /// `--follow`: go on to follow-up trees without asking.
  public var follow = false
  public var respondent: Respondent = .nobody
  /// Whether standard output is a terminal (the text report, and the offer
  /// to save it, are for one).
  public var outputIsTerminal = false
  /// The language of the reproduce line's `--lang`.
  public var language: Language = .en
  /// A saved session to go on with.
  public var resuming: SavedSession?
  /// Whether a conversation has begun already (the tree menu).
  public var conversing = false
  /// Every tree, for the follow-ups.
  public var catalog: LazyCatalog

  public init(entry: TreeCatalog.Entry, answers: Answers, catalog: LazyCatalog) {
    self.entry = entry
    self.answers = answers
    self.catalog = catalog
  }

  var tree: Tree { entry.tree }
}
