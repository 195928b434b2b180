import WizardCore
import WizardTerminal

/// `hig-wizard batch TREE FILE`: one answer set per record, one result per
/// record, streamed: memory stays flat however many records there are.
struct BatchCommand: Command {
  static let name = CommandName.batch
  let tool: HigWizard

  func run(_ parsed: ParsedArguments) throws(CommandFailure) {
    let (treeID, path) = (parsed.operands[0], parsed.operands[1])

    let inputFormat =
      parsed.last(.inputFormat, as: BatchFormat.self) ?? BatchFormat.forFile(path)
    let format = parsed.last(.format, as: BatchResults.Format.self) ?? .jsonl

    guard let catalog = tool.loadCatalog(parsed, only: treeID) else { throw .told }
    guard let tree = catalog.entry(treeID)?.tree else {
      throw .usage(HigWizard.unknownTree(treeID, catalog: catalog), spec: Self.spec)
    }

    let input: FileSystem.Input
    do {
      input = try FileSystem.Input(path)
    } catch {
      throw .error(Diagnostic(.error, error.description(in: language)))
    }

    let output = parsed.last(.output).flatMap { $0 == "-" ? nil : $0 }
    // Results written over the answers they come from would lose them:
    // refused before anything is written.
    if let output, input.isSameFile(as: output) {
      throw .error(
        Diagnostic(
          .error,
          Message(
            "'{1}' is the file the answers are read from; write the results to another file",
            PlainText.inline(output))))
    }
    let sink: BatchSink
    do {
      sink = try BatchSink(path: output)
    } catch {
      throw .error(Diagnostic(.error, error.description(in: language)))
    }
    // The trees its outcomes follow into, for `TREE.QUESTION` columns.
    let followUps = catalog.followUps(of: tree) { id in
      HigWizard.bundledCatalog(only: id, language: language).entry(id)?.tree
    }
    var results = BatchResults(
      tree: tree, format: format, useDefaults: parsed.has(.defaults),
      source: path == "-" ? "<stdin>" : path, followUps: followUps, language: language)
    var reader = BatchReader(format: inputFormat)
    sink.append(results.header)
    var row: [UInt8] = []
    func take(_ item: BatchReader.Item) {
      row.removeAll(keepingCapacity: true)
      let problem = results.take(item, into: &row)
      for warning in results.warnings { tool.printer.print(warning) }
      if let problem { tool.printer.print(problem) }
      sink.append(bytes: row)
    }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count: Int
      do {
        count = try input.read(into: &chunk)
      } catch {
        throw .error(Diagnostic(.error, error.description(in: language)))
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
      throw .error(Diagnostic(.error, error.description(in: language)))
    }
    // Results that did not reach standard output are not a success.
    if output == nil, console.outputFailure != nil { throw .told }
    console.write(results.summary(output: output) + "\n", to: .error)
    // Every bad record was told as it was met.
    if results.failed > 0 { throw .told }
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
