#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import WizardCore

/// What the scanner found in a file, kept by the file's content:
/// `$XDG_CACHE_HOME/hig-wizard/scan/KEY` (`~/.cache/hig-wizard/scan/…`
/// when XDG_CACHE_HOME is unset or not absolute).
///
/// KEY hashes the scanner's version, the names looked for and the file's
/// bytes: a changed file, a changed vocabulary or a new scanner misses. An
/// entry is written to a temporary file and renamed, so a reader sees all of
/// it or nothing; one that cannot be read or decoded is a miss, never an
/// error, and so is a cache folder that cannot be made.
///
/// An entry is a header line, `hig-wizard-scan-cache 2 KEY`, then the file
/// as ``ScannedFilesJSON`` writes it for `hig-wizard scan`: one format for
/// both, so that what the cache gives back is what a parse gives.
struct ScanCache: Sendable {
  /// Changes whenever what the scanner extracts changes, so that entries
  /// made by an older scanner miss.
  static let scannerVersion = "hig-wizard-scan uses 2"

  let folder: String
  /// The part of every key that does not depend on the file.
  private let seed: (UInt64, UInt64)

  /// The cache for `names`, in the user's cache folder; nil when there is
  /// no HOME and no XDG_CACHE_HOME.
  init?(names: Set<String>) {
    let base: String
    if let cache = System.environment("XDG_CACHE_HOME"), cache.hasPrefix("/") {
      base = cache
    } else if let home = FileSystem.home {
      base = home + "/.cache"
    } else {
      return nil
    }
    self.init(folder: base + "/hig-wizard/scan", names: names)
  }

  init(folder: String, names: Set<String>) {
    self.folder = folder
    var text = Self.scannerVersion + "\n"
    for name in names.sorted() { text += name + "\n" }
    seed = Self.hash(Array(text.utf8), seed: (0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344))
  }

  /// The key of a file's content: 32 hexadecimal digits.
  func key(for bytes: [UInt8]) -> String {
    let (first, second) = Self.hash(bytes, seed: seed)
    return Self.hex(first) + Self.hex(second)
  }

  /// The stored result for `bytes`, with `path` as its path.
  func load(key: String, path: String) -> ScannedFile? {
    guard let bytes = try? FileSystem.read(folder + "/" + key) else { return nil }
    return Self.decode(bytes, key: key, path: path)
  }

  /// Stores `file` (but not its path) under `key`; failures are ignored:
  /// a cache that cannot be written costs time, nothing else.
  func store(_ file: ScannedFile, key: String) {
    if !FileSystem.isDirectory(folder) {
      do { try FileSystem.makeFolders(folder, mode: 0o700) } catch { return }
    }
    try? FileSystem.writeAtomically(Array(Self.encode(file, key: key).utf8), to: folder + "/" + key)
  }

  // MARK: The hash

  /// Two 64-bit lanes over 8-byte words (multiply, xor, rotate), then the
  /// length: a cache key, not a defence against someone forging files.
  static func hash(_ bytes: [UInt8], seed: (UInt64, UInt64)) -> (UInt64, UInt64) {
    var first = seed.0
    var second = seed.1
    let primeA: UInt64 = 0x9E37_79B9_7F4A_7C15
    let primeB: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    bytes.withUnsafeBytes { raw in
      let count = raw.count
      var offset = 0
      while offset + 8 <= count {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        first = rotate((first ^ word) &* primeA, 29)
        second = rotate((second &+ word) &* primeB, 31) ^ first
        offset += 8
      }
      var tail: UInt64 = 0
      var shift: UInt64 = 0
      while offset < count {
        tail |= UInt64(raw[offset]) << shift
        shift += 8
        offset += 1
      }
      first = rotate((first ^ tail ^ UInt64(count)) &* primeA, 29)
      second = rotate((second &+ tail &+ UInt64(count)) &* primeB, 31)
    }
    return (mix(first ^ rotate(second, 17)), mix(second ^ rotate(first, 43)))
  }

  private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
    value << count | value >> (64 - count)
  }

  /// A finishing step so that every input bit reaches every output bit.
  private static func mix(_ value: UInt64) -> UInt64 {
    var x = value
    x ^= x >> 33
    x = x &* 0xFF51_AFD7_ED55_8CCD
    x ^= x >> 33
    x = x &* 0xC4CE_B9FE_1A85_EC53
    x ^= x >> 33
    return x
  }

  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  // MARK: The format

  static let header = "hig-wizard-scan-cache 2"

  static func encode(_ file: ScannedFile, key: String) -> String {
    var stored = file
    stored.path = ""
    return header + " " + key + "\n" + ScannedFilesJSON.encode(stored).serialized()
  }

  static func decode(_ bytes: [UInt8], key: String, path: String) -> ScannedFile? {
    let expected = Array((header + " " + key + "\n").utf8)
    guard bytes.count > expected.count, bytes.starts(with: expected),
      var file = ScannedFilesJSON.decodeFile(Array(bytes[expected.count...]))
    else { return nil }
    file.path = path
    return file
  }
}
