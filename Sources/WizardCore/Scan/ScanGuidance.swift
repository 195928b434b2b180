/// What `scan` knows about presenting, read from `Questions/scan/`: which
/// names present what (the vocabulary) and which facts break which guideline
/// (the rules). Swift code holds none of it.
public struct ScanGuidance: Sendable {
  public var apis: [API]
  public var typeFacts: [TypeFact]
  public var outcomes: [OutcomePattern]
  public var rules: [Rule]

  public init(apis: [API], typeFacts: [TypeFact], outcomes: [OutcomePattern], rules: [Rule]) {
    self.apis = apis
    self.typeFacts = typeFacts
    self.outcomes = outcomes
    self.rules = rules
  }

  /// The names the scanner looks for: a file that holds none of them (as
  /// bytes) need not be parsed.
  public var names: Set<String> {
    var names = Set(apis.map(\.match.name))
    for fact in typeFacts { names.formUnion(fact.names) }
    return names
  }

  /// One UIKit or SwiftUI name and what a use of it says.
  public struct API: Sendable, Equatable {
    public enum Role: String, Sendable, CaseIterable {
      case presents, builds, sets, declares, structure
    }
    public enum Reach: String, Sendable, CaseIterable {
      /// The presentation of the same variable.
      case variable
      /// Every presentation written in the same function.
      case scope
    }

    public var id: String
    public var framework: String
    public var api: String
    public var docs: String
    public var match: Match
    public var role: Role
    public var reach: Reach
    /// For `presents`: the label of the argument holding what is presented
    /// (`_` for the first unlabeled one, `content` for a trailing closure).
    public var presented: String?
    /// The fact the use's value gives: an assignment's value, a function's
    /// returned value, or the argument labeled `from`.
    public var fact: String?
    public var from: String?
    /// The value when the argument is missing (`interactiveDismissDisabled()`).
    public var defaultValue: String?
    public var facts: [String: String]
    /// Facts given when `fact`'s value is the key.
    public var when: [String: [String: String]]

    public init(
      id: String, framework: String, api: String, docs: String, match: Match, role: Role,
      reach: Reach = .variable, presented: String? = nil, fact: String? = nil, from: String? = nil,
      defaultValue: String? = nil, facts: [String: String] = [:],
      when: [String: [String: String]] = [:]
    ) {
      self.id = id
      self.framework = framework
      self.api = api
      self.docs = docs
      self.match = match
      self.role = role
      self.reach = reach
      self.presented = presented
      self.fact = fact
      self.from = from
      self.defaultValue = defaultValue
      self.facts = facts
      self.when = when
    }
  }

  /// The syntax an API is recognised by.
  public struct Match: Sendable, Equatable {
    public var kind: SyntaxUse.Kind
    public var name: String
    /// The first argument labels, each with its alternatives (`isPresented|item`).
    public var labels: [[String]]
    /// A member the use's chain passes through (`sheetPresentationController`).
    public var through: String?

    public init(kind: SyntaxUse.Kind, name: String, labels: [[String]] = [], through: String? = nil) {
      self.kind = kind
      self.name = name
      self.labels = labels
      self.through = through
    }

    public func matches(_ use: SyntaxUse) -> Bool {
      guard use.kind == kind, use.name == name, labels.count <= use.labels.count else {
        return false
      }
      for (wanted, label) in zip(labels, use.labels) where !wanted.contains(label) { return false }
      if let through, !use.path.contains(through) { return false }
      return true
    }
  }

  /// A fact a type has when its declaration names one of `names`.
  public struct TypeFact: Sendable, Equatable {
    public var fact: String
    public var value: String
    public var names: Set<String>

    public init(fact: String, value: String, names: Set<String>) {
      self.fact = fact
      self.value = value
      self.names = names
    }
  }

  /// The facts of a presentation that carries out a tree's outcome.
  public struct OutcomePattern: Sendable, Equatable {
    public var tree: String
    public var outcome: String
    public var when: [Condition]

    public init(tree: String, outcome: String, when: [Condition]) {
      self.tree = tree
      self.outcome = outcome
      self.when = when
    }
  }

  /// One condition on a fact: its value is one of `values` (or, with
  /// `negated`, none of them). `unset` stands for no value.
  public struct Condition: Sendable, Equatable {
    public static let unset = "unset"
    public var fact: String
    public var values: Set<String>
    public var negated: Bool

    public init(fact: String, values: Set<String>, negated: Bool = false) {
      self.fact = fact
      self.values = values
      self.negated = negated
    }

    public func holds(_ facts: [String: String]) -> Bool {
      values.contains(facts[fact] ?? Self.unset) != negated
    }
  }

  /// A combination of facts that breaks a guideline or UIKit's rules.
  public struct Rule: Sendable, Equatable {
    public enum Severity: String, Sendable, CaseIterable, Comparable {
      case note, warning, error

      public static func < (a: Severity, b: Severity) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
      }
    }
    public enum Target: String, Sendable, CaseIterable {
      case presentation, use
    }

    public var id: String
    public var severity: Severity
    public var target: Target
    public var topic: String
    public var source: String
    public var title: String
    public var message: String
    public var when: [Condition]

    public init(
      id: String, severity: Severity, target: Target = .presentation, topic: String, source: String,
      title: String, message: String, when: [Condition]
    ) {
      self.id = id
      self.severity = severity
      self.target = target
      self.topic = topic
      self.source = source
      self.title = title
      self.message = message
      self.when = when
    }

    public func holds(_ facts: [String: String]) -> Bool { when.allSatisfy { $0.holds(facts) } }
  }

  /// The rules' titles and messages in `translation`'s language, where it
  /// has them.
  public func localized(_ translation: ScanRulesTranslation?) -> ScanGuidance {
    guard let translation else { return self }
    var copy = self
    for index in copy.rules.indices {
      guard let text = translation.rules[copy.rules[index].id] else { continue }
      copy.rules[index].title = text.title
      copy.rules[index].message = text.message
    }
    return copy
  }
}

/// `rules.LANG.yaml`: the rules' titles and messages in one language.
public struct ScanRulesTranslation: Sendable, Equatable {
  public struct Text: Sendable, Equatable {
    public var title: String
    public var message: String

    public init(title: String, message: String) {
      self.title = title
      self.message = message
    }
  }

  public var language: Language
  public var rules: [String: Text]

  public init(language: Language, rules: [String: Text]) {
    self.language = language
    self.rules = rules
  }
}
