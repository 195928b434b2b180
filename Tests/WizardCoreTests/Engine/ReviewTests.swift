import Testing

@testable import WizardCore

/// Changing one answer while reviewing them.
@Suite struct ReviewTests {
  func walked(_ answers: [String]) throws -> Session {
    var session = Session(tree: try Fixtures.presentation())
    for answer in answers { try session.answer(answer) }
    return session
  }

  @Test func reopeningKeepsTheAnswersBeforeAndOffersTheOnesAfter() throws {
    let session = try walked(["ipad", "yes", "no", "no", "no", "yes"])
    let (reopened, later) = session.reopened(at: 2)
    #expect(reopened.steps.map(\.questionID) == ["platform", "modal-needed"])
    #expect(reopened.currentQuestion?.id == "depth")
    #expect(later.map(\.questionID) == ["multiple-inputs", "drill-down", "one-time"])
    #expect(later.last?.choiceID == "yes")
  }

  @Test func theAnswersANewPathNoLongerAsksAreNamed() throws {
    // iPad, modal, not in-depth, one input, no drill-down, not one-time,
    // a main function: a modal popover.
    let before = try walked(["ipad", "yes", "no", "no", "no", "no", "yes"])
    #expect(before.outcome?.id == "modal-popover")
    var after = before.reopened(at: 2).session
    try after.answer("yes")
    #expect(after.outcome?.id == "modal-view")
    #expect(
      after.dropped(since: before).map(\.questionID) == [
        "multiple-inputs", "drill-down", "one-time", "main-function",
      ])
    #expect(before.dropped(since: before).isEmpty)
  }

  @Test func keptAnswersKeepTheirSource() throws {
    var session = Session(tree: try Fixtures.presentation())
    try session.answer("ipad")
    try session.answer("yes")
    try session.answer("no", source: .defaulted)
    #expect(session.reopened(at: 1).later.map(\.source) == [.defaulted])
  }
}
