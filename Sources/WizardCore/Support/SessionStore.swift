/// Where unfinished sessions are kept: one JSON file each, readable by their
/// owner only, in `$XDG_STATE_HOME/hig-wizard/sessions/`.
public struct SessionStore: Sendable {
  public var folder: String
  /// The language of the problems it reports.
  public var language: Language

  public init(folder: String, language: Language) {
    self.folder = folder
    self.language = language
  }

  /// hig-wizard's state folder: `$XDG_STATE_HOME/hig-wizard`, else
  /// `$HOME/.local/state/hig-wizard`; nil when neither is set (relative
  /// values are ignored, as the XDG specification says).
  public static func stateFolder(environment: (String) -> String?) -> String? {
    if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") {
      return state + "/hig-wizard"
    }
    if let home = environment("HOME"), home.hasPrefix("/") {
      return home + "/.local/state/hig-wizard"
    }
    return nil
  }

  public init(stateFolder: String, language: Language) {
    self.init(folder: stateFolder + "/sessions", language: language)
  }

  public func path(of name: String) -> String { "\(folder)/\(name).json" }

  /// A name not used yet: the tree id and the local time, `presentation-20261129-1441`.
  public func newName(treeID: String, now: Int) -> String {
    let time = LocalTime(now)
    let stamp = "\(time.year)\(time.month)\(time.day)-\(time.hour)\(time.minute)"
    var name = "\(treeID)-\(stamp)"
    var number = 2
    while FileSystem.exists(path(of: name)) {
      name = "\(treeID)-\(stamp)-\(number)"
      number += 1
    }
    return name
  }

  /// Writes the session atomically with mode 0600 (the folders are made 0700).
  public func save(_ session: SavedSession) throws(FileSystem.Failure) {
    try FileSystem.makeFolders(folder, mode: 0o700)
    try FileSystem.writeAtomically(
      Array(session.json().utf8), to: path(of: session.name), mode: 0o600)
  }

  public func remove(_ name: String) throws(FileSystem.Failure) {
    try FileSystem.remove(path(of: name))
  }

  public func load(_ name: String) -> (SavedSession?, [Diagnostic]) {
    let file = path(of: name)
    do {
      return SavedSession.load(
        bytes: try FileSystem.read(file), source: file, name: name, language: language)
    } catch {
      return (nil, [Diagnostic(.error, error.description(in: language))])
    }
  }

  /// Every saved session, the most recently saved first, and the problems of
  /// files that could not be read. No folder yet means no sessions.
  public func all() -> (sessions: [SavedSession], diagnostics: [Diagnostic]) {
    guard FileSystem.isDirectory(folder) else { return ([], []) }
    let files: [String]
    do {
      files = try FileSystem.files(in: folder, endingIn: [".json"])
    } catch {
      return ([], [Diagnostic(.error, error.description(in: language))])
    }
    var sessions: [SavedSession] = []
    var diagnostics: [Diagnostic] = []
    for file in files {
      let name = String(file.dropFirst(folder.count + 1).dropLast(".json".count))
      let (session, problems) = load(name)
      diagnostics += problems
      if let session { sessions.append(session) }
    }
    sessions.sort { ($0.savedAt, $0.name) > ($1.savedAt, $1.name) }
    return (sessions, diagnostics)
  }
}

extension SessionStore {
  /// The session `name` names: a session's own name, or a tree id for that
  /// tree's newest session; without a name, the newest of all.
  /// - Parameter sessions: newest first, as ``all()`` lists them.
  public static func pick(_ name: String?, from sessions: [SavedSession]) -> Result<
    SavedSession, UsageError
  > {
    guard let name else {
      guard let newest = sessions.first else {
        return .failure(.unknownSession("", suggestion: nil, known: []))
      }
      return .success(newest)
    }
    if let found = sessions.first(where: { $0.name == name })
      ?? sessions.first(where: { $0.treeID == name })
    {
      return .success(found)
    }
    let known = sessions.map(\.name)
    return .failure(
      .unknownSession(
        PlainText.inline(name),
        suggestion: Suggestion.closest(to: name, in: known + sessions.map(\.treeID)), known: known))
  }
}
