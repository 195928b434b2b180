// Summarising the samples and printing the Markdown report.

struct CaseResult {
  var benchCase: BenchCase
  var warmUp: Int
  var runs: Int
  var medianMs: Double
  var p10Ms: Double
  var p90Ms: Double
  var maxPeakRSSMiB: Double

  init(benchCase: BenchCase, warmUp: Int, samples: [RunSample]) {
    self.benchCase = benchCase
    self.warmUp = warmUp
    runs = samples.count
    let times = samples.map { Double($0.wallNanoseconds) / 1_000_000 }.sorted()
    medianMs = quantile(times, 0.5)
    p10Ms = quantile(times, 0.1)
    p90Ms = quantile(times, 0.9)
    maxPeakRSSMiB = Double(samples.map(\.peakRSSKiB).max() ?? 0) / 1024
  }
}

/// Prints the report to standard output; returns whether every target was met.
func printReport(_ results: [CaseResult], harnessRSSKiB: Int) -> Bool {
  func result(named name: String) -> CaseResult? {
    results.first { $0.benchCase.name == name }
  }

  var timing = MarkdownTable(
    header: [
      "case", "runs", "median ms", "p10 ms", "p90 ms", "max peak RSS MiB", "median vs reference",
    ],
    rightAligned: [false, true, true, true, true, true, false])
  for entry in results {
    var comparison = ""
    if let name = entry.benchCase.reference, let reference = result(named: name) {
      comparison = fixed(entry.medianMs / reference.medianMs) + "x " + name
    }
    timing.rows.append([
      entry.benchCase.name, String(entry.runs), fixed(entry.medianMs), fixed(entry.p10Ms),
      fixed(entry.p90Ms), fixed(entry.maxPeakRSSMiB), comparison,
    ])
  }

  var checks = MarkdownTable(
    header: ["case", "target", "measured", "result"],
    rightAligned: [false, false, true, false])
  var allPassed = true
  for entry in results {
    let targets = entry.benchCase.targets
    // The reference's ratio, then those against other cases.
    var ratios: [(String, Double)] = targets.maxMedianRatioTo.sorted { $0.key < $1.key }.map {
      ($0.key, $0.value)
    }
    if let limit = targets.maxMedianRatio, let name = entry.benchCase.reference {
      ratios.insert((name, limit), at: 0)
    }
    for (name, limit) in ratios {
      guard let other = result(named: name) else { continue }
      let ratio = entry.medianMs / other.medianMs
      let passed = ratio <= limit
      allPassed = allPassed && passed
      checks.rows.append([
        entry.benchCase.name, "median <= \(fixed(limit))x \(name)", fixed(ratio) + "x",
        passed ? "PASS" : "FAIL",
      ])
    }
    if let limit = targets.medianBelowSeconds {
      let seconds = entry.medianMs / 1000
      let passed = seconds < limit
      allPassed = allPassed && passed
      checks.rows.append([
        entry.benchCase.name, "median < \(fixed(limit)) s", fixed(seconds, 3) + " s",
        passed ? "PASS" : "FAIL",
      ])
    }
    if let limit = targets.peakRSSBelowMiB {
      let passed = entry.maxPeakRSSMiB < limit
      allPassed = allPassed && passed
      checks.rows.append([
        entry.benchCase.name, "max peak RSS < \(fixed(limit)) MiB",
        fixed(entry.maxPeakRSSMiB) + " MiB", passed ? "PASS" : "FAIL",
      ])
    }
    if let limit = targets.peakRSSWithinPercent, let name = entry.benchCase.reference,
      let reference = result(named: name)
    {
      let difference = (entry.maxPeakRSSMiB / reference.maxPeakRSSMiB - 1) * 100
      let passed = abs(difference) <= limit
      allPassed = allPassed && passed
      checks.rows.append([
        entry.benchCase.name, "max peak RSS within +/-\(fixed(limit))% of \(name)'s",
        (difference >= 0 ? "+" : "") + fixed(difference) + "%", passed ? "PASS" : "FAIL",
      ])
    }
  }

  let order = results.map(\.benchCase.name).joined(separator: ", ")
  // Cases grouped by their run counts, in table order: "200 after 10 (a, b)".
  var countGroups: [(runs: Int, warmUp: Int, names: [String])] = []
  for entry in results {
    let sameCounts = { (group: (runs: Int, warmUp: Int, names: [String])) in
      group.runs == entry.runs && group.warmUp == entry.warmUp
    }
    if let index = countGroups.firstIndex(where: sameCounts) {
      countGroups[index].names.append(entry.benchCase.name)
    } else {
      countGroups.append((entry.runs, entry.warmUp, [entry.benchCase.name]))
    }
  }
  let countsText = countGroups.map {
    "\($0.runs) after \($0.warmUp) (\($0.names.joined(separator: ", ")))"
  }
  var lines = [
    "## hig-wizard benchmark",
    "",
    "- measured runs per case after warm-up runs: \(countsText.joined(separator: "; "))",
    "- interleaved in rounds, each case at most once per round, in table order (\(order), \(order), ...); a case with fewer runs than there are rounds runs in evenly spaced rounds, warm-up first",
    "- host: \(systemDescription())",
    "- wall time: CLOCK_MONOTONIC around posix_spawn + wait4; p10/p90 interpolated",
    "- peak RSS: ru_maxrss from wait4; Linux carries the harness's own RSS into it across vfork+exec, so readings near the harness's peak (\(fixed(Double(harnessRSSKiB) / 1024)) MiB) are that floor",
  ]
  let terminalCases = results.map(\.benchCase).filter {
    if case .detached = $0.mode { return false }
    return true
  }
  if !terminalCases.isEmpty {
    let names = terminalCases.map(\.name).joined(separator: ", ")
    lines.append(
      "- terminal cases (\(names)): each run on a fresh \(terminalColumns)x\(terminalRows) pseudo-terminal; the clock stops when the command has exited and its output has been read, or at the read that completes the prompt (the command is then killed, so its peak RSS is the reading at that moment)"
    )
  }
  let generated = results.map(\.benchCase).filter { $0.setUp != nil }.map(\.name)
  if !generated.isEmpty {
    lines.append(
      "- inputs of \(generated.joined(separator: ", ")): generated into the scratch directory once, before the first round, untimed"
    )
  }
  lines.append("")
  lines += timing.render()
  if !checks.rows.isEmpty {
    lines += [""] + checks.render()
  }
  lines += ["", "Result: " + (allPassed ? "PASS" : "FAIL")]
  print(lines.joined(separator: "\n"))
  return allPassed
}

/// A Markdown table whose columns are also padded to line up as plain text.
struct MarkdownTable {
  var header: [String]
  var rightAligned: [Bool]
  var rows: [[String]] = []

  func render() -> [String] {
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      let padded = cells.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return rightAligned[column] ? padding + cell : cell + padding
      }
      return "| " + padded.joined(separator: " | ") + " |"
    }
    // Each rule cell spans the cell and its two spaces of padding.
    let rule = widths.indices.map { column in
      let dashes = String(repeating: "-", count: widths[column] + 1)
      return rightAligned[column] ? dashes + ":" : dashes + "-"
    }
    return [line(header), "|" + rule.joined(separator: "|") + "|"]
      + rows.map(line)
  }
}
