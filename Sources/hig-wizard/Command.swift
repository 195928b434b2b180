import WizardCore

/// A command of hig-wizard: the declaration its name carries, and what it
/// does. Success is a return; anything else a thrown ``CommandFailure``,
/// which dispatch turns into a message and an exit status in one place.
protocol Command {
  /// Its name in ``CommandName``, the one list of commands.
  static var name: CommandName { get }
  init(tool: HigWizard)
  func run(_ parsed: ParsedArguments) throws(CommandFailure)
}

extension Command {
  /// The declaration: options, operands, help, examples, exit statuses.
  static var spec: CommandSpec { name.spec }
}

extension CommandName {
  /// The type that runs the command. A switch over every name: a command
  /// declared without one does not compile (there is no silent default).
  var type: any Command.Type {
    switch self {
    case .run: RunCommand.self
    case .resume: ResumeCommand.self
    case .batch: BatchCommand.self
    case .list: ListCommand.self
    case .show: ShowCommand.self
    case .graph: GraphCommand.self
    case .lint: LintCommand.self
    case .schema: SchemaCommand.self
    case .completion: CompletionCommand.self
    case .help: HelpCommand.self
    }
  }
}
