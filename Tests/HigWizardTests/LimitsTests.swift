import Foundation
import Testing

/// However long the input, a list of problems is at most 50 and a count.
@Suite struct LimitsTests {
  @Test func thousandsOfBadAnswerFlagsGiveFiftyErrorsAndACount() throws {
    let flags = (0..<20_000).flatMap { ["-a", "k\($0)=x"] }
    let result = try hig(["run", "presentation", "-n"] + flags)
    #expect(result.status == 2)
    let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }
    #expect(errors.count == 51)
    #expect(errors.last == "error: … and 19950 more")
  }

  /// Batch input that once grew memory without bound, under a 1 GiB limit of
  /// address space: each ends with its message, not "failed to allocate".
  @Test(arguments: [
    (
      "head -c 30000000 /dev/zero", "jsonl",
      "<stdin>:1: error: a record longer than 1048576 bytes; it is skipped"
    ),
    (
      "{ echo task,platform; head -c 43000000 /dev/zero | tr '\\0' ,; echo; echo A,ipad; }", "csv",
      "<stdin>:2: error: a record longer than 1048576 bytes; it is skipped"
    ),
    (
      "{ echo task,platform; echo 'A,ip\"ad'; echo B,iphone; }", "csv",
      "<stdin>:2:5: error: a stray quote in a CSV field; quote the whole field and double each quote inside it"
    ),
    (
      "{ echo 'task,platform,task'; echo A,ipad,x; }", "csv",
      "<stdin>:1: error: duplicate column 'task' in the header; no record is read"
    ),
  ])
  func batchInputUnderAMemoryLimit(input: String, format: String, message: String) throws {
    let script =
      "ulimit -v 1048576; \(input) | \"$0\" batch presentation - --input-format \(format) --defaults"
    let result = try runProcess("/bin/sh", ["-c", script, Binary.path])
    #expect(result.stderr.contains(message + "\n"), "\(result.stderr)")
    #expect(!result.stderr.contains("allocate"))
    #expect(result.status == 1)
  }

  @Test func aRecordWithThousandsOfKeysIsOneShortError() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let keys = (0..<30_000).map { "\"k\($0)\":\"x\"" }.joined(separator: ",")
    let file = folder.appendingPathComponent("wide.jsonl")
    try Data("{\(keys)}\n".utf8).write(to: file)
    let result = try hig(["batch", "presentation", file.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("unknown question 'k49' "))
    #expect(!result.stderr.contains("'k50'"))
    #expect(result.stderr.contains("… and 29950 more"))
    // A duplicate key among many is found (a set, not a scan per key).
    let duplicated = folder.appendingPathComponent("dup.jsonl")
    try Data("{\(keys),\"k7\":\"y\"}\n".utf8).write(to: duplicated)
    let twice = try hig(["batch", "presentation", duplicated.path])
    #expect(twice.stderr.contains("duplicate key 'k7'"))
  }
}
