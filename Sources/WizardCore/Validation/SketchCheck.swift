/// Whether the sketches of a tree compile where they say they go.
///
/// A sketch is wrapped in what surrounds it in its ``Implementation/SketchContext``
/// (a method body, a type, a view) and parsed as Swift. The parser is the
/// toolchain's own SwiftParser, which `hig-wizard` does not link (it stays a
/// static program): `lint` hands the sketches to `hig-wizard-scan sketches`
/// and turns its replies into diagnostics at the sketch's place in the tree
/// file. Both ends use this type, so the wrapping and the format of the
/// exchange are written once.
public enum SketchCheck {
  /// One sketch to parse.
  public struct Request: Sendable {
    public var outcome: String
    /// `UIKit` or `SwiftUI`.
    public var framework: String
    public var sketch: String
    public var context: Implementation.SketchContext
    /// Where the sketch's first line starts in its file.
    public var start: SourceLocation?
  }

  /// A syntax error in one sketch, at a line and column of the sketch.
  public struct Problem: Sendable, Equatable {
    public var request: Int
    /// 1-based, in the sketch's own lines.
    public var line: Int
    /// 1-based, counting UTF-8 bytes, as SwiftParser does.
    public var column: Int
    public var message: String

    public init(request: Int, line: Int, column: Int, message: String) {
      self.request = request
      self.line = line
      self.column = column
      self.message = message
    }
  }

  /// Every sketch of `tree` that says where it goes.
  public static func requests(in tree: Tree) -> [Request] {
    var requests: [Request] = []
    for outcome in tree.outcomes {
      guard let implementation = outcome.implementation else { continue }
      for (name, framework) in implementation.frameworks {
        guard let context = framework.context, !framework.sketch.isEmpty else { continue }
        requests.append(
          Request(
            outcome: outcome.id, framework: name, sketch: framework.sketch, context: context,
            start: framework.sketchStart))
      }
    }
    return requests
  }

  /// The sketch inside what surrounds it in `context`, and the line of the
  /// result where the sketch's first line is.
  public static func wrapped(_ sketch: String, in context: Implementation.SketchContext) -> (
    source: String, firstLine: Int
  ) {
    switch context {
    case .statements: ("func sketch() {\n\(sketch)\n}\n", 2)
    case .members: ("final class Sketch {\n\(sketch)\n}\n", 2)
    // A modifier chain goes on from the view before it, on its own lines.
    case .modifier: ("let sketch = content\n\(sketch)\n", 2)
    case .file: ("\(sketch)\n", 1)
    }
  }

  /// What `lint` sends: for each request a line `CONTEXT BYTES`, then that
  /// many bytes of sketch and a line feed.
  public static func encode(_ requests: [Request]) -> [UInt8] {
    var bytes: [UInt8] = []
    for request in requests {
      bytes += Array("\(request.context.rawValue) \(request.sketch.utf8.count)\n".utf8)
      bytes += Array(request.sketch.utf8)
      bytes.append(0x0A)
    }
    return bytes
  }

  /// The requests in `encode`'s bytes, or nil when they are not in that form.
  public static func decode(_ bytes: [UInt8]) -> [(Implementation.SketchContext, String)]? {
    var result: [(Implementation.SketchContext, String)] = []
    var position = 0
    while position < bytes.count {
      guard let end = bytes[position...].firstIndex(of: 0x0A) else { return nil }
      let header = String(decoding: bytes[position..<end], as: UTF8.self).split(separator: " ")
      guard header.count == 2,
        let context = Implementation.SketchContext(rawValue: String(header[0])),
        let count = Int(header[1]), count >= 0, end + 1 + count < bytes.count,
        bytes[end + 1 + count] == 0x0A
      else { return nil }
      result.append(
        (context, String(decoding: bytes[(end + 1)..<(end + 1 + count)], as: UTF8.self)))
      position = end + 2 + count
    }
    return result
  }

  /// One reply line: `REQUEST<TAB>LINE<TAB>COLUMN<TAB>MESSAGE`.
  public static func replyLine(_ problem: Problem) -> String {
    let message = problem.message.map { $0 == "\n" || $0 == "\t" ? " " : $0 }
    return "\(problem.request)\t\(problem.line)\t\(problem.column)\t\(String(message))\n"
  }

  /// The problems in the reply; lines not in the form are skipped.
  public static func problems(inReply reply: String) -> [Problem] {
    reply.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
      guard fields.count == 4, let request = Int(fields[0]), let number = Int(fields[1]),
        let column = Int(fields[2])
      else { return nil }
      return Problem(request: request, line: number, column: column, message: String(fields[3]))
    }
  }

  /// A line and column of the wrapped source, as one of the sketch's own:
  /// what lies past the sketch (a missing `}`) is put at its last line's end.
  public static func sketchPosition(
    line: Int, column: Int, sketch: String, context: Implementation.SketchContext
  ) -> (line: Int, column: Int) {
    let lines = sketch.split(separator: "\n", omittingEmptySubsequences: false)
    let number = line - wrapped("", in: context).firstLine + 1
    if number < 1 { return (1, 1) }
    if number > lines.count { return (lines.count, (lines.last?.utf8.count ?? 0) + 1) }
    return (number, column)
  }

  /// Each problem as a diagnostic at its place in the tree file.
  public static func diagnostics(
    _ problems: [Problem], of requests: [Request]
  ) -> [Diagnostic] {
    problems.compactMap { problem in
      guard requests.indices.contains(problem.request) else { return nil }
      let request = requests[problem.request]
      let lines = request.sketch.split(separator: "\n", omittingEmptySubsequences: false)
      var location: SourceLocation?
      var sourceLine: String?
      if let start = request.start, lines.indices.contains(problem.line - 1) {
        let line = lines[problem.line - 1]
        // SwiftParser counts bytes; the tree's locations count scalars.
        let scalars = String(decoding: line.utf8.prefix(max(0, problem.column - 1)), as: UTF8.self)
          .unicodeScalars.count
        location = SourceLocation(
          file: start.file, line: start.line + problem.line - 1,
          column: start.column + scalars)
        sourceLine = String(repeating: " ", count: start.column - 1) + line
      }
      // Translators: {1} UIKit or SwiftUI, {2} an outcome id, {3} where the sketch goes (statements, members, modifier, file), {4} the Swift parser's message (English).
      let message = Message(
        "the {1} sketch of outcome '{2}' does not parse where it goes ({3}): {4}",
        request.framework, request.outcome, request.context.rawValue, problem.message)
      return Diagnostic(.error, message, at: location, sourceLine: sourceLine)
    }
  }
}
