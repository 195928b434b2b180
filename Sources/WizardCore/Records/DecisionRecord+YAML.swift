extension DecisionRecord {
  /// The record as the YAML file `run --record` writes, meant to be read in
  /// a code review: a comment saying what made it, then `task`, `date`,
  /// one entry per decision with its answers one per line, and the `code:`
  /// list (written commented out, as a hint, while it is empty).
  /// ``RecordLoader`` reads it back to an equal record.
  public var yaml: String {
    var lines = [
      "# A decision record, written by 'hig-wizard run --record'. 'hig-wizard check'",
      "# replays it against the current trees and says when the recommendation changed.",
      "task: \(Self.scalar(task))",
      "date: \(Self.scalar(date))",
      "decisions:",
    ]
    for decision in decisions {
      lines.append("  - tree: \(Self.scalar(decision.tree))")
      lines.append("    version: \(Self.scalar(decision.version))")
      lines.append("    outcome: \(Self.scalar(decision.outcome))")
      guard !decision.answers.isEmpty else {
        lines.append("    answers: []")
        continue
      }
      lines.append("    answers:")
      for answer in decision.answers {
        lines.append(
          "      - {question: \(Self.scalar(answer.question)), choice: \(Self.scalar(answer.choice)), source: \(answer.source.rawValue)}"
        )
      }
    }
    lines.append("# The Swift types or files that implement this task:")
    if code.isEmpty {
      lines.append("# code: [SetupViewController]")
    } else {
      lines.append("code: [\(code.map(Self.scalar).joined(separator: ", "))]")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` as a YAML scalar: plain where it reads the same to every YAML
  /// reader (ids, most titles, dates), else double-quoted with JSON's
  /// escapes, which YAML's double-quoted style shares. Words that YAML 1.1
  /// readers take for booleans or null (`yes`, `no`, `off`, `~`) and text
  /// that looks like a number are quoted, so that a choice id stays text in
  /// any tool that reads the file.
  static func scalar(_ text: String) -> String {
    let plainCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ._-/")
    let reserved: Set<String> = [
      "y", "n", "yes", "no", "true", "false", "on", "off", "null", "~",
    ]
    guard let first = text.first, first.isASCII, first.isLetter || first.isNumber,
      text.last != " ", text.allSatisfy(plainCharacters.contains),
      !reserved.contains(text.lowercased()), Double(text) == nil
    else { return JSONText.quoted(text) }
    return text
  }
}
