import WizardCore
import WizardTerminal

/// `hig-wizard scan [PATH]...`: the presentations in an app's Swift code and
/// what in them breaks the guidance. `hig-wizard-scan` (beside this program,
/// linking the toolchain's SwiftParser) reads the syntax; the guidance, the
/// analysis and the reports are WizardCore's.
struct ScanCommand: Command {
  static let name = CommandName.scan
  let tool: HigWizard

  func run(_ parsed: ParsedArguments) throws(CommandFailure) {
    let output = parsed.last(.output).flatMap { $0 == "-" ? nil : $0 }
    let format = parsed.last(.format, as: ScanReport.Format.self) ?? .text
    let failLevel = parsed.last(.failOn, as: ScanFailLevel.self) ?? .error
    let guidance = try Self.guidance(language: language)
    let baseline = try parsed.last(.baseline).map { path throws(CommandFailure) in
      try Self.baseline(path, language: language, printer: tool.printer)
    }
    let paths = parsed.operands.isEmpty ? ["."] : parsed.operands
    for path in paths where !FileSystem.exists(path) {
      throw .error(Diagnostic(.error, Message("cannot scan '{1}': no such file or folder", path)))
    }
    let batch = try Self.scanned(
      paths, names: guidance.names, cache: !parsed.has(.noCache), language: language)
    // What could not be walked or read: said, and the scan goes on.
    tool.printer.print(batch.problems.map { Diagnostic(.warning, .verbatim($0)) })
    var result = ScanAnalysis.analyze(batch.files, guidance: guidance)
    if let path = parsed.last(.writeBaseline) {
      do {
        try FileSystem.writeAtomically(
          Array(ScanBaseline.serialized(result.findings).utf8), to: path)
      } catch {
        throw .error(Diagnostic(.error, error.description(in: language)))
      }
      console.write(
        "scan: "
          // Translators: {1} is the number of findings written; the file's name follows in
          // parentheses.
          + language.trPlural(
            result.findings.count, one: "wrote {1} finding to the baseline",
            other: "wrote {1} findings to the baseline") + " (\(PlainText.inline(path)))\n",
        to: .error)
      return
    }
    var baselined = 0
    if let baseline {
      (result.findings, baselined) = baseline.newFindings(in: result.findings)
    }
    let report = ScanReport(
      result: result, rules: guidance.rules, baselined: baselined, files: batch.statistics.files,
      language: language, version: version)
    let text = report.render(format, sourceRoot: FileSystem.realPath("."))
    if let output {
      do {
        try FileSystem.writeAtomically(Array(text.utf8), to: output)
      } catch {
        throw .error(Diagnostic(.error, error.description(in: language)))
      }
    } else {
      console.write(text)
    }
    console.write("scan: " + report.summary + "\n", to: .error)
    if failLevel.fails(result.findings) { throw .ended(.failure) }
  }

  /// The bundled vocabulary and rules, the rules in `language` where a
  /// translation has them.
  static func guidance(language: Language) throws(CommandFailure) -> ScanGuidance {
    func file(_ name: String) -> [UInt8]? {
      BundledTrees.scanGuidance.first { $0.name == name }.map { Array($0.text.utf8) }
    }
    guard let vocabulary = file("vocabulary.yaml"), let rules = file("rules.yaml"),
      let guidance = ScanGuidanceLoader.load(
        vocabulary: (vocabulary, "<bundled>/scan/vocabulary.yaml"),
        rules: (rules, "<bundled>/scan/rules.yaml")
      ).guidance
    else {
      throw .error(Diagnostic(.error, Message("this build has no scan guidance")))
    }
    guard language != .en, let text = file("rules.\(language.rawValue).yaml") else {
      return guidance
    }
    let translation = ScanGuidanceLoader.loadTranslation(
      bytes: text, source: "<bundled>/scan/rules.\(language.rawValue).yaml"
    ).translation
    return guidance.localized(translation)
  }

  static func baseline(_ path: String, language: Language, printer: DiagnosticPrinter)
    throws(CommandFailure) -> ScanBaseline
  {
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(path)
    } catch {
      throw .error(Diagnostic(.error, error.description(in: language)))
    }
    let loaded = ScanBaseline.load(bytes: bytes, source: path)
    guard let baseline = loaded.baseline else {
      printer.print(loaded.diagnostics)
      throw .told
    }
    return baseline
  }

  /// What the scanner read in `paths`.
  static func scanned(_ paths: [String], names: Set<String>, cache: Bool, language: Language)
    throws(CommandFailure) -> ScannedFilesJSON.Batch
  {
    let here = FileSystem.realPath("/proc/self/exe")
    let folder = here.lastIndex(of: "/").map { String(here[..<$0]) } ?? "."
    guard let scanner = System.programBesideThis(named: SketchParser.scannerName) else {
      throw .error(
        Diagnostic(
          .error,
          Message(
            "'{1}' is not installed beside this program (looked for {2}): it parses Swift with the toolchain's SwiftParser (lib/swift/host beside swiftc); build it with 'make scan' or install it with 'make install'",
            SketchParser.scannerName, folder + "/" + SketchParser.scannerName)))
    }
    let arguments =
      ["uses", "--found-only", "--names", names.sorted().joined(separator: ",")]
      + (cache ? [] : ["--no-cache"])
      + ["--"] + paths
    let reply: [UInt8]
    do {
      reply = try System.run(scanner, arguments, input: [])
    } catch {
      // Most often the dynamic loader did not find the toolchain's libraries
      // (it said so on standard error, above).
      throw .error(
        Diagnostic(
          .error,
          error.message + .verbatim("; ")
            + Message(
              "'{1}' needs the Swift toolchain it was built with (libSwiftParser.so and its neighbours in lib/swift/host); install that toolchain, or build the scanner again with 'make scan'",
              SketchParser.scannerName)))
    }
    guard let batch = ScannedFilesJSON.decode(reply) else {
      throw .error(
        Diagnostic(
          .error,
          Message(
            "'{1}' answered something this version cannot read; reinstall both programs", scanner)))
    }
    return batch
  }
}
