/// A loaded, validated tree as compact text, and back: the build embeds the
/// bundled trees this way so that a run does not parse YAML for them (that
/// parse was half of a run's start-up). Each field is written as its UTF-8
/// length, a colon and the bytes, so no text can break the format.
public enum TreeCodec {
  public static func encode(_ tree: Tree) -> String {
    var out: [UInt8] = []
    func text(_ value: String) {
      out += Array(String(value.utf8.count).utf8)
      out.append(UInt8(ascii: ":"))
      out += Array(value.utf8)
    }
    func number(_ value: Int) { text(String(value)) }
    func place(_ location: SourceLocation) {
      number(location.line)
      number(location.column)
    }
    func optional(_ value: String?) {
      number(value == nil ? 0 : 1)
      if let value { text(value) }
    }
    func framework(_ framework: Implementation.Framework) {
      text(framework.summary)
      number(framework.apis.count)
      for api in framework.apis {
        text(api.symbol)
        text(api.url)
        optional(api.since)
      }
      text(framework.sketch)
    }
    text("hig-wizard-tree-2")
    for value in [tree.id, tree.title, tree.summary, tree.start, tree.source, tree.fingerprint] {
      text(value)
    }
    place(tree.location)
    place(tree.startLocation)
    number(tree.pages.count)
    for page in tree.pages {
      for value in [page.id, page.title, page.url] { text(value) }
    }
    number(tree.questions.count)
    for question in tree.questions {
      for value in [question.id, question.prompt, question.topic, question.help] { text(value) }
      optional(question.defaultChoice)
      optional(question.fact)
      optional(question.page)
      place(question.location)
      number(question.choices.count)
      for choice in question.choices {
        for value in [choice.id, choice.label, choice.next, choice.reason] { text(value) }
        place(choice.location)
        place(choice.nextLocation)
      }
    }
    number(tree.outcomes.count)
    for outcome in tree.outcomes {
      for value in [outcome.id, outcome.title, outcome.recommendation, outcome.rationale] {
        text(value)
      }
      text(outcome.topic)
      optional(outcome.follow)
      optional(outcome.page)
      place(outcome.location)
      place(outcome.followLocation ?? outcome.location)
      number(outcome.applies.count)
      for applicability in outcome.applies {
        text(applicability.fact)
        number(applicability.values.count)
        for value in applicability.values { text(value) }
      }
      number(outcome.implementation == nil ? 0 : 1)
      if let implementation = outcome.implementation {
        framework(implementation.uikit)
        framework(implementation.swiftui)
        optional(implementation.today)
      }
      number(outcome.checklist.count)
      for item in outcome.checklist {
        text(item.text)
        text(item.topic)
        optional(item.point)
        optional(item.settledBy)
        optional(item.page)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The tree `encode` wrote; nil for anything else.
  public static func decode(_ encoded: String) -> Tree? {
    var reader = Reader(bytes: Array(encoded.utf8))
    return reader.tree()
  }

  private struct Reader {
    let bytes: [UInt8]
    var offset = 0
    var failed = false

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func text() -> String {
      var length = 0
      while offset < bytes.count, bytes[offset] != UInt8(ascii: ":") {
        let digit = Int(bytes[offset]) - 48
        guard (0...9).contains(digit), length < 100_000_000 else {
          failed = true
          return ""
        }
        length = length * 10 + digit
        offset += 1
      }
      offset += 1
      guard !failed, offset + length <= bytes.count else {
        failed = true
        return ""
      }
      defer { offset += length }
      return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
    }

    mutating func number() -> Int {
      let value = Int(text())
      if value == nil { failed = true }
      return value ?? 0
    }

    mutating func optional() -> String? { number() == 1 ? text() : nil }

    mutating func place(_ file: String) -> SourceLocation {
      SourceLocation(file: file, line: number(), column: number())
    }

    mutating func framework() -> Implementation.Framework {
      let summary = text()
      var apis: [Implementation.API] = []
      for _ in 0..<max(0, number()) where !failed {
        let (symbol, url, since) = (text(), text(), optional())
        apis.append(Implementation.API(symbol: symbol, url: url, since: since))
      }
      return Implementation.Framework(summary: summary, apis: apis, sketch: text())
    }

    mutating func tree() -> Tree? {
      guard text() == "hig-wizard-tree-2" else { return nil }
      let id = text()
      let title = text()
      let summary = text()
      let start = text()
      let source = text()
      let fingerprint = text()
      let location = place(source)
      let startLocation = place(source)
      var pages: [GuidelinePage] = []
      for _ in 0..<max(0, number()) where !failed {
        let (id, title, url) = (text(), text(), text())
        pages.append(GuidelinePage(id: id, title: title, url: url))
      }
      var questions: [Question] = []
      for _ in 0..<max(0, number()) where !failed {
        let (id, prompt, topic, help) = (text(), text(), text(), text())
        let defaultChoice = optional()
        let (fact, page) = (optional(), optional())
        let location = place(source)
        var choices: [Choice] = []
        for _ in 0..<max(0, number()) where !failed {
          let (choiceID, label, next, reason) = (text(), text(), text(), text())
          choices.append(
            Choice(
              id: choiceID, label: label, next: next, reason: reason, location: place(source),
              nextLocation: place(source)))
        }
        questions.append(
          Question(
            id: id, prompt: prompt, topic: topic, help: help, defaultChoice: defaultChoice,
            choices: choices, fact: fact, page: page, location: location))
      }
      var outcomes: [Outcome] = []
      for _ in 0..<max(0, number()) where !failed {
        let (id, title, recommendation, rationale) = (text(), text(), text(), text())
        let topic = text()
        let follow = optional()
        let page = optional()
        let location = place(source)
        let followLocation = place(source)
        var applies: [Applicability] = []
        for _ in 0..<max(0, number()) where !failed {
          let fact = text()
          var values: [String] = []
          for _ in 0..<max(0, number()) where !failed { values.append(text()) }
          applies.append(Applicability(fact: fact, values: values))
        }
        var implementation: Implementation?
        if number() == 1 {
          let (uikit, swiftui, today) = (framework(), framework(), optional())
          implementation = Implementation(uikit: uikit, swiftui: swiftui, today: today)
        }
        var checklist: [ChecklistItem] = []
        for _ in 0..<max(0, number()) where !failed {
          let (itemText, itemTopic, point, settledBy, itemPage) = (
            text(), text(), optional(), optional(), optional()
          )
          checklist.append(
            ChecklistItem(
              text: itemText, topic: itemTopic, point: point, settledBy: settledBy,
              page: itemPage))
        }
        outcomes.append(
          Outcome(
            id: id, title: title, recommendation: recommendation, rationale: rationale,
            topic: topic, checklist: checklist, follow: follow, applies: applies,
            implementation: implementation, page: page, location: location,
            followLocation: follow == nil ? nil : followLocation))
      }
      guard !failed, offset == bytes.count else { return nil }
      var tree = Tree(
        id: id, title: title, summary: summary, start: start, questions: questions,
        outcomes: outcomes, source: source, location: location, startLocation: startLocation,
        fingerprint: fingerprint)
      tree.pages = pages
      return tree
    }
  }
}
