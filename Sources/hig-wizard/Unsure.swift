import WizardCore
import WizardTerminal

extension RunCommand {
  /// Answers that include `unsure`: every branch is followed. What the
  /// branches still need is asked at the prompt (each question once, whatever
  /// branch it is on) or, without a prompt, listed; then the conditional
  /// report is written. When no question answered `unsure` is reached, the
  /// run is an ordinary one.
  func resolveUnsure(
    _ answers: Answers, entry: TreeCatalog.Entry, settings: ReportSettings,
    interview existing: Interview? = nil, saving existingSaving: Interview.Saving? = nil
  ) -> ExitCode {
    guard Resolution.unsureCount(answers) <= Resolution.maximumUnsure else {
      tool.printer.print(
        Diagnostic(
          .error,
          tr(
            "at most {1} questions can be answered 'unsure' in one run; answer the others yes or no",
            "\(Resolution.maximumUnsure)")))
      return .usage
    }
    var answers = answers
    var settings = settings
    var interview = existing
    var saving =
      existingSaving
      ?? Interview.Saving(
        name: nil, questionFolders: settings.folders, title: settings.title, enabled: false)
    // A branch walk saves nothing itself: the session keeps the walk up to
    // the first fork and every answer given, `unsure` ones included.
    var branchSaving = Interview.Saving(
      name: nil, questionFolders: settings.folders, title: settings.title, enabled: false)
    branchSaving.allowed = false
    while true {
      let resolution = Resolution.resolve(
        entry.tree, answers: answers, useDefaults: settings.useDefaults)
      guard let (session, question) = resolution.missing.first else {
        return report(
          resolution, answers: answers, entry: entry, settings: settings,
          interview: interview, saving: saving)
      }
      guard settings.interactive else {
        var seen: Set<String> = []
        let missing = resolution.missing.map(\.question).filter { seen.insert($0.id).inserted }
        reportUnsureMissing(
          missing,
          headline:
            tr(
              "with 'unsure', every branch needs its answers; these questions are needed on at least one branch"
            )
        )
        return .incomplete
      }
      let asking = interview ?? Interview(console: console, stateFolder: tool.stateFolder)
      interview = asking
      let assumed = assumptions(session)
      if !assumed.isEmpty {
        asking.wizard.say(tr("If {1}: '{2}' is needed on this branch.", assumed, question.id))
      }
      let ending = asking.walk(
        session, pregiven: answers, useDefaults: settings.useDefaults, saving: &branchSaving)
      switch ending {
      case .finished(let walked):
        merge(walked, into: &answers)
      case .unsure(let walked, let next):
        merge(walked, into: &answers)
        if Resolution.unsureCount(answers) < Resolution.maximumUnsure {
          answers[next.id] = Resolution.unsure
        } else {
          asking.wizard.say(
            tr(
              "At most {1} questions can be answered 'unsure': answer this one yes or no.",
              "\(Resolution.maximumUnsure)")
          )
        }
      case .stopped(let walked, _):
        merge(walked, into: &answers)
      case .restarted:
        // Every answer goes, `unsure` ones and those for follow-ups too:
        // the walk begins again at the first question as an ordinary one.
        answers = Answers()
        settings.chain.answers = [:]
      }
      // Keep everything so far: the walk before the first fork, and every
      // answer (`unsure` ones too) for `resume`.
      let trunk = Resolution.resolve(
        entry.tree, answers: answers, useDefaults: settings.useDefaults
      ).trunk
      saving.enabled = saving.enabled || asking.onTerminal || !answers.isEmpty
      asking.save(trunk, pending: answers, useDefaults: settings.useDefaults, &saving)
      if case .stopped(_, let stop) = ending {
        asking.close()
        return stopped(
          trunk, stop, given: answers, settings: settings, saving: saving, interview: asking)
      }
    }
  }

  /// Writes the conditional report, or an ordinary one when no question
  /// answered `unsure` was reached.
  private func report(
    _ resolution: Resolution, answers: Answers, entry: TreeCatalog.Entry,
    settings: ReportSettings, interview: Interview?, saving: Interview.Saving
  ) -> ExitCode {
    guard !resolution.deciding.isEmpty, case .fork = resolution else {
      var plain = Answers()
      for (question, choice) in answers.pairs where choice != Resolution.unsure {
        plain[question] = choice
      }
      for (question, _) in answers.pairs where answers[question] == Resolution.unsure {
        tool.printer.print(
          Diagnostic(
            .warning,
            tr(
              "the answer 'unsure' to '{1}' was not used: the recommendation was settled before that question",
              question)))
      }
      return complete(
        Evaluation.finished(resolution.trunk, given: plain), entry: entry, given: plain,
        settings: settings, interview: interview, saving: saving)
    }
    let followed = resolution.decided.contains { $0.outcome?.follow != nil }
    if followed, settings.chain.always || !settings.chain.answers.isEmpty {
      tool.printer.print(
        Diagnostic(
          .warning,
          tr(
            "follow-up decisions are not taken when an answer is 'unsure'; answer it to go on with them"
          )))
    }
    let code = deliver(settings: settings, interview: interview) { format in
      var report = Report(
        resolution: resolution, given: answers, title: settings.title, reproduce: "")
      report.reproduce = reproduceLine(
        tree: entry, answers: report.answers, followUps: false, settings: settings,
        format: format)
      return report
    }
    if code == .success, let interview {
      if !interview.keepsSession {
        interview.forget(saving)
      } else if let name = saving.name {
        tellHowToResume(name, interview: interview)
      }
    }
    return code
  }

  /// `suspend=yes and depth=no`: what a branch assumed.
  private func assumptions(_ session: Session) -> String {
    session.steps.filter { $0.source == .assumed }.map { "\($0.questionID)=\($0.choiceID)" }
      .joined(separator: tr(" and "))
  }

  /// The answers a branch walk gave, except the ones it assumed.
  private func merge(_ session: Session, into answers: inout Answers) {
    for step in session.steps where step.source != .assumed {
      answers[step.questionID] = step.choiceID
    }
  }

  func reportUnsureMissing(
    _ missing: [Question],
    headline: String
  ) {
    tool.printer.print(Diagnostic(.error, headline + ":"))
    var text = Self.answerFlags(missing, prefix: "", unsure: true)
    text += tr("Pass them with --answer, or use --defaults for those that have a default.") + "\n"
    console.write(text, to: .error)
  }
}
