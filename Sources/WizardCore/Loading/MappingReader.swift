/// Reads the fields of one YAML mapping, collecting a diagnostic for every
/// unknown key, missing field and wrong type instead of stopping at the first.
struct MappingReader {
  let source: SourceText
  let node: YAMLNode
  /// What the mapping is, for messages: "question 'suspend'", "the tree".
  var context: String
  private var values = SmallMap<YAMLNode>()

  /// Checks that `node` is a mapping and that every key is one of `keys`.
  /// Returns nil (with a diagnostic) when `node` is not a mapping, and nil
  /// (without one) once `diagnostics` holds ``TreeLoader/diagnosticBudget``
  /// problems: the caller then stops rather than report keys as missing that
  /// it has not read.
  init?(
    _ node: YAMLNode, source: SourceText, context: String, keys: [String],
    diagnostics: inout [Diagnostic]
  ) {
    self.source = source
    self.node = node
    self.context = context
    guard case .mapping(let pairs) = node.content else {
      diagnostics.append(
        source.diagnostic(
          .error, "\(context) must be a mapping of keys to values, not \(node.kindDescription)",
          line: node.line, column: node.column))
      return nil
    }
    for pair in pairs {
      if diagnostics.count >= TreeLoader.diagnosticBudget { return nil }
      guard let key = pair.key.scalar else { continue }  // reported by the parser
      if keys.contains(key) {
        values[key] = pair.value
      } else {
        var message = "unknown key '\(key)' in \(context)"
        // A long key is no typo of a short one (and edit distance costs its
        // length times theirs).
        if key.utf8.count <= 64, let guess = Suggestion.closest(to: key, in: keys) {
          message += "; did you mean '\(guess)'?"
        } else {
          message += "; expected one of: \(keys.joined(separator: ", "))"
        }
        diagnostics.append(
          source.diagnostic(.error, message, line: pair.key.line, column: pair.key.column))
      }
    }
  }

  func location(of key: String) -> SourceLocation {
    let target = values[key] ?? node
    return SourceLocation(file: source.file, line: target.line, column: target.column)
  }

  /// A required or optional text field. Empty text counts as missing.
  func text(_ key: String, required: Bool = true, diagnostics: inout [Diagnostic]) -> String? {
    guard let value = values[key] else {
      if required {
        diagnostics.append(
          source.diagnostic(
            .error, "\(context) is missing the required key '\(key)'",
            line: node.line, column: node.column))
      }
      return nil
    }
    guard let text = value.scalar else {
      diagnostics.append(
        source.diagnostic(
          .error, "'\(key)' in \(context) must be text, not \(value.kindDescription)",
          line: value.line, column: value.column))
      return nil
    }
    let trimmed = text.trimmingWhitespace
    if trimmed.isEmpty {
      diagnostics.append(
        source.diagnostic(
          .error, "'\(key)' in \(context) is empty", line: value.line, column: value.column))
      return nil
    }
    return trimmed
  }

  /// A required list field; `nonEmpty` makes an empty list an error.
  func list(_ key: String, nonEmpty: Bool = false, diagnostics: inout [Diagnostic])
    -> [YAMLNode]?
  {
    guard let value = values[key] else {
      diagnostics.append(
        source.diagnostic(
          .error, "\(context) is missing the required key '\(key)'",
          line: node.line, column: node.column))
      return nil
    }
    guard case .sequence(let items) = value.content else {
      diagnostics.append(
        source.diagnostic(
          .error, "'\(key)' in \(context) must be a list, not \(value.kindDescription)",
          line: value.line, column: value.column))
      return nil
    }
    if nonEmpty, items.isEmpty {
      diagnostics.append(
        source.diagnostic(
          .error, "'\(key)' in \(context) is empty; it needs at least one item",
          line: value.line, column: value.column))
    }
    return items
  }
}

extension String {
  /// Without leading and trailing spaces, tabs and line breaks (folded YAML
  /// scalars end with a line break).
  var trimmingWhitespace: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
