/// Answers given up front, by question id: from `--answer` flags and answers
/// files. Order is kept (the first time an id is given), so reports and the
/// reproduce line are stable.
public struct Answers: Sendable, Equatable {
  public private(set) var order: [String] = []
  public private(set) var values: [String: String] = [:]

  public init() {}

  public init(_ pairs: [(String, String)]) {
    for (question, choice) in pairs { self[question] = choice }
  }

  /// A later value replaces an earlier one, as later flags do in GNU tools.
  public subscript(question: String) -> String? {
    get { values[question] }
    set {
      if let newValue {
        if values[question] == nil { order.append(question) }
        values[question] = newValue
      } else if values.removeValue(forKey: question) != nil {
        order.removeAll { $0 == question }
      }
    }
  }

  public var isEmpty: Bool { order.isEmpty }

  public var pairs: [(question: String, choice: String)] {
    order.compactMap { id in values[id].map { (id, $0) } }
  }

  /// Adds every answer of `other`, which win over those already here.
  public mutating func merge(_ other: Answers) {
    for (question, choice) in other.pairs { self[question] = choice }
  }
}

extension Answers {
  /// The answers read as the prompt reads a typed line (``Reply``): a
  /// choice's label, its number, a unique first part of its id or label, or
  /// a yes/no (or `unsure`) word of `language` or English becomes the choice
  /// id. Anything else is kept as given, for ``problems(in:)`` to name.
  ///
  /// An answer to a question that declares a fact also answers the tree's
  /// other questions of that fact (the same fact asked on another branch),
  /// unless they are answered themselves.
  public func resolved(in tree: Tree, language: Language) -> Answers {
    // Ids already, the common case (scripts, saved sessions): no copy.
    let allIDs = values.allSatisfy { question, value in
      tree.question(question).map { $0.choice(value) != nil } ?? true
    }
    var result = Answers()
    if allIDs {
      result = self
    } else {
      for (question, value) in pairs {
        result[question] = Self.resolve(value, question: question, in: tree, language: language)
      }
    }
    return result.sharingFacts(in: tree)
  }

  /// These answers, and for each answer to a question of a fact, the same
  /// answer to every other question of that fact in `tree` that has the
  /// choice and no answer of its own.
  func sharingFacts(in tree: Tree) -> Answers {
    let facts = order.compactMap { question in
      tree.questionPosition(question).flatMap { tree.questions[$0].fact }.map {
        (fact: $0, choice: values[question] ?? "")
      }
    }
    guard !facts.isEmpty else { return self }
    // Each fact's questions, found once: a tree of thousands of questions,
    // each of a fact of its own, is not read again for each answer.
    var siblings: [String: [Int]] = [:]
    for (position, question) in tree.questions.enumerated() {
      if let fact = question.fact { siblings[fact, default: []].append(position) }
    }
    var result = self
    // The same choice for the same fact again answers nothing new.
    var shared: Set<[String]> = []
    for (fact, choice) in facts where shared.insert([fact, choice]).inserted {
      for position in siblings[fact] ?? [] {
        let sibling = tree.questions[position]
        guard result[sibling.id] == nil, sibling.choice(choice) != nil else { continue }
        result[sibling.id] = choice
      }
    }
    return result
  }

  /// One answer's value as a choice id (see ``resolved(in:language:)``).
  public static func resolve(
    _ value: String, question: String, in tree: Tree, language: Language
  ) -> String {
    // An empty value would take the default at a prompt: here it is an error.
    guard let found = tree.question(question), found.choice(value) == nil,
      !value.trimmingWhitespace.isEmpty
    else { return value }
    switch Reply.interpret(value, for: found, language: language) {
    case .choice(let id, _): return id
    case .unsure: return Resolution.unsure
    case .command, .invalid: return value
    }
  }

  /// The questions of `tree` that `given` (in order, as typed) answers twice
  /// with different choices, once both are read as choice ids.
  public static func conflicts(
    _ given: [(question: String, value: String)], in tree: Tree, language: Language
  ) -> [AnswerProblem] {
    // Most runs give each question once: nothing to compare.
    guard Set(given.map(\.question)).count < given.count else { return [] }
    var first: [String: (value: String, id: String)] = [:]
    var problems: [AnswerProblem] = []
    var reported: Set<String> = []
    for (question, value) in given {
      let id = resolve(value, question: question, in: tree, language: language)
      guard let earlier = first[question] else {
        first[question] = (value, id)
        continue
      }
      if earlier.id != id, reported.insert(question).inserted {
        problems.append(.conflicting(question: question, first: earlier.value, second: value))
      }
    }
    return problems
  }
}

/// Something wrong with an answer, as data; ``message`` is the one text for it.
public enum AnswerProblem: Sendable, Equatable {
  case unknownQuestion(id: String, suggestion: String?, known: [String])
  case invalidChoice(question: String, choice: String, suggestion: String?, allowed: [String])
  /// The same question answered twice, differently.
  case conflicting(question: String, first: String, second: String)

  /// The question id the problem is about.
  public var questionID: String {
    switch self {
    case .unknownQuestion(let id, _, _): return id
    case .invalidChoice(let question, _, _, _): return question
    case .conflicting(let question, _, _): return question
    }
  }

  /// What is wrong, translated where it is shown.
  public var message: Message {
    switch self {
    case .unknownQuestion(let id, let suggestion, let known):
      var text = Message("unknown question '{1}'", id)
      // Translators: follows "unknown question 'X'"; {1} is the closest question id of the tree.
      if let suggestion { text += Message("; did you mean '{1}'?", suggestion) }
      // Translators: {1} is a comma-separated list of the tree's question ids.
      return text + .verbatim(" ") + Message("(questions: {1})", known.joined(separator: ", "))
    case .invalidChoice(let question, let choice, let suggestion, let allowed):
      var text = Message("'{1}' is not a choice for question '{2}'", choice, question)
      if let suggestion { text += Message("; did you mean '{1}'?", suggestion) }
      // Translators: {1} is a comma-separated list of the question's choice ids.
      return text + .verbatim(" ") + Message("(choices: {1})", allowed.joined(separator: ", "))
    case .conflicting(let question, let first, let second):
      // Translators: {1} is a question id, {2} and {3} the two choice ids given for it.
      return Message(
        "question '{1}' is answered twice, with '{2}' and with '{3}'; give one answer",
        question, first, second)
    }
  }

  public func message(in language: Language) -> String { message.text(in: language) }
}

extension Answers {
  /// Every answer that names no question of `tree`, or no choice of its question.
  /// - Parameter takesUnsure: false for a follow-up decision, which is taken
  ///   on one path: `unsure` is then no answer to any of its questions.
  public func problems(in tree: Tree, takesUnsure: Bool = true) -> [AnswerProblem] {
    let questionIDs = tree.questions.map(\.id)
    return pairs.compactMap { question, choice in
      guard let found = tree.question(question) else {
        return .unknownQuestion(
          id: question, suggestion: Suggestion.closest(to: question, in: questionIDs),
          known: questionIDs)
      }
      if takesUnsure, choice == Resolution.unsure, Resolution.allowsUnsure(found) { return nil }
      guard found.choice(choice) != nil else {
        let allowed = found.choices.map(\.id)
        return .invalidChoice(
          question: question, choice: choice,
          suggestion: Suggestion.closest(to: choice, in: allowed), allowed: allowed)
      }
      return nil
    }
  }
}
