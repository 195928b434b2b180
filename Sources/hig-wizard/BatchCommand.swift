import WizardCore
import WizardTerminal

/// `hig-wizard batch TREE FILE`: one answer set per record, one result per
/// record, streamed: memory stays flat however many records there are.
struct BatchCommand {
  let tool: HigWizard
  var language: Language { tool.language }
  var console: Console { tool.console }

  func main(_ parsed: ParsedArguments) -> ExitCode {
    let (treeID, path) = (parsed.operands[0], parsed.operands[1])

    let inputFormat =
      parsed.last("input-format").flatMap { BatchFormat(rawValue: $0.lowercased()) }
      ?? (path.lowercased().hasSuffix(".csv") ? .csv : .jsonl)
    let format =
      parsed.last("format").flatMap { BatchResults.Format(rawValue: $0.lowercased()) } ?? .jsonl

    guard let catalog = tool.loadCatalog(parsed, only: treeID) else { return .failure }
    guard let tree = catalog.entry(treeID)?.tree else {
      return usageError(HigWizard.unknownTree(treeID, catalog: catalog))
    }

    let input: FileSystem.Input
    do {
      input = try FileSystem.Input(path)
    } catch {
      tool.printer.print(Diagnostic(.error, error.description(in: language)))
      return .failure
    }

    let output = parsed.last("output").flatMap { $0 == "-" ? nil : $0 }
    // Results written over the answers they come from would lose them:
    // refused before anything is written.
    if let output, input.isSameFile(as: output) {
      tool.printer.print(
        Diagnostic(
          .error,
          language.tr(
            "'{1}' is the file the answers are read from; write the results to another file",
            PlainText.inline(output))))
      return .failure
    }
    let sink: BatchSink
    do {
      sink = try BatchSink(path: output)
    } catch {
      tool.printer.print(Diagnostic(.error, error.description(in: language)))
      return .failure
    }
    // The trees its outcomes follow into, for `TREE.QUESTION` columns.
    let followUps = catalog.followUps(of: tree) { id in
      HigWizard.bundledCatalog(only: id, language: language).entry(id)?.tree
    }
    var results = BatchResults(
      tree: tree, format: format, useDefaults: parsed.has("defaults"),
      source: path == "-" ? "<stdin>" : path, followUps: followUps, language: language)
    var reader = BatchReader(format: inputFormat)
    sink.append(results.header)
    var row: [UInt8] = []
    func take(_ item: BatchReader.Item) {
      row.removeAll(keepingCapacity: true)
      if let problem = results.take(item, into: &row) { tool.printer.print(problem) }
      sink.append(bytes: row)
    }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count: Int
      do {
        count = try input.read(into: &chunk)
      } catch {
        tool.printer.print(Diagnostic(.error, error.description(in: language)))
        return .failure
      }
      if count == 0 { break }
      for item in reader.feed(chunk[0..<count]) { take(item) }
      // As `cat` does: the first write that fails ends the run, and the
      // rest of the input (endless, perhaps) is not read.
      if sink.failed { break }
    }
    if !sink.failed {
      for item in reader.finish() { take(item) }
      sink.append(results.footer)
    }
    do {
      try sink.commit()
    } catch {
      tool.printer.print(Diagnostic(.error, error.description(in: language)))
      return .failure
    }
    // Results that did not reach standard output are not a success.
    if output == nil, console.outputFailure != nil { return .failure }
    console.write(results.summary(output: output) + "\n", to: .error)
    return results.failed > 0 ? .failure : .success
  }

  private func usageError(_ error: UsageError) -> ExitCode {
    tool.usageError(error, for: Commands.batch)
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

  /// Whether a write failed: to the file, or to standard output.
  var failed: Bool {
    writer == nil ? Console().outputFailure != nil : failure != nil
  }

  func flush() {
    guard !buffer.isEmpty else { return }
    if let writer {
      guard failure == nil else { return buffer.removeAll(keepingCapacity: true) }
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
