/// Turns the text of a tree file into a ``Tree``, reporting every problem in
/// the file with its location.
///
/// Loading checks the shape of the file (keys, types, required fields);
/// ``TreeValidator`` then checks the graph. `load` runs both.
public enum TreeLoader {
  public struct Result: Sendable {
    /// Nil when the file could not be read as a tree at all, or has errors.
    public var tree: Tree?
    public var diagnostics: [Diagnostic]
  }

  static let treeKeys = MappingKeys([
    "id", "title", "summary", "start", "pages", "questions", "outcomes",
  ])
  static let questionKeys = MappingKeys([
    "id", "prompt", "topic", "help", "default", "fact", "choices",
  ])
  static let choiceKeys = MappingKeys(["id", "label", "next", "reason"])
  static let outcomeKeys = MappingKeys([
    "id", "title", "recommendation", "rationale", "topic", "applies", "follow",
    "implementation", "checklist",
  ])
  static let checklistKeys = MappingKeys([
    "text", "topic", "point", "settled-by", "applies", "priority",
  ])
  static let pageKeys = MappingKeys(["title", "url"])
  static let implementationKeys = MappingKeys(["uikit", "swiftui", "today"])
  static let frameworkKeys = MappingKeys(["summary", "apis", "sketch", "context"])
  static let apiKeys = MappingKeys(["symbol", "url", "since"])

  /// The most errors shown for one file, in file order; a note counts the
  /// rest. Past a few dozen, more of them only bury the first.
  public static let maximumErrors = YAMLParser.maximumErrors
  /// Building stops once a file has this many problems, so a hostile file
  /// (millions of unknown keys, say) costs no more than a broken one.
  static let diagnosticBudget = 1000

  /// Loads and validates a tree from text, without touching the disk.
  /// - Parameters:
  ///   - text: the file's bytes (invalid UTF-8 is reported, not repaired).
  ///   - source: the path shown in diagnostics.
  /// - Returns: the tree, if it has no errors, and the diagnostics (whose
  ///   messages are translated where they are shown).
  public static func load(bytes: [UInt8], source: String) -> Result {
    let text = SourceText(file: source, bytes: bytes)
    var diagnostics: [Diagnostic] = []
    var hidden = 0
    var readable = true
    // The questions are built while the file is read, each as soon as it is
    // whole, so that the document never holds them all; the rest of the
    // document is let go once the tree is built. For a large file these
    // are the largest things in memory, and the checks need neither.
    var questions: [Question] = []
    // Room for a question per 64 bytes of the file (a real one takes more),
    // so that a large tree's are not copied while they grow. Room not used
    // is never touched: it costs address space, not memory.
    questions.reserveCapacity(bytes.count / 64)
    var questionDiagnostics: [Diagnostic] = []
    let built: Tree? = {
      let parsed = YAMLParser(source: text).parse(
        emptyFile: Message(
          "the file is empty; a tree needs 'id', 'title', 'summary', 'questions' and 'outcomes' (see Questions/README.md)"
        ),
        streaming: (
          "questions",
          { document, node in
            guard questionDiagnostics.count < diagnosticBudget else { return }
            if let question = buildQuestion(
              node, in: MappingInput(document: document, source: text),
              diagnostics: &questionDiagnostics)
            {
              questions.append(question)
            }
          }
        ))
      diagnostics = parsed.diagnostics
      hidden = parsed.hiddenErrors
      guard let document = parsed.document else {
        readable = false
        return nil
      }
      defer { questionDiagnostics = [] }
      return build(
        document, questions: questions, questionDiagnostics: questionDiagnostics, text: text,
        diagnostics: &diagnostics)
    }()
    questions = []
    guard readable else { return Result(tree: nil, diagnostics: diagnostics) }
    let stoppedEarly = diagnostics.count >= diagnosticBudget
    guard var tree = built, !stoppedEarly else {
      return Result(
        tree: nil,
        diagnostics: capped(diagnostics, hidden: hidden, stoppedEarly: stoppedEarly, text: text))
    }
    let graphProblems = TreeValidator.validate(tree, source: text)
    diagnostics += graphProblems
    // The content checks walk the graph, which must be sound first.
    if !graphProblems.hasErrors { diagnostics += TreeValidator.checkContent(tree, source: text) }
    tree.fingerprint = Fingerprint.of(bytes)
    return Result(
      tree: diagnostics.hasErrors ? nil : tree,
      diagnostics: capped(diagnostics, hidden: hidden, stoppedEarly: false, text: text)
    )
  }

  /// In file order, at most ``maximumErrors`` errors and a note on the rest.
  static func capped(
    _ diagnostics: [Diagnostic], hidden: Int, stoppedEarly: Bool, text: SourceText
  ) -> [Diagnostic] {
    diagnostics.capped(
      errors: maximumErrors, hidden: hidden, stoppedEarly: stoppedEarly, file: text.file)
  }

  public static func load(text: String, source: String) -> Result {
    load(bytes: Array(text.utf8), source: source)
  }

  /// Builds what it can even when fields are wrong, so that the graph checks
  /// can still run and every problem is reported in one go. The items of
  /// `questions` were built while the file was read (see
  /// ``YAMLParser/parse(streaming:)``): `questions` holds them, and
  /// `questionDiagnostics` their problems, which join the others after the
  /// tree's own fields, where reading them would have put them.
  static func build(
    _ document: YAMLDocument, questions streamed: [Question], questionDiagnostics: [Diagnostic],
    text: SourceText, diagnostics: inout [Diagnostic]
  ) -> Tree? {
    // One input for every reader of the file's mappings.
    let input = MappingInput(document: document, source: text)
    guard
      let fields = MappingReader(
        0, in: input, context: .tree, keys: treeKeys, diagnostics: &diagnostics)
    else { return nil }
    let id = fields.text("id", diagnostics: &diagnostics)
    let title = fields.text("title", diagnostics: &diagnostics)
    let summary = fields.text("summary", diagnostics: &diagnostics)
    let start = fields.text("start", required: false, diagnostics: &diagnostics)
    let pages = buildPages(fields, in: document, text: text, diagnostics: &diagnostics)

    // Checked for its kind and for being empty; its items were built.
    _ = fields.list("questions", nonEmpty: true, diagnostics: &diagnostics)
    diagnostics += questionDiagnostics
    guard diagnostics.count < diagnosticBudget else { return nil }
    let questions = streamed
    var outcomes: [Outcome] = []
    for node in fields.list("outcomes", nonEmpty: true, diagnostics: &diagnostics)
      ?? document.children(of: 0, none: true)
    {
      guard diagnostics.count < diagnosticBudget else { return nil }
      if let outcome = buildOutcome(node, in: input, diagnostics: &diagnostics) {
        outcomes.append(outcome)
      }
    }
    var tree = Tree(
      id: id ?? "", title: title ?? "", summary: summary ?? "",
      start: start ?? questions.first?.id ?? "", questions: questions, outcomes: outcomes,
      source: text.file,
      location: fields.location(of: "id"),
      startLocation: fields.location(of: start == nil ? "questions" : "start"))
    tree.pages = pages
    tree.resolvePages()
    return tree
  }

  /// Reads an item's id first so that the rest of its messages can name it.
  private static func itemFields(
    _ node: Int, in input: MappingInput, context: MappingContext, keys: MappingKeys,
    diagnostics: inout [Diagnostic]
  ) -> (fields: MappingReader, id: String)? {
    guard
      var fields = MappingReader(
        node, in: input, context: context, keys: keys, diagnostics: &diagnostics),
      let id = fields.text("id", diagnostics: &diagnostics)
    else { return nil }
    fields.context.id = id
    return (fields, id)
  }

  static func buildQuestion(
    _ node: Int, in input: MappingInput, diagnostics: inout [Diagnostic]
  ) -> Question? {
    let document = input.document
    guard
      let (fields, id) = itemFields(
        node, in: input, context: MappingContext(kind: translatable("question")),
        keys: questionKeys, diagnostics: &diagnostics)
    else { return nil }
    let prompt = fields.text("prompt", diagnostics: &diagnostics)
    let topic = fields.text("topic", diagnostics: &diagnostics)
    let help = fields.text("help", diagnostics: &diagnostics)
    let defaultChoice = fields.text("default", required: false, diagnostics: &diagnostics)
    let fact = fields.text("fact", required: false, diagnostics: &diagnostics)
    var choices: [Choice] = []
    let choiceNodes = fields.list("choices", diagnostics: &diagnostics)
    choices.reserveCapacity(choiceNodes.map { Int(document.nodes[$0.parent].length) } ?? 0)
    for choiceNode in choiceNodes ?? document.children(of: 0, none: true) {
      guard diagnostics.count < diagnosticBudget else { return nil }
      guard
        case (var reader, let choiceID)? = itemFields(
          choiceNode, in: input, context: MappingContext(kind: translatable("choice")),
          keys: choiceKeys, diagnostics: &diagnostics)
      else { continue }
      reader.context.owner = MappingContext.Owner(translatable("question"), id)
      let label = reader.text("label", diagnostics: &diagnostics)
      let next = reader.text("next", diagnostics: &diagnostics)
      let reason = reader.text("reason", diagnostics: &diagnostics)
      choices.append(
        Choice(
          id: choiceID, label: label ?? choiceID, next: next ?? "", reason: reason ?? "",
          location: reader.location(of: "id"), nextLocation: reader.location(of: "next")))
    }
    return Question(
      id: id, prompt: prompt ?? "", topic: topic ?? "", help: help ?? "",
      defaultChoice: defaultChoice, choices: choices, fact: fact,
      location: fields.location(of: "id"))
  }

  static func buildOutcome(
    _ node: Int, in input: MappingInput, diagnostics: inout [Diagnostic]
  ) -> Outcome? {
    let document = input.document
    let text = input.source
    guard
      let (fields, id) = itemFields(
        node, in: input, context: MappingContext(kind: translatable("outcome")),
        keys: outcomeKeys, diagnostics: &diagnostics)
    else { return nil }
    let title = fields.text("title", diagnostics: &diagnostics)
    let recommendation = fields.text("recommendation", diagnostics: &diagnostics)
    let rationale = fields.text("rationale", diagnostics: &diagnostics)
    let topic = fields.text("topic", diagnostics: &diagnostics)
    let follow = fields.text("follow", required: false, diagnostics: &diagnostics)
    var checklist: [ChecklistItem] = []
    for itemNode in fields.list("checklist", diagnostics: &diagnostics)
      ?? document.children(of: 0, none: true)
    {
      guard diagnostics.count < diagnosticBudget else { return nil }
      guard
        let item = MappingReader(
          itemNode, in: input,
          context: MappingContext(
            kind: translatable("checklist item"),
            owner: MappingContext.Owner(translatable("outcome"), id)),
          keys: checklistKeys, diagnostics: &diagnostics)
      else { continue }
      let itemText = item.text("text", diagnostics: &diagnostics)
      let itemTopic = item.text("topic", diagnostics: &diagnostics)
      let point = item.text("point", required: false, diagnostics: &diagnostics)
      let settledBy = item.text("settled-by", required: false, diagnostics: &diagnostics)
      let applies = buildApplies(item, in: document, text: text, diagnostics: &diagnostics)
      let priority = buildPriority(item, diagnostics: &diagnostics)
      if let itemText, let itemTopic {
        checklist.append(
          ChecklistItem(
            text: itemText, topic: itemTopic, point: point, settledBy: settledBy,
            applies: applies, priority: priority))
      }
    }
    let applies = buildApplies(fields, in: document, text: text, diagnostics: &diagnostics)
    let implementation = buildImplementation(
      fields, outcome: id, in: document, text: text, diagnostics: &diagnostics)
    return Outcome(
      id: id, title: title ?? id, recommendation: recommendation ?? "",
      rationale: rationale ?? "", topic: topic ?? "", checklist: checklist, follow: follow,
      applies: applies, implementation: implementation, location: fields.location(of: "id"),
      followLocation: follow == nil ? nil : fields.location(of: "follow"))
  }
}
