import WizardCore

/// Carries out a ``RunPlanner``'s steps: at the prompt (libedit on a
/// terminal, lines from a pipe) and on standard output and error. It
/// decides nothing: what to ask, keep and write is the planner's.
public final class TerminalRun {
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

  public func perform(_ step: RunStep) -> StepReply {
    switch step {
    case .diagnose(let diagnostics):
      printer.print(diagnostics)
    case .inform(let text):
      console.write(text, to: .error)
    case .say(let text):
      asking.wizard.say(text)
    case .missing(let missing):
      printer.print(missing.diagnostic)
      console.write(missing.details, to: .error)
    case .nameTask(let fallback):
      return reply(asking.wizard.askTaskName(fallback: fallback), StepReply.name)
    case .walk(let request):
      let (ending, saving) = asking.walk(request)
      return .walked(ending, saving)
    case .review(let list, let notes):
      return reply(asking.wizard.review(list, notes: notes), StepReply.reviewed)
    case .offerFollowUp(let next, let decided, let answered, let canGoBack):
      return reply(
        asking.wizard.offerFollowUp(
          next, decided: decided, answered: answered, canGoBack: canGoBack), StepReply.followUp)
    case .save(let session, let pending, let useDefaults, var saving):
      asking.save(session, pending: pending, useDefaults: useDefaults, &saving)
      return .saved(saving)
    case .forget(let name):
      if let stateFolder {
        try? SessionStore(stateFolder: stateFolder).remove(name)
      }
    case .deliver(let delivery):
      return .delivered(deliver(delivery))
    case .resumeHint(let name):
      tellHowToResume(name)
    case .stopped(let notice):
      let onTerminal = interview?.onTerminal ?? false
      interview?.close()
      // After Ctrl-C or Ctrl-D the cursor may be mid-line; the plain
      // reader has ended its line already.
      if notice.stop != .quit, onTerminal { console.write("\n", to: stream) }
      asking.wizard.say(notice.message)
      if let name = notice.resume { tellHowToResume(name) }
    }
    return .done
  }

  /// A prompt's answer, or `.stopped` (the terminal given back first).
  private func reply<Value>(
    _ result: Result<Value, Wizard.StopError>, _ make: (Value) -> StepReply
  ) -> StepReply {
    switch result {
    case .success(let value): return make(value)
    case .failure(let stop):
      interview?.close()
      return .stopped(stop.stop)
    }
  }

  /// Where the conversation goes.
  private var stream: Console.Stream { interview?.stream ?? .error }

  /// The resume command on a line of its own, never wrapped.
  private func tellHowToResume(_ name: String) {
    console.write(
      language.tr("Go on with:") + "\n  hig-wizard resume \(ShellQuote.session(name))\n", to: stream)
  }

  private func deliver(_ delivery: Delivery) -> DeliveryEnd {
    let report = delivery.make(delivery.format)
    let text = render(
      report, as: delivery.format, brief: delivery.brief,
      onTerminal: delivery.output == nil && console.isTerminal(.output))
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
          language.tr("{1} Saved in {2}.", report.headline, PlainText.inline(path)))
        return .written
      case .success(.skipped):
        interview.wizard.say(
          language.tr("{1} The report is above; it was not saved.", report.headline))
        return .written
      case .success(.notSaved):
        // The answers stay for resume: the file asked for was not written.
        interview.wizard.say(
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
    console.write(language.tr("wrote {1} ({2})", PlainText.inline(output), what) + "\n", to: .error)
    return .written
  }

  /// The report's text as UTF-8.
  private func render(_ report: Report, as format: ReportFormat, brief: Bool, onTerminal: Bool)
    -> [UInt8]
  {
    switch format {
    case .markdown: return MarkdownReport.utf8(report, brief: brief)
    case .json: return Array(JSONReport.render(report).utf8)
    case .text:
      return Array(
        TextLayout(
          width: onTerminal ? console.width(.output) : nil,
          color: onTerminal && console.usesColor(.output)
        ).render(TextReport.lines(report, brief: brief)).utf8)
    }
  }
}
