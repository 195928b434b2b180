// The benchmark cases. To add a benchmark, add a `BenchCase` to `benchCases`;
// the harness runs every case the same number of times, interleaved, and
// checks each case's targets.

/// Where the programs under test live, and a scratch directory (created fresh
/// for each harness run, removed afterwards) for any files the cases write.
struct BenchPaths {
  var higWizard: String
  var helloWorld: String
  var scratch: String
}

/// Pass/fail limits for one case. Each limit is optional.
struct BenchTargets {
  /// The case's median wall time divided by its reference's must be at most this.
  var maxMedianRatio: Double? = nil
  /// The case's largest peak RSS over all runs must be strictly below this.
  var peakRSSBelowMiB: Double? = nil
}

/// How a case's command runs, and when its clock stops.
enum RunMode {
  /// Standard input, output and error on /dev/null. The clock stops when the
  /// command has exited, which must be with status 0.
  case detached
  /// On a fresh pseudo-terminal (see `TerminalCommand`). The clock stops when
  /// the command has exited, which must be with status 0, and everything it
  /// wrote has been read.
  case terminal
  /// On a fresh pseudo-terminal. The clock stops when a line of the output
  /// starts with `prompt` (escape sequences ignored; a carriage return starts
  /// the line again); the command is then killed with SIGKILL and reaped.
  case terminalUntilPrompt(String)
}

struct BenchCase {
  /// Short identifier used in the report.
  var name: String
  /// The command: `argv[0]` is the absolute path of the executable.
  var argv: [String]
  var mode = RunMode.detached
  /// The command's whole environment (`NAME=value`), or nil for the harness's own.
  var environment: [String]? = nil
  /// Folders (in the scratch directory) made empty before every run.
  var emptyFolders: [String] = []
  /// Name of the case this one is compared against (ratio of medians).
  var reference: String? = nil
  var targets = BenchTargets()
  /// Files (in the scratch directory) the command writes: removed before
  /// every run, and required to exist and be non-empty after every run.
  var produces: [String] = []
}

func benchCases(_ paths: BenchPaths) -> [BenchCase] {
  [
    BenchCase(
      name: "hello-world",
      argv: [paths.helloWorld]),

    // Issue: "median wall time and peak memory of the non-interactive Markdown
    // run against a Swift hello-world built the same way, in the same run.
    // Target: at most 2x the hello-world's median, peak RSS under 20 MiB."
    BenchCase(
      name: "run-markdown",
      argv: [
        paths.higWizard, "run", "presentation", "--non-interactive",
        "--answer", "platform=ipad",
        "--answer", "suspend=no",
        "--answer", "one-time=no",
        "--answer", "depth=no",
        "--answer", "multiple-inputs=yes",
        "--answer", "drill-down=no",
        "--title", "Photo filters",
        "--format", "markdown",
        "--output", paths.scratch + "/filters.md",
      ],
      reference: "hello-world",
      targets: BenchTargets(maxMedianRatio: 2.0, peakRSSBelowMiB: 20),
      produces: ["filters.md"]),

    // The floor for the terminal cases: the same hello-world, started on a
    // pseudo-terminal exactly as first-prompt is, timed until it has exited
    // and its output has been read.
    BenchCase(
      name: "hello-world-pty",
      argv: [paths.helloWorld],
      mode: .terminal,
      environment: terminalEnvironment(paths),
      emptyFolders: ["home", "state"]),

    // The interactive wizard, from its start on a terminal until its first
    // prompt: libedit prints "> " once it has put the terminal in raw mode.
    // Target: median at most 2x hello-world-pty's. The peak RSS is the
    // reading at the kill, reported but not a target.
    BenchCase(
      name: "first-prompt",
      argv: [paths.higWizard, "run", "presentation"],
      mode: .terminalUntilPrompt("> "),
      environment: terminalEnvironment(paths),
      emptyFolders: ["home", "state"],
      reference: "hello-world-pty",
      targets: BenchTargets(maxMedianRatio: 2.0)),
  ]
}

/// The whole environment of the terminal cases: an xterm, a UTF-8 locale, and
/// empty home and state folders, so that no ~/.editrc, history or saved
/// session of the person running the benchmark is read.
func terminalEnvironment(_ paths: BenchPaths) -> [String] {
  [
    "TERM=xterm",
    "HOME=" + paths.scratch + "/home",
    "XDG_STATE_HOME=" + paths.scratch + "/state",
    "LANG=C.UTF-8",
  ]
}
