/// What people type at a question must choose what they mean: the labels of
/// a question's choices (a tree's, or a translation's) are checked against
/// what ``Reply/interpret(_:for:language:)`` reads before a label.
///
/// A label must not be another choice's label or id, a command word
/// (`back`, `voltar`, `戻る`, …: typing it runs the command), and at a
/// yes/no question the label of `yes` must not be a word for no, nor the
/// label of `no` a word for yes (`sim` would record `no`).
public enum LabelCheck {
  /// One choice's label as shown, and where it is written.
  public struct Label: Sendable {
    public var choice: String
    public var text: String
    public var location: SourceLocation
    /// Whether its own problems are reported here (a translation's English
    /// fallback is checked, against the others, but reported by the tree).
    public var reported: Bool

    public init(choice: String, text: String, location: SourceLocation, reported: Bool = true) {
      self.choice = choice
      self.text = text
      self.location = location
      self.reported = reported
    }
  }

  /// The problems of `labels` (one per choice of `question`), for people
  /// answering in each of `languages` (English words always count).
  public static func problems(
    _ labels: [Label], of question: Question, languages: [Language]
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    func error(_ message: Message, _ label: Label) {
      diagnostics.append(Diagnostic(.error, message, at: label.location, sourceLine: nil))
    }
    let keys = labels.map { $0.text.trimmingWhitespace.lowercased() }
    for (index, label) in labels.enumerated() {
      let key = keys[index]
      guard label.reported, !key.isEmpty else { continue }
      // A pair is reported once: at the later label, or at the one that
      // is reported here.
      if let other = labels.indices.first(where: { $0 != index && keys[$0] == key }),
        other < index || !labels[other].reported
      {
        error(
          // Translators: {1} and {2} are choice ids, {3} a question id, {4} the label they share.
          Message(
            "choices '{1}' and '{2}' of question '{3}' have the same label '{4}'; people could not choose between them",
            labels[other].choice, label.choice, question.id, PlainText.inline(label.text)), label)
        continue
      }
      if question.choice("yes") != nil, question.choice("no") != nil,
        label.choice == "yes" || label.choice == "no"
      {
        let opposite = label.choice == "yes" ? "no" : "yes"
        let flips = languages.contains { language in
          let words = AnswerWords.accepted(in: language)
          return AnswerWords.matches(key, opposite == "no" ? words.no : words.yes)
        }
        if flips {
          error(
            // Translators: {1} is a label, {2} a choice id, {3} a question id, {4} the answer the
            // label means when typed (yes or no: ids, never translated).
            Message(
              "the label '{1}' of choice '{2}' of question '{3}' is a word for '{4}'; typing it would record the opposite answer",
              PlainText.inline(label.text), label.choice, question.id, opposite), label)
          continue
        }
      }
      if let other = question.choices.first(where: {
        $0.id != label.choice && $0.id.lowercased() == key
      }) {
        error(
          // Translators: {1} is a label, {2} the choice it labels, {3} a question id, {4} another
          // choice of that question whose id the label is.
          Message(
            "the label '{1}' of choice '{2}' of question '{3}' is the id of choice '{4}'; typing it would choose '{4}'",
            PlainText.inline(label.text), label.choice, question.id, other.id), label)
        continue
      }
      if let command = languages.lazy.compactMap({ WizardCommand(typed: key, language: $0) }).first
      {
        error(
          // Translators: {1} is a label, {2} a choice id, {3} a question id, {4} a command typed at
          // the prompt (help, back, answers, restart, quit: the English names, never translated).
          Message(
            "the label '{1}' of choice '{2}' of question '{3}' is the command '{4}'; typing it would run the command instead of choosing",
            PlainText.inline(label.text), label.choice, question.id, command.rawValue), label)
        continue
      }
    }
    return diagnostics
  }
}
