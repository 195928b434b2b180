import WizardCore

/// `hig-wizard schema NAME`: the JSON Schema of schemas/NAME.json, built
/// into the binary.
struct SchemaCommand: Command {
  static let name = CommandName.schema
  let tool: HigWizard

  func run(_ parsed: ParsedArguments) throws(CommandFailure) {
    let known = try operand(0, of: parsed, as: SchemaName.self)
    // Every name is a file built into the binary (SchemaTests); one that
    // is not is refused as an unknown name.
    guard let schema = BundledTrees.schemas.first(where: { $0.name == known.fileName }) else {
      throw .usage(
        .invalidChoice(option: "NAME", value: known.rawValue, allowed: []), spec: Self.spec)
    }
    console.write(schema.text)
  }
}
