/// The parts of a tree file that go beyond the decision itself: the
/// guideline pages topics link to, the facts an outcome applies to, and how
/// to build an outcome.
extension TreeLoader {
  /// `pages:` maps a page id to its `title` and `url`.
  static func buildPages(
    _ fields: MappingReader, in document: YAMLDocument, text: SourceText,
    diagnostics: inout [Diagnostic]
  ) -> [GuidelinePage] {
    guard let node = fields.mapping("pages", diagnostics: &diagnostics) else { return [] }
    var pages: [GuidelinePage] = []
    for (key, value) in document.pairs(of: node) {
      let id = document.string(key) ?? ""
      guard
        let page = MappingReader(
          value, in: fields.input,
          context: MappingContext(kind: translatable("page"), id: id), keys: pageKeys,
          diagnostics: &diagnostics)
      else { continue }
      let title = page.text("title", diagnostics: &diagnostics)
      let url = page.text("url", diagnostics: &diagnostics)
      if let url { checkLink(url, in: page, key: "url", diagnostics: &diagnostics) }
      if let title, let url { pages.append(GuidelinePage(id: id, title: title, url: url)) }
    }
    return pages
  }

  /// `applies:` maps a fact to the list of its values.
  static func buildApplies(
    _ fields: MappingReader, in document: YAMLDocument, text: SourceText,
    diagnostics: inout [Diagnostic]
  ) -> [Applicability] {
    guard let node = fields.mapping("applies", diagnostics: &diagnostics) else { return [] }
    var result: [Applicability] = []
    func error(_ message: Message, at node: Int) {
      let at = document.nodes[node]
      diagnostics.append(
        text.diagnostic(.error, message, line: Int(at.line), column: Int(at.column)))
    }
    for (key, value) in document.pairs(of: node) {
      let fact = document.string(key) ?? ""
      guard document.nodes[value].kind == .sequence else {
        error(
          Message(
            "'{1}' in {2} must be a list, not {3}", fact, fields.context.description,
            document.kindDescription(value)), at: value)
        continue
      }
      var values: [String] = []
      for item in document.children(of: value) {
        guard let id = document.trimmedString(item), !id.isEmpty else {
          error(
            Message(
              "'{1}' in {2} must be text, not {3}", fact, fields.context.description,
              document.kindDescription(item)), at: item)
          continue
        }
        values.append(id)
      }
      result.append(Applicability(fact: fact, values: values))
    }
    return result
  }

  /// `implementation:` with `uikit` and `swiftui` (each a `summary`, a list
  /// of `apis` and a `sketch`) and an optional `today`.
  static func buildImplementation(
    _ fields: MappingReader, outcome: String, in document: YAMLDocument, text: SourceText,
    diagnostics: inout [Diagnostic]
  ) -> Implementation? {
    guard let node = fields.mapping("implementation", diagnostics: &diagnostics),
      let block = MappingReader(
        node, in: fields.input,
        context: MappingContext(
          kind: translatable("implementation"),
          owner: MappingContext.Owner(translatable("outcome"), outcome)),
        keys: implementationKeys, diagnostics: &diagnostics)
    else { return nil }
    func framework(_ key: String) -> Implementation.Framework? {
      guard let value = block.value(key) else {
        _ = block.text(key, diagnostics: &diagnostics)  // reports it missing
        return nil
      }
      guard
        let reader = MappingReader(
          value, in: fields.input,
          context: MappingContext(
            kind: key, verbatim: true, owner: MappingContext.Owner(translatable("outcome"), outcome)
          ),
          keys: frameworkKeys, diagnostics: &diagnostics)
      else { return nil }
      let summary = reader.text("summary", diagnostics: &diagnostics)
      let sketch = reader.text("sketch", required: false, diagnostics: &diagnostics)
      let context = buildSketchContext(reader, diagnostics: &diagnostics)
      var apis: [Implementation.API] = []
      for item in reader.list("apis", nonEmpty: true, diagnostics: &diagnostics)
        ?? document.children(of: 0, none: true)
      {
        guard
          let api = MappingReader(
            item, in: fields.input,
            context: MappingContext(
              kind: translatable("symbol"),
              owner: MappingContext.Owner(translatable("outcome"), outcome)),
            keys: apiKeys, diagnostics: &diagnostics)
        else { continue }
        let symbol = api.text("symbol", diagnostics: &diagnostics)
        let url = api.text("url", diagnostics: &diagnostics)
        let since = api.text("since", required: false, diagnostics: &diagnostics)
        if let url { checkLink(url, in: api, key: "url", diagnostics: &diagnostics) }
        if let since, !isVersion(since) {
          let at = api.location(of: "since")
          diagnostics.append(
            text.diagnostic(
              .error,
              // Translators: {1} names the part of the file ("the api
              // 'SomeAPI' of outcome 'some-outcome'"); 'since' is a key of the
              // file format, never translated.
              Message(
                "'since' in {1} must name a system and its version, such as 'iOS 16.0'",
                api.context.description),
              line: at.line, column: at.column))
        }
        if let symbol, let url {
          apis.append(Implementation.API(symbol: symbol, url: url, since: since))
        }
      }
      guard let summary else { return nil }
      return Implementation.Framework(
        summary: summary, apis: apis, sketch: sketch ?? "", context: context,
        sketchStart: sketch == nil ? nil : sketchStart(reader))
    }
    let uikit = framework("uikit")
    let swiftui = framework("swiftui")
    let today = block.text("today", required: false, diagnostics: &diagnostics)
    guard let uikit, let swiftui else { return nil }
    return Implementation(uikit: uikit, swiftui: swiftui, today: today)
  }

  /// Where a sketch's text starts: for a block scalar (`sketch: |`), the
  /// first line after the indicator, at that line's indentation; else the
  /// value itself.
  static func sketchStart(_ reader: MappingReader) -> SourceLocation {
    var at = reader.location(of: "sketch")
    let indicator = reader.source.line(at.line).map { Array($0.unicodeScalars) } ?? []
    let column = at.column - 1
    guard column < indicator.count, indicator[column] == "|" || indicator[column] == ">"
    else { return at }
    at.line += 1
    let first = reader.source.line(at.line) ?? ""
    at.column = 1 + first.unicodeScalars.prefix { $0 == " " }.count
    return at
  }

  /// `context:` beside a sketch: one of ``Implementation/SketchContext``.
  static func buildSketchContext(
    _ reader: MappingReader, diagnostics: inout [Diagnostic]
  ) -> Implementation.SketchContext? {
    guard let name = reader.text("context", required: false, diagnostics: &diagnostics)
    else { return nil }
    if let context = Implementation.SketchContext(rawValue: name) { return context }
    let at = reader.location(of: "context")
    diagnostics.append(
      reader.source.diagnostic(
        .error,
        // Translators: {1} names the part of the file; {2} is the list of values 'context' takes
        // (statements, members, modifier, file: never translated); {3} is the value written.
        Message(
          "'context' in {1} must be one of {2}, not '{3}'",
          reader.context.description,
          Implementation.SketchContext.allCases.map(\.rawValue).joined(separator: ", "), name),
        line: at.line, column: at.column))
    return nil
  }

  /// `priority:` of a checklist item: a whole number from 1 (matters most)
  /// to ``ChecklistItem/lowestPriority``.
  static func buildPriority(_ reader: MappingReader, diagnostics: inout [Diagnostic]) -> Int? {
    guard let text = reader.text("priority", required: false, diagnostics: &diagnostics)
    else { return nil }
    if text.utf8.count == 1, let value = Int(text),
      (1...ChecklistItem.lowestPriority).contains(value)
    {
      return value
    }
    let at = reader.location(of: "priority")
    diagnostics.append(
      reader.source.diagnostic(
        .error,
        // Translators: {1} names the checklist item; {2} is the lowest priority (5); {3} is the
        // value written.
        Message(
          "'priority' in {1} must be a whole number from 1 (matters most) to {2}, not '{3}'",
          reader.context.description, String(ChecklistItem.lowestPriority),
          text),
        line: at.line, column: at.column))
    return nil
  }

  /// `iOS 16.0`, `iPadOS 18`, `iOS 16.4`: a system name, a space, digits
  /// and dots.
  static func isVersion(_ text: String) -> Bool {
    let parts = text.split(separator: " ")
    guard parts.count == 2, let system = parts.first, let version = parts.last,
      system.allSatisfy({ $0.isLetter }), version.first?.isNumber == true,
      version.allSatisfy({ $0.isNumber || $0 == "." })
    else { return false }
    return true
  }

  /// Links are shown to people and pasted into tickets: only `https://`.
  static func checkLink(
    _ url: String, in fields: MappingReader, key: String, diagnostics: inout [Diagnostic]
  ) {
    let valid =
      url.hasPrefix("https://") && url.utf8.count > 8
      && !url.utf8.contains { $0 <= 0x20 || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "<") }
      // DEL, C1 controls (U+009B starts an escape sequence) and bidi
      // overrides would reach the terminal in every report.
      && !url.unicodeScalars.contains { PlainText.isUnsafe($0) || PlainText.isWhiteSpace($0) }
    guard !valid else { return }
    let at = fields.location(of: key)
    diagnostics.append(
      fields.source.diagnostic(
        .error,
        // Translators: {1} is a key of the file format ("url", "docs"), {2} names the part of the
        // file.
        Message(
          "'{1}' in {2} must be an https:// link without spaces", key,
          fields.context.description),
        line: at.line, column: at.column))
  }
}

extension Tree {
  /// Gives every topic the page it cites (see ``page(forTopic:)``).
  mutating func resolvePages() {
    guard !pages.isEmpty else { return }
    questions = questions.map { question in
      var question = question
      question.page = page(forTopic: question.topic)?.id
      return question
    }
    outcomes = outcomes.map { outcome in
      var outcome = outcome
      outcome.page = page(forTopic: outcome.topic)?.id
      outcome.checklist = outcome.checklist.map { item in
        var item = item
        item.page = page(forTopic: item.topic)?.id
        return item
      }
      return outcome
    }
  }
}
