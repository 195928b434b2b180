/// The help screens, made from the command declarations: each paragraph
/// is one message, so that translators see one thought at a time.
public struct HelpScreen {
  public let language: Language
  /// The columns the screens fill: 80, or fewer on a narrower terminal.
  public let width: Int

  /// `terminalWidth` is the terminal's (nil when the help goes to a file or
  /// a pipe): the help never gets wider than 80 columns, nor narrower than 40.
  public init(language: Language, terminalWidth: Int? = nil) {
    self.language = language
    width = max(40, min(80, terminalWidth ?? 80))
  }

  /// `hig-wizard help COMMAND` and `hig-wizard COMMAND --help`.
  public func command(_ spec: CommandSpec) -> String {
    var parts = [usage(spec)]
    parts += spec.about.map { prose(translated($0)) }
    parts.append(language.tr("Options:") + "\n" + optionList(spec.allOptions))
    parts += spec.notes.map { prose(translated($0)) }
    parts.append(language.tr("Examples:") + "\n" + examples(spec.examples))
    parts.append(spec.exitSummary.map(translated) ?? exitStatus(spec.exitCodes))
    return parts.joined(separator: "\n\n") + "\n"
  }

  /// `hig-wizard --help`.
  public func main(version: String) -> String {
    var parts = [
      prose(
        language.tr(
          """
          hig-wizard {1}: answer the questions of a Human Interface Guidelines
          decision tree (the bundled one decides how an iPad or iPhone task is
          presented) and get a justified report to paste into a ticket.
          """, version))
    ]
    let usages = Commands.all.map(\.synopsis)
    parts.append(
      language.tr("Usage:") + "\n"
        + table([("hig-wizard", language.tr("choose a tree and answer its questions"))], width: 30)
        + "\n"
        + usages.map { "  " + $0 }.joined(separator: "\n"))
    parts.append(
      language.tr("Commands:") + "\n"
        + table(Commands.all.map { ($0.name, translated($0.summary)) }, width: 12))
    parts.append(
      prose(
        language.tr(
          """
          At a prompt, type an answer (its id, label, number or first letters; y/n
          for yes/no, or unsure to follow both; Enter takes the default in brackets;
          Tab completes) or:
          """)) + "\n" + promptCommands + "\n"
        + prose(
          language.tr(
            """
            Line editing is libedit's (Emacs keys; ~/.editrc is read). History and
            saved sessions are kept in $XDG_STATE_HOME/hig-wizard (default
            ~/.local/state/hig-wizard). When standard input is not a terminal, the
            questions are read line by line from it.
            """)))
    parts.append(language.tr("Options:") + "\n" + optionList(Commands.global))
    parts.append(
      prose(
        language.tr(
          """
          --color always or never decides colour. With auto (the default), the
          first that applies decides: NO_COLOR set turns it off; CLICOLOR_FORCE
          set and not 0 turns it on, even through a pipe; CLICOLOR=0 turns it
          off; otherwise output is coloured only on a terminal whose TERM is set
          and not dumb. On a terminal, text wraps to COLUMNS, else to the
          terminal's width (help to at most 80 columns); reports written to a
          file or a pipe are not wrapped.
          """)))
    parts.append(
      prose(
        language.tr(
          """
          $XDG_CONFIG_HOME/hig-wizard/config.yaml (default ~/.config/hig-wizard/)
          holds defaults for --lang, --questions, --color and the report's
          --format ('hig-wizard schema config' lists them). A flag wins over it,
          and it wins over LANGUAGE, LC_ALL, LANG, NO_COLOR and CLICOLOR*;
          --no-config ignores it. Without --lang or the file, LANGUAGE (a list
          such as ru:pt) comes first unless the locale is C or POSIX, then
          LC_ALL, LC_MESSAGES and LANG.
          """)))
    parts.append(
      language.tr("Examples:") + "\n"
        + examples([
          "hig-wizard",
          "printf 'ipad\\nyes\\nno\\nyes\\n' | hig-wizard run presentation",
          "hig-wizard run presentation --defaults --answer platform=iphone",
          "hig-wizard run presentation -d -a modal-needed=no -a suspend=yes -f json",
          "hig-wizard run presentation --answers answers.yaml --defaults -o report.md",
          "hig-wizard list",
          "hig-wizard show presentation --format json",
          "hig-wizard graph presentation --format dot | dot -Tsvg > presentation.svg",
          "hig-wizard lint my-trees/",
        ]))
    parts.append(
      exitStatus(Commands.run.exitCodes) + "\n"
        + prose(language.tr("See 'hig-wizard help run' for the options of run.")))
    return parts.joined(separator: "\n\n") + "\n"
  }

  /// `Usage: hig-wizard run TREE …`, wrapped to the width, each later line
  /// under the first option.
  public func usage(_ spec: CommandSpec) -> String {
    let words = spec.usageWords(of: spec.options)
    let fixed = words.prefix(2 + spec.operands.count).joined(separator: " ")
    // Translators: {1} is the command's usage line ("hig-wizard run [options] [TREE]"); keep it
    // untranslated.
    var lines = [language.tr("Usage: {1}", fixed)]
    let indent = String(repeating: " ", count: LineBreaking.columns(lines[0]) + 1)
    for word in words.dropFirst(2 + spec.operands.count) {
      if LineBreaking.columns(lines[lines.count - 1]) + 1 + LineBreaking.columns(word) > width - 1,
        lines[lines.count - 1] != indent.dropLast()
      {
        lines.append(indent + word)
      } else {
        lines[lines.count - 1] += " " + word
      }
    }
    return lines.joined(separator: "\n")
  }

  /// A command's options, one per line, their help in the current language.
  public func optionList(_ options: [OptionSpec]) -> String {
    table(options.map { ($0.synopsis, translated($0.help)) }, width: 25)
  }

  /// The commands of the prompt, one per line.
  var promptCommands: String {
    table(
      WizardCommand.allCases.map {
        ($0 == .help ? "?, help" : $0.rawValue, $0.summary(in: language))
      },
      width: 10)
  }

  /// Two columns: the first padded to `width`, the second wrapped to the
  /// rest of the width and continued under itself.
  func table(_ rows: [(String, String)], width: Int) -> String {
    rows.map { left, right in
      let indent = 2 + width
      let margin = "\n" + String(repeating: " ", count: indent)
      let lines = LineBreaking.wrap(right, width: max(10, self.width - 1 - indent))
      // A first column too wide for its place gets a line of its own.
      let head =
        LineBreaking.columns(left) < width
        ? "  " + Self.pad(left, width) : "  " + left + margin
      return head + lines.joined(separator: margin)
    }.joined(separator: "\n")
  }

  /// The example lines, indented; a trailing `# comment` is translated.
  func examples(_ lines: [String]) -> String {
    lines.map { line in
      guard let hash = line.firstRange(ofText: "    # ") else { return "  " + line }
      return "  " + line[..<hash.upperBound] + translated(String(line[hash.upperBound...]))
    }.joined(separator: "\n")
  }

  /// The exit statuses a command can end with, one line each, its meaning
  /// wrapped under itself; and, when the command asks (it can be
  /// interrupted), how to stop and keep the answers.
  func exitStatus(_ codes: [ExitCode]) -> String {
    var lines = [language.tr("Exit status:")]
    for code in codes {
      let number = String(code.rawValue)
      let head = String(repeating: " ", count: max(0, 3 - number.count)) + number + "  "
      let meaning = LineBreaking.wrap(translated(code.meaning), width: width - 1 - head.count)
      lines.append(
        head + meaning.joined(separator: "\n" + String(repeating: " ", count: head.count)))
    }
    if codes.contains(.interrupted) {
      lines.append(
        prose(
          // Translators: 'quit' is the command typed at the prompt: write the word this language's
          // prompt takes (sair, 終了, выход), and keep the English one too.
          language.tr(
            "Ctrl-D on an empty line and 'quit' also save the answers, and exit with 0.")))
    }
    return lines.joined(separator: "\n")
  }

  /// What `hig-wizard` alone prints to a script: the trees and how to start.
  public func overview(_ catalog: TreeCatalog, version: String) -> String {
    var text =
      // Translators: {1} is hig-wizard's version ("0.2.0").
      language.tr("hig-wizard {1}: which presentation fits an iPad or iPhone task?", version)
      + "\n\n"
      + language.tr("Trees:") + "\n"
    for tree in catalog.trees {
      text += "  \(Self.pad(tree.id, 14)) \(PlainText.inline(tree.title))\n"
    }
    text += language.tr(
      """

      Start with:
        hig-wizard run presentation --answer platform=ipad ...
      Run it without answers to see which questions it asks.
      See 'hig-wizard --help' for everything else.

      """)
    return text
  }

  /// `english` (declared with ``translatable(_:)``) in the current language.
  func translated(_ english: String) -> String { tr(english, in: language) }

  /// A paragraph of the help, written wrapped for 80 columns, wrapped again
  /// for a narrower screen. One with indented lines (a list in columns) is
  /// kept as written.
  func prose(_ paragraph: String) -> String {
    let lines = paragraph.split(separator: "\n", omittingEmptySubsequences: false)
    guard width < 80, !lines.contains(where: { $0.hasPrefix(" ") }) else { return paragraph }
    var joined = ""
    for line in lines where !line.isEmpty {
      // Lines of Chinese or Japanese join without a space.
      if let last = joined.unicodeScalars.last, let first = line.unicodeScalars.first,
        !(LineBreaking.isWide(last.value) || LineBreaking.isWide(first.value))
      {
        joined += " "
      }
      joined += line
    }
    return LineBreaking.wrap(joined, width: width - 1).joined(separator: "\n")
  }

  public static func pad(_ text: String, _ width: Int) -> String {
    let columns = LineBreaking.columns(text)
    return columns >= width ? text + " " : text + String(repeating: " ", count: width - columns)
  }
}
