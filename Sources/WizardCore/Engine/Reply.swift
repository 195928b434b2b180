/// What a line typed at a question's prompt means. The rules are the same for
/// every front end that reads typed answers (a terminal or a pipe).
public enum Reply: Sendable, Equatable {
  /// One of the question's choices, by id.
  case choice(String, source: Session.AnswerSource)
  case command(WizardCommand)
  /// `unsure` at a yes/no question: follow both answers.
  case unsure
  case invalid(InvalidReply)

  /// Reads `line` as an answer to `question`. In order: an empty line takes
  /// the default; a command; a choice id or label (any case, compared as
  /// Unicode text, so composed and decomposed accents match); a number from
  /// 1; yes and no words of the current language or English (`y`, `sim`,
  /// `はい`, `да`) for choices `yes`/`no`; a prefix of exactly one choice's id
  /// or label.
  /// - Parameter takesUnsure: false where `unsure` is not an answer (a
  ///   follow-up decision): the word is then refused, never taken for a
  ///   choice.
  public static func interpret(
    _ line: String, for question: Question, language: Language, takesUnsure: Bool = true
  ) -> Reply {
    let text = line.trimmingWhitespace
    let key = text.lowercased()
    if key.isEmpty {
      guard let choice = question.defaultChoice else { return .invalid(.empty) }
      return .choice(choice, source: .defaulted)
    }
    if let command = WizardCommand(typed: key, language: language) { return .command(command) }
    let words = AnswerWords.accepted(in: language)
    if AnswerWords.matches(key, words.unsure), Resolution.allowsUnsure(question) {
      return takesUnsure ? .unsure : .invalid(.unsureNotTaken)
    }
    let choices = question.choices
    if let choice = choices.first(where: { $0.id.lowercased() == key })
      ?? choices.first(where: { $0.label.lowercased() == key })
    {
      return .choice(choice.id, source: .given)
    }
    if let number = Int(key), number >= 1, number <= choices.count {
      return .choice(choices[number - 1].id, source: .given)
    }
    // Yes and no in the current language (and English), at a yes/no question.
    if AnswerWords.matches(key, words.yes), let choice = question.choice("yes") {
      return .choice(choice.id, source: .given)
    }
    if AnswerWords.matches(key, words.no), let choice = question.choice("no") {
      return .choice(choice.id, source: .given)
    }
    let matches = choices.filter {
      $0.id.lowercased().hasPrefix(key) || $0.label.lowercased().hasPrefix(key)
    }
    switch matches.count {
    case 1: return .choice(matches[0].id, source: .given)
    case 0: return .invalid(.unknown(text))
    default: return .invalid(.ambiguous(text, candidates: matches.map(\.id)))
    }
  }
}

/// A typed line that is not an answer.
public enum InvalidReply: Sendable, Equatable {
  /// Enter at a question without a default.
  case empty
  case unknown(String)
  /// A prefix of more than one choice.
  case ambiguous(String, candidates: [String])
  /// `unsure` where it is not taken (a follow-up decision).
  case unsureNotTaken
}

/// What can be typed at any prompt besides an answer.
public enum WizardCommand: String, Sendable, CaseIterable {
  case help, back, answers, restart, quit

  /// `?` is `help`; otherwise the command's name in any case, in English or
  /// in `language` (`voltar`, `戻る`, `назад`).
  public init?(typed: String, language: Language) {
    if typed == "?" {
      self = .help
      return
    }
    let key = typed.lowercased()
    if let command = WizardCommand(rawValue: key) {
      self = command
      return
    }
    guard
      let command = WizardCommand.allCases.first(where: { $0.words(in: language).contains(key) })
    else { return nil }
    self = command
  }

  /// The command's own words in `language` (none for English, whose words
  /// are the commands' names).
  public func words(in language: Language) -> [String] {
    switch (language, self) {
    case (.en, _): return []
    case (.pt, .help): return ["ajuda"]
    case (.pt, .back): return ["voltar"]
    case (.pt, .answers): return ["respostas"]
    case (.pt, .restart): return ["recomeçar", "recomecar"]
    case (.pt, .quit): return ["sair"]
    case (.ja, .help): return ["ヘルプ"]
    case (.ja, .back): return ["戻る"]
    case (.ja, .answers): return ["回答"]
    case (.ja, .restart): return ["やり直す", "やりなおす"]
    case (.ja, .quit): return ["終了"]
    case (.ru, .help): return ["помощь"]
    case (.ru, .back): return ["назад"]
    case (.ru, .answers): return ["ответы"]
    case (.ru, .restart): return ["заново"]
    case (.ru, .quit): return ["выход", "выйти"]
    }
  }

  /// What the command does, for help screens.
  public func summary(in language: Language) -> String {
    switch self {
    case .help: return language.tr("why this question is asked, and the guideline behind it")
    case .back:
      return language.tr("take back the last answer (repeatable, up to the first question)")
    case .answers: return language.tr("the answers so far")
    case .restart:
      return language.tr(
        "start again from the first question, after you confirm; every answer is forgotten")
    case .quit: return language.tr("save the answers and stop ('hig-wizard resume' goes on later)")
    }
  }
}
