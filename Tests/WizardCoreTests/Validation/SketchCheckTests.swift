import Testing

@testable import WizardCore

/// The exchange between `lint` and the scanner, and where a problem in a
/// sketch lands in the tree file.
@Suite struct SketchCheckTests {
  static func request(_ sketch: String, _ context: Implementation.SketchContext, line: Int = 10)
    -> SketchCheck.Request
  {
    SketchCheck.Request(
      outcome: "a", framework: "UIKit", sketch: sketch, context: context,
      start: SourceLocation(file: "t.yaml", line: line, column: 11))
  }

  @Test func requestsGoThereAndBackWhole() throws {
    let requests = [
      Self.request("let x = 1\nprint(x)", .statements),
      Self.request("", .file),
      Self.request(".sheet(isPresented: $a) { Text(\"é\") }\n", .modifier),
    ]
    let decoded = try #require(SketchCheck.decode(SketchCheck.encode(requests)))
    #expect(decoded.map(\.0) == [.statements, .file, .modifier])
    #expect(decoded.map(\.1) == requests.map(\.sketch))
    #expect(SketchCheck.decode(Array("statements 99\nshort\n".utf8)) == nil)
    #expect(SketchCheck.decode(Array("nowhere 1\nx\n".utf8)) == nil)
  }

  @Test func eachContextIsWrappedInWhatSurroundsIt() {
    #expect(SketchCheck.wrapped("a()", in: .statements) == ("func sketch() {\na()\n}\n", 2))
    #expect(
      SketchCheck.wrapped("var a = 1", in: .members) == ("final class Sketch {\nvar a = 1\n}\n", 2))
    #expect(
      SketchCheck.wrapped(".padding()", in: .modifier) == ("let sketch = content\n.padding()\n", 2))
    #expect(SketchCheck.wrapped("struct A {}", in: .file) == ("struct A {}\n", 1))
  }

  /// A problem past the sketch's end (a missing brace) is put at its last
  /// line; a problem inside maps line for line, and bytes become scalars.
  @Test func problemsLandOnTheSketchsLinesInTheFile() throws {
    #expect(
      SketchCheck.sketchPosition(line: 3, column: 5, sketch: "a\nb(", context: .statements) == (
        2, 5
      ))
    #expect(
      SketchCheck.sketchPosition(line: 9, column: 1, sketch: "a\nb(", context: .statements) == (
        2, 3
      ))
    #expect(SketchCheck.sketchPosition(line: 1, column: 4, sketch: "a", context: .file) == (1, 4))
    let requests = [Self.request("let é = (\nx", .statements)]
    let reply =
      SketchCheck.replyLine(.init(request: 0, line: 1, column: 10, message: "expected\texpression"))
      + "garbage line\n"
    let problems = SketchCheck.problems(inReply: reply)
    #expect(problems == [.init(request: 0, line: 1, column: 10, message: "expected expression")])
    let diagnostics = SketchCheck.diagnostics(problems, of: requests)
    let diagnostic = try #require(diagnostics.first)
    // Byte 10 of `let é = (` is after 8 scalars: column 11 + 8.
    #expect(diagnostic.location == SourceLocation(file: "t.yaml", line: 10, column: 19))
    #expect(diagnostic.sourceLine == String(repeating: " ", count: 10) + "let é = (")
    #expect(
      diagnostic.message
        == "the UIKit sketch of outcome 'a' does not parse where it goes (statements): expected expression"
    )
  }

  /// The loader records where a block sketch starts: the line after
  /// `sketch: |`, at its indentation.
  @Test func theLoaderKnowsWhereEachSketchStarts() throws {
    let tree = try Fixtures.presentation()
    for outcome in tree.outcomes {
      let implementation = try #require(outcome.implementation)
      for (_, framework) in implementation.frameworks where !framework.sketch.isEmpty {
        let start = try #require(framework.sketchStart)
        let lines = String(decoding: try FileSystem.read(start.file), as: UTF8.self)
          .split(separator: "\n", omittingEmptySubsequences: false)
        let first = framework.sketch.split(separator: "\n").first.map(String.init) ?? ""
        let line = lines[start.line - 1]
        #expect(String(line.dropFirst(start.column - 1)) == first, "\(outcome.id)")
      }
    }
  }
}
