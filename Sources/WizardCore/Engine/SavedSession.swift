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
  /// Seconds since 1970 when it was last saved.
  public var savedAt: Int

  public init(
    name: String, session: Session, questionFolders: [String], title: String?, savedAt: Int
  ) {
    self.name = name
    self.treeID = session.tree.id
    self.treeTitle = session.tree.title
    self.treeFingerprint = session.tree.fingerprint
    self.questionFolders = questionFolders
    self.title = title
    self.steps = session.steps
    self.savedAt = savedAt
  }

  public static let formatVersion = 1

  public func json() -> String {
    var fields: [String: JSONValue] = [
      "format": .number(SavedSession.formatVersion),
      "tree": .object([
        "id": .string(treeID), "title": .string(treeTitle),
        "fingerprint": .string(treeFingerprint),
      ]),
      "questions": .array(questionFolders.map(JSONValue.string)),
      "answers": .array(
        steps.map { step in
          .object([
            "question": .string(step.questionID), "choice": .string(step.choiceID),
            "source": .string(step.source.rawValue),
          ])
        }),
      "saved": .number(savedAt),
    ]
    if let title { fields["title"] = .string(title) }
    return JSONValue.object(fields).serialized()
  }

  /// Reads a saved session written by ``json()``; `name` is the file's.
  public static func load(bytes: [UInt8], source: String, name: String) -> (
    SavedSession?, [Diagnostic]
  ) {
    let text = SourceText(file: source, bytes: bytes)
    let parsed = YAMLParser(source: text).parse()
    var diagnostics = parsed.diagnostics
    func fail(_ message: String, at node: YAMLNode?) -> (SavedSession?, [Diagnostic]) {
      diagnostics.append(
        text.diagnostic(.error, message, line: node?.line ?? 1, column: node?.column ?? 1))
      return (nil, diagnostics)
    }
    guard !diagnostics.hasErrors else { return (nil, diagnostics) }
    guard let root = parsed.root, let tree = root["tree"], let id = tree["id"]?.scalar else {
      return fail("not a saved hig-wizard session: it names no tree", at: parsed.root)
    }
    guard root["format"]?.scalar == String(formatVersion) else {
      return fail(
        "a saved session in another format (this is hig-wizard \(formatVersion))",
        at: root["format"] ?? root)
    }
    var steps: [Session.Step] = []
    for item in root["answers"]?.items ?? [] {
      guard let question = item["question"]?.scalar, let choice = item["choice"]?.scalar else {
        return fail("each answer needs a 'question' and a 'choice'", at: item)
      }
      let source = item["source"]?.scalar.flatMap(Session.AnswerSource.init) ?? .given
      steps.append(Session.Step(questionID: question, choiceID: choice, source: source))
    }
    let session = SavedSession(
      name: name, treeID: id, treeTitle: tree["title"]?.scalar ?? id,
      treeFingerprint: tree["fingerprint"]?.scalar ?? "",
      questionFolders: (root["questions"]?.items ?? []).compactMap(\.scalar),
      title: root["title"]?.scalar, steps: steps,
      savedAt: root["saved"]?.scalar.flatMap { Int($0) } ?? 0)
    return (session, diagnostics)
  }

  init(
    name: String, treeID: String, treeTitle: String, treeFingerprint: String,
    questionFolders: [String], title: String?, steps: [Session.Step], savedAt: Int
  ) {
    self.name = name
    self.treeID = treeID
    self.treeTitle = treeTitle
    self.treeFingerprint = treeFingerprint
    self.questionFolders = questionFolders
    self.title = title
    self.steps = steps
    self.savedAt = savedAt
  }

  /// A saved answer that no longer applies to the tree as it is now.
  public struct Dropped: Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
      case questionRemoved
      case choiceRemoved
      /// The answers before it now lead elsewhere.
      case offPath
    }
    public var questionID: String
    public var choiceID: String
    public var reason: Reason
  }

  /// The saved answers replayed on `tree` (which may have changed since):
  /// the session as far as they reach, and those that no longer apply.
  public func restore(on tree: Tree) -> (session: Session, dropped: [Dropped]) {
    var session = Session(tree: tree)
    var pending: [String: Session.Step] = [:]
    for step in steps { pending[step.questionID] = step }
    while let question = session.currentQuestion, let step = pending[question.id],
      (try? session.answer(step.choiceID, source: step.source)) != nil
    {
      pending[question.id] = nil
    }
    let dropped = steps.compactMap { step -> Dropped? in
      guard pending[step.questionID] != nil else { return nil }
      let reason: Dropped.Reason
      if let question = tree.question(step.questionID) {
        reason = question.choice(step.choiceID) == nil ? .choiceRemoved : .offPath
      } else {
        reason = .questionRemoved
      }
      return Dropped(questionID: step.questionID, choiceID: step.choiceID, reason: reason)
    }
    return (session, dropped)
  }
}
