import WizardCore

/// `hig-wizard schema NAME`: the JSON Schema of schemas/NAME.json, built
/// into the binary.
struct SchemaCommand: Command {
  static let name = CommandName.schema
  let tool: HigWizard

  func run(_ parsed: ParsedArguments) throws(CommandFailure) {
    let spec = Self.spec
    guard let name = parsed.operands.first else {
      throw .usage(.missingOperand(spec.operands[0].missing ?? "NAME"), spec: spec)
    }
    guard let known = SchemaName(rawValue: name),
      let schema = BundledTrees.schemas.first(where: { $0.name == known.fileName })
    else {
      // In the order the declaration gives them, as the other messages do.
      throw .usage(
        .invalidChoice(option: "NAME", value: name, allowed: spec.operands[0].kind.choices),
        spec: spec)
    }
    tool.console.write(schema.text)
  }
}
