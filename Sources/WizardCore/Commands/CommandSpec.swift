/// What an option's value or an operand is, for checking it and, in shell
/// completion, for offering candidates.
public enum ValueKind: Sendable, Equatable {
  case text
  case file
  case folder
  /// A tree id.
  case tree
  /// A saved session's name (or a tree id).
  case session
  /// A saved session's name only.
  case sessionName
  /// `ID=CHOICE`, or `TREE.QUESTION=CHOICE`.
  case answer
  case language
  /// A command's name.
  case command
  /// One of these words (case-insensitive).
  case choice([String])

  /// A choice of `Value`'s cases, in their order: help, completion and
  /// validation list the values the command reads.
  public static func cases<Value: CaseIterable & RawRepresentable<String>>(of _: Value.Type)
    -> ValueKind
  {
    .choice(Value.allCases.map(\.rawValue))
  }

  /// The words of a `choice`, in the order declared; empty for another kind.
  public var choices: [String] {
    if case .choice(let words) = self { return words }
    return []
  }
}

/// An operand a command takes.
public struct OperandSpec: Sendable {
  /// As the usage line names it: `TREE`, `NAME|TREE`, `FILE|DIR`.
  public var name: String
  public var kind: ValueKind
  /// Said when it is left out ("missing the tree to run, …"); nil: optional.
  public var missing: String?
  public var repeatable = false
  /// What `-` stands for, where it is standard input (translatable);
  /// completion offers `-` with it.
  public var standardInput: String? = nil
}

/// One command, declared once: parsing, dispatch, its help screen, usage
/// errors (with "did you mean"), and shell completion and the man page are
/// all made from this.
public struct CommandSpec: Sendable {
  public var command: CommandName
  public var name: String { command.rawValue }
  public var operands: [OperandSpec]
  /// One line, for the list of commands (translatable).
  public var summary: String
  /// The command's own options; the global ones are added to every command.
  public var options: [OptionSpec]
  /// Paragraphs before the options (translatable).
  public var about: [String]
  /// Paragraphs after the options (translatable).
  public var notes: [String] = []
  /// Shell lines; a `    # comment` at the end of one (declared with
  /// ``translatable(_:)``) is translated.
  public var examples: [String]
  /// The exit codes that apply, for the help screen and the man page.
  public var exitCodes: [ExitCode]
  /// What the help screen says of the exit statuses instead of listing
  /// ``exitCodes`` (translatable), when one paragraph says it better.
  public var exitSummary: String? = nil
  /// The options the overview's usage line shows (the rest are
  /// `[options]`).
  public var featured: [OptionName] = []

  /// Every option the command accepts, the global ones last.
  public var allOptions: [OptionSpec] { options + Commands.global }

  /// `hig-wizard run TREE [--answer ID=CHOICE]... [--defaults] …`
  public var usage: String { usageWords(of: options).joined(separator: " ") }

  /// `hig-wizard run TREE [--answer ID=CHOICE]... [options]`, for the
  /// overview of every command.
  public var synopsis: String {
    let shown = options.filter { featured.contains($0.name) }
    return usageWords(of: shown).joined(separator: " ")
      + (shown.count < options.count ? " [options]" : "")
  }

  /// The usage line's words, each of which stays whole when it is wrapped:
  /// `hig-wizard`, `run`, `TREE`, `[--format markdown|json|text]`, ….
  public func usageWords(of options: [OptionSpec]) -> [String] {
    var words = ["hig-wizard", name]
    for operand in operands {
      var word = operand.missing == nil ? "[\(operand.name)]" : operand.name
      if operand.repeatable { word += "..." }
      words.append(word)
    }
    for option in options {
      var word = "[--\(option.long)"
      if let value = option.usageValue { word += " \(value)" }
      word += "]"
      if option.repeatable { word += "..." }
      words.append(word)
    }
    return words
  }

  /// Parses `arguments` for this command in one pass: options (grouped or
  /// not) and operands, each checked against its declaration. The first
  /// mistake is in ``ParsedArguments/problem``; `--help` and `--version`
  /// win over any.
  public func parse(_ arguments: [String]) -> ParsedArguments {
    var parsed =
      (try? parseArguments(arguments, options: allOptions, lenient: true))
      ?? ParsedArguments()
    if parsed.has(.help) || parsed.has(.version) {
      parsed.problem = nil
      return parsed
    }
    parsed.problem = parsed.problem ?? problem(in: parsed)
    return parsed
  }

  private func problem(in parsed: ParsedArguments) -> UsageError? {
    let specs = allOptions
    for (name, value, spelling) in parsed.options {
      guard case .choice(let words)? = specs.first(where: { $0.long == name })?.kind,
        let value, !words.contains(value.lowercased())
      else { continue }
      return .invalidChoice(option: spelling, value: value, allowed: words)
    }
    let required = operands.filter { $0.missing != nil }
    if parsed.operands.count < required.count,
      let english = required[parsed.operands.count].missing
    {
      return .missingOperand(english)
    }
    if operands.last?.repeatable != true, parsed.operands.count > operands.count {
      return .unexpectedOperand(parsed.operands[operands.count])
    }
    return nil
  }
}

extension OptionSpec {
  /// What the usage line shows for the value: its words, or its name.
  var usageValue: String? {
    if case .choice(let words) = kind { return words.joined(separator: "|") }
    return valueName
  }
}
