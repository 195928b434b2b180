import WizardCore

/// Every help screen, in one place so they stay alike.
enum HelpText {
  static var exitStatus: String {
    tr(
      """
      Exit status:
        0  done: a report was written, or lint found no problem
        1  a file could not be read, written or understood (tree, answers or
           output file), or lint found problems; details on stderr
        2  usage error: an unknown option, command, tree, question or choice
        3  the answers do not reach a recommendation; stderr lists the missing ones
      129  the terminal closed (SIGHUP) at a prompt; the answers are saved
      130  Ctrl-C at a prompt; the answers are saved ('hig-wizard resume' goes on)
      143  SIGTERM at a prompt; the answers are saved
      Ctrl-D on an empty line and 'quit' also save the answers, and exit with 0.

      """)
  }

  static var main: String {
    tr(
      """
      hig-wizard {1}: answer the questions of a Human Interface Guidelines
      decision tree (the bundled one decides how an iPad or iPhone task is
      presented) and get a justified report to paste into a ticket.

      Usage:
        hig-wizard                      choose a tree and answer its questions
        hig-wizard run TREE [--answer ID=CHOICE]... [options]
        hig-wizard resume [NAME|TREE] [--list]
        hig-wizard batch TREE FILE [--format jsonl|markdown]
        hig-wizard list [--format text|json]
        hig-wizard show TREE [--format text|json]
        hig-wizard graph TREE [--format mermaid|dot] [--output FILE]
        hig-wizard lint [FILE|DIR]...
        hig-wizard help [COMMAND]

      Commands:
        run     walk a decision tree and print the justified recommendation;
                asks for the answers not given as options
        resume  go on with a session saved when the wizard stopped
        batch   evaluate many answer sets (JSON Lines or CSV), one result each
        list    list the trees, with how many questions and outcomes each has
        show    outline a tree: its questions, their choices, its outcomes
        graph   draw a whole tree as a Mermaid flowchart or a Graphviz graph
        lint    check tree files: syntax, fields, ids, cycles, reachability
        help    show help for a command

      At a prompt, type an answer (its id, label, number or first letters; y/n
      for yes/no, or unsure to follow both; Enter takes the default in brackets;
      Tab completes) or:
      {2}
      Line editing is libedit's (Emacs keys; ~/.editrc is read). History and
      saved sessions are kept in $XDG_STATE_HOME/hig-wizard (default
      ~/.local/state/hig-wizard). When standard input is not a terminal, the
      questions are read line by line from it.

      Options:
        -q, --questions DIR  also load the trees in DIR (repeatable; also the
                             HIG_WIZARD_QUESTIONS variable, colon-separated)
        -L, --lang LANG      language of messages, prompts and reports: en, pt,
                             ja or ru (default: from LC_ALL, LC_MESSAGES or
                             LANG, else en); ids and JSON keys never change
        -h, --help           show this help
        -V, --version        show the version

      Output is coloured only on a terminal and when NO_COLOR is unset; text
      wraps to COLUMNS or the terminal's width.

      Examples:
        hig-wizard
        printf 'yes\\nipad\\nno\\nno\\nno\\nyes\\nno\\n' | hig-wizard run presentation
        hig-wizard run presentation --defaults --answer platform=iphone
        hig-wizard run presentation -d -a platform=ipad -a suspend=yes --format json
        hig-wizard run presentation --answers answers.yaml --defaults -o report.md
        hig-wizard list
        hig-wizard show presentation --format json
        hig-wizard graph presentation --format dot | dot -Tsvg > presentation.svg
        hig-wizard lint my-trees/

      {3}
      See 'hig-wizard help run' for the options of run.

      """, version, promptCommands, exitStatus)
  }

  static var run: String {
    tr(
      """
      Usage: {1}

      Walks the tree TREE with the answers given and prints the recommendation,
      why (each answer tied to the guideline behind it), the answers, a
      checklist, and the command that reproduces it.

      Options:
      {2}

      Questions that the answers given do not settle are asked at the prompt
      (from standard input when it is not a terminal), unless --non-interactive.
      While the wizard asks, the answers are saved after each one, so that
      'hig-wizard resume' can go on after Ctrl-C, a closed terminal or a crash.

      Any yes/no question also takes 'unsure' (--answer suspend=unsure): both
      answers are followed and the report is conditional. When an outcome names
      a follow-up tree, --follow (or answers for it, as TREE.QUESTION=CHOICE)
      goes on to that decision.

      Answers are choice ids, given per question id: --answer suspend=no. An
      answers file holds the same as YAML or JSON ('suspend: no'), or is a report
      written by --format json, so that a run can be replayed. Answers for
      questions the path does not reach are reported as unused.

      Examples:
        hig-wizard run presentation --non-interactive --defaults \\
          --answer platform=ipad --answer suspend=no --answer one-time=no \\
          --answer depth=no --answer multiple-inputs=yes --answer drill-down=no \\
          --title "Photo filters" --format markdown --output filters.md
        hig-wizard run presentation -d -a platform=iphone --format json > report.json
        hig-wizard run presentation --answers report.json    # replay a report

      {3}
      """, RunCommand.usage, optionList(RunCommand.options), exitStatus)
  }

  static var batch: String {
    tr(
      """
      Usage: {1}

      Evaluates one answer set per record of FILE ('-': standard input), for
      design audits and CI. Records are JSON Lines (one object per line: "task"
      and question id → choice id) or CSV (a header row of the same names, then
      one row per task; an empty cell is no answer). Results stream out in
      input order, so memory stays flat however many records there are:

        jsonl     one object per record: task, line, outcome, path (question and
                  answer), missing and invalid answers, and the error, if any;
                  with 'unsure' answers that matter, conditional: each outcome and
                  the answers that lead to it
        markdown  a table (task, recommendation, deciding answer) and the count
                  of tasks per recommendation

      A bad record (malformed line, unknown question or choice, missing answer)
      is reported on stderr as FILE:LINE: error: ... and does not stop the run.

      Options:
      {2}

      Examples:
        hig-wizard batch presentation tasks.jsonl --defaults > results.jsonl
        hig-wizard batch presentation audit.csv --format markdown -o audit.md
        printf '{"task":"share","platform":"iphone"}\\n' | hig-wizard batch presentation - --defaults

      Exit status: 0 every record has a recommendation; 1 a record failed (or a
      file could not be read or written); 2 usage error.

      """, BatchCommand.usage, optionList(BatchCommand.options))
  }

  static var resume: String {
    tr(
      """
      Usage: {1}

      Goes on with a session saved when the wizard stopped (Ctrl-C, Ctrl-D,
      quit, a closed terminal, kill): NAME is a saved session's name, or a tree
      id for that tree's newest session; without it, the newest session. If the
      tree has changed since, the answers that still apply are kept and the
      others are named. A session is removed once it reaches a recommendation.
      Sessions are files in $XDG_STATE_HOME/hig-wizard/sessions/ (mode 0600).

      Options:
      {2}

      Examples:
        hig-wizard resume --list
        hig-wizard resume
        hig-wizard resume presentation-20261129-1441
        hig-wizard run presentation --resume

      {3}
      """, ResumeCommand.usage, optionList(ResumeCommand.options), exitStatus)
  }

  static var list: String {
    tr(
      """
      Usage: {1}

      Lists the trees hig-wizard can run (the bundled ones and those of
      --questions), one line each: the id to pass to 'run', the title, and how
      many questions and outcomes the tree has; a tree from a folder names its
      file. --format json prints an array of objects with id, title, summary,
      questions, outcomes, bundled and source.

      Options:
      {2}

      Examples:
        hig-wizard list
        hig-wizard list --questions my-trees/ --format json

      {3}
      """, ListCommand.usage, optionList(ListCommand.options), exitStatus)
  }

  static var show: String {
    tr(
      """
      Usage: {1}

      Outlines the tree TREE without asking anything: its summary, then every
      question with its topic and its choices (id, label, where each leads; the
      default marked), then every outcome with its recommendation, topic and
      the size of its checklist. --format json gives the same with sorted keys.

      Options:
      {2}

      Examples:
        hig-wizard show presentation
        hig-wizard show presentation --format json

      {3}
      """, ShowCommand.usage, optionList(ShowCommand.options), exitStatus)
  }

  static var graph: String {
    tr(
      """
      Usage: {1}

      Draws the whole tree TREE: questions as boxes with their prompt, outcomes
      as rounded shapes with their title, an arrow per choice with its label.
      mermaid (the default) is a flowchart that GitHub renders in Markdown
      inside a ```mermaid fence; dot is a Graphviz digraph for 'dot -Tsvg'.

      Options:
      {2}

      Examples:
        hig-wizard graph presentation > presentation.mmd
        hig-wizard graph presentation --format dot | dot -Tsvg > presentation.svg
        hig-wizard graph presentation --output presentation.dot

      {3}
      """, GraphCommand.usage, optionList(GraphCommand.options), exitStatus)
  }

  /// The commands of the prompt, one per line.
  static var promptCommands: String {
    WizardCommand.allCases.map {
      "  " + pad($0 == .help ? "?, help" : $0.rawValue, 10) + $0.summary
    }.joined(separator: "\n")
  }

  /// A command's options, one per line, their help in the current language.
  static func optionList(_ options: [OptionSpec]) -> String {
    options.map { "  " + pad($0.synopsis, 25) + tr($0.help) }.joined(separator: "\n")
  }

  static var lint: String {
    tr(
      """
      Usage: {1}

      Checks tree files (default: the bundled trees and those of --questions):
      YAML syntax, keys and types, duplicate keys and ids, ids that do not
      resolve, cycles, and questions or outcomes that cannot be reached. Prints
      every problem as FILE:LINE:COLUMN: error: MESSAGE, or one summary line when
      all is well. The format is described in Questions/README.md.

      Translations (TREE.LANG.yaml beside the tree) are checked against their
      tree: text for an id the tree does not have is an error, and text the
      translation leaves out is a warning (shown in English instead), or an
      error with --strict.

      Options:
      {3}

      Examples:
        hig-wizard lint
        hig-wizard lint Questions/ my-tree.yaml
        hig-wizard lint --strict Questions/

      {2}
      """, LintCommand.usage, exitStatus, optionList(LintCommand.options))
  }

  /// What `hig-wizard` alone prints: the trees and how to start.
  static func overview(_ catalog: TreeCatalog) -> String {
    var text =
      tr("hig-wizard {1}: which presentation fits an iPad or iPhone task?", version) + "\n\n"
      + tr("Trees:") + "\n"
    for tree in catalog.trees {
      text += "  \(pad(tree.id, 14)) \(PlainText.inline(tree.title))\n"
    }
    text += tr(
      """

      Start with:
        hig-wizard run presentation --answer platform=ipad ...
      Run it without answers to see which questions it asks.
      See 'hig-wizard --help' for everything else.

      """)
    return text
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
