/// Marks `english` as a message to translate where it is shown (it is
/// declared where it is not yet known which language will be asked for).
public func translatable(_ english: String) -> String { english }

/// Every command of hig-wizard, declared once.
public enum Commands {
  /// The options every command accepts.
  public static let global = [
    OptionSpec(
      .questions, short: "q", valueName: "DIR",
      help: "also load the trees in DIR (repeatable; also HIG_WIZARD_QUESTIONS, colon-separated)",
      kind: .folder, repeatable: true),
    OptionSpec(
      .lang, short: "L", valueName: "LANG",
      help:
        "language of messages and reports: en, pt, ja or ru (default: the configuration file's, else from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else en)",
      kind: .language),
    OptionSpec(
      .color, short: nil, valueName: "WHEN",
      help:
        "colour and bold: always, never, or auto (the default: see NO_COLOR, CLICOLOR_FORCE, CLICOLOR and TERM)",
      kind: .cases(of: ColorChoice.self)),
    OptionSpec(
      .noConfig, short: nil, valueName: nil,
      help: "ignore the configuration file (config.yaml; see 'hig-wizard --help')"),
    OptionSpec(.help, short: "h", valueName: nil, help: "show help"),
    OptionSpec(.version, short: "V", valueName: nil, help: "show the version"),
  ]

  // Options that several commands share, declared once.
  static let defaults = OptionSpec(
    .defaults, short: "d", valueName: nil,
    help: "answer questions that have a default with it")
  static let nonInteractive = OptionSpec(
    .nonInteractive, short: "n", valueName: nil,
    help: "never prompt; fail with the list of missing answers instead")
  static let follow = OptionSpec(
    .follow, short: "F", valueName: nil,
    help: "go on to the follow-up tree an outcome names (also when answers for it are given)")
  static let reportFormat = OptionSpec(
    .format, short: "f", valueName: "FORMAT",
    help: "markdown, json or text (default: text on a terminal, else markdown)",
    kind: .cases(of: ReportFormat.self))
  static let brief = OptionSpec(
    .brief, short: "b", valueName: nil,
    help:
      "a report sized for a ticket: the result, why, how to build it, the points that matter most")
  static let output = OptionSpec(
    .output, short: "o", valueName: "FILE",
    help: "write the report to FILE atomically ('-': standard output)", kind: .file)
  static let answer = OptionSpec(
    .answer, short: "a", valueName: "ID=CHOICE",
    help: "answer question ID with CHOICE (repeatable; wins over --answers)", kind: .answer,
    repeatable: true)
  static let answersFile = OptionSpec(
    .answers, short: "A", valueName: "FILE",
    help: "read answers from a YAML or JSON file, or a --format json report ('-': stdin)",
    kind: .file, repeatable: true)
  static let title = OptionSpec(
    .title, short: "t", valueName: "TEXT",
    help: "the report's title (default: the name typed at the terminal, else the tree's title)")

  public static let run = CommandSpec(
    command: .run,
    operands: [
      OperandSpec(
        name: "TREE", kind: .tree, missing: translatable("the tree to run, such as 'presentation'"))
    ],
    summary: translatable(
      "walk a decision tree and print the justified recommendation; asks for the answers not given as options"
    ),
    options: [
      answer,
      answersFile, defaults, nonInteractive, follow,
      OptionSpec(
        .resume, short: "r", valueName: nil,
        help: "go on with the last saved session of TREE (see 'hig-wizard resume')"),
      reportFormat, brief, output, title,
      OptionSpec(
        .record, short: nil, valueName: "DIR",
        help:
          "also record the decision in DIR/TASK.yaml, for 'hig-wizard check' (DIR is made if missing)",
        kind: .folder),
    ],
    about: [
      translatable(
        """
        Walks the tree TREE with the answers given and prints the recommendation,
        why (each answer tied to the guideline behind it), the answers, a
        checklist, and the command that reproduces it.
        """)
    ],
    notes: [
      translatable(
        """
        Questions that the answers given do not settle are asked at the prompt
        (from standard input when it is not a terminal), unless --non-interactive.
        While the wizard asks, the answers are saved after each one, so that
        'hig-wizard resume' can go on after Ctrl-C, a closed terminal or a crash.
        """),
      translatable(
        """
        Any yes/no question also takes 'unsure' (--answer suspend=unsure): both
        answers are followed and the report is conditional. When an outcome names
        a follow-up tree, --follow (or answers for it, as TREE.QUESTION=CHOICE)
        goes on to that decision.
        """),
      translatable(
        """
        Answers are choice ids, given per question id: --answer suspend=no. An
        answers file holds the same as YAML or JSON ('suspend: no'), or is a report
        written by --format json, so that a run can be replayed. Answers for
        questions the path does not reach are reported as unused.
        """),
    ],
    examples: [
      "hig-wizard run presentation --non-interactive --defaults \\",
      "  --answer platform=ipad --answer modal-needed=yes \\",
      "  --answer depth=no --answer multiple-inputs=yes \\",
      "  --title \"Photo filters\" --format markdown --output filters.md",
      "hig-wizard run presentation -d -a platform=iphone --format json > report.json",
      "hig-wizard run presentation --answers report.json    # " + translatable("replay a report"),
      "hig-wizard run presentation -d -a platform=iphone -t Share --record decisions",
    ],
    exitCodes: [
      .success, .failure, .usage, .incomplete, .hangUp, .interrupted, .brokenPipe, .terminated,
    ],
    featured: [.answer])

  public static let resume = CommandSpec(
    command: .resume,
    operands: [OperandSpec(name: "NAME|TREE", kind: .session, missing: nil)],
    summary: translatable("go on with a session saved when the wizard stopped"),
    options: [
      OptionSpec(
        .list, short: "l", valueName: nil,
        help: "list the saved sessions (with --format json: an array)"),
      OptionSpec(
        .forget, short: nil, valueName: "NAME",
        help: "remove the saved session NAME (repeatable)", kind: .sessionName, repeatable: true),
      OptionSpec(
        .forgetOlderThan, short: nil, valueName: "DAYS",
        help: "remove the sessions saved more than DAYS days ago"),
      answer, answersFile, defaults, nonInteractive, follow, reportFormat, brief, output, title,
    ],
    about: [
      translatable(
        """
        Goes on with a session saved when the wizard stopped (Ctrl-C, Ctrl-D,
        quit, a closed terminal, kill): NAME is a saved session's name, or a tree
        id for that tree's newest session; without it, the newest session. If the
        tree has changed since, the answers that still apply are kept and the
        others are named. A session is removed once it reaches a recommendation.
        Sessions are files in $XDG_STATE_HOME/hig-wizard/sessions/ (mode 0600),
        named after the task's title, or the tree and the time.
        """),
      translatable(
        """
        A session is locked while a wizard goes on with it: a second 'resume' of
        it says which process has it and stops, changing nothing. --forget NAME
        removes a saved session, --forget-older-than DAYS every session saved
        more than DAYS days ago. --answer and --answers answer questions still to
        come, as for 'run'.
        """),
    ],
    examples: [
      "hig-wizard resume --list",
      "hig-wizard resume",
      "hig-wizard resume photo-filters --answer one-time=no",
      "hig-wizard run presentation --resume",
      "hig-wizard resume --forget photo-filters",
      "hig-wizard resume --forget-older-than 30",
    ],
    exitCodes: [
      .success, .failure, .usage, .incomplete, .hangUp, .interrupted, .brokenPipe, .terminated,
    ],
    featured: [.list])

  public static let batch = CommandSpec(
    command: .batch,
    operands: [
      OperandSpec(
        name: "TREE", kind: .tree,
        missing: translatable(
          "the tree and the records file, as in 'hig-wizard batch presentation tasks.jsonl'")),
      OperandSpec(
        name: "FILE", kind: .file,
        missing: translatable("the records file (JSON Lines or CSV; '-' for standard input)"),
        standardInput: translatable("records from standard input")),
    ],
    summary: translatable("evaluate many answer sets (JSON Lines or CSV), one result each"),
    options: [
      OptionSpec(
        .inputFormat, short: "i", valueName: "FORMAT",
        help: "jsonl or csv (default: csv for a .csv FILE, else jsonl)",
        kind: .cases(of: BatchFormat.self)),
      OptionSpec(
        .format, short: "f", valueName: "FORMAT",
        help: "jsonl (one result per record) or markdown (a summary table); default: jsonl",
        kind: .cases(of: BatchResults.Format.self)),
      defaults, output,
    ],
    about: [
      translatable(
        """
        Evaluates one answer set per record of FILE ('-': standard input), for
        design audits and CI. Records are JSON Lines (one object per line: "task"
        and question id → choice id) or CSV (a header row of the same names, then
        one row per task; an empty cell is no answer). Results stream out in
        input order, so memory stays flat however many records there are:
        """),
      translatable(
        """
          jsonl     one object per record: task, line, outcome, path (question and
                    answer), missing and invalid answers, and the error, if any;
                    with 'unsure' answers that matter, conditional: each outcome and
                    the answers that lead to it
          markdown  a table (task, recommendation, deciding answer) and the count
                    of tasks per recommendation
        """),
      translatable(
        """
        A bad record (malformed line, unknown question or choice, missing answer)
        is reported on stderr as FILE:LINE: error: ... and does not stop the run.
        """),
    ],
    examples: [
      "hig-wizard batch presentation tasks.jsonl --defaults > results.jsonl",
      "hig-wizard batch presentation audit.csv --format markdown -o audit.md",
      "printf '{\"task\":\"share\",\"platform\":\"iphone\"}\\n' \\",
      "  | hig-wizard batch presentation - --defaults",
    ],
    exitCodes: [.success, .failure, .usage],
    exitSummary: translatable(
      """
      Exit status: 0 every record has a recommendation; 1 a record failed (or a
      file could not be read or written); 2 usage error.
      """),
    featured: [.format])

  public static let check = CommandSpec(
    command: .check,
    operands: [OperandSpec(name: "DIR", kind: .folder, missing: nil)],
    summary: translatable(
      "replay the decision records in DIR against the current trees; fail when one changed"),
    options: [
      OptionSpec(
        .format, short: "f", valueName: "FORMAT",
        help:
          "text (lines as compilers print them), markdown (a table) or json; default: text",
        kind: .cases(of: CheckReport.Format.self)),
      OptionSpec(
        .sources, short: "s", valueName: "PATH",
        help:
          "also look each record's code: types up in the Swift code under PATH, as scan reads it (repeatable)",
        kind: .file, repeatable: true),
      OptionSpec(
        .noCache, short: nil, valueName: nil,
        help: "with --sources, parse every file again, without the scan's cache"),
    ],
    about: [
      translatable(
        """
        Reads every record (*.yaml) in DIR, default 'decisions', as written by
        'hig-wizard run --record DIR', and walks each decision again with its
        recorded answers and the current trees (--questions loads more). Each
        record is unchanged; changed, with the old and the new outcome and the
        question that made the difference (a different answer, a question the
        record has no answer for, a choice no longer offered); or names a tree
        that is missing. A tree whose version changed while its recommendation
        did not is a note, not a failure.
        """),
      translatable(
        """
        A record that cannot be read is reported at FILE:LINE:COLUMN. Records are
        checked one by one, so one broken file does not hide the others.
        """),
      translatable(
        """
        With --sources, each record's 'code:' list (Swift types, or .swift
        files) is looked up in what 'hig-wizard scan' finds under PATH: a task
        recorded as a popover whose type is presented as a form sheet, or is
        not presented at all, is an error at the presentation or the record.
        Outcomes the code cannot show (a task done in place, say) are not
        looked for.
        """),
    ],
    examples: [
      "hig-wizard check",
      "hig-wizard check decisions --format markdown > check.md",
      "hig-wizard check design/records --questions my-trees/ --format json",
      "hig-wizard check --sources Sources",
    ],
    exitCodes: [.success, .failure, .usage],
    exitSummary: translatable(
      """
      Exit status: 0 every recorded recommendation stands; 1 one changed, a
      tree is missing, a record cannot be read or (with --sources) the code
      does not present a task as recorded; 2 usage error (such as a DIR that
      does not exist).
      """),
    featured: [.format])

  public static let list = CommandSpec(
    command: .list, operands: [],
    summary: translatable("list the trees, with how many questions and outcomes each has"),
    options: [
      OptionSpec(
        .format, short: "f", valueName: "FORMAT",
        help: "text (one line per tree) or json (an array); default: text",
        kind: .cases(of: ListingFormat.self))
    ],
    about: [
      translatable(
        """
        Lists the trees hig-wizard can run (the bundled ones and those of
        --questions), one line each: the id to pass to 'run', the title, and how
        many questions and outcomes the tree has; a tree from a folder names its
        file. --format json prints an array of objects with id, title, summary,
        questions, outcomes, bundled and source.
        """)
    ],
    examples: ["hig-wizard list", "hig-wizard list --questions my-trees/ --format json"],
    exitCodes: [.success, .failure, .usage], featured: [.format])

  public static let show = CommandSpec(
    command: .show,
    operands: [
      OperandSpec(
        name: "TREE", kind: .tree, missing: translatable("the tree to show, such as 'presentation'")
      )
    ],
    summary: translatable("outline a tree: its questions, their choices, its outcomes"),
    options: [
      OptionSpec(
        .format, short: "f", valueName: "FORMAT",
        help: "text or json (sorted keys); default: text", kind: .cases(of: ListingFormat.self))
    ],
    about: [
      translatable(
        """
        Outlines the tree TREE without asking anything: its summary, then every
        question with its topic and its choices (id, label, where each leads; the
        default marked), then every outcome with its recommendation, topic and
        the size of its checklist. --format json gives the same with sorted keys.
        """)
    ],
    examples: ["hig-wizard show presentation", "hig-wizard show presentation --format json"],
    exitCodes: [.success, .failure, .usage], featured: [.format])

  public static let graph = CommandSpec(
    command: .graph,
    operands: [
      OperandSpec(
        name: "TREE", kind: .tree, missing: translatable("the tree to draw, such as 'presentation'")
      )
    ],
    summary: translatable("draw a whole tree as a Mermaid flowchart or a Graphviz graph"),
    options: [
      OptionSpec(
        .format, short: "f", valueName: "FORMAT",
        help: "mermaid or dot (default: dot for an --output ending in .dot or .gv, else mermaid)",
        kind: .cases(of: GraphFormat.self)),
      OptionSpec(
        .output, short: "o", valueName: "FILE",
        help: "write the graph to FILE atomically ('-': standard output)", kind: .file),
    ],
    about: [
      translatable(
        """
        Draws the whole tree TREE: questions as boxes with their prompt, outcomes
        as rounded shapes with their title, an arrow per choice with its label.
        mermaid (the default) is a flowchart that GitHub renders in Markdown
        inside a ```mermaid fence; dot is a Graphviz digraph for 'dot -Tsvg'.
        """)
    ],
    examples: [
      "hig-wizard graph presentation > presentation.mmd",
      "hig-wizard graph presentation --format dot | dot -Tsvg > presentation.svg",
      "hig-wizard graph presentation --output presentation.dot",
    ],
    exitCodes: [.success, .failure, .usage], featured: [.format, .output])

  public static let scan = CommandSpec(
    command: .scan,
    operands: [OperandSpec(name: "PATH", kind: .file, missing: nil, repeatable: true)],
    summary: translatable("check an app's Swift code against the guidance on presenting"),
    options: [
      OptionSpec(
        .format, short: "f", valueName: "FORMAT",
        help: "text (default), markdown, json or sarif",
        kind: .cases(of: ScanReport.Format.self)),
      OptionSpec(
        .output, short: "o", valueName: "FILE",
        help: "write the report to FILE atomically ('-': standard output)", kind: .file),
      OptionSpec(
        .failOn, short: nil, valueName: "LEVEL",
        help:
          "exit 1 when a finding is at least this severe: error (default), warning, note or never",
        kind: .cases(of: ScanFailLevel.self)),
      OptionSpec(
        .baseline, short: nil, valueName: "FILE",
        help: "report only findings that FILE (made by --write-baseline) does not hold",
        kind: .file),
      OptionSpec(
        .writeBaseline, short: nil, valueName: "FILE",
        help: "record every finding in FILE, to be accepted for now, and exit 0", kind: .file),
      OptionSpec(
        .noCache, short: nil, valueName: nil,
        help: "parse every file again, without reading or writing the cache"),
    ],
    about: [
      translatable(
        """
        Reads every .swift file under each PATH (default: the current folder),
        skipping .build, Pods, Carthage, DerivedData, hidden folders and what
        .gitignore ignores, with the Swift toolchain's own parser. It lists
        each presentation (UIKit's present, show and presentation styles,
        SwiftUI's sheet, fullScreenCover, popover, alert and more) with the
        outcome of a tree it carries out, and reports what breaks the
        guidance or UIKit's rules: a popover with no anchor, a partial curl
        that is not full screen, a modal view on a popover, a popover kept on
        iPhone, a modal view with no way out, a style left to the default.
        """),
      translatable(
        """
        What presents what, and each rule, is data beside the trees
        (Questions/scan/). Silence a finding with a comment
        '// hig-wizard:ignore RULE-ID' on its line or the line above.
        Results are cached by file content in $XDG_CACHE_HOME/hig-wizard/.
        The parsing is done by hig-wizard-scan, installed beside hig-wizard.
        """),
    ],
    examples: [
      "hig-wizard scan",
      "hig-wizard scan Sources --format markdown > presentations.md",
      "hig-wizard scan --format sarif --output hig-wizard.sarif",
      "hig-wizard scan --write-baseline .hig-wizard-baseline.json",
      "hig-wizard scan --baseline .hig-wizard-baseline.json --fail-on warning",
    ],
    exitCodes: [.success, .failure, .usage],
    exitSummary: translatable(
      """
      Exit status: 0 nothing at the --fail-on level or above was found (or
      --write-baseline wrote the baseline); 1 something was, or a file could
      not be read or written; 2 usage error.
      """),
    featured: [.format])

  public static let lint = CommandSpec(
    command: .lint,
    operands: [
      OperandSpec(
        name: "FILE|DIR", kind: .file, missing: nil, repeatable: true,
        standardInput: translatable("a tree from standard input"))
    ],
    summary: translatable("check tree files: syntax, fields, ids, cycles, reachability"),
    options: [
      OptionSpec(
        .strict, short: "s", valueName: nil,
        help: "treat text missing from a translation as an error, not a warning"),
      OptionSpec(
        .stamp, short: nil, valueName: nil,
        help: "record in each translation given which English it now translates"),
    ],
    about: [
      translatable(
        """
        Checks tree files (default: the bundled trees and those of --questions):
        YAML syntax, keys and types, duplicate keys and ids, ids that do not
        resolve, cycles, and questions or outcomes that cannot be reached. Prints
        every problem as FILE:LINE:COLUMN: error: MESSAGE, or one summary line when
        all is well. FILE '-' is a tree read from standard input, named <stdin>
        in the messages. The format is described in Questions/README.md.
        """),
      translatable(
        """
        Translations (TREE.LANG.yaml beside the tree) are checked against their
        tree: text for an id the tree does not have is an error, and text the
        translation leaves out is a warning (shown in English instead), or an
        error with --strict.
        """),
      translatable(
        """
        A translation records, under 'translates', a hash of the English of each
        text it translates. When the tree's English changes, lint warns about
        every text translated from the old English. Check those translations,
        then run lint --stamp on the translation files to record the English
        they now translate.
        """),
    ],
    examples: [
      "hig-wizard lint", "hig-wizard lint Questions/ my-tree.yaml",
      "hig-wizard lint --strict Questions/", "hig-wizard lint --stamp my-tree.pt.yaml",
      "hig-wizard new deletion -o - | hig-wizard lint -",
    ],
    exitCodes: [.success, .failure, .usage])

  public static let new = CommandSpec(
    command: .new,
    operands: [
      OperandSpec(
        name: "TREE-ID", kind: .text,
        missing: translatable("the new tree's id, such as 'deletion'"))
    ],
    summary: translatable("write a new tree file to start from, which lint passes"),
    options: [
      OptionSpec(
        .output, short: "o", valueName: "FILE|DIR",
        help: "write it to FILE, or to DIR/TREE-ID.yaml ('-': standard output)", kind: .file)
    ],
    about: [
      translatable(
        """
        Writes a tree with the id TREE-ID (lower-case kebab-case) to
        TREE-ID.yaml in the current folder, or where --output says. The tree
        is complete: pages, a device question, a yes/no question, two outcomes
        with what they apply to, an implementation and prioritized checklists,
        each holding text that says what goes there. It passes 'hig-wizard lint'
        as written; replace the texts, then lint it again. An existing file is
        never overwritten. The format is described in Questions/README.md.
        """)
    ],
    examples: [
      "hig-wizard new deletion",
      "hig-wizard new deletion --output my-trees/",
      "hig-wizard new deletion -o - | less",
    ],
    exitCodes: [.success, .failure, .usage],
    exitSummary: translatable(
      """
      Exit status: 0 the tree was written; 1 the file exists already or could
      not be written; 2 usage error (such as an id that is not kebab-case).
      """))

  public static let help = CommandSpec(
    command: .help,
    operands: [OperandSpec(name: "COMMAND", kind: .command, missing: nil)],
    summary: translatable("show help for a command"),
    options: [
      OptionSpec(
        .man, short: nil, valueName: nil,
        help: "print the manual page (mdoc) instead, for 'man -l -' where none is installed")
    ],
    about: [],
    examples: ["hig-wizard help run", "hig-wizard help --man | man -l -"],
    exitCodes: [.success, .usage])

  public static let completion = CommandSpec(
    command: .completion,
    operands: [
      OperandSpec(
        name: "SHELL", kind: .cases(of: CompletionScript.Shell.self),
        missing: translatable("the shell: bash, zsh or fish"))
    ],
    summary: translatable("print the Tab-completion script for bash, zsh or fish"),
    options: [],
    about: [
      translatable(
        """
        Prints a script that makes Tab complete hig-wizard's commands and
        options, tree ids, question ids and their choices after --answer, session
        names and file names, in SHELL. The script asks hig-wizard itself what to
        offer, so it keeps up with your trees. 'make install' puts one in place for
        each shell.
        """)
    ],
    examples: [
      "source <(hig-wizard completion bash)",
      "hig-wizard completion zsh > ~/.zfunc/_hig-wizard",
      "hig-wizard completion fish > ~/.config/fish/completions/hig-wizard.fish",
    ],
    exitCodes: [.success, .usage])

  public static let schema = CommandSpec(
    command: .schema,
    operands: [
      OperandSpec(
        name: "NAME", kind: .cases(of: SchemaName.self),
        missing: translatable(
          "which schema: tree, translation, answers, report, batch, record, scan, scan-guidance or config"
        ))
    ],
    summary: translatable(
      "print the JSON Schema of the files hig-wizard reads and writes"),
    options: [],
    about: [
      translatable(
        """
        Prints the JSON Schema (draft-07) of the files people write for
        hig-wizard: a tree, a tree's translation, an answers file, the report
        that --format json writes, a line of 'batch' results (JSON Lines), a
        decision record ('run --record'), the report 'scan --format json'
        writes, the scan guidance (Questions/scan/), or the configuration
        file. Editors use it to complete keys and show what each means; the
        same files are in schemas/. A schema cannot check that ids lead
        somewhere, that there are no cycles or that every question can be
        reached: 'hig-wizard lint' stays the authority.
        """)
    ],
    examples: [
      "hig-wizard schema tree > tree.schema.json", "hig-wizard schema report",
      "hig-wizard schema scan", "hig-wizard schema config",
    ],
    exitCodes: [.success, .usage])

  /// In the order the help lists them: ``CommandName``'s.
  public static var all: [CommandSpec] { CommandName.allCases.map(\.spec) }

  /// The command `name`, or nil. Found through ``CommandName``: a run then
  /// makes only its own command's declaration, not all thirteen.
  public static func named(_ name: String) -> CommandSpec? { CommandName(rawValue: name)?.spec }

  /// Where the command word is: the first operand, skipping the values of
  /// global options (`-L ja`, `-q --`); after a `--` that ends the options
  /// (`marked`), whatever follows.
  public static func commandIndex(_ arguments: [String]) -> (index: Int, marked: Bool)? {
    let valued = Set(
      Commands.global.filter(\.takesValue).flatMap {
        ["--" + $0.long] + ($0.short.map { ["-\($0)"] } ?? [])
      })
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { return index + 1 < arguments.count ? (index + 1, true) : nil }
      if valued.contains(argument) {
        index += 2
        continue
      }
      if !argument.hasPrefix("-") || argument == "-" { return (index, false) }
      index += 1
    }
    return nil
  }

}
