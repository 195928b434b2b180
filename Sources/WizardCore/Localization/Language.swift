/// A language hig-wizard speaks: its own messages, reports and the bundled
/// trees' text. Ids (of trees, questions, choices and outcomes), commands,
/// flags and JSON keys are the same in every language.
public enum Language: String, CaseIterable, Sendable {
  case en, pt, ja, ru

  /// The language of a `--lang` value or a locale name: `pt`, `pt_BR.UTF-8`,
  /// `ja-JP`, `ru_RU.KOI8-R`. Nil for anything else (`C`, `POSIX`, `de_DE`).
  public init?(code: String) {
    let lowered = code.lowercased()
    let end = lowered.firstIndex { $0 == "_" || $0 == "-" || $0 == "." || $0 == "@" }
    self.init(rawValue: String(lowered[..<(end ?? lowered.endIndex)]))
  }

  /// The language's name in itself, as a menu of languages shows it.
  public var name: String {
    switch self {
    case .en: "English"
    case .pt: "Português"
    case .ja: "日本語"
    case .ru: "Русский"
    }
  }

  /// The language the environment asks for, as GNU gettext reads it.
  ///
  /// The locale is the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is
  /// set and not empty. Unless that locale is `C` or `POSIX` (or none is
  /// set, which is `C`), `LANGUAGE` comes first: a priority list such as `ru:pt`,
  /// of which the first language hig-wizard speaks wins, and English when
  /// it speaks none of them. gettext ignores `LANGUAGE` under the C locale
  /// because POSIX fixes what programs print there; so does hig-wizard.
  /// Otherwise the locale's language decides, and a language hig-wizard
  /// does not speak means English.
  public static func fromEnvironment(_ value: (String) -> String?) -> Language {
    var locale: String?
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let setting = value(name), !setting.isEmpty {
        locale = setting
        break
      }
    }
    guard let locale, !isCLocale(locale) else { return .en }
    // An empty list (`""`, `":"`) is no list.
    let list = value("LANGUAGE")?.split(separator: ":") ?? []
    if !list.isEmpty {
      for entry in list {
        if let language = Language(code: String(entry)) { return language }
      }
      return .en
    }
    return Language(code: locale) ?? .en
  }

  /// `C` or `POSIX`, the locales under which glibc's gettext ignores
  /// `LANGUAGE` (`C.UTF-8` is not one of them: there it counts).
  static func isCLocale(_ locale: String) -> Bool { locale == "C" || locale == "POSIX" }

}

extension Language {
  /// `english` in this language, with `{1}`, `{2}`, … replaced by
  /// `arguments`. A message without a translation stays English.
  ///
  /// The English text is the key (the catalogs in `Localization/` map it to
  /// the other languages), so a test can find every message in the sources
  /// and check that each language has it. The language is always a value
  /// handed to whatever speaks: nothing in WizardCore reads a global one.
  public func tr(_ english: String, _ arguments: String...) -> String {
    MessageCatalog.translate(english, in: self, arguments)
  }

  /// `english` as used in `context` (a word shared by different uses, such
  /// as the separator of a list): translators see the context (gettext's
  /// msgctxt), and the catalog keys it as "CONTEXT\u{04}ENGLISH".
  public func tr(context: String, _ english: String, _ arguments: String...) -> String {
    let key = context + "\u{04}" + english
    let template = MessageCatalog.translation(of: key, in: self) ?? english
    return arguments.isEmpty ? template : MessageCatalog.fill(template, arguments)
  }

  /// `count` with the singular or plural template (`{1}` is the number), in
  /// this language's plural rules. For Russian the plural template's
  /// translation holds two forms, "few|many" (2–4 and 5–20, say).
  public func trPlural(_ count: Int, one: String, other: String) -> String {
    let number = String(count)
    switch pluralCategory(count) {
    case .one:
      return MessageCatalog.translate(one, in: self, [number])
    case .other:
      return MessageCatalog.translate(other, in: self, [number])
    case .few, .many:
      let forms = MessageCatalog.translate(other, in: self, [number]).split(
        separator: "|", maxSplits: 1)
      let form = pluralCategory(count) == .few ? forms.first : forms.last
      return String(form ?? "")
    }
  }

  /// At most `limit` of `items`, and then how many more there are: a list
  /// of problems stays readable, and cheap, however long the input.
  /// (Only the items shown are made into text.)
  public func capped<Item>(_ items: [Item], limit: Int = 50, _ text: (Item) -> String)
    -> [String]
  {
    let shown = items.prefix(limit).map(text)
    guard items.count > limit else { return shown }
    // Translators: ends a list cut short; {1} is how many items were left out (2 or more).
    return shown + [tr("… and {1} more", "\(items.count - limit)")]
  }

  /// "a, b and c", or past `limit` items "a, b, c and 2 more".
  public func trList(_ items: [String], limit: Int) -> String {
    guard items.count > limit else { return trList(items) }
    let shown = Array(items.prefix(limit)).joined(separator: tr(context: "list", ", "))
    // Translators: a list cut short: {1} is the items shown, already joined with commas, {2} how
    // many were left out (2 or more).
    return tr("{1} and {2} more", shown, "\(items.count - limit)")
  }

  /// "a, b and c" (with `or`: "a, b or c") in this language.
  public func trList(_ items: [String], or: Bool = false) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    // Joined as an Array, not a slice: one more generic type to instantiate
    // at run time costs more than the copy.
    // Translators: the separator between the items of a list, "a, b and c".
    let rest = Array(items.dropLast()).joined(separator: tr(context: "list", ", "))
    return or ? tr("{1} or {2}", rest, last) : tr("{1} and {2}", rest, last)
  }
}

extension Language {
  enum PluralCategory { case one, few, many, other }

  /// CLDR's cardinal plural category of a whole number.
  func pluralCategory(_ count: Int) -> PluralCategory {
    switch self {
    case .en: return count == 1 ? .one : .other
    // Brazilian Portuguese counts 0 and 1 as singular.
    case .pt: return count == 0 || count == 1 ? .one : .other
    case .ja: return .other
    case .ru:
      let last = count % 10
      let lastTwo = count % 100
      if last == 1, lastTwo != 11 { return .one }
      if (2...4).contains(last), !(12...14).contains(lastTwo) { return .few }
      return .many
    }
  }
}

/// `english` in `language`; see ``Language/tr(_:_:)``.
public func tr(_ english: String, in language: Language, _ arguments: [String] = []) -> String {
  MessageCatalog.translate(english, in: language, arguments)
}
