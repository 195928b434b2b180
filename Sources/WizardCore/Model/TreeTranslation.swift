/// The text of one tree in another language, read from `TREE.LANG.yaml`
/// beside the tree. Keyed by the tree's ids, which never change; any text it
/// leaves out stays in the tree's own language.
public struct TreeTranslation: Sendable {
  public struct Text: Sendable {
    public var value: String
    public var location: SourceLocation
  }

  public struct QuestionText: Sendable {
    public var location: SourceLocation
    public var fields: [String: Text] = [:]
    /// Choice id → field (`label`, `reason`) → text.
    public var choices: [String: (location: SourceLocation, fields: [String: Text])] = [:]
  }

  public struct OutcomeText: Sendable {
    public var location: SourceLocation
    public var fields: [String: Text] = [:]
    /// Checklist items in the tree's order: field (`text`, `topic`) → text.
    public var checklist: [(location: SourceLocation, fields: [String: Text])]?
    public var checklistLocation: SourceLocation?
  }

  public var treeID: String
  public var language: Language
  public var source: String
  public var location: SourceLocation
  public var fields: [String: Text] = [:]
  /// Page id → the page's title in this language.
  public var pages: [String: Text] = [:]
  public var pageOrder: [String] = []
  public var questions: [String: QuestionText] = [:]
  public var outcomes: [String: OutcomeText] = [:]
  /// Question and outcome ids in file order, for messages in file order.
  public var questionOrder: [String] = []
  public var outcomeOrder: [String] = []
  /// Compiled into the binary: dropped when a user tree replaces its tree.
  public var isBundled = false
  /// `translates`: for each text, a hash of the English it was translated
  /// from (``TreeTranslation/englishHash(_:)``), so that `lint` can say
  /// which translations a changed English text has left behind. Nil when
  /// the file records none.
  public var translates: [String: String]?
  public var translatesLocation: SourceLocation?
  /// Where `pages`, `questions` and `outcomes` start in the file: what a
  /// warning about a page, question or outcome left out points at.
  public var sectionLocations: [String: SourceLocation] = [:]

  static let treeFields = ["title", "summary"]
  static let questionFields = ["prompt", "topic", "help"]
  static let choiceFields = ["label", "reason"]
  static let outcomeFields = ["title", "recommendation", "rationale", "topic"]
  static let checklistFields = ["text", "topic"]
  /// The prose of an outcome's `implementation` (never its symbols).
  static let implementationFields = ["uikit", "swiftui", "today"]
}

extension TreeTranslation {
  /// What does not match `tree`: text for ids the tree does not have, and a
  /// checklist of another length (errors), and the tree's text this
  /// translation leaves out (warnings, or errors when `strict`).
  public func check(against tree: Tree, strict: Bool) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let here = location
    // Guesses cost a comparison with every id: a file full of unknown ids
    // gets them for the first few only.
    var guesses = 0
    func unknown(_ what: Message, _ id: String, at location: SourceLocation, known: [String]) {
      // Translators: {1} is the kind of part, already translated ("question", "outcome", "page",
      // "choice"), {2} the id written in the translation, {3} the tree's id.
      var message = Message(
        "{1} '{2}' is not in tree '{3}', so this text belongs to nothing; fix the id or remove it",
        what, id, tree.id)
      guesses += 1
      if guesses <= TreeLoader.maximumErrors, let guess = Suggestion.closest(to: id, in: known) {
        message += Message("; did you mean '{1}'?", guess)
      }
      diagnostics.append(Diagnostic(.error, message, at: location, sourceLine: nil))
    }
    func missing(_ what: Message, at location: SourceLocation) {
      diagnostics.append(
        Diagnostic(
          strict ? .error : .warning,
          // Translators: {1} is a language code (pt, ja, ru); {2} names the text ("the prompt of
          // question 'depth'").
          Message("no {1} text for {2}; it is shown in English", language.rawValue, what),
          at: location, sourceLine: nil))
    }
    for field in Self.treeFields where fields[field] == nil {
      // Translators: {1} is a key of the file format, never translated ("title", "summary").
      missing(Message("the tree's {1}", field), at: here)
    }
    let pageIDs = tree.pages.map(\.id)
    for id in pageOrder where tree.page(id) == nil {
      if let text = pages[id] {
        unknown(Message("page"), id, at: text.location, known: pageIDs)
      }
    }
    for page in tree.pages where pages[page.id] == nil {
      missing(Message("page '{1}'", page.id), at: sectionLocations["pages"] ?? here)
    }
    let questionIDs = tree.questions.map(\.id)
    for id in questionOrder where tree.question(id) == nil {
      if let text = questions[id] {
        unknown(Message("question"), id, at: text.location, known: questionIDs)
      }
    }
    for question in tree.questions {
      guard let text = questions[question.id] else {
        missing(
          Message("question '{1}'", question.id), at: sectionLocations["questions"] ?? here)
        continue
      }
      for field in Self.questionFields where text.fields[field] == nil {
        // Translators: {1} is a key of the file format, never translated ("prompt", "help",
        // "topic"); {2} a question id.
        missing(Message("the {1} of question '{2}'", field, question.id), at: text.location)
      }
      let choiceIDs = question.choices.map(\.id)
      let choiceSet = Set(choiceIDs)
      let byPlace = text.choices.sorted {
        ($0.value.location.line, $0.value.location.column)
          < ($1.value.location.line, $1.value.location.column)
      }
      for (id, choice) in byPlace where !choiceSet.contains(id) {
        unknown(Message("choice"), id, at: choice.location, known: choiceIDs)
      }
      for choice in question.choices {
        guard let choiceText = text.choices[choice.id] else {
          missing(
            Message("choice '{1}' of question '{2}'", choice.id, question.id), at: text.location
          )
          continue
        }
        for field in Self.choiceFields where choiceText.fields[field] == nil {
          missing(
            // Translators: {1} is a key of the file format, never translated ("label", "reason");
            // {2} a choice id, {3} a question id.
            Message("the {1} of choice '{2}' of question '{3}'", field, choice.id, question.id),
            at: choiceText.location)
        }
      }
    }
    let outcomeIDs = tree.outcomes.map(\.id)
    for id in outcomeOrder where tree.outcome(id) == nil {
      if let text = outcomes[id] {
        unknown(Message("outcome"), id, at: text.location, known: outcomeIDs)
      }
    }
    for outcome in tree.outcomes {
      guard let text = outcomes[outcome.id] else {
        missing(
          Message("outcome '{1}'", outcome.id), at: sectionLocations["outcomes"] ?? here)
        continue
      }
      for field in Self.outcomeFields where text.fields[field] == nil {
        // Translators: {1} is a key of the file format, never translated ("title", "rationale");
        // {2} an outcome id.
        missing(Message("the {1} of outcome '{2}'", field, outcome.id), at: text.location)
      }
      if let implementation = outcome.implementation {
        let present = ["uikit", "swiftui"] + (implementation.today == nil ? [] : ["today"])
        for field in present where text.fields["implementation." + field] == nil {
          missing(
            Message("the {1} of outcome '{2}'", "implementation." + field, outcome.id),
            at: text.location)
        }
      }
      guard let items = text.checklist else {
        if !outcome.checklist.isEmpty {
          missing(Message("the checklist of outcome '{1}'", outcome.id), at: text.location)
        }
        continue
      }
      if items.count != outcome.checklist.count {
        diagnostics.append(
          Diagnostic(
            .error,
            // Translators: {1} is an outcome id; {2} and {3} are numbers of items (either may be
            // 1).
            Message(
              "the checklist of outcome '{1}' has {2} items in the tree and {3} here; translate each item, in the same order",
              outcome.id, "\(outcome.checklist.count)", "\(items.count)"),
            at: text.checklistLocation ?? text.location, sourceLine: nil))
        continue
      }
      for (index, item) in items.enumerated() {
        for field in Self.checklistFields where item.fields[field] == nil {
          missing(
            // Translators: {1} is a key of the file format, never translated ("text", "topic"); {2}
            // the item's number, from 1; {3} an outcome id.
            Message(
              "the {1} of checklist item {2} of outcome '{3}'", field, "\(index + 1)", outcome.id),
            at: item.location)
        }
      }
    }
    return diagnostics + labelProblems(against: tree)
      + staleness(against: tree, strict: strict)
  }

  /// The translated labels that would not choose what people mean when
  /// they type them (see ``LabelCheck``); the English label stands in where
  /// a label is not translated.
  public func labelProblems(against tree: Tree) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for question in tree.questions {
      guard let text = questions[question.id] else { continue }
      let labels = question.choices.map { choice in
        if let label = text.choices[choice.id]?.fields["label"] {
          LabelCheck.Label(choice: choice.id, text: label.value, location: label.location)
        } else {
          // Its problems are the tree's.
          LabelCheck.Label(
            choice: choice.id, text: choice.label, location: choice.location, reported: false)
        }
      }
      diagnostics += LabelCheck.problems(
        labels, of: question, languages: [language])
    }
    return diagnostics
  }
}

extension TreeTranslation {
  /// A short hash of an English text, as `translates` records it.
  public static func englishHash(_ english: String) -> String {
    String(Fingerprint.of(Array(english.utf8)).prefix(8))
  }

  /// Each text this translation gives, by its path (`questions.platform.prompt`,
  /// `outcomes.modal-view.checklist.2.text`), with the English of `tree`
  /// it stands for and where the translated text is.
  public func englishTexts(in tree: Tree) -> [(
    path: String, english: String, location: SourceLocation
  )] {
    var texts: [(String, String, SourceLocation)] = []
    for field in Self.treeFields {
      guard let text = fields[field] else { continue }
      texts.append((field, field == "title" ? tree.title : tree.summary, text.location))
    }
    for page in tree.pages {
      guard let text = pages[page.id] else { continue }
      texts.append(("pages.\(page.id)", page.title, text.location))
    }
    for question in tree.questions {
      guard let text = questions[question.id] else { continue }
      let path = "questions.\(question.id)."
      let english = ["prompt": question.prompt, "topic": question.topic, "help": question.help]
      for field in Self.questionFields {
        guard let translated = text.fields[field] else { continue }
        texts.append((path + field, english[field] ?? "", translated.location))
      }
      for choice in question.choices {
        guard let choiceText = text.choices[choice.id] else { continue }
        for (field, value) in [("label", choice.label), ("reason", choice.reason)] {
          guard let translated = choiceText.fields[field] else { continue }
          texts.append((path + "choices.\(choice.id).\(field)", value, translated.location))
        }
      }
    }
    for outcome in tree.outcomes {
      guard let text = outcomes[outcome.id] else { continue }
      let path = "outcomes.\(outcome.id)."
      let english = [
        "title": outcome.title, "recommendation": outcome.recommendation,
        "rationale": outcome.rationale, "topic": outcome.topic,
        "implementation.uikit": outcome.implementation?.uikit.summary,
        "implementation.swiftui": outcome.implementation?.swiftui.summary,
        "implementation.today": outcome.implementation?.today,
      ]
      for field in Self.outcomeFields + Self.implementationFields.map({ "implementation." + $0 }) {
        guard let translated = text.fields[field], let value = english[field] ?? nil else {
          continue
        }
        texts.append((path + field, value, translated.location))
      }
      if let items = text.checklist, items.count == outcome.checklist.count {
        for (index, (item, itemText)) in zip(outcome.checklist, items).enumerated() {
          for (field, value) in [("text", item.text), ("topic", item.topic)] {
            guard let translated = itemText.fields[field] else { continue }
            texts.append((path + "checklist.\(index + 1).\(field)", value, translated.location))
          }
        }
      }
    }
    return texts
  }

  /// The `translates` block for `tree` as it is now: what `lint --stamp`
  /// writes once a translator has checked the texts.
  public func translatesBlock(for tree: Tree) -> String {
    "translates:\n"
      + englishTexts(in: tree).map { "  \($0.path): \"\(Self.englishHash($0.english))\"\n" }
      .joined()
  }

  /// `fileText` (the translation file) with its `translates` block, if
  /// any, replaced by `block` at the end; the rest is kept as written:
  /// comments, blank lines between keys, and the file's line ends (CR LF
  /// when its first line ends so, and the block is written with them too).
  ///
  /// Lines are split at LF bytes, not at Characters: to Swift, CR LF is one
  /// Character, and a split at "\n" would find no line at all.
  public static func stamped(_ fileText: String, block: String) -> String {
    let bytes = Array(fileText.utf8)
    var lines: [ArraySlice<UInt8>] = []
    var start = 0
    for index in bytes.indices where bytes[index] == 0x0A {
      lines.append(bytes[start...index])
      start = index + 1
    }
    if start < bytes.count { lines.append(bytes[start...]) }
    let crlf = lines.first.map { $0.count >= 2 && $0[$0.endIndex - 2] == 0x0D } ?? false
    let newline: [UInt8] = crlf ? [0x0D, 0x0A] : [0x0A]

    func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
      line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
    }
    var kept: [ArraySlice<UInt8>] = []
    var inBlock = false
    // Blank lines inside the block are kept only if a key follows them.
    var blanks: [ArraySlice<UInt8>] = []
    for line in lines {
      if line.starts(with: "translates:".utf8) {
        inBlock = true
        blanks = []
        continue
      }
      if inBlock {
        if isBlank(line) {
          blanks.append(line)
          continue
        }
        // The block is its indented lines: a top-level key or a comment at
        // the start of a line ends it.
        guard line.first != 0x20, line.first != 0x09 else { continue }
        inBlock = false
        kept += blanks
      }
      kept.append(line)
    }
    while let last = kept.last, isBlank(last) { kept.removeLast() }
    var out: [UInt8] = kept.flatMap { $0 }
    if let last = out.last, last != 0x0A { out += newline }
    for line in block.split(separator: "\n", omittingEmptySubsequences: true) {
      out += Array(line.utf8) + newline
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Texts whose English changed since they were translated, or whose
  /// English was never recorded (warnings, or errors when `strict`).
  public func staleness(against tree: Tree, strict: Bool) -> [Diagnostic] {
    let severity: Diagnostic.Severity = strict ? .error : .warning
    let stamp = Message(
      "check the translation, then record the English with 'hig-wizard lint --stamp {1}'", source)
    guard let translates else {
      return [
        Diagnostic(
          severity,
          // Translators: {1} is the advice "check the translation, then record the English with
          // 'hig-wizard lint --stamp FILE'"; 'translates' is a key of the file format, never
          // translated.
          Message(
            "this translation does not record which English it translates ('translates'), so a change to the English goes unnoticed; {1}",
            stamp),
          at: location, sourceLine: nil)
      ]
    }
    var diagnostics: [Diagnostic] = []
    var unrecorded: [String] = []
    for (path, english, location) in englishTexts(in: tree) {
      guard let recorded = translates[path] else {
        unrecorded.append(path)
        continue
      }
      if recorded != Self.englishHash(english) {
        diagnostics.append(
          Diagnostic(
            severity,
            // Translators: {1} names the text ("the prompt of question 'depth'"); {2} is the advice
            // "check the translation, then record the English with 'hig-wizard lint --stamp FILE'".
            Message(
              "the English of {1} has changed since it was translated; {2}", path, stamp),
            at: location, sourceLine: nil))
      }
    }
    if !unrecorded.isEmpty {
      diagnostics.append(
        Diagnostic(
          severity,
          // Translators: {1} names the text ("the prompt of question 'depth'"); {2} is the advice
          // "check the translation, then record the English with 'hig-wizard lint --stamp FILE'".
          Message(
            "'translates' records no English for {1}; {2}",
            Message.list(unrecorded, limit: 5), stamp),
          at: translatesLocation ?? location, sourceLine: nil))
    }
    return diagnostics
  }
}

extension Tree {
  /// This tree with the text of `translation` where it has some; ids, the
  /// graph and the fingerprint are unchanged.
  public func localized(_ translation: TreeTranslation) -> Tree {
    var tree = self
    func pick(_ original: String, _ text: TreeTranslation.Text?) -> String {
      text?.value ?? original
    }
    tree.title = pick(title, translation.fields["title"])
    tree.summary = pick(summary, translation.fields["summary"])
    tree.pages = pages.map { page in
      var page = page
      page.title = pick(page.title, translation.pages[page.id])
      return page
    }
    tree.questions = questions.map { question in
      guard let text = translation.questions[question.id] else { return question }
      var question = question
      question.prompt = pick(question.prompt, text.fields["prompt"])
      question.topic = pick(question.topic, text.fields["topic"])
      question.help = pick(question.help, text.fields["help"])
      question.choices = question.choices.map { choice in
        guard let choiceText = text.choices[choice.id] else { return choice }
        var choice = choice
        choice.label = pick(choice.label, choiceText.fields["label"])
        choice.reason = pick(choice.reason, choiceText.fields["reason"])
        return choice
      }
      return question
    }
    tree.outcomes = outcomes.map { outcome in
      guard let text = translation.outcomes[outcome.id] else { return outcome }
      var outcome = outcome
      outcome.title = pick(outcome.title, text.fields["title"])
      outcome.recommendation = pick(outcome.recommendation, text.fields["recommendation"])
      outcome.rationale = pick(outcome.rationale, text.fields["rationale"])
      outcome.topic = pick(outcome.topic, text.fields["topic"])
      if var implementation = outcome.implementation {
        implementation.uikit.summary = pick(
          implementation.uikit.summary, text.fields["implementation.uikit"])
        implementation.swiftui.summary = pick(
          implementation.swiftui.summary, text.fields["implementation.swiftui"])
        implementation.today = implementation.today.map {
          pick($0, text.fields["implementation.today"])
        }
        outcome.implementation = implementation
      }
      if let items = text.checklist, items.count == outcome.checklist.count {
        outcome.checklist = zip(outcome.checklist, items).map { item, text in
          var item = item
          item.text = pick(item.text, text.fields["text"])
          item.topic = pick(item.topic, text.fields["topic"])
          return item
        }
      }
      return outcome
    }
    return tree
  }
}
