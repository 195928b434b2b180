/// How to build an outcome: the UIKit and SwiftUI that implement it, and what
/// today's platforms do differently from the guidance the tree paraphrases.
///
/// The prose (``Framework/summary``, ``today``) is translated; symbols, links
/// and sketches never are.
public struct Implementation: Sendable {
  /// One framework's way of building the outcome.
  public struct Framework: Sendable {
    /// A sentence or two on what to do, in the tree's language.
    public var summary: String
    /// The APIs involved, each with its documentation page.
    public var apis: [API]
    /// A few lines of code; empty when the framework has no direct
    /// equivalent and ``summary`` says what to do instead.
    public var sketch: String
    /// Where ``sketch`` goes, so that it compiles as pasted there.
    public var context: SketchContext?
    /// Where the sketch's first line starts in the tree file: the line after
    /// `sketch: |`, at the block's indentation, so that a problem in the
    /// sketch's line L is in the file's line `start.line + L - 1`.
    public var sketchStart: SourceLocation?

    public init(
      summary: String, apis: [API], sketch: String, context: SketchContext? = nil,
      sketchStart: SourceLocation? = nil
    ) {
      self.summary = summary
      self.apis = apis
      self.sketch = sketch
      self.context = context
      self.sketchStart = sketchStart
    }
  }

  /// Where a sketch goes in a program: what surrounds it there.
  public enum SketchContext: String, Sendable, CaseIterable {
    /// Inside the body of a method.
    case statements
    /// Inside a type: properties and methods.
    case members
    /// After a view, as a chain of modifiers starting with `.`.
    case modifier
    /// Declarations at the top level of a file.
    case file
  }

  /// One symbol, exactly as Apple's documentation spells it.
  public struct API: Sendable, Hashable {
    public var symbol: String
    /// Its page under `https://developer.apple.com/documentation/`.
    public var url: String
    /// The first OS version that has it, where that matters (`iOS 16.0`).
    public var since: String?

    public init(symbol: String, url: String, since: String? = nil) {
      self.symbol = symbol
      self.url = url
      self.since = since
    }
  }

  public var uikit: Framework
  public var swiftui: Framework
  /// Where current iOS and iPadOS behave differently from the guidance's era.
  public var today: String?

  public init(uikit: Framework, swiftui: Framework, today: String?) {
    self.uikit = uikit
    self.swiftui = swiftui
    self.today = today
  }

  /// The frameworks in the order reports show them, with their names.
  public var frameworks: [(name: String, framework: Framework)] {
    [("UIKit", uikit), ("SwiftUI", swiftui)]
  }
}

/// A page of Apple's Human Interface Guidelines that topics cite: a topic
/// `PAGE: SECTION` belongs to the page titled `PAGE`.
public struct GuidelinePage: Sendable, Hashable {
  /// Names the page in translations (the `pages:` key of a tree).
  public var id: String
  public var title: String
  public var url: String

  public init(id: String, title: String, url: String) {
    self.id = id
    self.title = title
    self.url = url
  }
}

/// The values of one fact (such as the device) an outcome applies to.
public struct Applicability: Sendable, Hashable {
  /// The fact a question declares with `fact:` (`device`).
  public var fact: String
  /// Choice ids of that question (`ipad`, `iphone`).
  public var values: [String]

  public init(fact: String, values: [String]) {
    self.fact = fact
    self.values = values
  }
}
