internal import CYAML

/// Reads one YAML document into ``YAMLNode`` values with libyaml's event API.
///
/// The policy is strict on purpose, since tree and answers files come from
/// anywhere: invalid UTF-8, more than one document, aliases (the "billion
/// laughs" blow-up), duplicate mapping keys, non-text keys and nesting deeper
/// than ``maximumDepth`` are all errors. Every problem found before libyaml
/// gives up is reported.
public struct YAMLParser {
  public static let maximumDepth = 64
  /// After this many errors in one file the rest are summarized in one line.
  public static let maximumErrors = 50

  public let source: SourceText

  public init(source: SourceText) {
    self.source = source
  }

  public struct Result: Sendable {
    public var root: YAMLNode?
    public var diagnostics: [Diagnostic]
    /// Errors past ``YAMLParser/maximumErrors``, counted in a note at the end
    /// of `diagnostics` rather than listed.
    public var hiddenErrors = 0
  }

  /// Parses the whole file. `root` is nil when the file is empty or could not
  /// be read as YAML; the diagnostics say why.
  public func parse() -> Result {
    if let offset = source.firstInvalidUTF8Offset {
      let location = source.location(ofByte: offset)
      return Result(
        root: nil,
        diagnostics: [
          source.diagnostic(
            .error,
            "the file is not valid UTF-8 (byte 0x\(hex(source.bytes[offset])) at offset \(offset)); save it as UTF-8",
            line: location.line, column: location.column)
        ])
    }
    var builder = Builder(source: source)
    source.bytes.withUnsafeBufferPointer { buffer in
      builder.run(buffer)
    }
    return builder.finish()
  }

  private func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }
}

/// An open sequence or mapping. A class, so appending does not copy the
/// children on every event.
private final class Frame {
  let isMapping: Bool
  let line: Int
  let column: Int
  var items: [YAMLNode] = []
  var keys = SmallMap<YAMLNode>()
  /// Set after a duplicate key: its value is read but dropped.
  var droppingValue = false

  init(isMapping: Bool, line: Int, column: Int) {
    self.isMapping = isMapping
    self.line = line
    self.column = column
  }
}

private struct Builder {
  let source: SourceText
  var stack: [Frame] = []
  var root: YAMLNode?
  var diagnostics: [Diagnostic] = []
  var errorCount = 0
  var documents = 0
  var depthExceeded = false
  /// Set when libyaml gave up or the input is too deep: no tree can be built.
  var fatal = false

  init(source: SourceText) {
    self.source = source
  }

  mutating func report(_ message: String, line: Int, column: Int) {
    errorCount += 1
    if errorCount <= YAMLParser.maximumErrors {
      diagnostics.append(source.diagnostic(.error, message, line: line, column: column))
    }
  }

  mutating func run(_ buffer: UnsafeBufferPointer<UInt8>) {
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    defer { parser.deallocate() }
    guard yaml_parser_initialize(parser) != 0 else {
      report("out of memory while starting the YAML parser", line: 1, column: 1)
      return
    }
    defer { yaml_parser_delete(parser) }
    // libyaml wants a non-null pointer even for empty input.
    var empty: UInt8 = 0
    withUnsafeMutablePointer(to: &empty) { fallback in
      let base = buffer.baseAddress ?? UnsafePointer(fallback)
      yaml_parser_set_input_string(parser, base, buffer.count)
      var event = yaml_event_t()
      while true {
        guard yaml_parser_parse(parser, &event) != 0 else {
          reportParserError(parser.pointee)
          return
        }
        let done = handle(&event)
        yaml_event_delete(&event)
        if done || depthExceeded { return }
      }
    }
  }

  /// Returns true at the end of the stream.
  mutating func handle(_ event: inout yaml_event_t) -> Bool {
    let line = Int(event.start_mark.line) + 1
    let column = Int(event.start_mark.column) + 1
    switch event.type {
    case YAML_STREAM_END_EVENT:
      return true
    case YAML_DOCUMENT_START_EVENT:
      documents += 1
      if documents == 2 {
        report(
          "a file holds exactly one YAML document; move this one into a file of its own",
          line: line, column: column)
      }
    case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
      if stack.count >= YAMLParser.maximumDepth {
        fatal = true
        report(
          "nesting is deeper than \(YAMLParser.maximumDepth) levels; hig-wizard files are never this deep",
          line: line, column: column)
        depthExceeded = true
        return true
      }
      stack.append(
        Frame(isMapping: event.type == YAML_MAPPING_START_EVENT, line: line, column: column))
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      guard let frame = stack.popLast() else { return false }
      let content: YAMLNode.Content
      if frame.isMapping {
        var pairs: [YAMLNode.Pair] = []
        pairs.reserveCapacity(frame.items.count / 2)
        var index = 0
        while index + 1 < frame.items.count {
          pairs.append(YAMLNode.Pair(key: frame.items[index], value: frame.items[index + 1]))
          index += 2
        }
        content = .mapping(pairs)
      } else {
        content = .sequence(frame.items)
      }
      add(YAMLNode(content: content, line: frame.line, column: frame.column))
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      let text: String
      if let value = scalar.value {
        text = String(
          decoding: UnsafeBufferPointer(start: value, count: Int(scalar.length)), as: UTF8.self)
      } else {
        text = ""
      }
      add(YAMLNode(content: .scalar(text), line: line, column: column))
    case YAML_ALIAS_EVENT:
      report(
        "aliases ('*name') are not supported; write the value out in full",
        line: line, column: column)
      // A placeholder keeps the mapping's keys and values paired.
      add(YAMLNode(content: .scalar(""), line: line, column: column))
    default:
      break
    }
    return false
  }

  mutating func add(_ node: YAMLNode) {
    guard let frame = stack.last else {
      if documents <= 1 { root = node }
      return
    }
    if frame.droppingValue {
      frame.droppingValue = false
      return
    }
    if frame.isMapping, frame.items.count % 2 == 0 {
      // A key.
      if let key = node.scalar {
        if let first = frame.keys[key] {
          report(
            "duplicate key '\(key)'; it is already set at line \(first.line), column \(first.column)",
            line: node.line, column: node.column)
          frame.droppingValue = true
          return
        } else {
          frame.keys[key] = node
        }
      } else {
        report(
          "a mapping key must be plain text, not \(node.kindDescription)",
          line: node.line, column: node.column)
      }
    }
    frame.items.append(node)
  }

  mutating func reportParserError(_ parser: yaml_parser_t) {
    fatal = true
    let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
    var message = problem
    if let context = parser.context.map({ String(cString: $0) }) {
      message = "\(problem) \(context)"
    }
    if parser.error == YAML_READER_ERROR {
      let location = source.location(ofByte: Int(parser.problem_offset))
      report("cannot read the file: \(message)", line: location.line, column: location.column)
    } else {
      let mark = parser.problem_mark
      report(
        "YAML syntax error: \(message)",
        line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
  }

  mutating func finish() -> YAMLParser.Result {
    if errorCount > YAMLParser.maximumErrors {
      diagnostics.append(
        Diagnostic(
          .note,
          "\(errorCount - YAMLParser.maximumErrors) more errors in this file are not shown",
          at: SourceLocation(file: source.file, line: 1, column: 1)))
    }
    // Duplicate keys and aliases leave the structure intact, so the caller can
    // go on and report what else is wrong.
    let hidden = max(0, errorCount - YAMLParser.maximumErrors)
    if fatal { return YAMLParser.Result(root: nil, diagnostics: diagnostics, hiddenErrors: hidden) }
    return YAMLParser.Result(root: root, diagnostics: diagnostics, hiddenErrors: hidden)
  }
}
