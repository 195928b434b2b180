// embed-trees compiles WizardCore's sources into itself (Sources/embed-trees/
// WizardCore is a link to them) instead of depending on the WizardCore
// target: a build plugin's tool is built before any plugin runs, so it cannot
// use a target whose sources a plugin makes (WizardCore's message tables,
// from po/). The tool speaks English; these are its tables.
extension MessageCatalog {
  static let portuguese: [(String, String)] = []
  static let japanese: [(String, String)] = []
  static let russian: [(String, String)] = []
}
