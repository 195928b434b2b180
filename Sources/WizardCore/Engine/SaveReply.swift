/// What a reply to the offer to save a report means. The prompt's commands
/// and the language's yes and no words are never taken for file names.
public enum SaveReply: Equatable, Sendable {
  /// Enter or a yes word: the name that was offered.
  case offered
  /// A no word: nothing is saved.
  case declined
  /// One of the commands every prompt takes (`?`, `back`, `answers`,
  /// `restart`, `quit`, in English or the language).
  case command(WizardCommand)
  /// A file name, with a leading `~/` made the home folder.
  case file(String)

  public static func interpret(_ typed: String, language: Language, home: String?) -> SaveReply {
    var text = Substring(typed)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    if text.isEmpty { return .offered }
    let key = text.lowercased()
    let words = AnswerWords.accepted(in: language)
    if AnswerWords.matches(key, words.yes) { return .offered }
    if AnswerWords.matches(key, words.no) { return .declined }
    if let command = WizardCommand(typed: key, language: language) { return .command(command) }
    if let home, !home.isEmpty, text == "~" || text.hasPrefix("~/") {
      return .file(home + text.dropFirst())
    }
    return .file(String(text))
  }
}
