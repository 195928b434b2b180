// English-only message tables, for the builds that compile WizardCore's
// sources without its CompileMessages plugin: embed-trees (a plugin's tool is
// built before any plugin has run, so it cannot use a target whose sources a
// plugin makes), and the fuzz package (with --sanitize=fuzzer a plugin's tool
// gets libFuzzer's `main` and cannot link). Both link WizardCore's sources in
// (Sources/embed-trees/WizardCore, Fuzz/Sources/WizardCore/Core).
extension MessageCatalog {
  static let portuguese = Catalog(text: "", spans: [])
  static let japanese = Catalog(text: "", spans: [])
  static let russian = Catalog(text: "", spans: [])
}
