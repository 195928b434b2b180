/// Questions a run could not answer, with the flag that answers each.
public struct MissingAnswers: Sendable {
  public var headline: String
  public var questions: [Question]
  /// `modal-style.` for a follow-up tree's questions.
  public var prefix = ""
  /// Whether `|unsure` is offered (on the branches of an `unsure` answer).
  public var unsure = false
  /// Whether the order matters: the first is needed now, the others maybe.
  public var ordered = true
  /// `--defaults` was given: the questions listed have no default to use.
  public var defaultsInUse = false
  public var language: Language

  /// The `error:` line.
  public var diagnostic: Diagnostic {
    guard ordered else { return Diagnostic(.error, headline + ":") }
    return Diagnostic(
      .error,
      questions.count == 1
        ? language.tr("{1}; this question needs an answer:", headline)
        : language.tr("{1}; these questions may need an answer:", headline))
  }

  /// One `--answer` line per question, with its choices and default, then
  /// its prompt; then what to do.
  public var details: String {
    var text = ""
    for question in questions {
      var line = "  --answer \(prefix)\(question.id)=\(question.choiceList)"
      if unsure, Resolution.allowsUnsure(question) { line += "|\(Resolution.unsure)" }
      if let choice = question.defaultChoice { line += " " + language.tr("(default: {1})", choice) }
      text += line + "\n      \(PlainText.inline(question.prompt))\n"
    }
    if ordered, questions.count > 1 {
      text +=
        language.tr(
          "The first is needed now; whether the others are asked depends on the answers before them."
        ) + "\n"
    }
    let hasDefault = !defaultsInUse && questions.contains { $0.defaultChoice != nil }
    text +=
      (hasDefault
        ? language.tr("Pass them with --answer, or use --defaults for those that have a default.")
        : language.tr("Pass them with --answer.")) + "\n"
    return text
  }
}
