// Build-time tool: finds every message in Sources/ (the literals passed to
// `tr`, `trPlural`, `translatable`, `Message` and an option's `help:`) and
// writes the gettext template, po/hig-wizard.pot, with `#:` references and
// the translators' comments (`#.`). `make po` runs it, then msgmerge; a test
// checks that the committed template is up to date.
//
// A comment for translators is a `// Translators:` (or `// TRANSLATORS:`,
// as xgettext's `--add-comments=TRANSLATORS:` reads it) comment on the lines
// just above the call, running on to the call:
//
//     // Translators: {1} is a count of records; "3 failed".
//     language.tr("{1} failed", "\(failed)")
//
// The header carries the fields the gettext manual lists (Header Entry):
// Project-Id-Version names the version `--version` shows (the file VERSION
// beside SOURCES, dated by CHANGELOG.md, as the build reads it),
// and POT-Creation-Date is the time of SOURCE_DATE_EPOCH or else of the last
// commit, so that `make po` run twice writes the same bytes.
//
//   extract-messages SOURCES > po/hig-wizard.pot
import Foundation
import WizardCore

struct Entry {
  var context: String?
  var id: String
  var plural: String?
  var places: [String] = []
  var comments: [String] = []
}

struct Extraction {
  var entries: [Entry] = []
  var index: [String: Int] = [:]
  var problems: [String] = []

  mutating func add(
    _ id: String, plural: String? = nil, context: String? = nil, place: String,
    comments: [String]
  ) {
    let key = (context.map { $0 + "\u{04}" } ?? "") + id
    if let found = index[key] {
      if !entries[found].places.contains(place) { entries[found].places.append(place) }
      for comment in comments where !entries[found].comments.contains(comment) {
        entries[found].comments.append(comment)
      }
      return
    }
    index[key] = entries.count
    entries.append(
      Entry(context: context, id: id, plural: plural, places: [place], comments: comments))
  }
}

enum Extractor {
  static func extract(from text: [Unicode.Scalar], file: String, into found: inout Extraction) {
    func matches(_ word: String, at index: Int) -> Bool {
      let scalars = Array(word.unicodeScalars)
      guard index + scalars.count <= text.count else { return false }
      if index > 0,
        text[index - 1].properties.isAlphabetic || text[index - 1] == "_"
          || ("0"..."9").contains(text[index - 1])
      {
        return false
      }
      return Array(text[index..<index + scalars.count]) == scalars
    }
    let lines = String(String.UnicodeScalarView(text)).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    func line(_ index: Int) -> Int { text[..<index].filter { $0 == "\n" }.count + 1 }
    /// The `// Translators:` comment on the lines just above `line`.
    func comments(above line: Int) -> [String] {
      var collected: [String] = []
      var number = line - 2
      while number >= 0 {
        let trimmed = lines[number].trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("//") else { break }
        collected.insert(String(trimmed.dropFirst(2)).trimmingCharacters(in: .whitespaces), at: 0)
        number -= 1
      }
      guard let start = collected.firstIndex(where: { isTranslatorsComment($0) }) else {
        return []
      }
      return [collected[start...].joined(separator: " ")]
    }
    func place(_ index: Int) -> String { "\(file):\(line(index))" }
    func problem(_ index: Int) {
      found.problems.append("\(place(index)): the message is not a plain string literal")
    }
    var index = 0
    while index < text.count {
      let declaration =
        index >= 5 && String(String.UnicodeScalarView(text[(index - 5)..<index])) == "func "
      if declaration {
        index += 1
        continue
      }
      if matches("tr(context:", at: index) {
        let start = index + "tr(context:".unicodeScalars.count
        if let (context, end) = literal(in: text, from: start),
          let comma = text[end...].firstIndex(of: ","),
          let (id, _) = literal(in: text, from: comma + 1)
        {
          found.add(
            id, context: context, place: place(index), comments: comments(above: line(index)))
        } else {
          problem(index)
        }
      } else if let opener = ["tr(", "translatable(", "Message("].first(where: {
        matches($0, at: index)
      }) {
        let start = index + opener.unicodeScalars.count
        // `tr(english, in:)` passes a key through; it is not a message itself.
        if let (id, _) = literal(in: text, from: start) {
          found.add(id, place: place(index), comments: comments(above: line(index)))
        } else if !isPassThrough(text, from: start) {
          problem(index)
        }
      } else if matches("trPlural(", at: index) {
        // `trPlural(count, one: one, other: other)` passes forms through.
        if isPluralPassThrough(text, from: index + "trPlural(".unicodeScalars.count) {
          index += 1
          continue
        }
        var forms: [String] = []
        for label in ["one:", "other:"] {
          var position = index
          while position < text.count, !matches(label, at: position) { position += 1 }
          if let (form, _) = literal(in: text, from: position + label.unicodeScalars.count) {
            forms.append(form)
          }
        }
        if forms.count == 2 {
          found.add(
            forms[0], plural: forms[1], place: place(index), comments: comments(above: line(index)))
        } else {
          problem(index)
        }
      } else if matches("help:", at: index) {
        // An option's help (`help: "hig-wizard run --help"` names a command).
        if let (id, _) = literal(in: text, from: index + 5), !id.hasPrefix("hig-wizard") {
          found.add(id, place: place(index), comments: comments(above: line(index)))
        }
      }
      index += 1
    }
  }

  /// `Translators: …` or `TRANSLATORS: …`: a comment meant for the template.
  static func isTranslatorsComment(_ line: String) -> Bool {
    line.hasPrefix("Translators:") || line.hasPrefix("TRANSLATORS:")
  }

  /// `tr(english, in: language, …)` and `tr(what)` with a parameter named in
  /// the function's own signature: the literal was extracted where it came from.
  static func isPassThrough(_ text: [Unicode.Scalar], from start: Int) -> Bool {
    var end = start
    while end < text.count, text[end] != ")" { end += 1 }
    let argument = String(String.UnicodeScalarView(text[start..<end]))
    // `tr($0.help)`: an option's help, extracted at its `help:`.
    return argument.hasPrefix("english") || argument.hasPrefix("one,")
      || argument.hasPrefix("other,") || argument == "$0.help" || argument.hasPrefix("_:")
      || argument.hasPrefix("key")
  }

  /// `trPlural(count, one: one, other: other)`: forms handed on by a
  /// function whose caller's literals were extracted where they were written.
  static func isPluralPassThrough(_ text: [Unicode.Scalar], from start: Int) -> Bool {
    var end = start
    while end < text.count, text[end] != ")" { end += 1 }
    let argument = String(String.UnicodeScalarView(text[start..<end]))
    return argument.hasSuffix("one: one, other: other")
  }

  /// The string literal starting at `from` (after spaces and line breaks),
  /// and where it ends; nil when there is none or it interpolates.
  static func literal(in text: [Unicode.Scalar], from: Int) -> (String, Int)? {
    var index = from
    while index < text.count, text[index] == " " || text[index] == "\n" { index += 1 }
    guard index < text.count, text[index] == "\"" else { return nil }
    let multiline = index + 2 < text.count && text[index + 1] == "\"" && text[index + 2] == "\""
    var raw: [Unicode.Scalar] = []
    if multiline {
      index += 3
      while index < text.count, text[index] != "\n" { index += 1 }
      index += 1
      var lines: [[Unicode.Scalar]] = [[]]
      while index < text.count {
        if text[index] == "\n" {
          lines.append([])
        } else {
          lines[lines.count - 1].append(text[index])
        }
        index += 1
        let last = lines[lines.count - 1]
        if last.count >= 3, Array(last.suffix(3)) == ["\"", "\"", "\""],
          last.dropLast(3).allSatisfy({ $0 == " " })
        {
          break
        }
      }
      let indent = lines.removeLast().count - 3
      raw = Array(
        lines.map { $0.count >= indent ? Array($0.dropFirst(indent)) : [] }
          .joined(separator: ["\n"]))
      index -= 0
    } else {
      index += 1
      while index < text.count, text[index] != "\"" {
        if text[index] == "\\" {
          raw.append(text[index])
          index += 1
        }
        raw.append(text[index])
        index += 1
      }
    }
    // Escapes.
    var result = String.UnicodeScalarView()
    var position = 0
    while position < raw.count {
      let scalar = raw[position]
      guard scalar == "\\", position + 1 < raw.count else {
        result.append(scalar)
        position += 1
        continue
      }
      let next = raw[position + 1]
      switch next {
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "(": return nil
      case "u":
        var end = position + 3
        var hex = ""
        while end < raw.count, raw[end] != "}" {
          hex.unicodeScalars.append(raw[end])
          end += 1
        }
        if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
          result.append(decoded)
        }
        position = end + 1
        continue
      default: result.append(next)
      }
      position += 2
    }
    return (String(result), index)
  }

}

/// A PO string: quoted, escaped, and split after each line break.
func poString(_ text: String) -> String {
  func quote(_ part: Substring) -> String {
    var out = "\""
    for character in part {
      switch character {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default: out.append(character)
      }
    }
    return out + "\""
  }
  guard text.contains("\n") else { return quote(text[...]) }
  var parts: [Substring] = []
  var rest = text[...]
  while let newline = rest.firstIndex(of: "\n") {
    parts.append(rest[...newline])
    rest = rest[rest.index(after: newline)...]
  }
  if !rest.isEmpty { parts.append(rest) }
  return "\"\"\n" + parts.map(quote).joined(separator: "\n")
}

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: extract-messages SOURCES\n".utf8))
  exit(2)
}
let sources = URL(fileURLWithPath: arguments[1])
var found = Extraction()
let files =
  (FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? [])
  .filter {
    $0.hasSuffix(".swift") && !$0.hasPrefix("extract-messages/") && !$0.contains("/Messages.")
  }
  .sorted()
for file in files {
  guard let text = try? String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
  else {
    FileHandle.standardError.write(Data("extract-messages: cannot read \(file)\n".utf8))
    exit(1)
  }
  Extractor.extract(from: Array(text.unicodeScalars), file: file, into: &found)
}
if !found.problems.isEmpty {
  FileHandle.standardError.write(Data((found.problems.joined(separator: "\n") + "\n").utf8))
  exit(1)
}
var out = """
  # The messages of hig-wizard, for translators. Made by `make po`
  # (extract-messages over Sources/); edit the translations in po/LANG.po.
  #
  #, fuzzy
  msgid ""
  msgstr ""

  """
let created = Header.creationDate(sources, files: files.map { sources.appendingPathComponent($0) })
let top = sources.deletingLastPathComponent()
let release: Release
do {
  release = try Release.read(
    version: String(contentsOf: top.appendingPathComponent("VERSION"), encoding: .utf8),
    changelog: String(contentsOf: top.appendingPathComponent("CHANGELOG.md"), encoding: .utf8))
} catch {
  FileHandle.standardError.write(Data("extract-messages: \(error)\n".utf8))
  exit(1)
}
for (field, value) in Header.fields(version: release.version, created: created) {
  out += "\"\(field): \(value)\\n\"\n"
}
for entry in found.entries {
  out += "\n"
  for comment in entry.comments { out += "#. \(comment)\n" }
  out += "#: " + entry.places.joined(separator: " ") + "\n"
  // `{1}`, `{2}`: msgfmt --check-format checks them as Python's brace format.
  if entry.id.contains("{1}") || (entry.plural ?? "").contains("{1}") {
    out += "#, python-brace-format\n"
  }
  if let context = entry.context { out += "msgctxt \(poString(context))\n" }
  out += "msgid \(poString(entry.id))\n"
  if let plural = entry.plural {
    out += "msgid_plural \(poString(plural))\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n"
  } else {
    out += "msgstr \"\"\n"
  }
}
print(out, terminator: "")
