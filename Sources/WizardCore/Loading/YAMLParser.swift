/// Reads one YAML document with libyaml's event API into a flat ``YAMLDocument``
/// (and ``YAMLNode`` values for callers that want a tree of values).
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
    /// The document, or nil when the file is empty or could not be read as
    /// YAML; the diagnostics say why.
    var document: YAMLDocument?
    public var diagnostics: [Diagnostic]
    /// Errors past ``YAMLParser/maximumErrors``, counted in a note at the end
    /// of `diagnostics` rather than listed.
    public var hiddenErrors = 0

    /// The document's root as a ``YAMLNode``.
    public var root: YAMLNode? {
      guard let document, !document.nodes.isEmpty else { return nil }
      return document.node(at: 0)
    }
  }

  /// Parses the whole file.
  public func parse() -> Result {
    parse(streaming: nil)
  }

  /// An item of a list in the root mapping, handed over whole while the
  /// rest of the file is still being read: the document and the item's
  /// node. Neither may be kept once the call returns.
  typealias ItemHandler = (_ document: YAMLDocument, _ node: Int) -> Void

  /// Parses the whole file. With `streaming`, each item of the root
  /// mapping's list under that key goes to its handler as soon as it is
  /// whole, and the document then keeps only an empty scalar in its place:
  /// the items of a large tree's `questions` are most of its nodes, and
  /// they need not all be in memory at once. Items inside a stretch that is
  /// dropped (a duplicate key's value) are not handed over.
  func parse(streaming: (key: String, handler: ItemHandler)?) -> Result {
    var builder = Builder(source: source)
    if let streaming {
      builder.streamKey = Array(streaming.key.utf8)
      builder.onItem = streaming.handler
    }
    let failure = source.bytes.withUnsafeBufferPointer { buffer in
      YAMLEvents.forEach(in: buffer) { event in builder.handle(event) }
    }
    if let failure { builder.report(failure) }
    return builder.finish()
  }

  /// Parses the whole file; a file without a document (and no other error)
  /// gets `message`, which says what the file should hold, as its error.
  public func parse(emptyFile message: @autoclosure () -> Message) -> Result {
    parse(emptyFile: message(), streaming: nil)
  }

  /// ``parse(streaming:)``, and `message` for a file without a document.
  func parse(
    emptyFile message: @autoclosure () -> Message,
    streaming: (key: String, handler: ItemHandler)?
  ) -> Result {
    var result = parse(streaming: streaming)
    if result.document == nil, !result.diagnostics.hasErrors {
      result.diagnostics.append(source.diagnostic(.error, message(), line: 1, column: 1))
    }
    return result
  }

  private func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }

  /// The message for invalid UTF-8, which libyaml only reports as a reader
  /// error: found again here to name the byte.
  func invalidUTF8Diagnostic() -> Diagnostic? {
    guard let offset = source.firstInvalidUTF8Offset else { return nil }
    let location = source.location(ofByte: offset)
    return source.diagnostic(
      .error,
      // Translators: {1} is a byte in hexadecimal ("C3"), {2} its offset in the file, counted from
      // 0.
      Message(
        "the file is not valid UTF-8 (byte 0x{1} at offset {2}); save it as UTF-8",
        hex(source.bytes[offset]), "\(offset)"),
      line: location.line, column: location.column)
  }
}

/// Applies the policy to libyaml's events and appends the nodes it keeps to a
/// ``YAMLDocument``.
private struct Builder {
  /// An open sequence or mapping that is being kept.
  struct Frame {
    var index: Int
    var isMapping: Bool
    /// Where its scalars' bytes start in `document.text`.
    var textStart: Int
    /// Where this mapping's keys start in `keys`.
    var firstKey: Int
    /// Keys by a hash of their bytes, once a mapping has too many keys to
    /// compare one by one.
    var keyIndex: [Int: [Int]]?
  }

  let source: SourceText
  var document = YAMLDocument()
  var frames: [Frame] = []
  /// The node indices of the keys of every open mapping, innermost last.
  var keys: [Int] = []
  /// Open containers, for the depth limit.
  var depth = 0
  /// Stretches of nodes being read only to be dropped once they are whole:
  /// a duplicate key and its value, a key that is not text and its value, a
  /// second document. They are read like the rest, so that the problems
  /// inside them are reported too; innermost last.
  var drops: [Drop] = []

  struct Drop {
    /// Where the stretch starts in `document.nodes` and `document.text`.
    var node: Int
    var text: Int
    /// The number of open frames around it: its nodes are children of the
    /// innermost (none for a document).
    var level: Int
    /// Its nodes at that level: those still to end, and all of them.
    var remaining: Int
    var count: Int
  }
  var diagnostics: [Diagnostic] = []
  var errorCount = 0
  var documents = 0
  /// The root mapping's key whose list items go to `onItem` once whole.
  var streamKey: [UInt8]?
  var onItem: YAMLParser.ItemHandler?
  /// Set when libyaml gave up or the input is too deep: no tree can be built.
  var fatal = false
  static let keyIndexThreshold = 16

  init(source: SourceText) {
    self.source = source
    // About one node per 8 bytes in a typical tree file, and per 6 in a
    // dense flow-style one: room for one per 5, so that a large file's
    // array is not copied while it grows. The scalars hold no more bytes
    // than the file (only the escapes `\L` and `\P` grow, 2 bytes to 3).
    // Room not used is never touched, so it costs address space, not
    // memory.
    document.nodes.reserveCapacity(min(source.bytes.count / 5, 1 << 23))
    document.text.reserveCapacity(min(source.bytes.count, 1 << 27))
  }

  /// Counts an error; `message` is made only for those shown.
  mutating func report(_ message: @autoclosure () -> Message, line: Int, column: Int) {
    errorCount += 1
    if errorCount <= YAMLParser.maximumErrors {
      diagnostics.append(source.diagnostic(.error, message(), line: line, column: column))
    }
  }

  /// Returns false to stop reading.
  mutating func handle(_ event: YAMLEvent) -> Bool {
    let line = event.line + 1
    let column = event.column + 1
    switch event.kind {
    case .streamEnd:
      return false
    case .documentStart:
      documents += 1
      if documents == 2 {
        report(
          Message(
            "a file holds exactly one YAML document; move this one into a file of its own"),
          line: line, column: column)
      }
    case .sequenceStart, .mappingStart:
      if depth >= YAMLParser.maximumDepth {
        fatal = true
        report(
          Message(
            "nesting is deeper than {1} levels; hig-wizard files are never this deep",
            "\(YAMLParser.maximumDepth)"),
          line: line, column: column)
        return false
      }
      depth += 1
      let isMapping = event.kind == .mappingStart
      if expectsKey {
        report(
          // Translators: {1} is what the key is instead, already translated ("a list", "a
          // mapping").
          Message(
            "a mapping key must be plain text, not {1}",
            isMapping ? Message("a mapping") : Message("a list")),
          line: line, column: column)
        startDrop(nodes: 2)
      } else {
        dropIfSecondDocument()
      }
      append(isMapping ? .mapping : .sequence, line: line, column: column, start: 0, length: 0)
      frames.append(
        Frame(
          index: document.nodes.count - 1, isMapping: isMapping,
          textStart: document.text.count, firstKey: keys.count, keyIndex: nil))
    case .sequenceEnd, .mappingEnd:
      depth -= 1
      if let frame = frames.popLast() {
        document.nodes[frame.index].size = Int32(document.nodes.count - frame.index)
        keys.removeSubrange(frame.firstKey...)
        ended()
        streamIfItem(frame.index, textStart: frame.textStart)
      }
    case .scalar:
      scalarEvent(event.text, line: line, column: column)
    case .alias:
      report(
        Message("aliases ('*name') are not supported; write the value out in full"),
        line: line, column: column)
      // A placeholder keeps the mapping's keys and values paired.
      scalarEvent(UnsafeBufferPointer(start: nil, count: 0), line: line, column: column)
    case .other:
      break
    }
    return true
  }

  /// Whether the next node belongs to the innermost open mapping as a key.
  var expectsKey: Bool {
    // By index, not `frames.last`: a copy of the frame would retain its
    // key index, for every scalar of the file.
    let top = frames.count - 1
    guard top >= 0, frames[top].isMapping else { return false }
    return document.nodes[frames[top].index].length % 2 == 0
  }

  /// Drops the node starting now and the `nodes - 1` after it, once read.
  mutating func startDrop(nodes: Int) {
    drops.append(
      Drop(
        node: document.nodes.count, text: document.text.count, level: frames.count,
        remaining: nodes, count: nodes))
  }

  /// A second document is read for its problems, then dropped.
  mutating func dropIfSecondDocument() {
    if documents > 1, frames.isEmpty { startDrop(nodes: 1) }
  }

  /// A node has ended at the current level: a stretch to drop that it
  /// completes goes.
  mutating func ended() {
    guard var drop = drops.last, drop.level == frames.count else { return }
    drop.remaining -= 1
    guard drop.remaining == 0 else {
      drops[drops.count - 1] = drop
      return
    }
    drops.removeLast()
    document.nodes.removeSubrange(drop.node...)
    document.text.removeSubrange(drop.text...)
    if let parent = frames.last { document.nodes[parent.index].length -= Int32(drop.count) }
  }

  mutating func scalarEvent(_ bytes: UnsafeBufferPointer<UInt8>, line: Int, column: Int) {
    let start = document.text.count
    document.text.append(contentsOf: bytes)
    if expectsKey {
      if isDuplicateKey(start: start, count: bytes.count, line: line, column: column) {
        // The first value wins: this key and its value are read, then dropped.
        startDrop(nodes: 2)
        drops[drops.count - 1].text = start
      } else {
        let index = document.nodes.count
        keys.append(index)
        if frames[frames.count - 1].keyIndex != nil {
          let hash = hash(start: start, count: bytes.count)
          frames[frames.count - 1].keyIndex?[hash, default: []].append(index)
        }
      }
    } else {
      dropIfSecondDocument()
    }
    append(.scalar, line: line, column: column, start: start, length: bytes.count)
    ended()
    streamIfItem(document.nodes.count - 1, textStart: start)
  }

  /// Hands the node at `index`, just ended, to `onItem` when it is an item
  /// of the streamed list, then replaces its subtree with an empty scalar.
  mutating func streamIfItem(_ index: Int, textStart: Int) {
    // The cheap tests first: this runs at the end of every node.
    guard frames.count == 2, drops.isEmpty, !fatal, frames[0].index == 0, frames[0].isMapping,
      !frames[1].isMapping, index < document.nodes.count, let onItem, let streamKey
    else { return }
    // A list's key is the node just before it (a key that is not text is
    // dropped, and a drop is never streamed).
    let key = frames[1].index - 1
    guard key >= 0, document.scalar(key, equals: streamKey) else { return }
    onItem(document, index)
    let node = document.nodes[index]
    document.nodes.removeSubrange(index...)
    document.text.removeSubrange(textStart...)
    document.nodes.append(
      YAMLDocument.Node(
        kind: .scalar, line: node.line, column: node.column, start: Int32(textStart), length: 0))
  }

  /// Reports a key already set in the innermost mapping.
  mutating func isDuplicateKey(start: Int, count: Int, line: Int, column: Int) -> Bool {
    let top = frames.count - 1
    let firstKey = frames[top].firstKey
    var first: Int?
    if frames[top].keyIndex != nil {
      first = frames[top].keyIndex?[hash(start: start, count: count)]?.first {
        sameText($0, start, count)
      }
    } else {
      for position in firstKey..<keys.count where sameText(keys[position], start, count) {
        first = keys[position]
        break
      }
      if first == nil, keys.count - firstKey >= Self.keyIndexThreshold {
        var keyIndex: [Int: [Int]] = [:]
        for key in keys[firstKey...] {
          let node = document.nodes[key]
          keyIndex[hash(start: Int(node.start), count: Int(node.length)), default: []].append(key)
        }
        frames[frames.count - 1].keyIndex = keyIndex
      }
    }
    guard let first else { return false }
    let key = String(decoding: document.text[start..<start + count], as: UTF8.self)
    let node = document.nodes[first]
    report(
      // Translators: {1} is the key as written; {2} and {3} are the line and column, from 1, where
      // it was set first.
      Message(
        "duplicate key '{1}'; it is already set at line {2}, column {3}", key, "\(node.line)",
        "\(node.column)"),
      line: line, column: column)
    return true
  }

  func sameText(_ index: Int, _ start: Int, _ count: Int) -> Bool {
    let node = document.nodes[index]
    guard Int(node.length) == count else { return false }
    let other = Int(node.start)
    return document.text.withUnsafeBufferPointer { text in
      for offset in 0..<count where text[other + offset] != text[start + offset] { return false }
      return true
    }
  }

  func hash(start: Int, count: Int) -> Int {
    var hasher = Hasher()
    document.text.withUnsafeBufferPointer { text in
      hasher.combine(
        bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: text[start..<start + count])))
    }
    return hasher.finalize()
  }

  mutating func append(
    _ kind: YAMLDocument.Kind, line: Int, column: Int, start: Int, length: Int
  ) {
    if let parent = frames.last { document.nodes[parent.index].length += 1 }
    document.nodes.append(
      YAMLDocument.Node(
        kind: kind, line: Int32(clamping: line), column: Int32(clamping: column),
        start: Int32(start), length: Int32(length)))
  }

  mutating func report(_ failure: YAMLReadFailure) {
    fatal = true
    switch failure.kind {
    case .reader:
      let location = source.location(ofByte: failure.offset)
      report(
        // Translators: {1} is the system's reason ("Permission denied"), in English.
        Message("cannot read the file: {1}", failure.message), line: location.line,
        column: location.column)
    case .memory:
      // Ours is declared translatable; libyaml's own stays as it is.
      let english = failure.message
      report(Message(english), line: 1, column: 1)
    case .syntax:
      report(
        // Translators: {1} is libyaml's own message, in English ("mapping values are not allowed in
        // this context").
        Message("YAML syntax error: {1}", failure.message), line: failure.line + 1,
        column: failure.column + 1)
    }
  }

  mutating func finish() -> YAMLParser.Result {
    if errorCount > YAMLParser.maximumErrors {
      var note = Diagnostic(
        .note,
        Message.trPlural(
          errorCount - YAMLParser.maximumErrors, one: "{1} more error in this file is not shown",
          other: "{1} more errors in this file are not shown"),
        at: SourceLocation(file: source.file, line: 1, column: 1))
      note.uncountedErrors = errorCount - YAMLParser.maximumErrors
      diagnostics.append(note)
    }
    // libyaml stops at the first byte it cannot decode, which may come after
    // other problems: invalid UTF-8 is then all there is to say, since the
    // rest of the file cannot be trusted to read as written.
    if fatal, let invalid = YAMLParser(source: source).invalidUTF8Diagnostic() {
      return YAMLParser.Result(document: nil, diagnostics: [invalid])
    }
    // Duplicate keys and aliases leave the structure intact, so the caller can
    // go on and report what else is wrong.
    let hidden = max(0, errorCount - YAMLParser.maximumErrors)
    let keep = !fatal && !document.nodes.isEmpty
    return YAMLParser.Result(
      document: keep ? document : nil, diagnostics: diagnostics, hiddenErrors: hidden)
  }
}
