// bench — times the cases in Cases.swift and checks their targets.
//
//   bench --hig-wizard PATH --hello-world PATH
//
// Environment: BENCH_RUNS (measured runs per case, default 200),
// BENCH_WARMUP (unrecorded runs per case first, default 10). A slow case may
// set its own counts instead (`runs`, `warmUp` in Cases.swift).
//
// The runs go in rounds, each case at most once per round, in table order
// (A B A B ...), so machine noise falls on all cases alike. There are as many
// rounds as the case with the most runs (warm-up included) needs; a case with
// fewer runs has them in evenly spaced rounds, warm-up first. Before the
// first round, each case's `setUp` makes its input files. Exit status: 0 when
// every target is met, 1 when a target is missed, a set-up fails or a run of
// a case fails, 2 on a usage error.

import Glibc

@main
struct Bench {
  static func main() {
    exit(run(Array(CommandLine.arguments.dropFirst())))
  }

  static let usage = "usage: bench --hig-wizard PATH --hello-world PATH"

  static func run(_ arguments: [String]) -> Int32 {
    // Arguments and settings.
    var higWizard: String?
    var helloWorld: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "-h" || argument == "--help" {
        print(usage)
        print("environment: BENCH_RUNS (default 200), BENCH_WARMUP (default 10)")
        return 0
      }
      guard argument == "--hig-wizard" || argument == "--hello-world",
        index + 1 < arguments.count
      else {
        printError("bench: unexpected argument '\(argument)'\n\(usage)")
        return 2
      }
      if argument == "--hig-wizard" {
        higWizard = arguments[index + 1]
      } else {
        helloWorld = arguments[index + 1]
      }
      index += 2
    }
    guard let higWizard, let helloWorld else {
      printError("bench: both --hig-wizard and --hello-world are required\n\(usage)")
      return 2
    }
    // The floors are built together: yaml-floor is beside hello-world.
    let yamlFloor =
      String(helloWorld[..<(helloWorld.lastIndex(of: "/") ?? helloWorld.startIndex)])
      + "/yaml-floor"
    // The scanner is installed beside hig-wizard (`make scan` links it there).
    let scanner =
      String(higWizard[..<(higWizard.lastIndex(of: "/") ?? higWizard.startIndex)])
      + "/hig-wizard-scan"
    for path in [higWizard, helloWorld, yamlFloor, scanner] where !isExecutableFile(path) {
      printError("bench: not an executable file: \(path)")
      return 2
    }
    guard let runs = countSetting("BENCH_RUNS", default: 200, minimum: 1),
      let warmUp = countSetting("BENCH_WARMUP", default: 10, minimum: 0)
    else { return 2 }

    let scratch: ScratchDirectory
    do {
      scratch = try ScratchDirectory()
    } catch {
      printError("bench: \(error.message)")
      return 2
    }
    defer { scratch.remove() }

    let paths = BenchPaths(
      higWizard: higWizard, helloWorld: helloWorld, yamlFloor: yamlFloor, scanner: scanner,
      scratch: scratch.path)
    let cases = benchCases(paths)
    for benchCase in cases {
      let references =
        [benchCase.reference].compactMap { $0 } + benchCase.targets.maxMedianRatioTo.keys
      for reference in references where !cases.contains(where: { $0.name == reference }) {
        printError("bench: case '\(benchCase.name)' refers to unknown case '\(reference)'")
        return 2
      }
      if benchCase.targets.needsReference && benchCase.reference == nil {
        printError("bench: case '\(benchCase.name)' compares with its reference, but has none")
        return 2
      }
      if (benchCase.runs ?? 1) < 1 || (benchCase.warmUp ?? 0) < 0 {
        printError("bench: case '\(benchCase.name)': runs must be at least 1, warmUp at least 0")
        return 2
      }
    }

    // Measurement.
    let environment = currentEnvironment()
    var commands: [any BenchCommand] = []
    do {
      for benchCase in cases {
        let caseEnvironment = benchCase.environment ?? environment
        switch benchCase.mode {
        case .detached:
          commands.append(try PreparedCommand(argv: benchCase.argv, environment: caseEnvironment))
        case .terminal:
          commands.append(
            TerminalCommand(argv: benchCase.argv, environment: caseEnvironment, prompt: nil))
        case .terminalUntilPrompt(let prompt):
          commands.append(
            TerminalCommand(argv: benchCase.argv, environment: caseEnvironment, prompt: prompt))
        }
      }
    } catch {
      printError("bench: \(error.message)")
      return 2
    }

    // Input files, once, before any run.
    for benchCase in cases {
      guard let setUp = benchCase.setUp else { continue }
      let start = monotonicNanoseconds()
      do {
        try setUp()
      } catch {
        printError("bench: FAIL: set-up of case \(benchCase.name): \(error.message)")
        return 1
      }
      let seconds = Double(monotonicNanoseconds() - start) / 1_000_000_000
      printError("bench: set-up of \(benchCase.name): \(fixed(seconds)) s")
    }

    let counts = cases.map {
      RunCounts(warmUp: $0.warmUp ?? warmUp, measured: $0.runs ?? runs)
    }
    let rounds = counts.map(\.total).max() ?? 0
    var samples = counts.map { count in
      var list = [RunSample]()
      list.reserveCapacity(count.measured)
      return list
    }
    let countsText = zip(cases, counts).map { "\($0.name) \($1.warmUp)+\($1.measured)" }
    printError(
      "bench: \(cases.count) cases in \(rounds) interleaved rounds; warm-up + measured runs: "
        + countsText.joined(separator: ", "))
    var nextRun = counts.map { _ in 0 }
    for round in 0..<rounds {
      for (caseIndex, benchCase) in cases.enumerated() {
        let count = counts[caseIndex]
        let run = nextRun[caseIndex]
        // Run k of a case with n runs goes in round floor(k * rounds / n):
        // at most one per round, since n <= rounds.
        guard run < count.total, run * rounds / count.total == round else { continue }
        nextRun[caseIndex] += 1
        let measured = run >= count.warmUp
        let label = measured ? "run \(run - count.warmUp + 1)" : "warm-up run \(run + 1)"
        guard
          let sample = runOnce(
            benchCase, commands[caseIndex], scratch: scratch.path, label: label)
        else { return 1 }
        if measured { samples[caseIndex].append(sample) }
      }
    }

    // Report.
    let results = zip(zip(cases, counts), samples).map {
      CaseResult(benchCase: $0.0, warmUp: $0.1.warmUp, samples: $1)
    }
    let passed = printReport(results, harnessRSSKiB: harnessPeakRSSKiB())
    return passed ? 0 : 1
  }

  /// How many times one case runs: first unrecorded, then measured.
  struct RunCounts {
    var warmUp: Int
    var measured: Int
    var total: Int { warmUp + measured }
  }

  /// One run of one case, checked. Returns nil (after saying why on standard
  /// error) when the command failed: timing a failing command means nothing.
  static func runOnce(
    _ benchCase: BenchCase, _ command: any BenchCommand, scratch: String, label: String
  ) -> RunSample? {
    for file in benchCase.produces { unlink(scratch + "/" + file) }
    for folder in benchCase.emptyFolders {
      do {
        try makeEmptyFolder(scratch + "/" + folder)
      } catch {
        printError("bench: \(benchCase.name), \(label): \(error.message)")
        return nil
      }
    }
    let commandLine = benchCase.argv.map(shellQuoted).joined(separator: " ")
    let sample: RunSample
    do {
      sample = try command.run()
    } catch {
      guard let output = error.output else {
        printError("bench: \(benchCase.name), \(label): \(error.message)")
        return nil
      }
      var shown = commandLine
      if let environment = benchCase.environment {
        shown = (["env", "-i"] + environment).map(shellQuoted).joined(separator: " ") + " " + shown
      }
      printError(
        """
        bench: FAIL: case \(benchCase.name), \(label): \(error.message)
        bench: command (on a \(terminalColumns)x\(terminalRows) pseudo-terminal):
          \(shown)
        bench: its output, escape sequences removed (at most the last 30 lines):
        \(lastLines(output, 30))
        """)
      return nil
    }
    // A terminal command checks how it ended itself (first-prompt's is
    // killed on purpose).
    if case .detached = benchCase.mode, !sample.status.succeeded {
      printError(
        """
        bench: FAIL: case \(benchCase.name), \(label): \(sample.status.description)
        bench: command (its output was discarded; run it by hand to see why):
          \(commandLine)
        """)
      return nil
    }
    for file in benchCase.produces {
      guard let size = regularFileSize(scratch + "/" + file), size > 0 else {
        printError(
          """
          bench: FAIL: case \(benchCase.name), \(label): exited 0 but did not write \(file)
          bench: command:
            \(commandLine)
          """)
        return nil
      }
    }
    return sample
  }

  /// A non-negative integer from the environment, or the default.
  static func countSetting(_ name: String, default value: Int, minimum: Int) -> Int? {
    guard let text = getEnvironment(name), !text.isEmpty else { return value }
    guard let number = Int(text), number >= minimum, number <= 1_000_000 else {
      printError("bench: \(name) must be an integer from \(minimum) to 1000000, not '\(text)'")
      return nil
    }
    return number
  }
}
