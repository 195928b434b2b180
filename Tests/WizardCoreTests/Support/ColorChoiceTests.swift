import Testing

@testable import WizardCore

/// The order in which `--color`, the variables and the stream decide
/// colour: flag > NO_COLOR > CLICOLOR_FORCE > CLICOLOR > terminal and TERM.
@Suite struct ColorChoiceTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var choice: ColorChoice
    var terminal: Bool
    var environment: [String: String]
    var colour: Bool
    var testDescription: String { "\(choice) terminal=\(terminal) \(environment)" }
  }

  static let xterm = ["TERM": "xterm-256color"]

  static let cases: [Case] = [
    // auto: a terminal that says what it is, and nothing else.
    Case(choice: .auto, terminal: true, environment: xterm, colour: true),
    Case(choice: .auto, terminal: false, environment: xterm, colour: false),
    Case(choice: .auto, terminal: true, environment: [:], colour: false),
    Case(choice: .auto, terminal: true, environment: ["TERM": ""], colour: false),
    Case(choice: .auto, terminal: true, environment: ["TERM": "dumb"], colour: false),
    // NO_COLOR, when not empty, beats everything but the flag.
    Case(
      choice: .auto, terminal: true, environment: xterm.merging(["NO_COLOR": "1"]) { $1 },
      colour: false),
    Case(
      choice: .auto, terminal: true, environment: xterm.merging(["NO_COLOR": ""]) { $1 },
      colour: true),
    Case(
      choice: .auto, terminal: false, environment: ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"],
      colour: false),
    // CLICOLOR_FORCE: through a pipe, on a dumb terminal, over CLICOLOR=0.
    Case(choice: .auto, terminal: false, environment: ["CLICOLOR_FORCE": "1"], colour: true),
    Case(
      choice: .auto, terminal: true, environment: ["CLICOLOR_FORCE": "1", "TERM": "dumb"],
      colour: true),
    Case(
      choice: .auto, terminal: false, environment: ["CLICOLOR_FORCE": "1", "CLICOLOR": "0"],
      colour: true),
    Case(choice: .auto, terminal: false, environment: ["CLICOLOR_FORCE": "0"], colour: false),
    Case(choice: .auto, terminal: false, environment: ["CLICOLOR_FORCE": ""], colour: false),
    // CLICOLOR=0 turns it off on a terminal; CLICOLOR=1 does not force it.
    Case(
      choice: .auto, terminal: true, environment: xterm.merging(["CLICOLOR": "0"]) { $1 },
      colour: false),
    Case(
      choice: .auto, terminal: true, environment: xterm.merging(["CLICOLOR": "1"]) { $1 },
      colour: true),
    Case(choice: .auto, terminal: false, environment: ["CLICOLOR": "1"], colour: false),
    // The flag wins over every variable.
    Case(
      choice: .always, terminal: false, environment: ["NO_COLOR": "1", "TERM": "dumb"], colour: true
    ),
    Case(
      choice: .never, terminal: true, environment: xterm.merging(["CLICOLOR_FORCE": "1"]) { $1 },
      colour: false),
  ]

  @Test(arguments: cases)
  func precedence(_ test: Case) {
    let environment = test.environment
    #expect(
      test.choice.usesColor(isTerminal: test.terminal, environment: { environment[$0] })
        == test.colour)
  }
}
