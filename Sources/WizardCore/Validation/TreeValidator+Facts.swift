/// The checks on what a tree says beyond its graph: questions that decide
/// nothing, outcomes reached on a path whose facts (the device) they do not
/// apply to, checklist items' `point` and `settled-by`, and topics that cite
/// no page.
extension TreeValidator {
  /// The most (node, facts) pairs the path check visits; a larger tree is
  /// checked that far.
  static let maximumFactStates = 200_000

  public static func checkContent(_ tree: Tree, source: SourceText) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    func add(_ severity: Diagnostic.Severity, _ message: Message, at location: SourceLocation) {
      diagnostics.append(
        Diagnostic(severity, message, at: location, sourceLine: source.line(location.line)))
    }
    // Read in place, not copied: a large tree has a hundred thousand
    // questions, and a copy costs a reference count operation per field.
    let questions = tree.questions
    for number in questions.indices {
      let choices = questions[number].choices
      // A tree's labels are shown in every language it has no translation for.
      for problem in LabelCheck.problems(
        choices.map { LabelCheck.Label(choice: $0.id, text: $0.label, location: $0.location) },
        of: questions[number], languages: Language.allCases)
      {
        add(problem.severity, problem.content, at: problem.location ?? questions[number].location)
      }
      if choices.count > 1, let place = choices.first?.next,
        choices.allSatisfy({ $0.next == place })
      {
        add(
          .warning,
          Message(
            "question '{1}' leads to '{2}' whatever the answer, so it decides nothing; remove it or lead its choices to different places",
            questions[number].id, place),
          at: questions[number].location)
      }
      if let fact = questions[number].fact {
        checkID(
          fact, kind: Message("fact"), at: questions[number].location, add)
      }
    }
    let factQuestions =
      tree.questions.contains { $0.fact != nil }
      ? tree.questions.filter { $0.fact != nil } : []
    for outcome in tree.outcomes {
      for applicability in outcome.applies {
        checkID(
          applicability.fact, kind: Message("fact"), at: outcome.location,
          add)
        guard let question = factQuestions.first(where: { $0.fact == applicability.fact })
        else { continue }
        for value in applicability.values where question.choice(value) == nil {
          add(
            .error,
            // Translators: {1} is an outcome id, {2} a fact ("device"), {3} its value ("ipad"), {4}
            // a question id, {5} the question's choice ids.
            Message(
              "'applies' of outcome '{1}' names {2} '{3}', which is not a choice of question '{4}' ({5})",
              outcome.id, applicability.fact, value, question.id, question.choiceList),
            at: outcome.location)
        }
      }
      if let implementation = outcome.implementation {
        checkImplementation(implementation, of: outcome, add)
      }
      var points: Set<String> = []
      for item in outcome.checklist {
        checkItemApplies(item, of: outcome, factQuestions: factQuestions, add)
        if let point = item.point {
          checkID(point, kind: Message("point"), at: outcome.location, add)
          if !points.insert(point).inserted {
            add(
              .error,
              Message(
                "point '{1}' is used twice in the checklist of outcome '{2}'", point, outcome.id),
              at: outcome.location)
          }
        }
        if let settledBy = item.settledBy {
          checkID(
            settledBy, kind: Message("tree"), at: outcome.location, add)
          if settledBy == tree.id {
            add(
              .warning,
              Message(
                "'settled-by' '{1}' in the checklist of outcome '{2}' names the outcome's own tree, so the item is always shown; name the tree of the chain that settles it",
                settledBy, outcome.id),
              at: outcome.location)
          }
        }
      }
    }
    if !tree.pages.isEmpty {
      for page in tree.pages {
        checkID(page.id, kind: Message("page"), at: tree.location, add)
      }
      var reported: Set<String> = []
      func cite(_ topic: String, page: String?, at location: SourceLocation) {
        guard page == nil, reported.insert(topic).inserted else { return }
        add(
          .warning,
          Message(
            "topic '{1}' cites no page in 'pages'; start it with a page's title and ': ', or add the page",
            topic),
          at: location)
      }
      for number in questions.indices {
        cite(questions[number].topic, page: questions[number].page, at: questions[number].location)
      }
      for outcome in tree.outcomes {
        cite(outcome.topic, page: outcome.page, at: outcome.location)
        for item in outcome.checklist { cite(item.topic, page: item.page, at: outcome.location) }
      }
    }
    if !factQuestions.isEmpty, tree.outcomes.contains(where: { !$0.applies.isEmpty }) {
      for problem in factProblems(tree) {
        add(
          .error,
          // Translators: {1} is an outcome id, {2} a fact ("device"), {3} its value ("iphone"), {4}
          // a question id.
          Message(
            "outcome '{1}' does not apply to {2} '{3}', but answering '{4}' with '{3}' leads to it; add '{3}' to its 'applies' or lead that path elsewhere",
            problem.outcome.id, problem.fact, problem.value, problem.question),
          at: problem.outcome.location)
      }
    }
    return diagnostics
  }

  /// A checklist item's `applies`: values of the fact's question, and
  /// among the values the outcome itself applies to.
  private static func checkItemApplies(
    _ item: ChecklistItem, of outcome: Outcome, factQuestions: [Question],
    _ add: (Diagnostic.Severity, Message, SourceLocation) -> Void
  ) {
    for applicability in item.applies {
      checkID(
        applicability.fact, kind: Message("fact"), at: outcome.location,
        add)
      let question = factQuestions.first { $0.fact == applicability.fact }
      let outcomeValues = outcome.applies.first { $0.fact == applicability.fact }?.values
      let shown = item.text.count > 40 ? String(item.text.prefix(40)) + "…" : item.text
      for value in applicability.values {
        if let question, question.choice(value) == nil {
          add(
            .error,
            // Translators: {1} is the item's point id or number, {2} an outcome id, {3} a fact
            // ("device"), {4} its value, {5} a question id, {6} the question's choice ids.
            Message(
              "'applies' of the checklist item '{1}' of outcome '{2}' names {3} '{4}', which is not a choice of question '{5}' ({6})",
              shown, outcome.id,
              applicability.fact, value, question.id, question.choiceList),
            outcome.location)
        } else if let outcomeValues, !outcomeValues.contains(value) {
          add(
            .error,
            // Translators: {1} is the item's point id or number, {2} an outcome id, {3} a fact
            // ("device"), {4} its value, {5} the values the outcome applies to.
            Message(
              "the checklist item '{1}' of outcome '{2}' applies to {3} '{4}', but the outcome does not ({5}); remove '{4}' from the item's 'applies'",
              shown, outcome.id,
              applicability.fact, value, outcomeValues.joined(separator: ", ")),
            outcome.location)
        }
      }
    }
  }

  /// Sketches say where they go, and API symbols are names, not code.
  private static func checkImplementation(
    _ implementation: Implementation, of outcome: Outcome,
    _ add: (Diagnostic.Severity, Message, SourceLocation) -> Void
  ) {
    for (name, framework) in implementation.frameworks {
      if framework.context == nil, !framework.sketch.isEmpty {
        add(
          .warning,
          // Translators: {1} is UIKit or SwiftUI, {2} an outcome id, {3} the likely value of
          // 'context' (statements, members, modifier or file: never translated).
          Message(
            "the {1} sketch of outcome '{2}' does not say where it goes; add 'context: {3}'",
            name, outcome.id,
            Implementation.SketchContext.allCases.map(\.rawValue).joined(separator: "|")),
          outcome.location)
      } else if framework.context != nil, framework.sketch.isEmpty {
        add(
          .warning,
          // Translators: {1} is UIKit or SwiftUI, {2} an outcome id; 'context' and 'sketch' are
          // keys of the file format, never translated.
          Message(
            "the {1} part of outcome '{2}' has a 'context' but no 'sketch'", name, outcome.id),
          outcome.location)
      }
      for api in framework.apis where !isSymbolName(api.symbol) {
        add(
          .warning,
          Message(
            "symbol '{1}' of outcome '{2}' is code, not a name as Apple's documentation spells it (such as 'UIViewController.present(_:animated:completion:)'); keep code in the sketch",
            api.symbol, outcome.id),
          outcome.location)
      }
    }
  }

  /// A documented name: dotted identifiers, each optionally followed by its
  /// argument labels (`present(_:animated:completion:)`), or an operator;
  /// no spaces, assignments, leading dots or argument values.
  static func isSymbolName(_ symbol: String) -> Bool {
    var inLabels = false
    var previous: Character = "."
    for character in symbol {
      switch character {
      case "(":
        guard !inLabels, previous != "." else { return false }
        inLabels = true
      case ")":
        guard inLabels, previous == ":" || previous == "(" else { return false }
        inLabels = false
      case ":":
        guard inLabels, previous != ":" else { return false }
      case ".":
        guard !inLabels, previous != "." else { return false }
      case "_":
        break
      default:
        guard character.isLetter || character.isNumber else { return false }
      }
      previous = character
    }
    return !inLabels && previous != "." && !symbol.isEmpty
  }

  private static func checkID(
    _ id: String, kind: @autoclosure () -> Message, at location: SourceLocation,
    _ add: (Diagnostic.Severity, Message, SourceLocation) -> Void
  ) {
    guard !isValidID(id) else { return }
    add(
      .error,
      // Translators: {1} is the kind of id, already translated ("question", "choice", "outcome",
      // "tree"), {2} the id as written.
      Message(
        "{1} id '{2}' must be lower-case kebab-case (letters a-z, digits and single hyphens)",
        kind(), id),
      location)
  }

  /// An outcome reached on a path that answered a fact with a value the
  /// outcome does not apply to.
  public struct FactProblem: Sendable {
    public var outcome: Outcome
    public var fact: String
    public var value: String
    /// The question that answered the fact on that path.
    public var question: String
  }

  /// Every (outcome, fact, value) that some path reaches against the
  /// outcome's `applies`, once each; `given` are facts settled before the
  /// tree starts (carried from the tree before it in a chain).
  public static func factProblems(_ tree: Tree, given: [String: String] = [:]) -> [FactProblem] {
    // Facts are few (the device), so a path's state is small: walk the
    // (node, facts) pairs, each once.
    struct State: Hashable {
      var node: String
      var facts: [String: String]
      var askedBy: [String: String]
    }
    var problems: [FactProblem] = []
    var reported: Set<String> = []
    var seen: Set<State> = []
    var stack = [State(node: tree.start, facts: given, askedBy: [:])]
    while let state = stack.popLast(), seen.count < maximumFactStates {
      guard seen.insert(state).inserted else { continue }
      if let outcome = tree.outcome(state.node) {
        for applicability in outcome.applies {
          guard let value = state.facts[applicability.fact],
            !applicability.values.contains(value),
            reported.insert("\(outcome.id)\u{0}\(applicability.fact)\u{0}\(value)").inserted
          else { continue }
          problems.append(
            FactProblem(
              outcome: outcome, fact: applicability.fact, value: value,
              question: state.askedBy[applicability.fact] ?? ""))
        }
        continue
      }
      guard let question = tree.question(state.node) else { continue }
      var choices = question.choices
      // A fact settled already takes its choice: the question is not asked.
      if let fact = question.fact, let value = state.facts[fact],
        let settled = question.choice(value)
      {
        choices = [settled]
      }
      for choice in choices {
        var next = state
        next.node = choice.next
        if let fact = question.fact, next.facts[fact] == nil {
          next.facts[fact] = choice.id
          next.askedBy[fact] = question.id
        }
        stack.append(next)
      }
    }
    return problems
  }

  /// The fewest checklist points with a `priority` a bundled outcome has for
  /// each value of a fact it applies to, so that every brief report lists
  /// what matters most.
  public static let fewestPriorities = 3

  /// What bundled trees need beyond any tree: an `implementation` for every
  /// outcome, a page for every topic, and at least ``fewestPriorities``
  /// prioritized points for every device. The build fails on these.
  public static func bundledProblems(_ tree: Tree) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for outcome in tree.outcomes {
      let settings =
        outcome.applies.isEmpty
        ? [[:]]
        : outcome.applies.flatMap { applicability in
          applicability.values.map { [applicability.fact: $0] }
        }
      for facts in settings {
        let count = outcome.checklist.count { $0.priority != nil && $0.fits(facts) }
        guard count < fewestPriorities else { continue }
        diagnostics.append(
          Diagnostic(
            .error,
            // Translators: {1} is an outcome id, {2} a number of points (0 or more), {3} is empty
            // or " for FACT 'VALUE'" (" for device 'ipad'"), {4} the number of points that need a
            // priority.
            Message(
              "outcome '{1}' has {2} checklist points with a 'priority'{3}; give at least {4} of them one, so that a brief report lists what matters most",
              outcome.id, String(count),
              facts.first.map { " for \($0.key) '\($0.value)'" } ?? "", String(fewestPriorities)),
            at: outcome.location, sourceLine: nil))
      }
    }
    for outcome in tree.outcomes where outcome.implementation == nil {
      diagnostics.append(
        Diagnostic(
          .error,
          Message(
            "outcome '{1}' has no 'implementation'; every bundled outcome needs one", outcome.id),
          at: outcome.location, sourceLine: nil))
    }
    let topics =
      tree.questions.map { ($0.topic, $0.page, $0.location) }
      + tree.outcomes.flatMap { outcome in
        [(outcome.topic, outcome.page, outcome.location)]
          + outcome.checklist.map { ($0.topic, $0.page, outcome.location) }
      }
    for (topic, page, location) in topics where page == nil {
      diagnostics.append(
        Diagnostic(
          .error,
          Message(
            "topic '{1}' cites no page in 'pages'; start it with a page's title and ': ', or add the page",
            topic),
          at: location, sourceLine: nil))
    }
    return diagnostics
  }
}
