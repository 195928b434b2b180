import SwiftParser
import SwiftSyntax
import WizardCore

/// Reads one parsed Swift file into a ``ScannedFile``: the calls,
/// assignments and member functions whose name is in `names`, the type
/// declarations with the names written inside them, and the
/// `// hig-wizard:ignore` comments.
///
/// It knows Swift's syntax only. A name is reported wherever it is called or
/// assigned, whatever the type it belongs to (the syntax cannot know types);
/// the vocabulary's argument labels tell a presentation from a look-alike.
/// Comments and string literals are trivia and tokens, never calls, so a
/// `present` written in them is never a use.
///
/// Lines and columns are 1-based, columns in UTF-8 bytes (as
/// `SourceLocationConverter` and Swift's own diagnostics count them), and
/// point at the name: the member after the dot, the called or assigned
/// name, the type of an initializer, the name of a declared function.
final class UseExtractor: SyntaxVisitor {
  let names: Set<String>
  let converter: SourceLocationConverter
  private(set) var uses: [SyntaxUse] = []
  private(set) var types: [TypeFacts] = []
  private(set) var bindings: [ScannedFile.Binding] = []
  /// The type declarations the walk is inside, innermost last: indices
  /// into `types`.
  private var openTypes: [Int] = []

  init(names: Set<String>, converter: SourceLocationConverter) {
    self.names = names
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  /// What the file at `path` holds, from its UTF-8 bytes.
  /// - Parameter lookForIgnores: false when the bytes cannot hold
  ///   `hig-wizard:ignore`, to skip reading every comment.
  static func scan(
    bytes: [UInt8], path: String, names: Set<String>, lookForIgnores: Bool = true
  ) -> ScannedFile {
    bytes.withUnsafeBufferPointer { buffer in
      let tree = Parser.parse(source: buffer)
      let converter = SourceLocationConverter(fileName: path, tree: tree)
      let extractor = UseExtractor(names: names, converter: converter)
      extractor.walk(tree)
      let ignores =
        lookForIgnores ? IgnoreComments.find(in: tree, converter: converter) : []
      // In the order of the text: the walk meets the last modifier of a
      // chain first (it holds the others).
      let uses = extractor.uses.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
      return ScannedFile(
        path: path, uses: uses, types: extractor.types, ignores: ignores,
        bindings: extractor.bindings)
    }
  }

  // MARK: Type declarations

  private func open(_ name: TokenSyntax, inherits clause: InheritanceClauseSyntax?) {
    open(Self.plain(name.text), at: name, inherits: clause)
  }

  private func open(
    _ name: String, at token: some SyntaxProtocol, inherits clause: InheritanceClauseSyntax?
  ) {
    let at = location(of: token)
    let inherited = clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    types.append(TypeFacts(name: name, inherits: inherited, line: at.line, column: at.column))
    openTypes.append(types.count - 1)
  }

  private func close() { openTypes.removeLast() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    open(node.name, inherits: node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { close() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    open(node.name, inherits: node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { close() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    open(node.name, inherits: node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { close() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    open(node.name, inherits: node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { close() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    open(
      node.extendedType.trimmedDescription, at: node.extendedType,
      inherits: node.inheritanceClause)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { close() }

  /// Adds `name` to every open type declaration: a name in a nested type is
  /// written inside the outer one too.
  private func note(_ name: String) {
    for index in openTypes { types[index].names.insert(name) }
  }

  // MARK: Names written inside types

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if case .identifier = node.baseName.tokenKind { note(Self.plain(node.baseName.text)) }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    note(Self.plain(node.declName.baseName.text))
    return .visitChildren
  }

  // MARK: Uses

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let called = Self.calledName(node.calledExpression) else { return .visitChildren }
    // `let x = SomeType(…)`: what `x` holds, whatever the type's name.
    if called.name.first?.isUppercase == true, let variable = Self.boundVariable(of: Syntax(node)) {
      bindings.append(
        ScannedFile.Binding(
          scope: scope(of: Syntax(node)), name: variable, types: ConstructedTypes.in(node)))
    }
    guard names.contains(called.name) else { return .visitChildren }
    var arguments = node.arguments.map { argument in
      SyntaxUse.Argument(
        label: argument.label.map { Self.plain($0.text) } ?? "_",
        value: Self.shortValue(argument.expression),
        types: ConstructedTypes.in(argument.expression))
    }
    if let closure = node.trailingClosure {
      arguments.append(SyntaxUse.Argument(label: "_", types: ConstructedTypes.in(closure)))
    }
    for extra in node.additionalTrailingClosures {
      arguments.append(
        SyntaxUse.Argument(
          label: Self.plain(extra.label.text), types: ConstructedTypes.in(extra.closure)))
    }
    let (subject, path) = self.subject(of: called)
    let at = location(of: called.token)
    uses.append(
      SyntaxUse(
        kind: .call, name: called.name, labels: arguments.map(\.label), subject: subject,
        path: path, arguments: arguments, boundTo: Self.boundVariable(of: Syntax(node)),
        scope: scope(of: Syntax(node)), enclosingType: enclosingType,
        within: container(of: Syntax(node)), line: at.line, column: at.column))
    return .visitChildren
  }

  /// Where the nearest call of a listed name starts whose arguments or
  /// closures hold `node` (not its base: `Box {…}.overlay {…}` does not hold
  /// the box's contents).
  private func container(of node: Syntax) -> SyntaxUse.Position? {
    var child = node
    while let parent = child.parent {
      defer { child = parent }
      guard let call = parent.as(FunctionCallExprSyntax.self), child.id != call.calledExpression.id,
        let called = Self.calledName(call.calledExpression), names.contains(called.name)
      else { continue }
      let at = location(of: called.token)
      return SyntaxUse.Position(line: at.line, column: at.column)
    }
    return nil
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    // `target = value`: the target is the one element before `=`; a longer
    // right side (`a ? b : c`, `x ?? y`) has no short value.
    if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
      assignment(to: elements[0], value: elements.count == 3 ? elements[2] : nil)
    }
    return .visitChildren
  }

  /// The same after `OperatorTable.foldAll`, for a caller that folds.
  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    if node.operator.is(AssignmentExprSyntax.self) {
      assignment(to: node.leftOperand, value: node.rightOperand)
    }
    return .visitChildren
  }

  private func assignment(to target: ExprSyntax, value: ExprSyntax?) {
    let called: Called
    if let reference = target.as(DeclReferenceExprSyntax.self) {
      called = Called(
        name: Self.plain(reference.baseName.text), token: reference.baseName, base: nil,
        isBare: true)
    } else if let member = target.as(MemberAccessExprSyntax.self) {
      called = Called(
        name: Self.plain(member.declName.baseName.text), token: member.declName.baseName,
        base: member.base, isBare: false)
    } else {
      return
    }
    guard names.contains(called.name) else { return }
    let (subject, path) = self.subject(of: called)
    let at = location(of: called.token)
    uses.append(
      SyntaxUse(
        kind: .assignment, name: called.name, subject: subject, path: path,
        value: value.flatMap(Self.shortValue), scope: scope(of: Syntax(target)),
        enclosingType: enclosingType, within: container(of: Syntax(target)), line: at.line,
        column: at.column))
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = Self.plain(node.name.text)
    note(name)
    guard names.contains(name), enclosingType != nil else { return .visitChildren }
    let at = location(of: node.name)
    uses.append(
      SyntaxUse(
        kind: .function, name: name,
        labels: node.signature.parameterClause.parameters.map { Self.plain($0.firstName.text) },
        subject: "self", value: Self.returnedValue(node.body),
        scope: scope(of: Syntax(node), including: true), enclosingType: enclosingType,
        line: at.line, column: at.column))
    return .visitChildren
  }

  // MARK: Parts of a use

  /// A called or assigned name, where it is written, and what it is a
  /// member of.
  struct Called {
    var name: String
    var token: TokenSyntax
    /// The expression before the dot; nil for a bare name or an implicit
    /// member (`.overlay`).
    var base: ExprSyntax?
    /// Written without a dot: `present(…)`, `isModalInPresentation = …`.
    var isBare: Bool
  }

  /// The name a call calls: `f` in `f(…)`, `a.b.f(…)` and `.f(…)`, the type
  /// in `T(…)`, `T<U>(…)` and `T.init(…)`.
  static func calledName(_ expression: ExprSyntax) -> Called? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return Called(
        name: plain(reference.baseName.text), token: reference.baseName, base: nil, isBare: true)
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      if member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base,
        let type = calledName(base)
      {
        return type
      }
      return Called(
        name: plain(member.declName.baseName.text), token: member.declName.baseName,
        base: member.base, isBare: false)
    }
    if let generic = expression.as(GenericSpecializationExprSyntax.self) {
      return calledName(generic.expression)
    }
    return nil
  }

  /// The variable a use starts from and the members between it and the
  /// name: `("panel", ["frame"])` for
  /// `panel.frame?.origin`. A bare name inside a
  /// type is self's (or a local's: the syntax cannot tell), except a
  /// capitalized one, a type's initializer.
  private func subject(of called: Called) -> (String, [String]) {
    if called.isBare {
      let isType = called.name.first?.isUppercase ?? false
      return (enclosingType != nil && !isType ? "self" : "", [])
    }
    var path: [String] = []
    var current = called.base
    while let expression = current {
      if let member = expression.as(MemberAccessExprSyntax.self) {
        path.insert(Self.plain(member.declName.baseName.text), at: 0)
        current = member.base
      } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
        return (Self.plain(reference.baseName.text), path)
      } else if expression.is(SuperExprSyntax.self) {
        return ("super", path)
      } else {
        return ("", path)
      }
    }
    return ("", path)
  }

  /// The variable an expression's value is given to: `let x = E`,
  /// `if let x = E`, `x = E`, `self.x = E` (through `try` and `await`).
  static func boundVariable(of node: Syntax) -> String? {
    var current = node
    while let parent = current.parent,
      parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self)
    {
      current = parent
    }
    guard let parent = current.parent else { return nil }
    if let clause = parent.as(InitializerClauseSyntax.self) {
      let pattern =
        clause.parent?.as(PatternBindingSyntax.self)?.pattern
        ?? clause.parent?.as(OptionalBindingConditionSyntax.self)?.pattern
      return pattern?.as(IdentifierPatternSyntax.self).map { plain($0.identifier.text) }
    }
    if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        elements[2].id == current.id
      else { return nil }
      return targetName(elements[0])
    }
    if let infix = parent.as(InfixOperatorExprSyntax.self),
      infix.operator.is(AssignmentExprSyntax.self),
      infix.rightOperand.id == current.id
    {
      return targetName(infix.leftOperand)
    }
    return nil
  }

  /// `x` for the targets `x` and `a.b.x`.
  private static func targetName(_ target: ExprSyntax) -> String? {
    if let reference = target.as(DeclReferenceExprSyntax.self) {
      return plain(reference.baseName.text)
    }
    if let member = target.as(MemberAccessExprSyntax.self) {
      return plain(member.declName.baseName.text)
    }
    return nil
  }

  /// The longest value kept as written (a string literal, a chain of names).
  static let maximumValueLength = 100

  /// An expression when it is short: `.wide` (also for
  /// `Width.wide`: a capitalized base is a type),
  /// `.medium()`, a literal as written, a name, a chain of names
  /// (`self.view`), a list of short values (`[.medium, .large]`); nil for
  /// anything else.
  static func shortValue(_ expression: ExprSyntax) -> String? {
    if let member = expression.as(MemberAccessExprSyntax.self) {
      let name = plain(member.declName.baseName.text)
      guard let base = member.base else { return "." + name }
      if let type = base.as(DeclReferenceExprSyntax.self),
        type.baseName.text.first?.isUppercase == true
      {
        return "." + name
      }
      return isChainOfNames(expression) ? written(expression) : nil
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return plain(reference.baseName.text)
    }
    if expression.is(BooleanLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
      || expression.is(FloatLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
    {
      return expression.trimmedDescription
    }
    if let string = expression.as(StringLiteralExprSyntax.self),
      string.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
    {
      return written(expression)
    }
    // `.medium()`, an implicit member called with nothing.
    if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
    {
      return "." + plain(member.declName.baseName.text) + "()"
    }
    // `[.medium, .large]`: a list of short values.
    if let array = expression.as(ArrayExprSyntax.self) {
      var values: [String] = []
      for element in array.elements {
        guard let value = shortValue(element.expression) else { return nil }
        values.append(value)
      }
      let text = "[" + values.joined(separator: ", ") + "]"
      return text.utf8.count <= maximumValueLength ? text : nil
    }
    if expression.is(OptionalChainingExprSyntax.self) || expression.is(ForceUnwrapExprSyntax.self),
      isChainOfNames(expression)
    {
      return written(expression)
    }
    return nil
  }

  private static func written(_ expression: ExprSyntax) -> String? {
    let text = expression.trimmedDescription
    return text.utf8.count <= maximumValueLength && !text.contains("\n") ? text : nil
  }

  /// Names, dots, `?` and `!` only: no call, no operator.
  private static func isChainOfNames(_ expression: ExprSyntax) -> Bool {
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return member.base.map(isChainOfNames) ?? false
    }
    if let optional = expression.as(OptionalChainingExprSyntax.self) {
      return isChainOfNames(optional.expression)
    }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) {
      return isChainOfNames(forced.expression)
    }
    return expression.is(DeclReferenceExprSyntax.self)
  }

  /// What a function body returns when it is one `return X` or one
  /// expression, if that is short.
  static func returnedValue(_ body: CodeBlockSyntax?) -> String? {
    guard let statements = body?.statements, statements.count == 1, let item = statements.first
    else { return nil }
    switch item.item {
    case .expr(let expression): return shortValue(expression)
    case .stmt(let statement):
      return statement.as(ReturnStmtSyntax.self)?.expression.flatMap(shortValue)
    default: return nil
    }
  }

  // MARK: Where a use is

  /// The innermost open type declaration's name.
  private var enclosingType: String? { openTypes.last.map { types[$0].name } }

  /// The function, initializer, subscript or stored/computed property a
  /// node is written in, as `Type.name(labels:)`; closures belong to the
  /// declaration they are written in. Empty at the top level.
  /// - Parameter including: whether `node` itself may be the declaration.
  private func scope(of node: Syntax, including: Bool = false) -> String {
    var current: Syntax? = including ? node : node.parent
    while let syntax = current {
      if let name = Self.scopeName(syntax) {
        return enclosingType.map { "\($0).\(name)" } ?? name
      }
      if syntax.is(MemberBlockSyntax.self) || syntax.is(SourceFileSyntax.self) { break }
      current = syntax.parent
    }
    return ""
  }

  private static func scopeName(_ syntax: Syntax) -> String? {
    func labels(_ clause: FunctionParameterClauseSyntax) -> String {
      "(" + clause.parameters.map { plain($0.firstName.text) + ":" }.joined() + ")"
    }
    if let function = syntax.as(FunctionDeclSyntax.self) {
      return plain(function.name.text) + labels(function.signature.parameterClause)
    }
    if let initializer = syntax.as(InitializerDeclSyntax.self) {
      return "init" + labels(initializer.signature.parameterClause)
    }
    if syntax.is(DeinitializerDeclSyntax.self) { return "deinit" }
    if let subscriptDecl = syntax.as(SubscriptDeclSyntax.self) {
      return "subscript("
        + subscriptDecl.parameterClause.parameters.map {
          plain($0.firstName.text) + ":"
        }.joined() + ")"
    }
    // A property of a type or a global: `var body: some View { … }`,
    // `lazy var picker = { … }()`. A local variable is not a scope.
    if let binding = syntax.as(PatternBindingSyntax.self),
      let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
      variable.parent?.is(MemberBlockItemSyntax.self) == true
        || variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)
    {
      return plain(name.identifier.text)
    }
    return nil
  }

  private func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
    let at = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return (at.line, at.column)
  }

  /// A name without the backticks that let it be a keyword.
  static func plain(_ text: String) -> String {
    text.hasPrefix("`") && text.hasSuffix("`") && text.count >= 2
      ? String(text.dropFirst().dropLast()) : text
  }
}

/// The types an expression constructs, outermost first, each once:
/// `Frame` then `Panel` for `Frame(content: Panel())`, and the types a
/// closure makes. A call of a capitalized name
/// is taken for an initializer, as Swift's naming conventions have it.
final class ConstructedTypes: SyntaxVisitor {
  private var found: [String] = []

  static func `in`(_ node: some SyntaxProtocol) -> [String] {
    let visitor = ConstructedTypes(viewMode: .sourceAccurate)
    visitor.walk(node)
    return visitor.found
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let called = UseExtractor.calledName(node.calledExpression), called.base == nil,
      called.name.first?.isUppercase == true, !found.contains(called.name)
    {
      found.append(called.name)
    }
    return .visitChildren
  }
}
