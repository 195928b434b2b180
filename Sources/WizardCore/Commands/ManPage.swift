/// The manual page, `hig-wizard.1` in mdoc: commands, options and examples
/// from the command declarations (``Commands``), and the exit status,
/// environment and files from README.md's tables of those names, so that
/// neither can fall behind the program or its README.
public enum ManPage {
  public struct MissingTable: Error, Sendable, Equatable {
    /// The README heading the table was looked for under.
    public var heading: String

    public init(heading: String) { self.heading = heading }
  }

  /// - Parameters:
  ///   - readme: README.md's text.
  ///   - date: the page's date, such as "December 1, 2026".
  public static func render(readme: String, version: String, date: String) throws(MissingTable)
    -> String
  {
    var out = [
      ".Dd \(date)", ".Dt HIG-WIZARD 1", ".Os", ".Sh NAME", ".Nm hig-wizard",
      ".Nd answer a Human Interface Guidelines decision tree and get a justified report",
      ".Sh SYNOPSIS", ".Nm",
    ]
    for spec in Commands.all {
      out += [".Nm", ".Cm \(spec.name)"] + synopsis(spec)
    }
    out += [".Sh DESCRIPTION"]
    out += prose(
      HelpScreen(language: .en).main(version: version).pieces(separatedBy: "\n\n").first {
        !$0.isEmpty
      } ?? "")
    out += [".Pp"]
    out += prose(
      "Without a command, on a terminal, it offers a menu of the trees; otherwise it prints them.")
    out += [".Sh COMMANDS", ".Bl -tag -width Ds"]
    for spec in Commands.all {
      out += [".It Cm \(spec.name)" + spec.operands.map { " " + operand($0) }.joined()]
      out += prose(spec.summary.prefix(1).uppercased() + spec.summary.dropFirst() + ".")
      for paragraph in spec.about + spec.notes {
        // A paragraph laid out in columns (the formats of batch) is shown
        // as written.
        let laidOut = paragraph.split(separator: "\n").contains { $0.hasPrefix("  ") }
        out +=
          laidOut
          ? [".Bd -literal -offset indent"]
            + paragraph.split(separator: "\n").map {
              escapeLine(String($0))
            } + [".Ed"]
          : [".Pp"] + prose(paragraph)
      }
      if !spec.options.isEmpty {
        out += [".Bl -tag -width Ds"] + spec.options.flatMap(option) + [".El"]
      }
    }
    out += [".El", ".Sh OPTIONS", "Every command takes these:", ".Bl -tag -width Ds"]
    out += Commands.global.flatMap(option) + [".El"]
    out += [".Sh ENVIRONMENT"] + (try table(under: "### Environment", in: readme))
    out += [".Sh FILES"] + (try table(under: "### Files", in: readme))
    out += [".Sh EXIT STATUS"] + (try table(under: "### Exit status", in: readme))
    out += [".Sh EXAMPLES"]
    for spec in Commands.all where !spec.examples.isEmpty {
      out += [".Bd -literal -offset indent"] + spec.examples.map(escapeLine) + [".Ed"]
    }
    out += [
      ".Sh SEE ALSO",
      ".Lk https://developer.apple.com/design/human-interface-guidelines/ \"Human Interface Guidelines\"",
      ".Sh AUTHORS",
      ".An The hig-wizard authors .",
      "hig-wizard is free software under the Apache License, Version 2.0",
      "(SPDX: Apache-2.0); the file LICENSE has its text.",
    ]
    return asciiOnly(out.joined(separator: "\n") + "\n")
  }

  /// The page's date line, "December 7, 2026", for `.Dd`.
  public static func date(year: Int, month: Int, day: Int) -> String {
    let months = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ]
    return "\(months[(month - 1) % 12]) \(day), \(year)"
  }

  /// The date line of the UTC day `epoch` (seconds since 1970, as
  /// `SOURCE_DATE_EPOCH` gives it) falls in.
  public static func date(epoch: Int) -> String {
    // Days since 1970-01-01 to a civil date, in 400-year eras of 146,097 days
    // that start on March 1st (so that February's leap day ends a year).
    let days = (epoch >= 0 ? epoch : epoch - 86_399) / 86_400 + 719_468
    let era = (days >= 0 ? days : days - 146_096) / 146_097
    let dayOfEra = days - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return date(year: year, month: month, day: day)
  }

  /// Roff's escapes for the characters beyond ASCII (troff reads its input
  /// as Latin-1 and warns on raw UTF-8): the named glyphs mandoc and groff
  /// both know, else `\[uXXXX]`.
  static func asciiOnly(_ page: String) -> String {
    guard !page.utf8.allSatisfy({ $0 < 0x80 }) else { return page }
    let named: [Unicode.Scalar: String] = [
      "\u{2192}": "\\(->", "\u{2190}": "\\(<-", "\u{2014}": "\\(em", "\u{2013}": "\\(en",
      "\u{201C}": "\\(lq", "\u{201D}": "\\(rq", "\u{2018}": "\\(oq", "\u{2019}": "\\(cq",
      "\u{2022}": "\\(bu", "\u{00D7}": "\\(mu", "\u{2264}": "\\(<=", "\u{2265}": "\\(>=",
      // No glyph name, and no ASCII form in groff 1.22's tables: the dots.
      "\u{2026}": "...",
    ]
    var out = ""
    out.reserveCapacity(page.utf8.count)
    for scalar in page.unicodeScalars {
      if scalar.isASCII {
        out.unicodeScalars.append(scalar)
      } else if let escape = named[scalar] {
        out += escape
      } else {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      }
    }
    return out
  }

  private static func synopsis(_ spec: CommandSpec) -> [String] {
    spec.operands.map { operand in
      let name = ".Ar \(operand.name)" + (operand.repeatable ? " ..." : "")
      return operand.missing == nil ? ".Op \(name.dropFirst())" : name
    }
      + spec.options.map { option in
        ".Op Fl " + (option.short.map { "\($0)" } ?? "-" + option.long)
          + (option.valueName.map { " Ar \($0)" } ?? "")
      }
  }

  private static func operand(_ operand: OperandSpec) -> String {
    operand.missing == nil ? "Op Ar \(operand.name)" : "Ar \(operand.name)"
  }

  private static func option(_ option: OptionSpec) -> [String] {
    let value = option.valueName.map { " Ar \(quoted($0))" } ?? ""
    let names = (option.short.map { "Fl \($0) , " } ?? "") + "Fl -\(option.long)"
    return [".It \(names)\(value)"] + prose(option.help)
  }

  /// The rows of the Markdown table after `heading`, as a tag list.
  private static func table(under heading: String, in readme: String) throws(MissingTable)
    -> [String]
  {
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0 == heading }) else {
      throw MissingTable(heading: heading)
    }
    let rows = lines[(start + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
    guard rows.count > 2 else { throw MissingTable(heading: heading) }
    var out = [".Bl -tag -width Ds"]
    for row in rows.dropFirst(2) {
      let cells = cellsOf(String(row))
      guard cells.count >= 2 else { continue }
      out += [".It " + inlineTag(cells[0])] + inline(cells[1])
    }
    return out + [".El"]
  }

  /// A table row's cells; `\|` is a `|` inside one.
  private static func cellsOf(_ row: String) -> [String] {
    var cells: [String] = []
    var cell = ""
    var escaped = false
    for character in row.dropFirst() {
      if escaped {
        cell.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "|" {
        cells.append(cell.trimmingWhitespace)
        cell = ""
      } else {
        cell.append(character)
      }
    }
    return cells
  }

  /// The first cell, a list item's head: code spans as literal words.
  private static func inlineTag(_ cell: String) -> String {
    let parts = cell.replacingAll("**", with: "").split(
      separator: "`", omittingEmptySubsequences: false)
    var words: [String] = []
    for (index, part) in parts.enumerated() where !String(part).trimmingWhitespace.isEmpty {
      if index % 2 == 1 {
        words.append("Li " + quoted(String(part)))
      } else {
        words.append(
          part.split(separator: " ").map { quoted(String($0)) }.joined(separator: " "))
      }
    }
    return words.joined(separator: " ")
  }

  /// Markdown text (code spans, bold) as mdoc lines: `Ql` for code, one
  /// sentence a line.
  static func inline(_ markdown: String) -> [String] {
    let parts = markdown.replacingAll("**", with: "").split(
      separator: "`", omittingEmptySubsequences: false)
    var out: [String] = []
    var pendingOpen = ""
    for (index, part) in parts.enumerated() {
      var text = String(part)
      if index % 2 == 1 {
        out.append(".Ql " + pendingOpen + quoted(text))
        pendingOpen = ""
        continue
      }
      // Punctuation right after a code span closes it on the macro line.
      if index > 0, let last = out.indices.last {
        let closing = text.prefix { ",.;:)!?".contains($0) }
        if !closing.isEmpty {
          out[last] += closing.map { " \($0)" }.joined()
          text = String(text.dropFirst(closing.count))
        }
      }
      // An opening parenthesis right before one opens it there.
      if index + 1 < parts.count, text.hasSuffix("(") {
        text = String(text.dropLast())
        pendingOpen = "( "
      }
      out += prose(text)
    }
    return out
  }

  /// Plain text as lines, one sentence a line, none starting with a dot.
  static func prose(_ text: String) -> [String] {
    let flat = text.split(whereSeparator: { $0 == "\n" || $0 == " " }).joined(separator: " ")
      .replacingAll("\\", with: "\\e")
    guard !flat.isEmpty else { return [] }
    var lines: [String] = []
    var line = ""
    let words = flat.split(separator: " ")
    for (index, word) in words.enumerated() {
      // Lines of at most 80 bytes as mandoc counts them (a character
      // beyond ASCII as its escape, \[uXXXX]): mdoc joins them with a space.
      func bytes(_ text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ($1.isASCII ? 1 : 8) }
      }
      if !line.isEmpty, bytes(line) + 1 + bytes(word) > 80 {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
      let next = index + 1 < words.count ? words[index + 1] : nil
      if let next, let last = word.last, ".?!".contains(last), next.first?.isUppercase == true {
        lines.append(line)
        line = ""
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.map(keptAsText)
  }

  /// A text line as mdoc reads it: backslashes escaped, and a leading dot or
  /// quote kept as text.
  static func escapeLine(_ line: String) -> String {
    keptAsText(line.replacingAll("\\", with: "\\e"))
  }

  /// A line whose backslashes are escaped, with a leading dot or quote
  /// kept as text (mdoc would read a request).
  private static func keptAsText(_ line: String) -> String {
    line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
  }

  /// A macro argument: quoted when it has spaces, and a lone punctuation
  /// mark kept as text (mdoc would take it for a delimiter).
  static func quoted(_ text: String) -> String {
    if text.count == 1, let mark = text.first, ".,:;()[]?!|".contains(mark) { return "\\&" + text }
    let escaped = text.replacingAll("\\", with: "\\e").replacingAll("\"", with: "\\(dq")
    return escaped.utf8.contains(UInt8(ascii: " ")) || escaped.isEmpty ? "\"\(escaped)\"" : escaped
  }
}
