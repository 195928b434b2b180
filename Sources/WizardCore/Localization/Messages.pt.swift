// hig-wizard's own messages in pt, by their English text (the key used in
// the sources with tr(...)). {1}, {2}, … stand for the same values as in the
// English text and may move within the sentence.
// Sorted by the English text's UTF-8 bytes (MessageCatalog.find searches by halving).

extension MessageCatalog {
  static let portuguese: [(String, String)] = [
    (
      "\nStart with:\n  hig-wizard run presentation --answer platform=ipad ...\nRun it without answers to see which questions it asks.\nSee 'hig-wizard --help' for everything else.\n",
      "\nPara começar:\n  hig-wizard run presentation --answer platform=ipad ...\nExecute o comando sem respostas para ver quais perguntas ele faz.\nPara todo o resto, veja 'hig-wizard --help'.\n"
    ),
    (
      "  jsonl     one object per record: task, line, outcome, path (question and\n            answer), missing and invalid answers, and the error, if any;\n            with 'unsure' answers that matter, conditional: each outcome and\n            the answers that lead to it\n  markdown  a table (task, recommendation, deciding answer) and the count\n            of tasks per recommendation",
      "  jsonl     um objeto por registro: task, line, outcome, path (pergunta e\n            resposta), missing e invalid (respostas ausentes e inválidas) e\n            error, se houver; com respostas 'unsure' que importam,\n            conditional: cada resultado e as respostas que levam a ele\n  markdown  uma tabela (tarefa, recomendação, resposta decisiva) e a\n            contagem de tarefas por recomendação"
    ),
    (
      " and ",
      " e "
    ),
    (
      "'applies' of outcome '{1}' names {2} '{3}', which is not a choice of question '{4}' ({5})",
      "'applies' do desfecho '{1}' cita {2} '{3}', que não é uma opção da pergunta '{4}' ({5})"
    ),
    (
      "'settled-by' '{1}' in the checklist of outcome '{2}' names the outcome's own tree, so the item is always shown; name the tree of the chain that settles it",
      "'settled-by' '{1}' na lista de verificação do desfecho '{2}' cita a própria árvore do desfecho, então o item sempre aparece; cite a árvore da cadeia que decide isso"
    ),
    (
      "'since' in {1} must name a system and its version, such as 'iOS 16.0'",
      "{1}: 'since' precisa citar um sistema e sua versão, como 'iOS 16.0'"
    ),
    (
      "'unsure' is not taken in a follow-up decision; the report ends with the decisions before it. Run 'hig-wizard run {1}' to explore it.",
      "'unsure' não é aceito em uma decisão seguinte; o relatório termina nas decisões anteriores a ela. Execute 'hig-wizard run {1}' para explorá-la."
    ),
    (
      "'{1}' could be {2}: type more of it.",
      "'{1}' pode ser {2}: digite mais letras."
    ),
    (
      "'{1}' in {2} is empty",
      "{2}: o valor de '{1}' está vazio"
    ),
    (
      "'{1}' in {2} is empty; it needs at least one item",
      "{2}: a lista '{1}' está vazia; ela precisa de pelo menos um item"
    ),
    (
      "'{1}' in {2} must be a list, not {3}",
      "{2}: o valor de '{1}' deve ser uma lista, não {3}"
    ),
    (
      "'{1}' in {2} must be an https:// link without spaces",
      "{2}: '{1}' precisa ser um link https:// sem espaços"
    ),
    (
      "'{1}' in {2} must be text, not {3}",
      "{2}: o valor de '{1}' deve ser texto, não {3}"
    ),
    (
      "'{1}' is not a choice for question '{2}'",
      "'{1}' não é uma alternativa da pergunta '{2}'"
    ),
    (
      "'{1}' is not an answer here.",
      "'{1}' não é uma resposta válida aqui."
    ),
    (
      "'{1}' names no tree here. Type 1-{2} or one of: {3}.",
      "'{1}' não corresponde a nenhuma árvore. Digite 1-{2} ou um destes: {3}."
    ),
    (
      "(Enter)",
      "(Enter)"
    ),
    (
      "(and maybe {1})",
      "(e talvez {1})"
    ),
    (
      "(carried)",
      "(herdada)"
    ),
    (
      "(choices: {1})",
      "(alternativas: {1})"
    ),
    (
      "(default)",
      "(padrão)"
    ),
    (
      "(default: {1})",
      "(padrão: {1})"
    ),
    (
      "(outcome)",
      "(resultado)"
    ),
    (
      "(questions: {1})",
      "(perguntas: {1})"
    ),
    (
      "(saved: {1})",
      "(sessões salvas: {1})"
    ),
    (
      "(task '{1}')",
      "(tarefa '{1}')"
    ),
    (
      "(the newest when NAME is left out)",
      "(a mais recente, se NAME for omitido)"
    ),
    (
      "(tree {1}, version {2})",
      "(árvore {1}, versão {2})"
    ),
    (
      "(trees: {1})",
      "(árvores: {1})"
    ),
    (
      "(unsure: this branch assumes it)",
      "(não sei: este ramo supõe esta resposta)"
    ),
    (
      "**Conditional recommendation:** it depends on {1}.",
      "**Recomendação condicional:** depende de {1}."
    ),
    (
      "**Recommendation: {1}.** {2}",
      "**Recomendação: {1}.** {2}"
    ),
    (
      "**Today:** {1}",
      "**Hoje:** {1}"
    ),
    (
      "**{1}** {2}. {3}",
      "**{1}** {2}. {3}"
    ),
    (
      "*Decided with the `{1}` tree ({2}, version `{3}`).*",
      "*Decidido com a árvore `{1}` ({2}, versão `{3}`).*"
    ),
    (
      "*Decided with the `{1}` tree ({2}, version `{3}`); guideline topic: {4}.*",
      "*Decidido com a árvore `{1}` ({2}, versão `{3}`); tópico das diretrizes: {4}.*"
    ),
    (
      ", ",
      ", "
    ),
    (
      ". Did you mean '{1}'?",
      ". Você quis dizer '{1}'?"
    ),
    (
      ": '{1}' is now answered '{2}', not '{3}'",
      ": a resposta para '{1}' agora é '{2}', não '{3}'"
    ),
    (
      ": after {1} answers the tree now asks '{2}' where it asked '{3}'",
      ": depois de {1} resposta(s), a árvore agora pergunta '{2}', onde antes perguntava '{3}'"
    ),
    (
      ": the answer '{1}' to '{2}' now leads there",
      ": a resposta '{1}' para '{2}' agora leva a essa recomendação"
    ),
    (
      ": the tree now decides after {1} answers, before asking '{2}'",
      ": a árvore agora decide depois de {1} resposta(s), antes de perguntar '{2}'"
    ),
    (
      ": the tree now goes on to ask '{1}'",
      ": a árvore agora continua e pergunta '{1}'"
    ),
    (
      "; did you mean '{1}'?",
      "; você quis dizer '{1}'?"
    ),
    (
      "; expected one of: {1}",
      "; as chaves aceitas são: {1}"
    ),
    (
      "; wrote {1}",
      "; saída gravada em {1}"
    ),
    (
      "A bad record (malformed line, unknown question or choice, missing answer)\nis reported on stderr as FILE:LINE: error: ... and does not stop the run.",
      "Um registro inválido (linha malformada, pergunta ou alternativa desconhecida,\nresposta ausente) é informado no stderr como FILE:LINE: error: ... e não\ninterrompe a execução."
    ),
    (
      "A branch leads on to another decision, which is not taken while an answer is 'unsure'; answer it to go on with that decision.",
      "Um dos ramos leva a outra decisão, que não é tomada enquanto houver uma resposta 'unsure'; responda a essa pergunta para seguir para ela."
    ),
    (
      "A short name, please: at most 80 columns.",
      "Um nome curto, por favor: no máximo 80 colunas."
    ),
    (
      "All",
      "Total"
    ),
    (
      "Answer",
      "Resposta"
    ),
    (
      "Answer {1} (or 1-{2}), or ? for why this is asked.",
      "Responda {1} (ou 1-{2}) ou digite ? para ver por que esta pergunta é feita."
    ),
    (
      "Answer {1} or {2} (Enter: {3}).",
      "Responda {1} ou {2} (Enter: {3})."
    ),
    (
      "Answers",
      "Respostas"
    ),
    (
      "Answers are choice ids, given per question id: --answer suspend=no. An\nanswers file holds the same as YAML or JSON ('suspend: no'), or is a report\nwritten by --format json, so that a run can be replayed. Answers for\nquestions the path does not reach are reported as unused.",
      "As respostas são ids de alternativas, dadas por id de pergunta:\n--answer suspend=no. Um arquivo de respostas contém o mesmo em YAML ou JSON\n('suspend: no'), ou é um relatório gravado com --format json, para que uma\nexecução possa ser repetida. Respostas para perguntas que o caminho não\nalcança são informadas como não usadas."
    ),
    (
      "Any yes/no question also takes 'unsure' (--answer suspend=unsure): both\nanswers are followed and the report is conditional. When an outcome names\na follow-up tree, --follow (or answers for it, as TREE.QUESTION=CHOICE)\ngoes on to that decision.",
      "Toda pergunta de sim/não também aceita 'unsure' (--answer suspend=unsure):\nas duas respostas são seguidas e o relatório fica condicional. Quando um\nresultado indica uma árvore seguinte, --follow (ou respostas para ela, como\nTREE.QUESTION=CHOICE) segue para essa decisão."
    ),
    (
      "At a prompt, type an answer (its id, label, number or first letters; y/n\nfor yes/no, or unsure to follow both; Enter takes the default in brackets;\nTab completes) or:",
      "Em cada pergunta, digite uma resposta (o id, o rótulo, o número ou as\nprimeiras letras; s/n para sim/não, ou unsure para seguir os dois caminhos;\nEnter aceita o padrão entre colchetes; Tab completa) ou:"
    ),
    (
      "At most {1} questions can be answered 'unsure': answer this one yes or no.",
      "No máximo {1} perguntas podem ser respondidas com 'unsure': responda sim ou não a esta."
    ),
    (
      "Batch: {1}",
      "Lote: {1}"
    ),
    (
      "Checklist",
      "Lista de verificação"
    ),
    (
      "Checklist: {1}",
      "Lista de verificação: {1}"
    ),
    (
      "Checks tree files (default: the bundled trees and those of --questions):\nYAML syntax, keys and types, duplicate keys and ids, ids that do not\nresolve, cycles, and questions or outcomes that cannot be reached. Prints\nevery problem as FILE:LINE:COLUMN: error: MESSAGE, or one summary line when\nall is well. The format is described in Questions/README.md.",
      "Verifica arquivos de árvore (por padrão, as árvores incluídas e as de\n--questions): sintaxe YAML, chaves e tipos, chaves e ids duplicados, ids sem\ncorrespondência, ciclos e perguntas ou resultados inalcançáveis. Mostra cada\nproblema como FILE:LINE:COLUMN: error: MESSAGE, ou uma única linha de resumo\nquando está tudo certo. O formato está descrito em Questions/README.md."
    ),
    (
      "Commands:",
      "Comandos:"
    ),
    (
      "Conditional (`unsure`)",
      "Condicional (`unsure`)"
    ),
    (
      "Conditional recommendation: it depends on {1}",
      "Recomendação condicional: depende de {1}"
    ),
    (
      "Could not save: {1}.",
      "Não foi possível salvar: {1}."
    ),
    (
      "Counts",
      "Contagem"
    ),
    (
      "Deciding answer",
      "Resposta decisiva"
    ),
    (
      "Draws the whole tree TREE: questions as boxes with their prompt, outcomes\nas rounded shapes with their title, an arrow per choice with its label.\nmermaid (the default) is a flowchart that GitHub renders in Markdown\ninside a ```mermaid fence; dot is a Graphviz digraph for 'dot -Tsvg'.",
      "Desenha a árvore TREE inteira: as perguntas como caixas com o próprio texto,\nos resultados como formas arredondadas com o título, e uma seta por\nalternativa com o rótulo dela. mermaid (o padrão) é um fluxograma que o\nGitHub renderiza em Markdown dentro de um bloco ```mermaid; dot é um dígrafo\ndo Graphviz para 'dot -Tsvg'."
    ),
    (
      "Enter = {1}",
      "Enter = {1}"
    ),
    (
      "Enter or {1} saves {2}. Another file name saves there: .json gives JSON, .txt text, anything else Markdown, and ~/ is your home folder. {3} skips; Ctrl-D skips too and keeps your answers for resume.",
      "Enter ou {1} grava {2}. Outro nome de arquivo grava nele: .json dá JSON, .txt texto, qualquer outro Markdown, e ~/ é sua pasta pessoal. {3} pula; Ctrl-D também pula e guarda suas respostas para resume."
    ),
    (
      "Evaluates one answer set per record of FILE ('-': standard input), for\ndesign audits and CI. Records are JSON Lines (one object per line: \"task\"\nand question id → choice id) or CSV (a header row of the same names, then\none row per task; an empty cell is no answer). Results stream out in\ninput order, so memory stays flat however many records there are:",
      "Avalia um conjunto de respostas por registro de FILE ('-': entrada padrão),\npara auditorias de design e CI. Os registros são JSON Lines (um objeto por\nlinha: \"task\" e id da pergunta → id da alternativa) ou CSV (uma linha de\ncabeçalho com os mesmos nomes e depois uma linha por tarefa; uma célula vazia\nsignifica sem resposta). Os resultados saem em fluxo, na ordem de entrada,\nentão o uso de memória fica estável, seja qual for o número de registros:"
    ),
    (
      "Examples:",
      "Exemplos:"
    ),
    (
      "Exit status:\n  0  done: a report was written, or lint found no problem\n  1  a file could not be read, written or understood (tree, answers or\n     output file), or lint found problems; details on stderr\n  2  usage error: an unknown option, command, tree, question or choice\n  3  the answers do not reach a recommendation; stderr lists the missing ones\n129  the terminal closed (SIGHUP) at a prompt; the answers are saved\n130  Ctrl-C at a prompt; the answers are saved ('hig-wizard resume' goes on)\n143  SIGTERM at a prompt; the answers are saved\nCtrl-D on an empty line and 'quit' also save the answers, and exit with 0.\n",
      "Status de saída:\n  0  concluído: um relatório foi gravado, ou o lint não encontrou problemas\n  1  um arquivo não pôde ser lido, gravado ou interpretado (árvore, respostas\n     ou arquivo de saída), ou o lint encontrou problemas; detalhes no stderr\n  2  erro de uso: opção, comando, árvore, pergunta ou alternativa inexistente\n  3  as respostas não levam a uma recomendação; o stderr lista as que faltam\n129  o terminal foi fechado (SIGHUP) durante uma pergunta; respostas salvas\n130  Ctrl-C durante uma pergunta; respostas salvas (continue com\n     'hig-wizard resume')\n143  SIGTERM durante uma pergunta; respostas salvas\nCtrl-D em uma linha vazia e 'quit' também salvam as respostas e saem com 0.\n"
    ),
    (
      "Exit status: 0 every record has a recommendation; 1 a record failed (or a\nfile could not be read or written); 2 usage error.",
      "Status de saída: 0 todos os registros têm recomendação; 1 algum registro\nfalhou (ou um arquivo não pôde ser lido ou gravado); 2 erro de uso."
    ),
    (
      "Failed",
      "Com falha"
    ),
    (
      "For example: Photo filters, or Share a playlist. The questions come next; --title names the task without asking.",
      "Por exemplo: Filtros de foto, ou Compartilhar uma playlist. Depois vêm as perguntas; --title dá o nome sem perguntar."
    ),
    (
      "Go on with:",
      "Para continuar:"
    ),
    (
      "Go on with: {1}",
      "Para continuar: {1}"
    ),
    (
      "Goes on with a session saved when the wizard stopped (Ctrl-C, Ctrl-D,\nquit, a closed terminal, kill): NAME is a saved session's name, or a tree\nid for that tree's newest session; without it, the newest session. If the\ntree has changed since, the answers that still apply are kept and the\nothers are named. A session is removed once it reaches a recommendation.\nSessions are files in $XDG_STATE_HOME/hig-wizard/sessions/ (mode 0600).",
      "Continua uma sessão salva quando o assistente parou (Ctrl-C, Ctrl-D, quit,\nterminal fechado, kill): NAME é o nome de uma sessão salva ou o id de uma\nárvore, para a sessão mais recente dela; sem NAME, vale a sessão mais\nrecente. Se a árvore mudou desde então, as respostas que ainda se aplicam são\nmantidas e as demais são listadas. Uma sessão é removida assim que chega a\numa recomendação. As sessões são arquivos em\n$XDG_STATE_HOME/hig-wizard/sessions/ (modo 0600)."
    ),
    (
      "Guideline: {1}",
      "Diretriz: {1}"
    ),
    (
      "How to build it",
      "Como construir"
    ),
    (
      "ID=CHOICE, as in --answer suspend=no",
      "ID=CHOICE, como em --answer suspend=no"
    ),
    (
      "If `{1}`: **{2}.** {3}",
      "Se `{1}`: **{2}.** {3}"
    ),
    (
      "If `{1}`: {2}",
      "Se `{1}`: {2}"
    ),
    (
      "If {1}: '{2}' is needed on this branch.",
      "Se {1}: este ramo precisa da pergunta '{2}'."
    ),
    (
      "If {1}: {2}",
      "Se {1}: {2}"
    ),
    (
      "If {1}: {2}. {3}",
      "Se {1}: {2}. {3}"
    ),
    (
      "Interrupted.",
      "Interrompido."
    ),
    (
      "It does not depend on {1}: every answer leads there.",
      "Não depende de {1}: todas as respostas levam à mesma recomendação."
    ),
    (
      "Line editing is libedit's (Emacs keys; ~/.editrc is read). History and\nsaved sessions are kept in $XDG_STATE_HOME/hig-wizard (default\n~/.local/state/hig-wizard). When standard input is not a terminal, the\nquestions are read line by line from it.",
      "A edição de linha usa a libedit (teclas do Emacs; o ~/.editrc é lido). O\nhistórico e as sessões salvas ficam em $XDG_STATE_HOME/hig-wizard (padrão:\n~/.local/state/hig-wizard). Quando a entrada padrão não é um terminal, as\nperguntas são lidas dela, linha por linha."
    ),
    (
      "Lists the trees hig-wizard can run (the bundled ones and those of\n--questions), one line each: the id to pass to 'run', the title, and how\nmany questions and outcomes the tree has; a tree from a folder names its\nfile. --format json prints an array of objects with id, title, summary,\nquestions, outcomes, bundled and source.",
      "Lista as árvores que o hig-wizard pode executar (as incluídas e as de\n--questions), uma por linha: o id a passar para 'run', o título e quantas\nperguntas e resultados a árvore tem; uma árvore vinda de uma pasta mostra\ntambém o arquivo dela. --format json mostra um array de objetos com id,\ntitle, summary, questions, outcomes, bundled e source."
    ),
    (
      "Name the task in a few words: it titles the report and names its file (Enter: {1}).",
      "Dê um nome curto à tarefa: ele é o título do relatório e o nome do arquivo (Enter: {1})."
    ),
    (
      "Next decision: {1}",
      "Próxima decisão: {1}"
    ),
    (
      "Next decision: {1} ({2}). Go on with it?",
      "Próxima decisão: {1} ({2}). Continuar com ela?"
    ),
    (
      "No answers yet.",
      "Nenhuma resposta ainda."
    ),
    (
      "No longer asked, so dropped: {1}.",
      "Não é mais perguntado, então foi descartado: {1}."
    ),
    (
      "No other single answer changes the recommendation.",
      "Nenhuma outra resposta isolada muda a recomendação."
    ),
    (
      "No saved sessions (they are kept in {1}).",
      "Nenhuma sessão salva (as sessões ficam em {1})."
    ),
    (
      "Not sure",
      "Não sei"
    ),
    (
      "Nothing was answered, so nothing was saved.",
      "Nada foi respondido, então nada foi salvo."
    ),
    (
      "Options:",
      "Opções:"
    ),
    (
      "Other",
      "Outros"
    ),
    (
      "Outcomes ({1})",
      "Resultados ({1})"
    ),
    (
      "Outlines the tree TREE without asking anything: its summary, then every\nquestion with its topic and its choices (id, label, where each leads; the\ndefault marked), then every outcome with its recommendation, topic and\nthe size of its checklist. --format json gives the same with sorted keys.",
      "Mostra a estrutura da árvore TREE sem fazer perguntas: o resumo, depois cada\npergunta com o tópico e as alternativas (id, rótulo e para onde cada uma\nleva, com a padrão marcada), depois cada resultado com a recomendação, o\ntópico e o tamanho da lista de verificação. --format json mostra o mesmo\nconteúdo com as chaves ordenadas."
    ),
    (
      "Output is coloured only on a terminal and when NO_COLOR is unset; text\nwraps to COLUMNS or the terminal's width.",
      "A saída só é colorida em um terminal e quando NO_COLOR não está definida; o\ntexto quebra na largura de COLUMNS ou do terminal."
    ),
    (
      "Pass them with --answer, or use --defaults for those that have a default.",
      "Informe-as com --answer ou use --defaults para as que têm um valor padrão."
    ),
    (
      "Path",
      "Caminho"
    ),
    (
      "Press Enter for the recommendation, or type a number to change that answer.",
      "Tecle Enter para ver a recomendação, ou digite um número para mudar essa resposta."
    ),
    (
      "Prints a script that makes Tab complete hig-wizard's commands and\noptions, tree ids, question ids and their choices after --answer, session\nnames and file names, in SHELL. The script asks hig-wizard itself what to\noffer, so it keeps up with your trees. 'make install' puts one in place for\neach shell.",
      "Imprime um script que faz o Tab completar, no SHELL, os comandos e\nopções do hig-wizard, os ids das árvores, os ids das perguntas e suas opções\ndepois de --answer, os nomes das sessões e os nomes de arquivos. O script\npergunta ao próprio hig-wizard o que oferecer, então acompanha as suas\nárvores. 'make install' instala um para cada shell."
    ),
    (
      "Prints the JSON Schema (draft-07) of the files people write for\nhig-wizard: a tree, a tree's translation, an answers file, or the report\nthat --format json writes. Editors use it to complete keys and show what\neach means; the same files are in schemas/. A schema cannot check that ids\nlead somewhere, that there are no cycles or that every question can be\nreached: 'hig-wizard lint' stays the authority.",
      "Imprime o JSON Schema (draft-07) dos arquivos que as pessoas escrevem\npara o hig-wizard: uma árvore, a tradução de uma árvore, um arquivo de\nrespostas ou o relatório que --format json grava. Os editores o usam para\ncompletar chaves e mostrar o que cada uma significa; os mesmos arquivos\nestão em schemas/. Um esquema não consegue verificar se os ids levam a algum\nlugar, se não há ciclos ou se toda pergunta pode ser alcançada: quem decide\ncontinua sendo 'hig-wizard lint'."
    ),
    (
      "Question",
      "Pergunta"
    ),
    (
      "Questions ({1}, starting at {2})",
      "Perguntas ({1}, começando em {2})"
    ),
    (
      "Questions that the answers given do not settle are asked at the prompt\n(from standard input when it is not a terminal), unless --non-interactive.\nWhile the wizard asks, the answers are saved after each one, so that\n'hig-wizard resume' can go on after Ctrl-C, a closed terminal or a crash.",
      "As perguntas que as respostas dadas não resolvem são feitas interativamente\n(pela entrada padrão, quando ela não é um terminal), a menos que se use\n--non-interactive. Enquanto o assistente pergunta, as respostas são salvas\numa a uma, para que 'hig-wizard resume' possa continuar depois de um Ctrl-C,\nde um terminal fechado ou de uma falha."
    ),
    (
      "Recommendation",
      "Recomendação"
    ),
    (
      "Recommendation: {1}",
      "Recomendação: {1}"
    ),
    (
      "Reproduce",
      "Como reproduzir"
    ),
    (
      "Resuming {1} ({2}, saved {3}): {4} of {5} answers kept.",
      "Retomando {1} ({2}, salva em {3}): {4} de {5} respostas mantidas."
    ),
    (
      "Save it under another name? (a file name; Enter or {1} to skip)",
      "Salvar com outro nome? (um nome de arquivo; Enter ou {1} para pular)"
    ),
    (
      "Save this as {1}? [{2}] (or another file name, or {3})",
      "Salvar como {1}? [{2}] (ou outro nome de arquivo, ou {3})"
    ),
    (
      "Saved {1}.",
      "Salvo em {1}."
    ),
    (
      "See 'hig-wizard help run' for the options of run.",
      "Veja 'hig-wizard help run' para as opções do run."
    ),
    (
      "See '{1}'.",
      "Veja '{1}'."
    ),
    (
      "Source",
      "Origem"
    ),
    (
      "Start again from the first question, forgetting every answer?",
      "Recomeçar da primeira pergunta, esquecendo todas as respostas?"
    ),
    (
      "Starting again from the first question.",
      "Recomeçando pela primeira pergunta."
    ),
    (
      "Stopped (end of input).",
      "Encerrado (fim da entrada)."
    ),
    (
      "Stopped before saving the report.",
      "Encerrado antes de salvar o relatório."
    ),
    (
      "Stopped.",
      "Encerrado."
    ),
    (
      "Task",
      "Tarefa"
    ),
    (
      "Tasks",
      "Tarefas"
    ),
    (
      "Terminated (SIGTERM).",
      "Finalizado (SIGTERM)."
    ),
    (
      "That answer was settled by the decision before, so it is not asked here; back at this decision's first question goes back into that decision.",
      "Essa resposta foi definida pela decisão anterior, por isso não é perguntada aqui; voltar na primeira pergunta desta decisão leva de volta àquela decisão."
    ),
    (
      "The answers can no longer be changed here: answer {1} or {2}, or quit.",
      "As respostas já não podem ser mudadas aqui: responda {1} ou {2}, ou sair."
    ),
    (
      "The answers could not all be saved (see the warning above).",
      "Nem todas as respostas puderam ser salvas (veja o aviso acima)."
    ),
    (
      "The first is needed now; whether the others are asked depends on the answers before them.",
      "A primeira é necessária agora; se as demais serão perguntadas depende das respostas anteriores."
    ),
    (
      "The report is written, so answers are not changed here: the Reproduce line has them all, for a new run.",
      "O relatório já foi escrito, então as respostas não mudam aqui: a seção Como reproduzir traz todas, para uma nova execução."
    ),
    (
      "The terminal closed.",
      "O terminal foi fechado."
    ),
    (
      "The tree has changed since; answers that no longer apply were dropped.",
      "A árvore mudou desde então; as respostas que não se aplicam mais foram descartadas."
    ),
    (
      "Then: the {1} tree",
      "Depois: a árvore {1}"
    ),
    (
      "There are no answers yet: type a name, or press Enter for {1}.",
      "Ainda não há respostas: digite um nome, ou tecle Enter para {1}."
    ),
    (
      "This is the first question: there is nothing to take back.",
      "Esta é a primeira pergunta: não há nada para desfazer."
    ),
    (
      "This question has no default.",
      "Esta pergunta não tem resposta padrão."
    ),
    (
      "Today: {1}",
      "Hoje: {1}"
    ),
    (
      "Topic: {1}",
      "Tópico: {1}"
    ),
    (
      "Translations (TREE.LANG.yaml beside the tree) are checked against their\ntree: text for an id the tree does not have is an error, and text the\ntranslation leaves out is a warning (shown in English instead), or an\nerror with --strict.",
      "As traduções (TREE.LANG.yaml ao lado da árvore) são verificadas em relação à\nárvore: texto para um id que a árvore não tem é erro, e texto que a tradução\nomite é aviso (e aparece em inglês no lugar), ou erro com --strict."
    ),
    (
      "Trees:",
      "Árvores:"
    ),
    (
      "Type 1-{1} to change that answer (back: the last one), or press Enter for the recommendation.",
      "Digite 1-{1} para mudar essa resposta (voltar: a última), ou tecle Enter para ver a recomendação."
    ),
    (
      "Type ? to see what each decides.",
      "Digite ? para ver o que cada uma decide."
    ),
    (
      "Type an answer (or its number or first letters; Tab completes; {1} if you cannot say yes or no), ? for why this is asked, back, answers, restart or quit.",
      "Digite uma resposta (ou o número ou as primeiras letras dela; Tab completa; '{1}' se você não souber responder sim ou não), ? para ver por que a pergunta é feita, voltar, respostas, recomeçar ou sair (ou em inglês: back, answers, restart, quit)."
    ),
    (
      "Unused answers: {1} (decided before these questions)",
      "Respostas não usadas: {1} (a decisão veio antes dessas perguntas)"
    ),
    (
      "Unused answers: {1}. The recommendation was settled before these questions came up.",
      "Respostas não usadas: {1}. A recomendação foi definida antes de essas perguntas aparecerem."
    ),
    (
      "Usage:",
      "Uso:"
    ),
    (
      "Usage: {1}",
      "Uso: {1}"
    ),
    (
      "Walks the tree TREE with the answers given and prints the recommendation,\nwhy (each answer tied to the guideline behind it), the answers, a\nchecklist, and the command that reproduces it.",
      "Percorre a árvore TREE com as respostas dadas e mostra a recomendação, o\nporquê (cada resposta ligada à diretriz por trás dela), as respostas, uma\nlista de verificação e o comando que reproduz o resultado."
    ),
    (
      "What would change this",
      "O que mudaria esta recomendação"
    ),
    (
      "Which decision do you need?",
      "Qual decisão você precisa tomar?"
    ),
    (
      "Why",
      "Por quê"
    ),
    (
      "YAML syntax error: {1}",
      "erro de sintaxe YAML: {1}"
    ),
    (
      "Your answer is saved.",
      "Sua resposta foi salva."
    ),
    (
      "Your answers are saved, 'unsure' ones included.",
      "Suas respostas foram salvas, incluindo as 'unsure'."
    ),
    (
      "Your answers:",
      "Suas respostas:"
    ),
    (
      "Your {1} answers are saved.",
      "Suas {1} respostas foram salvas."
    ),
    (
      "[default]",
      "[padrão]"
    ),
    (
      "a \\u escape needs four hex digits",
      "uma sequência de escape \\u precisa de quatro dígitos hexadecimais"
    ),
    (
      "a control character inside a string",
      "caractere de controle dentro de uma string"
    ),
    (
      "a file holds exactly one YAML document; move this one into a file of its own",
      "um arquivo contém exatamente um documento YAML; mova este para um arquivo separado"
    ),
    (
      "a list",
      "uma lista"
    ),
    (
      "a mapping",
      "um mapeamento"
    ),
    (
      "a mapping key must be plain text, not {1}",
      "uma chave de mapeamento deve ser texto simples, não {1}"
    ),
    (
      "a quoted CSV field is not closed",
      "um campo CSV entre aspas não foi fechado"
    ),
    (
      "a record longer than {1} bytes; it is skipped",
      "um registro com mais de {1} bytes; ele é ignorado"
    ),
    (
      "a record must be a JSON object ({...})",
      "cada registro deve ser um objeto JSON ({...})"
    ),
    (
      "a saved session in another format (this is hig-wizard {1})",
      "sessão salva em outro formato (este é o hig-wizard {1})"
    ),
    (
      "a stray quote in a CSV field; quote the whole field and double each quote inside it",
      "aspas fora de lugar em um campo CSV; coloque o campo inteiro entre aspas e duplique cada aspa dentro dele"
    ),
    (
      "a string is not closed",
      "uma string não foi fechada"
    ),
    (
      "a {1}",
      "{1}"
    ),
    (
      "aliases ('*name') are not supported; write the value out in full",
      "aliases ('*name') não são suportados; escreva o valor completo"
    ),
    (
      "also load the trees in DIR (repeatable; also HIG_WIZARD_QUESTIONS, colon-separated)",
      "carrega também as árvores de DIR (repetível; também HIG_WIZARD_QUESTIONS, separadas por dois-pontos)"
    ),
    (
      "an answers file must be a mapping of question ids to choice ids (like 'suspend: no'), not {1}",
      "um arquivo de respostas deve ser um mapeamento de ids de pergunta para ids de alternativa (como 'suspend: no'), não {1}"
    ),
    (
      "an unknown escape in a string",
      "sequência de escape desconhecida em uma string"
    ),
    (
      "an unrecorded version",
      "uma versão não registrada"
    ),
    (
      "answer question ID with CHOICE (repeatable; wins over --answers)",
      "responde à pergunta ID com CHOICE (repetível; prevalece sobre --answers)"
    ),
    (
      "answer questions that have a default with it",
      "responde com o valor padrão às perguntas que têm um"
    ),
    (
      "at least {1} more error in this file is not shown",
      "pelo menos mais {1} erro deste arquivo foi omitido"
    ),
    (
      "at least {1} more errors in this file are not shown",
      "pelo menos mais {1} erros deste arquivo foram omitidos"
    ),
    (
      "at most {1} questions can be answered 'unsure' in one run; answer the others yes or no",
      "no máximo {1} perguntas podem ser respondidas com 'unsure' em uma execução; responda sim ou não às demais"
    ),
    (
      "cannot create folder '{1}': {2}",
      "não foi possível criar a pasta '{1}': {2}"
    ),
    (
      "cannot lint '{1}': no such file or folder",
      "não é possível verificar '{1}': arquivo ou pasta inexistente"
    ),
    (
      "cannot open folder '{1}': {2}",
      "não foi possível abrir a pasta '{1}': {2}"
    ),
    (
      "cannot read '{1}': it holds more than {2} MiB; files larger than {3} MiB are not supported",
      "não foi possível ler '{1}': o conteúdo passa de {2} MiB; arquivos com mais de {3} MiB não são suportados"
    ),
    (
      "cannot read '{1}': it is a folder, not a file",
      "não é possível ler '{1}': é uma pasta, não um arquivo"
    ),
    (
      "cannot read '{1}': it is {2} MiB; files larger than {3} MiB are not supported",
      "não foi possível ler '{1}': o arquivo tem {2} MiB; arquivos com mais de {3} MiB não são suportados"
    ),
    (
      "cannot read '{1}': {2}",
      "não é possível ler '{1}': {2}"
    ),
    (
      "cannot read the file: {1}",
      "não foi possível ler o arquivo: {1}"
    ),
    (
      "cannot remove '{1}': {2}",
      "não foi possível remover '{1}': {2}"
    ),
    (
      "cannot write '{1}': it is a folder; name a file inside it",
      "não foi possível gravar '{1}': é uma pasta; informe um arquivo dentro dela"
    ),
    (
      "cannot write '{1}': {2}",
      "não foi possível gravar '{1}': {2}"
    ),
    (
      "cannot write to standard output: {1}",
      "não foi possível gravar na saída padrão: {1}"
    ),
    (
      "carried",
      "herdada"
    ),
    (
      "check tree files: syntax, fields, ids, cycles, reachability",
      "verifica arquivos de árvore: sintaxe, campos, ids, ciclos, alcance"
    ),
    (
      "checklist item",
      "item da lista de verificação"
    ),
    (
      "choice",
      "alternativa"
    ),
    (
      "choice '{1}' of question '{2}'",
      "a alternativa '{1}' da pergunta '{2}'"
    ),
    (
      "choice '{1}' of question '{2}' leads back to an earlier question, making a cycle: {3}",
      "a alternativa '{1}' da pergunta '{2}' volta para uma pergunta anterior e forma um ciclo: {3}"
    ),
    (
      "choice '{1}' of question '{2}' leads to unknown id '{3}'",
      "a alternativa '{1}' da pergunta '{2}' leva ao id desconhecido '{3}'"
    ),
    (
      "choose a tree and answer its questions",
      "escolha uma árvore e responda às perguntas"
    ),
    (
      "conditional",
      "condicional"
    ),
    (
      "default",
      "padrão"
    ),
    (
      "default '{1}' of question '{2}' is not one of its choices ({3})",
      "a resposta padrão '{1}' da pergunta '{2}' não é uma das alternativas dela ({3})"
    ),
    (
      "draw a whole tree as a Mermaid flowchart or a Graphviz graph",
      "desenha uma árvore inteira como fluxograma Mermaid ou grafo Graphviz"
    ),
    (
      "dropped {1}: {2}",
      "{1} descartada: {2}"
    ),
    (
      "duplicate choice '{1}' in question '{2}'; it is already used at line {3}",
      "alternativa '{1}' duplicada na pergunta '{2}'; ela já é usada na linha {3}"
    ),
    (
      "duplicate column '{1}' in the header; no record is read",
      "coluna '{1}' repetida no cabeçalho; nenhum registro é lido"
    ),
    (
      "duplicate id '{1}'; it is already used at line {2}",
      "id '{1}' duplicado; ele já é usado na linha {2}"
    ),
    (
      "duplicate key '{1}'",
      "chave '{1}' duplicada"
    ),
    (
      "duplicate key '{1}'; it is already set at line {2}, column {3}",
      "chave '{1}' duplicada; ela já foi definida na linha {2}, coluna {3}"
    ),
    (
      "each answer needs a 'question' and a 'choice'",
      "cada resposta precisa de 'question' e 'choice'"
    ),
    (
      "evaluate many answer sets (JSON Lines or CSV), one result each",
      "avalia muitos conjuntos de respostas (JSON Lines ou CSV), com um resultado para cada"
    ),
    (
      "expected ',' or '}'",
      "esperado ',' ou '}'"
    ),
    (
      "expected ':' after the key '{1}'",
      "esperado ':' depois da chave '{1}'"
    ),
    (
      "expected a key in double quotes",
      "esperada uma chave entre aspas duplas"
    ),
    (
      "fact",
      "fato"
    ),
    (
      "folder '{1}' does not exist; its trees are not loaded",
      "a pasta '{1}' não existe; as árvores dela não são carregadas"
    ),
    (
      "follow-up decisions are not taken when an answer is 'unsure'; answer it to go on with them",
      "as decisões seguintes não são tomadas quando há uma resposta 'unsure'; responda a essa pergunta para seguir para elas"
    ),
    (
      "follow-up tree",
      "árvore seguinte"
    ),
    (
      "follow-up trees form a loop: {1}",
      "as árvores seguintes formam um ciclo: {1}"
    ),
    (
      "given",
      "informada"
    ),
    (
      "go on to the follow-up tree an outcome names (also when answers for it are given)",
      "segue para a árvore seguinte indicada por um resultado (também quando há respostas para ela)"
    ),
    (
      "go on with a session saved when the wizard stopped",
      "continua uma sessão salva quando o assistente parou"
    ),
    (
      "go on with the last saved session of TREE (see 'hig-wizard resume')",
      "continua a última sessão salva de TREE (veja 'hig-wizard resume')"
    ),
    (
      "hig-wizard {1}: answer the questions of a Human Interface Guidelines\ndecision tree (the bundled one decides how an iPad or iPhone task is\npresented) and get a justified report to paste into a ticket.",
      "hig-wizard {1}: responda às perguntas de uma árvore de decisão das Human\nInterface Guidelines (a incluída decide como apresentar uma tarefa no iPad\nou no iPhone) e receba um relatório justificado para colar em um ticket."
    ),
    (
      "hig-wizard {1}: which presentation fits an iPad or iPhone task?",
      "hig-wizard {1}: qual apresentação combina com uma tarefa no iPad ou no iPhone?"
    ),
    (
      "implementation",
      "implementação"
    ),
    (
      "in follow-up tree '{1}'",
      "na árvore seguinte '{1}'"
    ),
    (
      "in follow-up tree '{1}': {2}; dropped ({3} was made with another version of the trees)",
      "na árvore seguinte '{1}': {2}; resposta descartada ({3} foi gerado com outra versão das árvores)"
    ),
    (
      "invalid value '{1}' for '{2}'; expected {3}",
      "valor inválido '{1}' para '{2}'; esperado: {3}"
    ),
    (
      "jsonl (one result per record) or markdown (a summary table); default: jsonl",
      "jsonl (um resultado por registro) ou markdown (uma tabela-resumo); padrão: jsonl"
    ),
    (
      "jsonl or csv (default: csv for a .csv FILE, else jsonl)",
      "jsonl ou csv (padrão: csv para um FILE .csv; senão, jsonl)"
    ),
    (
      "language '{1}' is not one hig-wizard translates to; use one of: {2}",
      "o hig-wizard não tem tradução para o idioma '{1}'; use um destes: {2}"
    ),
    (
      "language of messages and reports: en, pt, ja or ru (default: from LC_ALL, LC_MESSAGES or LANG, else en)",
      "idioma das mensagens e dos relatórios: en, pt, ja ou ru (padrão: de LC_ALL, LC_MESSAGES ou LANG; senão, en)"
    ),
    (
      "line {1}",
      "linha {1}"
    ),
    (
      "line {1}: {2}",
      "linha {1}: {2}"
    ),
    (
      "list the saved sessions",
      "lista as sessões salvas"
    ),
    (
      "list the trees, with how many questions and outcomes each has",
      "lista as árvores, com quantas perguntas e resultados cada uma tem"
    ),
    (
      "markdown, json or text (default: text on a terminal, else markdown)",
      "markdown, json ou text (padrão: text em um terminal; senão, markdown)"
    ),
    (
      "mermaid or dot (default: dot for an --output ending in .dot or .gv, else mermaid)",
      "mermaid ou dot (padrão: dot para um --output terminado em .dot ou .gv; senão, mermaid)"
    ),
    (
      "missing {1}",
      "falta informar {1}"
    ),
    (
      "neither XDG_STATE_HOME nor HOME is set, so the answers are not saved; set one of them to keep answers for 'hig-wizard resume'",
      "nem XDG_STATE_HOME nem HOME está definida, então as respostas não são salvas; defina uma delas para guardar as respostas para 'hig-wizard resume'"
    ),
    (
      "neither XDG_STATE_HOME nor HOME is set, so there is no saved session to find",
      "nem XDG_STATE_HOME nem HOME está definida, então não há onde procurar sessões salvas"
    ),
    (
      "nesting is deeper than {1} levels; hig-wizard files are never this deep",
      "o aninhamento passa de {1} níveis; arquivos do hig-wizard nunca são tão profundos"
    ),
    (
      "never prompt; fail with the list of missing answers instead",
      "nunca pergunta; em vez disso, falha com a lista das respostas que faltam"
    ),
    (
      "no .yaml or .yml files found",
      "nenhum arquivo .yaml ou .yml encontrado"
    ),
    (
      "no recommendation: missing '{1}'",
      "sem recomendação: falta '{1}'"
    ),
    (
      "no saved session is called '{1}'",
      "não há sessão salva chamada '{1}'"
    ),
    (
      "no {1} text for {2}; it is shown in English",
      "não há texto em {1} para {2}; será usado o texto em inglês"
    ),
    (
      "not a saved hig-wizard session: it names no tree",
      "não é uma sessão salva do hig-wizard: nenhuma árvore é indicada"
    ),
    (
      "not sure: the report shows each outcome and the answers that lead to it",
      "não sei: o relatório mostra cada desfecho e as respostas que levam a ele"
    ),
    (
      "nothing",
      "um valor vazio"
    ),
    (
      "only the result, how to build it and the checklist",
      "só o resultado, como construí-lo e a lista de verificação"
    ),
    (
      "option '{1}' needs a value",
      "a opção '{1}' precisa de um valor"
    ),
    (
      "option '{1}' takes no value",
      "a opção '{1}' não aceita valor"
    ),
    (
      "out of memory while starting the YAML parser",
      "sem memória ao iniciar o leitor de YAML"
    ),
    (
      "outcome",
      "resultado"
    ),
    (
      "outcome '{1}'",
      "o resultado '{1}'"
    ),
    (
      "outcome '{1}' applies to {2} '{3}', but question '{4}' of its follow-up tree '{5}' has no such choice ({6})",
      "o desfecho '{1}' vale para {2} '{3}', mas a pergunta '{4}' da árvore seguinte '{5}' não tem essa opção ({6})"
    ),
    (
      "outcome '{1}' cannot be reached from the start '{2}'; lead a choice to it or remove it",
      "o resultado '{1}' não pode ser alcançado a partir da pergunta inicial '{2}'; faça uma alternativa levar a ele ou remova-o"
    ),
    (
      "outcome '{1}' does not apply to {2} '{3}', but answering '{4}' with '{3}' leads to it; add '{3}' to its 'applies' or lead that path elsewhere",
      "o desfecho '{1}' não vale para {2} '{3}', mas responder '{4}' com '{3}' leva a ele; acrescente '{3}' ao seu 'applies' ou leve esse caminho para outro lugar"
    ),
    (
      "outcome '{1}' follows its own tree '{2}'",
      "o resultado '{1}' segue para a própria árvore dele, '{2}'"
    ),
    (
      "outcome '{1}' follows unknown tree '{2}'",
      "o resultado '{1}' segue para a árvore desconhecida '{2}'"
    ),
    (
      "outcome '{1}' has no 'implementation'; every bundled outcome needs one",
      "o desfecho '{1}' não tem 'implementation'; todo desfecho incluído precisa de uma"
    ),
    (
      "outcome '{1}' of follow-up tree '{2}' does not apply to {3} '{4}', which outcome '{5}' of tree '{6}' carries into it",
      "o desfecho '{1}' da árvore seguinte '{2}' não vale para {3} '{4}', que o desfecho '{5}' da árvore '{6}' leva até ela"
    ),
    (
      "outline a tree: its questions, their choices, its outcomes",
      "descreve uma árvore: perguntas, alternativas e resultados"
    ),
    (
      "page",
      "página"
    ),
    (
      "page '{1}'",
      "a página '{1}'"
    ),
    (
      "point",
      "ponto"
    ),
    (
      "point '{1}' is used twice in the checklist of outcome '{2}'",
      "o ponto '{1}' aparece duas vezes na lista de verificação do desfecho '{2}'"
    ),
    (
      "print the JSON Schema of trees, translations, answers files or reports",
      "imprime o JSON Schema de árvores, traduções, arquivos de respostas ou relatórios"
    ),
    (
      "print the Tab-completion script for bash, zsh or fish",
      "imprime o script de completar com Tab para bash, zsh ou fish"
    ),
    (
      "question",
      "pergunta"
    ),
    (
      "question '{1}'",
      "a pergunta '{1}'"
    ),
    (
      "question '{1}' cannot be reached from the start '{2}'; lead a choice to it or remove it",
      "a pergunta '{1}' não pode ser alcançada a partir da pergunta inicial '{2}'; faça uma alternativa levar a ela ou remova-a"
    ),
    (
      "question '{1}' is answered twice, with '{2}' and with '{3}'; give one answer",
      "a pergunta '{1}' foi respondida duas vezes, com '{2}' e com '{3}'; dê uma só resposta"
    ),
    (
      "question '{1}' leads to '{2}' whatever the answer, so it decides nothing; remove it or lead its choices to different places",
      "a pergunta '{1}' leva a '{2}' qualquer que seja a resposta, então não decide nada; remova-a ou leve suas opções a lugares diferentes"
    ),
    (
      "question '{1}' needs at least two choices, it has {2}",
      "a pergunta '{1}' precisa de pelo menos duas alternativas, mas tem {2}"
    ),
    (
      "read answers from a YAML or JSON file, or a --format json report ('-': stdin)",
      "lê as respostas de um arquivo YAML ou JSON, ou de um relatório --format json ('-': stdin)"
    ),
    (
      "replay a report",
      "repete um relatório"
    ),
    (
      "save the answers and stop ('hig-wizard resume' goes on later)",
      "salva as respostas e encerra ('hig-wizard resume' continua depois)"
    ),
    (
      "show help",
      "mostra a ajuda"
    ),
    (
      "show help for a command",
      "mostra a ajuda de um comando"
    ),
    (
      "show the version",
      "mostra a versão"
    ),
    (
      "start '{1}' is not a question of this tree",
      "o início '{1}' não é uma pergunta desta árvore"
    ),
    (
      "start again from the first question",
      "recomeça pela primeira pergunta"
    ),
    (
      "symbol",
      "símbolo"
    ),
    (
      "take back the last answer (repeatable, up to the first question)",
      "desfaz a última resposta (repetível, até a primeira pergunta)"
    ),
    (
      "text",
      "texto"
    ),
    (
      "text (one line per tree) or json (an array); default: text",
      "text (uma linha por árvore) ou json (um array); padrão: text"
    ),
    (
      "text after the end of the object",
      "texto após o fim do objeto"
    ),
    (
      "text or json (sorted keys); default: text",
      "text ou json (chaves ordenadas); padrão: text"
    ),
    (
      "the answer 'unsure' to '{1}' was not used: the recommendation was settled before that question",
      "a resposta 'unsure' para '{1}' não foi usada: a recomendação foi definida antes dessa pergunta"
    ),
    (
      "the answer to '{1}' must be a choice id, not {2}",
      "a resposta para '{1}' deve ser um id de alternativa, não {2}"
    ),
    (
      "the answer to '{1}' was not used: it was settled by the decision before",
      "a resposta a '{1}' não foi usada: isso já foi decidido na decisão anterior"
    ),
    (
      "the answer to '{1}' was not used: that follow-up decision was not reached",
      "a resposta para '{1}' não foi usada: essa decisão seguinte não foi alcançada"
    ),
    (
      "the answer to '{1}' was not used: the recommendation was settled before that question",
      "a resposta para '{1}' não foi usada: a recomendação foi definida antes dessa pergunta"
    ),
    (
      "the answers do not reach a recommendation",
      "as respostas não levam a uma recomendação"
    ),
    (
      "the answers file is empty; write one 'question: choice' per line",
      "o arquivo de respostas está vazio; escreva uma linha 'pergunta: alternativa' para cada resposta"
    ),
    (
      "the answers in '{1}' are a report for tree '{2}', not '{3}'; run 'hig-wizard run {2} --answers {1}'",
      "as respostas em '{1}' são um relatório da árvore '{2}', não de '{3}'; execute 'hig-wizard run {2} --answers {1}'"
    ),
    (
      "the answers no longer reach a recommendation",
      "as respostas não levam mais a uma recomendação"
    ),
    (
      "the answers so far",
      "as respostas dadas até agora"
    ),
    (
      "the checklist of outcome '{1}'",
      "a lista de verificação do resultado '{1}'"
    ),
    (
      "the checklist of outcome '{1}' has {2} items in the tree and {3} here; translate each item, in the same order",
      "a lista de verificação do resultado '{1}' tem {2} itens na árvore e {3} aqui; traduza cada item, na mesma ordem"
    ),
    (
      "the choices of question '{1}'",
      "'choices' da pergunta '{1}'"
    ),
    (
      "the file is empty; a translation needs 'tree', 'language' and the text",
      "o arquivo está vazio; uma tradução precisa de 'tree', 'language' e dos textos"
    ),
    (
      "the file is empty; a tree needs 'id', 'title', 'summary', 'questions' and 'outcomes' (see Questions/README.md)",
      "o arquivo está vazio; uma árvore precisa de 'id', 'title', 'summary', 'questions' e 'outcomes' (veja Questions/README.md)"
    ),
    (
      "the file is not valid UTF-8 (byte 0x{1} at offset {2}); save it as UTF-8",
      "o arquivo não é UTF-8 válido (byte 0x{1} na posição {2}); salve-o como UTF-8"
    ),
    (
      "the follow-up decision '{1}' needs answers",
      "a decisão seguinte '{1}' precisa de respostas"
    ),
    (
      "the header is separated by ';': CSV fields here are separated by ',' (save the file as comma-separated); no record is read",
      "o cabeçalho é separado por ';': aqui os campos CSV são separados por ',' (salve o arquivo separado por vírgulas); nenhum registro é lido"
    ),
    (
      "the input ended before a recommendation",
      "a entrada terminou antes de uma recomendação"
    ),
    (
      "the input ended before every branch had its answers; these questions are needed on at least one branch",
      "a entrada terminou antes que todos os ramos tivessem suas respostas; estas perguntas são necessárias em pelo menos um ramo"
    ),
    (
      "the question has no such choice any more",
      "a pergunta não tem mais essa alternativa"
    ),
    (
      "the question is no longer in the tree",
      "a pergunta não existe mais na árvore"
    ),
    (
      "the recommendation changed from '{1}' to '{2}'",
      "a recomendação mudou de '{1}' para '{2}'"
    ),
    (
      "the recommendation is the same ('{1}')",
      "a recomendação continua a mesma ('{1}')"
    ),
    (
      "the records file (JSON Lines or CSV; '-' for standard input)",
      "o arquivo de registros (JSON Lines ou CSV; '-' para a entrada padrão)"
    ),
    (
      "the report's title (default: the tree's title)",
      "o título do relatório (padrão: o título da árvore)"
    ),
    (
      "the shell: bash, zsh or fish",
      "o shell: bash, zsh ou fish"
    ),
    (
      "the tree '{1}' of session {2} is not available any more; pass its folder with --questions",
      "a árvore '{1}' da sessão {2} não está mais disponível; informe a pasta dela com --questions"
    ),
    (
      "the tree and the records file, as in 'hig-wizard batch presentation tasks.jsonl'",
      "a árvore e o arquivo de registros, como em 'hig-wizard batch presentation tasks.jsonl'"
    ),
    (
      "the tree has more than {1} paths from the start to an outcome; above {2}, 'unsure' answers (which follow every branch) give long reports: consider splitting it into follow-up trees",
      "a árvore tem mais de {1} caminhos do início até um resultado; acima de {2}, respostas 'unsure' (que seguem todos os ramos) geram relatórios longos: considere dividi-la em árvores seguintes"
    ),
    (
      "the tree has {1} paths from the start to an outcome; above {2}, 'unsure' answers (which follow every branch) give long reports: consider splitting it into follow-up trees",
      "a árvore tem {1} caminhos do início até um resultado; acima de {2}, respostas 'unsure' (que seguem todos os ramos) geram relatórios longos: considere dividi-la em árvores seguintes"
    ),
    (
      "the tree to draw, such as 'presentation'",
      "a árvore a desenhar, como 'presentation'"
    ),
    (
      "the tree to run, such as 'presentation'",
      "a árvore a executar, como 'presentation'"
    ),
    (
      "the tree to show, such as 'presentation'",
      "a árvore a mostrar, como 'presentation'"
    ),
    (
      "the tree's {1}",
      "o campo {1} da árvore"
    ),
    (
      "the value of '{1}' must be text in double quotes (a choice id), or null",
      "o valor de '{1}' deve ser um texto entre aspas duplas (um id de alternativa) ou null"
    ),
    (
      "the {1}",
      "{1}"
    ),
    (
      "the {1} of checklist item {2} of outcome '{3}'",
      "o campo {1} do item {2} da lista de verificação do resultado '{3}'"
    ),
    (
      "the {1} of choice '{2}' of question '{3}'",
      "o campo {1} da alternativa '{2}' da pergunta '{3}'"
    ),
    (
      "the {1} of outcome '{2}'",
      "o campo {1} do resultado '{2}'"
    ),
    (
      "the {1} of question '{2}'",
      "o campo {1} da pergunta '{2}'"
    ),
    (
      "then",
      "depois"
    ),
    (
      "then {1} (`{2}`) decides; it can lead to {3}",
      "depois vem a pergunta “{1}” (`{2}`), que pode levar a {3}"
    ),
    (
      "then {1} decides; it can lead to {2}",
      "depois vem a pergunta “{1}”, que pode levar a {2}"
    ),
    (
      "there is no saved session of '{1}' to resume; start one with 'hig-wizard run {1}', or see 'hig-wizard resume --list'",
      "não há sessão salva de '{1}' para retomar; inicie uma com 'hig-wizard run {1}' ou veja 'hig-wizard resume --list'"
    ),
    (
      "there is no saved session to resume; sessions are saved when the wizard stops before a recommendation (start one with 'hig-wizard')",
      "não há sessão salva para retomar; as sessões são salvas quando o assistente para antes de uma recomendação (inicie uma com 'hig-wizard')"
    ),
    (
      "topic '{1}' cites no page in 'pages'; start it with a page's title and ': ', or add the page",
      "o tópico '{1}' não cita nenhuma página de 'pages'; comece-o com o título de uma página e ': ', ou acrescente a página"
    ),
    (
      "translation",
      "tradução"
    ),
    (
      "translation of unknown tree '{1}'",
      "tradução da árvore desconhecida '{1}'"
    ),
    (
      "treat text missing from a translation as an error, not a warning",
      "trata texto ausente de uma tradução como erro, não como aviso"
    ),
    (
      "tree",
      "árvore"
    ),
    (
      "tree id '{1}' is already used by {2}; tree ids must be unique",
      "o id de árvore '{1}' já é usado por {2}; os ids de árvore devem ser únicos"
    ),
    (
      "unexpected argument '{1}'",
      "argumento inesperado '{1}'"
    ),
    (
      "unknown command '{1}'",
      "comando desconhecido '{1}'"
    ),
    (
      "unknown key '{1}' in {2}",
      "{2}: chave desconhecida '{1}'"
    ),
    (
      "unknown option '{1}'",
      "opção desconhecida '{1}'"
    ),
    (
      "unknown question '{1}'",
      "pergunta desconhecida '{1}'"
    ),
    (
      "unknown tree '{1}'",
      "árvore desconhecida '{1}'"
    ),
    (
      "version {1}",
      "a versão {1}"
    ),
    (
      "walk a decision tree and print the justified recommendation; asks for the answers not given as options",
      "percorre uma árvore de decisão e mostra a recomendação justificada; pergunta o que não foi informado nas opções"
    ),
    (
      "which schema: tree, translation, answers or report",
      "qual esquema: tree, translation, answers ou report"
    ),
    (
      "why this question is asked, and the guideline behind it",
      "por que esta pergunta é feita e a diretriz por trás dela"
    ),
    (
      "with 'unsure', every branch needs its answers; these questions are needed on at least one branch",
      "com 'unsure', cada ramo precisa das suas respostas; estas perguntas são necessárias em pelo menos um ramo"
    ),
    (
      "write the graph to FILE atomically ('-': standard output)",
      "grava o grafo em FILE de forma atômica ('-': saída padrão)"
    ),
    (
      "write the report to FILE atomically ('-': standard output)",
      "grava o relatório em FILE de forma atômica ('-': saída padrão)"
    ),
    (
      "wrote {1} ({2})",
      "{1} gravado ({2})"
    ),
    (
      "{1} '{2}'",
      "{1} '{2}'"
    ),
    (
      "{1} '{2}' is not in tree '{3}', so this text belongs to nothing; fix the id or remove it",
      "não há {1} '{2}' na árvore '{3}', então este texto não corresponde a nada; corrija o id ou remova o texto"
    ),
    (
      "{1} already exists. Replace it?",
      "{1} já existe. Substituir?"
    ),
    (
      "{1} and {2}",
      "{1} e {2}"
    ),
    (
      "{1} answer",
      "{1} resposta"
    ),
    (
      "{1} answer for the next decisions is kept too.",
      "{1} resposta para as decisões seguintes também foi mantida."
    ),
    (
      "{1} answers",
      "{1} respostas"
    ),
    (
      "{1} answers for the next decisions are kept too.",
      "{1} respostas para as decisões seguintes também foram mantidas."
    ),
    (
      "{1} conditional",
      "{1} condicional"
    ),
    (
      "{1} error",
      "{1} erro"
    ),
    (
      "{1} errors",
      "{1} erros"
    ),
    (
      "{1} failed",
      "{1} com falha"
    ),
    (
      "{1} fields where the header has {2}",
      "{1} campos, mas o cabeçalho tem {2}"
    ),
    (
      "{1} file",
      "{1} arquivo"
    ),
    (
      "{1} files",
      "{1} arquivos"
    ),
    (
      "{1} id '{2}' must be lower-case kebab-case (letters a-z, digits and single hyphens)",
      "o id de {1} '{2}' deve estar em kebab-case minúsculo (letras a-z, dígitos e hifens, sem hifens seguidos)"
    ),
    (
      "{1} in {2}",
      "{1} em {2}"
    ),
    (
      "{1} is a folder: type a file name, such as {2}.",
      "{1} é uma pasta: digite um nome de arquivo, como {2}."
    ),
    (
      "{1} is missing the required key '{2}'",
      "{1}: falta a chave obrigatória '{2}'"
    ),
    (
      "{1} item",
      "{1} item"
    ),
    (
      "{1} items",
      "{1} itens"
    ),
    (
      "{1} more error in this file is not shown",
      "mais {1} erro deste arquivo foi omitido"
    ),
    (
      "{1} more errors in this file are not shown",
      "mais {1} erros deste arquivo foram omitidos"
    ),
    (
      "{1} must be a mapping from ids to text, not {2}",
      "o valor de {1} deve ser um mapeamento de ids para textos, não {2}"
    ),
    (
      "{1} must be a mapping of keys to values, not {2}",
      "{1}: deve ser um mapeamento de chaves para valores, não {2}"
    ),
    (
      "{1} of {2} '{3}'",
      "{2} '{3}', {1}"
    ),
    (
      "{1} ok: {2}",
      "{1} ok: {2}"
    ),
    (
      "{1} or {2}",
      "{1} ou {2}"
    ),
    (
      "{1} outcome",
      "{1} resultado"
    ),
    (
      "{1} outcomes",
      "{1} resultados"
    ),
    (
      "{1} question",
      "{1} pergunta"
    ),
    (
      "{1} questions",
      "{1} perguntas"
    ),
    (
      "{1} record",
      "{1} registro"
    ),
    (
      "{1} records",
      "{1} registros"
    ),
    (
      "{1} translation",
      "{1} tradução"
    ),
    (
      "{1} translations",
      "{1} traduções"
    ),
    (
      "{1} tree",
      "{1} árvore"
    ),
    (
      "{1} trees",
      "{1} árvores"
    ),
    (
      "{1} warning",
      "{1} aviso"
    ),
    (
      "{1} warnings",
      "{1} avisos"
    ),
    (
      "{1} was made with another version of tree '{2}' (now {3}); compare its branches with the ones below",
      "{1} foi gerado com outra versão da árvore '{2}' (agora {3}); compare os ramos dele com os abaixo"
    ),
    (
      "{1} was made with {2} of tree '{3}', now {4}; ",
      "{1} foi gerado com {2} da árvore '{3}', agora {4}; "
    ),
    (
      "{1} · question {2} of at most {3}",
      "{1} · pergunta {2} de no máximo {3}"
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
      "{1}; resposta descartada ({2} foi gerado com outra versão da árvore)"
    ),
    (
      "{1}; the answers will not be kept if the wizard stops",
      "{1}; as respostas não serão mantidas se o assistente for encerrado"
    ),
    (
      "{1}; these questions may need an answer:",
      "{1}; estas perguntas podem precisar de resposta:"
    ),
    (
      "{1}; this question needs an answer:",
      "{1}; esta pergunta precisa de resposta:"
    ),
    (
      "… and {1} more",
      "… e mais {1}"
    ),
  ]
}
