// hig-wizard's own messages in ja, by their English text (the key used in
// the sources with tr(...)). {1}, {2}, … stand for the same values as in the
// English text and may move within the sentence.
// Sorted by the English text's UTF-8 bytes (MessageCatalog.find searches by halving).

extension MessageCatalog {
  static let japanese: [(String, String)] = [
    (
      "\nStart with:\n  hig-wizard run presentation --answer platform=ipad ...\nRun it without answers to see which questions it asks.\nSee 'hig-wizard --help' for everything else.\n",
      "\n使い始めるには:\n  hig-wizard run presentation --answer platform=ipad ...\n回答を付けずに実行すると、どの質問が尋ねられるかがわかります。\nそのほかのことは 'hig-wizard --help' を参照してください。\n"
    ),
    (
      "  jsonl     one object per record: task, line, outcome, path (question and\n            answer), missing and invalid answers, and the error, if any;\n            with 'unsure' answers that matter, conditional: each outcome and\n            the answers that lead to it\n  markdown  a table (task, recommendation, deciding answer) and the count\n            of tasks per recommendation",
      "  jsonl     レコードごとに1つのオブジェクト: タスク、行、結論、経路（質問\n            と回答）、足りない回答と無効な回答、エラー（ある場合）。結論を左右する 'unsure' の回答があれば\n            conditional: 結論ごとに、そこに至る回答\n  markdown  表（タスク、推奨、決め手となった回答）と、推奨ごとのタスク数"
    ),
    (
      " and ",
      " かつ "
    ),
    (
      "'applies' of outcome '{1}' names {2} '{3}', which is not a choice of question '{4}' ({5})",
      "結論 '{1}' の 'applies' が {2} '{3}' を挙げていますが、これは質問 '{4}' の選択肢ではありません（{5}）"
    ),
    (
      "'settled-by' '{1}' in the checklist of outcome '{2}' names the outcome's own tree, so the item is always shown; name the tree of the chain that settles it",
      "結論 '{2}' のチェックリストの 'settled-by' '{1}' は結論自身のツリーを指しているため、項目は常に表示されます。それを決めるチェーン内のツリーを指定してください"
    ),
    (
      "'since' in {1} must name a system and its version, such as 'iOS 16.0'",
      "{1} の 'since' には 'iOS 16.0' のようにシステムとバージョンを書いてください"
    ),
    (
      "'unsure' is not taken in a follow-up decision; the report ends with the decisions before it. Run 'hig-wizard run {1}' to explore it.",
      "後続の判断では 'unsure' と答えられません。レポートはそれより前の判断までで終わります。この判断を個別に検討するには 'hig-wizard run {1}' を実行してください。"
    ),
    (
      "'{1}' could be {2}: type more of it.",
      "'{1}' に当てはまる候補が複数あります（{2}）。もう少し入力してください。"
    ),
    (
      "'{1}' in {2} is empty",
      "{2}の '{1}' が空です"
    ),
    (
      "'{1}' in {2} is empty; it needs at least one item",
      "{2}の '{1}' が空です。項目が1つ以上必要です"
    ),
    (
      "'{1}' in {2} must be a list, not {3}",
      "{2}の '{1}' はリストにしてください（{3}になっています）"
    ),
    (
      "'{1}' in {2} must be an https:// link without spaces",
      "{2} の '{1}' は空白を含まない https:// のリンクにしてください"
    ),
    (
      "'{1}' in {2} must be text, not {3}",
      "{2}の '{1}' はテキストにしてください（{3}になっています）"
    ),
    (
      "'{1}' is not a choice for question '{2}'",
      "'{1}' は質問 '{2}' の選択肢にありません"
    ),
    (
      "'{1}' is not an answer here.",
      "'{1}' はこの質問の回答として使えません。"
    ),
    (
      "'{1}' names no tree here. Type 1-{2} or one of: {3}.",
      "'{1}' という名前のツリーはありません。1～{2} の番号か、次のいずれかを入力してください: {3}。"
    ),
    (
      "(Enter)",
      "(Enter)"
    ),
    (
      "(and maybe {1})",
      "(ほかに {1} も必要な可能性があります)"
    ),
    (
      "(carried)",
      "（引き継ぎ）"
    ),
    (
      "(choices: {1})",
      "(選択肢: {1})"
    ),
    (
      "(default)",
      "(デフォルト)"
    ),
    (
      "(default: {1})",
      "(デフォルト: {1})"
    ),
    (
      "(outcome)",
      "(結論)"
    ),
    (
      "(questions: {1})",
      "(質問: {1})"
    ),
    (
      "(saved: {1})",
      "(保存済み: {1})"
    ),
    (
      "(task '{1}')",
      "(タスク '{1}')"
    ),
    (
      "(the newest when NAME is left out)",
      "(NAME を省略すると最新のセッション)"
    ),
    (
      "(tree {1}, version {2})",
      "（ツリー {1}、バージョン {2}）"
    ),
    (
      "(trees: {1})",
      "(ツリー: {1})"
    ),
    (
      "(unsure: this branch assumes it)",
      "（わからない：この分岐ではこの回答を仮定）"
    ),
    (
      "**Conditional recommendation:** it depends on {1}.",
      "**条件付きの推奨:** {1}への回答によって変わります。"
    ),
    (
      "**Recommendation: {1}.** {2}",
      "**推奨: {1}** {2}"
    ),
    (
      "**Today:** {1}",
      "**現在:** {1}"
    ),
    (
      "**{1}** {2}. {3}",
      "**{1}** {2}。{3}"
    ),
    (
      "*Decided with the `{1}` tree ({2}, version `{3}`).*",
      "*`{1}` ツリー（{2}、バージョン `{3}`）で判断しました。*"
    ),
    (
      "*Decided with the `{1}` tree ({2}, version `{3}`); guideline topic: {4}.*",
      "*`{1}` ツリー（{2}、バージョン `{3}`）で判断しました。ガイドラインの項目: {4}。*"
    ),
    (
      ", ",
      "、"
    ),
    (
      ". Did you mean '{1}'?",
      "。'{1}' のことですか？"
    ),
    (
      ": '{1}' is now answered '{2}', not '{3}'",
      "。現在は '{1}' への回答が '{3}' ではなく '{2}' です"
    ),
    (
      ": after {1} answers the tree now asks '{2}' where it asked '{3}'",
      "。{1}件の回答の後に尋ねる質問が、'{3}' から '{2}' に変わっています"
    ),
    (
      ": the answer '{1}' to '{2}' now leads there",
      "。現在は '{2}' への回答 '{1}' でこの推奨になります"
    ),
    (
      ": the tree now decides after {1} answers, before asking '{2}'",
      "。現在のツリーは、'{2}' を尋ねる前に{1}件の回答で推奨を決めます"
    ),
    (
      ": the tree now goes on to ask '{1}'",
      "。現在のツリーは、続けて '{1}' を尋ねます"
    ),
    (
      "; did you mean '{1}'?",
      "。'{1}' のことですか？"
    ),
    (
      "; expected one of: {1}",
      "。次のいずれかを指定してください: {1}"
    ),
    (
      "; wrote {1}",
      "。{1} に書き出しました"
    ),
    (
      "A bad record (malformed line, unknown question or choice, missing answer)\nis reported on stderr as FILE:LINE: error: ... and does not stop the run.",
      "不正なレコード（形式の誤った行、不明な質問や選択肢、足りない回答）は\nstderr に FILE:LINE: error: ... の形式で報告され、処理は続行されます。"
    ),
    (
      "A branch leads on to another decision, which is not taken while an answer is 'unsure'; answer it to go on with that decision.",
      "枝の一つは別の判断に続きますが、'unsure' の回答がある間はその判断は行われません。その判断に進むには、その質問に回答してください。"
    ),
    (
      "A short name, please: at most 80 columns.",
      "短い名前にしてください（80桁まで）。"
    ),
    (
      "All",
      "合計"
    ),
    (
      "Answer",
      "回答"
    ),
    (
      "Answer {1} (or 1-{2}), or ? for why this is asked.",
      "{1}（または 1～{2}）で答えてください。? を入力すると、この質問の理由を表示します。"
    ),
    (
      "Answer {1} or {2} (Enter: {3}).",
      "「{1}」か「{2}」で答えてください（Enter: {3}）。"
    ),
    (
      "Answers",
      "回答"
    ),
    (
      "Answers are choice ids, given per question id: --answer suspend=no. An\nanswers file holds the same as YAML or JSON ('suspend: no'), or is a report\nwritten by --format json, so that a run can be replayed. Answers for\nquestions the path does not reach are reported as unused.",
      "回答は、質問 id ごとに選択肢 id で指定します: --answer suspend=no。\n回答ファイルには同じ内容を YAML か JSON で書きます（'suspend: no'）。\n--format json で書き出したレポートも回答ファイルとして使えるので、実行を\n再現できます。経路上にない質問への回答は、未使用として報告されます。"
    ),
    (
      "Any yes/no question also takes 'unsure' (--answer suspend=unsure): both\nanswers are followed and the report is conditional. When an outcome names\na follow-up tree, --follow (or answers for it, as TREE.QUESTION=CHOICE)\ngoes on to that decision.",
      "はい/いいえで答える質問には、'unsure'（--answer suspend=unsure）とも\n答えられます。その場合は両方の回答をたどり、レポートは条件付きに\nなります。結論が後続のツリーを示している場合は、--follow（または\nTREE.QUESTION=CHOICE の形式でのそのツリーへの回答）を指定すると、\nその判断に進みます。"
    ),
    (
      "At a prompt, type an answer (its id, label, number or first letters; y/n\nfor yes/no, or unsure to follow both; Enter takes the default in brackets;\nTab completes) or:",
      "プロンプトでは、回答（id、ラベル、番号、または先頭の数文字。\nはい/いいえは y/n、両方の回答をたどるには unsure。Enter で角かっこ内の\nデフォルトを選択。Tab で補完）か、次のコマンドを入力します:"
    ),
    (
      "At most {1} questions can be answered 'unsure': answer this one yes or no.",
      "'unsure' と答えられる質問は{1}個までです。この質問には「はい」か「いいえ」で答えてください。"
    ),
    (
      "Batch: {1}",
      "一括評価: {1}"
    ),
    (
      "Checklist",
      "チェックリスト"
    ),
    (
      "Checklist: {1}",
      "チェックリスト: {1}"
    ),
    (
      "Checks tree files (default: the bundled trees and those of --questions):\nYAML syntax, keys and types, duplicate keys and ids, ids that do not\nresolve, cycles, and questions or outcomes that cannot be reached. Prints\nevery problem as FILE:LINE:COLUMN: error: MESSAGE, or one summary line when\nall is well. The format is described in Questions/README.md.",
      "ツリーファイルを検査します（デフォルト: 同梱のツリーと --questions で\n指定したツリー）。検査するのは、YAML の構文、キーと型、キーや id の重複、\n解決できない id、循環、到達できない質問や結論です。問題はそれぞれ\nFILE:LINE:COLUMN: error: MESSAGE の形式で出力し、問題がなければ要約を\n1行だけ出力します。形式については Questions/README.md を参照してください。"
    ),
    (
      "Commands:",
      "コマンド:"
    ),
    (
      "Conditional (`unsure`)",
      "条件付き (`unsure`)"
    ),
    (
      "Conditional recommendation: it depends on {1}",
      "条件付きの推奨: {1}への回答によって変わります"
    ),
    (
      "Could not save: {1}.",
      "保存できませんでした: {1}。"
    ),
    (
      "Counts",
      "件数"
    ),
    (
      "Deciding answer",
      "決め手となった回答"
    ),
    (
      "Draws the whole tree TREE: questions as boxes with their prompt, outcomes\nas rounded shapes with their title, an arrow per choice with its label.\nmermaid (the default) is a flowchart that GitHub renders in Markdown\ninside a ```mermaid fence; dot is a Graphviz digraph for 'dot -Tsvg'.",
      "ツリー TREE 全体を図にします。質問はその質問文を入れた四角形、結論は\nタイトルを入れた角の丸い図形、選択肢はラベル付きの矢印で表します。\nmermaid（デフォルト）は、Markdown の ```mermaid ブロックに入れると\nGitHub で表示されるフローチャートです。dot は 'dot -Tsvg' で使える\nGraphviz の有向グラフです。"
    ),
    (
      "Enter = {1}",
      "Enter = {1}"
    ),
    (
      "Enter or {1} saves {2}. Another file name saves there: .json gives JSON, .txt text, anything else Markdown, and ~/ is your home folder. {3} skips; Ctrl-D skips too and keeps your answers for resume.",
      "Enter または {1} で {2} に保存します。別のファイル名を入力するとそこに保存します（.json は JSON、.txt はテキスト、それ以外は Markdown。~/ はホームフォルダー）。{3} で保存しません。Ctrl-D でも保存せず、回答は resume 用に残ります。"
    ),
    (
      "Evaluates one answer set per record of FILE ('-': standard input), for\ndesign audits and CI. Records are JSON Lines (one object per line: \"task\"\nand question id → choice id) or CSV (a header row of the same names, then\none row per task; an empty cell is no answer). Results stream out in\ninput order, so memory stays flat however many records there are:",
      "FILE（'-': 標準入力）のレコードごとに1組の回答を評価します。デザインの\n監査や CI に使えます。レコードは JSON Lines（1行に1つのオブジェクト:\n\"task\" と、質問 id → 選択肢 id）か CSV（同じ名前を並べたヘッダー行の後に\nタスクごとに1行。空のセルは未回答）です。結果は入力順に逐次出力される\nため、レコードがいくつあってもメモリ使用量は増えません:"
    ),
    (
      "Examples:",
      "例:"
    ),
    (
      "Exit status:\n  0  done: a report was written, or lint found no problem\n  1  a file could not be read, written or understood (tree, answers or\n     output file), or lint found problems; details on stderr\n  2  usage error: an unknown option, command, tree, question or choice\n  3  the answers do not reach a recommendation; stderr lists the missing ones\n129  the terminal closed (SIGHUP) at a prompt; the answers are saved\n130  Ctrl-C at a prompt; the answers are saved ('hig-wizard resume' goes on)\n143  SIGTERM at a prompt; the answers are saved\nCtrl-D on an empty line and 'quit' also save the answers, and exit with 0.\n",
      "終了ステータス:\n  0  完了: レポートを書き出した、または lint で問題が見つからなかった\n  1  ファイル（ツリー、回答、出力ファイル）の読み書きや解釈ができない、\n     または lint で問題が見つかった。詳細は stderr に出力\n  2  使い方の誤り: 不明なオプション、コマンド、ツリー、質問、選択肢\n  3  回答だけでは推奨に至らない。足りない回答は stderr に一覧表示\n129  プロンプト中にターミナルが閉じられた（SIGHUP）。回答は保存済み\n130  プロンプト中の Ctrl-C。回答は保存済み（'hig-wizard resume' で再開）\n143  プロンプト中に SIGTERM を受信。回答は保存済み\n空行での Ctrl-D と 'quit' でも回答が保存され、ステータス 0 で終了します。\n"
    ),
    (
      "Exit status: 0 every record has a recommendation; 1 a record failed (or a\nfile could not be read or written); 2 usage error.",
      "終了ステータス: 0 すべてのレコードに推奨が出た。1 失敗したレコードが\nある（またはファイルを読み書きできなかった）。2 使い方の誤り。"
    ),
    (
      "Failed",
      "失敗"
    ),
    (
      "For example: Photo filters, or Share a playlist. The questions come next; --title names the task without asking.",
      "例: 写真フィルター、プレイリストの共有。このあと質問が続きます。--title を使うと尋ねずに名前を付けられます。"
    ),
    (
      "Go on with:",
      "再開するには:"
    ),
    (
      "Go on with: {1}",
      "再開するには: {1}"
    ),
    (
      "Goes on with a session saved when the wizard stopped (Ctrl-C, Ctrl-D,\nquit, a closed terminal, kill): NAME is a saved session's name, or a tree\nid for that tree's newest session; without it, the newest session. If the\ntree has changed since, the answers that still apply are kept and the\nothers are named. A session is removed once it reaches a recommendation.\nSessions are files in $XDG_STATE_HOME/hig-wizard/sessions/ (mode 0600).",
      "ウィザードの中断時（Ctrl-C、Ctrl-D、quit、ターミナルの終了、kill）に\n保存されたセッションを再開します。NAME には保存済みセッションの名前か、\nツリーの id（そのツリーの最新のセッションを再開）を指定します。\n省略した場合は、最新のセッションを再開します。保存後にツリーが\n変更されていれば、まだ当てはまる回答は引き継ぎ、当てはまらない回答は\nその名前を示して破棄します。セッションは推奨に至った時点で削除されます。\nセッションは $XDG_STATE_HOME/hig-wizard/sessions/ 内のファイル\n（モード 0600）です。"
    ),
    (
      "Guideline: {1}",
      "ガイドライン: {1}"
    ),
    (
      "How to build it",
      "実装方法"
    ),
    (
      "ID=CHOICE, as in --answer suspend=no",
      "ID=CHOICE の形式（例: --answer suspend=no）"
    ),
    (
      "If `{1}`: **{2}.** {3}",
      "`{1}` の場合: **{2}** {3}"
    ),
    (
      "If `{1}`: {2}",
      "`{1}` の場合: {2}"
    ),
    (
      "If {1}: '{2}' is needed on this branch.",
      "{1} の場合: この分岐では '{2}' への回答が必要です。"
    ),
    (
      "If {1}: {2}",
      "{1} の場合: {2}"
    ),
    (
      "If {1}: {2}. {3}",
      "{1} の場合: {2}。{3}"
    ),
    (
      "Interrupted.",
      "中断しました。"
    ),
    (
      "It does not depend on {1}: every answer leads there.",
      "{1}への回答には左右されません。どの回答でもこの推奨になります。"
    ),
    (
      "Line editing is libedit's (Emacs keys; ~/.editrc is read). History and\nsaved sessions are kept in $XDG_STATE_HOME/hig-wizard (default\n~/.local/state/hig-wizard). When standard input is not a terminal, the\nquestions are read line by line from it.",
      "行編集には libedit を使います（Emacs のキー操作。~/.editrc を\n読み込みます）。履歴と保存済みセッションは $XDG_STATE_HOME/hig-wizard\n（デフォルトは ~/.local/state/hig-wizard）に保存されます。標準入力が\nターミナルでない場合は、質問への回答を標準入力から1行ずつ読み込みます。"
    ),
    (
      "Lists the trees hig-wizard can run (the bundled ones and those of\n--questions), one line each: the id to pass to 'run', the title, and how\nmany questions and outcomes the tree has; a tree from a folder names its\nfile. --format json prints an array of objects with id, title, summary,\nquestions, outcomes, bundled and source.",
      "hig-wizard で実行できるツリー（同梱のツリーと --questions のツリー）を\n1行に1つずつ一覧表示します。各行には、'run' に渡す id、タイトル、\nツリーの質問数と結論数が表示され、フォルダから読み込んだツリーには\nファイル名も表示されます。--format json を指定すると、id、title、\nsummary、questions、outcomes、bundled、source を持つオブジェクトの\n配列を出力します。"
    ),
    (
      "Name the task in a few words: it titles the report and names its file (Enter: {1}).",
      "タスクに短い名前を付けてください。レポートの題名とファイル名になります（Enter: {1}）。"
    ),
    (
      "Next decision: {1}",
      "次の判断: {1}"
    ),
    (
      "Next decision: {1} ({2}). Go on with it?",
      "次の判断: {1}（{2}）。続けますか？"
    ),
    (
      "No answers yet.",
      "まだ回答はありません。"
    ),
    (
      "No longer asked, so dropped: {1}.",
      "もう尋ねられないため破棄しました: {1}。"
    ),
    (
      "No other single answer changes the recommendation.",
      "回答を1つ変えるだけで推奨が変わることはありません。"
    ),
    (
      "No saved sessions (they are kept in {1}).",
      "保存済みのセッションはありません（保存先: {1}）。"
    ),
    (
      "Not sure",
      "わからない"
    ),
    (
      "Nothing was answered, so nothing was saved.",
      "回答がないため、何も保存していません。"
    ),
    (
      "Options:",
      "オプション:"
    ),
    (
      "Other",
      "その他"
    ),
    (
      "Outcomes ({1})",
      "結論（{1}個）"
    ),
    (
      "Outlines the tree TREE without asking anything: its summary, then every\nquestion with its topic and its choices (id, label, where each leads; the\ndefault marked), then every outcome with its recommendation, topic and\nthe size of its checklist. --format json gives the same with sorted keys.",
      "ツリー TREE の概要を、質問をせずに表示します。まず要約、次にすべての\n質問とそのトピックおよび選択肢（id、ラベル、それぞれの行き先。デフォルト\nには印が付きます）、最後にすべての結論とその推奨、トピック、\nチェックリストの項目数を示します。--format json では、同じ内容を\nキーでソートして出力します。"
    ),
    (
      "Output is coloured only on a terminal and when NO_COLOR is unset; text\nwraps to COLUMNS or the terminal's width.",
      "ターミナルへの出力で、NO_COLOR が設定されていない場合にだけ色が付きます。\nテキストは COLUMNS またはターミナルの幅で折り返されます。"
    ),
    (
      "Pass them with --answer, or use --defaults for those that have a default.",
      "--answer で指定するか、デフォルトがある質問には --defaults を使ってください。"
    ),
    (
      "Path",
      "経路"
    ),
    (
      "Press Enter for the recommendation, or type a number to change that answer.",
      "Enter で推奨を表示します。回答を変更するには番号を入力してください。"
    ),
    (
      "Prints a script that makes Tab complete hig-wizard's commands and\noptions, tree ids, question ids and their choices after --answer, session\nnames and file names, in SHELL. The script asks hig-wizard itself what to\noffer, so it keeps up with your trees. 'make install' puts one in place for\neach shell.",
      "SHELL で Tab キーが hig-wizard のコマンドとオプション、ツリーの\nID、--answer の後の質問 ID とその選択肢、セッション名、ファイル名を補完\nするスクリプトを出力します。スクリプトは何を候補にするかを hig-wizard\n自身に問い合わせるので、手元のツリーに常に追従します。'make install'\nは各シェル用のものをインストールします。"
    ),
    (
      "Prints the JSON Schema (draft-07) of the files people write for\nhig-wizard: a tree, a tree's translation, an answers file, or the report\nthat --format json writes. Editors use it to complete keys and show what\neach means; the same files are in schemas/. A schema cannot check that ids\nlead somewhere, that there are no cycles or that every question can be\nreached: 'hig-wizard lint' stays the authority.",
      "hig-wizard のために書くファイル（ツリー、ツリーの翻訳、回答ファイル、\n--format json が書き出すレポート）の JSON Schema（draft-07）を出力します。\nエディタはこれを使ってキーを補完し、各キーの意味を表示します。同じファイル\nは schemas/ にもあります。スキーマでは、id の参照先があるか、循環がないか、\nすべての質問に到達できるかは検査できません。判断するのは引き続き\n'hig-wizard lint' です。"
    ),
    (
      "Question",
      "質問"
    ),
    (
      "Questions ({1}, starting at {2})",
      "質問（{1}個、最初は {2}）"
    ),
    (
      "Questions that the answers given do not settle are asked at the prompt\n(from standard input when it is not a terminal), unless --non-interactive.\nWhile the wizard asks, the answers are saved after each one, so that\n'hig-wizard resume' can go on after Ctrl-C, a closed terminal or a crash.",
      "指定された回答で決まらない質問は、プロンプトで尋ねます（標準入力が\nターミナルでない場合は、標準入力から読み込みます）。\n--non-interactive を指定した場合は尋ねません。ウィザードの質問中は、\n回答するたびに保存されます。そのため、Ctrl-C、ターミナルの終了、\nクラッシュの後でも 'hig-wizard resume' で再開できます。"
    ),
    (
      "Recommendation",
      "推奨"
    ),
    (
      "Recommendation: {1}",
      "推奨: {1}"
    ),
    (
      "Reproduce",
      "再現方法"
    ),
    (
      "Resuming {1} ({2}, saved {3}): {4} of {5} answers kept.",
      "{1}（{2}、{3} に保存）を再開します。{5}件の回答のうち{4}件を引き継ぎました。"
    ),
    (
      "Save it under another name? (a file name; Enter or {1} to skip)",
      "別の名前で保存しますか？（ファイル名を入力。保存しない場合は Enter または {1}）"
    ),
    (
      "Save this as {1}? [{2}] (or another file name, or {3})",
      "{1} として保存しますか？ [{2}]（別のファイル名も入力できます。保存しない場合は {3}）"
    ),
    (
      "Saved {1}.",
      "{1} を保存しました。"
    ),
    (
      "See 'hig-wizard help run' for the options of run.",
      "run のオプションについては 'hig-wizard help run' を参照してください。"
    ),
    (
      "See '{1}'.",
      "'{1}' を参照してください。"
    ),
    (
      "Source",
      "区分"
    ),
    (
      "Start again from the first question, forgetting every answer?",
      "すべての回答を忘れて、最初の質問からやり直しますか？"
    ),
    (
      "Starting again from the first question.",
      "最初の質問からやり直します。"
    ),
    (
      "Stopped (end of input).",
      "入力が終わったため停止しました。"
    ),
    (
      "Stopped before saving the report.",
      "レポートを保存する前に停止しました。"
    ),
    (
      "Stopped.",
      "停止しました。"
    ),
    (
      "Task",
      "タスク"
    ),
    (
      "Tasks",
      "タスク数"
    ),
    (
      "Terminated (SIGTERM).",
      "終了しました（SIGTERM）。"
    ),
    (
      "That answer was settled by the decision before, so it is not asked here; back at this decision's first question goes back into that decision.",
      "この回答は前の判断で決まっているため、ここでは尋ねません。この判断の最初の質問で「戻る」と入力すると、前の判断に戻ります。"
    ),
    (
      "The answers can no longer be changed here: answer {1} or {2}, or quit.",
      "ここでは回答を変更できません。{1} か {2} で答えるか、終了してください。"
    ),
    (
      "The answers could not all be saved (see the warning above).",
      "一部の回答を保存できませんでした（上の警告を参照してください）。"
    ),
    (
      "The first is needed now; whether the others are asked depends on the answers before them.",
      "今必要なのは最初の質問への回答です。ほかの質問が尋ねられるかどうかは、それより前の回答によって決まります。"
    ),
    (
      "The report is written, so answers are not changed here: the Reproduce line has them all, for a new run.",
      "レポートは出力済みのため、ここでは回答を変更できません。「再現方法」にすべての回答があるので、新しい実行に使えます。"
    ),
    (
      "The terminal closed.",
      "ターミナルが閉じられました。"
    ),
    (
      "The tree has changed since; answers that no longer apply were dropped.",
      "保存後にツリーが変更されたため、当てはまらなくなった回答は破棄しました。"
    ),
    (
      "Then: the {1} tree",
      "その後: {1} ツリー"
    ),
    (
      "There are no answers yet: type a name, or press Enter for {1}.",
      "まだ回答はありません。名前を入力するか、Enter で {1} にします。"
    ),
    (
      "This is the first question: there is nothing to take back.",
      "これは最初の質問です。取り消せる回答はありません。"
    ),
    (
      "This question has no default.",
      "この質問にはデフォルトがありません。"
    ),
    (
      "Today: {1}",
      "現在: {1}"
    ),
    (
      "Topic: {1}",
      "トピック: {1}"
    ),
    (
      "Translations (TREE.LANG.yaml beside the tree) are checked against their\ntree: text for an id the tree does not have is an error, and text the\ntranslation leaves out is a warning (shown in English instead), or an\nerror with --strict.",
      "翻訳（ツリーと同じ場所にある TREE.LANG.yaml）は、対応するツリーと照合\nします。ツリーにない id のテキストはエラー、翻訳に欠けているテキストは\n警告（代わりに英語で表示）になります。--strict を指定すると、欠けている\nテキストもエラーになります。"
    ),
    (
      "Trees:",
      "ツリー:"
    ),
    (
      "Type 1-{1} to change that answer (back: the last one), or press Enter for the recommendation.",
      "1-{1} を入力するとその回答を変更できます（戻る: 最後の回答）。Enter で推奨を表示します。"
    ),
    (
      "Type ? to see what each decides.",
      "? と入力すると、それぞれが何を決めるかを表示します。"
    ),
    (
      "Type an answer (or its number or first letters; Tab completes; {1} if you cannot say yes or no), ? for why this is asked, back, answers, restart or quit.",
      "回答を入力してください（番号や先頭の数文字でも可。Tab で補完できます。「はい」「いいえ」で答えられない場合は「{1}」）。? で質問の理由を表示します。戻る、回答、やり直す、終了（back、answers、restart、quit）も使えます。"
    ),
    (
      "Unused answers: {1} (decided before these questions)",
      "使われなかった回答: {1}（これらの質問の前に推奨が決まりました）"
    ),
    (
      "Unused answers: {1}. The recommendation was settled before these questions came up.",
      "使われなかった回答: {1}。これらの質問に達する前に推奨が決まりました。"
    ),
    (
      "Usage:",
      "使い方:"
    ),
    (
      "Usage: {1}",
      "使い方: {1}"
    ),
    (
      "Walks the tree TREE with the answers given and prints the recommendation,\nwhy (each answer tied to the guideline behind it), the answers, a\nchecklist, and the command that reproduces it.",
      "指定された回答でツリー TREE をたどり、推奨、その理由（各回答と根拠となる\nガイドラインの対応）、回答、チェックリスト、同じ結果を再現するコマンドを\n出力します。"
    ),
    (
      "What would change this",
      "推奨が変わる条件"
    ),
    (
      "Which decision do you need?",
      "どの判断を行いますか？"
    ),
    (
      "Why",
      "理由"
    ),
    (
      "YAML syntax error: {1}",
      "YAML の構文エラー: {1}"
    ),
    (
      "Your answer is saved.",
      "回答を保存しました。"
    ),
    (
      "Your answers are saved, 'unsure' ones included.",
      "'unsure' の回答も含めて、回答を保存しました。"
    ),
    (
      "Your answers:",
      "回答:"
    ),
    (
      "Your {1} answers are saved.",
      "{1}件の回答を保存しました。"
    ),
    (
      "[default]",
      "[デフォルト]"
    ),
    (
      "a \\u escape needs four hex digits",
      "\\u エスケープには16進数4桁が必要です"
    ),
    (
      "a control character inside a string",
      "文字列内に制御文字があります"
    ),
    (
      "a file holds exactly one YAML document; move this one into a file of its own",
      "1つのファイルに書ける YAML ドキュメントは1つだけです。このドキュメントは別のファイルに移してください"
    ),
    (
      "a list",
      "リスト"
    ),
    (
      "a mapping",
      "マッピング"
    ),
    (
      "a mapping key must be plain text, not {1}",
      "マッピングのキーはプレーンテキストにしてください（{1}になっています）"
    ),
    (
      "a quoted CSV field is not closed",
      "引用符で囲まれた CSV フィールドが閉じられていません"
    ),
    (
      "a record longer than {1} bytes; it is skipped",
      "{1} バイトを超えるレコードです。このレコードは読み飛ばします"
    ),
    (
      "a record must be a JSON object ({...})",
      "レコードは JSON オブジェクト（{...}）にしてください"
    ),
    (
      "a saved session in another format (this is hig-wizard {1})",
      "別の形式で保存されたセッションです（実行中の hig-wizard は {1}）"
    ),
    (
      "a stray quote in a CSV field; quote the whole field and double each quote inside it",
      "CSV フィールドの引用符の位置が正しくありません。フィールド全体を引用符で囲み、中の引用符はそれぞれ2つ重ねてください"
    ),
    (
      "a string is not closed",
      "文字列が閉じられていません"
    ),
    (
      "a {1}",
      "{1}"
    ),
    (
      "aliases ('*name') are not supported; write the value out in full",
      "エイリアス（'*name'）には対応していません。値を省略せずに書いてください"
    ),
    (
      "also load the trees in DIR (repeatable; also HIG_WIZARD_QUESTIONS, colon-separated)",
      "DIR 内のツリーも読み込む（複数指定可。HIG_WIZARD_QUESTIONS でもコロン区切りで指定可）"
    ),
    (
      "an answers file must be a mapping of question ids to choice ids (like 'suspend: no'), not {1}",
      "回答ファイルは、質問 id から選択肢 id へのマッピング（例: 'suspend: no'）にしてください。現在は{1}になっています"
    ),
    (
      "an unknown escape in a string",
      "文字列内に不明なエスケープがあります"
    ),
    (
      "an unrecorded version",
      "記録のないバージョン"
    ),
    (
      "answer question ID with CHOICE (repeatable; wins over --answers)",
      "質問 ID に CHOICE で回答する（複数指定可。--answers より優先）"
    ),
    (
      "answer questions that have a default with it",
      "デフォルトのある質問にはデフォルトで回答する"
    ),
    (
      "at least {1} more error in this file is not shown",
      "このファイルには、表示されていないエラーが少なくともあと{1}件あります"
    ),
    (
      "at least {1} more errors in this file are not shown",
      "このファイルには、表示されていないエラーが少なくともあと{1}件あります"
    ),
    (
      "at most {1} questions can be answered 'unsure' in one run; answer the others yes or no",
      "1回の実行で 'unsure' と答えられる質問は{1}個までです。ほかの質問には yes か no で答えてください"
    ),
    (
      "cannot create folder '{1}': {2}",
      "フォルダ '{1}' を作成できません: {2}"
    ),
    (
      "cannot lint '{1}': no such file or folder",
      "'{1}' をチェックできません: そのようなファイルやフォルダはありません"
    ),
    (
      "cannot open folder '{1}': {2}",
      "フォルダ '{1}' を開けません: {2}"
    ),
    (
      "cannot read '{1}': it holds more than {2} MiB; files larger than {3} MiB are not supported",
      "'{1}' を読み込めません: サイズが {2} MiB を超えています。{3} MiB を超えるファイルには対応していません"
    ),
    (
      "cannot read '{1}': it is a folder, not a file",
      "'{1}' を読み込めません: ファイルではなくフォルダです"
    ),
    (
      "cannot read '{1}': it is {2} MiB; files larger than {3} MiB are not supported",
      "'{1}' を読み込めません: サイズが {2} MiB あります。{3} MiB を超えるファイルには対応していません"
    ),
    (
      "cannot read '{1}': {2}",
      "'{1}' を読み込めません: {2}"
    ),
    (
      "cannot read the file: {1}",
      "ファイルを読み込めません: {1}"
    ),
    (
      "cannot remove '{1}': {2}",
      "'{1}' を削除できません: {2}"
    ),
    (
      "cannot write '{1}': it is a folder; name a file inside it",
      "'{1}' に書き込めません: フォルダです。フォルダ内のファイル名を指定してください"
    ),
    (
      "cannot write '{1}': {2}",
      "'{1}' に書き込めません: {2}"
    ),
    (
      "cannot write to standard output: {1}",
      "標準出力に書き込めません: {1}"
    ),
    (
      "carried",
      "引き継ぎ"
    ),
    (
      "check tree files: syntax, fields, ids, cycles, reachability",
      "ツリーファイルを検査する（構文、フィールド、id、循環、到達性）"
    ),
    (
      "checklist item",
      "チェックリスト項目"
    ),
    (
      "choice",
      "選択肢"
    ),
    (
      "choice '{1}' of question '{2}'",
      "質問 '{2}' の選択肢 '{1}'"
    ),
    (
      "choice '{1}' of question '{2}' leads back to an earlier question, making a cycle: {3}",
      "質問 '{2}' の選択肢 '{1}' が前の質問に戻っていて、循環しています: {3}"
    ),
    (
      "choice '{1}' of question '{2}' leads to unknown id '{3}'",
      "質問 '{2}' の選択肢 '{1}' の行き先 '{3}' は存在しない id です"
    ),
    (
      "choose a tree and answer its questions",
      "ツリーを選んで質問に答える"
    ),
    (
      "conditional",
      "条件付き"
    ),
    (
      "default",
      "デフォルト"
    ),
    (
      "default '{1}' of question '{2}' is not one of its choices ({3})",
      "質問 '{2}' のデフォルト '{1}' は、この質問の選択肢（{3}）にありません"
    ),
    (
      "draw a whole tree as a Mermaid flowchart or a Graphviz graph",
      "ツリー全体を Mermaid のフローチャートか Graphviz のグラフで描く"
    ),
    (
      "dropped {1}: {2}",
      "{1} を破棄しました: {2}"
    ),
    (
      "duplicate choice '{1}' in question '{2}'; it is already used at line {3}",
      "質問 '{2}' の選択肢 '{1}' が重複しています。{3}行目ですでに使われています"
    ),
    (
      "duplicate column '{1}' in the header; no record is read",
      "見出し行で列 '{1}' が重複しています。レコードは読み込みません"
    ),
    (
      "duplicate id '{1}'; it is already used at line {2}",
      "id '{1}' が重複しています。{2}行目ですでに使われています"
    ),
    (
      "duplicate key '{1}'",
      "キー '{1}' が重複しています"
    ),
    (
      "duplicate key '{1}'; it is already set at line {2}, column {3}",
      "キー '{1}' が重複しています。{2}行目の{3}列目ですでに指定されています"
    ),
    (
      "each answer needs a 'question' and a 'choice'",
      "各回答には 'question' と 'choice' が必要です"
    ),
    (
      "evaluate many answer sets (JSON Lines or CSV), one result each",
      "多数の回答セット（JSON Lines または CSV）をそれぞれ評価する"
    ),
    (
      "expected ',' or '}'",
      "',' または '}' が必要です"
    ),
    (
      "expected ':' after the key '{1}'",
      "キー '{1}' の後に ':' が必要です"
    ),
    (
      "expected a key in double quotes",
      "二重引用符で囲んだキーが必要です"
    ),
    (
      "fact",
      "事実"
    ),
    (
      "folder '{1}' does not exist; its trees are not loaded",
      "フォルダ '{1}' が存在しないため、そのツリーは読み込まれません"
    ),
    (
      "follow-up decisions are not taken when an answer is 'unsure'; answer it to go on with them",
      "'unsure' の回答があると後続の判断は行われません。後続の判断に進むには、その質問に回答してください"
    ),
    (
      "follow-up tree",
      "後続のツリー"
    ),
    (
      "follow-up trees form a loop: {1}",
      "後続のツリーが循環しています: {1}"
    ),
    (
      "given",
      "指定"
    ),
    (
      "go on to the follow-up tree an outcome names (also when answers for it are given)",
      "結論が示す後続のツリーに進む（そのツリーへの回答を指定した場合も進む）"
    ),
    (
      "go on with a session saved when the wizard stopped",
      "ウィザードの中断時に保存されたセッションを再開する"
    ),
    (
      "go on with the last saved session of TREE (see 'hig-wizard resume')",
      "TREE の最後に保存したセッションを再開する（'hig-wizard resume' を参照）"
    ),
    (
      "hig-wizard {1}: answer the questions of a Human Interface Guidelines\ndecision tree (the bundled one decides how an iPad or iPhone task is\npresented) and get a justified report to paste into a ticket.",
      "hig-wizard {1}: Human Interface Guidelines の判断ツリーの質問に答えて、\nチケットにそのまま貼れる根拠付きのレポートを作成します（同梱のツリーは、\niPad や iPhone のタスクをどう表示するかを決めます）。"
    ),
    (
      "hig-wizard {1}: which presentation fits an iPad or iPhone task?",
      "hig-wizard {1}: iPad・iPhone のタスクに合った表示方法は？"
    ),
    (
      "implementation",
      "実装"
    ),
    (
      "in follow-up tree '{1}'",
      "後続のツリー '{1}'"
    ),
    (
      "in follow-up tree '{1}': {2}; dropped ({3} was made with another version of the trees)",
      "後続のツリー '{1}': {2}。この回答は破棄しました（{3} は別のバージョンのツリーで作成されています）"
    ),
    (
      "invalid value '{1}' for '{2}'; expected {3}",
      "'{2}' の値 '{1}' は無効です。有効な値: {3}"
    ),
    (
      "jsonl (one result per record) or markdown (a summary table); default: jsonl",
      "jsonl（レコードごとに1つの結果）または markdown（集計表）。デフォルト: jsonl"
    ),
    (
      "jsonl or csv (default: csv for a .csv FILE, else jsonl)",
      "jsonl または csv（デフォルト: FILE が .csv なら csv、それ以外は jsonl）"
    ),
    (
      "language '{1}' is not one hig-wizard translates to; use one of: {2}",
      "言語 '{1}' は hig-wizard の翻訳先にありません。次のいずれかを使ってください: {2}"
    ),
    (
      "language of messages and reports: en, pt, ja or ru (default: from LC_ALL, LC_MESSAGES or LANG, else en)",
      "メッセージとレポートの言語: en、pt、ja、ru（デフォルト: LC_ALL、LC_MESSAGES、LANG の順に判断し、なければ en）"
    ),
    (
      "line {1}",
      "{1}行目"
    ),
    (
      "line {1}: {2}",
      "{1}行目: {2}"
    ),
    (
      "list the saved sessions",
      "保存済みのセッションを一覧表示する"
    ),
    (
      "list the trees, with how many questions and outcomes each has",
      "ツリーを、それぞれの質問数と結論数とともに一覧表示する"
    ),
    (
      "markdown, json or text (default: text on a terminal, else markdown)",
      "markdown、json または text（デフォルト: ターミナルでは text、それ以外は markdown）"
    ),
    (
      "mermaid or dot (default: dot for an --output ending in .dot or .gv, else mermaid)",
      "mermaid または dot（デフォルト: --output が .dot か .gv で終わる場合は dot、それ以外は mermaid）"
    ),
    (
      "missing {1}",
      "{1}が指定されていません"
    ),
    (
      "neither XDG_STATE_HOME nor HOME is set, so the answers are not saved; set one of them to keep answers for 'hig-wizard resume'",
      "XDG_STATE_HOME も HOME も設定されていないため、回答は保存されません。'hig-wizard resume' のために回答を残すには、どちらかを設定してください"
    ),
    (
      "neither XDG_STATE_HOME nor HOME is set, so there is no saved session to find",
      "XDG_STATE_HOME も HOME も設定されていないため、保存済みのセッションを探せません"
    ),
    (
      "nesting is deeper than {1} levels; hig-wizard files are never this deep",
      "入れ子が{1}階層を超えています。hig-wizard のファイルがこれほど深くなることはありません"
    ),
    (
      "never prompt; fail with the list of missing answers instead",
      "質問はせず、足りない回答の一覧を示してエラー終了する"
    ),
    (
      "no .yaml or .yml files found",
      ".yaml または .yml ファイルが見つかりません"
    ),
    (
      "no recommendation: missing '{1}'",
      "推奨に至りません: '{1}' が未回答です"
    ),
    (
      "no saved session is called '{1}'",
      "'{1}' という名前の保存済みセッションはありません"
    ),
    (
      "no {1} text for {2}; it is shown in English",
      "{1} の訳文がありません（{2}）。英語で表示されます"
    ),
    (
      "not a saved hig-wizard session: it names no tree",
      "hig-wizard の保存済みセッションではありません: ツリーが指定されていません"
    ),
    (
      "not sure: the report shows each outcome and the answers that lead to it",
      "わからない：レポートに各結果と、そこに至る回答が表示されます"
    ),
    (
      "nothing",
      "空"
    ),
    (
      "only the result, how to build it and the checklist",
      "結果・実装方法・チェックリストだけを出力"
    ),
    (
      "option '{1}' needs a value",
      "オプション '{1}' には値が必要です"
    ),
    (
      "option '{1}' takes no value",
      "オプション '{1}' は値を取りません"
    ),
    (
      "out of memory while starting the YAML parser",
      "YAML パーサーの起動中にメモリが不足しました"
    ),
    (
      "outcome",
      "結論"
    ),
    (
      "outcome '{1}'",
      "結論 '{1}'"
    ),
    (
      "outcome '{1}' applies to {2} '{3}', but question '{4}' of its follow-up tree '{5}' has no such choice ({6})",
      "結論 '{1}' は {2} '{3}' に当てはまりますが、続くツリー '{5}' の質問 '{4}' にはその選択肢がありません（{6}）"
    ),
    (
      "outcome '{1}' cannot be reached from the start '{2}'; lead a choice to it or remove it",
      "結論 '{1}' には最初の質問 '{2}' から到達できません。いずれかの選択肢の行き先にするか、削除してください"
    ),
    (
      "outcome '{1}' does not apply to {2} '{3}', but answering '{4}' with '{3}' leads to it; add '{3}' to its 'applies' or lead that path elsewhere",
      "結論 '{1}' は {2} '{3}' に当てはまりませんが、'{4}' に '{3}' と答えるとここに至ります。'applies' に '{3}' を加えるか、その経路を別の所へ導いてください"
    ),
    (
      "outcome '{1}' follows its own tree '{2}'",
      "結論 '{1}' の後続のツリーが、自身のツリー '{2}' になっています"
    ),
    (
      "outcome '{1}' follows unknown tree '{2}'",
      "結論 '{1}' の後続のツリー '{2}' は存在しません"
    ),
    (
      "outcome '{1}' has no 'implementation'; every bundled outcome needs one",
      "結論 '{1}' に 'implementation' がありません。同梱の結論にはすべて必要です"
    ),
    (
      "outcome '{1}' of follow-up tree '{2}' does not apply to {3} '{4}', which outcome '{5}' of tree '{6}' carries into it",
      "続くツリー '{2}' の結論 '{1}' は {3} '{4}' に当てはまりませんが、ツリー '{6}' の結論 '{5}' がそれを引き継いで渡します"
    ),
    (
      "outline a tree: its questions, their choices, its outcomes",
      "ツリーの概要（質問、その選択肢、結論）を表示する"
    ),
    (
      "page",
      "ページ"
    ),
    (
      "page '{1}'",
      "ページ '{1}'"
    ),
    (
      "point",
      "項目"
    ),
    (
      "point '{1}' is used twice in the checklist of outcome '{2}'",
      "項目 '{1}' が結論 '{2}' のチェックリストで2回使われています"
    ),
    (
      "print the JSON Schema of trees, translations, answers files or reports",
      "ツリー、翻訳、回答ファイル、レポートの JSON Schema を出力する"
    ),
    (
      "print the Tab-completion script for bash, zsh or fish",
      "bash、zsh、fish 用の Tab 補完スクリプトを出力する"
    ),
    (
      "question",
      "質問"
    ),
    (
      "question '{1}'",
      "質問 '{1}'"
    ),
    (
      "question '{1}' cannot be reached from the start '{2}'; lead a choice to it or remove it",
      "質問 '{1}' には最初の質問 '{2}' から到達できません。いずれかの選択肢の行き先にするか、削除してください"
    ),
    (
      "question '{1}' is answered twice, with '{2}' and with '{3}'; give one answer",
      "質問 '{1}' に '{2}' と '{3}' の2回回答しています。回答は1つにしてください"
    ),
    (
      "question '{1}' leads to '{2}' whatever the answer, so it decides nothing; remove it or lead its choices to different places",
      "質問 '{1}' はどう答えても '{2}' に進むため、何も決めていません。質問を削除するか、選択肢を別々の行き先に導いてください"
    ),
    (
      "question '{1}' needs at least two choices, it has {2}",
      "質問 '{1}' には選択肢が2つ以上必要です（現在は{2}個）"
    ),
    (
      "read answers from a YAML or JSON file, or a --format json report ('-': stdin)",
      "YAML・JSON ファイル、または --format json のレポートから回答を読み込む（'-': 標準入力）"
    ),
    (
      "replay a report",
      "レポートを再現"
    ),
    (
      "save the answers and stop ('hig-wizard resume' goes on later)",
      "回答を保存して中断する（'hig-wizard resume' で後から再開）"
    ),
    (
      "show help",
      "ヘルプを表示する"
    ),
    (
      "show help for a command",
      "コマンドのヘルプを表示する"
    ),
    (
      "show the version",
      "バージョンを表示する"
    ),
    (
      "start '{1}' is not a question of this tree",
      "start に指定された '{1}' は、このツリーの質問ではありません"
    ),
    (
      "start again from the first question",
      "最初の質問からやり直す"
    ),
    (
      "symbol",
      "シンボル"
    ),
    (
      "take back the last answer (repeatable, up to the first question)",
      "直前の回答を取り消す（最初の質問まで繰り返し可）"
    ),
    (
      "text",
      "テキスト"
    ),
    (
      "text (one line per tree) or json (an array); default: text",
      "text（ツリーごとに1行）または json（配列）。デフォルト: text"
    ),
    (
      "text after the end of the object",
      "オブジェクトの終わりの後に余分なテキストがあります"
    ),
    (
      "text or json (sorted keys); default: text",
      "text または json（キーをソート）。デフォルト: text"
    ),
    (
      "the answer 'unsure' to '{1}' was not used: the recommendation was settled before that question",
      "'{1}' への回答 'unsure' は使われませんでした: その質問の前に推奨が決まっています"
    ),
    (
      "the answer to '{1}' must be a choice id, not {2}",
      "'{1}' への回答は選択肢 id にしてください（{2}になっています）"
    ),
    (
      "the answer to '{1}' was not used: it was settled by the decision before",
      "'{1}' への回答は使われませんでした。前の判断ですでに決まっています"
    ),
    (
      "the answer to '{1}' was not used: that follow-up decision was not reached",
      "'{1}' への回答は使われませんでした: その後続の判断には到達していません"
    ),
    (
      "the answer to '{1}' was not used: the recommendation was settled before that question",
      "'{1}' への回答は使われませんでした: その質問の前に推奨が決まっています"
    ),
    (
      "the answers do not reach a recommendation",
      "この回答では推奨に至りません"
    ),
    (
      "the answers file is empty; write one 'question: choice' per line",
      "回答ファイルが空です。1行に1つずつ 'question: choice' の形式で書いてください"
    ),
    (
      "the answers in '{1}' are a report for tree '{2}', not '{3}'; run 'hig-wizard run {2} --answers {1}'",
      "'{1}' の回答はツリー '{3}' ではなくツリー '{2}' のレポートです。'hig-wizard run {2} --answers {1}' を実行してください"
    ),
    (
      "the answers no longer reach a recommendation",
      "この回答では推奨に至らなくなりました"
    ),
    (
      "the answers so far",
      "これまでの回答を表示する"
    ),
    (
      "the checklist of outcome '{1}'",
      "結論 '{1}' のチェックリスト"
    ),
    (
      "the checklist of outcome '{1}' has {2} items in the tree and {3} here; translate each item, in the same order",
      "結論 '{1}' のチェックリストは、ツリーでは{2}項目ですが、ここでは{3}項目です。各項目を同じ順序で翻訳してください"
    ),
    (
      "the choices of question '{1}'",
      "質問 '{1}' の選択肢"
    ),
    (
      "the file is empty; a translation needs 'tree', 'language' and the text",
      "ファイルが空です。翻訳には 'tree'、'language' と訳文が必要です"
    ),
    (
      "the file is empty; a tree needs 'id', 'title', 'summary', 'questions' and 'outcomes' (see Questions/README.md)",
      "ファイルが空です。ツリーには 'id'、'title'、'summary'、'questions'、'outcomes' が必要です（Questions/README.md を参照してください）"
    ),
    (
      "the file is not valid UTF-8 (byte 0x{1} at offset {2}); save it as UTF-8",
      "ファイルが有効な UTF-8 ではありません（オフセット {2} のバイト 0x{1}）。UTF-8 で保存してください"
    ),
    (
      "the follow-up decision '{1}' needs answers",
      "後続の判断 '{1}' には回答が必要です"
    ),
    (
      "the header is separated by ';': CSV fields here are separated by ',' (save the file as comma-separated); no record is read",
      "見出し行が ';' で区切られています。ここでの CSV のフィールドは ',' で区切ります（カンマ区切りで保存してください）。レコードは読み込みません"
    ),
    (
      "the input ended before a recommendation",
      "推奨に至る前に入力が終わりました"
    ),
    (
      "the input ended before every branch had its answers; these questions are needed on at least one branch",
      "すべての分岐の回答がそろう前に入力が終わりました。少なくとも1つの分岐で次の質問への回答が必要です"
    ),
    (
      "the question has no such choice any more",
      "その選択肢は質問から削除されています"
    ),
    (
      "the question is no longer in the tree",
      "その質問はツリーから削除されています"
    ),
    (
      "the recommendation changed from '{1}' to '{2}'",
      "推奨が '{1}' から '{2}' に変わりました"
    ),
    (
      "the recommendation is the same ('{1}')",
      "推奨は変わっていません（'{1}'）"
    ),
    (
      "the records file (JSON Lines or CSV; '-' for standard input)",
      "レコードファイル（JSON Lines または CSV。'-' で標準入力）"
    ),
    (
      "the report's title (default: the tree's title)",
      "レポートのタイトル（デフォルト: ツリーのタイトル）"
    ),
    (
      "the shell: bash, zsh or fish",
      "シェル（bash、zsh、fish のいずれか）"
    ),
    (
      "the tree '{1}' of session {2} is not available any more; pass its folder with --questions",
      "セッション {2} のツリー '{1}' は利用できなくなっています。--questions でそのフォルダを指定してください"
    ),
    (
      "the tree and the records file, as in 'hig-wizard batch presentation tasks.jsonl'",
      "ツリーとレコードファイル（例: 'hig-wizard batch presentation tasks.jsonl'）"
    ),
    (
      "the tree has more than {1} paths from the start to an outcome; above {2}, 'unsure' answers (which follow every branch) give long reports: consider splitting it into follow-up trees",
      "このツリーには、最初の質問から結論までの経路が{1}通りを超えてあります。{2}通りを超えると、'unsure' の回答（すべての分岐をたどります）でレポートが長くなります。後続のツリーに分割することを検討してください"
    ),
    (
      "the tree has {1} paths from the start to an outcome; above {2}, 'unsure' answers (which follow every branch) give long reports: consider splitting it into follow-up trees",
      "このツリーには、最初の質問から結論までの経路が{1}通りあります。{2}通りを超えると、'unsure' の回答（すべての分岐をたどります）でレポートが長くなります。後続のツリーに分割することを検討してください"
    ),
    (
      "the tree to draw, such as 'presentation'",
      "描画するツリー（例: 'presentation'）"
    ),
    (
      "the tree to run, such as 'presentation'",
      "実行するツリー（例: 'presentation'）"
    ),
    (
      "the tree to show, such as 'presentation'",
      "表示するツリー（例: 'presentation'）"
    ),
    (
      "the tree's {1}",
      "ツリーの {1}"
    ),
    (
      "the value of '{1}' must be text in double quotes (a choice id), or null",
      "'{1}' の値は、二重引用符で囲んだテキスト（選択肢 id）か null にしてください"
    ),
    (
      "the {1}",
      "{1}"
    ),
    (
      "the {1} of checklist item {2} of outcome '{3}'",
      "結論 '{3}' のチェックリストの{2}番目の項目の {1}"
    ),
    (
      "the {1} of choice '{2}' of question '{3}'",
      "質問 '{3}' の選択肢 '{2}' の {1}"
    ),
    (
      "the {1} of outcome '{2}'",
      "結論 '{2}' の {1}"
    ),
    (
      "the {1} of question '{2}'",
      "質問 '{2}' の {1}"
    ),
    (
      "then",
      "その後"
    ),
    (
      "then {1} (`{2}`) decides; it can lead to {3}",
      "次の質問「{1}」(`{2}`) で決まり、{3}のいずれかになります"
    ),
    (
      "then {1} decides; it can lead to {2}",
      "次の質問「{1}」で決まり、{2}のいずれかになります"
    ),
    (
      "there is no saved session of '{1}' to resume; start one with 'hig-wizard run {1}', or see 'hig-wizard resume --list'",
      "'{1}' の保存済みセッションはありません。'hig-wizard run {1}' で開始するか、'hig-wizard resume --list' で一覧を確認してください"
    ),
    (
      "there is no saved session to resume; sessions are saved when the wizard stops before a recommendation (start one with 'hig-wizard')",
      "再開できる保存済みセッションはありません。セッションは、推奨に至る前にウィザードが停止したときに保存されます（'hig-wizard' で開始できます）"
    ),
    (
      "topic '{1}' cites no page in 'pages'; start it with a page's title and ': ', or add the page",
      "トピック '{1}' は 'pages' のどのページも指していません。ページのタイトルと ': ' で始めるか、ページを追加してください"
    ),
    (
      "translation",
      "翻訳"
    ),
    (
      "translation of unknown tree '{1}'",
      "存在しないツリー '{1}' の翻訳です"
    ),
    (
      "treat text missing from a translation as an error, not a warning",
      "翻訳に欠けているテキストを、警告ではなくエラーとして扱う"
    ),
    (
      "tree",
      "ツリー"
    ),
    (
      "tree id '{1}' is already used by {2}; tree ids must be unique",
      "ツリー id '{1}' は {2} ですでに使われています。ツリー id は重複できません"
    ),
    (
      "unexpected argument '{1}'",
      "不要な引数 '{1}' があります"
    ),
    (
      "unknown command '{1}'",
      "コマンド '{1}' は存在しません"
    ),
    (
      "unknown key '{1}' in {2}",
      "{2}に不明なキー '{1}' があります"
    ),
    (
      "unknown option '{1}'",
      "オプション '{1}' は存在しません"
    ),
    (
      "unknown question '{1}'",
      "質問 '{1}' は存在しません"
    ),
    (
      "unknown tree '{1}'",
      "ツリー '{1}' は存在しません"
    ),
    (
      "version {1}",
      "バージョン {1}"
    ),
    (
      "walk a decision tree and print the justified recommendation; asks for the answers not given as options",
      "判断ツリーをたどり、根拠付きの推奨を出力する。オプションで指定されていない回答は質問して尋ねる"
    ),
    (
      "which schema: tree, translation, answers or report",
      "どのスキーマか（tree、translation、answers、report のいずれか）"
    ),
    (
      "why this question is asked, and the guideline behind it",
      "この質問の理由と、根拠となるガイドラインを表示する"
    ),
    (
      "with 'unsure', every branch needs its answers; these questions are needed on at least one branch",
      "'unsure' を使う場合は、すべての分岐に回答が必要です。少なくとも1つの分岐で次の質問への回答が必要です"
    ),
    (
      "write the graph to FILE atomically ('-': standard output)",
      "グラフを FILE にアトミックに書き出す（'-': 標準出力）"
    ),
    (
      "write the report to FILE atomically ('-': standard output)",
      "レポートを FILE にアトミックに書き出す（'-': 標準出力）"
    ),
    (
      "wrote {1} ({2})",
      "{1} に書き出しました（{2}）"
    ),
    (
      "{1} '{2}'",
      "{1} '{2}'"
    ),
    (
      "{1} '{2}' is not in tree '{3}', so this text belongs to nothing; fix the id or remove it",
      "{1} '{2}' はツリー '{3}' にないため、このテキストはどこにも対応しません。id を修正するか、削除してください"
    ),
    (
      "{1} already exists. Replace it?",
      "{1} はすでに存在します。置き換えますか？"
    ),
    (
      "{1} and {2}",
      "{1}と{2}"
    ),
    (
      "{1} answer",
      "回答{1}件"
    ),
    (
      "{1} answer for the next decisions is kept too.",
      "後続の判断への回答{1}件も引き継ぎました。"
    ),
    (
      "{1} answers",
      "回答{1}件"
    ),
    (
      "{1} answers for the next decisions are kept too.",
      "後続の判断への回答{1}件も引き継ぎました。"
    ),
    (
      "{1} conditional",
      "条件付き{1}件"
    ),
    (
      "{1} error",
      "エラー{1}件"
    ),
    (
      "{1} errors",
      "エラー{1}件"
    ),
    (
      "{1} failed",
      "失敗{1}件"
    ),
    (
      "{1} fields where the header has {2}",
      "フィールドが{1}個あります（ヘッダーは{2}個）"
    ),
    (
      "{1} file",
      "ファイル{1}個"
    ),
    (
      "{1} files",
      "ファイル{1}個"
    ),
    (
      "{1} id '{2}' must be lower-case kebab-case (letters a-z, digits and single hyphens)",
      "{1}の id '{2}' は小文字のケバブケース（a～z の英字、数字、連続しないハイフン）にしてください"
    ),
    (
      "{1} in {2}",
      "{2}中、{1}"
    ),
    (
      "{1} is a folder: type a file name, such as {2}.",
      "{1} はフォルダーです。{2} のようにファイル名を入力してください。"
    ),
    (
      "{1} is missing the required key '{2}'",
      "{1}に必須のキー '{2}' がありません"
    ),
    (
      "{1} item",
      "{1}項目"
    ),
    (
      "{1} items",
      "{1}項目"
    ),
    (
      "{1} more error in this file is not shown",
      "このファイルには、表示されていないエラーがあと{1}件あります"
    ),
    (
      "{1} more errors in this file are not shown",
      "このファイルには、表示されていないエラーがあと{1}件あります"
    ),
    (
      "{1} must be a mapping from ids to text, not {2}",
      "{1}は、id からテキストへのマッピングにしてください（{2}になっています）"
    ),
    (
      "{1} must be a mapping of keys to values, not {2}",
      "{1}は、キーと値のマッピングにしてください（{2}になっています）"
    ),
    (
      "{1} of {2} '{3}'",
      "{2} '{3}' の{1}"
    ),
    (
      "{1} ok: {2}",
      "{1}に問題はありません（{2}）"
    ),
    (
      "{1} or {2}",
      "{1}または{2}"
    ),
    (
      "{1} outcome",
      "結論{1}個"
    ),
    (
      "{1} outcomes",
      "結論{1}個"
    ),
    (
      "{1} question",
      "質問{1}個"
    ),
    (
      "{1} questions",
      "質問{1}個"
    ),
    (
      "{1} record",
      "レコード{1}件"
    ),
    (
      "{1} records",
      "レコード{1}件"
    ),
    (
      "{1} translation",
      "翻訳{1}件"
    ),
    (
      "{1} translations",
      "翻訳{1}件"
    ),
    (
      "{1} tree",
      "ツリー{1}個"
    ),
    (
      "{1} trees",
      "ツリー{1}個"
    ),
    (
      "{1} warning",
      "警告{1}件"
    ),
    (
      "{1} warnings",
      "警告{1}件"
    ),
    (
      "{1} was made with another version of tree '{2}' (now {3}); compare its branches with the ones below",
      "{1} は別のバージョンのツリー '{2}' で作成されています（現在は {3}）。下の分岐と比べてください"
    ),
    (
      "{1} was made with {2} of tree '{3}', now {4}; ",
      "{1} はツリー '{3}' の{2}で作成されています（現在は {4}）。"
    ),
    (
      "{1} · question {2} of at most {3}",
      "{1} · 最大{3}問中{2}問目"
    ),
    (
      "{1}: {2}",
      "{1}: {2}"
    ),
    (
      "{1}: {2}.",
      "{1}: {2}。"
    ),
    (
      "{1}; dropped ({2} was made with another version of the tree)",
      "{1}。この回答は破棄しました（{2} は別のバージョンのツリーで作成されています）"
    ),
    (
      "{1}; the answers will not be kept if the wizard stops",
      "{1}。ウィザードが中断した場合、回答は残りません"
    ),
    (
      "{1}; these questions may need an answer:",
      "{1}。次の質問への回答が必要になる可能性があります:"
    ),
    (
      "{1}; this question needs an answer:",
      "{1}。次の質問への回答が必要です:"
    ),
    (
      "… and {1} more",
      "…ほか{1}件"
    ),
  ]
}
