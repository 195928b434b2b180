/// The exact command that gives a report again.
public enum Reproduce {
  /// Every answer the run used (defaults written out), the title, language
  /// and format.
  public static func line(
    _ request: RunRequest, answers: Answers, followUps: Bool, title: String?,
    folders: [String], format: ReportFormat
  ) -> String {
    var words = ["hig-wizard", "run", request.tree.id]
    if !request.entry.isBundled || followUps && !folders.isEmpty {
      for folder in folders { words += ["--questions", folder] }
    }
    for (question, choice) in answers.pairs {
      words += ["--answer", "\(question)=\(choice)"]
    }
    if followUps { words.append("--follow") }
    if let title { words += ["--title", title] }
    if request.brief { words.append("--brief") }
    // The language too, so the command gives the same text under any locale.
    words += ["--lang", request.language.rawValue, "--format", format.rawValue]
    return words.map(ShellQuote.quote).joined(separator: " ")
  }
}

public enum ShellQuote {
  /// `word` as one POSIX shell word: as is when it is plainly safe, otherwise
  /// in single quotes.
  public static func quote(_ word: String) -> String {
    var bytes = word
    if !word.isEmpty, bytes.withUTF8({ $0.allSatisfy(isSafe) }) { return word }
    var quoted = "'"
    for character in word {
      if character == "'" { quoted += "'\\''" } else { quoted.append(character) }
    }
    return quoted + "'"
  }

  /// A session's name in a command people copy: one shell word, with
  /// nothing in it that acts on the terminal (a file in the sessions folder
  /// can be called anything, `$(…)` and escape sequences included).
  public static func session(_ name: String) -> String {
    quote(PlainText.inline(name))
  }

  /// ASCII letters and digits and `-_=./:,+@%`: bytes no shell reads as
  /// anything but themselves.
  private static func isSafe(_ byte: UInt8) -> Bool {
    PlainText.isAlphanumeric(byte) || "-_=./:,+@%".utf8.contains(byte)
  }
}
