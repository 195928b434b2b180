import WizardCore

/// `hig-wizard schema NAME`: the JSON Schema of schemas/NAME.json, built
/// into the binary.
struct SchemaCommand {
  let tool: HigWizard

  func main(_ parsed: ParsedArguments) -> ExitCode {
    let spec = Commands.schema
    // In the order the declaration gives them, as the other messages do.
    let names = spec.operands[0].kind.choices
    guard let name = parsed.operands.first else {
      return tool.usageError(.missingOperand(spec.operands[0].missing ?? "NAME"), for: spec)
    }
    guard let schema = BundledTrees.schemas.first(where: { $0.name == name + ".json" }) else {
      return tool.usageError(.invalidChoice(option: "NAME", value: name, allowed: names), for: spec)
    }
    tool.console.write(schema.text)
    return .success
  }
}
