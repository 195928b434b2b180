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
    let session = try walked(["yes", "ipad", "no", "no", "no", "yes"])
    let (reopened, later) = session.reopened(at: 2)
    #expect(reopened.steps.map(\.questionID) == ["modal-needed", "platform"])
    #expect(reopened.currentQuestion?.id == "suspend")
    #expect(later.map(\.questionID) == ["one-time", "depth", "multiple-inputs"])
    #expect(later.last?.choiceID == "yes")
  }

  @Test func theAnswersANewPathNoLongerAsksAreNamed() throws {
    let before = try walked(["yes", "ipad", "no", "no", "no", "yes"])
    var after = before.reopened(at: 2).session
    try after.answer("yes")
    #expect(after.outcome?.id == "nonmodal-popover")
    #expect(
      after.dropped(since: before).map(\.questionID) == ["one-time", "depth", "multiple-inputs"])
    #expect(before.dropped(since: before).isEmpty)
  }

  @Test func keptAnswersKeepTheirSource() throws {
    var session = Session(tree: try Fixtures.presentation())
    try session.answer("yes")
    try session.answer("ipad")
    try session.answer("no", source: .defaulted)
    #expect(session.reopened(at: 1).later.map(\.source) == [.defaulted])
  }
}
