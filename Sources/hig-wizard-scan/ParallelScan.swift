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
  let search = NameSearch(searched)
  let count = walked.count
  let results = UnsafeMutableBufferPointer<FileOutcome>.allocate(capacity: count)
  defer { results.deallocate() }
  nonisolated(unsafe) let shared = results
  DispatchQueue.concurrentPerform(iterations: count) { index in
    shared.initializeElement(
      at: index, to: FileOutcome.scan(walked[index], names: searched, search: search, cache: cache))
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

  static func scan(
    _ walked: SourceWalk.File, names: Set<String>, search: NameSearch, cache: ScanCache?
  ) -> FileOutcome {
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(walked.path)
    } catch {
      return FileOutcome(
        file: ScannedFile(path: walked.shown, problem: error.message.text(in: .en)),
        problem: .error(error.message))
    }
    // Most files hold none of the names: one pass over their bytes says so,
    // and only the others are checked as UTF-8 and parsed.
    let hasIgnores = contains(bytes, ignoreMarker)
    guard hasIgnores || search.found(in: bytes) else {
      return FileOutcome(file: ScannedFile(path: walked.shown))
    }
    let source = SourceText(file: walked.shown, bytes: bytes)
    if let offset = source.firstInvalidUTF8Offset {
      let message = Message(
        "the file is not valid UTF-8 (byte 0x{1} at offset {2}); save it as UTF-8",
        hex(bytes[offset]), "\(offset)")
      let at = source.location(ofByte: offset)
      return FileOutcome(
        file: ScannedFile(path: walked.shown, problem: message.text(in: .en)),
        problem: Diagnostic(.error, message, at: at), matched: true)
    }
    if let (depth, offset) = bracketRun(in: bytes, longerThan: maximumBracketRun) {
      let message = Message(
        "not parsed: brackets nested {1} deep at the start of one another; Swift's parser takes twice as long with each level, and the scan parses at most {2}",
        "\(depth)", "\(maximumBracketRun)")
      return FileOutcome(
        file: ScannedFile(path: walked.shown, problem: message.text(in: .en)),
        problem: Diagnostic(.warning, message, at: source.location(ofByte: offset)), matched: true)
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

  /// The longest chain of brackets a file may hold where each opens right
  /// inside a `[` or a bare `(` (`[[[…]]]`, `[(a, [(b, …)])]`): SwiftParser
  /// 6.3's lookahead for array and tuple types takes about twice as long
  /// for each (12 cost a tenth of a second, 20 fifteen seconds, and a few
  /// thousand overflow its stack). Real code nests a handful.
  static let maximumBracketRun = 12

  /// The longest such chain when it is longer than `limit`: its length and
  /// the offset of the bracket that passed the limit.
  ///
  /// Counted on bytes: a chain starts at a `[`; a `[` inside a chain adds
  /// one, a `(` right inside a `[` adds one, a `(` inside a `(` carries the
  /// chain on; a call's `(` (after a name, `)`, `]`, `?`, `!` or `>`) and a
  /// `{` end it. Brackets in strings and comments count too: a long chain
  /// there is rarer still.
  static func bracketRun(in bytes: [UInt8], longerThan limit: Int) -> (Int, Int)? {
    bytes.withUnsafeBufferPointer { buffer -> (Int, Int)? in
      guard let start = buffer.baseAddress,
        memchr(start, Int32(UInt8(ascii: "[")), buffer.count) != nil
      else { return nil }
      // For each open bracket: the chain it is in (0 for none) and whether
      // it is a `[`.
      var open: [(chain: Int, isSquare: Bool)] = []
      var found: (length: Int, offset: Int)?
      var previous: UInt8 = 0
      for offset in 0..<buffer.count {
        let byte = buffer[offset]
        switch byte {
        case UInt8(ascii: "["):
          let chain = (open.last?.chain ?? 0) + 1
          open.append((chain, true))
          if chain > limit { found = (max(chain, found?.length ?? 0), found?.offset ?? offset) }
        case UInt8(ascii: "("):
          let parent = open.last ?? (0, false)
          let isCall =
            isNameByte(previous) || previous == UInt8(ascii: ")")
            || previous == UInt8(ascii: "]") || previous == UInt8(ascii: "?")
            || previous == UInt8(ascii: "!") || previous == UInt8(ascii: ">")
          let chain = isCall || parent.chain == 0 ? 0 : parent.chain + (parent.isSquare ? 1 : 0)
          open.append((chain, false))
          if chain > limit { found = (max(chain, found?.length ?? 0), found?.offset ?? offset) }
        case UInt8(ascii: "{"):
          open.append((0, false))
        case UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "}"):
          if !open.isEmpty { open.removeLast() }
        default:
          break
        }
        if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\t"),
          byte != UInt8(ascii: "\r")
        {
          previous = byte
        }
      }
      return found.map { ($0.length, $0.offset) }
    }
  }

  /// A byte of a name: a letter, a digit, `_`, a backtick or part of a
  /// non-ASCII character.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "`"), 0x80...0xFF:
      return true
    default:
      return false
    }
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

/// The vocabulary's names as bytes, looked for in one pass over a file:
/// at each byte that starts a name, only the names starting with it are
/// compared (one `memchr` pass per name read every file thirty times).
struct NameSearch: Sendable {
  /// For each byte value, the names that start with it.
  private let byFirstByte: [[[UInt8]]]
  private let shortest: Int

  init(_ names: Set<String>) {
    var table = [[[UInt8]]](repeating: [], count: 256)
    for name in names where !name.isEmpty {
      let bytes = Array(name.utf8)
      table[Int(bytes[0])].append(bytes)
    }
    byFirstByte = table
    shortest = names.filter { !$0.isEmpty }.map(\.utf8.count).min() ?? 0
  }

  func found(in bytes: [UInt8]) -> Bool {
    guard shortest > 0, bytes.count >= shortest else { return false }
    return bytes.withUnsafeBufferPointer { text in
      byFirstByte.withUnsafeBufferPointer { table in
        let end = text.count - shortest
        var offset = 0
        while offset <= end {
          let candidates = table[Int(text[offset])]
          if !candidates.isEmpty {
            for name in candidates where name.count <= text.count - offset {
              var index = 1
              while index < name.count, text[offset + index] == name[index] { index += 1 }
              if index == name.count { return true }
            }
          }
          offset += 1
        }
        return false
      }
    }
  }
}
