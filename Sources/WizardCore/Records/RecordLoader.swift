/// Reads a decision record (``DecisionRecord/yaml``) with libyaml, as the
/// answers and tree loaders do: every problem in the file is collected and
/// reported at its `file:line:column`, and a record with any is not used.
public enum RecordLoader {
  public struct Result: Sendable {
    /// nil when the file has errors.
    public var record: DecisionRecord?
    public var diagnostics: [Diagnostic]
    /// Where each decision starts (its `tree` key), in order, for the
    /// messages of `check`.
    public var decisionLocations: [SourceLocation] = []
    /// Where each answer of each decision is written.
    public var answerLocations: [[SourceLocation]] = []
  }

  public static func load(bytes: [UInt8], source: String) -> Result {
    let text = SourceText(file: source, bytes: bytes)
    let parsed = YAMLParser(source: text).parse(
      emptyFile: Message(
        "the record is empty; write it with 'hig-wizard run TREE --record FOLDER'"))
    var reader = Reader(text: text, diagnostics: parsed.diagnostics)
    guard let root = parsed.root else {
      return Result(record: nil, diagnostics: reader.diagnostics)
    }
    let record = reader.record(root)
    return Result(
      record: reader.diagnostics.hasErrors ? nil : record,
      diagnostics: reader.diagnostics.capped(
        errors: TreeLoader.maximumErrors, hidden: parsed.hiddenErrors, stoppedEarly: false,
        file: source),
      decisionLocations: reader.decisionLocations, answerLocations: reader.answerLocations)
  }

  /// Checks each node against the record's shape, noting every problem.
  struct Reader {
    let text: SourceText
    var diagnostics: [Diagnostic]
    var decisionLocations: [SourceLocation] = []
    var answerLocations: [[SourceLocation]] = []

    init(text: SourceText, diagnostics: [Diagnostic]) {
      self.text = text
      self.diagnostics = diagnostics
    }

    mutating func error(_ message: Message, at node: YAMLNode) {
      diagnostics.append(text.diagnostic(.error, message, line: node.line, column: node.column))
    }

    func location(_ node: YAMLNode) -> SourceLocation {
      SourceLocation(file: text.file, line: node.line, column: node.column)
    }

    /// The pairs of a mapping whose keys are all among `keys` (the others
    /// are reported), or nil (reported) when `node` is no mapping.
    mutating func mapping(_ node: YAMLNode, what: Message, keys: [String]) -> YAMLNode? {
      guard case .mapping(let pairs) = node.content else {
        error(Message("{1} must be a mapping, not {2}", what, node.kindDescription), at: node)
        return nil
      }
      for pair in pairs {
        guard let key = pair.key.scalar else { continue }  // reported by the parser
        if !keys.contains(key) {
          error(
            // Translators: {1} is the key as written, {2} names the part of the decision record,
            // {3} the keys it takes, already joined with "or" (keys of the file format, never
            // translated).
            Message(
              "unknown key '{1}' in {2}; expected {3}", key, what,
              Message.list(keys.map { Message.verbatim("'\($0)'") }, or: true)),
            at: pair.key)
        }
      }
      return node
    }

    /// The text of `key` in `node`, reported when missing or not text.
    mutating func scalar(_ key: String, in node: YAMLNode, what: Message) -> String? {
      guard let value = node[key] else {
        error(Message("{1} has no '{2}'", what, key), at: node)
        return nil
      }
      guard let scalar = value.scalar, !scalar.trimmingWhitespace.isEmpty else {
        let found = value.scalar == nil ? value.kindDescription : Message("nothing")
        error(Message("'{1}' must be text, not {2}", key, found), at: value)
        return nil
      }
      return scalar
    }

    mutating func record(_ root: YAMLNode) -> DecisionRecord? {
      let what = Message("a decision record")
      guard
        let root = mapping(root, what: what, keys: ["task", "date", "decisions", "code"])
      else { return nil }
      let task = scalar("task", in: root, what: what)
      let date = scalar("date", in: root, what: what)
      var decisions: [DecisionRecord.Decision] = []
      if let list = root["decisions"] {
        if let items = list.items, !items.isEmpty {
          for item in items {
            if let decision = decision(item) { decisions.append(decision) }
          }
        } else {
          error(Message("'decisions' must be a list of at least one decision"), at: list)
        }
      } else {
        error(Message("{1} has no '{2}'", what, "decisions"), at: root)
      }
      var code: [String] = []
      if let list = root["code"] {
        if let items = list.items {
          for item in items {
            if let name = item.scalar, !name.trimmingWhitespace.isEmpty {
              code.append(name)
            } else {
              error(Message("each entry of 'code' must be a type or file name"), at: item)
            }
          }
        } else {
          error(Message("'code' must be a list of type or file names"), at: list)
        }
      }
      guard let task, let date else { return nil }
      return DecisionRecord(task: task, date: date, decisions: decisions, code: code)
    }

    mutating func decision(_ node: YAMLNode) -> DecisionRecord.Decision? {
      let what = Message("a decision")
      guard let node = mapping(node, what: what, keys: ["tree", "version", "outcome", "answers"])
      else { return nil }
      let tree = scalar("tree", in: node, what: what)
      let version = scalar("version", in: node, what: what)
      let outcome = scalar("outcome", in: node, what: what)
      var answers: [DecisionRecord.Answer] = []
      var places: [SourceLocation] = []
      if let list = node["answers"] {
        if let items = list.items {
          for item in items {
            if let answer = answer(item) {
              answers.append(answer)
              places.append(location(item))
            }
          }
        } else {
          error(Message("'answers' must be a list of answers"), at: list)
        }
      } else {
        error(Message("{1} has no '{2}'", what, "answers"), at: node)
      }
      guard let tree, let version, let outcome else { return nil }
      decisionLocations.append(location(node["tree"] ?? node))
      answerLocations.append(places)
      return DecisionRecord.Decision(
        tree: tree, version: version, outcome: outcome, answers: answers)
    }

    mutating func answer(_ node: YAMLNode) -> DecisionRecord.Answer? {
      let what = Message("an answer")
      guard let node = mapping(node, what: what, keys: ["question", "choice", "source"])
      else { return nil }
      let question = scalar("question", in: node, what: what)
      let choice = scalar("choice", in: node, what: what)
      var source: Session.AnswerSource?
      if let word = scalar("source", in: node, what: what) {
        source = Session.AnswerSource(rawValue: word)
        let allowed: [Session.AnswerSource] = [.given, .defaulted, .carried]
        if source == nil || !allowed.contains(source ?? .assumed), let value = node["source"] {
          source = nil
          error(
            Message(
              "unknown source '{1}'; expected {2}", word,
              Message.list(allowed.map { Message.verbatim("'\($0.rawValue)'") }, or: true)),
            at: value)
        }
      }
      guard let question, let choice, let source else { return nil }
      return DecisionRecord.Answer(question: question, choice: choice, source: source)
    }
  }
}
