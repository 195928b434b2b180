import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Broken and hostile files through the real binary, as a tree (`lint`, and
/// `run --questions` with the file in a folder of user trees) and as an
/// answers file (`run --answers FILE`, and `--answers -` on standard input).
/// Each must end in a clear error with its location, a non-zero exit, no raw
/// control character on the terminal, an `--output` file left as it was, and
/// bounded time and memory.
///
/// Big inputs are generated here into a temporary folder, in chunks, so the
/// test process itself stays small. Set `HOSTILE_REPORT=1` to print each
/// run's time and peak memory.
@Suite(.serialized) struct HostileInputTests {
  @Test(arguments: HostileInput.corpus, Mode.allCases)
  func brokenInputFailsCleanly(_ input: HostileInput, _ mode: Mode) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = mode.readsTrees ? input.tree : input.answers
    let trees = folder.appendingPathComponent("trees")
    try FileManager.default.createDirectory(at: trees, withIntermediateDirectories: true)
    let file = (mode.readsTrees ? trees : folder).appendingPathComponent("hostile.yaml").path
    try sample.write(file)
    let keep = folder.appendingPathComponent("keep.md")
    try write("keep me\n", to: keep)

    let arguments: [String]
    switch mode {
    case .lint:
      arguments = ["lint", file]
    case .questions:
      // Answers that reach a recommendation: only the broken tree can fail it.
      arguments =
        ["run", "presentation", "-n", "--questions", trees.path, "--output", keep.path]
        + photoFiltersAnswers
    case .answers:
      arguments = ["run", "presentation", "-n", "--answers", file, "--output", keep.path]
    case .standardInput:
      arguments = ["run", "presentation", "-n", "--answers", "-", "--output", keep.path]
    }
    let run = try measure(arguments, stdin: mode == .standardInput ? file : nil, timeLimit: 60)
    report(run, "\(input.name) [\(mode)]")

    let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Among the trees of a run, a file that breaks is not loaded: one
    // warning at its first problem, and the bundled tree runs.
    let skipped = mode == .questions && sample.status != 0
    if skipped {
      #expect(run.status == 0, "\(run.stderr.prefix(2000))")
      let warnings = lines.filter { $0.contains("warning: ") && $0.contains("the file is not loaded") }
      #expect(warnings.count == 1, "\(run.stderr.prefix(2000))")
      #expect(
        warnings.first?.hasSuffix("; the file is not loaded (see 'hig-wizard lint \(file)')")
          == true, "\(run.stderr.prefix(2000))")
      if let first = sample.expected.first {
        let error = first.text(path: file, mode: mode)
        // With its location (`FILE:1:1: error: …`) or without (`error: …`).
        let text =
          error.hasPrefix("error: ")
          ? "warning: " + error.dropFirst("error: ".count)
          : error.replacingOccurrences(of: ": error: ", with: ": warning: ")
        #expect(
          warnings.first?.hasPrefix(first.isPrefix ? text : String(text.prefix(200))) == true,
          "\(text)\n\(run.stderr.prefix(2000))")
      }
      #expect(!run.stderr.contains(": error: "))
    }
    // A clear error, where it is.
    #expect(skipped || run.status == sample.status, "\(run.stderr.prefix(2000))")
    for expected in sample.expected where !skipped {
      let text = expected.text(path: file, mode: mode)
      let found =
        expected.isPrefix ? lines.contains { $0.hasPrefix(text) } : lines.contains(text)
      #expect(
        found,
        "missing \(expected.isPrefix ? "a line starting" : "the line"): \(text)\n\(run.stderr.prefix(3000))"
      )
    }
    if mode == .lint {
      #expect(lines.contains { $0.hasPrefix("lint: ") && $0.contains(" in 1 file") })
    }
    #expect(run.stdoutSize == 0, "\(run.stdout.prefix(500))")

    // Nothing raw from the file reaches the terminal, and not much of it.
    for (name, bytes) in [("stderr", run.stderrBytes), ("stdout", run.stdoutBytes)] {
      for control: UInt8 in [0x1B, 0x07, 0x00] {
        #expect(!bytes.contains(control), "\(name) holds byte \(control)")
      }
    }
    #expect(run.stderrSize < 32 * 1024, "\(run.stderrSize) bytes of errors")

    // A failed run leaves an existing report alone, and no temporary file.
    if mode != .lint {
      if skipped {
        #expect(try read(keep).hasPrefix("# Presentation"))
      } else {
        #expect(try read(keep) == "keep me\n")
      }
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(
        left.sorted()
          == (mode.readsTrees ? ["keep.md", "trees"] : ["hostile.yaml", "keep.md", "trees"]))
    }

    // Bounded memory, and no hang (the time limit of `measure`). How long a
    // run takes is for `make bench`, not for a test: on a loaded machine a
    // wall-clock bound failed runs that were only waiting for a processor.
    #expect(!run.timedOut, "\(run.summary(input.name))")
    let bound = input.mebibytes << 20
    if run.canCheckMemory(below: bound) {
      #expect(run.peakBytes < bound, "\(run.summary(input.name))")
    }
  }

  /// The control: with a sound tree among the user trees, the `questions`
  /// run of the corpus succeeds, so only the hostile file makes it fail.
  @Test func theQuestionsRunSucceedsWithASoundTree() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trees = folder.appendingPathComponent("trees")
    try FileManager.default.createDirectory(at: trees, withIntermediateDirectories: true)
    try write(HostileInput.validTree(id: "sound"), to: trees.appendingPathComponent("x.yaml"))
    let keep = folder.appendingPathComponent("keep.md")
    let run = try measure(
      ["run", "presentation", "-n", "--questions", trees.path, "--output", keep.path]
        + photoFiltersAnswers)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try read(keep).contains("Modal popover"))
  }

  /// A pipe has no size to refuse up front: reading stops at the limit.
  @Test func anEndlessPipeIsCutAtTheLimit() throws {
    let run = try measureProcess([
      "/bin/sh", "-c", "head -c 100M /dev/zero | \"$0\" run presentation -n --answers -",
      Binary.path,
    ])
    report(run, "100 MB pipe [standard input]")
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "error: cannot read '-': it holds more than 32 MiB; files larger than 32 MiB are not supported\n"
    )
    #expect(!run.timedOut, "\(run.summary("pipe"))")
    // It holds the 32 MiB it read, no more than twice over.
    if run.canCheckMemory(below: 96 << 20) {
      #expect(run.peakBytes < 96 << 20, "\(run.summary("pipe"))")
    }
  }

  /// A reply is capped as a batch record is: /dev/zero (an endless line)
  /// and a 16 MB line end the conversation with one short error, and the
  /// stop says what is missing; nothing is echoed at length.
  @Test(arguments: [
    "exec \"$0\" run presentation < /dev/zero",
    "head -c 16000000 /dev/zero | tr '\\0' x | \"$0\" run presentation",
  ])
  func anEndlessReplyEndsTheInputWithAnError(_ command: String) throws {
    let run = try measureProcess(["/bin/sh", "-c", command, Binary.path])
    #expect(!run.timedOut, "\(run.summary("reply"))")
    #expect(run.status == 3, "\(run.stderr.prefix(2000))")
    #expect(run.stderr.contains("\nerror: a reply longer than 1048576 bytes; the rest of the input is not read\n"))
    #expect(run.stderr.contains("error: the input ended before a recommendation"))
    #expect(run.stderr.utf8.count < 8000, "\(run.stderr.prefix(2000))")
  }

  /// One character can be a mebibyte long: a letter with 300,000 combining
  /// marks is quoted as shortly as any long reply (it was echoed twice, whole).
  @Test func oneLongCharacterIsQuotedShort() throws {
    let reply = "a" + String(repeating: "\u{0301}", count: 300_000)
    let run = try hig(["run", "presentation"], input: reply + "\nipad\nyes\nno\nno\nno\nno\nyes\n")
    #expect(run.status == 0, "\(run.stderr.prefix(2000))")
    #expect(run.stderr.contains("is not an answer here."))
    #expect(run.stderr.utf8.count < 20_000, "\(run.stderr.utf8.count)")
  }

  /// A long reply that is not an answer is quoted by a short prefix.
  @Test func aLongWrongReplyIsQuotedShort() throws {
    let reply = String(repeating: "y", count: 500_000)
    let run = try hig(["run", "presentation"], input: reply + "\nipad\nyes\nno\nno\nno\nno\nyes\n")
    #expect(run.status == 0, "\(run.stderr.prefix(2000))")
    #expect(run.stderr.contains("'" + String(repeating: "y", count: 60) + "…' is not an answer here."))
    #expect(run.stderr.utf8.count < 20_000, "\(run.stderr.count)")
  }

  /// A named pipe nobody writes to, among the trees or as the answers: not
  /// a regular file, so never read (a writer could make it block for ever,
  /// see ``HostileFileTests``). Named, it is refused; in a trees folder, it
  /// is skipped with a warning.
  @Test(arguments: [Mode.lint, .questions, .answers])
  func aNamedPipeIsNotRead(_ mode: Mode) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trees = folder.appendingPathComponent("trees")
    try FileManager.default.createDirectory(at: trees, withIntermediateDirectories: true)
    let file = (mode.readsTrees ? trees : folder).appendingPathComponent("pipe.yaml").path
    #expect(mkfifo(file, 0o644) == 0)
    let arguments =
      switch mode {
      case .lint: ["lint", file]
      case .questions:
        ["run", "presentation", "-n", "--questions", trees.path] + photoFiltersAnswers
      default: ["run", "presentation", "-n", "--answers", file]
      }
    let run = try measure(arguments, timeLimit: 10)
    #expect(!run.timedOut)
    if mode == .questions {
      #expect(run.status == 0)
      #expect(
        run.stderr.hasPrefix("warning: '\(file)' is not a regular file; it is skipped\n"),
        "\(run.stderr)")
    } else {
      #expect(run.status == 1)
      #expect(
        run.stderr.hasPrefix("error: cannot read '\(file)': it is not a regular file\n"),
        "\(run.stderr)")
    }
  }

  /// A tree id is a name, never a path: `run ../x` looks for no file.
  @Test func aTreeNameThatIsAPathIsUnknown() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trees = folder.appendingPathComponent("trees")
    try FileManager.default.createDirectory(at: trees, withIntermediateDirectories: true)
    try write(HostileInput.validTree(id: "x"), to: trees.appendingPathComponent("x.yaml"))
    let run = try hig(["run", "../x", "-n", "--questions", trees.path], directory: trees)
    #expect(run.status == 2)
    #expect(
      run.stderr.hasPrefix(
        "error: unknown tree '../x' (trees: modal-style, navigation, presentation, saving, x)\n"),
      "\(run.stderr)")
    #expect(run.stdout == "")
  }

  private func report(_ run: MeasuredRun, _ name: String) {
    if ProcessInfo.processInfo.environment["HOSTILE_REPORT"] != nil {
      print(run.summary(name))
    }
  }
}

/// How the binary reads the file.
enum Mode: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// `hig-wizard lint FILE`
  case lint
  /// `hig-wizard run presentation --questions DIR`, the file in DIR
  case questions
  /// `hig-wizard run presentation -n --answers FILE`
  case answers
  /// `hig-wizard run presentation -n --answers -` with the file on stdin
  case standardInput

  var readsTrees: Bool { self == .lint || self == .questions }
  var testDescription: String { rawValue }
}

let photoFiltersAnswers = [
  "--answer", "platform=ipad", "--answer", "modal-needed=yes", "--answer", "depth=no",
  "--answer", "multiple-inputs=yes", "--answer", "drill-down=no",
]

/// A line stderr must hold. `FILE` stands for the name diagnostics give the
/// file (`<stdin>` on standard input), `PATH` for the path as given (`-`).
struct Expected: Sendable, ExpressibleByStringLiteral {
  var pattern: String
  /// Only the start of the line is given (a long message, cut).
  var isPrefix = false

  init(stringLiteral value: String) { pattern = value }
  static func line(_ value: String) -> Expected { Expected(stringLiteral: value) }
  static func prefix(_ value: String) -> Expected {
    var expected = Expected(stringLiteral: value)
    expected.isPrefix = true
    return expected
  }

  func text(path: String, mode: Mode) -> String {
    let stdin = mode == .standardInput
    return
      pattern
      .replacingOccurrences(of: "FILE", with: stdin ? "<stdin>" : path)
      .replacingOccurrences(of: "PATH", with: stdin ? "-" : path)
  }
}

/// One file and what hig-wizard must say about it.
struct Sample: Sendable {
  var write: @Sendable (String) throws -> Void
  var expected: [Expected]
  var status: Int32 = 1
}

/// A hostile input, as a tree file and as an answers file, with the memory
/// (MiB) one run may take in a debug build.
struct HostileInput: Sendable, CustomTestStringConvertible {
  var name: String
  var tree: Sample
  var answers: Sample
  /// A small input: a debug build answers in about 20 ms and 13 MiB.
  var mebibytes = 48

  var testDescription: String { name }

  static let corpus: [HostileInput] = [
    HostileInput(
      name: "empty file",
      tree: Sample(
        write: { try bytes([], to: $0) },
        expected: [
          "FILE:1:1: error: the file is empty; a tree needs 'id', 'title', 'summary', 'questions' and 'outcomes' (see Questions/README.md)"
        ]),
      answers: Sample(
        write: { try bytes([], to: $0) },
        expected: [
          "FILE:1:1: error: the answers file is empty; write one 'question: choice' per line"
        ])),

    // Terminal escapes (window title, clear screen), NULs, then a byte that
    // is not UTF-8 and 64 KiB of noise.
    HostileInput(
      name: "binary junk",
      tree: Sample(
        write: { try junk(to: $0) },
        expected: [
          "FILE:1:17: error: the file is not valid UTF-8 (byte 0xC3 at offset 16); save it as UTF-8"
        ]),
      answers: Sample(
        write: { try junk(to: $0) },
        expected: [
          "FILE:1:17: error: the file is not valid UTF-8 (byte 0xC3 at offset 16); save it as UTF-8"
        ])),

    // Latin-1, as an old editor saves it.
    HostileInput(
      name: "invalid UTF-8",
      tree: Sample(
        write: {
          try bytes(Array("id: menu\ntitle: Caf".utf8) + [0xE9] + Array("\n".utf8), to: $0)
        },
        expected: [
          "FILE:2:11: error: the file is not valid UTF-8 (byte 0xE9 at offset 19); save it as UTF-8"
        ]),
      answers: Sample(
        write: {
          try bytes(
            Array("platform: ipad\nsuspend: n".utf8) + [0xE3]
              + Array("o\n".utf8), to: $0)
        },
        expected: [
          "FILE:2:11: error: the file is not valid UTF-8 (byte 0xE3 at offset 25); save it as UTF-8"
        ])),

    // Refused from its size, before a byte is read: fast and small.
    HostileInput(
      name: "100 MB file",
      tree: Sample(
        write: {
          try repeated(
            head: "id: big\ntitle: Big\nsummary: S.\nquestions:\n",
            body:
              "  - {id: q, prompt: P?, topic: T, help: H, choices: [{id: a, label: A, next: o, reason: R}, {id: b, label: B, next: o, reason: R}]}\n",
            size: 100 << 20, to: $0)
        },
        expected: [
          "error: cannot read 'PATH': it is 100 MiB; files larger than 32 MiB are not supported"
        ]),
      answers: Sample(
        write: {
          try repeated(
            head: "", body: "modal-needed: \"yes\"\nplatform: ipad\n", size: 100 << 20, to: $0)
        },
        expected: [
          "error: cannot read 'PATH': it is 100 MiB; files larger than 32 MiB are not supported"
        ]),
      // Reading it would take 100 MiB: under 48 MiB, it was not read.
      mebibytes: 48),

    HostileInput(
      name: "100k-deep list",
      tree: Sample(
        write: { try repeated(head: "", body: "[", count: 100_000, to: $0) },
        expected: [
          "FILE:1:65: error: nesting is deeper than 64 levels; hig-wizard files are never this deep"
        ]),
      answers: Sample(
        write: { try repeated(head: "", body: "[", count: 100_000, to: $0) },
        expected: [
          "FILE:1:65: error: nesting is deeper than 64 levels; hig-wizard files are never this deep"
        ])),

    HostileInput(
      name: "100k-deep mapping",
      tree: Sample(
        write: { try repeated(head: "", body: "{a: ", count: 100_000, to: $0) },
        expected: [
          "FILE:1:257: error: nesting is deeper than 64 levels; hig-wizard files are never this deep"
        ]),
      answers: Sample(
        write: { try repeated(head: "", body: "{a: ", count: 100_000, to: $0) },
        expected: [
          "FILE:1:257: error: nesting is deeper than 64 levels; hig-wizard files are never this deep"
        ])),

    // Nine levels of nine aliases: a billion "lol"s if expanded.
    HostileInput(
      name: "billion laughs",
      tree: Sample(
        write: { try text(laughs, to: $0) },
        expected: [
          "FILE:1:1: error: unknown key 'a' in the tree; expected one of: id, title, summary, start, pages, questions, outcomes",
          "FILE:2:8: error: aliases ('*name') are not supported; write the value out in full",
          "FILE:1:1: note: 36 more errors in this file are not shown",
        ]),
      answers: Sample(
        write: { try text(laughs, to: $0) },
        expected: [
          "FILE:2:8: error: aliases ('*name') are not supported; write the value out in full",
          "FILE:1:1: note: 31 more errors in this file are not shown",
        ])),

    HostileInput(
      name: "duplicate keys",
      tree: Sample(
        write: {
          try text(
            validTree(id: "dup").replacingOccurrences(
              of: "title: T\n", with: "title: T\ntitle: U\n"), to: $0)
        },
        expected: ["FILE:3:1: error: duplicate key 'title'; it is already set at line 2, column 1"]),
      answers: Sample(
        write: { try text("platform: ipad\nplatform: iphone\n", to: $0) },
        expected: [
          "FILE:2:1: error: duplicate key 'platform'; it is already set at line 1, column 1"
        ])),

    // A tree whose second question leads back to the first; an anchor that
    // contains itself.
    HostileInput(
      name: "cycle",
      tree: Sample(
        write: { try text(cycle, to: $0) },
        expected: [
          "FILE:14:31: error: choice 'b' of question 'second' leads back to an earlier question, making a cycle: 'first' → 'second' → 'first'"
        ]),
      answers: Sample(
        write: { try text("platform: &p [*p]\n", to: $0) },
        expected: [
          "FILE:1:15: error: aliases ('*name') are not supported; write the value out in full",
          "FILE:1:11: error: the answer to 'platform' must be a choice id, not a list",
        ])),

    // One 10 MB line: its text appears cut short under the error, and the
    // 10 MB value quoted in the message is cut in the middle.
    HostileInput(
      name: "10 MB single line",
      tree: Sample(
        write: {
          try repeated(
            head: "{id: ", body: "Ab", count: 5_000_000, tail: ", title: T, summary: S}", to: $0)
        },
        expected: [
          "FILE:1:1: error: the tree is missing the required key 'questions'",
          .line("  {id: " + String(repeating: "Ab", count: 97) + "A…"),
          .prefix("FILE:1:6: error: tree id 'AbAbAb"),
        ]),
      answers: Sample(
        write: { try repeated(head: "platform: ", body: "i", count: 10_000_000, to: $0) },
        expected: [
          .prefix("FILE:1:1: error: 'iiiiii"),
          .line("  platform: " + String(repeating: "i", count: 190) + "…"),
        ],
        status: 2),
      // About 1 s and 50-70 MiB in a debug build: the file is held a few
      // times over (bytes, libyaml's copy, the scalar as a String).
      mebibytes: 128),

    // Hundreds of thousands of problems: the first are listed, the rest
    // counted, in time linear in the file.
    HostileInput(
      name: "300k errors",
      tree: Sample(
        write: {
          try repeated(
            head: "id: t\ntitle: T\nsummary: S.\nquestions:\n", body: "  - x\n", count: 300_000,
            to: $0)
        },
        expected: [
          "FILE:5:5: error: a question must be a mapping of keys to values, not text",
          "FILE:54:5: error: a question must be a mapping of keys to values, not text",
          "FILE:1:1: note: at least 950 more errors in this file are not shown",
        ]),
      answers: Sample(
        write: { try repeated(head: "", body: "a: []\n", count: 300_000, to: $0) },
        expected: [
          "FILE:2:1: error: duplicate key 'a'; it is already set at line 1, column 1",
          "FILE:1:1: note: 299950 more errors in this file are not shown",
        ]),
      // About 0.3 s (tree) and 0.9 s (answers), at most 35 MiB.
      mebibytes: 64),

    HostileInput(
      name: "NUL bytes",
      tree: Sample(
        write: { try bytes(Array("id: a".utf8) + [0] + Array("b\n".utf8), to: $0) },
        expected: ["FILE:1:6: error: cannot read the file: control characters are not allowed"]),
      answers: Sample(
        write: { try bytes(Array("platform: ip".utf8) + [0, 0] + Array("ad\n".utf8), to: $0) },
        expected: ["FILE:1:13: error: cannot read the file: control characters are not allowed"])),

    // YAML escapes make control characters from plain text: they must not
    // come back out raw in a message.
    HostileInput(
      name: "escape sequences",
      tree: Sample(
        write: {
          try text(
            #"id: "\e]0;owned\a\e[2J\0x""# + "\n"
              + validTree(id: "x").split(separator: "\n").dropFirst().joined(separator: "\n")
              + "\n", to: $0)
        },
        expected: [
          "FILE:1:5: error: tree id ']0;owned[2Jx' must be lower-case kebab-case (letters a-z, digits and single hyphens)"
        ]),
      answers: Sample(
        write: { try text(#""\e[2J\a": "\e]0;owned\a""# + "\n", to: $0) },
        expected: [.prefix("FILE:1:1: error: unknown question '[2J'")],
        status: 2)),

    HostileInput(
      name: "tree id ../x",
      tree: Sample(
        write: { try text(validTree(id: "../x"), to: $0) },
        expected: [
          "FILE:1:5: error: tree id '../x' must be lower-case kebab-case (letters a-z, digits and single hyphens)"
        ]),
      answers: Sample(
        write: {
          try text(
            #"{"tree": {"id": "../x", "hash": "0"}, "answers": {"platform": "ipad"}}"# + "\n",
            to: $0)
        },
        expected: [
          "error: the answers in 'PATH' are a report for tree '../x', not 'presentation'; run 'hig-wizard run ../x --answers PATH'"
        ])),
  ]

  /// A small tree that passes lint, with the given id.
  static func validTree(id: String) -> String {
    """
    id: \(id)
    title: T
    summary: S.
    questions:
      - id: first
        prompt: P?
        topic: T
        help: H.
        choices:
          - {id: a, label: A, next: done, reason: R.}
          - {id: b, label: B, next: other, reason: R.}
    outcomes:
      - {id: done, title: D, recommendation: R., rationale: R., topic: T, checklist: []}
      - {id: other, title: O, recommendation: R., rationale: R., topic: T, checklist: []}

    """
  }

  static let cycle = """
    id: loop
    title: T
    summary: S.
    questions:
      - id: first
        prompt: P?
        topic: T
        help: H.
        choices:
          - {id: a, label: A, next: second, reason: R.}
          - {id: b, label: B, next: done, reason: R.}
      - {id: second, prompt: P?, topic: T, help: H., choices: [
          {id: a, label: A, next: done, reason: R.},
          {id: b, label: B, next: first, reason: R.}]}
    outcomes:
      - {id: done, title: D, recommendation: R., rationale: R., topic: T, checklist: []}

    """

  static let laughs = """
    a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
    b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
    c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
    d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
    e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
    f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
    g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
    h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
    i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]

    """
}

// MARK: - Writing inputs

private func bytes(_ bytes: [UInt8], to path: String) throws {
  try Data(bytes).write(to: URL(fileURLWithPath: path))
}

private func text(_ text: String, to path: String) throws {
  try bytes(Array(text.utf8), to: path)
}

/// `head`, then `body` `count` times (or until the file is `size` bytes,
/// the last copy cut), then `tail`, written 1 MiB at a time.
private func repeated(
  head: String, body: String, count: Int? = nil, tail: String = "", size: Int? = nil,
  to path: String
) throws {
  _ = FileManager.default.createFile(atPath: path, contents: nil)
  let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
  defer { try? handle.close() }
  try handle.write(contentsOf: Array(head.utf8))
  let unit = Array(body.utf8)
  var remaining = size.map { $0 - head.utf8.count - tail.utf8.count } ?? unit.count * (count ?? 0)
  let perChunk = max(1, (1 << 20) / unit.count)
  var chunk: [UInt8] = []
  chunk.reserveCapacity(perChunk * unit.count)
  for _ in 0..<perChunk { chunk.append(contentsOf: unit) }
  while remaining > 0 {
    let part = chunk.prefix(remaining)
    try handle.write(contentsOf: part)
    remaining -= part.count
  }
  try handle.write(contentsOf: Array(tail.utf8))
}

/// Escape sequences and NULs, a byte that starts no UTF-8 sequence at
/// offset 16, then 64 KiB of the same pseudo-random noise every time.
private func junk(to path: String) throws {
  var data: [UInt8] = Array("\u{1B}]0;owned\u{07}\u{1B}[2J".utf8) + [0, 0, 0xC3, 0x28]
  var state: UInt64 = 0x9E37_79B9_7F4A_7C15
  for _ in 0..<(64 * 1024) {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    data.append(UInt8(truncatingIfNeeded: state >> 56))
  }
  try bytes(data, to: path)
}
