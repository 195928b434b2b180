import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

/// `kill -9` at any moment of a write leaves the old file or the new one,
/// whole, and no temporary file beside it.
@Suite struct KillTests {
  /// The names in `folder`, hidden ones included.
  func names(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func aKilledBatchLeavesTheOldOutputOrTheNewOne() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("tasks.jsonl")
    let records = (1...60_000).map {
      "{\"task\":\"t\($0)\",\"modal-needed\":\"yes\",\"platform\":\"iphone\"}\n"
    }
    try Data(records.joined().utf8).write(to: input)
    let output = folder.appendingPathComponent("results.jsonl")
    let arguments = ["batch", "presentation", input.path, "-o", output.path]

    // The whole new output, once, for comparison.
    let done = try hig(arguments)
    #expect(done.status == 0, "\(done.stderr)")
    let new = try Data(contentsOf: output)
    #expect(new.count > 1_000_000)

    let old = Data("the old results\n".utf8)
    var kept = 0
    var replaced = 0
    for delay in [0.0, 0.01, 0.03, 0.06, 0.1, 0.15, 0.2, 0.3, 0.45, 0.7] {
      try old.write(to: output)
      let script = "\"$0\" \"$@\" 2>/dev/null & pid=$!; sleep \(delay); kill -9 $pid; wait $pid"
      _ = try runProcess("/bin/sh", ["-c", script, Binary.path] + arguments)
      let left = try Data(contentsOf: output)
      #expect(left == old || left == new, "after \(delay) s: \(left.count) bytes")
      if left == old { kept += 1 } else if left == new { replaced += 1 }
      // A kill between the link and the rename may leave the new file under
      // a temporary name, `.hig-wizard-PID-N`, and nothing else.
      #expect(
        try names(in: folder).allSatisfy {
          ["results.jsonl", "tasks.jsonl"].contains($0) || $0.hasPrefix(".hig-wizard-")
        }, "after \(delay) s")
    }
    // The next write there cleans up whatever a killed one left.
    #expect(try hig(arguments).status == 0)
    #expect(try names(in: folder) == ["results.jsonl", "tasks.jsonl"])
    // Both ends were seen, or the delays no longer straddle the write.
    #expect(kept > 0, "every run finished before it was killed: the input is too small")
    #expect(replaced > 0 || kept == 10)
  }

  @Test func aKilledConversationLeavesOnlyWholeSessions() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sessions = folder.appendingPathComponent("hig-wizard/sessions")
    for delay in [0.0, 0.005, 0.01, 0.02, 0.04, 0.08] {
      // Answers come one at a time; each is saved as it comes.
      let script =
        "(for a in yes ipad no no no; do echo $a; sleep 0.01; done) | \"$0\" run presentation"
        + " >/dev/null 2>&1 & pid=$!; sleep \(delay); kill -9 $pid; wait $pid"
      _ = try runProcess(
        "/bin/sh", ["-c", script, Binary.path], environment: ["XDG_STATE_HOME": folder.path])
      guard FileManager.default.fileExists(atPath: sessions.path) else { continue }
      for name in try names(in: sessions) where !name.hasPrefix(".hig-wizard-") {
        #expect(name.hasSuffix(".json") && !name.hasPrefix("."), "left: \(name)")
        let text = try String(contentsOf: sessions.appendingPathComponent(name), encoding: .utf8)
        let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8))
        #expect((parsed as? [String: Any])?["answers"] != nil, "\(name) is not whole:\n\(text)")
      }
    }
    // The next run reads every session left, and its saves clean up the
    // temporary names killed ones left.
    let listed = try hig(["resume", "--list"], environment: ["XDG_STATE_HOME": folder.path])
    #expect(!listed.stderr.contains("error"), "\(listed.stderr)")
    for _ in 0..<2 {
      _ = try runProcess(
        "/bin/sh",
        ["-c", "printf 'yes\\nipad\\n' | \"$0\" run presentation >/dev/null 2>&1", Binary.path],
        environment: ["XDG_STATE_HOME": folder.path])
    }
    #expect(try names(in: sessions).allSatisfy { !$0.hasPrefix(".") })
  }
}
