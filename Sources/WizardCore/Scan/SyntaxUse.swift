/// What the scanner reads in one Swift file: the syntax it found, in Swift's
/// own terms (calls, assignments, declarations), and nothing about what any
/// of those names means to an app. Which of these names present something,
/// and which combination breaks which guideline, is data (`Questions/scan/`).
public struct ScannedFile: Sendable, Equatable {
  /// As the scan names it: relative to the folder the scan was started in
  /// when the file is inside it.
  public var path: String
  public var uses: [SyntaxUse]
  /// Each type declaration of the file (class, struct, enum, actor,
  /// extension), with the names written inside it.
  public var types: [TypeFacts]
  /// `// hig-wizard:ignore RULE-ID…` comments, by the line they are on.
  public var ignores: [IgnoreComment]
  /// Variables given a value that constructs types (`let setup =
  /// Panel()`): what a later `open(setup, …)` is given.
  public var bindings: [Binding]
  /// Set when the file could not be read or parsed as Swift: the message.
  public var problem: String?

  public init(
    path: String, uses: [SyntaxUse] = [], types: [TypeFacts] = [],
    ignores: [IgnoreComment] = [], bindings: [Binding] = [], problem: String? = nil
  ) {
    self.path = path
    self.uses = uses
    self.types = types
    self.ignores = ignores
    self.bindings = bindings
    self.problem = problem
  }

  /// `let NAME = …` (or `NAME = …`) in `scope`, whose value constructs
  /// `types`, outermost first.
  public struct Binding: Sendable, Equatable {
    public var scope: String
    public var name: String
    public var types: [String]

    public init(scope: String, name: String, types: [String]) {
      self.scope = scope
      self.name = name
      self.types = types
    }
  }
}

/// One use of a name the vocabulary lists.
public struct SyntaxUse: Sendable, Equatable {
  public enum Kind: String, Sendable, CaseIterable {
    /// `name(…)`, `base.name(…)`, `base.name { … }` (a SwiftUI modifier is
    /// one) or an initializer `Name(…)`.
    case call
    /// `base.name = value`, or `name = value` inside a type.
    case assignment
    /// `func name(…)` declared in a type; `value` is what it returns when
    /// its body returns one short expression.
    case function
  }

  public var kind: Kind
  /// The called, assigned or declared name: `open` in `open(x)`, `style` in
  /// `x.style = .wide`, `Panel` in `Panel(…)`, `f` in `func f(…)`.
  public var name: String
  /// Argument labels in order, `_` for an unlabeled one; a trailing closure
  /// counts as an argument (labeled as written, `_` for the first one).
  public var labels: [String]
  /// The variable the use starts from: `panel` in
  /// `panel.frame?.origin = point`; `self` for
  /// `self.x` or a bare name inside a type; empty when the base is not a plain
  /// name (a call's result, say).
  public var subject: String
  /// The member names between the subject and `name`:
  /// `["frame"]` above.
  public var path: [String]
  public var arguments: [Argument]
  /// An assignment's right side or a function's returned expression, when it
  /// is short: an enum case as `.wide`, a literal as written (`true`),
  /// a name.
  public var value: String?
  /// The variable an expression's result is given to: `alert` in
  /// `let panel = Panel(…)`; nil otherwise.
  public var boundTo: String?
  /// The function, initializer or closure-holding property the use is written
  /// in, as `Type.name(labels:)`: uses with the same scope and subject belong
  /// together. Empty at the top level.
  public var scope: String
  /// The innermost type declaration the use is written in; nil at the top level.
  public var enclosingType: String?
  /// Where the call of a listed name starts whose arguments or closures this
  /// use is written in: the `.overlay { … }` around a
  /// `.padding()` written inside its closure. Nil when there is none.
  public var within: Position?
  /// 1-based; columns in UTF-8 bytes, as Swift's own diagnostics count them.
  public var line: Int
  public var column: Int

  public init(
    kind: Kind, name: String, labels: [String] = [], subject: String = "", path: [String] = [],
    arguments: [Argument] = [], value: String? = nil, boundTo: String? = nil, scope: String = "",
    enclosingType: String? = nil, within: Position? = nil, line: Int, column: Int
  ) {
    self.kind = kind
    self.name = name
    self.labels = labels
    self.subject = subject
    self.path = path
    self.arguments = arguments
    self.value = value
    self.boundTo = boundTo
    self.scope = scope
    self.enclosingType = enclosingType
    self.within = within
    self.line = line
    self.column = column
  }

  /// A place in the file: 1-based line, UTF-8 column.
  public struct Position: Sendable, Hashable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }
  }

  /// One argument of a call.
  public struct Argument: Sendable, Equatable {
    /// `_` when unlabeled.
    public var label: String
    /// The argument when it is short: `.wide`, `true`, a name; nil
    /// for anything longer (a closure, an expression).
    public var value: String?
    /// The types the argument makes, outermost first: `Frame` then `Panel`
    /// for `Frame(content: Panel())`, and the types a closure argument makes.
    public var types: [String]

    public init(label: String, value: String? = nil, types: [String] = []) {
      self.label = label
      self.value = value
      self.types = types
    }
  }
}

/// A type declaration and what is written inside it.
public struct TypeFacts: Sendable, Equatable {
  public var name: String
  /// The inherited types and conformances as written.
  public var inherits: [String]
  /// Every name called, assigned or referred to as a member inside the
  /// declaration (`dismiss`, `cancel`, `done`, …), and every function it
  /// declares.
  public var names: Set<String>
  public var line: Int
  public var column: Int

  public init(name: String, inherits: [String] = [], names: Set<String> = [], line: Int, column: Int) {
    self.name = name
    self.inherits = inherits
    self.names = names
    self.line = line
    self.column = column
  }
}

/// `// hig-wizard:ignore RULE-ID [RULE-ID…]`: silences those rules on its
/// own line and on the line after it.
public struct IgnoreComment: Sendable, Equatable {
  public var line: Int
  public var rules: [String]

  public init(line: Int, rules: [String]) {
    self.line = line
    self.rules = rules
  }
}
