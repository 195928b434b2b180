import Testing
import WizardMessages

#if canImport(Glibc)
  import Glibc
#endif

@testable import WizardCore

@Suite struct SavedSessionTests {
  func walked(_ tree: Tree, _ choices: [String]) throws -> Session {
    var session = Session(tree: tree)
    for choice in choices { try session.answer(choice) }
    return session
  }

  @Test func jsonRoundTrip() throws {
    let tree = try Fixtures.presentation()
    var session = try walked(tree, ["ipad", "yes"])
    try session.answer("no", source: .defaulted)
    let saved = SavedSession(
      name: "presentation-1", session: session,
      pending: Answers([("one-time", "no"), ("platform", "iphone")]), useDefaults: true,
      questionFolders: ["/trees"],
      title: "Photo \"filters\"", savedAt: 1_795_963_654)
    let text = saved.json()
    let (loaded, diagnostics) = SavedSession.load(
      bytes: Array(text.utf8), source: "s.json", name: "presentation-1")
    #expect(diagnostics.isEmpty)
    #expect(loaded == saved)
    #expect(loaded?.steps.last?.source == .defaulted)
    // Answers for questions on the path are not pending.
    #expect(loaded?.pending == Answers([("one-time", "no")]))
    #expect(loaded?.useDefaults == true)
    #expect(saved.treeFingerprint == tree.fingerprint)
    #expect(tree.fingerprint.count == 16)
  }

  @Test func brokenFilesAreDiagnosedWithLocations() {
    let (notJSON, problems) = SavedSession.load(
      bytes: Array("{\"tree\": [".utf8), source: "s.json", name: "s")
    #expect(notJSON == nil)
    #expect(problems.first?.location?.file == "s.json")
    let (other, otherProblems) = SavedSession.load(
      bytes: Array("{\"format\": 9, \"tree\": {\"id\": \"x\"}}".utf8), source: "s.json", name: "s")
    #expect(other == nil)
    #expect(otherProblems.first?.message.contains("another format") == true)
  }

  @Test func restoreOnTheSameTreeKeepsEverything() throws {
    let tree = try Fixtures.presentation()
    let session = try walked(tree, ["ipad", "yes", "no", "no"])
    let saved = SavedSession(
      name: "n", session: session, questionFolders: [], title: nil, savedAt: 0)
    let (restored, pending, _, dropped) = saved.restore(on: tree)
    #expect(dropped.isEmpty)
    #expect(pending.isEmpty)
    #expect(restored.steps == session.steps)
    #expect(restored.currentQuestion?.id == "drill-down")
  }

  @Test func restoreOnAChangedTreeNamesWhatWasDropped() throws {
    let small = try Fixtures.small()
    let session = try walked(small, ["no", "left"])
    let saved = SavedSession(
      name: "n", session: session, questionFolders: [], title: nil, savedAt: 0)

    // The second question lost its 'left' choice.
    var changed = small
    changed.questions[1].choices[0].id = "middle"
    var result = saved.restore(on: changed)
    #expect(result.session.currentQuestion?.id == "second")
    #expect(
      result.dropped == [.init(questionID: "second", choiceID: "left", reason: .choiceRemoved)])

    // 'no' now leads straight to an outcome: the second answer is kept for
    // when its question comes up again (here it will not: it is unused).
    changed = small
    changed.questions[0].choices[1].next = "done-no"
    result = saved.restore(on: changed)
    #expect(result.session.outcome?.id == "done-no")
    #expect(result.dropped.isEmpty)
    #expect(result.pending == Answers([("second", "left")]))

    // A question comes first now that was never answered: the saved answers
    // wait for their questions instead of being dropped.
    changed = small
    changed.start = "second"
    changed.questions[1].choices[0].next = "first"
    changed.questions[0].choices[1].next = "done-no"
    result = saved.restore(on: changed)
    #expect(result.session.steps.map(\.questionID) == ["second", "first"])
    #expect(result.session.outcome?.id == "done-no")
    #expect(result.pending.isEmpty && result.dropped.isEmpty)

    // The second question is gone.
    changed = small
    changed.questions.removeLast()
    changed.questions[0].choices[1].next = "done-no"
    result = saved.restore(on: changed)
    #expect(
      result.dropped == [.init(questionID: "second", choiceID: "left", reason: .questionRemoved)])
  }

  @Test func theStoreKeepsSessionsPrivateAndNewestFirst() throws {
    let state = "/tmp/hig-wizard-store-\(getpid())-\(Int.random(in: 0..<1_000_000))"
    defer { _ = system("rm -rf '\(state)'") }
    let store = SessionStore(stateFolder: state)
    #expect(store.headers().headers.isEmpty)
    let tree = try Fixtures.presentation()
    let first = try walked(tree, ["ipad", "yes"])
    let base = SessionStore.baseName(treeID: tree.id, title: nil, now: 1_795_963_654)
    #expect(base.hasPrefix("presentation-"))
    let (made, lock) = try store.saveNew(
      SavedSession(name: base, session: first, questionFolders: [], title: nil, savedAt: 10))
    let name = made.name
    #expect(name == base)
    // The same name again: taken, so it gets a suffix.
    let (second, secondLock) = try store.saveNew(
      SavedSession(
        name: base, session: try walked(tree, ["iphone", "yes"]), questionFolders: [],
        title: nil, savedAt: 20))
    #expect(second.name == name + "-2")

    var info = stat()
    #expect(stat(store.path(of: name), &info) == 0)
    #expect(info.st_mode & 0o777 == 0o600)
    #expect(stat(store.folder, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o700)

    // Held by this process: another lock of the same session is refused
    // and names it; let go, it can be had again.
    if case .failure(let holder) = try store.lock(name) {
      #expect(holder.pid == Int(getpid()))
    } else {
      Issue.record("a held session is not locked twice")
    }
    lock.release()
    guard case .success(let again) = try store.lock(name) else {
      Issue.record("a released lock can be had again")
      return
    }
    again.release()

    // A broken file is reported, the others still listed.
    try FileSystem.writeAtomically(Array("[".utf8), to: store.path(of: "broken"))
    let listed = store.headers()
    #expect(listed.headers.map(\.name) == [second.name, name])
    #expect(listed.diagnostics.count == 1)
    #expect(store.all().sessions.map(\.name) == [second.name, name])

    // A name, a tree id (its newest), or nothing (the newest of all).
    let sessions = listed.headers
    #expect(try SessionStore.pick(name, from: sessions).get().name == name)
    #expect(try SessionStore.pick("presentation", from: sessions).get().name == second.name)
    #expect(try SessionStore.pick(nil, from: sessions).get().name == second.name)
    #expect(throws: UsageError.self) {
      try SessionStore.pick("presentaton-1", from: sessions).get()
    }
    if case .failure(.unknownSession(_, let suggestion, let known)) = SessionStore.pick(
      "presentaton", from: sessions)
    {
      #expect(suggestion == "presentation")
      #expect(known == [second.name, name])
    } else {
      Issue.record("an unknown name is a usage error")
    }

    try store.remove(second.name)
    try store.remove(second.name)  // already gone: no error
    secondLock.release()
    #expect(store.headers().headers.map(\.name) == [name])
    #expect(!FileSystem.exists(store.lockPath(of: second.name)))
  }

  @Test func aNameIsTheTitlesSlugOrTheTreeAndTime() {
    #expect(
      SessionStore.baseName(treeID: "presentation", title: "Photo filters", now: 0)
        == "photo-filters")
    #expect(
      SessionStore.baseName(treeID: "p", title: "../../etc/x; rm -rf", now: 0) == "etc-x-rm-rf")
    // Nothing left of a Japanese title: the tree and the time.
    #expect(SessionStore.baseName(treeID: "p", title: "写真", now: 0).hasPrefix("p-"))
    #expect(SessionStore.baseName(treeID: "p", title: nil, now: 0).hasPrefix("p-"))
  }

  /// The header comes first in the file: read from its start alone, it
  /// says what the whole file does.
  @Test func theHeaderIsReadFromTheStartOfTheFile() throws {
    let tree = try Fixtures.presentation()
    let saved = SavedSession(
      name: "s", session: try walked(tree, ["ipad", "yes"]),
      pending: Answers([("one-time", "no"), ("modal-style.inside-view", "no")]),
      questionFolders: ["/trees"], title: "Photo filters", savedAt: 1_795_963_654)
    #expect(saved.answerCount == 4)
    let bytes = Array(saved.json().utf8)
    let answers = try #require(saved.json().firstRange(of: "\n  \"answers\":"))
    let prefix = Array(saved.json()[..<answers.upperBound].utf8)
    let (header, problems) = SavedSession.header(
      prefix: prefix, name: "s", source: "s.json", whole: false)
    #expect(problems.isEmpty)
    #expect(header == saved.header)
    #expect(header?.answerCount == 4)
    // The rest of the file may be anything: it is not read.
    let (broken, _) = SavedSession.header(
      prefix: prefix + Array("[[[".utf8), name: "s", source: "s.json", whole: false)
    #expect(broken == saved.header)
    // A file with no header (as saved before): nothing from its start,
    // everything from the whole.
    let old = Array(
      "{\n  \"answers\": [],\n  \"format\": 1,\n  \"tree\": {\"id\": \"presentation\"}\n}\n".utf8)
    #expect(
      SavedSession.header(
        prefix: Array(old.prefix(20)), name: "o", source: "o.json", whole: false
      ).0 == nil)
    #expect(
      SavedSession.header(prefix: old, name: "o", source: "o.json", whole: true).0?
        .treeID == "presentation")
    #expect(bytes.count > prefix.count)
  }

  @Test func quotedTextIsCut() {
    #expect(PlainText.clipped("short") == "short")
    let long = String(repeating: "x", count: 100_000)
    let cut = PlainText.clipped(long)
    #expect(cut.unicodeScalars.count == PlainText.maximumQuoted)
    #expect(cut.hasSuffix("…"))
    #expect(PlainText.clipped("a\u{1B}[31mb") == "a[31mb")
    #expect(PlainText.clipped(String(repeating: "é", count: 81)).unicodeScalars.count == 80)
  }

  @Test func foldersAreReadOnceByRealPathAndAGoneOneIsAWarning() throws {
    let folder = "/tmp/hig-wizard-folders-\(getpid())-\(Int.random(in: 0..<1_000_000))"
    defer { _ = system("rm -rf '\(folder)'") }
    try FileSystem.makeFolders(folder, mode: 0o700)
    try FileSystem.writeAtomically(Array(Fixtures.smallTree.utf8), to: folder + "/small.yaml")
    var catalog = TreeCatalog()
    catalog.add(folders: [
      folder, folder + "/", folder + "/../" + folder.split(separator: "/").last!, folder + "/gone",
    ])
    #expect(catalog.trees.count == 1)
    #expect(!catalog.diagnostics.hasErrors, "\(catalog.diagnostics)")
    #expect(catalog.diagnostics.map(\.severity) == [.warning])
    #expect(catalog.diagnostics.first?.message.contains("/gone") == true)
    // Told in the language of whoever shows it.
    Translations.register()
    #expect(catalog.diagnostics.first?.message.hasPrefix("folder") == true)
    #expect(catalog.diagnostics.first?.text(in: .pt).hasPrefix("folder") == false)
  }

  @Test func stateFolderFollowsXDG() {
    #expect(
      SessionStore.stateFolder { ["XDG_STATE_HOME": "/s", "HOME": "/h"][$0] } == "/s/hig-wizard")
    #expect(
      SessionStore.stateFolder { ["XDG_STATE_HOME": "relative", "HOME": "/h"][$0] }
        == "/h/.local/state/hig-wizard")
    #expect(SessionStore.stateFolder { _ in nil } == nil)
  }

  @Test func fileNamesFromTitles() {
    #expect(FileName.slug("Photo filters") == "photo-filters")
    #expect(FileName.slug("  Über: «Fotos» / 2 ") == "uber-fotos-2")
    #expect(FileName.slug("Apresentação") == "apresentacao")
    #expect(FileName.slug("Фильтры для фото") == "filtry-dlya-foto")
    // Nothing ASCII can be made of it: the fallback (the tree's id).
    #expect(FileName.slug("写真フィルター", fallback: "presentation") == "presentation")
    #expect(FileName.slug("写真フィルター 2") == "2")
    #expect(FileName.slug(String(repeating: "ab-", count: 40)).count <= 80)
    #expect(FileName.slug("../../etc/passwd") == "etc-passwd")
    #expect(FileName.slug("!!!") == "report")
  }
}

@Suite struct LeftoverTests {
  /// A run killed between the link and the rename leaves its file under
  /// `.hig-wizard-PID-N`; the next write that replaces a file in that
  /// folder removes it, unless its process is still running. A write of a
  /// new file makes no temporary name, and does not read the folder.
  @Test func theNextReplacingWriteRemovesWhatAKilledOneLeft() throws {
    let folder = "/tmp/hig-wizard-leftovers-\(getpid())"
    try FileSystem.makeFolders(folder, mode: 0o700)
    defer {
      for name in (try? FileSystem.files(in: folder, endingIn: [""])) ?? [] { unlink(name) }
      for name in [".hig-wizard-2147483646-0", ".hig-wizard-\(getpid())-7"] {
        unlink(folder + "/" + name)
      }
      rmdir(folder)
    }
    let dead = folder + "/.hig-wizard-2147483646-0"
    let mine = folder + "/.hig-wizard-\(getpid())-7"
    try FileSystem.writeAtomically(Array("old".utf8), to: dead)
    try FileSystem.writeAtomically(Array("old".utf8), to: mine)
    for name in [dead, mine] { try age(name) }
    try FileSystem.writeAtomically(Array("old".utf8), to: folder + "/report.md")
    #expect(FileSystem.exists(dead))
    try FileSystem.writeAtomically(Array("new".utf8), to: folder + "/report.md")
    #expect(!FileSystem.exists(dead))
    #expect(FileSystem.exists(mine))
    #expect(String(decoding: try FileSystem.read(folder + "/report.md"), as: UTF8.self) == "new")
  }

  /// Makes `path` look last changed an hour ago.
  func age(_ path: String) throws {
    var times = [
      timespec(tv_sec: time(nil) - 3600, tv_nsec: 0),
      timespec(tv_sec: time(nil) - 3600, tv_nsec: 0),
    ]
    #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
  }

  /// Where there are no nameless files (NFS, FUSE, vfat), the temporary
  /// file has a name from the start, and a run killed while it writes
  /// leaves it, a whole report perhaps. Its name holds the pid, and a
  /// later write in the folder removes it once its process is gone and it
  /// has not changed for a while (on a shared file system the pid may be
  /// another machine's).
  @Test func withoutNamelessFilesTheNextWriteRemovesWhatAKilledOneLeft() throws {
    let folder = "/tmp/hig-wizard-named-leftovers-\(getpid())"
    try FileSystem.makeFolders(folder, mode: 0o700)
    defer {
      for name in FileSystem.entryNames(in: folder) ?? [] where name != "." && name != ".." {
        unlink(folder + "/" + name)
      }
      rmdir(folder)
    }
    let dead = folder + "/.hig-wizard-2147483646-a1B2c3"
    let recent = folder + "/.hig-wizard-2147483645-d4E5f6"
    let running = folder + "/.hig-wizard-\(getppid())-g7H8i9"
    let other = folder + "/.hig-wizard-notes"
    // The mkstemp names of earlier versions, without a pid: gone when old.
    let earlier = folder + "/.hig-wizard-Ab12Cd"
    let earlierRecent = folder + "/.hig-wizard-Zz99Yy"
    for path in [dead, recent, running, other, earlier, earlierRecent] {
      try FileSystem.writeAtomically(Array("a whole report".utf8), to: path)
    }
    for path in [dead, running, other, earlier] { try age(path) }

    let writer = try AtomicWriter(path: folder + "/report.md", nameless: false)
    try writer.write(Array("new".utf8))
    // Its own temporary file is named after its pid.
    let own = (FileSystem.entryNames(in: folder) ?? []).filter {
      $0.hasPrefix(".hig-wizard-\(getpid())-")
    }
    #expect(own.count == 1, "\(own)")
    #expect(!FileSystem.exists(dead))
    #expect(!FileSystem.exists(earlier))
    for path in [recent, running, other, earlierRecent] {
      #expect(FileSystem.exists(path), "\(path)")
    }
    try writer.commit()
    #expect(String(decoding: try FileSystem.read(folder + "/report.md"), as: UTF8.self) == "new")
    #expect(
      !(FileSystem.entryNames(in: folder) ?? []).contains {
        $0.hasPrefix(".hig-wizard-\(getpid())-")
      })
  }
}
