import WizardCore

/// The question-and-answer loop at a prompt: asks each question of a session,
/// reads the replies, and runs the commands (help, back, answers, restart,
/// quit). Everything it shows is wrapped to the terminal and free of control
/// characters; what it reads comes from a ``LineReader``.
public final class Wizard {
  private let reader: LineReader
  private let console: Console
  private var language: Language { console.language }
  private let stream: Console.Stream
  /// Measured for every message, so that a resized terminal wraps right.
  private var layout: TextLayout {
    TextLayout(
      width: console.isTerminal(stream) ? console.width(stream) : nil,
      color: console.usesColor(stream))
  }
  private var shownCommands = false

  /// - Parameter stream: where the conversation goes (the terminal's stream).
  public init(reader: LineReader, console: Console, stream: Console.Stream) {
    self.reader = reader
    self.console = console
    self.stream = stream
  }

  /// What was said since the current question was put: a terminal draws
  /// it again after the program was stopped (Ctrl-Z) and continued.
  private var onScreen = ""

  /// Shows paragraphs, wrapped.
  public func say(_ lines: [TextLine]) {
    let text = layout.render(lines)
    console.write(text, to: stream)
    onScreen += text
  }

  private func ask(prompt: String, completions: [String]) -> LineInput {
    reader.read(prompt: prompt, completions: completions, shown: onScreen)
  }

  public func say(_ text: String, indent: Int = 0, style: TextLine.Style = .plain) {
    say([TextLine(PlainText.inline(text), style: style, indent: indent)])
  }

  /// Walks `session` to an outcome.
  /// - Parameters:
  ///   - known: the answers known before asking (from `--answer`, say),
  ///     taken without asking when the walk moves forward to their
  ///     questions, in the engine's order (``Session/advance(with:)``).
  ///     After `back`, the question is asked even so.
  ///   - changed: called after every answer, `back` and `restart`, with the
  ///     session as it now is (to save it), and whether it was typed.
  ///   - askFirst: ask the first question even when its answer is known
  ///     (the walk reopens it, as after `back`).
  ///   - reopening: the answer the first question had before it was
  ///     reopened: shown as the default, and kept by Enter.
  ///   - takesUnsure: whether `unsure` is an answer here (not in a
  ///     follow-up decision, which is taken on one path).
  public func walk(
    _ start: Session, known: KnownAnswers, askFirst: Bool = false,
    reopening: Session.Step? = nil, takesUnsure: Bool = true,
    earlier: [Session] = [], canBackOut: Bool = false,
    changed: (Session, _ typed: Bool) -> Void
  ) -> WalkEnding {
    var session = start
    var askEvenIfKnown = askFirst
    var current = askFirst ? reopening : nil
    while true {
      if !askEvenIfKnown {
        let before = session.steps.count
        let next = session.advance(with: known)
        if session.steps.count != before { changed(session, false) }
        switch next {
        case .ask: break
        case .fork(let question): return .unsure(session, question)
        case .outcome: return .finished(session)
        }
      }
      guard let asked = session.currentQuestion else { return .finished(session) }
      // A reopened answer is the default: Enter keeps it.
      let kept = current.flatMap { $0.questionID == asked.id ? $0 : nil }
      var question = asked
      if let kept { question.defaultChoice = kept.choiceID }
      current = nil
      show(question, in: session, takesUnsure: takesUnsure)
      var replied = false
      while !replied {
        let input = ask(prompt: "> ", completions: completions(for: question, takesUnsure))
        let line: String
        switch input {
        case .line(let text): line = text
        case .endOfInput: return .stopped(session, .endOfInput)
        case .interrupted(let number): return .stopped(session, .signal(number))
        }
        switch Reply.interpret(line, for: question, language: language, takesUnsure: takesUnsure) {
        case .choice(let choice, var source):
          // Enter on a reopened answer keeps it as it was.
          if let kept, source == .defaulted, choice == kept.choiceID { source = kept.source }
          do {
            try session.answer(choice, source: source)
          } catch {
            continue
          }
          changed(session, true)
          askEvenIfKnown = false
          replied = true
        case .command(.help):
          explain(question)
        case .command(.back):
          // Facts carried from the decision before are not asked here.
          let asked = session.steps.contains { $0.source != .carried }
          if !asked, canBackOut { return .backedOut(session) }
          guard asked, let previous = session.back() else {
            say(language.tr("This is the first question: there is nothing to take back."))
            continue
          }
          current = previous
          changed(session, true)
          askEvenIfKnown = true
          replied = true
        case .command(.answers):
          showAnswers(earlier + [session])
        case .command(.restart):
          switch confirmRestart() {
          case .success(true):
            let fresh = Session(tree: session.tree)
            changed(fresh, true)
            return .restarted(fresh)
          case .success(false):
            show(question, in: session, takesUnsure: takesUnsure)
          case .failure(let error):
            return .stopped(session, error.stop)
          }
        case .command(.quit):
          return .stopped(session, .quit)
        case .unsure:
          return .unsure(session, question)
        case .invalid(let invalid):
          say(
            Wizard.complaint(
              invalid, question: question, language: language, takesUnsure: takesUnsure))
        }
      }
    }
  }

  /// The progress line, the question and its choices.
  private func show(_ question: Question, in session: Session, takesUnsure: Bool) {
    onScreen = ""
    let number = session.steps.count + 1
    let most = session.steps.count + session.remainingAtMost
    var lines = [
      TextLine(""),
      TextLine(
        // Translators: the line above each question: {1} is the tree's title, {2} the question's
        // number, {3} the most questions the tree can still ask.
        language.tr(
          "{1} · question {2} of at most {3}", PlainText.inline(session.tree.title), "\(number)",
          "\(most)"),
        style: .heading),
    ]
    let listed = Wizard.listsChoices(question, language: language)
    lines.append(
      TextLine(
        PlainText.inline(question.prompt)
          + (listed ? "" : "  " + Wizard.hint(for: question, language: language))))
    if listed {
      for (index, choice) in question.choices.enumerated() {
        let mark = choice.id == question.defaultChoice ? " " + language.tr("(Enter)") : ""
        lines.append(
          TextLine(
            "\(index + 1)) \(PlainText.inline(choice.label)) [\(choice.id)]\(mark)", indent: 2,
            hanging: 3))
      }
    }
    if !shownCommands {
      shownCommands = true
      // `unsure` is offered only where it is taken.
      lines.append(
        TextLine(
          takesUnsure
            // Translators: the prompt's help line. {1} is the word for "unsure" this language's
            // prompt takes (unsure, não sei, わからない, не знаю). ? and the commands back,
            // answers, restart and quit are typed: write the words this language's prompt takes
            // (voltar, respostas, recomeçar, sair; 戻る, 回答, やり直す, 終了; назад, ответы, заново, выход),
            // and keep the English ones too, which always work.
            ? language.tr(
              "Type an answer (or its number or first letters; Tab completes; {1} if you cannot say yes or no), ? for why this is asked, back, answers, restart or quit.",
              AnswerWords.of(language).unsure[0])
            // Translators: the prompt's help line. ? and the commands back, answers, restart and
            // quit are typed: write the words this language's prompt takes (voltar, respostas,
            // recomeçar, sair; 戻る, 回答, やり直す, 終了; назад, ответы, заново, выход), and keep the
            // English ones too, which always work.
            : language.tr(
              "Type an answer (or its number or first letters; Tab completes), ? for why this is asked, back, answers, restart or quit."
            )))
    }
    say(lines)
  }

  /// Choices are listed one per line, numbered, when their labels say more
  /// than their ids.
  static func listsChoices(_ question: Question, language: Language) -> Bool {
    // Labels that are only the yes and no words of the language ("Sim",
    // "はい") say no more than the hint; longer ones ("No, discard the
    // draft") are listed.
    if isYesNo(question) {
      let words = AnswerWords.accepted(in: language)
      return !question.choices.allSatisfy { choice in
        let label = choice.label.lowercased()
        return label == choice.id
          || AnswerWords.matches(label, choice.id == "yes" ? words.yes : words.no)
      }
    }
    return question.choices.contains { $0.label.lowercased() != $0.id.lowercased() }
  }

  static func isYesNo(_ question: Question) -> Bool {
    Set(question.choices.map(\.id)) == ["yes", "no"]
  }

  /// `[y/N]` in the current language: the short words, the default's in
  /// capitals, or named in words where the language has no letters for them.
  static func yesNoHint(defaultYes: Bool?, language: Language) -> String {
    let words = AnswerWords.of(language)
    let yes = words.yes[0]
    let no = words.no[0]
    if words.lettered {
      return
        "[\(defaultYes == true ? yes.uppercased() : yes)/\(defaultYes == false ? no.uppercased() : no)]"
    }
    guard let defaultYes else { return "[\(yes)/\(no)]" }
    // Translators: inside the yes/no hint ("[y/n, Enter = y]"); {1} is the short form of the answer
    // Enter gives.
    return "[\(yes)/\(no), " + language.tr("Enter = {1}", defaultYes ? yes : no) + "]"
  }

  /// The answers in brackets, the default marked: `[y/N]`, `[ipad/iphone]`.
  public static func hint(for question: Question, language: Language) -> String {
    let ids = question.choices.map(\.id)
    if isYesNo(question) {
      return yesNoHint(defaultYes: question.defaultChoice.map { $0 == "yes" }, language: language)
    }
    if listsChoices(question, language: language) {
      var range = "[1-\(ids.count)"
      if let choice = question.defaultChoice, let index = ids.firstIndex(of: choice) {
        range += ", " + language.tr("Enter = {1}", "\(index + 1)")
      }
      return range + "]"
    }
    let list = ids.joined(separator: "/")
    guard let choice = question.defaultChoice else { return "[\(list)]" }
    return "[\(list), " + language.tr("Enter = {1}", choice) + "]"
  }

  private func completions(for question: Question, _ takesUnsure: Bool) -> [String] {
    let words = AnswerWords.of(language)
    var completions: [String] = question.choices.map(\.id)
    completions += question.choices.map(\.label)
    if Wizard.isYesNo(question), language != .en {
      completions += [words.yes[1], words.no[1]]
    }
    if takesUnsure, Resolution.allowsUnsure(question) {
      completions += [words.unsure[0], Resolution.unsure]
    }
    completions += WizardCommand.allCases.map(\.rawValue)
    completions += WizardCommand.allCases.compactMap { $0.words(in: language).first }
    var seen: Set<String> = []
    return completions.filter { seen.insert($0).inserted }
  }

  private func explain(_ question: Question) {
    say([
      TextLine(PlainText.inline(question.help), indent: 2),
      TextLine(language.tr("Guideline: {1}", PlainText.inline(question.topic)), indent: 2),
    ])
  }

  /// The answers of each decision, under its tree's title when there are
  /// several.
  private func showAnswers(_ sessions: [Session]) {
    for session in sessions {
      if sessions.count > 1 { say(PlainText.inline(session.tree.title), indent: 2) }
      showAnswers(session)
    }
  }

  private func showAnswers(_ session: Session) {
    guard !session.steps.isEmpty else { return say(language.tr("No answers yet."), indent: 2) }
    say(answerLines(session))
  }

  /// `1. Which device is this task for? → iPad`, one line an answer.
  private func answerLines(_ session: Session) -> [TextLine] {
    var lines: [TextLine] = []
    for (index, step) in session.steps.enumerated() {
      guard let question = session.tree.question(step.questionID),
        let choice = question.choice(step.choiceID)
      else { continue }
      let marker: String
      switch step.source {
      case .defaulted: marker = " " + language.tr("(default)")
      // Answered `unsure`: this walk follows one of its branches.
      case .assumed: marker = " " + language.tr("(unsure: this branch assumes it)")
      default: marker = ""
      }
      lines.append(
        TextLine(
          "\(index + 1). \(PlainText.inline(question.prompt)) → \(PlainText.inline(choice.label))\(marker)",
          indent: 2, hanging: 3))
    }
    return lines
  }

  /// The answers of a review, numbered across the decisions, under each
  /// tree's title when there are several.
  private func answerLines(_ list: AnswerList) -> [TextLine] {
    var lines: [TextLine] = []
    var number = 0
    for group in list.groups where !group.items.isEmpty {
      if list.groups.count > 1 {
        lines.append(TextLine(PlainText.inline(group.title), indent: 2))
      }
      for item in group.items {
        number += 1
        let marker =
          item.unsure || item.source != .defaulted ? "" : " " + language.tr("(default)")
        let start = "\(number). "
        lines.append(
          TextLine(
            start + "\(PlainText.inline(item.prompt)) → \(PlainText.inline(item.label))\(marker)",
            indent: list.groups.count > 1 ? 4 : 2, hanging: start.count))
      }
    }
    return lines
  }

  /// Lists the answers, numbered, before the report, after `notes` (answers
  /// dropped by a change, say). Enter goes on; a number reopens that answer;
  /// `back` reopens the last one.
  public func review(_ list: AnswerList, notes: [String]) -> Result<ReviewReply, StopError> {
    onScreen = ""
    var lines = [TextLine("")] + notes.map { TextLine($0) }
    lines.append(TextLine(language.tr("Your answers:"), style: .heading))
    lines += answerLines(list)
    lines.append(
      TextLine(
        language.tr("Press Enter for the recommendation, or type a number to change that answer.")))
    say(lines)
    let count = list.count
    while true {
      let text: String
      switch ask(prompt: "> ", completions: WizardCommand.allCases.map(\.rawValue)) {
      case .line(let line): text = String(line.trimmingCharacters(equalTo: " "))
      case .endOfInput: return .failure(StopError(stop: .endOfInput))
      case .interrupted(let number): return .failure(StopError(stop: .signal(number)))
      }
      if text.isEmpty { return .success(.done) }
      if text.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(text), number >= 1,
        number <= count
      {
        return .success(.change(number - 1))
      }
      switch WizardCommand(typed: text, language: language) {
      case .quit?: return .failure(StopError(stop: .quit))
      case .back?: return .success(.change(count - 1))
      case .answers?: say(answerLines(list))
      case .restart?:
        switch confirmRestart() {
        case .success(true):
          return .success(.restart)
        case .success(false): break
        case .failure(let error): return .failure(error)
        }
      case .help?, nil:
        say(
          // Translators: {1} is the number of answers listed; "back" is the command typed at the
          // prompt: write the word this language's prompt takes (voltar, 戻る, назад).
          language.tr(
            "Type 1-{1} to change that answer (back: the last one), or press Enter for the recommendation.",
            "\(count)"), indent: 2)
      }
    }
  }

  /// Why a reply was not taken, and what would be.
  static func complaint(
    _ invalid: InvalidReply, question: Question, language: Language, takesUnsure: Bool = true
  ) -> String {
    let words = AnswerWords.of(language)
    var allowed = question.choices.map(\.id)
    if isYesNo(question), language != .en {
      allowed = question.choices.map { $0.id == "yes" ? words.yes[1] : words.no[1] }
    }
    let count = allowed.count
    // `unsure` is named wherever it is taken.
    if takesUnsure, Resolution.allowsUnsure(question) { allowed.append(words.unsure[0]) }
    // Translators: {1} is the answers this question takes, already joined with "or" (labels, and
    // the word for unsure); {2} the number of choices.
    let answer = language.tr(
      "Answer {1} (or 1-{2}), or ? for why this is asked.", language.trList(allowed, or: true),
      "\(count)")
    switch invalid {
    case .unsureNotTaken:
      // Translators: {1} is the word for unsure as typed; {2} the answers the question takes,
      // already joined with "or".
      return language.tr(
        "'{1}' is not taken in a follow-up decision, which follows one path: answer {2}.",
        words.unsure[0], language.trList(allowed, or: true))
    case .empty:
      return language.tr("This question has no default.") + " " + answer
    case .unknown(let text):
      return language.tr("'{1}' is not an answer here.", PlainText.excerpt(text)) + " " + answer
    case .ambiguous(let text, let candidates):
      // Translators: {1} is what was typed; {2} the answers it could be, already joined with "or".
      return language.tr(
        "'{1}' could be {2}: type more of it.", PlainText.excerpt(text),
        language.trList(candidates, or: true))
    }
  }

  /// Asks which tree to walk. Nil when the person stops instead (the reason
  /// in `stop`).
  public func chooseTree(_ trees: [Tree]) -> Result<Tree, StopError> {
    onScreen = ""
    // One line a tree; `?` shows what each decides.
    var lines = [TextLine(language.tr("Which decision do you need?"), style: .heading)]
    for (index, tree) in trees.enumerated() {
      lines.append(
        TextLine(
          "\(index + 1)) \(PlainText.inline(tree.title)) [\(tree.id)]", indent: 2, hanging: 3))
    }
    lines.append(TextLine(language.tr("Type ? to see what each decides."), indent: 2))
    say(lines)
    let ids = trees.map(\.id)
    while true {
      let input = ask(
        prompt: (trees.count == 1 ? "[1, " : "[1-\(trees.count), ")
          + language.tr("Enter = {1}", "1")
          + "]> ",
        completions: ids + WizardCommand.allCases.map(\.rawValue)
          + WizardCommand.allCases.compactMap { $0.words(in: language).first })
      let line: String
      switch input {
      case .line(let text): line = text
      case .endOfInput: return .failure(StopError(stop: .endOfInput))
      case .interrupted(let number): return .failure(StopError(stop: .signal(number)))
      }
      // Read as a question's reply is: the commands of every prompt, in
      // English and in the language, then a tree.
      switch MenuReply.interpret(line, trees: trees, language: language) {
      case .tree(let index): return .success(trees[index])
      case .command(.quit): return .failure(StopError(stop: .quit))
      case .command(.back), .command(.answers), .command(.restart):
        say(
          // Translators: {1} is the number of trees offered; {2} is the word for the command quit
          // in this language (sair, 終了, выход).
          language.tr(
            "No decision is chosen yet, so there are no answers: type 1-{1}, or {2}.",
            "\(trees.count)", WizardCommand.quit.words(in: language).first ?? "quit"), indent: 2)
      case .command(.help):
        var summaries: [TextLine] = []
        for (index, tree) in trees.enumerated() {
          summaries.append(
            TextLine(
              "\(index + 1)) \(PlainText.inline(tree.title)) [\(tree.id)]", indent: 2,
              hanging: 3))
          summaries.append(TextLine(PlainText.inline(tree.summary), indent: 5))
        }
        say(summaries)
      case .unknown(let text):
        say(
          // Translators: {1} is what was typed, {2} the number of trees offered, {3} their ids,
          // already joined.
          language.tr(
            "'{1}' names no tree here. Type 1-{2} or one of: {3}.", PlainText.inline(text),
            "\(trees.count)", ids.joined(separator: ", ")),
          indent: 0)
      }
    }
  }

  /// Shows what was decided, then offers the next decision. Enter or yes
  /// takes it, no (or the end of piped input) skips it; `?` tells what it
  /// decides, `answers` lists the answers so far, `back` (when
  /// `canGoBack`) reopens the last question; `quit` and signals stop.
  public func offerFollowUp(
    _ next: Tree, decided: Session, answered: [Session], canGoBack: Bool
  ) -> Result<FollowUpReply, StopError> {
    onScreen = ""
    var lines = [TextLine("")]
    if let outcome = decided.outcome {
      lines.append(
        TextLine(
          // Translators: a decision taken in a chain: {1} is the tree's title, {2} the outcome's
          // title.
          language.tr(
            "{1}: {2}.", PlainText.inline(decided.tree.title), PlainText.inline(outcome.title)),
          style: .heading))
    }
    lines.append(
      TextLine(
        // Translators: {1} is the follow-up tree's title, {2} its id.
        language.tr(
          "Next decision: {1} ({2}). Go on with it?", PlainText.inline(next.title), next.id)
          + "  " + Wizard.yesNoHint(defaultYes: true, language: language)))
    say(lines)
    let words = AnswerWords.accepted(in: language)
    let commands = WizardCommand.allCases.map(\.rawValue)
    while true {
      let text: String
      switch ask(prompt: "> ", completions: [words.yes[1], words.no[1]] + commands) {
      case .line(let line): text = line.trimmingCharacters(equalTo: " ").lowercased()
      case .endOfInput:
        console.write("\n", to: stream)
        return .success(.skip)
      case .interrupted(let number):
        console.write("\n", to: stream)
        return .failure(StopError(stop: .signal(number)))
      }
      if text.isEmpty || AnswerWords.matches(text, words.yes) { return .success(.go) }
      if AnswerWords.matches(text, words.no) { return .success(.skip) }
      switch WizardCommand(typed: text, language: language) {
      case .quit?: return .failure(StopError(stop: .quit))
      case .help?: say(PlainText.inline(next.summary), indent: 2)
      case .answers?:
        showAnswers(answered)
      case .back? where canGoBack: return .success(.back)
      case .restart? where canGoBack:
        switch confirmRestart() {
        case .success(true): return .success(.restart)
        case .success(false):
          say(
            language.tr(
              "Next decision: {1} ({2}). Go on with it?", PlainText.inline(next.title), next.id))
        case .failure(let error): return .failure(error)
        }
      case .back?, .restart?:
        say(
          // Translators: {1} and {2} are the short forms of yes and no this language's prompt takes
          // (s/n, はい/いいえ, д/н); "quit" is the command: write the word this language's prompt takes
          // (sair, 終了, выход).
          language.tr(
            "The answers can no longer be changed here: answer {1} or {2}, or quit.",
            words.yes[0], words.no[0]), indent: 2)
      case nil:
        // Translators: {1} and {2} are the short forms of yes and no this language's prompt takes
        // (s/n); {3} is the word for yes (Enter gives it).
        say(language.tr("Answer {1} or {2} (Enter: {3}).", words.yes[0], words.no[0], words.yes[1]))
      }
    }
  }

  /// Asks for a short name of the task, which titles the report and names
  /// its file. Enter keeps `fallback` (nil is returned then); `quit`, Ctrl-D
  /// and signals stop.
  public func askTaskName(fallback: String) -> Result<String?, StopError> {
    onScreen = ""
    say([
      TextLine(""),
      TextLine(
        // Translators: {1} is the title Enter gives (the tree's title).
        language.tr(
          "Name the task in a few words: it titles the report and names its file (Enter: {1}).",
          PlainText.inline(fallback))),
    ])
    while true {
      let input = ask(prompt: "> ", completions: WizardCommand.allCases.map(\.rawValue))
      let text: String
      switch input {
      case .line(let line): text = String(line.trimmingCharacters(equalTo: " "))
      case .endOfInput: return .failure(StopError(stop: .endOfInput))
      case .interrupted(let number): return .failure(StopError(stop: .signal(number)))
      }
      if text.isEmpty { return .success(nil) }
      switch WizardCommand(typed: text, language: language) {
      case .quit?: return .failure(StopError(stop: .quit))
      case .help?:
        say(
          language.tr(
            "For example: Photo filters, or Share a playlist. The questions come next; --title names the task without asking."
          ), indent: 2)
        continue
      case .some:
        say(
          // Translators: {1} is the title Enter gives (the tree's title).
          language.tr("There are no answers yet: type a name, or press Enter for {1}.", fallback),
          indent: 2)
        continue
      case nil: break
      }
      let name = PlainText.inline(text)
      guard LineBreaking.columns(name) <= 80 else {
        say(language.tr("A short name, please: at most 80 columns."), indent: 2)
        continue
      }
      return .success(name)
    }
  }

  /// `restart` at any prompt: asks first (Enter keeps the answers), and
  /// says so when it goes ahead.
  private func confirmRestart() -> Result<Bool, StopError> {
    let answer = confirm(
      language.tr("Start again from the first question, forgetting every answer?"),
      defaultYes: false)
    if case .success(true) = answer { say(language.tr("Starting again from the first question.")) }
    return answer
  }

  /// Asks a yes-or-no question; Enter takes `defaultYes`. The end of input
  /// counts as no.
  public func confirm(_ question: String, defaultYes: Bool = true) -> Result<Bool, StopError> {
    onScreen = ""
    say([
      TextLine(""),
      TextLine(
        PlainText.inline(question) + "  "
          + Wizard.yesNoHint(defaultYes: defaultYes, language: language)),
    ])
    let words = AnswerWords.accepted(in: language)
    while true {
      switch ask(prompt: "> ", completions: [words.yes[1], words.no[1]]) {
      case .line(let line):
        let typed = line.trimmingCharacters(equalTo: " ").lowercased()
        if typed.isEmpty { return .success(defaultYes) }
        if AnswerWords.matches(typed, words.yes) { return .success(true) }
        if AnswerWords.matches(typed, words.no) { return .success(false) }
        // `quit` stops here as at every prompt.
        if WizardCommand(typed: typed, language: language) == .quit {
          return .failure(StopError(stop: .quit))
        }
        say(
          language.tr(
            "Answer {1} or {2} (Enter: {3}).", words.yes[0], words.no[0],
            defaultYes ? words.yes[1] : words.no[1]))
      case .endOfInput:
        console.write("\n", to: stream)
        return .success(false)
      case .interrupted(let number):
        console.write("\n", to: stream)
        return .failure(StopError(stop: .signal(number)))
      }
    }
  }

  public struct StopError: Error, Sendable {
    public var stop: ConversationStop
  }

  /// Offers to write the report to a file. Enter or yes takes `suggested`,
  /// no skips, a command is run (never taken for a file name), anything else
  /// is a file name: `render` makes the text for it (its format follows the
  /// name's extension), a folder is asked again, and an existing file is
  /// only replaced when the person says so. With `canChangeAnswers`, `back`
  /// and `restart` end the offer for the walk to go on. The end of input is
  /// a stop (`.endOfInput`), so that the answers can be kept.
  public func offerToSave(
    kind: String, suggested: String, canChangeAnswers: Bool = false, answered: [Session] = [],
    render: (String) -> String
  ) -> Result<SaveEnd, StopError> {
    onScreen = ""
    let words = AnswerWords.accepted(in: language)
    // Translators: {1} is the report's format ("Markdown"), {2} the file name Enter gives, {3} the
    // word for no this language's prompt takes (não, いいえ, нет).
    var question = language.tr(
      "Save this as {1}? [{2}] (or another file name, or {3})", kind, PlainText.inline(suggested),
      words.no[1])
    // After "do not replace" or a failed write, Enter skips instead.
    var fallback: String? = suggested
    // A write failed: giving up then is not a report delivered.
    var failedOnce = false
    var asks = true
    while true {
      if asks { say([TextLine(""), TextLine(question)]) }
      asks = true
      let path: String
      switch ask(prompt: "> ", completions: [suggested, words.no[1]]) {
      case .line(let line):
        switch SaveReply.interpret(line, language: language, home: FileSystem.home) {
        case .offered:
          guard let fallback else { return .success(failedOnce ? .notSaved : .skipped) }
          path = fallback
        case .declined:
          return .success(failedOnce ? .notSaved : .skipped)
        case .command(.quit):
          // As at every prompt: stop, the answers kept for resume.
          return .failure(StopError(stop: .quit))
        case .command(.help) where fallback == nil:
          say(question, indent: 2)
          asks = false
          continue
        case .command(.help):
          say(
            // Translators: {1} is the word for yes this language's prompt takes (sim, はい, да), {2}
            // the file name, {3} the word for no (não, いいえ, нет). .json, .txt and ~/ are typed as
            // they are.
            language.tr(
              "Enter or {1} saves {2}. Another file name saves there: .json gives JSON, .txt text, anything else Markdown, and ~/ is your home folder. {3} skips; Ctrl-D skips too and keeps your answers for resume.",
              words.yes[1], PlainText.inline(suggested), words.no[1]),
            indent: 2)
          asks = false
          continue
        case .command(.back) where canChangeAnswers:
          return .success(.back)
        case .command(.restart) where canChangeAnswers:
          switch confirmRestart() {
          case .success(true):
            return .success(.restart)
          case .success(false):
            continue
          case .failure(let error):
            return .failure(error)
          }
        case .command(.answers) where !answered.isEmpty:
          showAnswers(answered)
          continue
        case .command:
          say(
            language.tr(
              "The report is written, so answers are not changed here: the Reproduce line has them all, for a new run."
            ), indent: 2)
          asks = false
          continue
        case .file(let name):
          path = name
        }
      case .endOfInput:
        console.write("\n", to: stream)
        return .failure(StopError(stop: .endOfInput))
      case .interrupted(let number):
        console.write("\n", to: stream)
        return .failure(StopError(stop: .signal(number)))
      }
      if FileSystem.isDirectory(path) {
        let inside = (path.hasSuffix("/") ? path : path + "/") + suggested
        say(
          // Translators: {1} is the folder typed, {2} a file name inside it.
          language.tr(
            "{1} is a folder: type a file name, such as {2}.", PlainText.inline(path), inside),
          indent: 2)
        asks = false
        continue
      }
      // Translators: {1} is the word for no this language's prompt takes (não, いいえ, нет).
      question = language.tr(
        "Save it under another name? (a file name; Enter or {1} to skip)", words.no[1])
      fallback = nil
      if FileSystem.exists(path) {
        say(
          // Translators: {1} is a file name.
          language.tr("{1} already exists. Replace it?", PlainText.inline(path)) + " "
            + Wizard.yesNoHint(defaultYes: false, language: language))
        switch ask(prompt: "> ", completions: [words.yes[1], words.no[1]]) {
        case .line(let answer)
        where AnswerWords.matches(answer.trimmingCharacters(equalTo: " ").lowercased(), words.yes):
          break
        case .interrupted(let number):
          console.write("\n", to: stream)
          return .failure(StopError(stop: .signal(number)))
        default: continue
        }
      }
      do {
        try FileSystem.writeAtomically(Array(render(path).utf8), to: path)
        // The caller says where it went, with the recommendation, last.
        return .success(.saved(path))
      } catch {
        failedOnce = true
        // Translators: {1} is why (a whole message, "cannot write 'x.md': Permission denied").
        say(language.tr("Could not save: {1}.", PlainText.inline(error.description(in: language))))
      }
    }
  }
}
