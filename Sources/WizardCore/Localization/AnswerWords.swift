/// The words for yes, no and "not sure" that people type at a yes/no
/// question, in each language. The ids `yes` and `no` always work too.
public struct AnswerWords: Sendable {
  /// Each list starts with the short form shown in hints (`[y/N]`), then the
  /// word itself (offered by Tab and named in messages), then other spellings.
  public var yes: [String]
  public var no: [String]
  public var unsure: [String]
  /// Whether the short forms are letters, shown in upper case for the
  /// default (`[y/N]`); otherwise the hint names the default in words.
  public var lettered: Bool

  public static func of(_ language: Language) -> AnswerWords {
    switch language {
    case .en:
      return AnswerWords(
        yes: ["y", "yes"], no: ["n", "no"], unsure: ["unsure", "not sure"], lettered: true)
    case .pt:
      return AnswerWords(
        yes: ["s", "sim"], no: ["n", "não", "nao"], unsure: ["não sei", "nao sei", "talvez"],
        lettered: true)
    case .ja:
      return AnswerWords(
        yes: ["はい", "はい"], no: ["いいえ", "いいえ"], unsure: ["わからない", "不明"], lettered: false)
    case .ru:
      return AnswerWords(
        yes: ["д", "да"], no: ["н", "нет"], unsure: ["не знаю", "не уверен"], lettered: true)
    }
  }

  /// The words of `language` and the English ones, which always work.
  public static func accepted(in language: Language) -> AnswerWords {
    let local = of(language)
    guard language != .en else { return local }
    let english = of(.en)
    return AnswerWords(
      yes: local.yes + english.yes, no: local.no + english.no,
      unsure: local.unsure + english.unsure,
      lettered: local.lettered)
  }

  /// Whether `typed` (already lower-cased) is one of `words`, compared as
  /// Unicode text: a decomposed `não` is the same word as a composed one.
  public static func matches(_ typed: String, _ words: [String]) -> Bool {
    words.contains { $0 == typed }
  }
}
