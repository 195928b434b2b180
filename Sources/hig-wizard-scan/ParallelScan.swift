#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Dispatch
import WizardCore

/// What a scan of some paths found.
struct ScanResult: Sendable {
  /// Every Swift file walked, in path order: the ones not parsed (their
  /// text holds none of the names) with no uses.
  var files: [ScannedFile]
  /// The walk's problems (a path that does not exist, a folder that cannot
  /// be read) and each file's that could not be read or is not UTF-8.
  var problems: [Diagnostic]
  var statistics: Statistics

  /// How much work the scan did (the core's type: it travels in the JSON).
  typealias Statistics = ScannedFilesJSON.Statistics
}

/// Scans the Swift files under `paths` (the current folder when empty) for
/// the uses of `names`.
///
/// Every file is read, but only one whose bytes hold one of `names` or
/// `hig-wizard:ignore` (a plain byte search) is parsed; files are read and
/// parsed on every core, and the results come back in path order. A file
/// that is not UTF-8 or cannot be read gets a `problem` and a diagnostic.
/// With `useCache`, results are kept by file content (``ScanCache``).
func scanFiles(paths: [String], names: Set<String>, useCache: Bool) -> ScanResult {
  let (walked, walkProblems) = SourceWalk.files(under: paths)
  let searched = names.filter { !$0.isEmpty }
  let cache = useCache ? ScanCache(names: searched) : nil
  let count = walked.count
  let results = UnsafeMutableBufferPointer<FileOutcome>.allocate(capacity: count)
  defer { results.deallocate() }
  nonisolated(unsafe) let shared = results
  DispatchQueue.concurrentPerform(iterations: count) { index in
    shared.initializeElement(
      at: index, to: FileOutcome.scan(walked[index], names: searched, cache: cache))
  }
  defer { _ = results.deinitialize() }
  var result = ScanResult(files: [], problems: walkProblems, statistics: .init())
  result.files.reserveCapacity(count)
  result.statistics.files = count
  for outcome in results {
    result.files.append(outcome.file)
    if let problem = outcome.problem { result.problems.append(problem) }
    if outcome.matched { result.statistics.matched += 1 }
    if outcome.parsed { result.statistics.parsed += 1 }
    if outcome.cached { result.statistics.cached += 1 }
  }
  return result
}

/// One file's part of a scan.
struct FileOutcome {
  var file: ScannedFile
  var problem: Diagnostic?
  var matched = false
  var parsed = false
  var cached = false

  static let ignoreMarker = Array(IgnoreComments.marker.utf8)

  static func scan(_ walked: SourceWalk.File, names: Set<String>, cache: ScanCache?)
    -> FileOutcome
  {
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(walked.path)
    } catch {
      return FileOutcome(
        file: ScannedFile(path: walked.shown, problem: error.message.text(in: .en)),
        problem: .error(error.message))
    }
    let source = SourceText(file: walked.shown, bytes: bytes)
    if let offset = source.firstInvalidUTF8Offset {
      let message = Message(
        "the file is not valid UTF-8 (byte 0x{1} at offset {2}); save it as UTF-8",
        hex(bytes[offset]), "\(offset)")
      let at = source.location(ofByte: offset)
      return FileOutcome(
        file: ScannedFile(path: walked.shown, problem: message.text(in: .en)),
        problem: Diagnostic(.error, message, at: at))
    }
    let hasIgnores = contains(bytes, ignoreMarker)
    guard hasIgnores || names.contains(where: { contains(bytes, Array($0.utf8)) }) else {
      return FileOutcome(file: ScannedFile(path: walked.shown))
    }
    let key = cache?.key(for: bytes)
    if let cache, let key, let stored = cache.load(key: key, path: walked.shown) {
      return FileOutcome(file: stored, matched: true, cached: true)
    }
    let file = UseExtractor.scan(
      bytes: bytes, path: walked.shown, names: names, lookForIgnores: hasIgnores)
    if let cache, let key { cache.store(file, key: key) }
    return FileOutcome(file: file, matched: true, parsed: true)
  }

  /// Whether `needle` occurs in `haystack`: C's memchr finds each place
  /// its first byte is, memcmp compares the rest (a byte loop in Swift is
  /// slow in debug builds, and every file is searched for every name).
  static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard let first = needle.first, needle.count <= haystack.count else { return false }
    return haystack.withUnsafeBytes { hay in
      needle.withUnsafeBytes { wanted in
        guard let start = hay.baseAddress, let rest = wanted.baseAddress else { return false }
        let last = hay.count - wanted.count
        var offset = 0
        while offset <= last {
          guard let found = memchr(start + offset, Int32(first), last - offset + 1) else {
            return false
          }
          offset = start.distance(to: UnsafeRawPointer(found))
          if memcmp(start + offset, rest, wanted.count) == 0 { return true }
          offset += 1
        }
        return false
      }
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }
}
