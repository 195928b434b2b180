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

struct BenchCase {
  /// Short identifier used in the report.
  var name: String
  /// The command: `argv[0]` is the absolute path of the executable.
  var argv: [String]
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
  ]
}
