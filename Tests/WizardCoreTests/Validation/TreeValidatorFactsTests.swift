import Testing

@testable import WizardCore

/// The content checks: questions that decide nothing, outcomes reached with
/// a device they do not apply to, checklist points, and topics' pages.
@Suite struct TreeValidatorFactsTests {
  /// A tree in which `iphone` leads to an outcome that applies to iPad only.
  static let wrongDevice = """
    id: devices
    title: Devices
    summary: A tree for tests.
    pages:
      popovers: {title: Popovers, url: "https://developer.apple.com/design/human-interface-guidelines/popovers"}
    questions:
      - id: platform
        prompt: Which device?
        topic: "Popovers: Avoid displaying popovers on iPhone"
        help: Why.
        fact: device
        choices:
          - {id: ipad, label: iPad, next: popover, reason: Because.}
          - {id: iphone, label: iPhone, next: popover, reason: Because.}
    outcomes:
      - id: popover
        title: Popover
        recommendation: Use a popover.
        rationale: Because.
        topic: "Popovers"
        applies:
          device: [ipad]
        checklist:
          - {text: Check., topic: "Unlisted: a topic with no page"}
    """

  @Test func aPathAnsweringADeviceAnOutcomeIsNotForIsAnError() throws {
    let result = TreeLoader.load(text: Self.wrongDevice, source: "devices.yaml")
    #expect(result.tree == nil)
    let messages = result.diagnostics.map(\.message)
    #expect(
      messages.contains(
        "outcome 'popover' does not apply to device 'iphone', but answering 'platform' with 'iphone' leads to it; add 'iphone' to its 'applies' or lead that path elsewhere"
      ), "\(messages)")
    // The same question leads to one place whatever the answer: a warning.
    let warning = try #require(
      result.diagnostics.first { $0.message.hasPrefix("question 'platform' leads to") })
    #expect(warning.severity == .warning)
    #expect(warning.location?.line == 7)
    #expect(
      messages.contains(
        "topic 'Unlisted: a topic with no page' cites no page in 'pages'; start it with a page's title and ': ', or add the page"
      ))
  }

  @Test func appliesNamesOnlyChoicesOfTheFactQuestion() throws {
    let text = Self.wrongDevice.replacingAll("device: [ipad]", with: "device: [ipad, iphone, ipod]")
    let result = TreeLoader.load(text: text, source: "devices.yaml")
    #expect(
      result.diagnostics.map(\.message).contains(
        "'applies' of outcome 'popover' names device 'ipod', which is not a choice of question 'platform' (ipad|iphone)"
      ))
  }

  /// Every path of every bundled tree ends in an outcome for the device it
  /// answered, and so does every follow-up tree entered with each device
  /// the outcome before it applies to.
  @Test func everyPathOfEveryBundledTreeFitsItsDevice() throws {
    let trees = try Fixtures.allTrees()
    for tree in trees {
      #expect(TreeValidator.factProblems(tree).isEmpty, "\(tree.id)")
      for outcome in tree.outcomes {
        guard let follow = outcome.follow,
          let next = trees.first(where: { $0.id == follow })
        else { continue }
        let devices = try #require(outcome.applies.first { $0.fact == "device" }).values
        for device in devices {
          let problems = TreeValidator.factProblems(next, given: ["device": device])
          #expect(problems.isEmpty, "\(tree.id).\(outcome.id) → \(follow) with \(device)")
        }
      }
      // And every outcome a path reaches says which devices it is for.
      for outcome in tree.outcomes {
        #expect(outcome.applies.contains { $0.fact == "device" }, "\(tree.id).\(outcome.id)")
      }
    }
  }

  /// The walk itself, on the bundled chain: an iPhone never reaches a
  /// presentation that does not exist there.
  @Test func theIPhonePathOfTheChainEndsFullScreen() throws {
    let trees = try Fixtures.allTrees()
    let presentation = try #require(trees.first { $0.id == "presentation" })
    let modalStyle = try #require(trees.first { $0.id == "modal-style" })
    let first = Evaluation.evaluate(
      presentation, answers: Answers([("platform", "iphone")]), useDefaults: true)
    #expect(first.session.outcome?.id == "modal-view")
    let carried = DecisionChain.carried(from: [first.session], into: modalStyle)
    #expect(carried.pairs.map { "\($0.question)=\($0.choice)" } == ["platform=iphone"])
    for transition in ["yes", "no"] {
      let second = Evaluation.evaluate(
        modalStyle, answers: Answers([("back-of-screen", transition)]), useDefaults: false,
        carried: carried)
      let outcome = try #require(second.session.outcome)
      #expect(outcome.id.hasPrefix("full-screen-"))
      #expect(second.session.steps.first?.source == .carried)
    }
  }

  @Test func noBundledQuestionDecidesNothing() throws {
    for tree in try Fixtures.allTrees() {
      for question in tree.questions {
        #expect(Set(question.choices.map(\.next)).count > 1, "\(tree.id).\(question.id)")
      }
    }
  }

  @Test func everyBundledOutcomeSaysHowToBuildItAndEveryTopicLinks() throws {
    for tree in try Fixtures.allTrees() {
      #expect(TreeValidator.bundledProblems(tree).isEmpty, "\(tree.id)")
      for outcome in tree.outcomes {
        let implementation = try #require(outcome.implementation, "\(tree.id).\(outcome.id)")
        for (name, framework) in implementation.frameworks {
          #expect(!framework.apis.isEmpty, "\(tree.id).\(outcome.id) \(name)")
          for api in framework.apis {
            #expect(
              api.url.hasPrefix("https://developer.apple.com/documentation/"),
              "\(tree.id).\(outcome.id): \(api.url)")
          }
        }
      }
      for page in tree.pages {
        #expect(
          page.url.hasPrefix("https://developer.apple.com/design/human-interface-guidelines/"),
          "\(tree.id): \(page.url)")
      }
    }
  }

  @Test func settledByNamesTheTreeFollowed() throws {
    let text = Fixtures.smallTree.replacingAll(
      "      - text: Check two.\n", with: "      - text: Check two.\n        settled-by: other\n")
    let result = TreeLoader.load(text: text, source: "small.yaml")
    #expect(
      result.diagnostics.map(\.message).contains(
        "'settled-by' 'other' in the checklist of outcome 'done-no' is not the tree the outcome follows"
      ), "\(result.diagnostics)")
  }
}

extension String {
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
