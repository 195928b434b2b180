import Testing

@testable import WizardCore

/// The guidance in Questions/scan/ applied to syntax written out by hand, as
/// the scanner would hand it over: each rule fires on what it describes and
/// not on the look-alike that is right.
@Suite struct ScanAnalysisTests {
  static func guidance() throws -> ScanGuidance {
    let folder = Fixtures.questionsFolder + "/scan/"
    let result = ScanGuidanceLoader.load(
      vocabulary: (try FileSystem.read(folder + "vocabulary.yaml"), folder + "vocabulary.yaml"),
      rules: (try FileSystem.read(folder + "rules.yaml"), folder + "rules.yaml"))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    return try #require(result.guidance)
  }

  /// A method of `SettingsViewController` holding `uses`.
  static func file(_ uses: [SyntaxUse], types: [TypeFacts] = [], ignores: [IgnoreComment] = [])
    -> ScannedFile
  {
    ScannedFile(path: "App/Settings.swift", uses: uses, types: types, ignores: ignores)
  }

  static func use(
    _ kind: SyntaxUse.Kind, _ name: String, labels: [String] = [], subject: String = "",
    path: [String] = [], arguments: [SyntaxUse.Argument] = [], value: String? = nil,
    boundTo: String? = nil, in type: String = "SettingsViewController", line: Int
  ) -> SyntaxUse {
    SyntaxUse(
      kind: kind, name: name, labels: labels, subject: subject, path: path, arguments: arguments,
      value: value, boundTo: boundTo, scope: "\(type).share(_:)", enclosingType: type, line: line,
      column: 5)
  }

  static func present(_ variable: String, types: [String] = [], line: Int, in type: String = "SettingsViewController") -> SyntaxUse {
    use(
      .call, "present", labels: ["_", "animated"], subject: "self",
      arguments: [.init(label: "_", value: variable, types: types), .init(label: "animated", value: "true")],
      in: type, line: line)
  }

  static func rules(_ file: ScannedFile) throws -> [String] {
    ScanAnalysis.analyze([file], guidance: try guidance()).findings.map { "\($0.rule)@\($0.line)" }
  }

  @Test func theBundledGuidanceLoadsAndEveryLanguageTranslatesEveryRule() throws {
    let guidance = try Self.guidance()
    #expect(guidance.rules.count >= 8)
    #expect(guidance.names.isSuperset(of: ["present", "sheet", "modalPresentationStyle", "dismiss"]))
    for code in ["pt", "ja", "ru"] {
      let path = Fixtures.questionsFolder + "/scan/rules.\(code).yaml"
      let loaded = ScanGuidanceLoader.loadTranslation(
        bytes: try FileSystem.read(path), source: path, rules: guidance.rules)
      #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
      let translated = guidance.localized(try #require(loaded.translation))
      for (rule, english) in zip(translated.rules, guidance.rules) {
        #expect(rule.message != english.message, "\(code): \(rule.id)")
      }
    }
  }

  @Test func anActionSheetWithNoAnchorIsAnError() throws {
    let built = Self.use(
      .call, "UIAlertController", labels: ["title", "message", "preferredStyle"],
      arguments: [.init(label: "preferredStyle", value: ".actionSheet")], boundTo: "sheet", line: 3)
    #expect(try Self.rules(Self.file([built, Self.present("sheet", line: 4)])) == ["popover-without-anchor@4"])
    let anchored = Self.use(
      .assignment, "sourceItem", subject: "sheet", path: ["popoverPresentationController"],
      value: "sender", line: 4)
    #expect(try Self.rules(Self.file([built, anchored, Self.present("sheet", line: 5)])) == [])
    // An alert needs no anchor.
    let alert = Self.use(
      .call, "UIAlertController", labels: ["title", "message", "preferredStyle"],
      arguments: [.init(label: "preferredStyle", value: ".alert")], boundTo: "sheet", line: 3)
    #expect(try Self.rules(Self.file([alert, Self.present("sheet", line: 4)])) == [])
  }

  @Test func aPopoverStyleOrAnActivityViewNeedsAnAnchorToo() throws {
    let style = Self.use(.assignment, "modalPresentationStyle", subject: "picker", value: ".popover", line: 2)
    #expect(try Self.rules(Self.file([style, Self.present("picker", line: 3)])) == ["popover-without-anchor@3"])
    let share = Self.use(
      .call, "UIActivityViewController", labels: ["activityItems", "applicationActivities"],
      boundTo: "share", line: 2)
    #expect(try Self.rules(Self.file([share, Self.present("share", line: 3)])) == ["popover-without-anchor@3"])
  }

  @Test func aPartialCurlThatIsNotFullScreenIsAnError() throws {
    let curl = Self.use(.assignment, "modalTransitionStyle", subject: "vc", value: ".partialCurl", line: 2)
    let sheet = Self.use(.assignment, "modalPresentationStyle", subject: "vc", value: ".formSheet", line: 3)
    let full = Self.use(.assignment, "modalPresentationStyle", subject: "vc", value: ".fullScreen", line: 3)
    #expect(try Self.rules(Self.file([curl, sheet, Self.present("vc", line: 4)])) == ["partial-curl-needs-full-screen@4"])
    #expect(try Self.rules(Self.file([curl, full, Self.present("vc", line: 4)])) == [])
  }

  @Test func insideAPopoverACurrentContextPresentationMustCoverVertically() throws {
    // Settings presents Picker as a popover; Picker presents a current-context flip.
    let outer = [
      Self.use(.assignment, "modalPresentationStyle", subject: "picker", value: ".popover", line: 2),
      Self.use(.assignment, "sourceItem", subject: "picker", path: ["popoverPresentationController"], value: "item", line: 3),
      Self.present("picker", types: ["PickerViewController"], line: 4),
    ]
    let inner = [
      Self.use(.assignment, "modalPresentationStyle", subject: "detail", value: ".currentContext", in: "PickerViewController", line: 12),
      Self.use(.assignment, "modalTransitionStyle", subject: "detail", value: ".flipHorizontal", in: "PickerViewController", line: 13),
      Self.present("detail", line: 14, in: "PickerViewController"),
    ]
    #expect(try Self.rules(Self.file(outer + inner)) == ["current-context-in-popover-transition@14"])
    let covering = Array(inner.prefix(1)) + [Self.present("detail", line: 14, in: "PickerViewController")]
    let result = ScanAnalysis.analyze([Self.file(outer + covering)], guidance: try Self.guidance())
    #expect(result.findings.isEmpty)
    #expect(result.presentations.last?.outcomes.contains("modal-style/current-context-popover") == true)
  }

  @Test func aModalViewOnTopOfAPopoverIsAWarning() throws {
    let outer = [
      Self.use(.assignment, "modalPresentationStyle", subject: "picker", value: ".popover", line: 2),
      Self.use(.assignment, "sourceView", subject: "picker", path: ["popoverPresentationController"], value: "view", line: 3),
      Self.present("picker", types: ["PickerViewController"], line: 4),
    ]
    let inner = [
      Self.use(.assignment, "modalPresentationStyle", subject: "editor", value: ".formSheet", in: "PickerViewController", line: 12),
      Self.present("editor", line: 13, in: "PickerViewController"),
    ]
    #expect(try Self.rules(Self.file(outer + inner)) == ["modal-above-popover@13"])
  }

  @Test func aPopoverKeptOnIPhoneIsAWarning() throws {
    let adaptive = Self.use(
      .function, "adaptivePresentationStyle", labels: ["for", "traitCollection"], value: ".none", line: 20)
    #expect(try Self.rules(Self.file([adaptive])) == ["popover-kept-on-iphone@20"])
    let adapting = Self.use(
      .function, "adaptivePresentationStyle", labels: ["for", "traitCollection"], value: ".formSheet", line: 20)
    #expect(try Self.rules(Self.file([adapting])) == [])
    let swiftUI = Self.use(
      .call, "presentationCompactAdaptation", labels: ["_"], arguments: [.init(label: "_", value: ".popover")], line: 8)
    #expect(try Self.rules(Self.file([swiftUI])) == ["popover-kept-in-compact-width@8"])
  }

  @Test func aModalViewThatCannotBeSwipedAwayNeedsAWayOut() throws {
    let locked = Self.use(.assignment, "isModalInPresentation", subject: "setup", value: "true", line: 2)
    let present = Self.present("setup", types: ["SetupViewController"], line: 3)
    let style = Self.use(.assignment, "modalPresentationStyle", subject: "setup", value: ".formSheet", line: 1)
    #expect(try Self.rules(Self.file([style, locked, present])) == ["modal-without-way-out@3"])
    let withCancel = TypeFacts(name: "SetupViewController", names: ["cancel", "viewDidLoad"], line: 30, column: 1)
    #expect(try Self.rules(Self.file([style, locked, present], types: [withCancel])) == [])
    let confirming = TypeFacts(
      name: "SettingsViewController", names: ["presentationControllerDidAttemptToDismiss"], line: 1, column: 1)
    #expect(try Self.rules(Self.file([style, locked, present], types: [confirming])) == [])
    // SwiftUI: interactiveDismissDisabled() with no argument means true.
    let sheet = Self.use(
      .call, "sheet", labels: ["isPresented", "_"],
      arguments: [.init(label: "isPresented", value: nil), .init(label: "_", types: ["SetupView"])], line: 7)
    let disabled = Self.use(.call, "interactiveDismissDisabled", line: 8)
    #expect(try Self.rules(Self.file([sheet, disabled])) == ["modal-without-way-out@7"])
  }

  @Test func aStyleLeftToTheDefaultIsANote() throws {
    let result = ScanAnalysis.analyze([Self.file([Self.present("vc", line: 3)])], guidance: try Self.guidance())
    #expect(result.findings.map(\.rule) == ["automatic-presentation-style"])
    #expect(result.findings.first?.severity == .note)
    let styled = Self.use(.assignment, "modalPresentationStyle", subject: "vc", value: ".pageSheet", line: 2)
    #expect(try Self.rules(Self.file([styled, Self.present("vc", line: 3)])) == [])
  }

  @Test func aTypeThatSetsItsOwnStyleIsPresentedInIt() throws {
    let own = Self.use(
      .assignment, "modalPresentationStyle", subject: "self", value: ".formSheet", in: "SetupViewController", line: 40)
    let result = ScanAnalysis.analyze(
      [Self.file([own, Self.present("setup", types: ["SetupViewController"], line: 3)])], guidance: try Self.guidance())
    #expect(result.findings.isEmpty)
    #expect(result.presentations.first?.style == "formSheet")
    #expect(result.presentations.first?.outcomes == ["presentation/modal-view", "modal-style/form-sheet"])
  }

  @Test func anIgnoreCommentSilencesItsRuleOnItsLineAndTheNext() throws {
    let curl = Self.use(.assignment, "modalTransitionStyle", subject: "vc", value: ".partialCurl", line: 2)
    let uses = [curl, Self.present("vc", line: 4)]
    let above = ScanAnalysis.analyze(
      [Self.file(uses, ignores: [IgnoreComment(line: 3, rules: ["partial-curl-needs-full-screen"])])],
      guidance: try Self.guidance())
    #expect(above.findings.map(\.rule) == ["automatic-presentation-style"])
    #expect(above.ignored == 1)
    let other = ScanAnalysis.analyze(
      [Self.file(uses, ignores: [IgnoreComment(line: 4, rules: ["modal-above-popover"])])],
      guidance: try Self.guidance())
    #expect(other.findings.count == 2)
    let far = ScanAnalysis.analyze(
      [Self.file(uses, ignores: [IgnoreComment(line: 2, rules: ["partial-curl-needs-full-screen"])])],
      guidance: try Self.guidance())
    #expect(far.findings.count == 2)
  }

  @Test func aBaselineHoldsFindingsByKindNotByLine() throws {
    let first = ScanAnalysis.analyze([Self.file([Self.present("vc", line: 3)])], guidance: try Self.guidance())
    let baseline = ScanBaseline.load(
      bytes: Array(ScanBaseline.serialized(first.findings).utf8), source: "b.json")
    let loaded = try #require(baseline.baseline)
    // The same finding ten lines lower is known; a second one is new.
    let moved = ScanAnalysis.analyze(
      [Self.file([Self.present("vc", line: 13), Self.present("other", line: 14)])], guidance: try Self.guidance())
    let (new, known) = loaded.newFindings(in: moved.findings)
    #expect(known == 1)
    #expect(new.map(\.line) == [14])
  }

  @Test func aBrokenBaselineSaysWhere() {
    let loaded = ScanBaseline.load(bytes: Array("version: 1\nfindings:\n  - rule: x\n".utf8), source: "b.json")
    #expect(loaded.baseline == nil)
    #expect(loaded.diagnostics.map { "\($0.location?.line ?? 0):\($0.message)" } == ["3:each finding needs a 'key'"])
  }

  @Test func theLoaderSaysWhereAGuidanceFileIsWrong() throws {
    let vocabulary = """
      id: vocabulary
      apis:
        - id: x
          framework: UIKit
          api: x
          docs: https://example.com
          match: {kind: call, name: x}
          role: presnts
          colour: red
      """
    let rules = "id: rules\nrules:\n  - id: r\n    severity: fatal\n    topic: t\n    source: https://e\n    title: t\n    message: m\n    when: [{fact: a}]\n"
    let result = ScanGuidanceLoader.load(
      vocabulary: (Array(vocabulary.utf8), "v.yaml"), rules: (Array(rules.utf8), "r.yaml"))
    #expect(result.guidance == nil)
    let places = result.diagnostics.map { "\($0.location?.file ?? ""):\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
    #expect(places.contains("v.yaml:8:11"))  // role: presnts
    #expect(places.contains("v.yaml:9:5"))  // colour
    #expect(places.contains("r.yaml:4:15"))  // severity: fatal
    #expect(places.contains("r.yaml:9:12"))  // a condition with neither is nor not
  }

  @Test func aSARIFFileIsRelativeToTheFolderScannedOrAURIOfItsOwn() {
    #expect(
      ScanReport.artifactLocation("App/My Views/Sheet.swift")
        == .object([
          "uri": .string("App/My%20Views/Sheet.swift"), "uriBaseId": .string("SRCROOT"),
        ]))
    #expect(
      ScanReport.artifactLocation("/elsewhere/Ä.swift")
        == .object(["uri": .string("file:///elsewhere/%C3%84.swift")]))
  }
}
