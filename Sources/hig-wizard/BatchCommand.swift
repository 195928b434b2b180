#if canImport(Glibc)
  import Glibc
#endif
import WizardCore
import WizardTerminal

/// `hig-wizard batch TREE FILE`: one answer set per record, one result per
/// record, streamed: memory stays flat however many records there are.
struct BatchCommand {
  let tool: HigWizard
  var console: Console { tool.console }

  static let usage =
    "hig-wizard batch TREE FILE [--input-format jsonl|csv] [--format jsonl|markdown] [--defaults] [--output FILE]"

  static let options =
    HigWizard.globalOptions + [
      OptionSpec(
        long: "input-format", short: "i", valueName: "FORMAT",
        help: "jsonl or csv (default: csv for a .csv FILE, else jsonl)"),
      OptionSpec(
        long: "format", short: "f", valueName: "FORMAT",
        help: "jsonl (one result per record) or markdown (a summary table); default: jsonl"),
    ]
    + RunCommand.options.filter { ["defaults", "output"].contains($0.long) }

  enum OutputFormat: String, CaseIterable {
    case jsonl, markdown
  }

  func main(_ arguments: [String]) -> ExitCode {
    let parsed: ParsedArguments
    do {
      parsed = try tool.parse(
        arguments, options: Self.options, usage: Self.usage, help: HelpText.batch,
        command: "batch")
    } catch {
      return error.code
    }
    guard parsed.operands.count >= 2 else {
      return usageError(
        .missingOperand(
          parsed.operands.isEmpty
            ? tr("the tree and the records file, as in 'hig-wizard batch presentation tasks.jsonl'")
            : tr("the records file (JSON Lines or CSV; '-' for standard input)")))
    }
    if parsed.operands.count > 2 { return usageError(.unexpectedOperand(parsed.operands[2])) }
    let (treeID, path) = (parsed.operands[0], parsed.operands[1])

    let inputFormat: BatchFormat
    if let value = parsed.last("input-format") {
      guard let known = BatchFormat(rawValue: value.lowercased()) else {
        return usageError(
          .invalidValue(option: "--input-format", value: value, expected: tr("jsonl or csv")))
      }
      inputFormat = known
    } else {
      inputFormat = path.lowercased().hasSuffix(".csv") ? .csv : .jsonl
    }
    var format = OutputFormat.jsonl
    if let value = parsed.last("format") {
      guard let known = OutputFormat(rawValue: value.lowercased()) else {
        return usageError(
          .invalidValue(option: "--format", value: value, expected: tr("jsonl or markdown")))
      }
      format = known
    }

    guard let catalog = tool.loadCatalog(parsed, only: treeID) else { return .failure }
    guard let tree = catalog.entry(treeID)?.tree else {
      return usageError(HigWizard.unknownTree(treeID, catalog: catalog))
    }

    let input: Int32
    if path == "-" {
      input = 0
    } else {
      if FileSystem.isDirectory(path) {
        tool.printer.print(
          Diagnostic(
            .error, tr("cannot read '{1}': it is a folder, not a file", PlainText.inline(path))))
        return .failure
      }
      input = open(path, O_RDONLY | O_CLOEXEC)
      guard input >= 0 else {
        tool.printer.print(
          Diagnostic(
            .error,
            tr(
              "cannot read '{1}': {2}", PlainText.inline(path),
              String(cString: strerror(errno)).lowercased())
          ))
        return .failure
      }
    }
    defer { if input != 0 { close(input) } }

    let output = parsed.last("output").flatMap { $0 == "-" ? nil : $0 }
    let sink: BatchSink
    do {
      sink = try BatchSink(path: output)
    } catch {
      tool.printer.print(Diagnostic(.error, error.description))
      return .failure
    }
    var run = BatchRun(
      tree: tree, format: format, useDefaults: parsed.has("defaults"), sink: sink,
      source: path == "-" ? "<stdin>" : path, console: console)
    var reader = BatchReader(format: inputFormat)
    run.begin()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        tool.printer.print(
          Diagnostic(
            .error,
            tr(
              "cannot read '{1}': {2}", PlainText.inline(path),
              String(cString: strerror(errno)).lowercased())
          ))
        return .failure
      }
      if count == 0 { break }
      for item in reader.feed(chunk[0..<count]) { run.take(item) }
    }
    for item in reader.finish() { run.take(item) }
    run.end()
    do {
      try sink.commit()
    } catch {
      tool.printer.print(Diagnostic(.error, error.description))
      return .failure
    }
    let failed = run.failed
    var summary =
      "batch: " + trPlural(run.records, one: "{1} record", other: "{1} records") + tr(", ")
      + tr("{1} failed", "\(failed)")
    if let output { summary += tr("; wrote {1}", PlainText.inline(output)) }
    console.write(summary + "\n", to: .error)
    return failed > 0 ? .failure : .success
  }

  private func usageError(_ error: UsageError) -> ExitCode {
    tool.usageError(error, usage: Self.usage, help: "hig-wizard batch --help")
  }
}

/// Where batch results go: standard output, or a file written atomically
/// (readers never see half of it). Bytes are buffered and written in blocks.
final class BatchSink {
  private var buffer: [UInt8] = []
  private let writer: AtomicWriter?

  init(path: String?) throws(FileSystem.Failure) {
    writer = try path.map { (path: String) throws(FileSystem.Failure) in
      try AtomicWriter(path: path)
    }
    buffer.reserveCapacity(1 << 17)
  }

  func append(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  func append(bytes: [UInt8]) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 { flush() }
  }

  private var failure: FileSystem.Failure?

  func flush() {
    guard !buffer.isEmpty else { return }
    if let writer {
      do {
        try writer.write(buffer)
      } catch {
        failure = failure ?? error
      }
    } else {
      Console().write(bytes: buffer)
    }
    buffer.removeAll(keepingCapacity: true)
  }

  func commit() throws(FileSystem.Failure) {
    flush()
    if let failure { throw failure }
    try writer?.commit()
  }
}

/// The results of one batch, record by record.
struct BatchRun {
  let compiled: CompiledTree
  var tree: Tree { compiled.tree }
  let format: BatchCommand.OutputFormat
  let useDefaults: Bool
  let sink: BatchSink
  let source: String
  let console: Console
  var records = 0
  var failed = 0
  /// Tasks per outcome, by the outcome's position in the tree.
  var counts: [Int]
  private var scratch: [Int] = []
  private var path: [(question: Int, choice: Int)] = []
  private var line: [UInt8] = []

  init(
    tree: Tree, format: BatchCommand.OutputFormat, useDefaults: Bool, sink: BatchSink,
    source: String, console: Console
  ) {
    self.compiled = CompiledTree(tree)
    self.format = format
    self.useDefaults = useDefaults
    self.sink = sink
    self.source = source
    self.console = console
    self.counts = Array(repeating: 0, count: tree.outcomes.count)
  }

  func begin() {
    guard format == .markdown else { return }
    sink.append(
      "# " + tr("Batch: {1}", MarkdownReport.escape(tree.title)) + "\n\n| " + tr("Task") + " | "
        + tr("Recommendation") + " | " + tr("Deciding answer") + " |\n| --- | --- | --- |\n"
    )
  }

  mutating func take(_ item: BatchReader.Item) {
    records += 1
    switch item {
    case .failure(let problem):
      fail(problem.line, column: problem.column, task: nil, message: problem.message)
      emitFailure(
        line: problem.line, task: nil, path: [], missing: [], invalid: [],
        error: problem.message)
    case .success(let record):
      evaluate(record)
    }
  }

  private mutating func evaluate(_ record: BatchRecord) {
    if let outcome = compiled.evaluate(
      record.pairs, useDefaults: useDefaults, scratch: &scratch, path: &path)
    {
      counts[outcome] += 1
      emitSuccess(record, outcome: outcome)
      return
    }
    // Labels and yes/no words are read as the prompt reads them.
    let answers = record.answers.resolved(in: tree)
    if answers != record.answers,
      let outcome = compiled.evaluate(
        answers.pairs, useDefaults: useDefaults, scratch: &scratch, path: &path)
    {
      counts[outcome] += 1
      emitSuccess(record, outcome: outcome)
      return
    }
    // The slow, full story: which answers do not fit, or what is missing.
    let problems = answers.problems(in: tree)
    if !problems.isEmpty {
      let message = problems.map(\.message).joined(separator: "; ")
      fail(record.line, column: nil, task: record.task, message: message)
      emitFailure(
        line: record.line, task: record.task, path: [], missing: [],
        invalid: problems.map(\.questionID), error: message)
      return
    }
    let evaluation = Evaluation.evaluate(tree, answers: answers, useDefaults: useDefaults)
    let steps = evaluation.session.steps.map { ($0.questionID, $0.choiceID) }
    let missing = evaluation.missing.map(\.id)
    var message = tr("no recommendation: missing '{1}'", missing.first ?? "")
    if missing.count > 1 {
      message += " " + tr("(and maybe {1})", missing.dropFirst().joined(separator: ", "))
    }
    fail(record.line, column: nil, task: record.task, message: message)
    emitFailure(
      line: record.line, task: record.task, path: steps, missing: missing, invalid: [],
      error: message)
  }

  private mutating func fail(_ line: Int, column: Int?, task: String?, message: String) {
    failed += 1
    let name = task.map { " " + tr("(task '{1}')", PlainText.inline($0)) } ?? ""
    DiagnosticPrinter(console: console).print(
      Diagnostic(
        .error, message + name,
        at: SourceLocation(file: source, line: line, column: column ?? 0)))
  }

  private mutating func emitSuccess(_ record: BatchRecord, outcome: Int) {
    switch format {
    case .jsonl:
      line.removeAll(keepingCapacity: true)
      line += Self.okPrefix
      line += Array(String(record.line).utf8)
      line += Self.missingNone
      line += compiled.outcomeJSON[outcome]
      line += Self.pathOpen
      for (index, step) in path.enumerated() {
        if index > 0 { line.append(UInt8(ascii: ",")) }
        line += compiled.stepJSON[step.question][step.choice]
      }
      line += Self.taskKey
      if let task = record.task { JSONText.append(task, to: &line) } else { line += Self.null }
      line += Self.close
      sink.append(bytes: line)
    case .markdown:
      // The same label as a failed row's: one row format for both.
      let name = MarkdownReport.escape(record.task ?? tr("line {1}", "\(record.line)"))
      let deciding = path.last.map { step -> String in
        let question = tree.questions[step.question]
        return "`\(question.id)=\(question.choices[step.choice].id)`"
      }
      sink.append(
        "| \(name) | \(MarkdownReport.escape(tree.outcomes[outcome].title)) | \(deciding ?? "") |\n"
      )
    }
  }

  private static let okPrefix = Array("{\"error\":null,\"invalid\":[],\"line\":".utf8)
  private static let missingNone = Array(",\"missing\":[],\"outcome\":".utf8)
  private static let pathOpen = Array(",\"path\":[".utf8)
  private static let taskKey = Array("],\"task\":".utf8)
  private static let null = Array("null".utf8)
  private static let close = Array("}\n".utf8)

  private func emitFailure(
    line: Int, task: String?, path: [(String, String)], missing: [String], invalid: [String],
    error: String
  ) {
    switch format {
    case .jsonl:
      var out: [UInt8] = Array("{\"error\":".utf8)
      JSONText.append(error, to: &out)
      out += Array(",\"invalid\":[".utf8)
      for (index, id) in invalid.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        JSONText.append(id, to: &out)
      }
      out += Array("],\"line\":\(line),\"missing\":[".utf8)
      for (index, id) in missing.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        JSONText.append(id, to: &out)
      }
      out += Array("],\"outcome\":null,\"path\":[".utf8)
      for (index, step) in path.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        out += Array("{\"answer\":".utf8)
        JSONText.append(step.1, to: &out)
        out += Array(",\"question\":".utf8)
        JSONText.append(step.0, to: &out)
        out.append(UInt8(ascii: "}"))
      }
      out += Array("],\"task\":".utf8)
      if let task { JSONText.append(task, to: &out) } else { out += Self.null }
      out += Self.close
      sink.append(bytes: out)
    case .markdown:
      let name = MarkdownReport.escape(task ?? tr("line {1}", "\(line)"))
      sink.append(
        "| \(name) | — (" + tr("line {1}: {2}", "\(line)", MarkdownReport.escape(error)) + ") | |\n"
      )
    }
  }

  func end() {
    guard format == .markdown else { return }
    var text =
      "\n## " + tr("Counts") + "\n\n| " + tr("Recommendation") + " | " + tr("Tasks")
      + " |\n| --- | --- |\n"
    for (position, outcome) in tree.outcomes.enumerated() {
      text +=
        "| \(MarkdownReport.escape(outcome.title)) (`\(outcome.id)`) | \(counts[position]) |\n"
    }
    text += "| " + tr("Failed") + " | \(failed) |\n| **" + tr("All") + "** | \(records) |\n"
    sink.append(text)
  }
}
