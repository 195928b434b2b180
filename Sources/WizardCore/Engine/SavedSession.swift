/// An unfinished walk, as kept on disk between runs: which tree (and which
/// version of it), the answers on the path so far, and what is needed to load
/// the tree and make the same report again.
public struct SavedSession: Sendable, Equatable {
  /// The file name without `.json`; what `hig-wizard resume NAME` takes.
  public var name: String
  public var treeID: String
  public var treeTitle: String
  /// ``Tree/fingerprint`` of the tree the answers were given for.
  public var treeFingerprint: String
  /// The `--questions` folders the run used (absolute), to find a user tree.
  public var questionFolders: [String]
  /// `--title`, if one was given.
  public var title: String?
  public var steps: [Session.Step]
  /// Answers given up front (`--answer`, `--answers`) for questions the walk
  /// has not reached yet: they are not asked when it gets there.
  public var pending: Answers
  /// `--defaults`: questions with a default are not asked.
  public var useDefaults: Bool
  /// Seconds since 1970 when it was last saved.
  public var savedAt: Int

  /// Every answer the file holds: those on the path, those given up front
  /// for questions not reached yet, and the follow-up decisions' (saved as
  /// `TREE.QUESTION`). What the stop message and `resume --list` count.
  public var answerCount: Int { steps.count + pending.order.count }

  /// What `resume --list` and shell completion show of it.
  public var header: Header {
    Header(
      name: name, treeID: treeID, treeTitle: treeTitle, title: title, answerCount: answerCount,
      savedAt: savedAt)
  }

  /// When it was saved, how many answers it has and its title, on one line:
  /// what `resume --list` shows of it (in columns, two spaces apart), and
  /// what shell completion describes it with.
  public func summary(in language: Language, separator: String = "  ") -> String {
    header.summary(in: language, separator: separator)
  }

  public init(
    name: String, session: Session, pending: Answers = Answers(), useDefaults: Bool = false,
    questionFolders: [String], title: String?, savedAt: Int
  ) {
    self.name = name
    self.treeID = session.tree.id
    self.treeTitle = session.tree.title
    self.treeFingerprint = session.tree.fingerprint
    self.questionFolders = questionFolders
    self.title = title
    self.steps = session.steps
    let onPath = Set(session.steps.map(\.questionID))
    self.pending = Answers(pending.pairs.filter { !onPath.contains($0.question) })
    self.useDefaults = useDefaults
    self.savedAt = savedAt
  }

  public static let formatVersion = 1

  /// The file's text: JSON whose first keys (`count`, `format`, `saved`,
  /// `title`, `tree`) are the ``Header``, before the answers, so that
  /// ``header(prefix:name:source:whole:)`` reads them from the
  /// start of the file alone.
  public func json() -> String {
    var header: [String: JSONValue] = [
      "format": .number(SavedSession.formatVersion),
      "tree": .object([
        "id": .string(treeID), "title": .string(treeTitle),
        "fingerprint": .string(treeFingerprint),
      ]),
      "saved": .number(savedAt),
      "count": .number(answerCount),
    ]
    if let title { header["title"] = .string(title) }
    let body: [String: JSONValue] = [
      "questions": .array(questionFolders.map(JSONValue.string)),
      "answers": .array(
        steps.map { step in
          .object([
            "question": .string(step.questionID), "choice": .string(step.choiceID),
            "source": .string(step.source.rawValue),
          ])
        }),
      "pending": .object(pending.values.mapValues(JSONValue.string)),
      "defaults": .bool(useDefaults),
    ]
    // Two objects made one: the header's closing brace becomes a comma, the
    // body's opening one goes. Both are `{\n…\n}\n`.
    let head = JSONValue.object(header).serialized().dropLast(3)
    let rest = JSONValue.object(body).serialized().dropFirst(2)
    return String(head) + ",\n" + String(rest)
  }

  /// Where `needle` first starts in `bytes`.
  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard let first = needle.first, bytes.count >= needle.count else { return nil }
    var index = 0
    while index <= bytes.count - needle.count {
      if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The line that starts the answers in ``json()``'s text: the header is
  /// what comes before it. JSON strings hold no line feed, and only the
  /// top-level keys are indented by exactly two spaces.
  static let answersLine = Array("\n  \"answers\":".utf8)

  /// The header of a saved session from the first bytes of its file, as
  /// ``json()`` writes it; for a file without one (written before headers,
  /// or broken), from the whole file when `whole` (all of it was read).
  /// Nil, without a problem, when `prefix` holds no header and is not the
  /// whole file.
  public static func header(
    prefix: [UInt8], name: String, source: String, whole: Bool
  ) -> (Header?, [Diagnostic]) {
    if let end = firstIndex(of: answersLine, in: prefix),
      let header = header(Array(prefix[..<end]), name: name, source: source)
    {
      return (header, [])
    }
    guard whole else { return (nil, []) }
    let (session, diagnostics) = load(bytes: prefix, source: source, name: name)
    return (session?.header, diagnostics)
  }

  /// The header from the text before the answers: `{ …header…,`.
  private static func header(_ start: [UInt8], name: String, source: String)
    -> Header?
  {
    var text = start
    while let last = text.last, last == UInt8(ascii: ",") || last == 0x20 { text.removeLast() }
    text += Array("\n}\n".utf8)
    let parsed = YAMLParser(source: SourceText(file: source, bytes: text))
      .parse()
    guard !parsed.diagnostics.hasErrors, let root = parsed.root,
      root["format"]?.scalar == String(formatVersion), let tree = root["tree"],
      let id = tree["id"]?.scalar, let count = root["count"]?.scalar.flatMap({ Int($0) })
    else { return nil }
    return Header(
      name: name, treeID: id, treeTitle: tree["title"]?.scalar ?? id,
      title: root["title"]?.scalar, answerCount: count,
      savedAt: root["saved"]?.scalar.flatMap { Int($0) } ?? 0)
  }

  /// Reads a saved session written by ``json()``; `name` is the file's.
  public static func load(bytes: [UInt8], source: String, name: String) -> (
    SavedSession?, [Diagnostic]
  ) {
    let text = SourceText(file: source, bytes: bytes)
    let parsed = YAMLParser(source: text).parse()
    var diagnostics = parsed.diagnostics
    func fail(_ message: Message, at node: YAMLNode?) -> (SavedSession?, [Diagnostic]) {
      diagnostics.append(
        text.diagnostic(.error, message, line: node?.line ?? 1, column: node?.column ?? 1))
      return (nil, diagnostics)
    }
    guard !diagnostics.hasErrors else { return (nil, diagnostics) }
    guard let root = parsed.root, let tree = root["tree"], let id = tree["id"]?.scalar else {
      return fail(Message("not a saved hig-wizard session: it names no tree"), at: parsed.root)
    }
    guard root["format"]?.scalar == String(formatVersion) else {
      return fail(
        // Translators: {1} is hig-wizard's version ("0.2.0").
        Message(
          "a saved session in another format (this is hig-wizard {1})", "\(formatVersion)"),
        at: root["format"] ?? root)
    }
    var steps: [Session.Step] = []
    for item in root["answers"]?.items ?? [] {
      guard let question = item["question"]?.scalar, let choice = item["choice"]?.scalar else {
        return fail(Message("each answer needs a 'question' and a 'choice'"), at: item)
      }
      let source = item["source"]?.scalar.flatMap(Session.AnswerSource.init) ?? .given
      steps.append(Session.Step(questionID: question, choiceID: choice, source: source))
    }
    var pending = Answers()
    if case .mapping(let pairs) = root["pending"]?.content {
      for pair in pairs {
        if let question = pair.key.scalar, let choice = pair.value.scalar {
          pending[question] = choice
        }
      }
    }
    let session = SavedSession(
      name: name, treeID: id, treeTitle: tree["title"]?.scalar ?? id,
      treeFingerprint: tree["fingerprint"]?.scalar ?? "",
      questionFolders: (root["questions"]?.items ?? []).compactMap(\.scalar),
      title: root["title"]?.scalar, steps: steps, pending: pending,
      useDefaults: root["defaults"]?.scalar == "true",
      savedAt: root["saved"]?.scalar.flatMap { Int($0) } ?? 0)
    return (session, diagnostics)
  }

  init(
    name: String, treeID: String, treeTitle: String, treeFingerprint: String,
    questionFolders: [String], title: String?, steps: [Session.Step], pending: Answers,
    useDefaults: Bool, savedAt: Int
  ) {
    self.name = name
    self.treeID = treeID
    self.treeTitle = treeTitle
    self.treeFingerprint = treeFingerprint
    self.questionFolders = questionFolders
    self.title = title
    self.steps = steps
    self.pending = pending
    self.useDefaults = useDefaults
    self.savedAt = savedAt
  }

  /// A saved answer that no longer applies to the tree as it is now.
  public struct Dropped: Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
      case questionRemoved
      case choiceRemoved
    }
    public var questionID: String
    public var choiceID: String
    public var reason: Reason
  }

  /// The saved answers replayed on `tree` (which may have changed since):
  /// the session as far as they reach; the saved answers that still fit the
  /// tree but were not placed (the tree now asks something else first), to
  /// be taken when their questions come up; those for follow-up trees
  /// (saved as `TREE.QUESTION`), by tree; and those that no longer fit.
  public func restore(on tree: Tree) -> (
    session: Session, pending: Answers, chained: [String: Answers], dropped: [Dropped]
  ) {
    var session = Session(tree: tree)
    var unplaced: [String: Session.Step] = [:]
    for step in steps { unplaced[step.questionID] = step }
    while let question = session.currentQuestion, let step = unplaced[question.id],
      (try? session.answer(step.choiceID, source: step.source)) != nil
    {
      unplaced[question.id] = nil
    }
    var pending = Answers()
    var dropped: [Dropped] = []
    var chained: [String: Answers] = [:]
    let leftOver =
      steps.filter { unplaced[$0.questionID] != nil }.map { ($0.questionID, $0.choiceID) }
      + self.pending.pairs.map { ($0.question, $0.choice) }
    for (questionID, choiceID) in leftOver {
      if tree.question(questionID) == nil, let dot = questionID.firstIndex(of: ".") {
        let followUp = String(questionID[..<dot])
        chained[followUp, default: Answers()][String(questionID[questionID.index(after: dot)...])] =
          choiceID
        continue
      }
      guard let question = tree.question(questionID) else {
        dropped.append(
          Dropped(questionID: questionID, choiceID: choiceID, reason: .questionRemoved))
        continue
      }
      let unsure = choiceID == Resolution.unsure && Resolution.allowsUnsure(question)
      guard unsure || question.choice(choiceID) != nil else {
        dropped.append(Dropped(questionID: questionID, choiceID: choiceID, reason: .choiceRemoved))
        continue
      }
      pending[questionID] = choiceID
    }
    return (session, pending, chained, dropped)
  }
}

extension SavedSession {
  /// What is shown of a saved session without reading all of it: its name,
  /// tree, title, how many answers it holds and when it was saved.
  public struct Header: Sendable, Equatable {
    public var name: String
    public var treeID: String
    public var treeTitle: String
    public var title: String?
    public var answerCount: Int
    /// Seconds since 1970.
    public var savedAt: Int

    /// When it was saved, how many answers it has and its title, on one
    /// line: what `resume --list` shows (in columns, two spaces apart), and
    /// what shell completion describes it with. The title is cut to
    /// ``PlainText/clipped(_:to:)``'s length.
    public func summary(in language: Language, separator: String = "  ") -> String {
      // Translators: a column of `resume --list`; {1} is how many answers the saved session holds.
      let answers = language.trPlural(answerCount, one: "{1} answer", other: "{1} answers")
      return [LocalTime.text(savedAt), answers, PlainText.clipped(title ?? treeTitle)]
        .joined(separator: separator)
    }
  }
}
