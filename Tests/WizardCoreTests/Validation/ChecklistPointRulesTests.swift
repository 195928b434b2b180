import Testing

@testable import WizardCore

/// Checklist points that name their devices and priority, sketches that say
/// where they go, and API symbols spelled as names.
@Suite struct ChecklistPointRulesTests {
  /// The small fixture with a device question, an outcome for iPad only, an
  /// implementation, and `extra` lines under that outcome's first point.
  static func tree(point: String = "", sketch: String = "", symbol: String = "View")
    -> TreeLoader.Result
  {
    let text = """
      id: devices
      title: Devices
      summary: A tree for tests.
      questions:
        - id: platform
          prompt: Which device?
          topic: T
          help: Help.
          fact: device
          choices:
            - {id: ipad, label: iPad, next: pad, reason: Because.}
            - {id: iphone, label: iPhone, next: phone, reason: Because.}
      outcomes:
        - id: pad
          title: Pad
          recommendation: Do it.
          rationale: Why.
          topic: T
          applies: {device: [ipad]}
          checklist:
            - text: One.
              topic: T
      \(point)
          implementation:
            uikit:
              summary: Do it.
              apis: [{symbol: "\(symbol)", url: "https://developer.apple.com/x"}]
      \(sketch)
            swiftui:
              summary: Do it.
              apis: [{symbol: View, url: "https://developer.apple.com/y"}]
        - id: phone
          title: Phone
          recommendation: Do it.
          rationale: Why.
          topic: T
          checklist:
            - text: Two.
              topic: T
              applies: {device: [iphone]}
              priority: "1"
      """
    return TreeLoader.load(text: text, source: "devices.yaml")
  }

  static func messages(_ result: TreeLoader.Result) -> [String] {
    result.diagnostics.map { "\($0.severity): \($0.message)" }
  }

  @Test func pointsCarryTheirDevicesAndPriority() throws {
    let result = Self.tree(point: "        applies: {device: [ipad]}\n        priority: \"2\"")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let tree = try #require(result.tree)
    let point = try #require(tree.outcome("pad")?.checklist.first)
    #expect(point.applies == [Applicability(fact: "device", values: ["ipad"])])
    #expect(point.priority == 2)
    #expect(point.fits(["device": "ipad"]) && point.fits([:]) && !point.fits(["device": "iphone"]))
    // The embedded form keeps them.
    #expect(TreeLiteral.functionBody(tree).contains("applies: itemApplies, priority: 2)"))
  }

  @Test(arguments: [
    (
      "        applies: {device: [iphone]}",
      "error: the checklist item 'One.' of outcome 'pad' applies to device 'iphone', but the outcome does not (ipad); remove 'iphone' from the item's 'applies'"
    ),
    (
      "        applies: {device: [watch]}",
      "error: 'applies' of the checklist item 'One.' of outcome 'pad' names device 'watch', which is not a choice of question 'platform' (ipad|iphone)"
    ),
    (
      "        priority: \"0\"",
      "error: 'priority' in a checklist item of outcome 'pad' must be a whole number from 1 (matters most) to 5, not '0'"
    ),
    (
      "        priority: high",
      "error: 'priority' in a checklist item of outcome 'pad' must be a whole number from 1 (matters most) to 5, not 'high'"
    ),
  ])
  func aPointForAnotherDeviceOrWithoutARankIsAnError(point: String, message: String) {
    #expect(
      Self.messages(Self.tree(point: point)).contains(message),
      "\(Self.messages(Self.tree(point: point)))")
  }

  @Test func sketchesSayWhereTheyGo() {
    let missing = Self.tree(sketch: "        sketch: |\n          present(x, animated: true)")
    #expect(
      Self.messages(missing).contains(
        "warning: the UIKit sketch of outcome 'pad' does not say where it goes; add 'context: statements|members|modifier|file'"
      ), "\(Self.messages(missing))")
    let wrong = Self.tree(sketch: "        context: method\n        sketch: a()")
    #expect(
      Self.messages(wrong).contains(
        "error: 'context' in a uikit of outcome 'pad' must be one of statements, members, modifier, file, not 'method'"
      ), "\(Self.messages(wrong))")
    let alone = Self.tree(sketch: "        context: members")
    #expect(
      Self.messages(alone).contains(
        "warning: the UIKit part of outcome 'pad' has a 'context' but no 'sketch'"))
    let good = Self.tree(sketch: "        context: statements\n        sketch: a()")
    #expect(good.diagnostics.isEmpty, "\(good.diagnostics)")
    #expect(good.tree?.outcome("pad")?.implementation?.uikit.context == .statements)
  }

  @Test(arguments: [
    ("UIModalPresentationStyle.popover", true), ("present(_:animated:completion:)", true),
    ("ToolbarItemPlacement.cancellationAction", true),
    ("UISheetPresentationController.Detent.medium()", true),
    ("init(rootViewController:)", true), ("modalPresentationStyle = .popover", false),
    ("ToolbarItem(placement: .cancellationAction)", false), ("presentationSizing(.form)", false),
    (".popover", false), ("a..b", false), ("f(x:", false), ("", false),
  ])
  func symbolsAreNamesNotCode(symbol: String, isName: Bool) {
    #expect(TreeValidator.isSymbolName(symbol) == isName)
    let messages = Self.messages(Self.tree(symbol: symbol))
    let warned = messages.contains {
      $0.hasPrefix("warning: symbol '\(symbol)' of outcome 'pad' is code")
    }
    // An empty symbol is missing: an error of its own, not this warning.
    #expect(warned == (!isName && !symbol.isEmpty), "\(messages)")
  }

  /// A bundled outcome ranks at least three points for each device.
  @Test func bundledOutcomesRankWhatMatters() throws {
    let tree = try #require(Self.tree().tree)
    let problems = TreeValidator.bundledProblems(tree).map(\.message)
    #expect(
      problems.contains(
        "outcome 'pad' has 0 checklist points with a 'priority' for device 'ipad'; give at least 3 of them one, so that a brief report lists what matters most"
      ), "\(problems)")
    #expect(problems.contains { $0.hasPrefix("outcome 'phone' has 1 checklist points") })
    for id in ["presentation", "modal-style", "navigation", "saving"] {
      let path = Fixtures.questionsFolder + "/\(id).yaml"
      let bundled = try #require(
        TreeLoader.load(bytes: try FileSystem.read(path), source: path).tree)
      #expect(TreeValidator.bundledProblems(bundled).isEmpty, "\(id)")
    }
  }
}
