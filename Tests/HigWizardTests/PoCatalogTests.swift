import Foundation
import Testing

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
    // message is (`#:`) moves with every edit and is refreshed by `make po`.
    func messages(_ text: String) -> [Substring] {
      text.split(separator: "\n").filter { !$0.hasPrefix("#:") }
    }
    #expect(
      messages(result.stdout) == messages(committed),
      "po/hig-wizard.pot is stale: run 'make po' and translate what is new")
    #expect(committed.components(separatedBy: "\nmsgid ").count > 400)
    #expect(committed.contains("\n#: WizardCore/"))
    #expect(committed.contains("\nmsgid_plural \"{1} records\"\n"))
    #expect(committed.contains("\n#. Translators: "))
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
