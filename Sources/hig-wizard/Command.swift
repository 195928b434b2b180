import WizardCore
import WizardTerminal

/// A command of hig-wizard: the declaration its name carries, and what it
/// does. Success is a return; anything else a thrown ``CommandFailure``,
/// which dispatch turns into a message and an exit status in one place.
protocol Command {
  /// Its name in ``CommandName``, the one list of commands.
  static var name: CommandName { get }
  init(tool: HigWizard)
  /// The tool's settings for this run: language, console, trees' folders.
  var tool: HigWizard { get }
  func run(_ parsed: ParsedArguments) throws(CommandFailure)
}

extension Command {
  /// The declaration: options, operands, help, examples, exit statuses.
  static var spec: CommandSpec { name.spec }
  var language: Language { tool.language }
  var console: Console { tool.console }

  /// Operand `index` read as one of `Value`'s cases: a missing operand or
  /// another word is a usage error naming the declared choices.
  func operand<Value: RawRepresentable>(
    _ index: Int, of parsed: ParsedArguments, as: Value.Type
  ) throws(CommandFailure) -> Value where Value.RawValue == String {
    let spec = Self.spec
    let declared = spec.operands[index]
    guard index < parsed.operands.count else {
      throw .usage(.missingOperand(declared.missing ?? declared.name), spec: spec)
    }
    let word = parsed.operands[index]
    guard let value = Value(rawValue: word) else {
      // In the order the declaration gives them, as the other messages do.
      throw .usage(
        .invalidChoice(option: declared.name, value: word, allowed: declared.kind.choices),
        spec: spec)
    }
    return value
  }
}

extension CommandName {
  /// The type that runs the command. A switch over every name: a command
  /// declared without one does not compile (there is no silent default).
  var type: any Command.Type {
    switch self {
    case .run: RunCommand.self
    case .resume: ResumeCommand.self
    case .batch: BatchCommand.self
    case .check: CheckCommand.self
    case .list: ListCommand.self
    case .show: ShowCommand.self
    case .graph: GraphCommand.self
    case .lint: LintCommand.self
    case .new: NewCommand.self
    case .scan: ScanCommand.self
    case .schema: SchemaCommand.self
    case .completion: CompletionCommand.self
    case .help: HelpCommand.self
    }
  }
}
