#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing
import WizardCore
import WizardMessages

@testable import WizardTerminal

@Suite struct WizardTerminalTests {
  /// The printer is where a diagnostic becomes text: in the console's
  /// language, whatever language (none) the core made it in.
  @Test func diagnosticsAreTranslatedByThePrinter() {
    Translations.register()
    let diagnostic = Diagnostic.error(
      Message("duplicate key '{1}'; it is already set at line {2}, column {3}", "id", "1", "1"),
      at: SourceLocation(file: "t.yaml", line: 2, column: 1))
    let english = Self.plainPrinter(.en).format(diagnostic)
    let portuguese = Self.plainPrinter(.pt).format(diagnostic)
    #expect(english.hasSuffix("error: duplicate key 'id'; it is already set at line 1, column 1\n"))
    #expect(
      portuguese.hasSuffix(
        "error: chave 'id' duplicada; ela já foi definida na linha 1, coluna 1\n"))
  }

  /// A diagnostic made by the core's loader is a key and its arguments,
  /// with no language; the printer makes it text in the console's.
  @Test(arguments: [
    (
      Language.pt,
      "t.yaml:2:1: error: chave 'id' duplicada; ela já foi definida na linha 1, coluna 1\n"
    ),
    (.ja, "t.yaml:2:1: error: キー 'id' が重複しています。1行目の1列目ですでに指定されています\n"),
    (.ru, "t.yaml:2:1: error: повторяющийся ключ 'id'; он уже задан в строке 1, столбце 1\n"),
  ])
  func aLoadersDiagnosticIsPrintedInTheConsolesLanguage(language: Language, expected: String)
    throws
  {
    Translations.register()
    let result = TreeLoader.load(text: "id: a\nid: b\n", source: "t.yaml")
    var diagnostic = try #require(
      result.diagnostics.first { $0.content.key?.hasPrefix("duplicate key") == true })
    #expect(
      diagnostic.content.key == "duplicate key '{1}'; it is already set at line {2}, column {3}")
    #expect(diagnostic.content.arguments == ["id", "1", "1"].map(Message.verbatim))
    diagnostic.sourceLine = nil
    #expect(Self.plainPrinter(language).format(diagnostic) == expected)
  }

  /// A printer as for a file or a pipe: no colour, one line per message.
  static func plainPrinter(_ language: Language) -> DiagnosticPrinter {
    var printer = DiagnosticPrinter(console: Console(language: language))
    printer.color = false
    printer.width = nil
    return printer
  }

  /// A message inside a message is translated part by part: the kind of
  /// thing in the place named, the suggestion after it; ids stay.
  @Test(arguments: [
    (Language.en, "unknown key 'titel' in the tree; did you mean 'title'?"),
    (.pt, "árvore: chave desconhecida 'titel'; você quis dizer 'title'?"),
    (.ja, "ツリーに不明なキー 'titel' があります。'title' のことですか？"),
    (.ru, "дерево: неизвестный ключ 'titel'; возможно, имелось в виду 'title'?"),
  ])
  func nestedMessagesArePrintedPartByPart(language: Language, expected: String) throws {
    Translations.register()
    let result = TreeLoader.load(text: "titel: x\n", source: "t.yaml")
    let diagnostic = try #require(result.diagnostics.first { $0.message.hasPrefix("unknown key") })
    let printed = Self.plainPrinter(language).format(diagnostic)
    #expect(printed.hasPrefix("t.yaml:1:1: error: \(expected)\n"), "\(printed)")
  }

  @Test func aSignalCaughtBetweenReadsIsReportedBeforeBlocking() {
    SignalTrap.install()
    // Test threads block signals: let this one take SIGTERM.
    var unblock = sigset_t()
    var previous = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &unblock, &previous)
    defer {
      pthread_sigmask(SIG_SETMASK, &previous, nil)
      signal(SIGTERM, SIG_DFL)
    }
    raise(SIGTERM)
    // Standard input is never read: the pending signal comes first.
    let reader = PlainLineReader(console: Console(), stream: .error)
    #expect(reader.read(prompt: "", completions: [], shown: "") == .interrupted(SIGTERM))
    #expect(SignalTrap.take() == nil)
  }

  @Test func completionCandidatesAndSharedPrefix() {
    let all = ["ipad", "iphone", "iPad", "iPhone", "help", "back"]
    #expect(Completion.candidates(for: "ip", in: all) == ["ipad", "iphone"])
    #expect(Completion.candidates(for: "IPH", in: all) == ["iphone"])
    #expect(Completion.candidates(for: "x", in: all) == [])
    #expect(Completion.sharedPrefix(["ipad", "iphone"]) == "ip")
    #expect(Completion.sharedPrefix(["answers", "ANSWERED"]) == "answer")
  }

  @Test func hintsShowTheDefault() throws {
    let yesNo = Question(
      id: "q", prompt: "Q?", topic: "T", help: "H", defaultChoice: "no",
      choices: [choice("yes", "Yes"), choice("no", "No")], location: here)
    #expect(Wizard.hint(for: yesNo, language: .en) == "[y/N]")
    var devices = yesNo
    devices.choices = [choice("ipad", "iPad"), choice("iphone", "iPhone")]
    devices.defaultChoice = nil
    #expect(Wizard.hint(for: devices, language: .en) == "[ipad/iphone]")
    devices.defaultChoice = "iphone"
    #expect(Wizard.hint(for: devices, language: .en) == "[ipad/iphone, Enter = iphone]")
    var styles = devices
    styles.choices = [choice("full-screen", "Full screen"), choice("page-sheet", "Page sheet")]
    styles.defaultChoice = "page-sheet"
    #expect(Wizard.listsChoices(styles, language: .en))
    #expect(Wizard.hint(for: styles, language: .en) == "[1-2, Enter = 2]")
    // Yes/no labels that say more than yes and no are listed; "Yes"/"No" are not.
    #expect(!Wizard.listsChoices(yesNo, language: .en))
    var explained = yesNo
    explained.choices = [choice("no", "No, discard the draft"), choice("yes", "Yes, keep a copy")]
    #expect(Wizard.listsChoices(explained, language: .en))
  }

  @Test func wideTextWrapsBetweenCharactersNotBeforeClosingPunctuation() {
    let layout = TextLayout(width: 10, color: false)
    let rows = layout.wrap("この作業はどのデバイス向けですか。", indent: 0)
    #expect(rows.count > 1)
    for row in rows { #expect(TextLayout.columns(row) <= 10, "\(row)") }
    #expect(!rows.contains { $0.hasPrefix("。") })
    #expect(rows.joined() == "この作業はどのデバイス向けですか。")
    // Latin text still breaks only at spaces.
    #expect(layout.wrap("alpha beta gamma", indent: 0) == ["alpha beta", "gamma"])
  }

  /// On a terminal a long message wraps, going on two columns in; off one,
  /// each diagnostic stays on one line for editors to parse.
  @Test func diagnosticsWrapToTheWidthOnATerminal() {
    var printer = DiagnosticPrinter(console: Console())
    printer.color = false
    let diagnostic = Diagnostic(
      .error,
      "question 'suspend' leads to 'nonmodal-popover' whatever the answer, so it decides nothing",
      at: here)
    printer.width = 40
    let rows = printer.format(diagnostic).split(separator: "\n").map(String.init)
    #expect(rows.count > 2)
    #expect(rows[0].hasPrefix("t.yaml:1:1: error: question"))
    for row in rows {
      #expect(TextLayout.columns(row) <= 40, "\(row)")
    }
    for row in rows.dropFirst() { #expect(row.hasPrefix("  ") && !row.hasPrefix("   ")) }
    printer.width = nil
    #expect(printer.format(diagnostic).split(separator: "\n").count == 1)
  }

  /// A line that must be copied whole (the reproduce command) is never cut;
  /// a numbered item goes on under its text.
  @Test func linesThatMustBeCopiedStayWhole() {
    let layout = TextLayout(width: 20, color: false)
    let command = "hig-wizard run presentation --answer platform=ipad --lang en"
    #expect(layout.render([TextLine(command, indent: 2, wraps: false)]) == "  " + command + "\n")
    let item = layout.render([
      TextLine("1. Which device is this task for?", indent: 2, hanging: 3)
    ])
    #expect(item == "  1. Which device is\n     this task for?\n")
  }

  /// At every width, no row starts with a small kana, `ー` or closing
  /// punctuation, and none ends with an opening bracket.
  @Test func japaneseNeverBreaksBeforeSmallKanaOrTheLongVowelMark() {
    let text = "ポップオーバーは「キャンセル」をタップすると閉じます。ショートカットもチェックしてください。"
    for width in 4...30 {
      let rows = TextLayout(width: width, color: false).wrap(text, indent: 0)
      #expect(rows.joined() == text, "\(width)")
      for row in rows.dropFirst() {
        let first = row.first ?? " "
        #expect(!Self.mayNotStartLine.contains(first), "width \(width): \(row)")
      }
      for row in rows.dropLast() {
        let last = row.last ?? " "
        #expect(!Self.mayNotEndLine.contains(last), "width \(width): \(row)")
      }
    }
  }

  /// Closing punctuation, small kana and the long-vowel mark: never at the
  /// start of a row (JIS X 4051's rules, written out as the test's oracle).
  static let mayNotStartLine = Set(
    "、。，．・：；？！」』）］｝〕〉》】〙〗ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶーゝゞヽヾ々")
  /// Opening brackets: never at the end of a row.
  static let mayNotEndLine = Set("「『（［｛〔〈《【〘〖")

  /// Emoji that terminals draw two columns wide, and CJK text, as
  /// libunistring measures them; a combining mark takes none.
  @Test(arguments: [
    ("🚀", 2), ("✅", 2), ("⌚", 2), ("🛑", 2), ("日本語", 6), ("한국어", 6), ("中文", 4),
    ("ｶﾀｶﾅ", 4), ("ＡＢ", 4), ("e\u{301}", 1), ("naïve", 5), ("ok ✅ done", 10),
    ("…", 1),
  ])
  func emojiAndEastAsianTextTakeTheirColumns(text: String, columns: Int) {
    #expect(TextLayout.columns(text) == columns, "\(text)")
  }

  /// A row of emoji and CJK never goes past the width: each emoji counts
  /// two columns, so ten of them need two rows of 10 columns.
  @Test func emojiAndCJKWrapToTheWidth() {
    let layout = TextLayout(width: 10, color: false)
    let rows = layout.wrap("🚀✅⌚🛑🚀 ✅⌚🛑🚀✅ 日本語のテキスト", indent: 0)
    #expect(rows.count >= 3, "\(rows)")
    for row in rows { #expect(TextLayout.columns(row) <= 10, "\(row)") }
    #expect(rows[0] == "🚀✅⌚🛑🚀", "\(rows)")
    #expect(rows.joined().filter { $0 != " " } == "🚀✅⌚🛑🚀✅⌚🛑🚀✅日本語のテキスト")
  }

  /// A reply not taken is answered with what would be: `unsure` among
  /// them where it is taken, not in a follow-up decision.
  @Test func aWrongReplyNamesUnsureWhereItIsTaken() {
    let question = Question(
      id: "q", prompt: "Q?", topic: "t", help: "h", defaultChoice: nil,
      choices: [choice("yes", "Yes"), choice("no", "No")], location: here)
    let first = Wizard.complaint(.unknown("maybe"), question: question, language: .en)
    #expect(first.hasPrefix("'maybe' is not an answer here. Answer yes, no"), "\(first)")
    #expect(first.contains("unsure (or 1-2)"), "\(first)")
    let followUp = Wizard.complaint(
      .unknown("maybe"), question: question, language: .en, takesUnsure: false)
    #expect(!followUp.contains("unsure"), "\(followUp)")
    let refused = Wizard.complaint(
      .unsureNotTaken, question: question, language: .en, takesUnsure: false)
    #expect(refused.contains("not taken in a follow-up decision"))
    // And the reply itself is refused there, never taken for a choice.
    #expect(
      Reply.interpret("unsure", for: question, language: .en, takesUnsure: false)
        == .invalid(.unsureNotTaken))
    // A question of other choices does not take it anywhere.
    let devices = Question(
      id: "d", prompt: "D?", topic: "t", help: "h", defaultChoice: nil,
      choices: [choice("ipad", "iPad"), choice("iphone", "iPhone")], location: here)
    #expect(!Wizard.complaint(.unknown("x"), question: devices, language: .en).contains("unsure"))
  }

  let here = SourceLocation(file: "t.yaml", line: 1, column: 1)

  func choice(_ id: String, _ label: String) -> Choice {
    Choice(
      id: id, label: label, next: "end", reason: "r", location: here, nextLocation: here)
  }
}

@Suite struct LocaleNameTests {
  /// The terminal keeps a locale whose name says UTF-8, in any spelling, and
  /// falls back to C.UTF-8 for any other.
  @Test func utf8LocaleNamesAreRecognized() {
    for name in ["C.UTF-8", "en_US.utf8", "ja_JP.UTF-8", "pt_BR.Utf-8", "utf"] {
      #expect(TerminalSystem.isUTF8LocaleName(name), "\(name)")
    }
    for name in ["C", "POSIX", "", "ut", "en_US.ISO-8859-1", "ru_RU.KOI8-R", "u-t-f"] {
      #expect(!TerminalSystem.isUTF8LocaleName(name), "\(name)")
    }
  }
}
