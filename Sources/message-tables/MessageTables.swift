// Build-time tool: compiles the gettext catalogs po/LANG.po into the sorted
// tables WizardCore searches (CompiledCatalogs in WizardMessages, one table
// per file, registered with MessageCatalog at start), as Swift source: no
// libintl, and no file read at run time. A new po/LANG.po needs no change here.
//
//   message-tables OUTPUT.swift po/pt_BR.po po/ja.po po/ru.po
//
// A translation is the key's text with `{1}`… placeholders; an entry with a
// context is keyed "CONTEXT\u{04}MSGID", as gettext does. Plurals become the
// two templates `trPlural` takes: msgstr[0] for the singular msgid, and for
// msgid_plural the other form (nplurals=1: msgstr[0]; 2: msgstr[1]; 3, as
// Russian's one/few/many: "msgstr[1]|msgstr[2]"). Fuzzy and empty entries
// are left out (the English text shows); `make test` fails on them.
import Foundation

struct POEntry {
  var context: String?
  var id = ""
  var plural: String?
  var strings: [Int: String] = [:]
  var fuzzy = false
  var line = 0
}

struct POError: Error {
  var message: String
}

/// The entries of a PO file, in order, the header (empty msgid) included.
func parsePO(_ text: String, file: String) throws(POError) -> [POEntry] {
  var entries: [POEntry] = []
  var current = POEntry()
  var started = false
  /// Which field the continuation lines ("…") add to.
  enum Field { case context, id, plural, string(Int) }
  var field: Field?
  func finish() {
    if started { entries.append(current) }
    current = POEntry()
    started = false
    field = nil
  }
  func unquote(_ text: Substring, line: Int) throws(POError) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") else {
      throw POError(message: "\(file):\(line): expected a quoted string")
    }
    var out = ""
    var escaped = false
    for character in trimmed.dropFirst().dropLast() {
      if escaped {
        switch character {
        case "n": out += "\n"
        case "t": out += "\t"
        case "\\", "\"": out.append(character)
        default: throw POError(message: "\(file):\(line): unknown escape \\\(character)")
        }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        out.append(character)
      }
    }
    return out
  }
  func append(_ text: String, to field: Field?, line: Int) throws(POError) {
    switch field {
    case .context?: current.context = (current.context ?? "") + text
    case .id?: current.id += text
    case .plural?: current.plural = (current.plural ?? "") + text
    case .string(let index)?: current.strings[index, default: ""] += text
    case nil: throw POError(message: "\(file):\(line): a string outside an entry")
    }
  }
  for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    let line = offset + 1
    let content = raw.trimmingCharacters(in: .whitespaces)
    if content.isEmpty {
      finish()
    } else if content.hasPrefix("#~") {
      // Obsolete: kept by msgmerge for reference, never used.
      continue
    } else if content.hasPrefix("#,") {
      if content.contains("fuzzy") { current.fuzzy = true }
    } else if content.hasPrefix("#") {
      continue
    } else if content.hasPrefix("\"") {
      try append(try unquote(content[...], line: line), to: field, line: line)
    } else {
      guard let space = content.firstIndex(of: " ") else {
        throw POError(message: "\(file):\(line): expected a keyword and a string")
      }
      let keyword = content[..<space]
      let value = try unquote(content[space...], line: line)
      if keyword == "msgctxt" || (keyword == "msgid" && current.context == nil) {
        if started, keyword == "msgctxt" || !current.id.isEmpty || !current.strings.isEmpty {
          finish()
        }
      }
      started = true
      if current.line == 0 { current.line = line }
      switch keyword {
      case "msgctxt":
        current.context = value
        field = .context
      case "msgid":
        current.id = value
        field = .id
      case "msgid_plural":
        current.plural = value
        field = .plural
      case "msgstr":
        current.strings[0] = value
        field = .string(0)
      default:
        guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"),
          let index = Int(keyword.dropFirst(7).dropLast())
        else { throw POError(message: "\(file):\(line): unknown keyword \(keyword)") }
        current.strings[index] = value
        field = .string(index)
      }
    }
  }
  finish()
  return entries
}

/// nplurals of the header's Plural-Forms.
func pluralCount(_ header: String) -> Int? {
  guard let range = header.range(of: "nplurals=") else { return nil }
  return Int(header[range.upperBound...].prefix { $0.isNumber })
}

/// A Swift string literal of `text`.
func swiftLiteral(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\\": out += "\\\\"
    case "\"": out += "\\\""
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    case _ where scalar.value < 0x20: out += "\\u{\(String(scalar.value, radix: 16))}"
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out + "\""
}

/// The tool's entry point (`@main`, not top-level code: the fuzz builds
/// compile every executable of the package as a library).
@main
struct MessageTables {
  static func main() {
    let arguments = CommandLine.arguments
    guard arguments.count >= 3 else {
      FileHandle.standardError.write(Data("usage: message-tables OUTPUT.swift LANG.po...\n".utf8))
      exit(2)
    }
    var source = """
      // Generated at build time by message-tables from po/*.po. Do not edit:
      // translate in the .po files.

      import WizardCore

      /// One catalog for each po/LANG.po, found by the language's code (the
      /// file name up to `_`: pt_BR.po is `pt`).
      enum CompiledCatalogs {

      """
    var cases: [(code: String, name: String)] = []
    for path in arguments.dropFirst(2).sorted() {
      let file = URL(fileURLWithPath: path)
      let name = file.deletingPathExtension().lastPathComponent
      let code = name.prefix { $0 != "_" && $0 != "-" && $0 != "." && $0 != "@" }.lowercased()
      guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "_") }) else {
        FileHandle.standardError.write(
          Data("message-tables: \(path): not a language's file name (LANG.po)\n".utf8))
        exit(1)
      }
      cases.append((code, name))
      do throws(POError) {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else {
          throw POError(message: "\(path): cannot read it as UTF-8")
        }
        let entries = try parsePO(text, file: path)
        guard let header = entries.first(where: { $0.id.isEmpty && $0.context == nil }),
          let plurals = pluralCount(header.strings[0] ?? "")
        else { throw POError(message: "\(path): the header has no Plural-Forms") }
        var table: [(String, String)] = []
        for entry in entries where !entry.id.isEmpty && !entry.fuzzy {
          let key = (entry.context.map { $0 + "\u{04}" } ?? "") + entry.id
          if let plural = entry.plural {
            let forms = (0..<plurals).map { entry.strings[$0] ?? "" }
            guard !forms.contains(where: \.isEmpty) else { continue }
            let other =
              switch plurals {
              case 1: forms[0]
              case 2: forms[1]
              default: forms[1...].joined(separator: "|")
              }
            table.append((key, forms[0]))
            table.append(((entry.context.map { $0 + "\u{04}" } ?? "") + plural, other))
          } else if let string = entry.strings[0], !string.isEmpty {
            table.append((key, string))
          }
        }
        table.sort { Array($0.0.utf8).lexicographicallyPrecedes(Array($1.0.utf8)) }
        // One text and the spans of each pair in it, not an array of string
        // pairs: see MessageCatalog.Catalog.
        var joined = ""
        var spans: [Int] = []
        for (key, value) in table {
          spans += [joined.utf8.count, key.utf8.count]
          joined += key
          spans += [joined.utf8.count, value.utf8.count]
          joined += value
        }
        source += "  static let \(name) = MessageCatalog.Catalog(\n"
        source += "    text: \(swiftLiteral(joined)),\n"
        source += "    spans: [\n"
        for pair in stride(from: 0, to: spans.count, by: 4) {
          let numbers = spans[pair..<min(pair + 4, spans.count)].map(String.init)
          source += "      \(numbers.joined(separator: ", ")),\n"
        }
        source += "    ])\n\n"
      } catch {
        FileHandle.standardError.write(Data("message-tables: \(error.message)\n".utf8))
        exit(1)
      }
    }
    source += "  static func catalog(_ language: Language) -> MessageCatalog.Catalog? {\n"
    source += "    switch language.rawValue {\n"
    for (code, name) in cases { source += "    case \(swiftLiteral(code)): return \(name)\n" }
    source += "    default: return nil\n    }\n  }\n}\n"
    // Written only when it changed: the build runs this tool on every build,
    // and a file rewritten alike would still be compiled again.
    do {
      let url = URL(fileURLWithPath: arguments[1])
      if (try? Data(contentsOf: url)) != Data(source.utf8) {
        try Data(source.utf8).write(to: url, options: .atomic)
      }
    } catch {
      FileHandle.standardError.write(Data("message-tables: cannot write \(arguments[1])\n".utf8))
      exit(1)
    }
  }
}
