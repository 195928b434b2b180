/// Control and bidirectional formatting characters in a tree or translation
/// file, which `lint` refuses in every field, sketches included: only tab and
/// line ends may appear. An escape sequence (`\e[31m` in a double-quoted
/// text) would recolour the terminal, a carriage return overwrite a line,
/// U+202E reorder what people read.
///
/// A run still loads such a file (a user's `--questions` folder is not
/// linted first): the reports and the terminal layer make its text safe
/// where it is shown (``PlainText``).
public enum CharacterCheck {
  /// Every such character of `source`: one written as itself at its line
  /// and column (in Unicode scalars, as libyaml counts); one that an escape
  /// of a double-quoted text makes, at the start of that text.
  ///
  /// At most ``TreeLoader/maximumErrors``, and a note on the rest; none for
  /// a file that is not UTF-8, which the loader refuses already.
  public static func diagnostics(in source: SourceText) -> [Diagnostic] {
    guard source.firstInvalidUTF8Offset == nil else { return [] }
    let maximum = TreeLoader.maximumErrors
    var hidden = 0
    var found: [Diagnostic] = []
    // Those written as themselves, in file order: (line, column, scalar).
    var literal: [(line: Int, column: Int, value: UInt32)] = []
    // Most files hold none: a look at the bytes first. Only the lead bytes
    // C2 (C1 controls) and E2 (bidirectional ones) start such a character
    // beyond ASCII; only a backslash starts an escape.
    let (plain, escapes) = source.bytes.withUnsafeBufferPointer { bytes in
      (
        !bytes.contains {
          ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A) || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2
        },
        bytes.contains(0x5C)
      )
    }
    if !plain {
      let scalars = Array(String(decoding: source.bytes, as: UTF8.self).unicodeScalars)
      var line = 1
      var column = 1
      for (index, scalar) in scalars.enumerated() {
        if scalar == "\n" {
          line += 1
          column = 1
          continue
        }
        // A CR before a LF is a Windows line end.
        let lineEnd = scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n"
        if isRefused(scalar), !lineEnd {
          literal.append((line, column, scalar.value))
          if found.count >= maximum {
            hidden += 1
            column += 1
            continue
          }
          found.append(
            source.diagnostic(
              .error,
              // Translators: {1} is the character's code point ("U+202E").
              Message(
                "character {1} is a control or bidirectional formatting character; only tabs and line ends may appear in a tree or translation file",
                code(scalar)), line: line, column: column))
        }
        column += 1
      }
    }
    func capped(stoppedEarly: Bool = false) -> [Diagnostic] {
      found.capped(
        errors: maximum, hidden: hidden, stoppedEarly: stoppedEarly, file: source.file)
    }
    guard escapes else { return capped() }
    // Past the most shown, the escapes are not looked for.
    guard found.count < maximum else { return capped(stoppedEarly: true) }
    guard let document = YAMLParser(source: source).parse().document else { return capped() }
    let nodes = document.nodes
    for index in nodes.indices where nodes[index].kind == .scalar {
      guard let text = document.string(index),
        text.unicodeScalars.contains(where: isRefused)
      else { continue }
      // The text runs from its node to the next one: a character written
      // as itself there was reported at its own place already.
      let start = (Int(nodes[index].line), Int(nodes[index].column))
      let end =
        index + 1 < nodes.count
        ? (Int(nodes[index + 1].line), Int(nodes[index + 1].column)) : (Int.max, Int.max)
      let here = literal.filter { ($0.line, $0.column) >= start && ($0.line, $0.column) < end }
      guard
        let scalar = text.unicodeScalars.first(where: { scalar in
          isRefused(scalar) && !here.contains { $0.value == scalar.value }
        })
      else { continue }
      if found.count >= maximum {
        hidden += 1
        continue
      }
      let node = nodes[index]
      found.append(
        source.diagnostic(
          .error,
          // Translators: {1} is the character's code point ("U+202E").
          Message(
            "an escape in this text makes character {1}, a control or bidirectional formatting character; only tabs and line ends may appear",
            code(scalar)), line: Int(node.line), column: Int(node.column)))
    }
    return capped()
  }

  /// Whether `scalar` is refused: a control character other than tab and
  /// line feed, DEL, a C1 control, or a bidirectional override or isolate.
  static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\t" && scalar != "\n" && PlainText.isUnsafe(scalar)
  }

  /// `U+001B`.
  static func code(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
