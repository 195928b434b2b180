// hig-wizard's own messages in ru, by their English text (the key used in
// the sources with tr(...)). {1}, {2}, … stand for the same values as in the
// English text and may move within the sentence. A plural template holds
// two forms, few|many (2–4 and 5–20).
// Sorted by the English text's UTF-8 bytes (MessageCatalog.find searches by halving).

extension MessageCatalog {
  static let russian: [(String, String)] = [
    (
      "\nStart with:\n  hig-wizard run presentation --answer platform=ipad ...\nRun it without answers to see which questions it asks.\nSee 'hig-wizard --help' for everything else.\n",
      "\nНачните с команды:\n  hig-wizard run presentation --answer platform=ipad ...\nЗапустите её без ответов, чтобы увидеть, какие вопросы она задаёт.\nОстальное описано в 'hig-wizard --help'.\n"
    ),
    (
      "  jsonl     one object per record: task, line, outcome, path (question and\n            answer), missing and invalid answers, and the error, if any;\n            with 'unsure' answers that matter, conditional: each outcome and\n            the answers that lead to it\n  markdown  a table (task, recommendation, deciding answer) and the count\n            of tasks per recommendation",
      "  jsonl     по объекту на запись: task, line, outcome, path (вопрос и\n            ответ), missing и invalid (недостающие и недопустимые ответы)\n            и error (ошибка, если она есть); при ответах 'unsure', от\n            которых зависит итог, conditional: каждый итог и ответы,\n            ведущие к нему\n  markdown  таблица (задача, рекомендация, решающий ответ) и число задач\n            для каждой рекомендации"
    ),
    (
      " and ",
      " и "
    ),
    (
      "'applies' of outcome '{1}' names {2} '{3}', which is not a choice of question '{4}' ({5})",
      "'applies' исхода '{1}' называет {2} '{3}', но это не вариант ответа на вопрос '{4}' ({5})"
    ),
    (
      "'settled-by' '{1}' in the checklist of outcome '{2}' names the outcome's own tree, so the item is always shown; name the tree of the chain that settles it",
      "'settled-by' '{1}' в списке проверки исхода '{2}' называет собственное дерево исхода, поэтому пункт показывается всегда; укажите дерево цепочки, которое это решает"
    ),
    (
      "'since' in {1} must name a system and its version, such as 'iOS 16.0'",
      "'since' в {1} должно называть систему и её версию, например 'iOS 16.0'"
    ),
    (
      "'unsure' is not taken in a follow-up decision; the report ends with the decisions before it. Run 'hig-wizard run {1}' to explore it.",
      "В следующем решении ответ 'unsure' не принимается; отчёт заканчивается на предыдущих решениях. Чтобы изучить это решение, выполните 'hig-wizard run {1}'."
    ),
    (
      "'{1}' could be {2}: type more of it.",
      "'{1}' может означать {2}: введите ещё несколько букв."
    ),
    (
      "'{1}' in {2} is empty",
      "{2}: поле '{1}' пустое"
    ),
    (
      "'{1}' in {2} is empty; it needs at least one item",
      "{2}: список '{1}' пуст; нужен хотя бы один элемент"
    ),
    (
      "'{1}' in {2} must be a list, not {3}",
      "{2}: в поле '{1}' нужен список, а не {3}"
    ),
    (
      "'{1}' in {2} must be an https:// link without spaces",
      "'{1}' в {2} должно быть ссылкой https:// без пробелов"
    ),
    (
      "'{1}' in {2} must be text, not {3}",
      "{2}: в поле '{1}' нужен текст, а не {3}"
    ),
    (
      "'{1}' is not a choice for question '{2}'",
      "'{1}' не является вариантом ответа на вопрос '{2}'"
    ),
    (
      "'{1}' is not an answer here.",
      "Ответ '{1}' здесь не подходит."
    ),
    (
      "'{1}' names no tree here. Type 1-{2} or one of: {3}.",
      "Дерева '{1}' здесь нет. Введите номер от 1 до {2} или одно из: {3}."
    ),
    (
      "(Enter)",
      "(Enter)"
    ),
    (
      "(and maybe {1})",
      "(и, возможно, {1})"
    ),
    (
      "(carried)",
      "(перенесено)"
    ),
    (
      "(choices: {1})",
      "(варианты: {1})"
    ),
    (
      "(default)",
      "(по умолчанию)"
    ),
    (
      "(default: {1})",
      "(по умолчанию: {1})"
    ),
    (
      "(outcome)",
      "(исход)"
    ),
    (
      "(questions: {1})",
      "(вопросы: {1})"
    ),
    (
      "(saved: {1})",
      "(сохранённые сеансы: {1})"
    ),
    (
      "(task '{1}')",
      "(задача '{1}')"
    ),
    (
      "(the newest when NAME is left out)",
      "(без NAME — самый новый сеанс)"
    ),
    (
      "(tree {1}, version {2})",
      "(дерево {1}, версия {2})"
    ),
    (
      "(trees: {1})",
      "(деревья: {1})"
    ),
    (
      "(unsure: this branch assumes it)",
      "(не знаю: эта ветвь предполагает этот ответ)"
    ),
    (
      "**Conditional recommendation:** it depends on {1}.",
      "**Условная рекомендация:** зависит от ответа на {1}."
    ),
    (
      "**Recommendation: {1}.** {2}",
      "**Рекомендация: {1}.** {2}"
    ),
    (
      "**Today:** {1}",
      "**Сегодня:** {1}"
    ),
    (
      "**{1}** {2}. {3}",
      "**{1}** {2}. {3}"
    ),
    (
      "*Decided with the `{1}` tree ({2}, version `{3}`).*",
      "*Решено с помощью дерева `{1}` ({2}, версия `{3}`).*"
    ),
    (
      "*Decided with the `{1}` tree ({2}, version `{3}`); guideline topic: {4}.*",
      "*Решено с помощью дерева `{1}` ({2}, версия `{3}`); раздел рекомендаций: {4}.*"
    ),
    (
      ", ",
      ", "
    ),
    (
      ". Did you mean '{1}'?",
      ". Возможно, имелось в виду '{1}'?"
    ),
    (
      ": '{1}' is now answered '{2}', not '{3}'",
      ": теперь на вопрос '{1}' дан ответ '{2}', а не '{3}'"
    ),
    (
      ": after {1} answers the tree now asks '{2}' where it asked '{3}'",
      ": теперь дерево задаёт вопрос '{2}' там, где раньше задавало '{3}' (ответов до этого места: {1})"
    ),
    (
      ": the answer '{1}' to '{2}' now leads there",
      ": теперь к ней ведёт ответ '{1}' на вопрос '{2}'"
    ),
    (
      ": the tree now decides after {1} answers, before asking '{2}'",
      ": теперь дерево принимает решение раньше, не доходя до вопроса '{2}' (ответов до решения: {1})"
    ),
    (
      ": the tree now goes on to ask '{1}'",
      ": теперь дерево на этом не останавливается и задаёт вопрос '{1}'"
    ),
    (
      "; did you mean '{1}'?",
      "; возможно, имелось в виду '{1}'?"
    ),
    (
      "; expected one of: {1}",
      "; допустимые ключи: {1}"
    ),
    (
      "; wrote {1}",
      "; записан файл {1}"
    ),
    (
      "A bad record (malformed line, unknown question or choice, missing answer)\nis reported on stderr as FILE:LINE: error: ... and does not stop the run.",
      "Ошибочная запись (повреждённая строка, неизвестный вопрос или вариант,\nнедостающий ответ) выводится в stderr в виде FILE:LINE: error: ... и не\nостанавливает обработку."
    ),
    (
      "A branch leads on to another decision, which is not taken while an answer is 'unsure'; answer it to go on with that decision.",
      "Одна из ветвей ведёт к следующему решению, но при ответе 'unsure' оно не принимается; чтобы перейти к нему, замените этот ответ определённым."
    ),
    (
      "A short name, please: at most 80 columns.",
      "Нужно короткое имя: не больше 80 столбцов."
    ),
    (
      "All",
      "Всего"
    ),
    (
      "Answer",
      "Ответ"
    ),
    (
      "Answer {1} (or 1-{2}), or ? for why this is asked.",
      "Ответьте {1} (или номером от 1 до {2}); введите ?, чтобы узнать, зачем задан этот вопрос."
    ),
    (
      "Answer {1} or {2} (Enter: {3}).",
      "Ответьте {1} или {2} (Enter: {3})."
    ),
    (
      "Answers",
      "Ответы"
    ),
    (
      "Answers are choice ids, given per question id: --answer suspend=no. An\nanswers file holds the same as YAML or JSON ('suspend: no'), or is a report\nwritten by --format json, so that a run can be replayed. Answers for\nquestions the path does not reach are reported as unused.",
      "Ответы задаются как id вариантов для id вопросов: --answer suspend=no.\nФайл ответов содержит то же самое в формате YAML или JSON ('suspend: no')\nили является отчётом, записанным с --format json, — так запуск можно\nповторить. Ответы на вопросы, до которых путь не доходит, помечаются как\nнеиспользованные."
    ),
    (
      "Any yes/no question also takes 'unsure' (--answer suspend=unsure): both\nanswers are followed and the report is conditional. When an outcome names\na follow-up tree, --follow (or answers for it, as TREE.QUESTION=CHOICE)\ngoes on to that decision.",
      "На любой вопрос с ответами да/нет можно ответить 'unsure'\n(--answer suspend=unsure): тогда прослеживаются оба ответа, а рекомендация\nв отчёте становится условной. Если исход указывает следующее дерево,\n--follow (или ответы для него в виде TREE.QUESTION=CHOICE) переходит к\nэтому решению."
    ),
    (
      "At a prompt, type an answer (its id, label, number or first letters; y/n\nfor yes/no, or unsure to follow both; Enter takes the default in brackets;\nTab completes) or:",
      "Когда мастер задаёт вопрос, введите ответ (его id, метку, номер или первые\nбуквы; д/н для да/нет или unsure («не знаю»), чтобы пройти обе ветви;\nEnter выбирает ответ по умолчанию, указанный в скобках; Tab дополняет ввод)\nили команду:"
    ),
    (
      "At most {1} questions can be answered 'unsure': answer this one yes or no.",
      "Ответ 'unsure' допустим не более чем в {1} вопросах: на этот вопрос ответьте да или нет."
    ),
    (
      "Batch: {1}",
      "Пакетная обработка: {1}"
    ),
    (
      "Checklist",
      "Чек-лист"
    ),
    (
      "Checklist: {1}",
      "Чек-лист: {1}"
    ),
    (
      "Checks tree files (default: the bundled trees and those of --questions):\nYAML syntax, keys and types, duplicate keys and ids, ids that do not\nresolve, cycles, and questions or outcomes that cannot be reached. Prints\nevery problem as FILE:LINE:COLUMN: error: MESSAGE, or one summary line when\nall is well. The format is described in Questions/README.md.",
      "Проверяет файлы деревьев (по умолчанию встроенные деревья и деревья из\n--questions): синтаксис YAML, ключи и типы, повторяющиеся ключи и id, ссылки\nна несуществующие id, циклы, а также недостижимые вопросы и исходы. Выводит\nкаждую проблему в виде FILE:LINE:COLUMN: error: MESSAGE или одну итоговую\nстроку, если всё в порядке. Формат описан в Questions/README.md."
    ),
    (
      "Commands:",
      "Команды:"
    ),
    (
      "Conditional (`unsure`)",
      "Условная (`unsure`)"
    ),
    (
      "Conditional recommendation: it depends on {1}",
      "Условная рекомендация: зависит от ответа на {1}"
    ),
    (
      "Could not save: {1}.",
      "Не удалось сохранить: {1}."
    ),
    (
      "Counts",
      "Сводка"
    ),
    (
      "Deciding answer",
      "Решающий ответ"
    ),
    (
      "Draws the whole tree TREE: questions as boxes with their prompt, outcomes\nas rounded shapes with their title, an arrow per choice with its label.\nmermaid (the default) is a flowchart that GitHub renders in Markdown\ninside a ```mermaid fence; dot is a Graphviz digraph for 'dot -Tsvg'.",
      "Рисует всё дерево TREE: вопросы — прямоугольниками с текстом вопроса,\nисходы — скруглёнными фигурами с заголовком, каждый вариант ответа —\nстрелкой с его меткой. mermaid (по умолчанию) — блок-схема, которую GitHub\nотображает в Markdown внутри блока ```mermaid; dot — ориентированный граф\nGraphviz для 'dot -Tsvg'."
    ),
    (
      "Enter = {1}",
      "Enter = {1}"
    ),
    (
      "Enter or {1} saves {2}. Another file name saves there: .json gives JSON, .txt text, anything else Markdown, and ~/ is your home folder. {3} skips; Ctrl-D skips too and keeps your answers for resume.",
      "Enter или {1} сохраняет {2}. Другое имя файла сохраняет туда: .json даёт JSON, .txt текст, всё прочее Markdown, а ~/ это домашняя папка. {3} пропускает; Ctrl-D тоже пропускает и сохраняет ответы для resume."
    ),
    (
      "Evaluates one answer set per record of FILE ('-': standard input), for\ndesign audits and CI. Records are JSON Lines (one object per line: \"task\"\nand question id → choice id) or CSV (a header row of the same names, then\none row per task; an empty cell is no answer). Results stream out in\ninput order, so memory stays flat however many records there are:",
      "Обрабатывает по одному набору ответов на каждую запись FILE ('-':\nстандартный ввод) — для аудита дизайна и CI. Записи задаются в формате JSON\nLines (по объекту на строку: \"task\" и id вопроса → id варианта) или CSV\n(строка заголовков с теми же именами, затем по строке на задачу; пустая\nячейка означает отсутствие ответа). Результаты выводятся потоком в порядке\nввода, поэтому расход памяти не растёт, сколько бы ни было записей:"
    ),
    (
      "Examples:",
      "Примеры:"
    ),
    (
      "Exit status:\n  0  done: a report was written, or lint found no problem\n  1  a file could not be read, written or understood (tree, answers or\n     output file), or lint found problems; details on stderr\n  2  usage error: an unknown option, command, tree, question or choice\n  3  the answers do not reach a recommendation; stderr lists the missing ones\n129  the terminal closed (SIGHUP) at a prompt; the answers are saved\n130  Ctrl-C at a prompt; the answers are saved ('hig-wizard resume' goes on)\n143  SIGTERM at a prompt; the answers are saved\nCtrl-D on an empty line and 'quit' also save the answers, and exit with 0.\n",
      "Коды завершения:\n  0  готово: отчёт записан или lint не нашёл проблем\n  1  не удалось прочитать, записать или разобрать файл (дерево, ответы или\n     выходной файл) либо lint нашёл проблемы; подробности в stderr\n  2  ошибка использования: неизвестный параметр, команда, дерево, вопрос\n     или вариант ответа\n  3  ответов не хватает для рекомендации; недостающие перечислены в stderr\n129  терминал закрылся (SIGHUP) во время вопроса; ответы сохранены\n130  Ctrl-C во время вопроса; ответы сохранены (продолжить можно командой\n     'hig-wizard resume')\n143  SIGTERM во время вопроса; ответы сохранены\nCtrl-D в пустой строке и 'quit' тоже сохраняют ответы; код завершения — 0.\n"
    ),
    (
      "Exit status: 0 every record has a recommendation; 1 a record failed (or a\nfile could not be read or written); 2 usage error.",
      "Коды завершения: 0 — у каждой записи есть рекомендация; 1 — запись не\nобработана (или файл не удалось прочитать либо записать); 2 — ошибка\nиспользования."
    ),
    (
      "Failed",
      "С ошибкой"
    ),
    (
      "For example: Photo filters, or Share a playlist. The questions come next; --title names the task without asking.",
      "Например: Фильтры для фото или Поделиться плейлистом. Дальше пойдут вопросы; --title задаёт имя без вопроса."
    ),
    (
      "Go on with:",
      "Чтобы продолжить:"
    ),
    (
      "Go on with: {1}",
      "Чтобы продолжить: {1}"
    ),
    (
      "Goes on with a session saved when the wizard stopped (Ctrl-C, Ctrl-D,\nquit, a closed terminal, kill): NAME is a saved session's name, or a tree\nid for that tree's newest session; without it, the newest session. If the\ntree has changed since, the answers that still apply are kept and the\nothers are named. A session is removed once it reaches a recommendation.\nSessions are files in $XDG_STATE_HOME/hig-wizard/sessions/ (mode 0600).",
      "Продолжает сеанс, сохранённый при остановке мастера (Ctrl-C, Ctrl-D, quit,\nзакрытие терминала, kill). NAME — имя сохранённого сеанса или id дерева\n(тогда берётся самый новый сеанс этого дерева); без NAME — самый новый\nсеанс. Если дерево с тех пор изменилось, ответы, которые к нему ещё\nподходят, сохраняются, а остальные перечисляются. Когда получена\nрекомендация, сеанс удаляется. Сеансы хранятся в виде файлов в\n$XDG_STATE_HOME/hig-wizard/sessions/ (права 0600)."
    ),
    (
      "Guideline: {1}",
      "Раздел рекомендаций: {1}"
    ),
    (
      "How to build it",
      "Как это сделать"
    ),
    (
      "ID=CHOICE, as in --answer suspend=no",
      "ID=CHOICE, например --answer suspend=no"
    ),
    (
      "If `{1}`: **{2}.** {3}",
      "Если `{1}`: **{2}.** {3}"
    ),
    (
      "If `{1}`: {2}",
      "Если `{1}`: {2}"
    ),
    (
      "If {1}: '{2}' is needed on this branch.",
      "Если {1}: в этой ветви нужен ответ на '{2}'."
    ),
    (
      "If {1}: {2}",
      "Если {1}: {2}"
    ),
    (
      "If {1}: {2}. {3}",
      "Если {1}: {2}. {3}"
    ),
    (
      "Interrupted.",
      "Прервано."
    ),
    (
      "It does not depend on {1}: every answer leads there.",
      "От ответа на {1} она не зависит: к ней ведёт любой ответ."
    ),
    (
      "Line editing is libedit's (Emacs keys; ~/.editrc is read). History and\nsaved sessions are kept in $XDG_STATE_HOME/hig-wizard (default\n~/.local/state/hig-wizard). When standard input is not a terminal, the\nquestions are read line by line from it.",
      "Редактирование строки обеспечивает libedit (клавиши Emacs; читается\n~/.editrc). История и сохранённые сеансы хранятся в\n$XDG_STATE_HOME/hig-wizard (по умолчанию ~/.local/state/hig-wizard). Если\nстандартный ввод не терминал, ответы на вопросы читаются из него построчно."
    ),
    (
      "Lists the trees hig-wizard can run (the bundled ones and those of\n--questions), one line each: the id to pass to 'run', the title, and how\nmany questions and outcomes the tree has; a tree from a folder names its\nfile. --format json prints an array of objects with id, title, summary,\nquestions, outcomes, bundled and source.",
      "Перечисляет деревья, которые может запустить hig-wizard (встроенные и\nиз --questions), по строке на дерево: id для команды 'run', название и\nчисло вопросов и исходов; для дерева из папки указывается его файл.\n--format json выводит массив объектов с полями id, title, summary,\nquestions, outcomes, bundled и source."
    ),
    (
      "Name the task in a few words: it titles the report and names its file (Enter: {1}).",
      "Назовите задачу в нескольких словах: это заголовок отчёта и имя его файла (Enter: {1})."
    ),
    (
      "Next decision: {1}",
      "Следующее решение: {1}"
    ),
    (
      "Next decision: {1} ({2}). Go on with it?",
      "Следующее решение: {1} ({2}). Перейти к нему?"
    ),
    (
      "No answers yet.",
      "Ответов пока нет."
    ),
    (
      "No longer asked, so dropped: {1}.",
      "Больше не спрашивается, поэтому отброшено: {1}."
    ),
    (
      "No other single answer changes the recommendation.",
      "Изменение любого отдельного ответа не меняет рекомендацию."
    ),
    (
      "No saved sessions (they are kept in {1}).",
      "Сохранённых сеансов нет (они хранятся в {1})."
    ),
    (
      "Not sure",
      "Не знаю"
    ),
    (
      "Nothing was answered, so nothing was saved.",
      "Ответов не было, поэтому ничего не сохранено."
    ),
    (
      "Options:",
      "Параметры:"
    ),
    (
      "Other",
      "Прочее"
    ),
    (
      "Outcomes ({1})",
      "Исходы ({1})"
    ),
    (
      "Outlines the tree TREE without asking anything: its summary, then every\nquestion with its topic and its choices (id, label, where each leads; the\ndefault marked), then every outcome with its recommendation, topic and\nthe size of its checklist. --format json gives the same with sorted keys.",
      "Описывает дерево TREE, ничего не спрашивая: его краткое описание, затем\nкаждый вопрос с разделом рекомендаций и вариантами ответа (id, метка, куда\nведёт каждый вариант; вариант по умолчанию отмечен), затем каждый исход с\nрекомендацией, разделом рекомендаций и размером чек-листа. --format json\nвыводит то же самое с отсортированными ключами."
    ),
    (
      "Output is coloured only on a terminal and when NO_COLOR is unset; text\nwraps to COLUMNS or the terminal's width.",
      "Вывод раскрашивается только в терминале и если не задана переменная\nNO_COLOR; текст переносится по ширине COLUMNS или терминала."
    ),
    (
      "Pass them with --answer, or use --defaults for those that have a default.",
      "Передайте их через --answer или используйте --defaults для вопросов, у которых есть ответ по умолчанию."
    ),
    (
      "Path",
      "Путь"
    ),
    (
      "Press Enter for the recommendation, or type a number to change that answer.",
      "Нажмите Enter, чтобы увидеть рекомендацию, или введите номер, чтобы изменить этот ответ."
    ),
    (
      "Prints a script that makes Tab complete hig-wizard's commands and\noptions, tree ids, question ids and their choices after --answer, session\nnames and file names, in SHELL. The script asks hig-wizard itself what to\noffer, so it keeps up with your trees. 'make install' puts one in place for\neach shell.",
      "Выводит сценарий, с которым в оболочке SHELL клавиша Tab дополняет\nкоманды и параметры hig-wizard, идентификаторы деревьев, идентификаторы\nвопросов и их вариантов после --answer, имена сеансов и имена файлов.\nСценарий спрашивает у самого hig-wizard, что предложить, поэтому не отстаёт\nот ваших деревьев. 'make install' устанавливает его для каждой оболочки."
    ),
    (
      "Prints the JSON Schema (draft-07) of the files people write for\nhig-wizard: a tree, a tree's translation, an answers file, or the report\nthat --format json writes. Editors use it to complete keys and show what\neach means; the same files are in schemas/. A schema cannot check that ids\nlead somewhere, that there are no cycles or that every question can be\nreached: 'hig-wizard lint' stays the authority.",
      "Выводит JSON Schema (draft-07) файлов, которые пишут для hig-wizard:\nдерева, перевода дерева, файла ответов или отчёта, который записывает\n--format json. Редакторы по ней дополняют ключи и показывают, что значит\nкаждый; те же файлы лежат в schemas/. Схема не может проверить, что\nидентификаторы куда-то ведут, что нет циклов и что до каждого вопроса можно\nдойти: последнее слово остаётся за 'hig-wizard lint'."
    ),
    (
      "Question",
      "Вопрос"
    ),
    (
      "Questions ({1}, starting at {2})",
      "Вопросы ({1}, первый — {2})"
    ),
    (
      "Questions that the answers given do not settle are asked at the prompt\n(from standard input when it is not a terminal), unless --non-interactive.\nWhile the wizard asks, the answers are saved after each one, so that\n'hig-wizard resume' can go on after Ctrl-C, a closed terminal or a crash.",
      "Недостающие ответы мастер запрашивает интерактивно (через стандартный\nввод, когда это не терминал), если не указан --non-interactive. Пока\nмастер задаёт вопросы, ответы сохраняются после каждого из них, чтобы\n'hig-wizard resume' мог продолжить работу после Ctrl-C, закрытия\nтерминала или сбоя."
    ),
    (
      "Recommendation",
      "Рекомендация"
    ),
    (
      "Recommendation: {1}",
      "Рекомендация: {1}"
    ),
    (
      "Reproduce",
      "Как воспроизвести"
    ),
    (
      "Resuming {1} ({2}, saved {3}): {4} of {5} answers kept.",
      "Продолжаем сеанс {1} ({2}, сохранён {3}): ответов осталось {4} из {5}."
    ),
    (
      "Save it under another name? (a file name; Enter or {1} to skip)",
      "Сохранить под другим именем? (имя файла; Enter или {1} — не сохранять)"
    ),
    (
      "Save this as {1}? [{2}] (or another file name, or {3})",
      "Сохранить в формате {1}? [{2}] (или другое имя файла; {3} — не сохранять)"
    ),
    (
      "Saved {1}.",
      "Файл {1} сохранён."
    ),
    (
      "See 'hig-wizard help run' for the options of run.",
      "Параметры команды run описаны в 'hig-wizard help run'."
    ),
    (
      "See '{1}'.",
      "Подробнее: '{1}'."
    ),
    (
      "Source",
      "Источник"
    ),
    (
      "Start again from the first question, forgetting every answer?",
      "Начать заново с первого вопроса, забыв все ответы?"
    ),
    (
      "Starting again from the first question.",
      "Начинаем заново с первого вопроса."
    ),
    (
      "Stopped (end of input).",
      "Остановлено (ввод закончился)."
    ),
    (
      "Stopped before saving the report.",
      "Остановлено до сохранения отчёта."
    ),
    (
      "Stopped.",
      "Остановлено."
    ),
    (
      "Task",
      "Задача"
    ),
    (
      "Tasks",
      "Задач"
    ),
    (
      "Terminated (SIGTERM).",
      "Завершено (SIGTERM)."
    ),
    (
      "That answer was settled by the decision before, so it is not asked here; back at this decision's first question goes back into that decision.",
      "Этот ответ уже дан в предыдущем решении, поэтому здесь не спрашивается; назад на первом вопросе этого решения возвращает к тому решению."
    ),
    (
      "The answers can no longer be changed here: answer {1} or {2}, or quit.",
      "Здесь ответы уже не изменить: ответьте {1} или {2} либо выход."
    ),
    (
      "The answers could not all be saved (see the warning above).",
      "Не все ответы удалось сохранить (см. предупреждение выше)."
    ),
    (
      "The first is needed now; whether the others are asked depends on the answers before them.",
      "Первый нужен сразу; будут ли заданы остальные, зависит от предыдущих ответов."
    ),
    (
      "The report is written, so answers are not changed here: the Reproduce line has them all, for a new run.",
      "Отчёт уже выведен, поэтому ответы здесь не меняются: в разделе «Как воспроизвести» есть все ответы, для нового запуска."
    ),
    (
      "The terminal closed.",
      "Терминал закрылся."
    ),
    (
      "The tree has changed since; answers that no longer apply were dropped.",
      "С тех пор дерево изменилось; ответы, которые больше не подходят, отброшены."
    ),
    (
      "Then: the {1} tree",
      "Далее: дерево {1}"
    ),
    (
      "There are no answers yet: type a name, or press Enter for {1}.",
      "Ответов пока нет: введите имя или нажмите Enter, чтобы оставить {1}."
    ),
    (
      "This is the first question: there is nothing to take back.",
      "Это первый вопрос: отменять нечего."
    ),
    (
      "This question has no default.",
      "У этого вопроса нет ответа по умолчанию."
    ),
    (
      "Today: {1}",
      "Сегодня: {1}"
    ),
    (
      "Topic: {1}",
      "Раздел рекомендаций: {1}"
    ),
    (
      "Translations (TREE.LANG.yaml beside the tree) are checked against their\ntree: text for an id the tree does not have is an error, and text the\ntranslation leaves out is a warning (shown in English instead), or an\nerror with --strict.",
      "Переводы (TREE.LANG.yaml рядом с деревом) сверяются со своим деревом: текст\nдля id, которого в дереве нет, считается ошибкой, а текст, пропущенный в\nпереводе, — предупреждением (вместо него показывается английский текст) или\nошибкой при --strict."
    ),
    (
      "Trees:",
      "Деревья:"
    ),
    (
      "Type 1-{1} to change that answer (back: the last one), or press Enter for the recommendation.",
      "Введите 1-{1}, чтобы изменить ответ (назад: последний), или нажмите Enter, чтобы увидеть рекомендацию."
    ),
    (
      "Type ? to see what each decides.",
      "Введите ?, чтобы узнать, что решает каждое."
    ),
    (
      "Type an answer (or its number or first letters; Tab completes; {1} if you cannot say yes or no), ? for why this is asked, back, answers, restart or quit.",
      "Введите ответ (его номер или первые буквы; Tab дополняет ввод; «{1}», если не можете ответить да или нет), ? — чтобы узнать, зачем задан вопрос, или одну из команд: назад, ответы, заново, выход (или back, answers, restart, quit)."
    ),
    (
      "Unused answers: {1} (decided before these questions)",
      "Неиспользованные ответы: {1} (решение принято до этих вопросов)"
    ),
    (
      "Unused answers: {1}. The recommendation was settled before these questions came up.",
      "Неиспользованные ответы: {1}. Рекомендация определилась раньше, чем дело дошло до этих вопросов."
    ),
    (
      "Usage:",
      "Использование:"
    ),
    (
      "Usage: {1}",
      "Использование: {1}"
    ),
    (
      "Walks the tree TREE with the answers given and prints the recommendation,\nwhy (each answer tied to the guideline behind it), the answers, a\nchecklist, and the command that reproduces it.",
      "Проходит дерево TREE с заданными ответами и выводит рекомендацию, её\nобоснование (каждый ответ связан с разделом рекомендаций, на котором он\nоснован), ответы, чек-лист и команду, которая воспроизводит результат."
    ),
    (
      "What would change this",
      "Что может изменить рекомендацию"
    ),
    (
      "Which decision do you need?",
      "Какое решение вам нужно?"
    ),
    (
      "Why",
      "Почему"
    ),
    (
      "YAML syntax error: {1}",
      "синтаксическая ошибка YAML: {1}"
    ),
    (
      "Your answer is saved.",
      "Ваш ответ сохранён."
    ),
    (
      "Your answers are saved, 'unsure' ones included.",
      "Ваши ответы сохранены, включая ответы 'unsure'."
    ),
    (
      "Your answers:",
      "Ваши ответы:"
    ),
    (
      "Your {1} answers are saved.",
      "Сохранено ответов: {1}."
    ),
    (
      "[default]",
      "[по умолчанию]"
    ),
    (
      "a \\u escape needs four hex digits",
      "после \\u должны идти четыре шестнадцатеричные цифры"
    ),
    (
      "a control character inside a string",
      "управляющий символ внутри строки JSON"
    ),
    (
      "a file holds exactly one YAML document; move this one into a file of its own",
      "в файле должен быть ровно один документ YAML; перенесите этот документ в отдельный файл"
    ),
    (
      "a list",
      "список"
    ),
    (
      "a mapping",
      "словарь"
    ),
    (
      "a mapping key must be plain text, not {1}",
      "ключом словаря может быть только простой текст, а не {1}"
    ),
    (
      "a quoted CSV field is not closed",
      "поле CSV в кавычках не закрыто"
    ),
    (
      "a record longer than {1} bytes; it is skipped",
      "запись длиннее {1} байт; она пропущена"
    ),
    (
      "a record must be a JSON object ({...})",
      "запись должна быть объектом JSON ({...})"
    ),
    (
      "a saved session in another format (this is hig-wizard {1})",
      "сеанс сохранён в другом формате (эта версия hig-wizard использует формат {1})"
    ),
    (
      "a stray quote in a CSV field; quote the whole field and double each quote inside it",
      "кавычка не на своём месте в поле CSV; заключите всё поле в кавычки, а каждую кавычку внутри него удвойте"
    ),
    (
      "a string is not closed",
      "строка JSON не закрыта (нет закрывающей кавычки)"
    ),
    (
      "a {1}",
      "{1}"
    ),
    (
      "aliases ('*name') are not supported; write the value out in full",
      "псевдонимы ('*name') не поддерживаются; запишите значение полностью"
    ),
    (
      "also load the trees in DIR (repeatable; also HIG_WIZARD_QUESTIONS, colon-separated)",
      "также загрузить деревья из DIR (можно повторять; также переменная HIG_WIZARD_QUESTIONS, пути через двоеточие)"
    ),
    (
      "an answers file must be a mapping of question ids to choice ids (like 'suspend: no'), not {1}",
      "в файле ответов нужен словарь «id вопроса: id варианта» (например, 'suspend: no'), а не {1}"
    ),
    (
      "an unknown escape in a string",
      "неизвестная escape-последовательность в строке JSON"
    ),
    (
      "an unrecorded version",
      "неизвестной версии"
    ),
    (
      "answer question ID with CHOICE (repeatable; wins over --answers)",
      "ответить на вопрос ID вариантом CHOICE (можно повторять; важнее --answers)"
    ),
    (
      "answer questions that have a default with it",
      "отвечать ответом по умолчанию на вопросы, у которых он есть"
    ),
    (
      "at least {1} more error in this file is not shown",
      "в этом файле не показана ещё как минимум {1} ошибка"
    ),
    (
      "at least {1} more errors in this file are not shown",
      "в этом файле не показаны ещё как минимум {1} ошибки|в этом файле не показано ещё как минимум {1} ошибок"
    ),
    (
      "at most {1} questions can be answered 'unsure' in one run; answer the others yes or no",
      "за один запуск ответ 'unsure' допустим не более чем в {1} вопросах; на остальные ответьте yes или no"
    ),
    (
      "cannot create folder '{1}': {2}",
      "не удалось создать папку '{1}': {2}"
    ),
    (
      "cannot lint '{1}': no such file or folder",
      "не удаётся проверить '{1}': нет такого файла или папки"
    ),
    (
      "cannot open folder '{1}': {2}",
      "не удалось открыть папку '{1}': {2}"
    ),
    (
      "cannot read '{1}': it holds more than {2} MiB; files larger than {3} MiB are not supported",
      "не удалось прочитать '{1}': размер файла больше {2} МиБ; файлы больше {3} МиБ не поддерживаются"
    ),
    (
      "cannot read '{1}': it is a folder, not a file",
      "не удалось прочитать '{1}': это папка, а не файл"
    ),
    (
      "cannot read '{1}': it is {2} MiB; files larger than {3} MiB are not supported",
      "не удалось прочитать '{1}': размер файла — {2} МиБ; файлы больше {3} МиБ не поддерживаются"
    ),
    (
      "cannot read '{1}': {2}",
      "не удалось прочитать '{1}': {2}"
    ),
    (
      "cannot read the file: {1}",
      "не удалось прочитать файл: {1}"
    ),
    (
      "cannot remove '{1}': {2}",
      "не удалось удалить '{1}': {2}"
    ),
    (
      "cannot write '{1}': it is a folder; name a file inside it",
      "не удалось записать '{1}': это папка; укажите файл внутри неё"
    ),
    (
      "cannot write '{1}': {2}",
      "не удалось записать '{1}': {2}"
    ),
    (
      "cannot write to standard output: {1}",
      "не удалось записать в стандартный вывод: {1}"
    ),
    (
      "carried",
      "перенесено"
    ),
    (
      "check tree files: syntax, fields, ids, cycles, reachability",
      "проверить файлы деревьев: синтаксис, поля, id, циклы, достижимость"
    ),
    (
      "checklist item",
      "пункт чек-листа"
    ),
    (
      "choice",
      "вариант"
    ),
    (
      "choice '{1}' of question '{2}'",
      "вариант '{1}' вопроса '{2}'"
    ),
    (
      "choice '{1}' of question '{2}' leads back to an earlier question, making a cycle: {3}",
      "вариант '{1}' вопроса '{2}' ведёт обратно к более раннему вопросу и образует цикл: {3}"
    ),
    (
      "choice '{1}' of question '{2}' leads to unknown id '{3}'",
      "вариант '{1}' вопроса '{2}' ведёт к неизвестному id '{3}'"
    ),
    (
      "choose a tree and answer its questions",
      "выбрать дерево и ответить на его вопросы"
    ),
    (
      "conditional",
      "условная рекомендация"
    ),
    (
      "default",
      "по умолчанию"
    ),
    (
      "default '{1}' of question '{2}' is not one of its choices ({3})",
      "ответ по умолчанию '{1}' вопроса '{2}' не входит в число его вариантов ({3})"
    ),
    (
      "draw a whole tree as a Mermaid flowchart or a Graphviz graph",
      "нарисовать всё дерево как блок-схему Mermaid или граф Graphviz"
    ),
    (
      "dropped {1}: {2}",
      "отброшен ответ {1}: {2}"
    ),
    (
      "duplicate choice '{1}' in question '{2}'; it is already used at line {3}",
      "повторяющийся вариант '{1}' в вопросе '{2}'; он уже есть в строке {3}"
    ),
    (
      "duplicate column '{1}' in the header; no record is read",
      "столбец '{1}' повторяется в заголовке; записи не читаются"
    ),
    (
      "duplicate id '{1}'; it is already used at line {2}",
      "повторяющийся id '{1}'; он уже используется в строке {2}"
    ),
    (
      "duplicate key '{1}'",
      "повторяющийся ключ '{1}'"
    ),
    (
      "duplicate key '{1}'; it is already set at line {2}, column {3}",
      "повторяющийся ключ '{1}'; он уже задан в строке {2}, столбце {3}"
    ),
    (
      "each answer needs a 'question' and a 'choice'",
      "у каждого ответа должны быть 'question' и 'choice'"
    ),
    (
      "evaluate many answer sets (JSON Lines or CSV), one result each",
      "обработать много наборов ответов (JSON Lines или CSV), выдав по результату на каждый"
    ),
    (
      "expected ',' or '}'",
      "ожидается ',' или '}'"
    ),
    (
      "expected ':' after the key '{1}'",
      "после ключа '{1}' ожидается ':'"
    ),
    (
      "expected a key in double quotes",
      "ожидается ключ в двойных кавычках"
    ),
    (
      "fact",
      "факт"
    ),
    (
      "folder '{1}' does not exist; its trees are not loaded",
      "папки '{1}' нет; её деревья не загружены"
    ),
    (
      "follow-up decisions are not taken when an answer is 'unsure'; answer it to go on with them",
      "при ответе 'unsure' следующие решения не принимаются; чтобы перейти к ним, замените этот ответ определённым"
    ),
    (
      "follow-up tree",
      "следующее дерево"
    ),
    (
      "follow-up trees form a loop: {1}",
      "цепочка следующих деревьев замыкается в цикл: {1}"
    ),
    (
      "given",
      "указан"
    ),
    (
      "go on to the follow-up tree an outcome names (also when answers for it are given)",
      "перейти к следующему дереву, указанному в исходе (переход выполняется и тогда, когда для него заданы ответы)"
    ),
    (
      "go on with a session saved when the wizard stopped",
      "продолжить сеанс, сохранённый при остановке мастера"
    ),
    (
      "go on with the last saved session of TREE (see 'hig-wizard resume')",
      "продолжить последний сохранённый сеанс дерева TREE (см. 'hig-wizard resume')"
    ),
    (
      "hig-wizard {1}: answer the questions of a Human Interface Guidelines\ndecision tree (the bundled one decides how an iPad or iPhone task is\npresented) and get a justified report to paste into a ticket.",
      "hig-wizard {1}: ответьте на вопросы дерева решений по Human Interface\nGuidelines (встроенное дерево определяет, как показать задачу на iPad или\niPhone) и получите обоснованный отчёт, готовый для вставки в тикет."
    ),
    (
      "hig-wizard {1}: which presentation fits an iPad or iPhone task?",
      "hig-wizard {1}: какой способ представления подходит задаче на iPad или iPhone?"
    ),
    (
      "implementation",
      "реализация"
    ),
    (
      "in follow-up tree '{1}'",
      "в следующем дереве '{1}'"
    ),
    (
      "in follow-up tree '{1}': {2}; dropped ({3} was made with another version of the trees)",
      "в следующем дереве '{1}': {2}; ответ отброшен (отчёт {3} создан на основе другой версии деревьев)"
    ),
    (
      "invalid value '{1}' for '{2}'; expected {3}",
      "недопустимое значение '{1}' для '{2}'; ожидается {3}"
    ),
    (
      "jsonl (one result per record) or markdown (a summary table); default: jsonl",
      "jsonl (по результату на запись) или markdown (сводная таблица); по умолчанию jsonl"
    ),
    (
      "jsonl or csv (default: csv for a .csv FILE, else jsonl)",
      "jsonl или csv (по умолчанию csv, если FILE оканчивается на .csv, иначе jsonl)"
    ),
    (
      "language '{1}' is not one hig-wizard translates to; use one of: {2}",
      "на язык '{1}' hig-wizard не переведён; используйте один из языков: {2}"
    ),
    (
      "language of messages and reports: en, pt, ja or ru (default: from LC_ALL, LC_MESSAGES or LANG, else en)",
      "язык сообщений и отчётов: en, pt, ja или ru (по умолчанию берётся из LC_ALL, LC_MESSAGES или LANG, иначе en)"
    ),
    (
      "line {1}",
      "строка {1}"
    ),
    (
      "line {1}: {2}",
      "строка {1}: {2}"
    ),
    (
      "list the saved sessions",
      "перечислить сохранённые сеансы"
    ),
    (
      "list the trees, with how many questions and outcomes each has",
      "перечислить деревья с числом вопросов и исходов в каждом"
    ),
    (
      "markdown, json or text (default: text on a terminal, else markdown)",
      "markdown, json или text (по умолчанию text в терминале, иначе markdown)"
    ),
    (
      "mermaid or dot (default: dot for an --output ending in .dot or .gv, else mermaid)",
      "mermaid или dot (по умолчанию dot, если --output оканчивается на .dot или .gv, иначе mermaid)"
    ),
    (
      "missing {1}",
      "не указано: {1}"
    ),
    (
      "neither XDG_STATE_HOME nor HOME is set, so the answers are not saved; set one of them to keep answers for 'hig-wizard resume'",
      "не задана ни XDG_STATE_HOME, ни HOME, поэтому ответы не сохраняются; задайте одну из них, чтобы сохранять ответы для 'hig-wizard resume'"
    ),
    (
      "neither XDG_STATE_HOME nor HOME is set, so there is no saved session to find",
      "не заданы ни XDG_STATE_HOME, ни HOME, поэтому сохранённые сеансы найти нельзя"
    ),
    (
      "nesting is deeper than {1} levels; hig-wizard files are never this deep",
      "глубина вложенности больше {1}; в файлах hig-wizard такой глубокой вложенности не бывает"
    ),
    (
      "never prompt; fail with the list of missing answers instead",
      "не задавать вопросов, а завершаться с ошибкой и списком недостающих ответов"
    ),
    (
      "no .yaml or .yml files found",
      "файлы .yaml или .yml не найдены"
    ),
    (
      "no recommendation: missing '{1}'",
      "нет рекомендации: не хватает ответа на '{1}'"
    ),
    (
      "no saved session is called '{1}'",
      "сохранённого сеанса с именем '{1}' нет"
    ),
    (
      "no {1} text for {2}; it is shown in English",
      "нет перевода ({1}): {2}; вместо него показывается английский текст"
    ),
    (
      "not a saved hig-wizard session: it names no tree",
      "это не сохранённый сеанс hig-wizard: в нём не указано дерево"
    ),
    (
      "not sure: the report shows each outcome and the answers that lead to it",
      "не уверен: в отчёте будет каждый исход и ответы, которые к нему ведут"
    ),
    (
      "nothing",
      "пустое значение"
    ),
    (
      "only the result, how to build it and the checklist",
      "только результат, как его сделать и список проверки"
    ),
    (
      "option '{1}' needs a value",
      "для параметра '{1}' нужно значение"
    ),
    (
      "option '{1}' takes no value",
      "параметр '{1}' не принимает значения"
    ),
    (
      "out of memory while starting the YAML parser",
      "не хватает памяти для запуска разбора YAML"
    ),
    (
      "outcome",
      "исход"
    ),
    (
      "outcome '{1}'",
      "исход '{1}'"
    ),
    (
      "outcome '{1}' applies to {2} '{3}', but question '{4}' of its follow-up tree '{5}' has no such choice ({6})",
      "исход '{1}' подходит для {2} '{3}', но у вопроса '{4}' следующего дерева '{5}' нет такого варианта ({6})"
    ),
    (
      "outcome '{1}' cannot be reached from the start '{2}'; lead a choice to it or remove it",
      "исход '{1}' недостижим из начального вопроса '{2}'; направьте к нему какой-либо вариант или удалите его"
    ),
    (
      "outcome '{1}' does not apply to {2} '{3}', but answering '{4}' with '{3}' leads to it; add '{3}' to its 'applies' or lead that path elsewhere",
      "исход '{1}' не подходит для {2} '{3}', но ответ '{3}' на '{4}' ведёт к нему; добавьте '{3}' в его 'applies' или направьте этот путь в другое место"
    ),
    (
      "outcome '{1}' follows its own tree '{2}'",
      "исход '{1}' ведёт к своему же дереву '{2}'"
    ),
    (
      "outcome '{1}' follows unknown tree '{2}'",
      "исход '{1}' ведёт к неизвестному дереву '{2}'"
    ),
    (
      "outcome '{1}' has no 'implementation'; every bundled outcome needs one",
      "у исхода '{1}' нет 'implementation'; она нужна каждому встроенному исходу"
    ),
    (
      "outcome '{1}' of follow-up tree '{2}' does not apply to {3} '{4}', which outcome '{5}' of tree '{6}' carries into it",
      "исход '{1}' следующего дерева '{2}' не подходит для {3} '{4}', которое переносит в него исход '{5}' дерева '{6}'"
    ),
    (
      "outline a tree: its questions, their choices, its outcomes",
      "описать дерево: его вопросы, их варианты ответа, его исходы"
    ),
    (
      "page",
      "страница"
    ),
    (
      "page '{1}'",
      "страница '{1}'"
    ),
    (
      "point",
      "пункт"
    ),
    (
      "point '{1}' is used twice in the checklist of outcome '{2}'",
      "пункт '{1}' дважды встречается в списке проверки исхода '{2}'"
    ),
    (
      "print the JSON Schema of trees, translations, answers files or reports",
      "вывести JSON Schema деревьев, переводов, файлов ответов или отчётов"
    ),
    (
      "print the Tab-completion script for bash, zsh or fish",
      "вывести сценарий дополнения по Tab для bash, zsh или fish"
    ),
    (
      "question",
      "вопрос"
    ),
    (
      "question '{1}'",
      "вопрос '{1}'"
    ),
    (
      "question '{1}' cannot be reached from the start '{2}'; lead a choice to it or remove it",
      "вопрос '{1}' недостижим из начального вопроса '{2}'; направьте к нему какой-либо вариант или удалите его"
    ),
    (
      "question '{1}' is answered twice, with '{2}' and with '{3}'; give one answer",
      "на вопрос '{1}' дано два ответа: '{2}' и '{3}'; оставьте один"
    ),
    (
      "question '{1}' leads to '{2}' whatever the answer, so it decides nothing; remove it or lead its choices to different places",
      "вопрос '{1}' при любом ответе ведёт к '{2}' и поэтому ничего не решает; удалите его или направьте варианты ответа в разные места"
    ),
    (
      "question '{1}' needs at least two choices, it has {2}",
      "у вопроса '{1}' должно быть не меньше двух вариантов, а сейчас их: {2}"
    ),
    (
      "read answers from a YAML or JSON file, or a --format json report ('-': stdin)",
      "прочитать ответы из файла YAML или JSON либо из отчёта --format json ('-': stdin)"
    ),
    (
      "replay a report",
      "повторить отчёт"
    ),
    (
      "save the answers and stop ('hig-wizard resume' goes on later)",
      "сохранить ответы и остановиться (продолжить позже: 'hig-wizard resume')"
    ),
    (
      "show help",
      "показать справку"
    ),
    (
      "show help for a command",
      "показать справку по команде"
    ),
    (
      "show the version",
      "показать версию"
    ),
    (
      "start '{1}' is not a question of this tree",
      "поле start указывает на '{1}', но это не вопрос этого дерева"
    ),
    (
      "start again from the first question",
      "начать заново с первого вопроса"
    ),
    (
      "symbol",
      "символ"
    ),
    (
      "take back the last answer (repeatable, up to the first question)",
      "отменить последний ответ (можно повторять вплоть до первого вопроса)"
    ),
    (
      "text",
      "текст"
    ),
    (
      "text (one line per tree) or json (an array); default: text",
      "text (по строке на дерево) или json (массив); по умолчанию text"
    ),
    (
      "text after the end of the object",
      "лишний текст после конца объекта"
    ),
    (
      "text or json (sorted keys); default: text",
      "text или json (с отсортированными ключами); по умолчанию text"
    ),
    (
      "the answer 'unsure' to '{1}' was not used: the recommendation was settled before that question",
      "ответ 'unsure' на '{1}' не использован: рекомендация определилась раньше этого вопроса"
    ),
    (
      "the answer to '{1}' must be a choice id, not {2}",
      "ответом на '{1}' должен быть id варианта, а не {2}"
    ),
    (
      "the answer to '{1}' was not used: it was settled by the decision before",
      "ответ на '{1}' не использован: это уже решено в предыдущем решении"
    ),
    (
      "the answer to '{1}' was not used: that follow-up decision was not reached",
      "ответ на '{1}' не использован: до этого следующего решения дело не дошло"
    ),
    (
      "the answer to '{1}' was not used: the recommendation was settled before that question",
      "ответ на '{1}' не использован: рекомендация определилась раньше этого вопроса"
    ),
    (
      "the answers do not reach a recommendation",
      "ответов недостаточно для рекомендации"
    ),
    (
      "the answers file is empty; write one 'question: choice' per line",
      "файл ответов пуст; запишите по одной строке «id вопроса: id варианта» на каждый ответ"
    ),
    (
      "the answers in '{1}' are a report for tree '{2}', not '{3}'; run 'hig-wizard run {2} --answers {1}'",
      "ответы в '{1}' — это отчёт для дерева '{2}', а не '{3}'; выполните 'hig-wizard run {2} --answers {1}'"
    ),
    (
      "the answers no longer reach a recommendation",
      "теперь этих ответов недостаточно для рекомендации"
    ),
    (
      "the answers so far",
      "уже данные ответы"
    ),
    (
      "the checklist of outcome '{1}'",
      "чек-лист исхода '{1}'"
    ),
    (
      "the checklist of outcome '{1}' has {2} items in the tree and {3} here; translate each item, in the same order",
      "в чек-листе исхода '{1}': в дереве пунктов — {2}, здесь — {3}; переведите каждый пункт в том же порядке"
    ),
    (
      "the choices of question '{1}'",
      "варианты вопроса '{1}'"
    ),
    (
      "the file is empty; a translation needs 'tree', 'language' and the text",
      "файл пуст; в переводе должны быть 'tree', 'language' и сам текст"
    ),
    (
      "the file is empty; a tree needs 'id', 'title', 'summary', 'questions' and 'outcomes' (see Questions/README.md)",
      "файл пуст; в дереве должны быть 'id', 'title', 'summary', 'questions' и 'outcomes' (см. Questions/README.md)"
    ),
    (
      "the file is not valid UTF-8 (byte 0x{1} at offset {2}); save it as UTF-8",
      "файл не в кодировке UTF-8 (байт 0x{1} по смещению {2}); сохраните его в UTF-8"
    ),
    (
      "the follow-up decision '{1}' needs answers",
      "для следующего решения '{1}' нужны ответы"
    ),
    (
      "the header is separated by ';': CSV fields here are separated by ',' (save the file as comma-separated); no record is read",
      "заголовок разделён символом ';': здесь поля CSV разделяются запятой ',' (сохраните файл с разделителем-запятой); записи не читаются"
    ),
    (
      "the input ended before a recommendation",
      "ввод закончился до получения рекомендации"
    ),
    (
      "the input ended before every branch had its answers; these questions are needed on at least one branch",
      "ввод закончился раньше, чем все ветви получили ответы; эти вопросы нужны хотя бы в одной ветви"
    ),
    (
      "the question has no such choice any more",
      "у вопроса больше нет такого варианта"
    ),
    (
      "the question is no longer in the tree",
      "этого вопроса больше нет в дереве"
    ),
    (
      "the recommendation changed from '{1}' to '{2}'",
      "рекомендация изменилась с '{1}' на '{2}'"
    ),
    (
      "the recommendation is the same ('{1}')",
      "рекомендация прежняя ('{1}')"
    ),
    (
      "the records file (JSON Lines or CSV; '-' for standard input)",
      "файл записей (JSON Lines или CSV; '-' — стандартный ввод)"
    ),
    (
      "the report's title (default: the tree's title)",
      "заголовок отчёта (по умолчанию — название дерева)"
    ),
    (
      "the shell: bash, zsh or fish",
      "оболочку: bash, zsh или fish"
    ),
    (
      "the tree '{1}' of session {2} is not available any more; pass its folder with --questions",
      "дерево '{1}' сеанса {2} больше недоступно; укажите его папку через --questions"
    ),
    (
      "the tree and the records file, as in 'hig-wizard batch presentation tasks.jsonl'",
      "дерево и файл записей, например 'hig-wizard batch presentation tasks.jsonl'"
    ),
    (
      "the tree has more than {1} paths from the start to an outcome; above {2}, 'unsure' answers (which follow every branch) give long reports: consider splitting it into follow-up trees",
      "число путей в дереве от начала до исхода больше {1}; если их больше {2}, ответы 'unsure' (при которых проходятся все ветви) дают длинные отчёты: попробуйте разбить дерево на несколько следующих деревьев"
    ),
    (
      "the tree has {1} paths from the start to an outcome; above {2}, 'unsure' answers (which follow every branch) give long reports: consider splitting it into follow-up trees",
      "число путей в дереве от начала до исхода: {1}; если их больше {2}, ответы 'unsure' (при которых проходятся все ветви) дают длинные отчёты: попробуйте разбить дерево на несколько следующих деревьев"
    ),
    (
      "the tree to draw, such as 'presentation'",
      "дерево, которое нужно нарисовать, например 'presentation'"
    ),
    (
      "the tree to run, such as 'presentation'",
      "дерево, которое нужно запустить, например 'presentation'"
    ),
    (
      "the tree to show, such as 'presentation'",
      "дерево, которое нужно показать, например 'presentation'"
    ),
    (
      "the tree's {1}",
      "поле {1} дерева"
    ),
    (
      "the value of '{1}' must be text in double quotes (a choice id), or null",
      "значением '{1}' должен быть текст в двойных кавычках (id варианта) или null"
    ),
    (
      "the {1}",
      "{1}"
    ),
    (
      "the {1} of checklist item {2} of outcome '{3}'",
      "поле {1} пункта {2} чек-листа исхода '{3}'"
    ),
    (
      "the {1} of choice '{2}' of question '{3}'",
      "поле {1} варианта '{2}' вопроса '{3}'"
    ),
    (
      "the {1} of outcome '{2}'",
      "поле {1} исхода '{2}'"
    ),
    (
      "the {1} of question '{2}'",
      "поле {1} вопроса '{2}'"
    ),
    (
      "then",
      "далее"
    ),
    (
      "then {1} (`{2}`) decides; it can lead to {3}",
      "дальше решает вопрос {1} (`{2}`); возможные исходы: {3}"
    ),
    (
      "then {1} decides; it can lead to {2}",
      "дальше решает вопрос {1}; возможные исходы: {2}"
    ),
    (
      "there is no saved session of '{1}' to resume; start one with 'hig-wizard run {1}', or see 'hig-wizard resume --list'",
      "нет сохранённого сеанса '{1}', который можно продолжить; начните новый командой 'hig-wizard run {1}' или см. 'hig-wizard resume --list'"
    ),
    (
      "there is no saved session to resume; sessions are saved when the wizard stops before a recommendation (start one with 'hig-wizard')",
      "нет сохранённых сеансов, которые можно продолжить; сеанс сохраняется, если мастер остановлен до получения рекомендации (начните сеанс командой 'hig-wizard')"
    ),
    (
      "topic '{1}' cites no page in 'pages'; start it with a page's title and ': ', or add the page",
      "тема '{1}' не ссылается ни на одну страницу из 'pages'; начните её с названия страницы и ': ' или добавьте страницу"
    ),
    (
      "translation",
      "перевод"
    ),
    (
      "translation of unknown tree '{1}'",
      "перевод неизвестного дерева '{1}'"
    ),
    (
      "treat text missing from a translation as an error, not a warning",
      "считать недостающий в переводе текст ошибкой, а не предупреждением"
    ),
    (
      "tree",
      "дерево"
    ),
    (
      "tree id '{1}' is already used by {2}; tree ids must be unique",
      "id дерева '{1}' уже используется в {2}; id деревьев должны быть уникальными"
    ),
    (
      "unexpected argument '{1}'",
      "лишний аргумент '{1}'"
    ),
    (
      "unknown command '{1}'",
      "неизвестная команда '{1}'"
    ),
    (
      "unknown key '{1}' in {2}",
      "{2}: неизвестный ключ '{1}'"
    ),
    (
      "unknown option '{1}'",
      "неизвестный параметр '{1}'"
    ),
    (
      "unknown question '{1}'",
      "неизвестный вопрос '{1}'"
    ),
    (
      "unknown tree '{1}'",
      "неизвестное дерево '{1}'"
    ),
    (
      "version {1}",
      "версии {1}"
    ),
    (
      "walk a decision tree and print the justified recommendation; asks for the answers not given as options",
      "пройти дерево решений и вывести обоснованную рекомендацию; ответы, не заданные параметрами, запрашиваются интерактивно"
    ),
    (
      "which schema: tree, translation, answers or report",
      "какую схему: tree, translation, answers или report"
    ),
    (
      "why this question is asked, and the guideline behind it",
      "зачем задан этот вопрос и на каком разделе рекомендаций он основан"
    ),
    (
      "with 'unsure', every branch needs its answers; these questions are needed on at least one branch",
      "при ответе 'unsure' ответы нужны в каждой ветви; эти вопросы нужны хотя бы в одной ветви"
    ),
    (
      "write the graph to FILE atomically ('-': standard output)",
      "атомарно записать граф в FILE ('-': стандартный вывод)"
    ),
    (
      "write the report to FILE atomically ('-': standard output)",
      "атомарно записать отчёт в FILE ('-': стандартный вывод)"
    ),
    (
      "wrote {1} ({2})",
      "записан файл {1} ({2})"
    ),
    (
      "{1} '{2}'",
      "{1} '{2}'"
    ),
    (
      "{1} '{2}' is not in tree '{3}', so this text belongs to nothing; fix the id or remove it",
      "{1} '{2}' отсутствует в дереве '{3}', поэтому этот текст ни к чему не относится; исправьте id или удалите текст"
    ),
    (
      "{1} already exists. Replace it?",
      "{1} уже существует. Заменить?"
    ),
    (
      "{1} and {2}",
      "{1} и {2}"
    ),
    (
      "{1} answer",
      "{1} ответ"
    ),
    (
      "{1} answer for the next decisions is kept too.",
      "Сохранён и {1} ответ для следующих решений."
    ),
    (
      "{1} answers",
      "{1} ответа|{1} ответов"
    ),
    (
      "{1} answers for the next decisions are kept too.",
      "Сохранены и {1} ответа для следующих решений.|Сохранены и {1} ответов для следующих решений."
    ),
    (
      "{1} conditional",
      "условных: {1}"
    ),
    (
      "{1} error",
      "{1} ошибка"
    ),
    (
      "{1} errors",
      "{1} ошибки|{1} ошибок"
    ),
    (
      "{1} failed",
      "с ошибкой: {1}"
    ),
    (
      "{1} fields where the header has {2}",
      "число полей ({1}) не совпадает с заголовком ({2})"
    ),
    (
      "{1} file",
      "{1} файл"
    ),
    (
      "{1} files",
      "{1} файла|{1} файлов"
    ),
    (
      "{1} id '{2}' must be lower-case kebab-case (letters a-z, digits and single hyphens)",
      "{1}: id '{2}' должен быть в формате kebab-case: строчные буквы a-z, цифры и одиночные дефисы"
    ),
    (
      "{1} in {2}",
      "{1}; проверено: {2}"
    ),
    (
      "{1} is a folder: type a file name, such as {2}.",
      "{1} — это папка: введите имя файла, например {2}."
    ),
    (
      "{1} is missing the required key '{2}'",
      "{1}: нет обязательного ключа '{2}'"
    ),
    (
      "{1} item",
      "{1} пункт"
    ),
    (
      "{1} items",
      "{1} пункта|{1} пунктов"
    ),
    (
      "{1} more error in this file is not shown",
      "в этом файле не показана ещё {1} ошибка"
    ),
    (
      "{1} more errors in this file are not shown",
      "в этом файле не показаны ещё {1} ошибки|в этом файле не показано ещё {1} ошибок"
    ),
    (
      "{1} must be a mapping from ids to text, not {2}",
      "{1}: нужен словарь «id: текст», а не {2}"
    ),
    (
      "{1} must be a mapping of keys to values, not {2}",
      "{1}: нужен словарь «ключ: значение», а не {2}"
    ),
    (
      "{1} of {2} '{3}'",
      "{1} ({2} '{3}')"
    ),
    (
      "{1} ok: {2}",
      "{1} без ошибок: {2}"
    ),
    (
      "{1} or {2}",
      "{1} или {2}"
    ),
    (
      "{1} outcome",
      "{1} исход"
    ),
    (
      "{1} outcomes",
      "{1} исхода|{1} исходов"
    ),
    (
      "{1} question",
      "{1} вопрос"
    ),
    (
      "{1} questions",
      "{1} вопроса|{1} вопросов"
    ),
    (
      "{1} record",
      "{1} запись"
    ),
    (
      "{1} records",
      "{1} записи|{1} записей"
    ),
    (
      "{1} translation",
      "{1} перевод"
    ),
    (
      "{1} translations",
      "{1} перевода|{1} переводов"
    ),
    (
      "{1} tree",
      "{1} дерево"
    ),
    (
      "{1} trees",
      "{1} дерева|{1} деревьев"
    ),
    (
      "{1} warning",
      "{1} предупреждение"
    ),
    (
      "{1} warnings",
      "{1} предупреждения|{1} предупреждений"
    ),
    (
      "{1} was made with another version of tree '{2}' (now {3}); compare its branches with the ones below",
      "отчёт {1} создан на основе другой версии дерева '{2}' (сейчас {3}); сравните его ветви с приведёнными ниже"
    ),
    (
      "{1} was made with {2} of tree '{3}', now {4}; ",
      "отчёт {1} создан на основе {2} дерева '{3}', сейчас действует версия {4}; "
    ),
    (
      "{1} · question {2} of at most {3}",
      "{1} · вопрос {2} (всего не больше {3})"
    ),
    (
      "{1}: {2}",
      "{1}: {2}"
    ),
    (
      "{1}: {2}.",
      "{1}: {2}."
    ),
    (
      "{1}; dropped ({2} was made with another version of the tree)",
      "{1}; ответ отброшен (отчёт {2} создан на основе другой версии дерева)"
    ),
    (
      "{1}; the answers will not be kept if the wizard stops",
      "{1}; если мастер остановится, ответы не сохранятся"
    ),
    (
      "{1}; these questions may need an answer:",
      "{1}; возможно, нужны ответы на эти вопросы:"
    ),
    (
      "{1}; this question needs an answer:",
      "{1}; нужен ответ на этот вопрос:"
    ),
    (
      "… and {1} more",
      "… и ещё {1}"
    ),
  ]
}
