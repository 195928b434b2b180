import WizardCore

/// `hig-wizard-scan uses [--names A,B,…] [--no-cache] [PATH…]`: what the
/// scanner reads in the Swift files under the paths, as JSON with sorted
/// keys (so equal scans print equal bytes), for tests and for looking at
/// what a rule will see. Not meant for scripts: the fields follow
/// ``ScannedFile`` and change with it.
///
/// The JSON holds every file walked (`files`, in path order), the walk's
/// and the files' problems as `file:line:column: message` (`problems`), and
/// how many files were walked, matched the names, were parsed and came
/// from the cache (`statistics`).
enum UsesCommand {
  static let usage = """
    usage: hig-wizard-scan uses [--names NAME,NAME…] [--no-cache] [--found-only] [PATH…]

    Prints, as JSON, the calls, assignments and member functions of the
    names in the Swift files under PATH (default: the current folder), the
    type declarations and the hig-wizard:ignore comments.

    """

  /// Runs the command; the exit status: 0, or 2 for a usage error.
  static func run(_ arguments: [String]) -> Int32 {
    var names: Set<String> = []
    var useCache = true
    // Leave out the files in which nothing was found (most of an app's):
    // `hig-wizard scan` reads only the others, and the count.
    var foundOnly = false
    var paths: [String] = []
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        paths.append(argument)
      } else if argument == "--" {
        optionsEnded = true
      } else if argument == "--no-cache" {
        useCache = false
      } else if argument == "--found-only" {
        foundOnly = true
      } else if argument == "--names" || argument.hasPrefix("--names=") {
        let value: String
        if argument == "--names" {
          guard index < arguments.count else { return usageError("'--names' needs a value") }
          value = arguments[index]
          index += 1
        } else {
          value = String(argument.dropFirst("--names=".count))
        }
        for name in value.split(separator: ",") { names.insert(String(name)) }
      } else if argument == "--help" || argument == "-h" {
        write(usage, to: 1)
        return 0
      } else {
        return usageError("unknown option '\(argument)'")
      }
    }
    var result = scanFiles(paths: paths, names: names, useCache: useCache)
    if foundOnly {
      result.files.removeAll {
        $0.uses.isEmpty && $0.types.isEmpty && $0.ignores.isEmpty && $0.bindings.isEmpty
          && $0.problem == nil
      }
    }
    write(json(result).serialized(), to: 1)
    return 0
  }

  private static func usageError(_ message: String) -> Int32 {
    write("hig-wizard-scan: error: \(message)\n" + usage, to: 2)
    return 2
  }

  /// The scan as ``ScannedFilesJSON`` writes it, the form `hig-wizard scan`
  /// reads.
  static func json(_ result: ScanResult) -> JSONValue {
    ScannedFilesJSON.encode(
      ScannedFilesJSON.Batch(
        files: result.files,
        problems: result.problems.map { problem in
          (problem.location.map { "\($0): " } ?? "") + problem.message
        },
        statistics: result.statistics))
  }
}
