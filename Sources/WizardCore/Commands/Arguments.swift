/// One option a command accepts.
public struct OptionSpec: Sendable {
  public var name: OptionName
  /// The long name, without its `--`.
  public var long: String { name.rawValue }
  public var short: Character?
  /// The value's name in help (`DIR`, `ID=CHOICE`); nil for a flag.
  public var valueName: String?
  public var help: String
  /// What the value is (nil for a flag).
  public var kind: ValueKind?
  /// Whether giving it again adds a value (`--answer`), rather than
  /// replacing the one before.
  public var repeatable: Bool

  public init(
    _ name: OptionName, short: Character?, valueName: String?, help: String,
    kind: ValueKind? = nil, repeatable: Bool = false
  ) {
    self.name = name
    self.short = short
    self.valueName = valueName
    self.help = help
    self.kind = valueName == nil ? nil : (kind ?? .text)
    self.repeatable = repeatable
  }

  public var takesValue: Bool { valueName != nil }

  /// `-a, --answer ID=CHOICE`
  public var synopsis: String {
    var text = short.map { "-\($0), " } ?? "    "
    text += "--\(long)"
    if let valueName { text += " \(valueName)" }
    return text
  }
}

/// Options and operands in the order given.
public struct ParsedArguments: Sendable {
  /// `spelling` is how the option was written (`--lang`, `-L`); a nil value
  /// of an option that takes one was missing (only when parsed leniently).
  public var options: [(name: String, value: String?, spelling: String)] = []
  public var operands: [String] = []
  /// The first mistake, when parsed leniently.
  public var problem: UsageError?

  public init() {}

  public func has(_ option: OptionName) -> Bool {
    options.contains { $0.name == option.rawValue }
  }
  public func values(_ option: OptionName) -> [String] {
    options.compactMap { $0.name == option.rawValue ? $0.value : nil }
  }
  public func last(_ option: OptionName) -> String? { values(option).last }

  /// The last value of `option` as one of `Value`'s cases (any case of
  /// letters), or nil. Parsing has already refused a value that is none.
  public func last<Value: RawRepresentable<String>>(_ option: OptionName, as _: Value.Type)
    -> Value?
  {
    last(option).flatMap { Value(rawValue: $0.lowercased()) }
  }

  /// How the last `option` was written (`--lang`, `-L`) and its value.
  public func lastWithSpelling(_ option: OptionName) -> (value: String?, spelling: String)? {
    options.last { $0.name == option.rawValue }.map { ($0.value, $0.spelling) }
  }
}

/// A usage mistake, as data; ``message(in:)`` is its one text.
public enum UsageError: Error, Sendable, Equatable {
  case unknownOption(String, suggestion: String?)
  case missingValue(String)
  case unexpectedValue(String)
  /// `expected` says what the option takes (`a whole number of days`).
  case invalidValue(option: String, value: String, expected: Message)
  /// A value that is not one of the option's words.
  case invalidChoice(option: String, value: String, allowed: [String])
  case unknownCommand(String, suggestion: String?)
  case unexpectedOperand(String)
  /// The English text of what is missing (translated when told).
  case missingOperand(String)
  case unknownTree(String, suggestion: String?, known: [String])
  case unknownSession(String, suggestion: String?, known: [String])
  case answerProblems([AnswerProblem])
  /// Two options that ask for different things at once.
  case conflictingOptions(String, String)

  public func message(in language: Language) -> String {
    func didYouMean(_ suggestion: String?) -> String {
      // Translators: follows an error about an unknown option or command; {1} is the closest one
      // that exists ("--answer").
      suggestion.map { language.tr(". Did you mean '{1}'?", $0) } ?? ""
    }
    switch self {
    case .unknownOption(let option, let suggestion):
      return language.tr("unknown option '{1}'", option) + didYouMean(suggestion)
    case .missingValue(let option):
      return language.tr("option '{1}' needs a value", option)
    case .unexpectedValue(let option):
      return language.tr("option '{1}' takes no value", option)
    case .invalidValue(let option, let value, let expected):
      // Translators: {1} is the value typed, {2} the option or operand ("--format", "NAME"), {3}
      // the values it takes, already joined ("markdown, json or text").
      return language.tr(
        "invalid value '{1}' for '{2}'; expected {3}", value, option, expected.text(in: language))
    case .invalidChoice(let option, let value, let allowed):
      return language.tr(
        "invalid value '{1}' for '{2}'; expected {3}", value, option,
        language.trList(allowed, or: true))
    case .unknownCommand(let command, let suggestion):
      return language.tr("unknown command '{1}'", command) + didYouMean(suggestion)
    case .unexpectedOperand(let operand):
      return language.tr("unexpected argument '{1}'", operand)
    case .missingOperand(let english):
      // Translators: {1} is what the command still needs, as its declaration words it ("which tree
      // to run").
      return language.tr("missing {1}", tr(english, in: language))
    case .unknownTree(let id, let suggestion, let known):
      return language.tr("unknown tree '{1}'", id) + didYouMean(suggestion)
        // Translators: {1} is a comma-separated list of tree ids.
        + " " + language.tr("(trees: {1})", known.joined(separator: ", "))
    case .unknownSession(let name, let suggestion, let known):
      // With nothing saved there is nothing to list: no empty "(saved: )".
      return language.tr("no saved session is called '{1}'", name) + didYouMean(suggestion)
        // Translators: {1} is a comma-separated list of saved session names.
        + (known.isEmpty ? "" : " " + language.tr("(saved: {1})", known.joined(separator: ", ")))
    case .answerProblems(let problems):
      return language.capped(problems) { $0.message(in: language) }.joined(separator: "\n")
    case .conflictingOptions(let one, let other):
      // Translators: {1} and {2} are two options, as typed ("--brief", "--format json").
      return language.tr("'{1}' cannot be used with '{2}'", one, other)
    }
  }
}

/// Parses arguments as GNU tools do: `--name value`, `--name=value`,
/// `-n value`, `-nvalue`, grouped short flags (`-dn`), and `--` to end
/// options. A lone `-` is an operand (standard input).
///
/// - Parameter lenient: instead of failing, record the first problem in
///   ``ParsedArguments/problem`` and go on (an unknown option skipped, a
///   missing value nil): one pass reads `--lang` even from a line with a
///   mistake, and the mistake is then told in that language.
public func parseArguments(
  _ arguments: [String], options specs: [OptionSpec], lenient: Bool = false
) throws(UsageError) -> ParsedArguments {
  var result = ParsedArguments()
  var index = 0
  func spec(long name: String) throws(UsageError) -> OptionSpec {
    if let found = specs.first(where: { $0.long == name }) { return found }
    let guess = Suggestion.closest(to: name, in: specs.map(\.long))
    throw .unknownOption("--\(name)", suggestion: guess.map { "--\($0)" })
  }
  while index < arguments.count {
    let argument = arguments[index]
    index += 1
    if argument == "--" {
      result.operands += arguments[index...]
      break
    }
    if argument.hasPrefix("--") {
      // Bytes: `=` and `-` are ASCII, and every argument comes through here.
      let body = argument.utf8.dropFirst(2)
      let equals = body.firstIndex(of: UInt8(ascii: "="))
      let name = String(Substring(body[..<(equals ?? body.endIndex)]))
      let spelling = "--" + name
      let option: OptionSpec
      do {
        option = try spec(long: name)
      } catch {
        guard lenient else { throw error }
        result.problem = result.problem ?? error
        continue
      }
      if let equals {
        guard option.takesValue else {
          guard lenient else { throw .unexpectedValue(spelling) }
          result.problem = result.problem ?? .unexpectedValue(spelling)
          continue
        }
        result.options.append(
          (name, String(Substring(body[body.index(after: equals)...])), spelling))
      } else if option.takesValue {
        guard index < arguments.count else {
          guard lenient else { throw .missingValue(spelling) }
          result.problem = result.problem ?? .missingValue(spelling)
          result.options.append((name, nil, spelling))
          continue
        }
        result.options.append((name, arguments[index], spelling))
        index += 1
      } else {
        result.options.append((name, nil, spelling))
      }
      continue
    }
    if argument.hasPrefix("-"), argument.count > 1 {
      var letters = Substring(argument.dropFirst())
      while let letter = letters.first {
        letters = letters.dropFirst()
        let spelling = "-\(letter)"
        guard let option = specs.first(where: { $0.short == letter }) else {
          let guess = Suggestion.closest(to: String(letter), in: specs.map(\.long))
          let error = UsageError.unknownOption(spelling, suggestion: guess.map { "--\($0)" })
          guard lenient else { throw error }
          result.problem = result.problem ?? error
          continue
        }
        if option.takesValue {
          if !letters.isEmpty {
            result.options.append((option.long, String(letters), spelling))
          } else {
            guard index < arguments.count else {
              guard lenient else { throw .missingValue(spelling) }
              result.problem = result.problem ?? .missingValue(spelling)
              result.options.append((option.long, nil, spelling))
              break
            }
            result.options.append((option.long, arguments[index], spelling))
            index += 1
          }
          break
        }
        result.options.append((option.long, nil, spelling))
      }
      continue
    }
    result.operands.append(argument)
  }
  return result
}
