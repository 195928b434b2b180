import WizardCore
import WizardTerminal

extension RunCommand {
  /// Answers that include `unsure`: every branch is followed. What the
  /// branches still need is asked at the prompt (each question once, whatever
  /// branch it is on) or, without a prompt, listed; then the conditional
  /// report is written.
  func resolveUnsure(
    _ answers: Answers, entry: TreeCatalog.Entry, settings: ReportSettings,
    interview existing: Interview? = nil, saving: Interview.Saving? = nil
  ) -> ExitCode {
    var answers = answers
    var interview = existing
    // The branches are not saved: a session keeps one path.
    var branchSaving = Interview.Saving(
      name: nil, questionFolders: settings.folders, title: settings.title, enabled: false)
    branchSaving.allowed = false
    while true {
      let resolution = Resolution.resolve(
        entry.tree, answers: answers, useDefaults: settings.useDefaults)
      guard let (session, question) = resolution.missing.first else {
        if let interview, let saving { interview.forget(saving) }
        return deliver(settings: settings, interview: interview) { format in
          var report = Report(
            resolution: resolution, given: answers, title: settings.title, reproduce: "")
          report.reproduce = reproduceLine(
            tree: entry, answers: report.answers, followUps: false, settings: settings,
            format: format)
          return report
        }
      }
      guard settings.interactive else {
        var seen: Set<String> = []
        let missing = resolution.missing.map(\.question).filter { seen.insert($0.id).inserted }
        reportUnsureMissing(missing)
        return .incomplete
      }
      let asking = interview ?? Interview(console: console, stateFolder: tool.stateFolder)
      interview = asking
      asking.wizard.say(
        "If \(assumed(session)): '\(question.id)' is needed on this branch."
      )
      switch asking.walk(
        session, pregiven: answers, useDefaults: settings.useDefaults, saving: &branchSaving)
      {
      case .finished(let walked):
        merge(walked, into: &answers)
      case .unsure(let walked, let next):
        merge(walked, into: &answers)
        answers[next.id] = Resolution.unsure
      case .stopped(let walked, let stop):
        asking.close()
        return stopped(
          walked, stop, given: answers, settings: settings, saving: saving ?? branchSaving,
          interview: asking)
      }
    }
  }

  /// `suspend=yes and depth=no`: what the branch assumed.
  private func assumed(_ session: Session) -> String {
    session.steps.filter { $0.source == .assumed }.map { "\($0.questionID)=\($0.choiceID)" }
      .joined(separator: " and ")
  }

  /// The answers a branch walk gave, except the ones it assumed.
  private func merge(_ session: Session, into answers: inout Answers) {
    for step in session.steps where step.source != .assumed {
      if answers[step.questionID] != Resolution.unsure || step.source == .given {
        answers[step.questionID] = step.choiceID
      }
    }
  }

  private func reportUnsureMissing(_ missing: [Question]) {
    var text =
      "error: with 'unsure', every branch needs its answers; these questions are needed on at least one branch:\n"
    for question in missing {
      var line = "  --answer \(question.id)=\(question.choiceList)"
      if Resolution.allowsUnsure(question) { line += "|unsure" }
      if let choice = question.defaultChoice { line += " (default: \(choice))" }
      text += line + "\n      \(PlainText.inline(question.prompt))\n"
    }
    text += "Pass them with --answer, or use --defaults for those that have a default.\n"
    console.write(text, to: .error)
  }
}
