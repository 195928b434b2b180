/// Every option's long name, declared once: declarations, parsing and the
/// commands all name an option by its case, never by a string.
public enum OptionName: String, Sendable, CaseIterable {
  // Global.
  case questions, lang, color
  case noConfig = "no-config"
  case help, version
  // Shared by several commands.
  case defaults
  case nonInteractive = "non-interactive"
  case follow, format, brief, output, answer, answers, title
  // One command's own.
  case resume, list, forget
  case forgetOlderThan = "forget-older-than"
  case inputFormat = "input-format"
  case strict, stamp, record
  case failOn = "fail-on"
  case baseline
  case writeBaseline = "write-baseline"
  case noCache = "no-cache"
  case sources
  case man
}
