import Testing

#if canImport(Glibc)
  import Glibc
#endif

@testable import WizardCore

/// Fixture text with a `1️⃣` marker where a diagnostic is expected; the marker
/// is stripped before parsing (the idea of swift-format's tests). A text
/// without one fails the test that made it (it throws), and only that test.
struct Marked {
  let text: String
  let line: Int
  let column: Int

  init(_ marked: String) throws {
    var lines = marked.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var found = (line: 0, column: 0)
    for (index, line) in lines.enumerated() {
      if let range = line.firstRange(of: "1️⃣") {
        found = (index + 1, line[..<range.lowerBound].unicodeScalars.count + 1)
        lines[index].replaceSubrange(range, with: "")
      }
    }
    try #require(found.line > 0, "fixture has no 1️⃣ marker")
    text = lines.joined(separator: "\n")
    (line, column) = found
  }
}

enum Fixtures {
  /// The repository's Questions/ folder.
  static let questionsFolder: String = {
    let file = #filePath
    let tests = file.firstRange(of: "/Tests/")?.lowerBound ?? file.endIndex
    return String(file[..<tests]) + "/Questions"
  }()

  static let snapshotsFolder: String = {
    let file = #filePath
    let support = file.firstRange(of: "/Support/")?.lowerBound ?? file.endIndex
    return String(file[..<support]) + "/Snapshots"
  }()

  /// The bundled presentation tree, read from Questions/.
  static func presentation() throws -> Tree {
    let path = questionsFolder + "/presentation.yaml"
    let result = TreeLoader.load(bytes: try FileSystem.read(path), source: path)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    return try #require(result.tree)
  }

  /// Every tree in Questions/, each checked to load without a diagnostic.
  static func allTrees() throws -> [Tree] {
    try FileSystem.treeFiles(in: questionsFolder).map { file in
      let result = TreeLoader.load(bytes: try FileSystem.read(file), source: file)
      #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
      return try #require(result.tree)
    }
  }

  /// A small valid tree; `replacing` edits its text to break it on purpose.
  static let smallTree = """
    id: small
    title: Small
    summary: A tree for tests.
    start: first
    questions:
      - id: first
        prompt: First?
        topic: Topic A
        help: Why first.
        default: "no"
        choices:
          - id: "yes"
            label: "Yes"
            next: done-yes
            reason: Because yes.
          - id: "no"
            label: "No"
            next: second
            reason: Because no.
      - id: second
        prompt: Second?
        topic: Topic B
        help: Why second.
        choices:
          - id: left
            label: Left
            next: done-yes
            reason: Left reason.
          - id: right
            label: Right
            next: done-no
            reason: Right reason.
    outcomes:
      - id: done-yes
        title: Done yes
        recommendation: Do the yes thing.
        rationale: Yes rationale.
        topic: Topic A
        checklist:
          - text: Check one.
            topic: Topic A
      - id: done-no
        title: Done no
        recommendation: Do the no thing.
        rationale: No rationale.
        topic: Topic B
        checklist:
          - text: Check two.
            topic: Topic B
    """

  static func small() throws -> Tree {
    let result = TreeLoader.load(text: smallTree, source: "small.yaml")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    return try #require(result.tree)
  }
}

/// Compares `actual` with the snapshot file `name`, or records it when
/// RECORD_SNAPSHOTS=1 is set.
func assertSnapshot(
  _ actual: String, named name: String,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
  let path = Fixtures.snapshotsFolder + "/" + name
  if let record = getenv("RECORD_SNAPSHOTS"), String(cString: record) == "1" {
    try FileSystem.writeAtomically(Array(actual.utf8), to: path)
    return
  }
  let expected = String(decoding: try FileSystem.read(path), as: UTF8.self)
  #expect(
    actual == expected,
    "snapshot \(name) differs; re-record with RECORD_SNAPSHOTS=1 and review the diff",
    sourceLocation: sourceLocation)
}
