import Foundation
import Testing
import WizardCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `hig-wizard-scan uses`: what the scanner reads in Swift files (the uses
/// of the vocabulary's names, type facts, ignore comments), which files it
/// walks, parses and takes from its cache. The fixtures are in
/// Tests/Fixtures/scan; `/*@N*/` in them marks where use N must be found.
@Suite struct ScanUsesTests {
  static let scanner = Binary.tools.appendingPathComponent("hig-wizard-scan").path

  /// The names the fixtures are scanned for.
  static let names = [
    "present", "isModalInPresentation", "UIAlertController", "UINavigationController",
    "sourceView", "modalPresentationStyle", "adaptivePresentationStyle", "sheet", "popover",
    "presentationCompactAdaptation", "interactiveDismissDisabled", "detents",
    "presentationDetents",
  ].joined(separator: ",")

  // MARK: Running the scanner

  struct Output: Decodable {
    var files: [File]
    var problems: [String]
    var statistics: Statistics

    func file(_ path: String) -> File? { files.first { $0.path == path } }
  }

  struct Statistics: Decodable, Equatable {
    var files: Int
    var matched: Int
    var parsed: Int
    var cached: Int
  }

  struct File: Decodable {
    var path: String
    var problem: String?
    var uses: [Use]
    var types: [TypeFact]
    var ignores: [Ignore]
  }

  struct Use: Decodable {
    var kind: String
    var name: String
    var labels: [String]
    var subject: String
    var path: [String]
    var arguments: [Argument]
    var value: String?
    var boundTo: String?
    var scope: String
    var enclosingType: String?
    var line: Int
    var column: Int

    /// As the core's value, to compare with expectations written as one.
    var syntaxUse: SyntaxUse? {
      guard let kind = SyntaxUse.Kind(rawValue: kind) else { return nil }
      return SyntaxUse(
        kind: kind, name: name, labels: labels, subject: subject, path: path,
        arguments: arguments.map {
          SyntaxUse.Argument(label: $0.label, value: $0.value, types: $0.types)
        }, value: value, boundTo: boundTo, scope: scope, enclosingType: enclosingType,
        line: line, column: column)
    }
  }

  struct Argument: Decodable {
    var label: String
    var value: String?
    var types: [String]
  }

  struct TypeFact: Decodable {
    var name: String
    var inherits: [String]
    var names: [String]
    var line: Int
    var column: Int
  }

  struct Ignore: Decodable, Equatable {
    var line: Int
    var rules: [String]
  }

  /// Runs `hig-wizard-scan uses` in `directory` with its cache in `cache`.
  static func uses(
    _ arguments: [String], in directory: URL, cache: URL, names: String = names
  ) throws -> (RunResult, Output?) {
    let result = try runProcess(
      scanner, ["uses", "--names", names] + arguments, directory: directory,
      environment: ["XDG_CACHE_HOME": cache.path])
    let output = try? JSONDecoder().decode(Output.self, from: Data(result.stdout.utf8))
    return (result, output)
  }

  // MARK: Fixtures

  /// A copy of Tests/Fixtures/scan/`name` with the `/*@N*/` markers removed,
  /// and where they were.
  struct Fixture {
    let folder: URL
    /// By file (relative path) and marker number: the line and UTF-8 column
    /// of the name the marker stands before (after the dot of `.name`).
    var marks: [String: [Int: (line: Int, column: Int)]] = [:]
    /// The files' text without markers.
    var texts: [String: String] = [:]

    init(_ name: String) throws {
      let source = Binary.repository.appendingPathComponent("Tests/Fixtures/scan/\(name)")
      folder = try temporaryFolder()
      let manager = FileManager.default
      guard let walk = manager.enumerator(atPath: source.path) else { return }
      for case let relative as String in walk {
        let from = source.appendingPathComponent(relative)
        let to = folder.appendingPathComponent(relative)
        var isFolder: ObjCBool = false
        _ = manager.fileExists(atPath: from.path, isDirectory: &isFolder)
        if isFolder.boolValue {
          try manager.createDirectory(at: to, withIntermediateDirectories: true)
          continue
        }
        let (text, found) = Self.strip(try read(from))
        try write(text, to: to)
        marks[relative] = found
        texts[relative] = text
      }
    }

    static func strip(_ text: String) -> (String, [Int: (line: Int, column: Int)]) {
      let bytes = Array(text.utf8)
      var out: [UInt8] = []
      var found: [Int: (line: Int, column: Int)] = [:]
      var line = 1
      var column = 1
      var index = 0
      while index < bytes.count {
        if bytes[index...].starts(with: Array("/*@".utf8)),
          let end = bytes[index...].firstRange(of: Array("*/".utf8))
        {
          let digits = String(decoding: bytes[(index + 3)..<end.lowerBound], as: UTF8.self)
          let afterDot = end.upperBound < bytes.count && bytes[end.upperBound] == UInt8(ascii: ".")
          if let number = Int(digits) {
            found[number] = (line, column + (afterDot ? 1 : 0))
          }
          index = end.upperBound
          continue
        }
        out.append(bytes[index])
        if bytes[index] == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else {
          column += 1
        }
        index += 1
      }
      return (String(decoding: out, as: UTF8.self), found)
    }

    /// Where marker `number` of `file` is.
    func at(_ file: String, _ number: Int) -> (line: Int, column: Int) {
      marks[file]?[number] ?? (0, 0)
    }

    /// The 1-based line of `file` holding `text` (0 when none does).
    func line(of text: String, in file: String) -> Int {
      let lines = (texts[file] ?? "").split(separator: "\n", omittingEmptySubsequences: false)
      return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
    }

    /// The UTF-8 column of `word` on the first line holding `context`.
    func position(of word: String, onLineWith context: String, in file: String) -> (Int, Int) {
      let line = line(of: context, in: file)
      let lines = (texts[file] ?? "").split(separator: "\n", omittingEmptySubsequences: false)
      guard line > 0, let range = lines[line - 1].range(of: context),
        let inner = lines[line - 1][range].range(of: word)
      else { return (0, 0) }
      return (
        line,
        lines[line - 1].utf8.distance(from: lines[line - 1].startIndex, to: inner.lowerBound) + 1
      )
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
  }

  /// The fixture app scanned from its folder.
  func scanApp() throws -> (Fixture, Output) {
    let fixture = try Fixture("app")
    let cache = fixture.folder.appendingPathComponent(".cache")
    let (result, output) = try Self.uses([], in: fixture.folder, cache: cache)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    guard let output else {
      Issue.record("not JSON: \(result.stdout)")
      throw CancellationError()
    }
    return (fixture, output)
  }

  // MARK: Uses

  @Test func uikitUsesAreFoundWithTheirParts() throws {
    let (fixture, output) = try scanApp()
    defer { fixture.remove() }
    let file = "UIKit/SettingsPresenter.swift"
    let found = output.file(file)?.uses.compactMap(\.syntaxUse) ?? []
    func at(_ number: Int) -> (Int, Int) { fixture.at(file, number) }
    let type = "SettingsPresenter"
    let expected: [SyntaxUse] = [
      SyntaxUse(
        kind: .assignment, name: "isModalInPresentation", subject: "self", value: "true",
        scope: "SettingsPresenter.viewDidLoad()", enclosingType: type, line: at(1).0,
        column: at(1).1),
      SyntaxUse(
        kind: .call, name: "UIAlertController", labels: ["title", "message", "preferredStyle"],
        arguments: [
          .init(label: "title", value: "\"Share\""), .init(label: "message", value: "nil"),
          .init(label: "preferredStyle", value: ".actionSheet"),
        ], boundTo: "alert", scope: "SettingsPresenter.showActions()", enclosingType: type,
        line: at(2).0, column: at(2).1),
      SyntaxUse(
        kind: .assignment, name: "sourceView", subject: "alert",
        path: ["popoverPresentationController"], value: "shareButton",
        scope: "SettingsPresenter.showActions()", enclosingType: type, line: at(3).0,
        column: at(3).1),
      SyntaxUse(
        kind: .call, name: "present", labels: ["_", "animated"], subject: "self",
        arguments: [.init(label: "_", value: "alert"), .init(label: "animated", value: "true")],
        scope: "SettingsPresenter.showActions()", enclosingType: type, line: at(4).0,
        column: at(4).1),
      // Through `?`, with the types its argument makes and its trailing
      // closure as an unlabeled argument.
      SyntaxUse(
        kind: .call, name: "present", labels: ["_", "animated", "_"],
        subject: "navigationController",
        arguments: [
          .init(label: "_", types: ["UINavigationController", "SetupViewController"]),
          .init(label: "animated", value: "true"), .init(label: "_"),
        ], scope: "SettingsPresenter.showSetup()", enclosingType: type, line: at(5).0,
        column: at(5).1),
      SyntaxUse(
        kind: .call, name: "UINavigationController", labels: ["rootViewController"],
        arguments: [.init(label: "rootViewController", types: ["SetupViewController"])],
        scope: "SettingsPresenter.showSetup()", enclosingType: type, line: at(6).0,
        column: at(6).1),
      // A list of short values is one.
      SyntaxUse(
        kind: .assignment, name: "detents", subject: "controller",
        path: ["sheetPresentationController"], value: "[.medium(), .large()]",
        scope: "SettingsPresenter.showHalfSheet(_:)", enclosingType: type, line: at(9).0,
        column: at(9).1),
      SyntaxUse(
        kind: .call, name: "present", labels: ["_", "animated"], subject: "self",
        arguments: [
          .init(label: "_", value: "controller"), .init(label: "animated", value: "true"),
        ], scope: "SettingsPresenter.showHalfSheet(_:)", enclosingType: type, line: at(10).0,
        column: at(10).1),
      SyntaxUse(
        kind: .function, name: "adaptivePresentationStyle", labels: ["for", "traitCollection"],
        subject: "self", value: ".none",
        scope: "SettingsPresenter.adaptivePresentationStyle(for:traitCollection:)",
        enclosingType: type, line: at(7).0, column: at(7).1),
      // In a closure that initializes a property: the property is the scope;
      // a type-qualified case is the case.
      SyntaxUse(
        kind: .assignment, name: "modalPresentationStyle", subject: "picker",
        value: ".formSheet", scope: "SetupViewController.picker",
        enclosingType: "SetupViewController", line: at(8).0, column: at(8).1),
    ]
    #expect(found.count == expected.count, "\(found)")
    for (use, wanted) in zip(found, expected) {
      #expect(use == wanted)
    }
  }

  @Test func swiftUIModifiersAreFoundInTextOrder() throws {
    let (fixture, output) = try scanApp()
    defer { fixture.remove() }
    let file = "SwiftUI/ContentView.swift"
    let found = output.file(file)?.uses.compactMap(\.syntaxUse) ?? []
    func at(_ number: Int) -> (Int, Int) { fixture.at(file, number) }
    let expected: [SyntaxUse] = [
      SyntaxUse(
        kind: .call, name: "sheet", labels: ["isPresented", "_"],
        arguments: [
          .init(label: "isPresented", value: "$showingSettings"),
          .init(label: "_", types: ["NavigationStack", "SettingsView"]),
        ], scope: "ContentView.body", enclosingType: "ContentView", line: at(1).0,
        column: at(1).1),
      SyntaxUse(
        kind: .call, name: "presentationDetents", labels: ["_"],
        arguments: [.init(label: "_", value: "[.medium, .large]")], scope: "ContentView.body",
        enclosingType: "ContentView", line: at(5).0, column: at(5).1),
      SyntaxUse(
        kind: .call, name: "popover", labels: ["isPresented", "_"],
        arguments: [
          .init(label: "isPresented", value: "$showingTip"), .init(label: "_", types: ["Text"]),
        ], scope: "ContentView.body", enclosingType: "ContentView", line: at(2).0,
        column: at(2).1),
      SyntaxUse(
        kind: .call, name: "presentationCompactAdaptation", labels: ["_"],
        arguments: [.init(label: "_", value: ".popover")], scope: "ContentView.body",
        enclosingType: "ContentView", line: at(3).0, column: at(3).1),
      SyntaxUse(
        kind: .call, name: "interactiveDismissDisabled", scope: "SettingsView.body",
        enclosingType: "SettingsView", line: at(4).0, column: at(4).1),
    ]
    #expect(found.count == expected.count, "\(found)")
    for (use, wanted) in zip(found, expected) {
      #expect(use == wanted)
    }
  }

  /// A `present` in a comment or a string literal is no use; one on
  /// another type is (the syntax cannot know types: labels tell).
  @Test func commentsAndStringsAreNeverUses() throws {
    let (fixture, output) = try scanApp()
    defer { fixture.remove() }
    let file = "UIKit/LookAlikes.swift"
    let found = output.file(file)?.uses ?? []
    #expect(found.map(\.kind) == ["call", "function"])
    #expect(found.map(\.labels) == [["page"], ["page"]])
    #expect(found.map(\.line) == [fixture.at(file, 1).line, fixture.at(file, 2).line])
    #expect(found.map(\.column) == [fixture.at(file, 1).column, fixture.at(file, 2).column])
    #expect(found.first?.arguments.first?.value == "3")
    #expect(found.last?.scope == "PagePrinter.present(page:)")
  }

  @Test func typeFactsHoldTheNamesWrittenInEachType() throws {
    let (fixture, output) = try scanApp()
    defer { fixture.remove() }
    let uikit = "UIKit/SettingsPresenter.swift"
    let types = output.file(uikit)?.types ?? []
    #expect(types.map(\.name) == ["SettingsPresenter", "SettingsPresenter", "SetupViewController"])
    #expect(
      types.map(\.inherits) == [
        ["UIViewController", "UIPopoverPresentationControllerDelegate"],
        ["UIAdaptivePresentationControllerDelegate"], ["UIViewController"],
      ])
    let declaration = fixture.position(
      of: "SettingsPresenter", onLineWith: "class SettingsPresenter", in: uikit)
    #expect(types.first.map { ($0.line, $0.column) } ?? (0, 0) == declaration)
    let extended = fixture.position(
      of: "SettingsPresenter", onLineWith: "extension SettingsPresenter", in: uikit)
    #expect(types.dropFirst().first.map { ($0.line, $0.column) } ?? (0, 0) == extended)
    let presenter = Set(types.first?.names ?? [])
    #expect(
      presenter.isSuperset(of: [
        "viewDidLoad", "isModalInPresentation", "present", "showActions",
        "adaptivePresentationStyle", "popoverPresentationController", "actionSheet",
      ]), "\(presenter)")
    // The dismissal is in the extension, and the extension says so.
    #expect(!presenter.contains("dismiss"))
    let extensionNames = Set(types.dropFirst().first?.names ?? [])
    #expect(
      extensionNames.isSuperset(of: ["presentationControllerDidAttemptToDismiss", "dismiss"]))
    let swiftUI = output.file("SwiftUI/ContentView.swift")?.types ?? []
    #expect(swiftUI.map(\.name) == ["ContentView", "SettingsView"])
    #expect(swiftUI.map(\.inherits) == [["View"], ["View"]])
    #expect(!(swiftUI.first?.names.contains("dismiss") ?? true))
    let settingsNames = Set(swiftUI.last?.names ?? [])
    #expect(settingsNames.isSuperset(of: ["dismiss", "toolbar", "Button"]))
  }

  @Test func ignoreCommentsAreReadWithTheirLines() throws {
    let (fixture, output) = try scanApp()
    defer { fixture.remove() }
    let file = "SwiftUI/ContentView.swift"
    #expect(
      output.file(file)?.ignores == [
        Ignore(
          line: fixture.line(of: "hig-wizard:ignore popover-anchor", in: file),
          rules: ["popover-anchor", "popover-on-iphone"]),
        Ignore(
          line: fixture.line(of: "hig-wizard:ignore no-way-out", in: file), rules: ["no-way-out"]),
      ])
    #expect(output.file("UIKit/SettingsPresenter.swift")?.ignores == [])
  }

  /// Every file is walked; only those holding a name are parsed.
  @Test func theFilesWithoutANameAreNotParsed() throws {
    let (fixture, output) = try scanApp()
    defer { fixture.remove() }
    #expect(
      output.files.map(\.path) == [
        "SwiftUI/ContentView.swift", "SwiftUI/Plain.swift", "UIKit/LookAlikes.swift",
        "UIKit/SettingsPresenter.swift",
      ])
    #expect(output.statistics == Statistics(files: 4, matched: 3, parsed: 3, cached: 0))
    #expect(output.file("SwiftUI/Plain.swift")?.types.isEmpty == true)
    #expect(output.problems.isEmpty)
  }

  // MARK: Files

  /// A file that is not UTF-8 is a problem with its first bad byte, and
  /// the scan goes on.
  @Test func aFileThatIsNotUTF8IsAProblem() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Array("let name = \"caf".utf8) + [0xE9] + Array("\"\npresent(x)\n".utf8)).write(
      to: folder.appendingPathComponent("Latin1.swift"))
    try write("present(x)\n", to: folder.appendingPathComponent("Good.swift"))
    let (result, output) = try Self.uses(
      [], in: folder, cache: folder.appendingPathComponent(".cache"))
    #expect(result.status == 0)
    let message = "the file is not valid UTF-8 (byte 0xE9 at offset 15); save it as UTF-8"
    #expect(output?.file("Latin1.swift")?.problem == message)
    #expect(output?.file("Latin1.swift")?.uses.isEmpty == true)
    #expect(output?.problems == ["Latin1.swift:1:16: " + message])
    #expect(output?.file("Good.swift")?.uses.count == 1)
    // Matched (it holds a name), so checked, and not parsed.
    #expect(output?.statistics == Statistics(files: 2, matched: 2, parsed: 1, cached: 0))
  }

  /// More than 12 `[` nested directly in one another are not parsed (each
  /// doubles SwiftParser's time); 12 are, and so is deeper nesting of other
  /// brackets.
  @Test func deeplyNestedBracketsAreNotParsed() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    func nested(_ open: String, _ close: String, _ depth: Int) -> String {
      "let z = " + String(repeating: open, count: depth) + "present(x)"
        + String(repeating: close, count: depth) + "\n"
    }
    try write(nested("[", "]", 13), to: folder.appendingPathComponent("Deep.swift"))
    try write(nested("[", "]", 12), to: folder.appendingPathComponent("Twelve.swift"))
    try write(nested("[(", ")]", 7), to: folder.appendingPathComponent("Tuples.swift"))
    // A call's parentheses and a closure's braces end a chain.
    try write(nested("[f(", ")]", 40), to: folder.appendingPathComponent("Calls.swift"))
    try write(nested("[{", "}]", 40), to: folder.appendingPathComponent("Closures.swift"))
    let (result, output) = try Self.uses(
      [], in: folder, cache: folder.appendingPathComponent(".cache"))
    #expect(result.status == 0)
    let message =
      "not parsed: brackets nested 13 deep at the start of one another; Swift's parser takes"
      + " twice as long with each level, and the scan parses at most 12"
    #expect(output?.file("Deep.swift")?.problem == message)
    #expect(output?.problems.first == "Deep.swift:1:21: " + message)
    #expect(
      output?.file("Tuples.swift")?.problem?.hasPrefix("not parsed: brackets nested 14") == true)
    #expect(output?.file("Twelve.swift")?.uses.map(\.name) == ["present"])
    #expect(output?.file("Calls.swift")?.problem == nil)
    #expect(output?.file("Closures.swift")?.problem == nil)
    #expect(output?.statistics == Statistics(files: 5, matched: 5, parsed: 3, cached: 0))
  }

  /// Links that loop end; a file reached twice is scanned once.
  @Test func aLoopOfLinksEnds() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sub = folder.appendingPathComponent("Sub")
    try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
    try write("present(x)\n", to: folder.appendingPathComponent("A.swift"))
    try write("present(y)\n", to: sub.appendingPathComponent("B.swift"))
    #expect(symlink("..", sub.appendingPathComponent("Up").path) == 0)
    #expect(symlink(".", sub.appendingPathComponent("Here").path) == 0)
    #expect(symlink("A.swift", folder.appendingPathComponent("Alias.swift").path) == 0)
    #expect(symlink("Sub", folder.appendingPathComponent("Linked").path) == 0)
    let (result, output) = try Self.uses(
      [], in: folder, cache: folder.appendingPathComponent(".cache"))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(output?.files.map(\.path) == ["A.swift", "Sub/B.swift"])
  }

  /// A folder that cannot be read is named with the system's reason; the
  /// rest is scanned. (As root, the scanner runs as nobody: root reads
  /// anything.)
  @Test(.enabled(if: geteuid() != 0 || access("/usr/bin/setpriv", X_OK) == 0))
  func anUnreadableFolderIsAProblemAndTheWalkGoesOn() throws {
    let folder = try temporaryFolder()
    defer {
      chmod(folder.appendingPathComponent("Closed").path, 0o755)
      try? FileManager.default.removeItem(at: folder)
    }
    for name in ["Open", "Closed"] {
      let sub = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
      try write("present(x)\n", to: sub.appendingPathComponent("\(name).swift"))
    }
    #expect(chmod(folder.appendingPathComponent("Closed").path, 0) == 0)
    let arguments = ["uses", "--no-cache", "--names", "present"]
    let result =
      geteuid() == 0
      ? try runProcess(
        "/usr/bin/setpriv",
        ["--reuid=65534", "--regid=65534", "--clear-groups", Self.scanner] + arguments,
        directory: folder)
      : try runProcess(Self.scanner, arguments, directory: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let output = try? JSONDecoder().decode(Output.self, from: Data(result.stdout.utf8))
    #expect(output?.files.map(\.path) == ["Open/Open.swift"])
    #expect(output?.problems == ["cannot open folder 'Closed': permission denied"])
  }

  static let hasGit = ["/usr/bin/git", "/usr/local/bin/git", "/bin/git"].contains {
    (path: String) in
    access(path, X_OK) == 0
  }

  /// Build folders, dependencies, hidden folders and, in a git work tree,
  /// what git ignores are not scanned.
  @Test(.enabled(if: hasGit, "needs git"))
  func ignoredFoldersAndFilesAreSkipped() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = [
      "App.swift", ".build/debug/Built.swift", "Pods/Lib/Pod.swift", "Carthage/Checkouts/C.swift",
      "DerivedData/D.swift", ".hidden/H.swift", "Generated/G.swift", "Sources/Keep.swift",
      "Sources/Made.gen.swift",
    ]
    for file in files {
      let url = folder.appendingPathComponent(file)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try write("present(x)\n", to: url)
    }
    try write("Generated/\n*.gen.swift\n", to: folder.appendingPathComponent(".gitignore"))
    let cache = folder.appendingPathComponent(".cache")
    // Outside a work tree, .gitignore means nothing.
    let (_, plain) = try Self.uses([], in: folder, cache: cache)
    #expect(
      plain?.files.map(\.path) == [
        "App.swift", "Generated/G.swift", "Sources/Keep.swift", "Sources/Made.gen.swift",
      ])
    let git = try runProcess("/usr/bin/env", ["git", "init", "-q"], directory: folder)
    #expect(git.status == 0, "\(git.stderr)")
    let (result, output) = try Self.uses([], in: folder, cache: cache)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    #expect(output?.files.map(\.path) == ["App.swift", "Sources/Keep.swift"])
    // A folder given by name is asked of git too.
    let (_, sources) = try Self.uses(["Sources"], in: folder, cache: cache)
    #expect(sources?.files.map(\.path) == ["Sources/Keep.swift"])
  }

  /// Paths are shown relative to the current folder when inside it, from
  /// the root otherwise; a path that does not exist is a problem.
  @Test func pathsAreShownFromTheCurrentFolder() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sub = folder.appendingPathComponent("Sub")
    try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
    try write("present(x)\n", to: sub.appendingPathComponent("A.swift"))
    let cache = folder.appendingPathComponent(".cache")
    let real = FileSystem.realPath(sub.path)
    let (_, inside) = try Self.uses([real, "./Sub/", "missing"], in: folder, cache: cache)
    #expect(inside?.files.map(\.path) == ["Sub/A.swift"])
    #expect(inside?.problems == ["cannot read 'missing': no such file or directory"])
    let elsewhere = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: elsewhere) }
    let (_, outside) = try Self.uses([real], in: elsewhere, cache: cache)
    #expect(outside?.files.map(\.path) == [real + "/A.swift"])
  }

  // MARK: The cache

  /// A second scan takes each file from the cache; a changed file, changed
  /// names or a broken entry miss; `--no-cache` neither reads nor writes.
  @Test func theCacheKeepsResultsByContent() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = folder.appendingPathComponent("cache")
    let entries = cache.appendingPathComponent("hig-wizard/scan")
    let code = folder.appendingPathComponent("code")
    try FileManager.default.createDirectory(at: code, withIntermediateDirectories: true)
    try write(
      "final class A: UIViewController {\n  func go() { present(b, animated: true) }\n}\n",
      to: code.appendingPathComponent("A.swift"))
    try write(
      "// hig-wizard:ignore some-rule\nlet c = UIAlertController(title: \"\\t\", message: nil)\n",
      to: code.appendingPathComponent("C.swift"))
    func run(_ arguments: [String] = [], names: String = Self.names) throws -> Output? {
      let (result, output) = try Self.uses(arguments, in: code, cache: cache, names: names)
      #expect(result.status == 0, "\(result.stderr)")
      return output
    }
    let cold = try run()
    #expect(cold?.statistics == Statistics(files: 2, matched: 2, parsed: 2, cached: 0))
    #expect(try FileManager.default.contentsOfDirectory(atPath: entries.path).count == 2)
    let warm = try run()
    #expect(warm?.statistics == Statistics(files: 2, matched: 2, parsed: 0, cached: 2))
    // The same result, to the byte.
    let coldText = try Self.uses([], in: code, cache: folder.appendingPathComponent("other"))
    let warmText = try Self.uses([], in: code, cache: cache)
    #expect(
      coldText.0.stdout.components(separatedBy: "\"statistics\"").first
        == warmText.0.stdout.components(separatedBy: "\"statistics\"").first)
    try write(
      "final class A: UIViewController {\n  func go() { present(b, animated: false) }\n}\n",
      to: code.appendingPathComponent("A.swift"))
    let changed = try run()
    #expect(changed?.statistics == Statistics(files: 2, matched: 2, parsed: 1, cached: 1))
    #expect(changed?.file("A.swift")?.uses.first?.arguments.last?.value == "false")
    let otherNames = try run(names: Self.names + ",dismiss")
    #expect(otherNames?.statistics == Statistics(files: 2, matched: 2, parsed: 2, cached: 0))
    // Entries that are garbage or cut short are misses, not errors.
    let stored = try FileManager.default.contentsOfDirectory(atPath: entries.path)
    for (index, entry) in stored.enumerated() {
      let url = entries.appendingPathComponent(entry)
      let text = try read(url)
      try write(index % 2 == 0 ? "garbage" : String(text.dropLast(5)), to: url)
    }
    let broken = try run()
    #expect(broken?.statistics == Statistics(files: 2, matched: 2, parsed: 2, cached: 0))
    #expect(broken?.problems == [])
    #expect(broken?.file("C.swift")?.uses.first?.arguments.first?.value == "\"\\t\"")
    let count = try FileManager.default.contentsOfDirectory(atPath: entries.path).count
    let uncached = try run(["--no-cache"])
    #expect(uncached?.statistics == Statistics(files: 2, matched: 2, parsed: 2, cached: 0))
    #expect(try FileManager.default.contentsOfDirectory(atPath: entries.path).count == count)
    // And what the cache gave back equals what a parse gives.
    let again = try run()
    #expect(again?.statistics.cached == 2)
    #expect(
      again?.file("C.swift")?.uses.first?.syntaxUse
        == uncached?.file("C.swift")?.uses.first?.syntaxUse)
    #expect(again?.file("C.swift")?.ignores == [Ignore(line: 1, rules: ["some-rule"])])
    #expect(again?.file("A.swift")?.types.first?.names.contains("go") == true)
  }

  @Test func anUnknownOptionIsAUsageError() throws {
    let result = try runProcess(Self.scanner, ["uses", "--bogus"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("hig-wizard-scan: error: unknown option '--bogus'\n"))
  }
}
