/// What a shell's Tab offers after the words typed so far, worked out from
/// the command declarations (``Commands``) and the trees and sessions there
/// are. The shells' scripts (``CompletionScript``) hold no knowledge of their
/// own: they ask `hig-wizard __complete WORDS…` and show what it prints.
public struct ShellCompletions: Sendable, Equatable {
  public struct Candidate: Sendable, Equatable {
    public var value: String
    public var description: String
  }

  /// What the shell completes itself, when the word is a path.
  public enum Paths: String, Sendable {
    case none, files, folders
  }

  public var candidates: [Candidate] = []
  /// The candidates stop inside a word (`platform=`): no space after one.
  public var noSpace = false
  public var paths = Paths.none
  /// For a path attached to its option (`--output=rep`, `-orep`): the
  /// option's part of the word, which the shell keeps in front of each path.
  public var pathPrefix = ""

  /// What `__complete` prints: one `value<TAB>description` a line, then
  /// `:files`, `:folders` or `:nospace` when that applies, and `:prefix
  /// TEXT` before a path's own part of the word.
  public var lines: [String] {
    var lines = candidates.map {
      PlainText.inline($0.value) + "\t" + PlainText.inline($0.description)
    }
    if paths != .none {
      if !pathPrefix.isEmpty { lines.append(":prefix " + PlainText.inline(pathPrefix)) }
      lines.append(":" + paths.rawValue)
    }
    if noSpace { lines.append(":nospace") }
    return lines
  }
}

public struct Completer: Sendable {
  /// Every tree that can be named: bundled, `--questions`, the variable.
  public var trees: [Tree]
  /// The saved sessions: each name, and a line that describes it.
  public var sessions: [(name: String, description: String)]
  /// The trees that can follow a tree (``TreeCatalog/followUps(of:elsewhere:)``).
  public var followUps: @Sendable (Tree) -> [Tree]
  public var language: Language

  public init(
    trees: [Tree], sessions: [(name: String, description: String)], language: Language,
    followUps: @escaping @Sendable (Tree) -> [Tree]
  ) {
    self.trees = trees
    self.sessions = sessions
    self.language = language
    self.followUps = followUps
  }

  /// The candidates for the last of `words` (the arguments after the program's
  /// name; the last one is being typed, and is empty after a space).
  public func complete(_ words: [String]) -> ShellCompletions {
    let current = words.last ?? ""
    let before = Array(words.dropLast())
    guard let (index, _) = Commands.commandIndex(before) else {
      // After `--` only the command can come: no option, nor an option's value.
      if Self.optionsEnded(before, options: Commands.global) {
        return values(of: .command, typed: current, words: before)
      }
      if let option = Self.expectingValue(before, options: Commands.global) {
        return values(of: option.kind, typed: current, words: before)
      }
      if let attached = attachedValue(current, options: Commands.global, words: before) {
        return attached
      }
      if current.hasPrefix("-") { return options(Commands.global, typed: current) }
      return values(of: .command, typed: current, words: before)
    }
    guard let spec = Commands.named(before[index]) else { return ShellCompletions() }
    let rest = Array(before[(index + 1)...])
    // After `--`, every word is an operand, as the parser reads it: no
    // option is offered, and `-x` or `--format=` is not one.
    let ended = Self.optionsEnded(rest, options: spec.allOptions)
    if !ended {
      if let option = Self.expectingValue(rest, options: spec.allOptions) {
        return values(of: option.kind, typed: current, words: rest)
      }
      if let attached = attachedValue(current, options: spec.allOptions, words: rest) {
        return attached
      }
    }
    let count = Self.operands(rest, options: spec.allOptions).count
    let operand = count < spec.operands.count ? spec.operands[count] : spec.operands.last
    let wanted = count < spec.operands.count || operand?.repeatable == true
    if current.hasPrefix("-"), !ended {
      var found = options(spec.allOptions, typed: current)
      // `-` alone, where the operand may be standard input, is that too.
      if current == "-", wanted, let input = operand?.standardInput {
        found.candidates.insert(.init(value: "-", description: translated(input)), at: 0)
      }
      return found
    }
    guard let operand, wanted else { return ShellCompletions() }
    return values(of: operand.kind, typed: current, words: rest)
  }

  /// `--option=VALUE` or `-oVALUE` being typed: its values, each with
  /// `--option=` or `-o` in front; nil when `current` is of neither form.
  private func attachedValue(_ current: String, options: [OptionSpec], words: [String])
    -> ShellCompletions?
  {
    let option: OptionSpec
    let prefix: String
    if current.hasPrefix("--") {
      guard let equals = current.firstIndex(of: "=") else { return nil }
      let name = String(current[current.index(current.startIndex, offsetBy: 2)..<equals])
      guard let found = options.first(where: { $0.long == name }) else {
        return ShellCompletions()
      }
      option = found
      prefix = String(current[...equals])
    } else {
      // `-aplatform=`: a short option that takes a value, with it attached.
      guard current.count > 2, current.hasPrefix("-"),
        let found = options.first(where: { $0.short == current.dropFirst().first }),
        found.takesValue
      else { return nil }
      option = found
      prefix = String(current.prefix(2))
    }
    var found = values(
      of: option.kind, typed: String(current.dropFirst(prefix.count)), words: words)
    found.candidates = found.candidates.map {
      .init(value: prefix + $0.value, description: $0.description)
    }
    if found.paths != .none { found.pathPrefix = prefix }
    return found
  }

  /// The option whose value is the next word, when the last word is one
  /// that takes a value (`-a`, `--answer`) without it.
  static func expectingValue(_ words: [String], options: [OptionSpec]) -> OptionSpec? {
    guard let last = words.last, last.hasPrefix("-"), !last.contains("=") else { return nil }
    // After `--`, a word is an operand even if it starts with a dash.
    if words.dropLast().contains("--") { return nil }
    let option =
      last.hasPrefix("--")
      ? options.first { "--" + $0.long == last }
      : options.first { $0.short.map { "-\($0)" } == last }
    return option?.takesValue == true ? option : nil
  }

  /// The operands among `words`: what is neither an option nor its value.
  static func operands(_ words: [String], options: [OptionSpec]) -> [String] {
    scan(words, options: options).operands
  }

  /// Whether a `--` among `words` ended the options (one that is an
  /// option's value, as in `--title --`, does not).
  static func optionsEnded(_ words: [String], options: [OptionSpec]) -> Bool {
    scan(words, options: options).ended
  }

  /// `words` read as the parser reads them: the operands, and whether a
  /// `--` ended the options.
  private static func scan(_ words: [String], options: [OptionSpec]) -> (
    operands: [String], ended: Bool
  ) {
    var operands: [String] = []
    var index = 0
    var ended = false
    while index < words.count {
      let word = words[index]
      index += 1
      if ended || !word.hasPrefix("-") || word == "-" {
        operands.append(word)
      } else if word == "--" {
        ended = true
      } else if expectingValue([word], options: options) != nil {
        index += 1
      }
    }
    return (operands, ended)
  }

  private func options(_ specs: [OptionSpec], typed: String) -> ShellCompletions {
    var found = matching(
      specs.map { .init(value: "--" + $0.long, description: translated($0.help)) }, typed: typed)
    // An option with a value takes it after `=` as well: no space then.
    if found.candidates.count == 1, typed.hasPrefix("--"),
      specs.first(where: { "--" + $0.long == found.candidates[0].value })?.takesValue == true
    {
      found.candidates[0].value += "="
      found.noSpace = true
    }
    return found
  }

  private func values(of kind: ValueKind?, typed: String, words: [String]) -> ShellCompletions {
    switch kind {
    case .choice(let words)?:
      return matching(words.map { .init(value: $0, description: "") }, typed: typed)
    case .tree?:
      return matching(trees.map { .init(value: $0.id, description: $0.title) }, typed: typed)
    case .session?:
      return matching(
        sessions.map { .init(value: $0.name, description: $0.description) }
          + trees.map { .init(value: $0.id, description: $0.title) }, typed: typed)
    case .sessionName?:
      return matching(
        sessions.map { .init(value: $0.name, description: $0.description) }, typed: typed)
    case .command?:
      return matching(
        Commands.all.map { .init(value: $0.name, description: translated($0.summary)) },
        typed: typed)
    case .language?:
      return matching(
        Language.allCases.map { .init(value: $0.rawValue, description: $0.name) }, typed: typed)
    case .answer?:
      return answers(typed: typed, words: words)
    case .file?:
      return ShellCompletions(paths: .files)
    case .folder?:
      return ShellCompletions(paths: .folders)
    case .text?, nil:
      return ShellCompletions()
    }
  }

  /// `ID=` for each question of the tree on the line and, as `TREE.ID=`,
  /// of its follow-up trees; after `ID=`, the answers a run takes for it
  /// (its choices, and `unsure` where it is taken).
  private func answers(typed: String, words: [String]) -> ShellCompletions {
    let ids = Set(trees.map(\.id))
    guard
      let tree = words.lazy.filter({ ids.contains($0) }).first.flatMap({ id in
        trees.first { $0.id == id }
      })
    else { return ShellCompletions() }
    let next = followUps(tree)
    let questions =
      tree.questions.map { ("", $0) }
      + next.flatMap { other in other.questions.map { (other.id + ".", $0) } }
    if let equals = typed.firstIndex(of: "=") {
      // The key is read, and each choice checked, as the run reads them:
      // `TREE.ID`, or an id only a follow-up has, is a follow-up decision's
      // question, which takes no `unsure`.
      let key = String(typed[..<equals])
      guard let question = AnswerAssembly.question(for: key, tree: tree, followUps: next) else {
        return ShellCompletions()
      }
      let unsure = language.tr(
        "not sure: the report shows each outcome and the answers that lead to it")
      let choices =
        question.choices.map { ShellCompletions.Candidate(value: $0.id, description: $0.label) }
        + [.init(value: Resolution.unsure, description: unsure)]
      return matching(
        choices.filter {
          AnswerAssembly.accepts($0.value, for: key, tree: tree, followUps: next)
        }.map { .init(value: key + "=" + $0.value, description: $0.description) },
        typed: typed)
    }
    // A question answered already on the line is not offered again.
    let parsed = (try? parseArguments(words, options: Commands.run.allOptions, lenient: true))
    let answered = Set(
      (parsed?.values(.answer) ?? []).compactMap {
        $0.split(separator: "=", maxSplits: 1).first.map(String.init)
      })
    var found = matching(
      questions.filter { !answered.contains($0.0 + $0.1.id) }.map {
        .init(value: $0.0 + $0.1.id + "=", description: $0.1.prompt)
      }, typed: typed)
    found.noSpace = true
    return found
  }

  /// A declared text (``translatable(_:)``) in the language asked for.
  private func translated(_ english: String) -> String { tr(english, in: language) }

  private func matching(_ all: [ShellCompletions.Candidate], typed: String) -> ShellCompletions {
    ShellCompletions(candidates: all.filter { $0.value.hasPrefix(typed) })
  }
}
