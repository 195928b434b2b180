import WizardCore

/// hig-wizard's translations of its own messages: po/*.po, compiled into
/// tables at build time by the CompileMessages plugin (CompiledCatalogs).
///
/// WizardCore makes every message from its English text and looks the
/// translation up in whatever tables the program registered; this target
/// holds them, so that WizardCore itself has no plugin and is compiled once,
/// for the program, its build tools and the fuzzers alike.
public enum Translations {
  /// Makes every language of po/ available to `Language.tr` and friends.
  /// The program calls this once, at start; without it, everything is English.
  public static func register() {
    MessageCatalog.register(CompiledCatalogs.catalog)
  }
}
