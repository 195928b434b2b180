import Dispatch
import SwiftParser
import SwiftSyntax
import WizardCore

/// `hig-wizard-scan parse-all [PATH…]`: parses every Swift file under the
/// paths with SwiftParser, on every core, and prints how many files and
/// lines it read. The benchmark's reference for `scan` (Benchmarks/): what
/// reading an app with the toolchain's parser costs without the byte search
/// and the cache.
enum ParseAllCommand {
  static func run(_ paths: [String]) -> Int32 {
    let (files, problems) = SourceWalk.files(under: paths)
    for problem in problems {
      write("hig-wizard-scan: \(problem.location.map { "\($0): " } ?? "")\(problem.message)\n", to: 2)
    }
    let lines = UnsafeMutableBufferPointer<Int>.allocate(capacity: files.count)
    defer { lines.deallocate() }
    lines.initialize(repeating: 0)
    nonisolated(unsafe) let shared = lines
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      guard let bytes = try? FileSystem.read(files[index].path) else { return }
      let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
      shared[index] = SourceLocationConverter(fileName: "", tree: tree).location(
        for: tree.endPosition
      ).line
    }
    write("\(files.count) files, \(lines.reduce(0, +)) lines parsed\n", to: 1)
    return problems.isEmpty ? 0 : 1
  }
}
