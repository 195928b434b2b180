/// Questions a run could not answer, with the flag that answers each; its
/// text is made in the language of whoever shows it.
public struct MissingAnswers: Sendable {
  /// What happened, before the list (`the answers do not reach a
  /// recommendation`).
  public var headline: Message
  public var questions: [Question]
  /// `modal-style.` for a follow-up tree's questions.
  public var prefix = ""
  /// Whether `|unsure` is offered (on the branches of an `unsure` answer).
  public var unsure = false
  /// Whether the order matters: the first is needed now, the others maybe.
  public var ordered = true
  /// `--defaults` was given: the questions listed have no default to use.
  public var defaultsInUse = false

  /// The `error:` line.
  public var diagnostic: Diagnostic {
    guard ordered else { return Diagnostic(.error, headline + .verbatim(":")) }
    return Diagnostic(
      .error,
      questions.count == 1
        // Translators: {1} is what happened ("no recommendation"); a question follows on the next
        // line.
        ? Message("{1}; this question needs an answer:", headline)
        // Translators: {1} is what happened ("no recommendation"); the questions follow, one a
        // line.
        : Message("{1}; these questions may need an answer:", headline))
  }

  /// One `--answer` line per question, with its choices and default, then
  /// its prompt; then what to do, in `language`.
  public func details(in language: Language) -> String {
    var text = ""
    for question in questions {
      var line = "  --answer \(prefix)\(question.id)=\(question.choiceList)"
      if unsure, Resolution.allowsUnsure(question) { line += "|\(Resolution.unsure)" }
      // Translators: {1} is the choice id the question takes by default ("yes").
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
