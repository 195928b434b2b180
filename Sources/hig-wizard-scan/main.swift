// hig-wizard-scan: reads Swift with the toolchain's own parser.
//
// `hig-wizard-scan sketches` is the parser `hig-wizard lint` uses for the
// trees' sketches: it reads sketches in SketchCheck's form on standard input
// and writes one line per syntax error (SketchCheck.replyLine).
//
// `hig-wizard-scan uses` prints what the scanner reads in Swift files
// (UsesCommand); `scanFiles(paths:names:useCache:)` is the scan itself.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import WizardCore

let usage = """
  usage: hig-wizard-scan sketches < REQUESTS
         hig-wizard-scan uses [--names NAME,NAME…] [--no-cache] [PATH…]
         hig-wizard-scan parse-all [PATH…]

  sketches: parses the sketches of question trees, each wrapped in what
  surrounds it where it goes, and prints one line per syntax error.
  `hig-wizard lint` runs it; see Questions/README.md.
  uses: what the Swift files under PATH say, as JSON; `hig-wizard scan`
  runs it.
  parse-all: parses every Swift file under PATH (the benchmark's reference).

  `uses` prints, as JSON, what the scanner reads in the Swift files under
  the paths: the uses of the names, the types, the ignore comments.

  """

func write(_ text: String, to descriptor: Int32) {
  if FileSystem.write(Array(text.utf8), to: descriptor) != 0 { exit(1) }
}

func readStandardInput() -> [UInt8] {
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
    if count < 0, errno == EINTR { continue }
    guard count > 0 else { break }
    bytes += buffer[0..<count]
  }
  return bytes
}

/// Declarations that parse inside a method body but compile only in a type:
/// an `override` (or `required`, `convenience`) function in statements.
final class MembersInStatements: SyntaxVisitor {
  var found: [(AbsolutePosition, String)] = []
  let memberOnly: Set<String> = ["override", "required", "convenience"]

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    for modifier in node.modifiers where memberOnly.contains(modifier.name.text) {
      found.append(
        (
          modifier.positionAfterSkippingLeadingTrivia,
          "'\(modifier.name.text) func' belongs inside a type, not in a method body; say 'context: members' and put the statements in a method"
        ))
    }
    return .visitChildren
  }
}

/// The syntax errors of one sketch, at the sketch's own lines.
func problems(in sketch: String, context: Implementation.SketchContext, request: Int)
  -> [SketchCheck.Problem]
{
  let source = SketchCheck.wrapped(sketch, in: context).source
  // What SwiftParser cannot read in time (see FileOutcome.bracketRun) is
  // said, not parsed: a tree file is input like any other.
  if let (depth, _) = FileOutcome.bracketRun(
    in: Array(source.utf8), longerThan: FileOutcome.maximumBracketRun)
  {
    return [
      SketchCheck.Problem(
        request: request, line: 1, column: 1,
        message:
          "not parsed: brackets nested \(depth) deep at the start of one another; Swift's parser takes twice as long with each level, and lint parses at most \(FileOutcome.maximumBracketRun)"
      )
    ]
  }
  let tree = Parser.parse(source: source)
  let converter = SourceLocationConverter(fileName: "sketch.swift", tree: tree)
  var found = ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
    (diagnostic.location(converter: converter), diagnostic.message)
  }
  if context == .statements {
    let visitor = MembersInStatements(viewMode: .sourceAccurate)
    visitor.walk(tree)
    found += visitor.found.map { (converter.location(for: $0), $1) }
  }
  // A chain of modifiers parses as a statement too: the first character
  // tells a modifier sketch from the others.
  let first = sketch.unicodeScalars.first { $0 != " " && $0 != "\n" }
  let start = SwiftSyntax.SourceLocation(
    line: SketchCheck.wrapped("", in: context).firstLine, column: 1, offset: 0, file: "")
  if context == .modifier, let first, first != "." {
    found.append((start, "a modifier sketch starts with '.', the first modifier after the view"))
  } else if context != .modifier, first == "." {
    found.append(
      (start, "a sketch that starts with '.' goes after a view; say 'context: modifier'"))
  }
  return found.map { at, message in
    let position = SketchCheck.sketchPosition(
      line: at.line, column: at.column, sketch: sketch, context: context)
    return SketchCheck.Problem(
      request: request, line: position.line, column: position.column, message: message)
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "uses" { exit(UsesCommand.run(Array(arguments.dropFirst()))) }
if arguments.first == "parse-all" { exit(ParseAllCommand.run(Array(arguments.dropFirst()))) }
guard arguments == ["sketches"] else {
  write(usage, to: arguments == ["--help"] || arguments == ["-h"] ? 1 : 2)
  exit(arguments == ["--help"] || arguments == ["-h"] ? 0 : 2)
}
guard let requests = SketchCheck.decode(readStandardInput()) else {
  write("hig-wizard-scan: error: standard input is not a list of sketches\n", to: 2)
  exit(2)
}
var reply = ""
for (index, (context, sketch)) in requests.enumerated() {
  for problem in problems(in: sketch, context: context, request: index) {
    reply += SketchCheck.replyLine(problem)
  }
}
write(reply, to: 1)
exit(0)
