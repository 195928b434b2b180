/// Reads the scan guidance files (`vocabulary.yaml`, `rules.yaml`,
/// `rules.LANG.yaml`) strictly: an unknown key, a missing field or a value
/// outside its choices is an error at its file:line:column, as in a tree.
public enum ScanGuidanceLoader {
  public struct Result: Sendable {
    public var guidance: ScanGuidance?
    public var diagnostics: [Diagnostic]
  }

  /// Loads the vocabulary and the rules, each from its file's text.
  public static func load(
    vocabulary: (bytes: [UInt8], source: String), rules: (bytes: [UInt8], source: String)
  ) -> Result {
    var reader = Reader()
    let vocabularyRoot = reader.root(vocabulary.bytes, vocabulary.source, id: "vocabulary")
    var apis: [ScanGuidance.API] = []
    var typeFacts: [ScanGuidance.TypeFact] = []
    var outcomes: [ScanGuidance.OutcomePattern] = []
    var ruleList: [ScanGuidance.Rule] = []
    if let root = vocabularyRoot {
      reader.keys(root, ["id", "apis", "type-facts", "outcomes"], required: ["id", "apis"])
      apis = reader.items(root["apis"]).compactMap { reader.api($0) }
      typeFacts = reader.items(root["type-facts"]).compactMap { reader.typeFact($0) }
      outcomes = reader.items(root["outcomes"]).compactMap { reader.outcome($0) }
      reader.unique(apis.map(\.id), in: root["apis"])
    }
    // The reader points its messages into one file at a time.
    let rulesRoot = reader.root(rules.bytes, rules.source, id: "rules")
    if let root = rulesRoot {
      reader.keys(root, ["id", "rules"], required: ["id", "rules"])
      ruleList = reader.items(root["rules"]).compactMap { reader.rule($0) }
      reader.unique(ruleList.map(\.id), in: root["rules"])
    }
    guard vocabularyRoot != nil, rulesRoot != nil, !reader.diagnostics.hasErrors else {
      return Result(guidance: nil, diagnostics: reader.diagnostics)
    }
    return Result(
      guidance: ScanGuidance(apis: apis, typeFacts: typeFacts, outcomes: outcomes, rules: ruleList),
      diagnostics: reader.diagnostics)
  }

  public struct TranslationResult: Sendable {
    public var translation: ScanRulesTranslation?
    public var diagnostics: [Diagnostic]
  }

  /// Loads `rules.LANG.yaml`; with `rules`, also checks that it translates
  /// every rule and no other.
  public static func loadTranslation(
    bytes: [UInt8], source: String, rules: [ScanGuidance.Rule]? = nil
  ) -> TranslationResult {
    var reader = Reader()
    guard let root = reader.root(bytes, source, id: "rules") else {
      return TranslationResult(translation: nil, diagnostics: reader.diagnostics)
    }
    reader.keys(root, ["id", "language", "rules"], required: ["id", "language", "rules"])
    let language = root["language"].flatMap { node -> Language? in
      guard let code = reader.text(node, "language"), let language = Language(code: code),
        language != .en
      else {
        reader.error(Message("'language' must be one of pt, ja, ru"), at: node)
        return nil
      }
      return language
    }
    var texts: [String: ScanRulesTranslation.Text] = [:]
    for item in reader.items(root["rules"]) {
      reader.keys(item, ["id", "title", "message"], required: ["id", "title", "message"])
      guard let id = reader.text(item["id"], "id"), let title = reader.text(item["title"], "title"),
        let message = reader.text(item["message"], "message")
      else { continue }
      if texts[id] != nil {
        reader.error(Message("rule '{1}' is translated twice", id), at: item)
      }
      texts[id] = ScanRulesTranslation.Text(title: title, message: message)
      if let rules, !rules.contains(where: { $0.id == id }) {
        reader.error(Message("there is no rule '{1}' to translate", id), at: item)
      }
    }
    if let rules {
      for rule in rules where texts[rule.id] == nil {
        reader.error(Message("rule '{1}' has no translation here", rule.id), at: root)
      }
    }
    guard let language, !reader.diagnostics.hasErrors else {
      return TranslationResult(translation: nil, diagnostics: reader.diagnostics)
    }
    return TranslationResult(
      translation: ScanRulesTranslation(language: language, rules: texts),
      diagnostics: reader.diagnostics)
  }

  /// Reads nodes, collecting diagnostics at their places.
  struct Reader {
    var diagnostics: [Diagnostic] = []
    var file = ""
    var source: SourceText?

    mutating func root(_ bytes: [UInt8], _ path: String, id: String) -> YAMLNode? {
      let text = SourceText(file: path, bytes: bytes)
      file = path
      source = text
      let parsed = YAMLParser(source: text).parse(
        emptyFile: Message("the file is empty; it should start with 'id: {1}'", id))
      diagnostics += parsed.diagnostics
      guard let root = parsed.root else { return nil }
      guard case .mapping = root.content else {
        error(Message("expected a mapping, found {1}", root.kindDescription), at: root)
        return nil
      }
      if let node = root["id"], self.text(node, "id") != id {
        error(Message("this file's 'id' must be '{1}'", id), at: node)
      }
      return root
    }

    mutating func error(_ message: Message, at node: YAMLNode) {
      let location = SourceLocation(file: file, line: node.line, column: node.column)
      diagnostics.append(.error(message, at: location, sourceLine: source?.line(node.line)))
    }

    /// Unknown keys and missing required ones are errors.
    mutating func keys(_ node: YAMLNode, _ allowed: [String], required: [String]) {
      guard case .mapping(let pairs) = node.content else {
        return error(Message("expected a mapping, found {1}", node.kindDescription), at: node)
      }
      for pair in pairs {
        guard let key = pair.key.scalar, allowed.contains(key) else {
          error(
            Message(
              "unknown key '{1}'; expected one of {2}", pair.key.scalar ?? "?",
              Message.list(allowed.map { "'\($0)'" })), at: pair.key)
          continue
        }
      }
      for key in required where node[key] == nil {
        error(Message("missing '{1}'", key), at: node)
      }
    }

    mutating func items(_ node: YAMLNode?) -> [YAMLNode] {
      guard let node else { return [] }
      guard let items = node.items else {
        error(Message("expected a list, found {1}", node.kindDescription), at: node)
        return []
      }
      return items
    }

    mutating func text(_ node: YAMLNode?, _ key: String) -> String? {
      guard let node else { return nil }
      guard let text = node.scalar, !text.isEmpty else {
        error(Message("'{1}' must be text, found {2}", key, node.kindDescription), at: node)
        return nil
      }
      return text
    }

    mutating func texts(_ node: YAMLNode?, _ key: String) -> [String] {
      guard let node else { return [] }
      if let scalar = node.scalar { return [scalar] }
      return items(node).compactMap { text($0, key) }
    }

    mutating func choice<T: RawRepresentable & CaseIterable>(
      _ node: YAMLNode?, _ key: String, default value: T? = nil
    ) -> T? where T.RawValue == String {
      guard let node else { return value }
      guard let text = text(node, key) else { return nil }
      guard let choice = T(rawValue: text) else {
        error(
          // Translators: {1} is a key of the scan guidance file, {2} the values it takes, already
          // joined with "or" (never translated), {3} the value written.
          Message(
            "'{1}' must be one of {2}, found '{3}'", key,
            Message.list(T.allCases.map { "'\($0.rawValue)'" }, or: true), text), at: node)
        return nil
      }
      return choice
    }

    mutating func facts(_ node: YAMLNode?) -> [String: String] {
      guard let node else { return [:] }
      guard case .mapping(let pairs) = node.content else {
        error(Message("expected a mapping, found {1}", node.kindDescription), at: node)
        return [:]
      }
      var facts: [String: String] = [:]
      for pair in pairs {
        guard let key = text(pair.key, "fact"), let value = text(pair.value, key) else { continue }
        facts[key] = value
      }
      return facts
    }

    mutating func unique(_ ids: [String], in node: YAMLNode?) {
      var seen = Set<String>()
      for (id, item) in zip(ids, node?.items ?? []) where !seen.insert(id).inserted {
        error(Message("the id '{1}' is used twice", id), at: item)
      }
    }

    mutating func api(_ node: YAMLNode) -> ScanGuidance.API? {
      keys(
        node,
        [
          "id", "framework", "api", "docs", "match", "role", "reach", "presented", "fact", "from",
          "default", "facts", "when",
        ], required: ["id", "framework", "api", "docs", "match", "role"])
      guard let id = text(node["id"], "id"), let framework = text(node["framework"], "framework"),
        let api = text(node["api"], "api"), let docs = text(node["docs"], "docs"),
        let matchNode = node["match"],
        let role: ScanGuidance.API.Role = choice(node["role"], "role")
      else { return nil }
      if !docs.hasPrefix("https://") {
        error(Message("'docs' must be an https:// link"), at: node["docs"] ?? node)
      }
      keys(matchNode, ["kind", "name", "labels", "through"], required: ["kind", "name"])
      guard let kind: SyntaxUse.Kind = choice(matchNode["kind"], "kind"),
        let name = text(matchNode["name"], "name")
      else { return nil }
      let labels = texts(matchNode["labels"], "labels").map {
        $0.split(separator: "|").map(String.init)
      }
      let reach: ScanGuidance.API.Reach =
        choice(node["reach"], "reach", default: .variable) ?? .variable
      var when: [String: [String: String]] = [:]
      if let whenNode = node["when"] {
        if case .mapping(let pairs) = whenNode.content {
          for pair in pairs {
            guard let value = text(pair.key, "when") else { continue }
            when[value] = facts(pair.value)
          }
        } else {
          error(Message("expected a mapping, found {1}", whenNode.kindDescription), at: whenNode)
        }
      }
      let fact = node["fact"].flatMap { text($0, "fact") }
      if role == .presents, node["presented"] == nil, node["facts"] == nil {
        error(Message("an API that presents needs 'presented' or 'facts'"), at: node)
      }
      if (role == .declares || node["from"] != nil || !when.isEmpty), fact == nil {
        error(Message("missing 'fact': what the use's value says"), at: node)
      }
      return ScanGuidance.API(
        id: id, framework: framework, api: api, docs: docs,
        match: ScanGuidance.Match(
          kind: kind, name: name, labels: labels,
          through: matchNode["through"].flatMap { text($0, "through") }),
        role: role, reach: reach, presented: node["presented"].flatMap { text($0, "presented") },
        fact: fact, from: node["from"].flatMap { text($0, "from") },
        defaultValue: node["default"].flatMap { text($0, "default") },
        facts: facts(node["facts"]), when: when)
    }

    mutating func typeFact(_ node: YAMLNode) -> ScanGuidance.TypeFact? {
      keys(node, ["fact", "value", "names"], required: ["fact", "value", "names"])
      guard let fact = text(node["fact"], "fact"), let value = text(node["value"], "value") else {
        return nil
      }
      return ScanGuidance.TypeFact(
        fact: fact, value: value, names: Set(texts(node["names"], "names")))
    }

    mutating func conditions(_ node: YAMLNode?) -> [ScanGuidance.Condition] {
      items(node).compactMap { item in
        keys(item, ["fact", "is", "not"], required: ["fact"])
        guard let fact = text(item["fact"], "fact") else { return nil }
        switch (item["is"], item["not"]) {
        case (let values?, nil):
          return ScanGuidance.Condition(fact: fact, values: Set(texts(values, "is")))
        case (nil, let values?):
          return ScanGuidance.Condition(
            fact: fact, values: Set(texts(values, "not")), negated: true)
        default:
          error(Message("a condition needs one of 'is' and 'not'"), at: item)
          return nil
        }
      }
    }

    mutating func outcome(_ node: YAMLNode) -> ScanGuidance.OutcomePattern? {
      keys(node, ["tree", "outcome", "when"], required: ["tree", "outcome", "when"])
      guard let tree = text(node["tree"], "tree"), let outcome = text(node["outcome"], "outcome")
      else { return nil }
      return ScanGuidance.OutcomePattern(
        tree: tree, outcome: outcome, when: conditions(node["when"]))
    }

    mutating func rule(_ node: YAMLNode) -> ScanGuidance.Rule? {
      keys(
        node, ["id", "severity", "on", "topic", "source", "title", "message", "when"],
        required: ["id", "severity", "topic", "source", "title", "message", "when"])
      // Every field is read, so that one wrong field does not hide another.
      let conditions = conditions(node["when"])
      guard let id = text(node["id"], "id"),
        let severity: ScanGuidance.Rule.Severity = choice(node["severity"], "severity"),
        let topic = text(node["topic"], "topic"), let source = text(node["source"], "source"),
        let title = text(node["title"], "title"), let message = text(node["message"], "message")
      else { return nil }
      if !source.hasPrefix("https://") {
        error(Message("'source' must be an https:// link"), at: node["source"] ?? node)
      }
      if id.contains(where: { !($0.isLetter || $0.isNumber || $0 == "-") }) {
        error(Message("a rule id holds only letters, digits and '-'"), at: node["id"] ?? node)
      }
      if conditions.isEmpty {
        error(Message("a rule needs at least one condition in 'when'"), at: node)
      }
      return ScanGuidance.Rule(
        id: id, severity: severity,
        target: choice(node["on"], "on", default: .presentation) ?? .presentation,
        topic: topic, source: source, title: title, message: message, when: conditions)
    }
  }
}

extension ScanGuidanceLoader {
  /// Whether `path` is scan guidance rather than a tree: a folder named
  /// `scan` holding `vocabulary.yaml`, or a file in such a folder.
  public static func isGuidance(_ path: String) -> Bool {
    var folder = path
    while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    if !FileSystem.isDirectory(folder) {
      guard let slash = folder.lastIndex(of: "/") else { return false }
      folder = String(folder[..<slash])
    }
    let name = folder.split(separator: "/").last.map(String.init) ?? folder
    return name == "scan" && FileSystem.exists(folder + "/vocabulary.yaml")
  }

  /// Every problem of the guidance in `folder` (its vocabulary, rules and
  /// rules.LANG.yaml), and how many files it read. An outcome pattern must
  /// name an outcome of one of `trees`.
  public static func lint(folder: String, trees: [Tree]) -> (
    files: Int, rules: Int, diagnostics: [Diagnostic]
  ) {
    func read(_ path: String) -> [UInt8]? { try? FileSystem.read(path) }
    let vocabularyPath = folder + "/vocabulary.yaml"
    let rulesPath = folder + "/rules.yaml"
    guard let vocabulary = read(vocabularyPath), let rules = read(rulesPath) else {
      return (
        0, 0,
        [
          .error(
            Message("scan guidance needs vocabulary.yaml and rules.yaml in '{1}'", folder))
        ]
      )
    }
    let loaded = load(vocabulary: (vocabulary, vocabularyPath), rules: (rules, rulesPath))
    var diagnostics = loaded.diagnostics
    var files = 2
    guard let guidance = loaded.guidance else { return (files, 0, diagnostics) }
    let outcomes = Set(trees.flatMap { tree in tree.outcomes.map { "\(tree.id)/\($0.id)" } })
    for pattern in guidance.outcomes where !outcomes.contains("\(pattern.tree)/\(pattern.outcome)")
    {
      diagnostics.append(
        .error(
          Message(
            "the vocabulary names outcome '{1}' of tree '{2}', which no tree has", pattern.outcome,
            pattern.tree), at: SourceLocation(file: vocabularyPath, line: 0, column: 0)))
    }
    let translations = ((try? FileSystem.yamlFiles(in: folder)) ?? []).filter {
      $0.hasPrefix(folder + "/rules.") && $0 != rulesPath
    }
    for path in translations {
      files += 1
      guard let bytes = read(path) else { continue }
      diagnostics += loadTranslation(bytes: bytes, source: path, rules: guidance.rules).diagnostics
    }
    return (files, guidance.rules.count, diagnostics)
  }
}
