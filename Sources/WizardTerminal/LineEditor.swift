import CEditLine
import WizardCore

/// The line editor on a terminal (libedit): Emacs keys, history kept in a
/// file, Tab completion of the answers and commands offered at each prompt.
///
/// Signals are left to ``SignalTrap``: libedit's own handling (`EL_SIGNAL`)
/// kills the process on Ctrl-C, which would lose the chance to say how to
/// resume. Use from the main thread only.
public final class LineEditor: LineReader {
  private let editLine: OpaquePointer
  private let history: OpaquePointer?
  private var event = HistEvent()
  private let historyFile: String?
  /// The prompt as C text, kept alive for libedit's prompt callback.
  private var promptText: UnsafeMutablePointer<CChar>?
  private var completions: [String] = []
  private let output: UnsafeMutablePointer<FILE>
  private let outputDescriptor: Int32
  /// What was shown above the prompt, drawn again after `fg`.
  private var shown = ""
  private var isClosed = false

  /// - Parameters:
  ///   - stream: where the editor draws; standard error keeps editing
  ///     working when standard output is redirected.
  ///   - historyFile: lines are loaded from it and added to it (mode 0600).
  public init?(stream: Console.Stream, historyFile: String?) {
    TerminalSystem.useUTF8Locale()
    output = stream == .output ? hw_stdout() : hw_stderr()
    outputDescriptor = stream.rawValue
    guard let editLine = el_init("hig-wizard", hw_stdin(), output, hw_stderr()) else {
      return nil
    }
    self.editLine = editLine
    self.historyFile = historyFile
    history = history_init()
    hw_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
    hw_el_set_editor(editLine, "emacs")
    hw_el_set_signal(editLine, 0)
    hw_el_set_prompt(editLine) { editLine in
      guard let editor = LineEditor.from(editLine) else { return nil }
      return editor.promptText
    }
    hw_el_set_addfn(editLine, "hw-complete", "complete the answer") { editLine, _ in
      guard let editLine, let editor = LineEditor.from(editLine) else {
        return UInt8(CC_ERROR)
      }
      return editor.complete()
    }
    hw_el_set_bind(editLine, "^I", "hw-complete")
    // Our own read, so that Ctrl-Z, `fg` and a resized window redraw.
    hw_el_set_getcfn(editLine) { editLine, character in
      guard let editLine, let character, let editor = LineEditor.from(editLine) else {
        return -1
      }
      return editor.readCharacter(into: character)
    }
    if let history {
      hw_history_setsize(history, &event, 1000)
      hw_history_setunique(history, &event, 1)
      hw_el_set_hist(editLine, history)
      if let historyFile, FileSystem.exists(historyFile) {
        hw_history_load(history, &event, historyFile)
      }
    }
    // The user's ~/.editrc, as other libedit programs read it.
    el_source(editLine, nil)
  }

  /// `text` as C text that lives until deallocated.
  private static func cString(_ text: String) -> UnsafeMutablePointer<CChar> {
    let bytes = Array(text.utf8CString)
    let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
    copy.initialize(from: bytes, count: bytes.count)
    return copy
  }

  private static func from(_ editLine: OpaquePointer?) -> LineEditor? {
    guard let editLine, let data = hw_el_get_clientdata(editLine) else { return nil }
    return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
  }

  deinit {
    close()
    promptText?.deallocate()
  }

  /// Gives the terminal back; called again by `deinit`, harmlessly.
  public func close() {
    guard !isClosed else { return }
    isClosed = true
    // Not in edit mode, el_end does not flush input typed ahead.
    hw_el_set_editmode(editLine, 0)
    el_end(editLine)
    if let history { history_end(history) }
  }

  public func read(prompt: String, completions: [String], shown: String) -> LineInput {
    promptText?.deallocate()
    promptText = Self.cString(PlainText.inline(prompt) + (prompt.hasSuffix(" ") ? " " : ""))
    self.completions = completions
    self.shown = shown
    // A signal that came while the last answer was being handled.
    if let number = SignalTrap.take() { return .interrupted(number) }
    JobSignals.watch()
    defer { JobSignals.unwatch() }
    while true {
      var count: Int32 = 0
      guard let line = el_gets(editLine, &count) else {
        let failure = TerminalSystem.lastError()
        if let number = SignalTrap.take() { return .interrupted(number) }
        if count < 0, failure == TerminalSystem.interrupted { continue }
        return .endOfInput
      }
      var text = String(cString: line)
      if text.hasSuffix("\n") { text.removeLast() }
      remember(text)
      return .line(text)
    }
  }

  /// The most lines the history file keeps.
  static let historyLimit: Int32 = 1000

  /// Adds a non-empty line to the history and writes the history file at
  /// once, so that it survives `kill -9` too. The file is written whole to
  /// `history.tmp` and renamed over the old one (a killed write leaves the
  /// old file as it was), under an exclusive `flock` of `history.lock`
  /// during which the lines other running wizards added since are read
  /// back in (each keeps its own). It holds at most ``historyLimit``
  /// lines. A history file that is a symbolic link is read, never written:
  /// the file it points to is the user's, not ours to rewrite.
  private func remember(_ line: String) {
    guard let history, !line.trimmingCharacters(equalTo: " ").isEmpty else { return }
    hw_history_enter(history, &event, line)
    guard let historyFile, !TerminalSystem.isSymbolicLink(historyFile) else { return }
    let slash = historyFile.lastIndex(of: "/") ?? historyFile.startIndex
    let folder = String(historyFile[..<slash])
    try? FileSystem.makeFolders(folder.isEmpty ? "." : folder, mode: 0o700)
    _ = TerminalSystem.withExclusiveLock(folder + "/history.lock") {
      // The file as it is now (other wizards' lines too), then this line.
      guard let merged = history_init() else { return }
      defer { history_end(merged) }
      var merging = HistEvent()
      hw_history_setsize(merged, &merging, Self.historyLimit)
      hw_history_setunique(merged, &merging, 1)
      if FileSystem.exists(historyFile) { hw_history_load(merged, &merging, historyFile) }
      hw_history_enter(merged, &merging, line)
      // Only the holder of the lock writes it, so the name can be fixed; one
      // left by a killed run is overwritten here.
      let temporary = folder + "/history.tmp"
      guard TerminalSystem.createEmpty(temporary, mode: 0o600) else { return }
      if hw_history_save(merged, &merging, temporary) >= 0,
        TerminalSystem.rename(temporary, to: historyFile)
      {
        return
      }
      TerminalSystem.remove(temporary)
    }
  }

  /// libedit's read function: one character from standard input, decoded
  /// from UTF-8 (an invalid byte is skipped, as libedit's own does). 1 for
  /// a character, 0 at the end of input, -1 on an error or when a signal
  /// that ends the conversation came (errno is then EINTR).
  ///
  /// A read interrupted by Ctrl-Z gives the terminal back and stops the
  /// process; once continued it takes the terminal again, draws what was
  /// shown, the prompt and the line so far. A resized window redraws the
  /// line for the new width.
  private func readCharacter(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
    var bytes: [UInt8] = []
    while true {
      if SignalTrap.isPending {
        TerminalSystem.setError(TerminalSystem.interrupted)
        return -1
      }
      // A resize or a continue that came while the editor was busy.
      if JobSignals.isPending { followJobSignals() }
      var byte: UInt8 = 0
      switch withUnsafeMutableBytes(of: &byte, { TerminalSystem.read(0, into: $0) }) {
      case .bytes: break
      case .end:
        character.pointee = 0
        return 0
      case .failed(let failure):
        TerminalSystem.setError(failure)
        return -1
      case .interrupted:
        if SignalTrap.isPending {
          TerminalSystem.setError(TerminalSystem.interrupted)
          return -1
        }
        followJobSignals()
        continue
      }
      bytes.append(byte)
      while !bytes.isEmpty {
        switch UTF8Decoding.scalar(bytes) {
        case .complete(let scalar):
          character.pointee = wchar_t(bitPattern: scalar)
          return 1
        case .incomplete:
          break
        case .invalid:
          // The byte that broke a sequence may start the next one.
          bytes = bytes.count > 1 ? [byte] : []
          continue
        }
        break
      }
    }
  }

  private func followJobSignals() {
    let noted = JobSignals.take()
    if noted.contains(TerminalSystem.suspend) {
      // The shell's line starts on a line of its own, with the modes the
      // terminal had before the editor.
      TerminalSystem.put("\n", to: output)
      hw_el_set_prep_term(editLine, 0)
      JobSignals.stopHere()
      retakeTerminal()
    } else if noted.contains(TerminalSystem.resume) {
      // Stopped by some other signal, continued now; the shell may have
      // changed the terminal's modes meanwhile.
      TerminalSystem.put("\n", to: output)
      hw_el_set_prep_term(editLine, 0)
      retakeTerminal()
    } else if noted.contains(TerminalSystem.windowChange) {
      el_resize(editLine)
      // Back to the row of the prompt, as the terminal has rewrapped the
      // line for its new width, and the line drawn again from there.
      let columns = TerminalSystem.columns(of: outputDescriptor) ?? 0
      let rows = columns > 0 ? columnsBeforeCursor() / columns : 0
      TerminalSystem.put("\r" + (rows > 0 ? "\u{1B}[\(rows)A" : "") + "\u{1B}[J", to: output)
      hw_el_set_refresh(editLine)
    }
  }

  /// The prompt's width and that of the line up to the cursor, in columns.
  private func columnsBeforeCursor() -> Int {
    let prompt = promptText.map { String(cString: $0) } ?? ""
    return TextLayout.columns(prompt) + TextLayout.columns(lineBeforeCursor() ?? "")
  }

  /// The text of the line being edited, up to the cursor.
  private func lineBeforeCursor() -> String? {
    guard let info = el_line(editLine) else { return nil }
    let length = info.pointee.cursor - info.pointee.buffer
    return String(
      decoding: UnsafeRawBufferPointer(start: info.pointee.buffer, count: max(0, length)),
      as: UTF8.self)
  }

  private func retakeTerminal() {
    hw_el_set_prep_term(editLine, 1)
    el_resize(editLine)
    TerminalSystem.put(shown, to: output)
    hw_el_set_refresh(editLine)
  }

  /// Tab: completes the text before the cursor to the one candidate that
  /// starts with it (any case), or to what all candidates share; when that
  /// adds nothing, lists the candidates.
  private func complete() -> UInt8 {
    guard let typed = lineBeforeCursor() else { return UInt8(CC_ERROR) }
    let word = String(typed.drop { $0 == " " })
    let matches = Completion.candidates(for: word, in: completions)
    guard let first = matches.first else { return UInt8(CC_REFRESH_BEEP) }
    let shared = matches.count == 1 ? first + " " : Completion.sharedPrefix(matches)
    if shared.count > word.count {
      el_deletestr(editLine, Int32(word.unicodeScalars.count))
      el_insertstr(editLine, shared)
      return UInt8(CC_REFRESH)
    }
    if matches.count == 1 { return UInt8(CC_REFRESH) }
    let list = "\n" + matches.map(PlainText.inline).joined(separator: "  ") + "\n"
    TerminalSystem.put(list, to: output)
    return UInt8(CC_REDISPLAY)
  }
}

/// Decoding UTF-8 a byte at a time, as keys arrive.
enum UTF8Decoding {
  enum Result: Equatable {
    case complete(UInt32)
    /// A valid start: more bytes are needed.
    case incomplete
    case invalid
  }

  static func scalar(_ bytes: [UInt8]) -> Result {
    guard let first = bytes.first else { return .incomplete }
    let length: Int
    switch first {
    case 0..<0x80: return bytes.count == 1 ? .complete(UInt32(first)) : .invalid
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return .invalid
    }
    guard bytes.count <= length, bytes.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) else {
      return .invalid
    }
    guard bytes.count == length else { return .incomplete }
    // Overlong forms and surrogates are refused here.
    guard let text = String(validating: bytes, as: UTF8.self),
      let scalar = text.unicodeScalars.first
    else { return .invalid }
    return .complete(scalar.value)
  }
}

/// What Tab offers, apart from the editor, so that it can be tested.
public enum Completion {
  /// The candidates that start with `typed`, compared without case, in order,
  /// without repeats.
  public static func candidates(for typed: String, in all: [String]) -> [String] {
    let key = typed.lowercased()
    var seen: Set<String> = []
    return all.filter { $0.lowercased().hasPrefix(key) && seen.insert($0.lowercased()).inserted }
  }

  /// The longest start all of `words` share, compared without case (the
  /// first word's spelling).
  public static func sharedPrefix(_ words: [String]) -> String {
    guard var prefix = words.first.map(Array.init) else { return "" }
    for word in words.dropFirst() {
      let other = Array(word)
      var count = 0
      while count < min(prefix.count, other.count),
        String(prefix[count]).lowercased() == String(other[count]).lowercased()
      {
        count += 1
      }
      prefix = Array(prefix[..<count])
    }
    return String(prefix)
  }
}

extension String {
  func trimmingCharacters(equalTo character: Character) -> Substring {
    let start = firstIndex { $0 != character } ?? endIndex
    let end = lastIndex { $0 != character }.map { index(after: $0) } ?? start
    return self[start..<end]
  }
}
