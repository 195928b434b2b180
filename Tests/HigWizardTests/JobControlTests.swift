import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

/// Ctrl-Z, `fg` and a resized window while the wizard reads an answer.
@Suite struct JobControlTests {
  private static let question = "Which device is this task for?"

  /// Ctrl-Z at a prompt, under a real shell with job control (a session
  /// leader's own group is orphaned, and the kernel would not stop it).
  @Test func ctrlZThenFgRedrawsTheQuestionAndEditsAgain() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shell = try TerminalSession(
      "/bin/bash", ["--norc", "--noprofile", "-i"],
      environment: [
        "HOME": folder.path, "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
        "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "PS1": "$ ",
      ],
      directory: folder.path)
    try shell.waitFor("$ ")
    shell.type("\(Binary.path) run presentation --title Demo\r")
    let asked = try shell.waitForEnd(of: "restart or quit.")
    try shell.waitFor("> ", since: asked)
    try shell.waitForRawMode()
    shell.type("ipa")
    try shell.waitFor("> ipa", since: asked)

    shell.type("\u{1A}")
    let stopped = try shell.waitForEnd(of: "Stopped")
    try shell.waitFor("$ ", since: stopped)
    shell.type("fg\r")
    let continued = try shell.waitForEnd(of: "fg", since: stopped)
    // The question, then the prompt with what was typed, drawn again.
    let redrawn = try shell.waitForEnd(of: Self.question, since: continued)
    try shell.waitFor("> ipa", since: redrawn)
    // The editor has the terminal again, not the shell's line mode.
    try shell.waitForRawMode(timeout: 5)

    // Still editing: Ctrl-A and text at the start of the line, then Ctrl-E.
    shell.type("\u{01}\u{05}d\r")
    try shell.waitFor("question 2 of", since: redrawn)
    shell.type("quit\r")
    try shell.waitFor("$ ", since: redrawn)
    shell.type("exit\r")
    let end = try shell.waitForExit()
    #expect(end == .exited(0), "\(shell.screenText)")
  }

  @Test func aResizedWindowRedrawsTheLineForItsNewWidth() throws {
    let wizard = try TerminalTests.Wizard()
    let terminal = try wizard.start(["run", "presentation", "--title", "Demo"], columns: 80)
    try terminal.waitFor("restart or quit.")
    try terminal.waitForRawMode()
    // No repeats: the end of the text is seen only once all of it is typed.
    let typed = "abcdefghijklmnopqrstuvwxyz0123456789ABCD"
    terminal.type(typed)
    let before = try terminal.waitForEnd(of: String(typed.suffix(10)))

    // "> " and 40 letters take two rows of 30: back up one, clear, redraw.
    terminal.resize(columns: 30, rows: 30)
    let resized = try terminal.waitForEnd(of: "\r\u{1B}[1A\u{1B}[J", since: before)
    try terminal.waitFor("> " + typed.prefix(20), since: resized)

    // The line is read whole after the redraw.
    terminal.type("\u{15}ipad\r")
    try terminal.waitFor("question 2 of", since: before)
    terminal.type("quit\r")
    _ = try terminal.waitForExit()
  }
}
