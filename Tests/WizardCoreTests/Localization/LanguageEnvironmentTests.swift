import Testing

@testable import WizardCore

/// The language the environment asks for, as glibc's gettext reads it:
/// `LANGUAGE` first, unless the locale is C.
@Suite struct LanguageEnvironmentTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var environment: [String: String]
    var language: Language
    var testDescription: String { "\(environment.sorted { $0.key < $1.key })" }
  }

  static let cases: [Case] = [
    // A priority list: the first language hig-wizard speaks wins.
    Case(environment: ["LANGUAGE": "ru:pt", "LANG": "ja_JP.UTF-8"], language: .ru),
    Case(environment: ["LANGUAGE": "de:fr_FR:pt_BR", "LANG": "ja_JP.UTF-8"], language: .pt),
    Case(environment: ["LANGUAGE": "en:ru", "LANG": "ja_JP.UTF-8"], language: .en),
    // None spoken: English, not the locale (gettext shows the msgid).
    Case(environment: ["LANGUAGE": "de:fr", "LANG": "ja_JP.UTF-8"], language: .en),
    // Before LC_ALL too; and under C.UTF-8, which is not the C locale.
    Case(environment: ["LANGUAGE": "pt", "LC_ALL": "ja_JP.UTF-8"], language: .pt),
    Case(environment: ["LANGUAGE": "ja", "LANG": "C.UTF-8"], language: .ja),
    // Ignored under C or POSIX, and with no locale set at all (which is C).
    Case(environment: ["LANGUAGE": "ru", "LC_ALL": "C", "LANG": "pt_BR.UTF-8"], language: .en),
    Case(environment: ["LANGUAGE": "ru", "LANG": "POSIX"], language: .en),
    Case(environment: ["LANGUAGE": "ru"], language: .en),
    // Empty: as if unset.
    Case(environment: ["LANGUAGE": "", "LANG": "ja_JP.UTF-8"], language: .ja),
    Case(environment: ["LANGUAGE": "::", "LANG": "ja_JP.UTF-8"], language: .ja),
  ]

  @Test(arguments: cases)
  func languageFirst(_ test: Case) {
    let environment = test.environment
    #expect(Language.fromEnvironment { environment[$0] } == test.language)
  }
}
