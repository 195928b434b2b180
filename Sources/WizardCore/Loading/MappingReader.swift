/// The keys a kind of mapping allows, as text for messages and as bytes to
/// compare with the file's keys without making strings of them.
final class MappingKeys: Sendable {
  let names: [String]
  /// The names' bytes one after another, and where each one ends.
  private let bytes: [UInt8]
  private let ends: [Int]

  init(_ names: [String]) {
    precondition(names.count <= MappingReader.Slots.capacity)
    self.names = names
    bytes = names.flatMap { Array($0.utf8) }
    var end = 0
    ends = names.map {
      end += $0.utf8.count
      return end
    }
  }

  /// The position in `names` of the name whose bytes are `key`.
  func position(of key: UnsafeBufferPointer<UInt8>) -> Int? {
    bytes.withUnsafeBufferPointer { bytes in
      var start = 0
      for (position, end) in ends.enumerated() {
        defer { start = end }
        guard end - start == key.count else { continue }
        var offset = 0
        while offset < key.count, bytes[start + offset] == key[offset] { offset += 1 }
        if offset == key.count { return position }
      }
      return nil
    }
  }
}

/// What a mapping is, for messages: "the tree", "a question", "question
/// 'q1'", "choice 'yes' of question 'q1'". Made into text only when a
/// message needs it, since a large tree has hundreds of thousands of
/// mappings and almost never a problem: a kind is held as its English
/// message and translated only then (a closure would cost an allocation
/// per mapping).
struct MappingContext: Sendable {
  /// A kind's name: an English message (marked with `translatable`), or a
  /// key of the file, which is shown as it is.
  enum Kind: Sendable {
    case message(String)
    case key(String)

    var name: Message {
      switch self {
      case .message(let english): Message(english)
      case .key(let key): .verbatim(key)
      }
    }
  }

  /// The mapping an item belongs to: "question 'q1'" of a choice.
  struct Owner: Sendable {
    var kind: Kind
    var id: String

    init(_ kind: String, _ id: String) {
      self.kind = .message(kind)
      self.id = id
    }
  }

  var kind: Kind
  var id: String?
  var owner: Owner?
  var definite = false

  static let tree = MappingContext(kind: translatable("tree"), definite: true)

  /// `kind` is an English message, or with `verbatim` a key of the file.
  init(
    kind: String, verbatim: Bool = false, id: String? = nil, owner: Owner? = nil,
    definite: Bool = false
  ) {
    self.kind = verbatim ? .key(kind) : .message(kind)
    self.id = id
    self.owner = owner
    self.definite = definite
  }

  var description: Message {
    let kind = kind.name
    var text: Message
    if let id {
      // Translators: names a part of a tree file in other messages; {1} is the kind of part,
      // already translated ("question", "outcome", "choice"), {2} its id: "question 'depth'".
      text = Message("{1} '{2}'", kind, id)
    } else {
      // Translators: names a part of a tree file that has no id; {1} is its kind, already
      // translated ("implementation", "checklist item"); "the" form (the only one) and "a" form
      // (one of several).
      text = definite ? Message("the {1}", kind) : Message("a {1}", kind)
    }
    if let owner {
      // Translators: names a part of a tree file inside another: {1} is the part, already worded
      // ("choice 'yes'", "the implementation"), {2} the kind of its owner ("question"), {3} the
      // owner's id: "choice 'yes' of question 'depth'".
      text = Message("{1} of {2} '{3}'", text, owner.kind.name, owner.id)
    }
    return text
  }
}

/// A document and the file it was read from, held once for every
/// ``MappingReader`` of it: a large tree has hundreds of thousands of
/// mappings, and a reader that held both by value cost a dozen reference
/// count operations to make and as many to copy.
final class MappingInput {
  let document: YAMLDocument
  let source: SourceText

  init(document: YAMLDocument, source: SourceText) {
    self.document = document
    self.source = source
  }
}

/// Reads the fields of one YAML mapping, collecting a diagnostic for every
/// unknown key, missing field and wrong type instead of stopping at the first.
struct MappingReader {
  let input: MappingInput
  var document: YAMLDocument { input.document }
  var source: SourceText { input.source }
  let node: Int
  var context: MappingContext
  private let keys: MappingKeys
  /// The value of each allowed key, by its position in `keys`.
  private var values = Slots()

  /// Node indices for up to twelve keys, without an allocation per mapping.
  struct Slots {
    static let capacity = 12
    private var storage:
      (Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32) =
        (-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1)

    subscript(position: Int) -> Int? {
      get {
        let value = withUnsafeBytes(of: storage) {
          $0.load(fromByteOffset: position * 4, as: Int32.self)
        }
        return value < 0 ? nil : Int(value)
      }
      set {
        withUnsafeMutableBytes(of: &storage) {
          $0.storeBytes(of: Int32(newValue ?? -1), toByteOffset: position * 4, as: Int32.self)
        }
      }
    }
  }

  /// Checks that `node` is a mapping and that every key is one of `keys`.
  /// Returns nil (with a diagnostic) when `node` is not a mapping, and nil
  /// (without one) once `diagnostics` holds ``TreeLoader/diagnosticBudget``
  /// problems: the caller then stops rather than report keys as missing that
  /// it has not read.
  init?(
    _ node: Int, in document: YAMLDocument, source: SourceText, context: MappingContext,
    keys: MappingKeys, diagnostics: inout [Diagnostic]
  ) {
    self.init(
      node, in: MappingInput(document: document, source: source), context: context, keys: keys,
      diagnostics: &diagnostics)
  }

  /// The same, for a caller that reads many mappings of one document.
  init?(
    _ node: Int, in input: MappingInput, context: MappingContext, keys: MappingKeys,
    diagnostics: inout [Diagnostic]
  ) {
    self.input = input
    let document = input.document
    let source = input.source
    self.node = node
    self.context = context
    self.keys = keys
    guard document.nodes[node].kind == .mapping else {
      diagnostics.append(
        source.diagnostic(
          .error,
          // Translators: {1} names the part of the file ("question 'depth'"); {2} is what it is
          // instead ("a list", "text").
          Message(
            "{1} must be a mapping of keys to values, not {2}", context.description,
            document.kindDescription(node)),
          line: Int(document.nodes[node].line), column: Int(document.nodes[node].column)))
      return nil
    }
    // The keys are matched on the raw arrays, without a copy of the
    // document or an iterator holding one: this runs for every mapping.
    var slots = Slots()
    var unknown: [Int] = []
    let pairs = Int(document.nodes[node].length) / 2
    if pairs > 0, diagnostics.count >= TreeLoader.diagnosticBudget { return nil }
    document.nodes.withUnsafeBufferPointer { nodes in
      document.text.withUnsafeBufferPointer { text in
        var position = node + 1
        for _ in 0..<pairs {
          let key = position
          position += Int(nodes[key].size)
          let value = position
          position += Int(nodes[value].size)
          let at = nodes[key]
          if at.kind == .scalar,
            let slot = keys.position(
              of: UnsafeBufferPointer(
                rebasing: text[Int(at.start)..<Int(at.start) + Int(at.length)]))
          {
            slots[slot] = value
          } else {
            unknown.append(key)
          }
        }
      }
    }
    values = slots
    for pending in unknown {
      if diagnostics.count >= TreeLoader.diagnosticBudget { return nil }
      let name = document.string(pending) ?? ""
      // Translators: {1} is the key as written in the file; {2} names the part of the file ("choice
      // 'yes' of question 'depth'").
      var message = Message("unknown key '{1}' in {2}", name, context.description)
      // A long key is no typo of a short one (and edit distance costs its
      // length times theirs).
      if name.utf8.count <= 64, let guess = Suggestion.closest(to: name, in: keys.names) {
        message += Message("; did you mean '{1}'?", guess)
      } else {
        // Translators: {1} is a comma-separated list of the keys that part of the file takes.
        message += Message("; expected one of: {1}", keys.names.joined(separator: ", "))
      }
      let at = document.nodes[pending]
      diagnostics.append(
        source.diagnostic(.error, message, line: Int(at.line), column: Int(at.column)))
    }
  }

  /// The node of `key`'s value, if the mapping has it.
  func value(_ key: String) -> Int? {
    // Lengths first: they are free to compare, and most names differ in
    // length from the one asked for.
    let length = key.utf8.count
    guard
      let position = keys.names.firstIndex(where: { $0.utf8.count == length && $0 == key })
    else {
      preconditionFailure("'\(key)' is not one of the keys read")
    }
    return values[position]
  }

  func location(of key: String) -> SourceLocation {
    location(ofNode: value(key) ?? node)
  }

  func location(ofNode index: Int) -> SourceLocation {
    let at = document.nodes[index]
    return SourceLocation(file: source.file, line: Int(at.line), column: Int(at.column))
  }

  private func error(_ message: Message, at index: Int, _ diagnostics: inout [Diagnostic]) {
    let at = document.nodes[index]
    diagnostics.append(
      source.diagnostic(.error, message, line: Int(at.line), column: Int(at.column)))
  }

  private func missing(_ key: String, _ diagnostics: inout [Diagnostic]) {
    error(
      // Translators: {1} names the part of the file ("question 'depth'"); {2} is a key of the file
      // format, never translated ("prompt").
      Message(
        "{1} is missing the required key '{2}'", context.description, key),
      at: node, &diagnostics)
  }

  /// A required or optional text field. Empty text counts as missing.
  func text(_ key: String, required: Bool = true, diagnostics: inout [Diagnostic]) -> String? {
    guard let value = value(key) else {
      if required { missing(key, &diagnostics) }
      return nil
    }
    guard let text = document.trimmedString(value) else {
      error(
        // Translators: {1} is a key of the file format ("prompt"), {2} names the part of the file
        // ("question 'depth'"), {3} what the value is instead ("a list").
        Message(
          "'{1}' in {2} must be text, not {3}", key, context.description,
          document.kindDescription(value)),
        at: value, &diagnostics)
      return nil
    }
    if text.isEmpty {
      error(
        Message("'{1}' in {2} is empty", key, context.description), at: value,
        &diagnostics)
      return nil
    }
    return text
  }

  /// A list field (required unless `required` is false); `nonEmpty` makes
  /// an empty list an error.
  func list(
    _ key: String, nonEmpty: Bool = false, required: Bool = true, diagnostics: inout [Diagnostic]
  ) -> YAMLDocument.Children? {
    guard let value = value(key) else {
      if required { missing(key, &diagnostics) }
      return nil
    }
    guard document.nodes[value].kind == .sequence else {
      error(
        // Translators: {1} is a key of the file format ("choices"), {2} names the part of the file
        // ("question 'depth'"), {3} what the value is instead ("text").
        Message(
          "'{1}' in {2} must be a list, not {3}", key, context.description,
          document.kindDescription(value)),
        at: value, &diagnostics)
      return nil
    }
    if nonEmpty, document.nodes[value].length == 0 {
      error(
        Message(
          "'{1}' in {2} is empty; it needs at least one item", key,
          context.description),
        at: value,
        &diagnostics)
    }
    return document.children(of: value)
  }

  /// An optional field that holds a mapping: its node, or nil (with an error
  /// when it is something else).
  func mapping(_ key: String, diagnostics: inout [Diagnostic]) -> Int? {
    guard let value = value(key) else { return nil }
    guard document.nodes[value].kind == .mapping else {
      error(
        Message(
          "{1} must be a mapping of keys to values, not {2}", "'\(key)'",
          document.kindDescription(value)),
        at: value, &diagnostics)
      return nil
    }
    return value
  }
}
