internal import CYAML

/// Why libyaml stopped before the end of its input.
struct YAMLReadFailure: Sendable {
  enum Kind: Sendable {
    /// The bytes are not text libyaml can read; `offset` says where.
    case reader
    /// The text is not YAML; `line` and `column` (0-based) say where.
    case syntax
    case memory
  }
  var kind: Kind
  var message: String
  var offset: Int
  var line: Int
  var column: Int

  init(_ parser: yaml_parser_t) {
    let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
    message = problem
    if let context = parser.context.map({ String(cString: $0) }) {
      message = "\(problem) \(context)"
    }
    switch parser.error {
    case YAML_READER_ERROR: kind = .reader
    case YAML_MEMORY_ERROR: kind = .memory
    default: kind = .syntax
    }
    offset = Int(parser.problem_offset)
    line = Int(parser.problem_mark.line)
    column = Int(parser.problem_mark.column)
  }

  init(memory message: String) {
    kind = .memory
    self.message = message
    offset = 0
    line = 0
    column = 0
  }
}

/// One libyaml event, as much of it as the readers use.
struct YAMLEvent {
  enum Kind: UInt8 {
    case streamEnd, documentStart, mappingStart, mappingEnd, sequenceStart, sequenceEnd
    case scalar, alias, other
  }
  var kind: Kind
  /// 0-based, as libyaml counts.
  var line: Int
  var column: Int
  /// A scalar's text; only valid during the callback.
  var text: UnsafeBufferPointer<UInt8>

  init(kind: Kind, line: Int, column: Int, text: UnsafeBufferPointer<UInt8>) {
    self.kind = kind
    self.line = line
    self.column = column
    self.text = text
  }

  init(_ event: yaml_event_t) {
    switch event.type {
    case YAML_STREAM_END_EVENT: kind = .streamEnd
    case YAML_DOCUMENT_START_EVENT: kind = .documentStart
    case YAML_MAPPING_START_EVENT: kind = .mappingStart
    case YAML_MAPPING_END_EVENT: kind = .mappingEnd
    case YAML_SEQUENCE_START_EVENT: kind = .sequenceStart
    case YAML_SEQUENCE_END_EVENT: kind = .sequenceEnd
    case YAML_SCALAR_EVENT: kind = .scalar
    case YAML_ALIAS_EVENT: kind = .alias
    default: kind = .other
    }
    line = Int(event.start_mark.line)
    column = Int(event.start_mark.column)
    if kind == .scalar, let value = event.data.scalar.value {
      text = UnsafeBufferPointer(start: value, count: Int(event.data.scalar.length))
    } else {
      text = UnsafeBufferPointer(start: nil, count: 0)
    }
  }
}

/// libyaml's events for one input, handed to a callback in order.
///
/// (Parsing on a second thread while the caller builds was measured on a
/// 100,000-question tree: 0.46–0.78 s against 0.54 s in line, since copying
/// events between threads costs about what it saves. It was left out.)
enum YAMLEvents {
  /// Calls `body` with each event until the stream ends, `body` returns
  /// false, or libyaml fails (the failure is returned).
  static func forEach(
    in input: UnsafeBufferPointer<UInt8>, _ body: (YAMLEvent) -> Bool
  ) -> YAMLReadFailure? {
    guard let base = input.baseAddress else {
      // libyaml wants a non-null pointer even for empty input.
      var byte: UInt8 = 0
      return withUnsafePointer(to: &byte) { base in parse(base, count: 0, body) }
    }
    return parse(base, count: input.count, body)
  }

  private static func parse(
    _ base: UnsafePointer<UInt8>, count: Int, _ body: (YAMLEvent) -> Bool
  ) -> YAMLReadFailure? {
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    defer { parser.deallocate() }
    guard yaml_parser_initialize(parser) != 0 else {
      return YAMLReadFailure(
        memory: translatable("out of memory while starting the YAML parser"))
    }
    defer { yaml_parser_delete(parser) }
    yaml_parser_set_input_string(parser, base, count)
    // Files are UTF-8: a UTF-16 byte-order mark is then a byte libyaml
    // rejects (and the parser names), not a switch to another encoding whose
    // lines and columns the diagnostics could not show.
    yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    var event = yaml_event_t()
    while true {
      guard yaml_parser_parse(parser, &event) != 0 else { return YAMLReadFailure(parser.pointee) }
      let end = event.type == YAML_STREAM_END_EVENT
      let goOn = body(YAMLEvent(event))
      yaml_event_delete(&event)
      if end || !goOn { return nil }
    }
  }
}
