import WizardCore

/// The terminal's ``FrontEnd``: asks at the prompt (libedit on a terminal,
/// lines from a pipe), writes on standard output and error, and keeps the
/// session files. It decides nothing: what to ask, keep and write is the
/// planner's.
public final class TerminalRun: FrontEnd {
  let console: Console
  var language: Language { console.language }
  let stateFolder: String?
  /// Made at the first step that asks (it takes over the terminal and
  /// the signals), or handed over by the tree menu.
  private var interview: Interview?
  private var printer: DiagnosticPrinter { DiagnosticPrinter(console: console) }

  public init(console: Console, stateFolder: String?, interview: Interview? = nil) {
    self.console = console
    self.stateFolder = stateFolder
    self.interview = interview
  }

  deinit { interview?.close() }

  private var asking: Interview {
    if let interview { return interview }
    let made = Interview(console: console, stateFolder: stateFolder)
    interview = made
    return made
  }

  public func diagnose(_ diagnostics: [Diagnostic]) { printer.print(diagnostics) }

  public func inform(_ text: String) { console.write(text, to: .error) }

  public func say(_ text: String) { asking.wizard.say(text) }

  public func missing(_ missing: MissingAnswers) {
    printer.print(missing.diagnostic)
    console.write(missing.details(in: console.language), to: .error)
  }

  public func nameTask(fallback: String) throws(ConversationStop) -> String? {
    try reply(asking.wizard.askTaskName(fallback: fallback))
  }

  public func walk(_ request: WalkRequest, changed: (Session, _ typed: Bool) -> Void)
    -> WalkEnding
  {
    asking.walk(request, changed: changed)
  }

  public func review(_ list: AnswerList, notes: [String]) throws(ConversationStop) -> ReviewReply {
    try reply(asking.wizard.review(list, notes: notes))
  }

  public func offerFollowUp(next: Tree, decided: Session, answered: [Session], canGoBack: Bool)
    throws(ConversationStop) -> FollowUpReply
  {
    try reply(
      asking.wizard.offerFollowUp(next, decided: decided, answered: answered, canGoBack: canGoBack))
  }

  public var keepsSessions: Bool { stateFolder != nil }

  public func store(_ saved: SavedSession, isNew: Bool) throws(FileSystem.Failure) -> String? {
    try asking.store(saved, isNew: isNew)
  }

  public func forget(_ name: String) {
    if let interview { return interview.forget(name) }
    if let stateFolder {
      try? SessionStore(stateFolder: stateFolder).remove(name)
    }
  }

  public func deliver(_ delivery: Delivery) -> DeliveryEnd { deliverReport(delivery) }

  public func resumeHint(_ name: String) { tellHowToResume(name) }

  public func stopped(_ notice: StopNotice) {
    let onTerminal = interview?.onTerminal ?? false
    interview?.close()
    // After Ctrl-C or Ctrl-D the cursor may be mid-line; the plain
    // reader has ended its line already.
    if notice.stop != .quit, onTerminal { console.write("\n", to: stream) }
    asking.wizard.say(notice.message)
    if let name = notice.resume { tellHowToResume(name) }
  }

  /// A prompt's answer, or its stop (the terminal given back first).
  private func reply<Value>(_ result: Result<Value, Wizard.StopError>) throws(ConversationStop)
    -> Value
  {
    switch result {
    case .success(let value): return value
    case .failure(let stop):
      interview?.close()
      throw stop.stop
    }
  }

  /// Where the conversation goes.
  private var stream: Console.Stream { interview?.stream ?? .error }

  /// The resume command on a line of its own, never wrapped.
  private func tellHowToResume(_ name: String) {
    console.write(
      language.tr("Go on with:") + "\n  hig-wizard resume \(ShellQuote.session(name))\n", to: stream
    )
  }

  /// Writes the report, then, with `--record`, the decision's record.
  private func deliverReport(_ delivery: Delivery) -> DeliveryEnd {
    let end = writeReport(delivery)
    guard end == .written, let folder = delivery.record else { return end }
    return record(delivery, in: folder)
  }

  /// Records the delivered decision in `folder`; a failure is an error (the
  /// report is out, the record is not), and an existing record untouched.
  private func record(_ delivery: Delivery, in folder: String) -> DeliveryEnd {
    let report = delivery.make(.json)
    guard let record = DecisionRecord(report: report, date: DecisionRecord.date(System.now()))
    else {
      printer.print(
        Diagnostic(
          .error,
          Message(
            "a conditional recommendation is not recorded; answer the questions answered 'unsure' to record the decision"
          )))
      return .failed
    }
    let path: String
    do {
      path = try record.write(into: folder)
    } catch {
      printer.print(Diagnostic(.error, error.description(in: language)))
      return .failed
    }
    let line = language.tr("Decision recorded in {1}.", PlainText.inline(path))
    if delivery.offersSave, let interview {
      interview.wizard.say(line)
    } else {
      console.write(line + "\n", to: .error)
    }
    return .written
  }

  private func writeReport(_ delivery: Delivery) -> DeliveryEnd {
    let report = delivery.make(delivery.format)
    let text = render(
      report, as: delivery.format, brief: delivery.brief,
      onTerminal: delivery.output == nil && console.isTerminal(.output),
      toStandardOutput: delivery.output == nil)
    guard let output = delivery.output else {
      console.write(bytes: text)
      // Not delivered: the session stays (the error is told on the way out).
      if console.outputFailure != nil { return .failed }
      guard delivery.offersSave, let interview else { return .written }
      // The file's format follows the name typed, as with --output.
      let offer = interview.wizard.offerToSave(
        kind: "Markdown", suggested: FileName.slug(report.title, fallback: report.treeID) + ".md",
        canChangeAnswers: delivery.canChangeAnswers, answered: delivery.answered
      ) { path in
        let format = ReportFormat.forFile(path)
        let text = render(
          delivery.make(format), as: format, brief: delivery.brief, onTerminal: false)
        return String(decoding: text, as: UTF8.self)
      }
      switch offer {
      case .success(.back): return .back
      case .success(.restart): return .restart
      case .success(.saved(let path)):
        interview.wizard.say(
          // Translators: {1} is the result in one sentence ("Recommendation: <the outcome's title>."), {2} the
          // file the report was saved in.
          language.tr("{1} Saved in {2}.", report.headline, PlainText.inline(path)))
        return .written
      case .success(.skipped):
        interview.wizard.say(
          // Translators: {1} is the result in one sentence ("Recommendation: <the outcome's title>.").
          language.tr("{1} The report is above; it was not saved.", report.headline))
        return .written
      case .success(.notSaved):
        // The answers stay for resume: the file asked for was not written.
        interview.wizard.say(
          // Translators: {1} is the result in one sentence ("Recommendation: <the outcome's title>.").
          language.tr("{1} The report is above; it could not be saved.", report.headline))
        return .failed
      case .failure(let stop):
        interview.close()
        return .stopped(stop.stop)
      }
    }
    do {
      try FileSystem.writeAtomically(text, to: output)
    } catch {
      printer.print(Diagnostic(.error, error.description(in: language)))
      return .failed
    }
    let what = report.branches.isEmpty ? report.outcome.id : language.tr("conditional")
    // Translators: {1} is the file written, {2} the outcome's id or the word for "conditional".
    console.write(language.tr("wrote {1} ({2})", PlainText.inline(output), what) + "\n", to: .error)
    return .written
  }

  /// The report's text as UTF-8, from the format's renderer; text is laid
  /// out for the terminal when it goes to one, and coloured when it goes to
  /// standard output and ``Console/usesColor(_:)`` says so (`--color
  /// always` through a pipe, say); a file is never coloured.
  private func render(
    _ report: Report, as format: ReportFormat, brief: Bool, onTerminal: Bool,
    toStandardOutput: Bool = false
  ) -> [UInt8] {
    let console = console
    let layout = { (lines: [TextLine]) in
      TextLayout(
        width: onTerminal ? console.width(.output) : nil,
        color: toStandardOutput && console.usesColor(.output)
      ).render(lines)
    }
    return ReportRenderers.render(
      report, as: format, options: RenderOptions(brief: brief, layout: layout))
  }
}
