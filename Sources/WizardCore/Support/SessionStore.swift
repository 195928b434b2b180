/// Where unfinished sessions are kept: one JSON file each, readable by their
/// owner only, in `$XDG_STATE_HOME/hig-wizard/sessions/`.
public struct SessionStore: Sendable {
  public var folder: String

  public init(folder: String) {
    self.folder = folder
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

  public init(stateFolder: String) {
    self.init(folder: stateFolder + "/sessions")
  }

  public func path(of name: String) -> String { "\(folder)/\(name).json" }

  /// Where the sessions' lock files are: beside the sessions folder, which
  /// holds sessions only.
  public var lockFolder: String {
    guard let slash = folder.lastIndex(of: "/") else { return "locks" }
    return folder[..<slash] + "/locks"
  }

  /// The lock file of session `name`.
  public func lockPath(of name: String) -> String { "\(lockFolder)/\(name).lock" }

  /// The name a new session starts from: its task title made a file name
  /// (`Photo filters` → `photo-filters`), or without one the tree id and
  /// the local time, `presentation-20261129-1441`. ``saveNew(_:)`` adds
  /// `-2`, `-3`… when it is taken.
  public static func baseName(treeID: String, title: String?, now: Int) -> String {
    let time = LocalTime(now)
    let stamp = "\(treeID)-\(time.year)\(time.month)\(time.day)-\(time.hour)\(time.minute)"
    return FileName.slug(title ?? "", fallback: stamp)
  }

  /// Who holds a session's lock, as its lock file says.
  public struct Holder: Error, Sendable, Equatable {
    public var pid: Int?
    public var terminal: String?

    /// The lock file's text: `pid 123 tty /dev/pts/4`.
    static func note(pid: Int, terminal: String?) -> String {
      "pid \(pid)" + (terminal.map { " tty \($0)" } ?? "") + "\n"
    }

    init(note: String) {
      let words = note.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
      func value(_ key: String) -> String? {
        words.firstIndex(of: key).flatMap { $0 + 1 < words.count ? words[$0 + 1] : nil }
      }
      pid = value("pid").flatMap { Int($0) }
      terminal = value("tty").map { PlainText.clipped($0) }
    }
  }

  /// Locks session `name` for this process until the lock is released or
  /// the process ends, so that no other wizard writes or removes it
  /// meanwhile. `.failure` names the holder when another process has it.
  public func lock(_ name: String) throws(FileSystem.Failure) -> Result<FileSystem.Lock, Holder> {
    try FileSystem.makeFolders(lockFolder, mode: 0o700)
    let me = FileSystem.processDescription()
    let (lock, holder) = try FileSystem.tryLock(
      lockPath(of: name), note: Holder.note(pid: me.pid, terminal: me.terminal))
    guard let lock else { return .failure(Holder(note: holder)) }
    return .success(lock)
  }

  /// Saves a new session under its name, or that name with `-2`, `-3`…
  /// when the name is taken (by a file, or by a wizard that is making one):
  /// two wizards started at the same moment never share a name. The
  /// session is locked for this process.
  /// - Returns: the session as saved (with the name it got) and its lock.
  public func saveNew(_ session: SavedSession) throws(FileSystem.Failure) -> (
    SavedSession, FileSystem.Lock
  ) {
    try FileSystem.makeFolders(folder, mode: 0o700)
    var saved = session
    for number in 1... {
      saved.name = number == 1 ? session.name : "\(session.name)-\(number)"
      // The lock first, then the name: whoever holds the lock of a name
      // that has no file yet is making it.
      guard case .success(let held) = try lock(saved.name) else { continue }
      let made: Bool
      do {
        made = try FileSystem.createExclusively(
          Array(saved.json().utf8), at: path(of: saved.name), mode: 0o600)
      } catch {
        held.removeFile()
        throw error
      }
      guard made else {
        held.release()
        continue
      }
      return (saved, held)
    }
    preconditionFailure("the numbers ran out")
  }

  /// Writes the session atomically with mode 0600 (the folders are made 0700).
  public func save(_ session: SavedSession) throws(FileSystem.Failure) {
    try FileSystem.makeFolders(folder, mode: 0o700)
    try FileSystem.writeAtomically(
      Array(session.json().utf8), to: path(of: session.name), mode: 0o600)
  }

  /// Removes session `name` and its lock file. Only the holder of its
  /// lock calls this.
  public func remove(_ name: String) throws(FileSystem.Failure) {
    try FileSystem.remove(path(of: name))
    try FileSystem.remove(lockPath(of: name))
  }

  /// The names of the saved sessions, from their files' names alone, in
  /// order. No folder yet means no sessions.
  public func names() throws(FileSystem.Failure) -> [String] {
    guard FileSystem.isDirectory(folder) else { return [] }
    return try FileSystem.files(in: folder, endingIn: [".json"]).map {
      String($0.dropFirst(folder.count + 1).dropLast(".json".count))
    }
  }

  /// The most of a session file that ``headers(readingWhole:)`` reads.
  public static let headerBytes = 8 << 10

  /// Every saved session's header, the most recently saved first, and the
  /// problems of files that could not be read. Only the first
  /// ``headerBytes`` of a file are read; a file saved before sessions had
  /// headers is read whole when `readingWhole`, else left out. A file that
  /// cannot be read or understood is left out with a warning; an empty one
  /// silently (sessions are named only once whole, so it is no session).
  /// No folder yet means no sessions.
  public func headers(readingWhole: Bool = true) -> (
    headers: [SavedSession.Header], diagnostics: [Diagnostic]
  ) {
    let names: [String]
    do {
      names = try self.names()
    } catch {
      return ([], [Diagnostic(.error, error.message)])
    }
    var headers: [SavedSession.Header] = []
    var diagnostics: [Diagnostic] = []
    for name in names {
      let file = path(of: name)
      do {
        var (bytes, whole) = try FileSystem.readStart(of: file, limit: Self.headerBytes)
        if whole, bytes.isEmpty { continue }
        var (header, problems) = SavedSession.header(
          prefix: bytes, name: name, source: file, whole: whole)
        if header == nil, problems.isEmpty, !whole, readingWhole {
          bytes = try FileSystem.read(file)
          (header, problems) = SavedSession.header(
            prefix: bytes, name: name, source: file, whole: true)
        }
        // A file that cannot be read is left out of the list, which goes
        // on: a warning, as a broken file in a folder of trees is.
        diagnostics += problems.map { problem in
          var warning = problem
          warning.severity = .warning
          return warning
        }
        if let header { headers.append(header) }
      } catch {
        diagnostics.append(Diagnostic(.warning, error.message))
      }
    }
    headers.sort { ($0.savedAt, $0.name) > ($1.savedAt, $1.name) }
    return (headers, diagnostics)
  }

  public func load(_ name: String) -> (SavedSession?, [Diagnostic]) {
    let file = path(of: name)
    do {
      return SavedSession.load(
        bytes: try FileSystem.read(file), source: file, name: name)
    } catch {
      return (nil, [Diagnostic(.error, error.message)])
    }
  }

  /// Every saved session, read whole, the most recently saved first, and
  /// the problems of files that could not be read.
  public func all() -> (sessions: [SavedSession], diagnostics: [Diagnostic]) {
    let (headers, problems) = headers()
    var diagnostics = problems
    var sessions: [SavedSession] = []
    for header in headers {
      let (session, problems) = load(header.name)
      diagnostics += problems
      if let session { sessions.append(session) }
    }
    return (sessions, diagnostics)
  }
}

extension SessionStore {
  /// The session `name` names: a session's own name, or a tree id for that
  /// tree's newest session; without a name, the newest of all.
  /// - Parameter sessions: newest first, as ``headers(readingWhole:)`` lists them.
  public static func pick(_ name: String?, from sessions: [SavedSession.Header]) -> Result<
    SavedSession.Header, UsageError
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
