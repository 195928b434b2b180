/// The commands of hig-wizard, in the order the help lists them: the one
/// list that dispatch, help, "did you mean", completion and the manual page
/// read. A case without a declaration (``spec``) does not compile, and the
/// executable's dispatch switches over it, so neither does a case without a
/// `run`.
public enum CommandName: String, Sendable, CaseIterable {
  case run, resume, batch, list, show, graph, lint, new, scan, check, schema, completion, help

  /// The command's declaration. A switch: a run makes only its own
  /// command's declaration, not all thirteen.
  public var spec: CommandSpec {
    switch self {
    case .run: Commands.run
    case .resume: Commands.resume
    case .batch: Commands.batch
    case .check: Commands.check
    case .list: Commands.list
    case .show: Commands.show
    case .graph: Commands.graph
    case .lint: Commands.lint
    case .new: Commands.new
    case .scan: Commands.scan
    case .schema: Commands.schema
    case .completion: Commands.completion
    case .help: Commands.help
    }
  }
}
