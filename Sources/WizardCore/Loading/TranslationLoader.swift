/// Reads a translation file, `TREE.LANG.yaml`: the text of one tree in one
/// language, keyed by the tree's ids (see `Questions/README.md`). Checks the
/// file's own shape; ``TreeTranslation/check(against:strict:)`` then compares
/// it with the tree.
public enum TranslationLoader {
  public struct Result: Sendable {
    public var translation: TreeTranslation?
    public var diagnostics: [Diagnostic]
  }

  static let fileKeys = MappingKeys([
    "tree", "language", "title", "summary", "pages", "questions", "outcomes", "translates",
  ])
  static let questionKeys = MappingKeys(["prompt", "topic", "help", "choices"])
  static let choiceKeys = MappingKeys(["label", "reason"])
  static let outcomeKeys = MappingKeys([
    "title", "recommendation", "rationale", "topic", "implementation", "checklist",
  ])
  static let implementationKeys = MappingKeys(["uikit", "swiftui", "today"])
  static let checklistKeys = MappingKeys(["text", "topic"])

  public static func load(bytes: [UInt8], source: String) -> Result {
    let text = SourceText(file: source, bytes: bytes)
    let parsed = YAMLParser(source: text).parse(
      emptyFile: Message(
        "the file is empty; a translation needs 'tree', 'language' and the text"))
    var diagnostics = parsed.diagnostics
    guard let document = parsed.document else {
      return Result(translation: nil, diagnostics: diagnostics)
    }
    var reader = Reader(document: document, text: text)
    let translation = reader.read()
    diagnostics += reader.diagnostics
    let capped = diagnostics.capped(
      errors: TreeLoader.maximumErrors, hidden: parsed.hiddenErrors, stoppedEarly: false,
      file: source)
    return Result(translation: capped.hasErrors ? nil : translation, diagnostics: capped)
  }

  private struct Reader {
    let document: YAMLDocument
    let text: SourceText
    var diagnostics: [Diagnostic] = []

    init(document: YAMLDocument, text: SourceText) {
      self.document = document
      self.text = text
    }

    func location(_ node: Int) -> SourceLocation {
      SourceLocation(
        file: text.file, line: Int(document.nodes[node].line),
        column: Int(document.nodes[node].column))
    }

    mutating func error(_ message: Message, at node: Int) {
      diagnostics.append(
        text.diagnostic(
          .error, message, line: Int(document.nodes[node].line),
          column: Int(document.nodes[node].column)))
    }

    /// The text fields `names` of a mapping already read by `fields`.
    mutating func texts(_ fields: MappingReader, _ names: [String]) -> [String: TreeTranslation
      .Text]
    {
      var result: [String: TreeTranslation.Text] = [:]
      for name in names {
        if let value = fields.text(name, required: false, diagnostics: &diagnostics) {
          result[name] = TreeTranslation.Text(value: value, location: fields.location(of: name))
        }
      }
      return result
    }

    /// The pairs of a mapping keyed by ids: `(id, key node, value node)`;
    /// `what` names the mapping, made only when it is not one.
    mutating func idMapping(_ node: Int, what: @autoclosure () -> Message) -> [(String, Int, Int)] {
      guard document.nodes[node].kind == .mapping else {
        error(
          // Translators: {1} is a key of the translation file ("pages"); {2} is what its value is
          // instead ("a list").
          Message(
            "{1} must be a mapping from ids to text, not {2}", what(),
            document.kindDescription(node)),
          at: node)
        return []
      }
      return document.pairs(of: node).map { (document.string($0.key) ?? "", $0.key, $0.value) }
    }

    /// The pairs of the mapping `name` whose values must be text: `(key,
    /// key node, text)`; a value that is not is an error, and left out.
    mutating func textMapping(_ node: Int, named name: String) -> [(String, Int, String)] {
      return idMapping(node, what: .verbatim("'\(name)'")).compactMap { key, keyNode, valueNode in
        guard let value = document.trimmedString(valueNode), !value.isEmpty else {
          error(
            Message(
              "'{1}' in {2} must be text, not {3}", key, "'\(name)'",
              document.kindDescription(valueNode)),
            at: valueNode)
          return nil
        }
        return (key, keyNode, value)
      }
    }

    mutating func read() -> TreeTranslation? {
      guard
        let fields = MappingReader(
          0, in: document, source: text,
          context: MappingContext(kind: translatable("translation"), definite: true),
          keys: TranslationLoader.fileKeys, diagnostics: &diagnostics)
      else { return nil }
      let treeID = fields.text("tree", diagnostics: &diagnostics)
      let code = fields.text("language", diagnostics: &diagnostics)
      var translated: Language?
      if let code {
        translated = Language(rawValue: code)
        if translated == nil || translated == .en {
          diagnostics.append(
            Diagnostic(
              .error,
              // Translators: {1} is the language code written in the file; {2} a list of codes
              // ("pt, ja, ru").
              Message(
                "language '{1}' is not one hig-wizard translates to; use one of: {2}", code,
                Language.allCases.dropFirst().map(\.rawValue).joined(separator: ", ")),
              at: fields.location(of: "language"), sourceLine: nil))
        } else if let translated, let named = FileSystem.translationLanguage(text.file),
          named != translated
        {
          // `--lang pt` looks for the pt translation: one that says it is
          // another language would never be shown, and nothing would say so.
          diagnostics.append(
            Diagnostic(
              .error,
              Message(
                "the file name says the language is '{1}', but 'language' is '{2}'; name the file for its language, or correct 'language'",
                named.rawValue, code),
              at: fields.location(of: "language"), sourceLine: nil))
        }
      }
      var translation = TreeTranslation(
        treeID: treeID ?? "", language: translated ?? .en, source: text.file,
        location: fields.location(of: "tree"))
      translation.fields = texts(fields, TreeTranslation.treeFields)
      if let pagesNode = fields.value("pages") {
        for (id, keyNode, title) in textMapping(pagesNode, named: "pages") {
          translation.pages[id] = TreeTranslation.Text(value: title, location: location(keyNode))
          translation.pageOrder.append(id)
        }
      }
      if let node = fields.value("translates") {
        var recorded: [String: String] = [:]
        for (path, _, hash) in textMapping(node, named: "translates") { recorded[path] = hash }
        translation.translates = recorded
        translation.translatesLocation = fields.location(of: "translates")
      }
      for section in ["pages", "questions", "outcomes"] where fields.value(section) != nil {
        translation.sectionLocations[section] = fields.location(of: section)
      }
      if let questionsNode = fields.value("questions") {
        for (id, keyNode, node) in idMapping(questionsNode, what: .verbatim("'questions'")) {
          guard
            let question = MappingReader(
              node, in: document, source: text,
              context: MappingContext(kind: translatable("question"), id: id),
              keys: TranslationLoader.questionKeys, diagnostics: &diagnostics)
          else { continue }
          var entry = TreeTranslation.QuestionText(location: location(keyNode))
          entry.fields = texts(question, TreeTranslation.questionFields)
          if let choicesNode = question.value("choices") {
            for (choiceID, choiceKey, choiceNode) in idMapping(
              choicesNode, what: Message("the choices of question '{1}'", id))
            {
              guard
                let choice = MappingReader(
                  choiceNode, in: document, source: text,
                  context: MappingContext(
                    kind: translatable("choice"), id: choiceID,
                    owner: MappingContext.Owner(translatable("question"), id)),
                  keys: TranslationLoader.choiceKeys, diagnostics: &diagnostics)
              else { continue }
              entry.choices[choiceID] = (
                location(choiceKey), texts(choice, TreeTranslation.choiceFields)
              )
            }
          }
          translation.questions[id] = entry
          translation.questionOrder.append(id)
        }
      }
      if let outcomesNode = fields.value("outcomes") {
        for (id, keyNode, node) in idMapping(outcomesNode, what: .verbatim("'outcomes'")) {
          guard
            let outcome = MappingReader(
              node, in: document, source: text,
              context: MappingContext(kind: translatable("outcome"), id: id),
              keys: TranslationLoader.outcomeKeys, diagnostics: &diagnostics)
          else { continue }
          var entry = TreeTranslation.OutcomeText(location: location(keyNode))
          entry.fields = texts(outcome, TreeTranslation.outcomeFields)
          if let node = outcome.mapping("implementation", diagnostics: &diagnostics),
            let block = MappingReader(
              node, in: document, source: text,
              context: MappingContext(
                kind: translatable("implementation"),
                owner: MappingContext.Owner(translatable("outcome"), id)),
              keys: TranslationLoader.implementationKeys, diagnostics: &diagnostics)
          {
            for (name, value) in texts(block, TreeTranslation.implementationFields) {
              entry.fields["implementation." + name] = value
            }
          }
          if outcome.value("checklist") != nil,
            let items = outcome.list("checklist", diagnostics: &diagnostics)
          {
            entry.checklistLocation = outcome.location(of: "checklist")
            var list: [(location: SourceLocation, fields: [String: TreeTranslation.Text])] = []
            for itemNode in items {
              guard
                let item = MappingReader(
                  itemNode, in: document, source: text,
                  context: MappingContext(
                    kind: translatable("checklist item"),
                    owner: MappingContext.Owner(translatable("outcome"), id)),
                  keys: TranslationLoader.checklistKeys, diagnostics: &diagnostics)
              else { continue }
              list.append((location(itemNode), texts(item, TreeTranslation.checklistFields)))
            }
            entry.checklist = list
          }
          translation.outcomes[id] = entry
          translation.outcomeOrder.append(id)
        }
      }
      return translation
    }
  }
}
