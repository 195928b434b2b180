import Testing

@testable import WizardCore

@Suite struct SessionTests {
  @Test func answerBackAndFinish() throws {
    var session = Session(tree: try Fixtures.small())
    #expect(session.currentQuestion?.id == "first")
    #expect(session.remainingAtMost == 2)
    try session.answer("no")
    #expect(session.currentQuestion?.id == "second")
    #expect(session.remainingAtMost == 1)
    let snapshot = session
    try session.answer("right")
    #expect(session.outcome?.id == "done-no")
    #expect(session.remainingAtMost == 0)
    // A value: the copy taken before still stands at the second question.
    #expect(snapshot.currentQuestion?.id == "second")
    #expect(session.back()?.choiceID == "right")
    #expect(session.currentQuestion?.id == "second")
    #expect(session.back()?.choiceID == "no")
    #expect(session.back() == nil)
    #expect(session.currentQuestion?.id == "first")
    #expect(session.steps.isEmpty)
  }

  @Test func invalidAnswersChangeNothing() throws {
    var session = Session(tree: try Fixtures.small())
    #expect(throws: Session.AnswerError.invalidChoice(question: "first", choice: "maybe")) {
      try session.answer("maybe")
    }
    #expect(session.steps.isEmpty)
    try session.answer("yes")
    #expect(throws: Session.AnswerError.finished) { try session.answer("no") }
    #expect(session.steps.count == 1)
  }

  /// Every path through the presentation tree, enumerated from the tree, and
  /// the outcome the guidance calls for on each.
  @Test func everyPathOfThePresentationTree() throws {
    let tree = try Fixtures.presentation()
    var paths: [[String]] = []
    func walk(_ session: Session, _ path: [String]) throws {
      guard let question = session.currentQuestion else {
        paths.append(path + ["→ " + (session.outcome?.id ?? "?")])
        return
      }
      for choice in question.choices {
        var next = session
        try next.answer(choice.id)
        try walk(next, path + ["\(question.id)=\(choice.id)"])
      }
    }
    try walk(Session(tree: tree), [])
    let expected: [[String]] = [
      ["platform=ipad", "modal-needed=yes", "depth=yes", "→ modal-view"],
      [
        "platform=ipad", "modal-needed=yes", "depth=no", "multiple-inputs=yes",
        "→ modal-popover",
      ],
      [
        "platform=ipad", "modal-needed=yes", "depth=no", "multiple-inputs=no", "drill-down=yes",
        "→ modal-popover",
      ],
      [
        "platform=ipad", "modal-needed=yes", "depth=no", "multiple-inputs=no", "drill-down=no",
        "one-time=yes", "→ modal-view",
      ],
      [
        "platform=ipad", "modal-needed=yes", "depth=no", "multiple-inputs=no", "drill-down=no",
        "one-time=no", "main-function=yes", "→ modal-popover",
      ],
      [
        "platform=ipad", "modal-needed=yes", "depth=no", "multiple-inputs=no", "drill-down=no",
        "one-time=no", "main-function=no", "→ modal-view",
      ],
      ["platform=ipad", "modal-needed=no", "screen-tools=yes", "→ nonmodal-popover"],
      [
        "platform=ipad", "modal-needed=no", "screen-tools=no", "suspend=yes",
        "→ nonmodal-popover",
      ],
      [
        "platform=ipad", "modal-needed=no", "screen-tools=no", "suspend=no", "fits-in-view=yes",
        "→ in-place",
      ],
      [
        "platform=ipad", "modal-needed=no", "screen-tools=no", "suspend=no", "fits-in-view=no",
        "→ in-navigation",
      ],
      ["platform=iphone", "modal-needed-iphone=yes", "→ modal-view"],
      ["platform=iphone", "modal-needed-iphone=no", "fits-in-view=yes", "→ in-place"],
      ["platform=iphone", "modal-needed-iphone=no", "fits-in-view=no", "→ in-navigation"],
    ]
    #expect(paths == expected)
  }

  @Test func progressIsTheLongestRemainingPath() throws {
    var session = Session(tree: try Fixtures.presentation())
    #expect(session.remainingAtMost == 7)
    try session.answer("ipad")
    #expect(session.remainingAtMost == 6)
    try session.answer("yes")
    #expect(session.remainingAtMost == 5)
    try session.answer("no")
    try session.answer("no")
    #expect(session.remainingAtMost == 3)
    // A shorter branch: without a modal context, at most three questions.
    var nonmodal = Session(tree: try Fixtures.presentation())
    try nonmodal.answer("ipad")
    try nonmodal.answer("no")
    #expect(nonmodal.remainingAtMost == 3)
  }
}
