/// The tree `hig-wizard new TREE-ID` writes: a complete tree in the format
/// of Questions/README.md, with every part a tree can have (pages, a device
/// fact, a default, priorities, `applies`, an implementation with its
/// sketch's `context`), each holding text that says what goes there. It
/// passes `lint` as written, so an author starts from a file that loads and
/// changes it one part at a time.
///
/// The text is data: it knows the format's keys, never a guideline.
public enum TreeSkeleton {
  /// The skeleton for a tree with id `id` (which the caller has checked
  /// with ``TreeValidator/isValidID(_:)``), titled after it.
  public static func text(id: String) -> String {
    template.replacingAll("TREE-ID", with: id)
      .replacingAll("TREE-TITLE", with: title(for: id))
  }

  /// `deletion-flow` → `Deletion flow`.
  static func title(for id: String) -> String {
    let words = id.map { $0 == "-" ? " " : $0 }
    guard let first = words.first else { return "" }
    return String(first).uppercased() + String(words.dropFirst())
  }

  static let template = #"""
    # TREE-TITLE: what this tree decides, for hig-wizard.
    #
    # A tree reads like a document: what it decides, the questions, then the
    # outcomes. Replace each text below with your own; keep every key that
    # the format requires (see Questions/README.md, or `hig-wizard schema
    # tree`). Check the file after each change:
    #
    #   hig-wizard lint THIS-FILE
    #
    # Say here why the questions come in the order they do: the first one
    # asked is the rule that outranks the others.
    id: TREE-ID
    title: TREE-TITLE
    summary: >
      One paragraph: what this tree decides, and what the answers weigh.
    start: platform
    # The guideline pages the topics cite. A topic "Page title: point" cites
    # the page titled "Page title"; reports link it (https:// only).
    pages:
      first-page:
        title: First page
        url: https://developer.apple.com/design/human-interface-guidelines/
    questions:
      # A fact (here the device) is settled once for a chain of trees: a
      # follow-up tree with a question of the same fact takes this answer.
      - id: platform
        prompt: Which device is this for?
        topic: "First page: The point of the guidance this question comes from"
        help: >
          Why the question matters: the guideline behind it, in two to four
          sentences.
        default: ipad
        fact: device
        choices:
          - id: ipad
            label: iPad
            next: first-question
            reason: >
              Why this answer leads where it does, in a sentence or two; the
              report quotes it under "Why".
          - id: iphone
            label: iPhone
            next: second-outcome
            reason: Why this answer leads where it does.
      - id: first-question
        prompt: Does the task have the property this question asks about?
        topic: "First page: The point of the guidance this question comes from"
        help: >
          Why the question matters: the guideline behind it, in two to four
          sentences.
        # Choice ids yes and no are quoted, so that other YAML tools read
        # them as text too; a yes/no question also takes the answer unsure.
        default: "no"
        choices:
          - id: "yes"
            label: "Yes"
            next: first-outcome
            reason: Why this answer leads where it does.
          - id: "no"
            label: "No"
            next: second-outcome
            reason: Why this answer leads where it does.
    outcomes:
      - id: first-outcome
        title: First outcome
        recommendation: One sentence saying what to do.
        rationale: >
          A short paragraph on why, paraphrasing the guidance.
        topic: "First page: The point of the guidance this outcome comes from"
        # The device values this outcome is right for: lint checks every
        # path that ends here.
        applies:
          device: [ipad]
        # How to build it. Symbols are names as Apple's documentation spells
        # them; code belongs in the sketch, and `context` says where the
        # sketch goes: statements, members, modifier or file.
        implementation:
          uikit:
            summary: What to do in UIKit, in a sentence or two.
            apis:
              - symbol: "SomeType.someMethod(_:)"
                url: https://developer.apple.com/documentation/uikit
            context: statements
            sketch: |
              // A few lines of Swift, as they go inside a method.
          swiftui:
            summary: What to do in SwiftUI, in a sentence or two.
            apis:
              - symbol: "SomeView"
                url: https://developer.apple.com/documentation/swiftui
            context: statements
            sketch: |
              // A few lines of Swift, as they go inside a method.
        # Points to check once the decision is made; `priority` "1" (most)
        # to "5" picks the points a --brief report lists.
        checklist:
          - text: The point that matters most, phrased as something to check.
            topic: "First page: The point of the guidance this item comes from"
            priority: "1"
          - text: Another point to check or do.
            topic: "First page: The point of the guidance this item comes from"
            priority: "2"
      - id: second-outcome
        title: Second outcome
        recommendation: One sentence saying what to do.
        rationale: >
          A short paragraph on why, paraphrasing the guidance.
        topic: "First page: The point of the guidance this outcome comes from"
        applies:
          device: [ipad, iphone]
        checklist:
          - text: The point that matters most, phrased as something to check.
            topic: "First page: The point of the guidance this item comes from"
            priority: "1"
          - text: A point about iPhone only, left out of an iPad report.
            topic: "First page: The point of the guidance this item comes from"
            applies:
              device: [iphone]

    """#
}
