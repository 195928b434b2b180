/// Turns the syntax the scanner found into an inventory of presentations and
/// the findings of the rules, using only the guidance's data.
public enum ScanAnalysis {
  /// One presentation, or another use the rules look at on its own.
  public struct Item: Sendable, Equatable {
    public var file: String
    public var line: Int
    public var column: Int
    public var api: String
    public var framework: String
    public var apiName: String
    public var docs: String
    public var role: ScanGuidance.API.Role
    /// Every fact known of it, context included (`presented.F`, `here.F`,
    /// `presenter.F`): what the rules and outcome patterns read.
    public var facts: [String: String]
    /// The types the syntax says are presented, outermost first.
    public var presentedTypes: [String]
    public var enclosingType: String?
    public var scope: String
    /// `tree/outcome` of each outcome it carries out.
    public var outcomes: [String]

    public var style: String? { facts["style"] }
    public var transition: String? { facts["transition"] }
    public var hasAnchor: Bool { facts["anchor"] != nil }
    public var hasWayOut: Bool {
      facts["presented.way-out"] != nil || facts["here.confirms-dismiss"] != nil
    }
  }

  public struct Finding: Sendable, Equatable {
    public var rule: String
    public var severity: ScanGuidance.Rule.Severity
    public var file: String
    public var line: Int
    public var column: Int
    public var title: String
    public var message: String
    public var topic: String
    public var source: String
    public var api: String
    /// What a baseline matches it by: rule, file, function and API, so that
    /// lines moving above it do not make it new.
    public var key: String
  }

  public struct Result: Sendable {
    public var presentations: [Item]
    public var uses: [Item]
    public var findings: [Finding]
    /// Findings silenced by `// hig-wizard:ignore`.
    public var ignored: Int
  }

  /// `.formSheet`, `UIModalPresentationStyle.formSheet` → `formSheet`.
  static func normalized(_ value: String?) -> String? {
    guard var value, !value.isEmpty else { return nil }
    if let dot = value.lastIndex(of: "."), !value.hasPrefix("\"") {
      value = String(value[value.index(after: dot)...])
    }
    return value.isEmpty ? nil : value
  }

  public static func analyze(_ files: [ScannedFile], guidance: ScanGuidance) -> Result {
    // What the types say of themselves: facts from the names in their
    // declarations, and presentation facts they set on `self`.
    var typeFacts: [String: [String: String]] = [:]
    for file in files {
      for type in file.types {
        for fact in guidance.typeFacts where !fact.names.isDisjoint(with: type.names) {
          typeFacts[type.name, default: [:]][fact.fact] = fact.value
        }
      }
    }
    var selfFacts: [String: [String: String]] = [:]
    var presentations: [Item] = []
    var uses: [Item] = []
    for file in files {
      var variableFacts: [String: [String: String]] = [:]
      var scopeFacts: [String: [String: String]] = [:]
      // Facts set inside one presentation's arguments (a SwiftUI modifier in
      // a sheet's content) belong to that presentation alone.
      var containedFacts: [SyntaxUse.Position: [String: String]] = [:]
      var boundTypes: [String: [String]] = [:]
      for binding in file.bindings {
        boundTypes["\(binding.scope)\u{0}\(binding.name)"] = binding.types
      }
      var pending: [(SyntaxUse, ScanGuidance.API)] = []
      for use in file.uses {
        guard let api = guidance.apis.first(where: { $0.match.matches(use) }) else { continue }
        let facts = given(by: use, api)
        switch api.role {
        case .presents, .structure:
          pending.append((use, api))
        case .builds:
          if let variable = use.boundTo {
            variableFacts["\(use.scope)\u{0}\(variable)", default: [:]].merge(facts) { $1 }
          }
        case .sets:
          if api.reach == .scope, let container = use.within {
            containedFacts[container, default: [:]].merge(facts) { $1 }
          } else if api.reach == .scope {
            scopeFacts[use.scope, default: [:]].merge(facts) { $1 }
          } else if use.subject == "self" || use.subject.isEmpty, let type = use.enclosingType {
            selfFacts[type, default: [:]].merge(facts) { $1 }
          } else {
            variableFacts["\(use.scope)\u{0}\(use.subject)", default: [:]].merge(facts) { $1 }
          }
        case .declares:
          uses.append(item(file.path, use, api, facts: facts, presented: []))
        }
      }
      for (use, api) in pending {
        var facts = api.facts
        facts.merge(scopeFacts[use.scope] ?? [:]) { $1 }
        facts.merge(containedFacts[SyntaxUse.Position(line: use.line, column: use.column)] ?? [:]) {
          $1
        }
        let argument =
          api.presented.flatMap { label in use.arguments.first { $0.label == label } }
          ?? (api.presented == nil ? nil : use.arguments.last { !$0.types.isEmpty })
        var presented = argument?.types ?? []
        if let variable = argument?.value {
          facts.merge(variableFacts["\(use.scope)\u{0}\(variable)"] ?? [:]) { $1 }
          if presented.isEmpty { presented = boundTypes["\(use.scope)\u{0}\(variable)"] ?? [] }
        }
        presentations.append(item(file.path, use, api, facts: facts, presented: presented))
      }
    }
    // A type's own settings, then the facts of its context.
    for index in presentations.indices {
      for type in presentations[index].presentedTypes {
        presentations[index].facts.merge(selfFacts[type] ?? [:]) { old, _ in old }
      }
    }
    var presenterFacts: [String: [String: String]] = [:]
    for presentation in presentations where presentation.role == .presents {
      for type in presentation.presentedTypes where presenterFacts[type] == nil {
        presenterFacts[type] = presentation.facts
      }
    }
    for index in presentations.indices {
      var context: [String: String] = [:]
      for type in presentations[index].presentedTypes {
        for (fact, value) in typeFacts[type] ?? [:] { context["presented." + fact] = value }
      }
      if let here = presentations[index].enclosingType {
        for (fact, value) in typeFacts[here] ?? [:] { context["here." + fact] = value }
        for (fact, value) in presenterFacts[here] ?? [:] { context["presenter." + fact] = value }
      }
      presentations[index].facts.merge(context) { old, _ in old }
      presentations[index].outcomes = guidance.outcomes.filter { pattern in
        pattern.when.allSatisfy { $0.holds(presentations[index].facts) }
      }.map { "\($0.tree)/\($0.outcome)" }
    }
    // The rules, less what the files' comments silence.
    var ignores: [String: [Int: Set<String>]] = [:]
    for file in files {
      for comment in file.ignores {
        ignores[file.path, default: [:]][comment.line, default: []].formUnion(comment.rules)
      }
    }
    var findings: [Finding] = []
    var ignored = 0
    for rule in guidance.rules {
      let items = rule.target == .presentation ? presentations.filter { $0.role == .presents } : uses
      for item in items where rule.holds(item.facts) {
        let silenced = [item.line, item.line - 1].contains {
          ignores[item.file]?[$0]?.contains(rule.id) == true
        }
        if silenced {
          ignored += 1
          continue
        }
        findings.append(
          Finding(
            rule: rule.id, severity: rule.severity, file: item.file, line: item.line,
            column: item.column, title: rule.title, message: rule.message, topic: rule.topic,
            source: rule.source, api: item.apiName,
            key: [rule.id, item.file, item.scope, item.api].joined(separator: "|")))
      }
    }
    findings.sort {
      ($0.file, $0.line, $0.column, $0.rule) < ($1.file, $1.line, $1.column, $1.rule)
    }
    return Result(presentations: presentations, uses: uses, findings: findings, ignored: ignored)
  }

  /// The facts one use gives: the API's own, its value's, and those the value
  /// brings with it.
  static func given(by use: SyntaxUse, _ api: ScanGuidance.API) -> [String: String] {
    var facts = api.facts
    facts["framework"] = api.framework
    guard let fact = api.fact else { return facts }
    let raw: String? =
      if let label = api.from {
        use.arguments.first { $0.label == label }?.value ?? api.defaultValue
      } else {
        use.value ?? api.defaultValue
      }
    if let value = normalized(raw) {
      facts[fact] = value
      facts.merge(api.when[value] ?? [:]) { $1 }
    }
    return facts
  }

  static func item(
    _ file: String, _ use: SyntaxUse, _ api: ScanGuidance.API, facts: [String: String],
    presented: [String]
  ) -> Item {
    var facts = facts
    facts["framework"] = api.framework
    return Item(
      file: file, line: use.line, column: use.column, api: api.id, framework: api.framework,
      apiName: api.api, docs: api.docs, role: api.role, facts: facts, presentedTypes: presented,
      enclosingType: use.enclosingType, scope: use.scope, outcomes: [])
  }
}
