import Foundation
import Testing

/// `--color` and the variables every program reads, through a pipe (the
/// terminal's side is in TerminalTests): flag > NO_COLOR > CLICOLOR_FORCE >
/// CLICOLOR > terminal and TERM.
@Suite struct ColorTests {
  static let escape = "\u{1B}["
  /// A command whose error (on standard error) is coloured when colour is on.
  static let failing = ["run", "no-such-tree"]

  @Test(arguments: [
    // Through a pipe: no colour, unless forced.
    ([String: String](), [String](), false),
    (["CLICOLOR_FORCE": "1"], [], true),
    (["CLICOLOR_FORCE": "0"], [], false),
    (["CLICOLOR_FORCE": "1", "CLICOLOR": "0"], [], true),
    (["CLICOLOR_FORCE": "1", "TERM": "dumb"], [], true),
    // NO_COLOR wins over CLICOLOR_FORCE; the flag over both.
    (["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], [], false),
    (["NO_COLOR": "1"], ["--color", "always"], true),
    (["CLICOLOR_FORCE": "1"], ["--color=never"], false),
    ([:], ["--color", "auto"], false),
    // The last one given wins, before or after the command.
    ([:], ["--color", "never", "--color", "always"], true),
  ])
  func colourThroughAPipe(environment: [String: String], flags: [String], colour: Bool) throws {
    for arguments in [flags + Self.failing, Self.failing + flags] {
      let result = try hig(arguments, environment: environment)
      #expect(result.status == 2)
      #expect(
        result.stderr.contains(Self.escape) == colour,
        "\(arguments): \(result.stderr.debugDescription)")
    }
  }

  /// A report through a pipe is coloured when asked; one written to a file
  /// never is.
  @Test func aForcedReportIsColouredButNotAFile() throws {
    let run = [
      "run", "presentation", "-n", "-a", "modal-needed=yes", "-a", "platform=iphone", "-f", "text",
    ]
    #expect(try hig(run, environment: ["CLICOLOR_FORCE": "1"]).stdout.contains(Self.escape))
    #expect(!(try hig(run).stdout.contains(Self.escape)))
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("report.txt")
    let written = try hig(run + ["--color", "always", "-o", file.path])
    #expect(written.status == 0, "\(written.stderr)")
    #expect(!(try read(file).contains(Self.escape)))
  }

  @Test func anUnknownWhenIsAUsageError() throws {
    let result = try hig(["--color", "sometimes", "list"])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "error: invalid value 'sometimes' for '--color'; expected auto, always or never\n"),
      "\(result.stderr)")
  }
}

extension ColorTests {
  /// The completion scripts offer what the declaration lists (checked in
  /// bash, zsh and fish by hand: they all ask `__complete`).
  @Test func completionOffersTheWords() throws {
    for words in [
      ["--color", ""], ["list", "--color", ""], ["run", "presentation", "--color", "a"],
    ] {
      let offered = try hig(["__complete"] + words).stdout.split(separator: "\n").map {
        String($0.split(separator: "\t", omittingEmptySubsequences: false)[0])
      }
      let prefix = words.last ?? ""
      #expect(offered == ["auto", "always", "never"].filter { $0.hasPrefix(prefix) }, "\(words)")
    }
  }
}
