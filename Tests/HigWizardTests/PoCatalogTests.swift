import Foundation
import Testing
import WizardCore

/// The translators' catalogs, po/, checked with gettext's own tools (Debian's
/// gettext): the template matches the messages in Sources/, and each catalog
/// is valid (`msgfmt --check --check-format`, which checks the `{1}`
/// placeholders as python-brace-format) and complete: nothing missing, fuzzy
/// or stale.
@Suite struct PoCatalogTests {
  static let po = Binary.repository.appendingPathComponent("po")
  static let catalogs = ["pt_BR", "ja", "ru"]

  func gettext(_ tool: String, _ arguments: [String]) throws -> RunResult {
    try runProcess("/usr/bin/\(tool)", arguments)
  }

  @Test func theTemplateIsUpToDate() throws {
    let tool = Binary.tools.appendingPathComponent("extract-messages").path
    let result = try runProcess(tool, [Binary.repository.appendingPathComponent("Sources").path])
    #expect(result.status == 0, "\(result.stderr)")
    let committed = try String(
      contentsOf: Self.po.appendingPathComponent("hig-wizard.pot"), encoding: .utf8)
    // The messages, comments and flags must match; where in the sources a
    // message is (`#:`) moves with every edit and is refreshed by `make po`,
    // and so does the date of the last commit the header carries.
    func messages(_ text: String) -> [Substring] {
      text.split(separator: "\n").filter {
        !$0.hasPrefix("#:") && !$0.hasPrefix("\"POT-Creation-Date: ")
      }
    }
    #expect(
      messages(result.stdout) == messages(committed),
      "po/hig-wizard.pot is stale: run 'make po' and translate what is new")
    #expect(committed.components(separatedBy: "\nmsgid ").count > 400)
    #expect(committed.contains("\n#: WizardCore/"))
    #expect(committed.contains("\nmsgid_plural \"{1} records\"\n"))
    #expect(committed.contains("\n#. Translators: "))
  }

  /// The header entry of a PO file: field → value.
  static func header(_ text: String) throws -> [(String, String)] {
    let start = try #require(text.range(of: "msgid \"\"\nmsgstr \"\"\n"))
    let block = text[start.upperBound...].split(separator: "\n").prefix { $0.hasPrefix("\"") }
    let joined = block.map { $0.dropFirst().dropLast() }.joined()
    return joined.components(separatedBy: "\\n").filter { !$0.isEmpty }.map { line in
      let colon = line.firstIndex(of: ":") ?? line.endIndex
      return (
        String(line[..<colon]),
        String(line[colon...].dropFirst()).trimmingCharacters(in: .whitespaces)
      )
    }
  }

  /// The template's header has the fields the gettext manual lists, in its
  /// order; Project-Id-Version names the version `--version` shows, and
  /// POT-Creation-Date is SOURCE_DATE_EPOCH's time, so that `make po` is
  /// repeatable.
  @Test func theTemplateHeaderHasTheStandardFields() throws {
    let tool = Binary.tools.appendingPathComponent("extract-messages").path
    let sources = Binary.repository.appendingPathComponent("Sources").path
    let first = try runProcess(tool, [sources], environment: ["SOURCE_DATE_EPOCH": "1765126800"])
    let second = try runProcess(tool, [sources], environment: ["SOURCE_DATE_EPOCH": "1765126800"])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout == second.stdout)
    let header = try Self.header(first.stdout)
    #expect(
      header.map(\.0) == [
        "Project-Id-Version", "Report-Msgid-Bugs-To", "POT-Creation-Date", "PO-Revision-Date",
        "Last-Translator", "Language-Team", "Language", "MIME-Version", "Content-Type",
        "Content-Transfer-Encoding", "Plural-Forms",
      ])
    let values = Dictionary(header, uniquingKeysWith: { first, _ in first })
    let version = try String(
      contentsOf: Binary.repository.appendingPathComponent("VERSION"), encoding: .utf8)
    #expect(
      values["Project-Id-Version"]
        == "hig-wizard \(version.trimmingCharacters(in: .whitespacesAndNewlines))")
    #expect(values["POT-Creation-Date"] == "2025-12-07 17:00+0000")
    #expect(values["Content-Type"] == "text/plain; charset=UTF-8")
    #expect(values["MIME-Version"] == "1.0")
    #expect(values["Report-Msgid-Bugs-To"]?.isEmpty == false)
    // Without SOURCE_DATE_EPOCH: the last commit's time, the same on every run.
    let dated = try runProcess(tool, [sources], environment: ["SOURCE_DATE_EPOCH": ""])
    let again = try runProcess(tool, [sources], environment: ["SOURCE_DATE_EPOCH": ""])
    #expect(dated.stdout == again.stdout)
    // The committed template has every field too (its date is the commit
    // before it), and each catalog takes its date from it (msgmerge).
    let committed = try String(
      contentsOf: Self.po.appendingPathComponent("hig-wizard.pot"), encoding: .utf8)
    #expect(try Self.header(committed).map(\.0) == header.map(\.0))
    let created = Dictionary(try Self.header(committed), uniquingKeysWith: { first, _ in first })[
      "POT-Creation-Date"]
    for name in Self.catalogs {
      let catalog = try String(
        contentsOf: Self.po.appendingPathComponent("\(name).po"), encoding: .utf8)
      let fields = Dictionary(try Self.header(catalog), uniquingKeysWith: { first, _ in first })
      #expect(fields["POT-Creation-Date"] == created, "\(name)")
      #expect(fields["Report-Msgid-Bugs-To"] == values["Report-Msgid-Bugs-To"], "\(name)")
    }
  }

  /// Translators are told what a message's placeholders stand for where the
  /// text does not say: every plural, every message with three placeholders
  /// or more, and the messages that name words typed at the prompt.
  @Test func theMessagesThatNeedItCarryTranslatorComments() throws {
    let committed = try String(
      contentsOf: Self.po.appendingPathComponent("hig-wizard.pot"), encoding: .utf8)
    var commented: [String: Bool] = [:]
    var plurals: [String] = []
    var placeholders: [String: Int] = [:]
    for entry in committed.components(separatedBy: "\n\n").dropFirst() {
      let lines = entry.split(separator: "\n")
      guard let start = lines.firstIndex(where: { $0.hasPrefix("msgid ") }) else { continue }
      let id = lines[start...].prefix { $0.hasPrefix("msgid ") || $0.hasPrefix("\"") }
        .map { $0.drop { $0 != "\"" }.dropFirst().dropLast() }.joined()
      commented[id] = lines.contains { $0.hasPrefix("#. Translators: ") }
      if lines.contains(where: { $0.hasPrefix("msgid_plural ") }) { plurals.append(id) }
      placeholders[id] = (1...9).filter { id.contains("{\($0)}") }.count
    }
    #expect(plurals.count >= 20)
    for id in plurals { #expect(commented[id] == true, "plural: \(id)") }
    let many = placeholders.filter { $0.value >= 3 }.map(\.key)
    #expect(many.count >= 40)
    for id in many { #expect(commented[id] == true, "three placeholders or more: \(id)") }
    // Command words and answer words: what to write for `back` or `quit`.
    for id in [
      "Type an answer (or its number or first letters; Tab completes), ? for why this is asked, back, answers, restart or quit.",
      "Type 1-{1} to change that answer (back: the last one), or press Enter for the recommendation.",
      "The answers can no longer be changed here: answer {1} or {2}, or quit.",
      "Ctrl-D on an empty line and 'quit' also save the answers, and exit with 0.",
      "Save this as {1}? [{2}] (or another file name, or {3})",
      "Answer {1} or {2} (Enter: {3}).",
    ] {
      #expect(commented[id] == true, "command or answer words: \(id)")
    }
  }

  @Test(arguments: catalogs)
  func eachCatalogIsValidAndComplete(name: String) throws {
    let file = Self.po.appendingPathComponent("\(name).po").path
    let template = Self.po.appendingPathComponent("hig-wizard.pot").path
    let checked = try gettext("msgfmt", ["--check", "--check-format", "-o", "/dev/null", file])
    #expect(checked.status == 0 && checked.stderr.isEmpty, "\(name): \(checked.stderr)")
    // Every message of the template has a translation here.
    let compared = try gettext("msgcmp", [file, template])
    #expect(compared.status == 0, "\(name): \(compared.stderr)")
    for (option, what) in [
      ("--untranslated", "untranslated"), ("--only-fuzzy", "fuzzy"),
      ("--only-obsolete", "stale (obsolete)"),
    ] {
      let entries = try gettext("msgattrib", [option, "--no-wrap", file])
      #expect(entries.status == 0)
      #expect(entries.stdout.isEmpty, "\(name): \(what) entries:\n\(entries.stdout.prefix(600))")
    }
  }

  /// A mistake in a placeholder is caught by msgfmt, not at run time.
  @Test func aWrongPlaceholderFailsTheCheck() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = try String(
      contentsOf: Self.po.appendingPathComponent("pt_BR.po"), encoding: .utf8)
    let broken = original.replacingOccurrences(
      of: "msgstr \"{1} com falha\"", with: "msgstr \"{2} com falha\"")
    #expect(broken != original)
    let file = folder.appendingPathComponent("pt_BR.po")
    try write(broken, to: file)
    let checked = try gettext(
      "msgfmt", ["--check", "--check-format", "-o", "/dev/null", file.path])
    #expect(checked.status != 0)
  }
}
