import WizardCore

/// `hig-wizard new TREE-ID [--output FILE|DIR]`: a complete tree to start
/// from (``TreeSkeleton``), written to a file that does not exist yet.
struct NewCommand: Command {
  static let name = CommandName.new
  let tool: HigWizard

  func run(_ parsed: ParsedArguments) throws(CommandFailure) {
    guard let id = parsed.operands.first else {
      throw .usage(.missingOperand(Self.spec.operands[0].missing ?? "TREE-ID"), spec: Self.spec)
    }
    // The id is public from the start: the one lint would refuse is refused
    // here, before anything is written.
    guard TreeValidator.isValidID(id) else {
      throw .usage(
        .invalidValue(
          option: "TREE-ID", value: PlainText.inline(id),
          expected: Message("a lower-case kebab-case id, such as 'deletion'")),
        spec: Self.spec)
    }
    let text = TreeSkeleton.text(id: id)
    let output = parsed.last(.output)
    if output == "-" {
      console.write(text)
      return
    }
    let name = id + ".yaml"
    let path = output.map { FileSystem.isDirectory($0) ? joined($0, name) : $0 } ?? name
    let made: Bool
    do {
      made = try FileSystem.createExclusively(Array(text.utf8), at: path, mode: 0o644)
    } catch {
      throw .error(Diagnostic(.error, error.message))
    }
    guard made else {
      throw .error(
        Diagnostic(
          .error,
          Message(
            "'{1}' already exists; it is left as it was (choose another name with --output)",
            PlainText.inline(path))))
    }
    console.write(
      language.tr("wrote {1}; check it with 'hig-wizard lint {1}'", PlainText.inline(path)) + "\n",
      to: .error)
  }

  /// `folder/name`, with one slash between them.
  private func joined(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
