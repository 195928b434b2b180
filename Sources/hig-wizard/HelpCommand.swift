import WizardCore

/// `hig-wizard help [COMMAND]`: the overview, or a command's help; with
/// `--man`, the whole manual page, made at build time as `make man` makes it.
struct HelpCommand: Command {
  static let name = CommandName.help
  let tool: HigWizard

  func run(_ parsed: ParsedArguments) throws(CommandFailure) {
    if parsed.has(.man) {
      // The page is the whole program's: a command named too is a mistake.
      if let topic = parsed.operands.first {
        throw .usage(.conflictingOptions("--man", topic), spec: Self.spec)
      }
      tool.console.write(BundledTrees.manPage + "\n")
      return
    }
    guard let topic = parsed.operands.first else {
      tool.console.write(tool.helpScreen().main(version: version))
      return
    }
    guard let spec = Commands.named(topic) else { throw HigWizard.unknownCommand(topic) }
    tool.console.write(tool.helpScreen().command(spec))
  }
}
