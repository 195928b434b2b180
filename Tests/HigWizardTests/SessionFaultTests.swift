import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

/// Saved sessions under hostile conditions: many wizards at once, two on one
/// session, crafted and huge session files, and the commands that list and
/// remove them.
@Suite struct SessionFaultTests {
  typealias State = PipeTests.State

  /// Starts hig-wizard with `input` on standard input: all of it at once,
  /// or (nil) a pipe left open, so that it waits at its prompt. Standard
  /// error goes to a file to read while it runs.
  final class Running {
    let process = Process()
    let input = Pipe()
    let folder: URL
    var errorFile: URL { folder.appendingPathComponent("stderr") }

    init(_ arguments: [String], input text: String?, environment: [String: String]) throws {
      folder = try temporaryFolder()
      process.executableURL = URL(fileURLWithPath: Binary.path)
      process.arguments = arguments
      var env = ProcessInfo.processInfo.environment
      env["LANG"] = "C.UTF-8"
      env["LC_ALL"] = nil
      env["LANGUAGE"] = nil
      env["XDG_CONFIG_HOME"] = "/nonexistent/hig-wizard-tests-config"
      for (key, value) in environment { env[key] = value }
      process.environment = env
      _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
      process.standardError = try FileHandle(forWritingTo: errorFile)
      process.standardOutput = FileHandle.nullDevice
      process.standardInput = input
      try process.run()
      if let text {
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
      }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    var stderr: String { (try? read(errorFile)) ?? "" }

    /// Waits until standard error holds `text` (a minute at most, as a
    /// safety net against a hang).
    func waitFor(_ text: String) throws {
      for _ in 0..<6000 {
        if stderr.contains(text) { return }
        guard process.isRunning else { break }
        usleep(10_000)
      }
      try #require(stderr.contains(text), "never said \(text):\n\(stderr)")
    }

    func finish() -> Int32 {
      process.waitUntilExit()
      return process.terminationStatus
    }
  }

  /// Starts a session by pipe: `ipad`, then the input ends at question 2.
  @discardableResult
  func startSession(_ state: State, title: String? = nil) throws -> RunResult {
    try startSession(state, title: title, arguments: []).1
  }

  /// Starts a session by pipe and returns its name, as the sessions folder
  /// shows it.
  func startSession(_ state: State, title: String?, arguments: [String], input: String = "ipad\n")
    throws -> (String, RunResult)
  {
    let before = Set(try sessionNames(state))
    let result = try hig(
      ["run", "presentation"] + (title.map { ["--title", $0] } ?? []) + arguments, input: input,
      environment: state.environment)
    #expect(result.status == 3, "\(result.stderr)")
    let made = try sessionNames(state).filter { !before.contains($0) }
    try #require(made.count == 1, "\(made)")
    return (made[0], result)
  }

  func sessionNames(_ state: State) throws -> [String] {
    try state.savedNames().map { String($0.dropLast(".json".count)) }
  }

  // MARK: Names

  /// A file in the sessions folder can be called anything: the command the
  /// stop prints is one shell word with nothing in it that acts on the
  /// terminal, so pasting it runs nothing but hig-wizard.
  @Test func aCraftedSessionNameIsQuotedWhereTheStopPrintsIt() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    let (name, _) = try startSession(state, title: nil, arguments: [])
    let crafted = "x\u{1B}[31mRED$(touch pwned)"
    try FileManager.default.moveItem(
      at: state.sessions.appendingPathComponent(name + ".json"),
      to: state.sessions.appendingPathComponent(crafted + ".json"))
    let result = try hig(["resume", crafted], input: "", environment: state.environment)
    #expect(result.status == 3, "\(result.stderr)")
    #expect(!result.stderr.contains("\u{1B}"), "\(result.stderr)")
    #expect(
      result.stderr.contains("hig-wizard resume 'x[31mRED$(touch pwned)'"), "\(result.stderr)")
  }

  /// 30 runs started at once, each with its own title: 30 sessions, each
  /// named after its title, and each run names its own.
  @Test func thirtyRunsAtOnceLeaveThirtySessionsEachNamedByItsRun() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    let runs = try (1...30).map { index in
      try Running(
        ["run", "presentation", "--title", "task \(index)"], input: "yes\nipad\n",
        environment: state.environment)
    }
    for run in runs { #expect(run.finish() == 3, "\(run.stderr)") }
    #expect(try state.savedNames().count == 30)
    for (index, run) in zip(1..., runs) {
      #expect(run.stderr.contains("Go on with: hig-wizard resume task-\(index)\n"), "\(run.stderr)")
      let saved = try read(state.sessions.appendingPathComponent("task-\(index).json"))
      #expect(saved.contains("\"title\": \"task \(index)\""))
    }
  }

  @Test func aTakenNameGetsASuffixAndNoTitleGetsTheTreeAndTime() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    let first = try startSession(state, title: "Photo filters")
    #expect(first.stderr.contains("Go on with: hig-wizard resume photo-filters\n"))
    let second = try startSession(state, title: "Photo filters")
    #expect(second.stderr.contains("Go on with: hig-wizard resume photo-filters-2\n"))
    try startSession(state)
    let names = try sessionNames(state)
    #expect(names.count == 3)
    #expect(names.contains { $0.hasPrefix("presentation-") })
    // Nothing but sessions in the sessions folder.
    #expect(try state.savedNames().allSatisfy { $0.hasSuffix(".json") && !$0.hasPrefix(".") })
  }

  // MARK: Forgetting

  @Test func forgetRemovesTheSessionsNamedAndNothingOnAMistake() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    try startSession(state, title: "alpha")
    try startSession(state, title: "beta")
    try startSession(state, title: "gamma")

    // One unknown name: a usage error, and nothing is removed.
    let unknown = try hig(
      ["resume", "--forget", "alpha", "--forget", "delta"], environment: state.environment)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("error: no saved session is called 'delta'"))
    #expect(unknown.stderr.contains("See 'hig-wizard resume --help'."))
    #expect(try sessionNames(state) == ["alpha", "beta", "gamma"])

    let forgot = try hig(
      ["resume", "--forget", "alpha", "--forget", "gamma"], environment: state.environment)
    #expect(forgot.status == 0, "\(forgot.stderr)")
    #expect(forgot.stderr == "forgot session alpha\nforgot session gamma\n")
    #expect(try sessionNames(state) == ["beta"])

    // A tree id is not a session's name here: removing is never a guess.
    let tree = try hig(["resume", "--forget", "presentation"], environment: state.environment)
    #expect(tree.status == 2)
    #expect(try sessionNames(state) == ["beta"])

    for bad in [["--forget-older-than", "x"], ["--forget-older-than=-1"]] {
      let result = try hig(["resume"] + bad, environment: state.environment)
      #expect(result.status == 2)
      #expect(result.stderr.contains("expected a whole number of days, such as 30"))
    }
    let withList = try hig(
      ["resume", "--list", "--forget", "beta"], environment: state.environment)
    #expect(withList.status == 2)
    #expect(withList.stderr.contains("error: '--forget' cannot be used with '--list'"))
    // A file that is not a session is forgotten by name too.
    try write("[", to: state.sessions.appendingPathComponent("broken.json"))
    let broken = try hig(["resume", "--forget", "broken"], environment: state.environment)
    #expect(broken.status == 0, "\(broken.stderr)")
    #expect(broken.stderr.hasSuffix("forgot session broken\n"))
    #expect(try sessionNames(state) == ["beta"])
    let withName = try hig(["resume", "beta", "--forget", "beta"], environment: state.environment)
    #expect(withName.status == 2)
    #expect(try sessionNames(state) == ["beta"])
  }

  @Test func forgetOlderThanRemovesOnlyOldSessions() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    try startSession(state, title: "old")
    try startSession(state, title: "new")
    // "old" was saved 40 days ago.
    let file = state.sessions.appendingPathComponent("old.json")
    let text = try read(file)
    let saved = try #require(text.firstRange(of: /"saved": (\d+)/))
    let seconds = try #require(Int(text[saved].split(separator: " ")[1]))
    try write(
      text.replacingCharacters(in: saved, with: "\"saved\": \(seconds - 40 * 86_400)"), to: file)

    let none = try hig(["resume", "--forget-older-than", "50"], environment: state.environment)
    #expect(none.status == 0)
    #expect(none.stderr == "No saved session is older than 50 days.\n")
    let result = try hig(["resume", "--forget-older-than", "30"], environment: state.environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "forgot session old\n")
    #expect(try sessionNames(state) == ["new"])
  }

  @Test func forgetIsDeclaredCompletedAndDocumented() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    try startSession(state, title: "alpha")
    // Session names only: never a tree id to remove.
    let completed = try hig(
      ["__complete", "resume", "--forget", ""], environment: state.environment)
    #expect(completed.stdout.hasPrefix("alpha\t"))
    #expect(!completed.stdout.contains("presentation\t"))
    let attached = try hig(
      ["__complete", "resume", "--forget=al"], environment: state.environment)
    #expect(attached.stdout.hasPrefix("--forget=alpha\t"))
    let options = try hig(["__complete", "resume", "--forg"], environment: state.environment)
    #expect(options.stdout.contains("--forget\t"))
    #expect(options.stdout.contains("--forget-older-than"))

    let help = try hig(["help", "resume"])
    #expect(help.stdout.contains("--forget NAME"))
    #expect(help.stdout.contains("--forget-older-than DAYS"))
    #expect(help.stdout.contains("hig-wizard resume --forget-older-than 30"))
    let readme = try read(Binary.repository.appendingPathComponent("README.md"))
    #expect(readme.contains("resume --forget"))
  }

  // MARK: Locks

  /// A second wizard on a session one holds says who holds it and stops,
  /// changing nothing; once the first is gone (even by kill -9), the
  /// session opens again.
  @Test func aSessionOpenInOneWizardIsNotOpenedOrRemovedByAnother() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    let (held, _) = try startSession(state, title: "held", arguments: [])
    let file = state.sessions.appendingPathComponent(held + ".json")
    let before = try Data(contentsOf: file)

    let first = try Running(["resume", held], input: nil, environment: state.environment)
    try first.waitFor("question 2 of at most")
    let pid = first.process.processIdentifier

    let second = try hig(["resume", held], input: "yes\nno\n", environment: state.environment)
    #expect(second.status == 1)
    #expect(
      second.stderr.contains(
        "error: session '\(held)' is open in another hig-wizard (process \(pid)); go on with it there, or end that one first"
      ), "\(second.stderr)")
    #expect(!second.stderr.contains("Resuming"))
    let byTree = try hig(["run", "presentation", "--resume"], environment: state.environment)
    #expect(byTree.status == 1)
    #expect(byTree.stderr.contains("is open in another hig-wizard (process \(pid))"))
    let forget = try hig(["resume", "--forget", held], environment: state.environment)
    #expect(forget.status == 1)
    #expect(forget.stderr.contains("is open in another hig-wizard"))
    #expect(try Data(contentsOf: file) == before)

    // The lock goes with its process, however it ends.
    kill(pid, SIGKILL)
    _ = first.finish()
    let third = try hig(["resume", held], input: "yes\nno\nyes\n", environment: state.environment)
    #expect(third.status == 0, "\(third.stderr)")
    #expect(third.stderr.contains("Resuming \(held)"))
    #expect(try sessionNames(state) == [])
  }

  /// The first wizard answers meanwhile: its answers are the ones kept, and
  /// a finished session is not made again by the other.
  @Test func theHolderKeepsItsAnswersAndAFinishedSessionStaysGone() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    let (both, _) = try startSession(state, title: "both", arguments: [])
    let first = try Running(["resume", both], input: nil, environment: state.environment)
    try first.waitFor("question 2 of at most")
    let second = try Running(["resume", both], input: "no\n", environment: state.environment)
    #expect(second.finish() == 1)
    first.input.fileHandleForWriting.write(Data("yes\nno\nyes\n".utf8))
    try first.input.fileHandleForWriting.close()
    #expect(first.finish() == 0, "\(first.stderr)")
    #expect(try sessionNames(state) == [])
  }

  // MARK: Crafted and huge files

  /// A crafted session: 60 answers for questions the tree does not have,
  /// each id 105,000 characters long.
  @Test func aCraftedSessionsDroppedAnswersAreCutAndCapped() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    try FileManager.default.createDirectory(at: state.sessions, withIntermediateDirectories: true)
    let long = (0..<60).map {
      "{\"question\": \"q\($0)\(String(repeating: "x", count: 105_000))\", \"choice\": \"yes\"}"
    }
    let text = """
      {"format": 1, "tree": {"id": "presentation", "title": "\(String(repeating: "T", count: 100_000))", "fingerprint": "0"},
      "answers": [{"question": "platform", "choice": "ipad"}, \(long.joined(separator: ", "))],
      "pending": {}, "questions": [], "defaults": false, "saved": 1796474533}
      """
    try write(text, to: state.sessions.appendingPathComponent("crafted.json"))
    let result = try hig(
      ["resume", "crafted", "--non-interactive"], environment: state.environment)
    #expect(result.status == 3)
    #expect(result.stderr.contains("1 of 61 answers kept."))
    #expect(result.stderr.contains("… and 10 more"))
    #expect(result.stderr.contains("dropped q0xxxx"))
    // 50 lines of at most about 200 characters, and the rest.
    #expect(result.stderr.utf8.count < 30_000, "\(result.stderr.utf8.count) bytes")
    #expect(result.stderr.split(separator: "\n").allSatisfy { $0.count < 1_200 })
    let list = try hig(["resume", "--list"], environment: state.environment)
    #expect(list.stdout.utf8.count < 1_000, "\(list.stdout.utf8.count) bytes")
  }

  /// A 30 MB session whose end is not valid: Tab still offers it, with its
  /// description, read from the start of the file alone (reading it whole
  /// would fail on the bad end, and leave it out).
  @Test func completionReadsOnlyTheHeaderOfAHugeSession() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    try startSession(state, title: "small")
    var huge = Data(
      """
      {
        "count": 7,
        "format": 1,
        "saved": 1796474533,
        "title": "Huge task",
        "tree": {
          "fingerprint": "0",
          "id": "presentation",
          "title": "Presentation"
        },
        "answers": [

      """.utf8)
    huge.append(Data(repeating: UInt8(ascii: "x"), count: 30_000_000))
    try huge.write(to: state.sessions.appendingPathComponent("huge.json"))

    let completed = try hig(["__complete", "resume", ""], environment: state.environment)
    #expect(completed.status == 0)
    #expect(completed.stdout.contains("huge\t"), "\(completed.stdout)")
    #expect(completed.stdout.contains(", 7 answers, Huge task\n"))
    #expect(completed.stdout.contains("small\t"))
    #expect(completed.stderr == "")
    // Listed from its header too; going on with it reads it whole, and says
    // what is wrong.
    let list = try hig(["resume", "--list"], environment: state.environment)
    #expect(list.stdout.contains("huge "))
    let resumed = try hig(["resume", "huge"], environment: state.environment)
    #expect(resumed.status == 1)
    #expect(resumed.stderr.contains("huge.json"))
  }

  // MARK: Small mismatches

  @Test func listInJSONIsAnArrayOfSessions() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    let empty = try hig(["resume", "--list", "-f", "json"], environment: state.environment)
    #expect(empty.status == 0)
    #expect(empty.stdout == "[]\n")
    try startSession(state, title: "Photo filters")
    let result = try hig(["resume", "--list", "-f", "json"], environment: state.environment)
    #expect(result.status == 0)
    let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let sessions = try #require(parsed as? [[String: Any]])
    #expect(sessions.count == 1)
    #expect(sessions.first?["name"] as? String == "photo-filters")
    #expect(sessions.first?["title"] as? String == "Photo filters")
    #expect(sessions.first?["tree"] as? String == "presentation")
    #expect(sessions.first?["answers"] as? Int == 1)
    #expect(sessions.first?["saved"] is Int)
    #expect(result.stdout.hasPrefix("[\n  {\n    \"answers\": 1,\n"), "sorted keys")
  }

  /// A tree whose text changed drops no answer: the resume does not say
  /// that some were.
  @Test func aChangedTextDropsNothingAndSaysSo() throws {
    let state = try State()
    let folder = try temporaryFolder()
    defer {
      try? FileManager.default.removeItem(at: state.folder)
      try? FileManager.default.removeItem(at: folder)
    }
    let original = try read(Binary.repository.appendingPathComponent("Questions/presentation.yaml"))
    let treeFile = folder.appendingPathComponent("presentation.yaml")
    try write(original, to: treeFile)
    let (name, _) = try startSession(
      state, title: "t", arguments: ["-q", folder.path], input: "ipad\nyes\n")
    try write(
      original.replacingOccurrences(
        of: "Which device is this task for?", with: "Which device is the task for?"), to: treeFile)
    let resumed = try hig(["resume", name], environment: state.environment)
    #expect(resumed.stderr.contains("2 of 2 answers kept."))
    #expect(
      resumed.stderr.contains("The tree has changed since; every saved answer still applies."))
    #expect(!resumed.stderr.contains("dropped"), "\(resumed.stderr)")
  }

  /// The advice at the end of a resumed run names --answer: resume takes it.
  @Test func resumeTakesTheAnswerOptionItsAdviceNames() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    let (name, _) = try startSession(state, title: "t", arguments: [])
    let cut = try hig(["resume", name], environment: state.environment)
    #expect(cut.status == 3)
    #expect(cut.stderr.contains("Pass them with --answer"))
    let answered = try hig(
      [
        "resume", name, "--answer", "modal-needed=yes", "--answer", "depth=no", "--answer",
        "multiple-inputs=yes", "--non-interactive", "--format", "markdown",
      ], environment: state.environment)
    #expect(answered.status == 0, "\(answered.stderr)")
    #expect(answered.stdout.contains("Recommendation: Modal popover"), "\(answered.stdout)")
    #expect(try sessionNames(state) == [])
    // Its mistakes are resume's usage errors.
    let (other, _) = try startSession(state, title: "u", arguments: [])
    let wrong = try hig(
      ["resume", other, "--answer", "depth=maybe"], environment: state.environment)
    #expect(wrong.status == 2)
    #expect(wrong.stderr.contains("error: 'maybe' is not a choice for question 'depth'"))
    #expect(wrong.stderr.contains("See 'hig-wizard resume --help'."))
    #expect(try sessionNames(state) == [other])
  }

  /// The stop message counts what the file holds: the answers typed, those
  /// given up front, and those for the next decision.
  @Test func theStopMessageCountsWhatTheFileHolds() throws {
    let state = try State()
    defer { try? FileManager.default.removeItem(at: state.folder) }
    let (name, cut) = try startSession(
      state, title: "t",
      arguments: [
        "-a", "one-time=no", "-a", "main-function=yes", "-a", "fits-in-view=no", "-a",
        "modal-style.inside-view=no", "-a", "modal-style.gathers-input=yes",
      ], input: "iphone\n")
    #expect(cut.stderr.contains("Your 6 answers are saved.\n"), "\(cut.stderr)")
    let saved = try JSONSerialization.jsonObject(
      with: Data(contentsOf: state.sessions.appendingPathComponent(name + ".json")))
    let object = try #require(saved as? [String: Any])
    let held =
      try #require(object["answers"] as? [Any]).count
      + (try #require(object["pending"] as? [String: Any])).count
    #expect(held == 6)
    let list = try hig(["resume", "--list"], environment: state.environment)
    #expect(list.stdout.contains("  6 answers  t\n"))
    // Resumed and stopped again: still what the file holds.
    let again = try hig(["resume", name], environment: state.environment)
    #expect(again.stderr.contains("Your 6 answers are saved.\n"), "\(again.stderr)")
  }
}
