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
  /// presentation that does not exist there. A task that needs the whole
  /// screen ends full screen; the others end in a sheet, which iPhone has.
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
        modalStyle,
        answers: Answers([
          ("gathers-input", "no"), ("needs-whole-screen", "yes"), ("back-of-screen", transition),
        ]), useDefaults: false,
        carried: carried)
      let outcome = try #require(second.session.outcome)
      #expect(outcome.id.hasPrefix("full-screen-"))
      #expect(second.session.steps.first?.source == .carried)
    }
    for (answers, expected) in [
      ([("gathers-input", "yes")], "form-sheet"),
      ([("gathers-input", "no"), ("needs-whole-screen", "no")], "page-sheet"),
    ] {
      let second = Evaluation.evaluate(
        modalStyle, answers: Answers(answers), useDefaults: false, carried: carried)
      let outcome = try #require(second.session.outcome)
      #expect(outcome.id == expected)
      #expect(second.session.steps.first?.source == .carried)
      let devices = try #require(outcome.applies.first { $0.fact == "device" }).values
      #expect(devices.contains("iphone"), "\(outcome.id)")
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

  @Test func settledByNamesAnotherTreeOfTheChain() throws {
    let text = Fixtures.smallTree.replacingAll(
      "      - text: Check two.\n", with: "      - text: Check two.\n        settled-by: small\n")
    let result = TreeLoader.load(text: text, source: "small.yaml")
    let warning = try #require(result.diagnostics.first)
    #expect(warning.severity == .warning)
    #expect(
      warning.message
        == "'settled-by' 'small' in the checklist of outcome 'done-no' names the outcome's own tree, so the item is always shown; name the tree of the chain that settles it"
    )
    #expect(result.tree != nil, "a warning: the tree still loads")
  }

  /// A follow-up that never asks the device still receives it: its
  /// outcomes must be for every device carried into it.
  @Test func aDeviceCarriedIntoAFollowUpWithoutTheQuestionIsChecked() throws {
    let first = """
      id: first
      title: First
      summary: S.
      questions:
        - id: platform
          prompt: Which device?
          topic: T
          help: H.
          fact: device
          choices:
            - {id: ipad, label: iPad, next: go-on, reason: R.}
            - {id: iphone, label: iPhone, next: stop, reason: R.}
      outcomes:
        - {id: go-on, title: Go on, recommendation: R., rationale: R., topic: T, applies: {device: [ipad, iphone]}, follow: second, checklist: []}
        - {id: stop, title: Stop, recommendation: R., rationale: R., topic: T, applies: {device: [iphone]}, checklist: []}
      """
    let second = """
      id: second
      title: Second
      summary: S.
      questions:
        - id: q
          prompt: Q?
          topic: T
          help: H.
          choices:
            - {id: a, label: A, next: popover, reason: R.}
            - {id: b, label: B, next: anywhere, reason: R.}
      outcomes:
        - {id: popover, title: Popover, recommendation: R., rationale: R., topic: T, applies: {device: [ipad]}, checklist: []}
        - {id: anywhere, title: Anywhere, recommendation: R., rationale: R., topic: T, checklist: []}
      """
    var catalog = TreeCatalog()
    catalog.add(bytes: Array(first.utf8), source: "first.yaml", isBundled: false)
    catalog.add(bytes: Array(second.utf8), source: "second.yaml", isBundled: false)
    catalog.checkFollowUps()
    let messages = catalog.diagnostics.map(\.message)
    #expect(
      messages.contains(
        "outcome 'popover' of follow-up tree 'second' does not apply to device 'iphone', which outcome 'go-on' of tree 'first' carries into it"
      ), "\(messages)")
    #expect(messages.count == 1, "\(messages)")
  }

  @Test func sinceNamesASystemAndVersion() throws {
    let tree = try Fixtures.presentation()
    #expect(TreeLoader.isVersion("iOS 16.0") && TreeLoader.isVersion("iPadOS 18"))
    #expect(!TreeLoader.isVersion("sometime") && !TreeLoader.isVersion("iOS sixteen"))
    let text = try String(
      decoding: FileSystem.read(Fixtures.questionsFolder + "/presentation.yaml"), as: UTF8.self)
    let broken = text.replacingAll("since: iOS 16.4", with: "since: sometime")
    let result = TreeLoader.load(text: broken, source: "p.yaml")
    let error = try #require(result.diagnostics.first { $0.severity == .error })
    #expect(
      error.message
        == "'since' in a symbol of outcome 'nonmodal-popover' must name a system and its version, such as 'iOS 16.0'"
    )
    #expect(error.location?.line != nil)
    #expect(!tree.outcomes.isEmpty)
  }
}

extension String {
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
