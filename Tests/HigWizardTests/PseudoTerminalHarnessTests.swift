#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

/// The pseudo-terminal harness itself, against standard programs, so that a
/// failing wizard test is never the harness's fault.
@Suite struct PseudoTerminalHarnessTests {
  @Test func aProgramReadingKeysSeesWhatIsTypedAndRestoresTheModes() throws {
    let script = """
      stty -icanon -echo; printf 'ready> '; read -r x; printf 'got:%s\\n' "$x"; stty icanon echo
      """
    let session = try TerminalSession("/bin/sh", ["-c", script], environment: [:])
    #expect(session.initialModes.canonical && session.initialModes.echo)

    try session.waitForRawMode()
    try session.waitFor("ready> ")
    #expect(!session.modes.canonical && !session.modes.echo)
    session.type("hello\r")
    try session.waitFor("got:hello")

    #expect(try session.waitForExit() == .exited(0))
    #expect(session.modes.canonical && session.modes.echo)
    #expect(session.screenText == "ready> got:hello\n")
  }

  @Test func theTerminalIsTheControllingTerminal() throws {
    // tty(1) names standard input's terminal; /dev/tty opens only with a
    // controlling terminal.
    let session = try TerminalSession(
      "/bin/sh", ["-c", "tty && : </dev/tty && echo has-controlling-terminal"],
      environment: [:])
    #expect(try session.waitForExit() == .exited(0))
    #expect(session.terminalPath.hasPrefix("/dev/pts/"))
    #expect(session.screenText == "\(session.terminalPath)\nhas-controlling-terminal\n")
  }

  @Test func theEnvironmentIsExactlyTheOneGivenPlusTerm() throws {
    let session = try TerminalSession(
      "/usr/bin/env", [], environment: ["LANG": "C.UTF-8", "HOME": "/nonexistent"],
      directory: "/")
    #expect(try session.waitForExit() == .exited(0))
    #expect(session.screenText == "HOME=/nonexistent\nLANG=C.UTF-8\nTERM=xterm\n")

    let shell = try TerminalSession(
      "/bin/sh", ["-c", "pwd; stty size; echo \"$TERM\""], environment: ["TERM": "dumb"],
      directory: "/tmp", columns: 80, rows: 24)
    #expect(try shell.waitForExit() == .exited(0))
    #expect(shell.screenText == "/tmp\n24 80\ndumb\n")
  }

  @Test func signalsReachTheProgramWithTheirDefaultActions() throws {
    let terminated = try TerminalSession("/bin/sleep", ["30"], environment: [:])
    terminated.signal(SIGTERM)
    #expect(try terminated.waitForExit() == .signaled(SIGTERM))

    // Ctrl-C makes the terminal send SIGINT to its foreground process group.
    let interrupted = try TerminalSession("/bin/sleep", ["30"], environment: [:])
    interrupted.type("\u{03}")
    #expect(try interrupted.waitForExit() == .signaled(SIGINT))
  }

  @Test func outputWrittenJustBeforeExitIsNotLost() throws {
    // Many short-lived runs: what the program wrote may still be in the
    // kernel's queue when its exit is noticed.
    for round in 1...20 {
      let session = try TerminalSession(
        "/bin/sh", ["-c", "printf 'line %s\\n' 1 2 3 $0", String(round)], environment: [:])
      #expect(try session.waitForExit() == .exited(0))
      #expect(session.output == "line 1\r\nline 2\r\nline 3\r\nline \(round)\r\n")
    }
  }

  @Test func waitsGiveUpWithTheOutputSoFar() throws {
    let session = try TerminalSession(
      "/bin/sh", ["-c", "printf 'partial'; exec sleep 30"], environment: [:])
    try session.waitFor("partial")
    let error = try #require(throws: TerminalSessionError.self) {
      try session.waitFor("never", timeout: 0.2)
    }
    #expect(error.description.contains("no \"never\" in the output after 0.2 s"))
    #expect(error.description.contains("partial"))
    #expect(throws: TerminalSessionError.self) { try session.waitForExit(timeout: 0.1) }

    // A program that ends is noticed at once, not at the timeout.
    let ended = try TerminalSession("/bin/sh", ["-c", "echo done"], environment: [:])
    let started = ContinuousClock.now
    let early = try #require(throws: TerminalSessionError.self) {
      try ended.waitFor("never", timeout: 10)
    }
    #expect(ContinuousClock.now - started < .seconds(5))
    #expect(early.description.contains("the program ended before writing \"never\""))
    #expect(early.description.contains("exited with status 0"))
  }

  @Test func aProgramThatCannotStartIsAnError() throws {
    let error = try #require(throws: TerminalSessionError.self) {
      try TerminalSession("/nonexistent/program", [], environment: [:])
    }
    #expect(error.description == "cannot start /nonexistent/program: No such file or directory")
  }

  @Test func waitingForASecondOccurrence() throws {
    let session = try TerminalSession(
      "/bin/sh", ["-c", "echo '> '; read -r x; echo \"> $x\""], environment: [:])
    try session.waitFor("> ")
    let mark = session.outputCount
    session.type("again\r")
    try session.waitFor("> again", since: mark)
    #expect(try session.waitForExit() == .exited(0))
  }

  @Test(arguments: [
    ("plain\r\n", "plain\n"),
    ("\u{1B}[1mbold\u{1B}[0m \u{1B}[?2004hpaste\u{1B}[K", "bold paste"),
    ("\u{1B}]0;title\u{07}a\u{1B}]2;t\u{1B}\\b", "ab"),
    ("\u{1B}=keypad\u{1B}(Bcharset\u{07}", "keypadcharset"),
    ("> caf\u{E9}\u{1B}[3D\r", "> caf\u{E9}"),
  ])
  func screenTextDropsEscapeSequences(raw: String, text: String) {
    #expect(TerminalSession.plainText(raw) == text)
  }
}
