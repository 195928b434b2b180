/// Reads an answers file: a YAML or JSON mapping of question id to choice id,
/// or a report written by `--format json` (its `answers` are used, so a run
/// can be replayed).
public enum AnswersLoader {
  public struct Result: Sendable {
    public var answers: Answers
    /// The tree a JSON report was made with; nil for a plain mapping.
    public var treeID: String?
    public var diagnostics: [Diagnostic]
    /// Where each answer's question id is written, so that a problem found
    /// later (an unknown id, say) can point at it.
    public var locations: [String: Place] = [:]
    /// For a JSON report: the tree version and the decision it recorded.
    public var origin: ReportOrigin? = nil
  }

  /// What a JSON report says about the run that made it.
  public struct ReportOrigin: Sendable, Equatable {
    /// ``Tree/fingerprint`` of the tree then (empty for reports made before
    /// reports recorded it).
    public var treeHash: String
    public var outcomeID: String?
    public var path: [(question: String, choice: String)]

    public static func == (a: ReportOrigin, b: ReportOrigin) -> Bool {
      a.treeHash == b.treeHash && a.outcomeID == b.outcomeID
        && a.path.map { "\($0.question)=\($0.choice)" }
          == b.path.map {
            "\($0.question)=\($0.choice)"
          }
    }
  }

  /// Where something is written in an answers file, with its line's text.
  public struct Place: Sendable {
    public var location: SourceLocation
    public var line: String?
  }

  public static func load(bytes: [UInt8], source: String) -> Result {
    let text = SourceText(file: source, bytes: bytes)
    let parsed = YAMLParser(source: text).parse(
      emptyFile: Message("the answers file is empty; write one 'question: choice' per line"))
    var diagnostics = parsed.diagnostics
    var answers = Answers()
    var locations: [String: Place] = [:]
    guard let root = parsed.root else {
      return Result(answers: answers, treeID: nil, diagnostics: diagnostics)
    }
    guard case .mapping(var pairs) = root.content else {
      diagnostics.append(
        text.diagnostic(
          .error,
          // Translators: {1} is what the file holds instead, already translated ("a list", "text").
          Message(
            "an answers file must be a mapping of question ids to choice ids (like 'suspend: no'), not {1}",
            root.kindDescription),
          line: root.line, column: root.column))
      return Result(answers: answers, treeID: nil, diagnostics: diagnostics)
    }
    var treeID: String?
    var origin: ReportOrigin?
    // A JSON report (a 'tree' with an 'id' and an 'answers' mapping): take its
    // answers and remember its tree. Anything else is a plain mapping, where
    // 'answers' or 'tree' would be reported as unknown questions.
    if let report = pairs.first(where: { $0.key.scalar == "answers" }),
      case .mapping(let reportAnswers) = report.value.content,
      let tree = pairs.first(where: { $0.key.scalar == "tree" })?.value,
      case .mapping(let treeFields) = tree.content,
      let id = treeFields.first(where: { $0.key.scalar == "id" })?.value.scalar
    {
      treeID = id
      pairs = reportAnswers
      origin = ReportOrigin(
        treeHash: root["tree"]?["hash"]?.scalar ?? "",
        outcomeID: root["outcome"]?["id"]?.scalar,
        path: (root["path"]?.items ?? []).compactMap { step in
          guard let question = step["question"]?.scalar, let choice = step["answer"]?.scalar
          else { return nil }
          return (question, choice)
        })
    }
    var unlisted = 0
    for pair in pairs {
      guard let question = pair.key.scalar else { continue }  // reported by the parser
      guard let choice = pair.value.scalar, !choice.trimmingWhitespace.isEmpty else {
        // Past the budget only counted: a hostile file can hold millions.
        if diagnostics.count >= TreeLoader.diagnosticBudget {
          unlisted += 1
          continue
        }
        let found =
          pair.value.scalar == nil
          ? pair.value.kindDescription : Message("nothing")
        diagnostics.append(
          text.diagnostic(
            .error,
            // Translators: {1} is a question id; {2} is what was given instead, already translated
            // ("a list", "a mapping").
            Message("the answer to '{1}' must be a choice id, not {2}", question, found),
            line: pair.value.line, column: pair.value.column))
        continue
      }
      answers[question] = choice.trimmingWhitespace
      locations[question] = Place(
        location: SourceLocation(file: source, line: pair.key.line, column: pair.key.column),
        line: text.line(pair.key.line))
    }
    return Result(
      answers: answers, treeID: treeID,
      diagnostics: diagnostics.capped(
        errors: TreeLoader.maximumErrors, hidden: parsed.hiddenErrors + unlisted,
        stoppedEarly: false, file: source),
      locations: locations, origin: origin)
  }
}
