import WizardCore

/// Runs `hig-wizard-scan sketches`, the program beside this one that links
/// the toolchain's SwiftParser, on the sketches `lint` checks.
enum SketchParser {
  /// The scanner's name; it is looked for only beside this program, never
  /// on PATH.
  static let scannerName = "hig-wizard-scan"

  enum Failure: Error {
    case missing
    /// The scanner could not be started, or did not end well.
    case failed(FileSystem.Failure)
  }

  /// The syntax errors of `requests`, as the scanner reports them.
  static func problems(_ requests: [SketchCheck.Request]) throws(Failure) -> [SketchCheck.Problem] {
    guard !requests.isEmpty else { return [] }
    guard let scanner = System.programBesideThis(named: scannerName) else { throw .missing }
    do {
      let reply = try System.run(scanner, ["sketches"], input: SketchCheck.encode(requests))
      return SketchCheck.problems(inReply: String(decoding: reply, as: UTF8.self))
    } catch {
      throw .failed(error)
    }
  }
}
