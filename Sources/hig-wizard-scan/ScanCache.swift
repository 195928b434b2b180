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
/// An entry is lines of tab-separated fields (tab, line feed and backslash
/// escaped as `\t`, `\n`, `\\`; `\-` is "none"); a list is its count then
/// its items:
///
///     hig-wizard-scan-cache 1 KEY
///     use KIND NAME SUBJECT VALUE BOUND-TO SCOPE TYPE LINE COLUMN #LABELS LABEL… #PATH PATH… #ARGUMENTS
///     argument LABEL VALUE #TYPES TYPE…          (one per argument, after its use)
///     type NAME LINE COLUMN #INHERITS INHERITED… #NAMES NAME…
///     ignore LINE #RULES RULE…
///     end
struct ScanCache: Sendable {
  /// Changes whenever what the scanner extracts changes, so that entries
  /// made by an older scanner miss.
  static let scannerVersion = "hig-wizard-scan uses 1"

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

  static let header = "hig-wizard-scan-cache 1"

  static func encode(_ file: ScannedFile, key: String) -> String {
    var out = header + " " + key + "\n"
    func line(_ fields: [String?]) {
      out += fields.map(escaped).joined(separator: "\t") + "\n"
    }
    func list(_ items: [String]) -> [String?] { [String(items.count)] + items }
    for use in file.uses {
      line(
        [
          "use", use.kind.rawValue, use.name, use.subject, use.value, use.boundTo, use.scope,
          use.enclosingType, String(use.line), String(use.column),
        ] + list(use.labels)
          + list(use.path)
          + [String(use.arguments.count)])
      for argument in use.arguments {
        line(["argument", argument.label, argument.value] + list(argument.types))
      }
    }
    for type in file.types {
      line(
        ["type", type.name, String(type.line), String(type.column)] + list(type.inherits)
          + list(type.names.sorted()))
    }
    for ignore in file.ignores {
      line(["ignore", String(ignore.line)] + list(ignore.rules))
    }
    if let problem = file.problem { line(["problem", problem]) }
    return out + "end\n"
  }

  private static func escaped(_ field: String?) -> String {
    guard let field else { return "\\-" }
    var out = ""
    for character in field.unicodeScalars {
      switch character {
      case "\\": out += "\\\\"
      case "\t": out += "\\t"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      default: out.unicodeScalars.append(character)
      }
    }
    return out
  }

  /// Fields read in order; any misstep makes the whole entry a miss.
  private struct Fields {
    var items: [String?]
    var index = 0

    mutating func next() throws(Corrupt) -> String? {
      guard index < items.count else { throw Corrupt() }
      index += 1
      return items[index - 1]
    }
    mutating func text() throws(Corrupt) -> String {
      guard let value = try next() else { throw Corrupt() }
      return value
    }
    mutating func number() throws(Corrupt) -> Int {
      guard let value = Int(try text()), value >= 0 else { throw Corrupt() }
      return value
    }
    mutating func list() throws(Corrupt) -> [String] {
      let count = try number()
      guard count <= items.count - index else { throw Corrupt() }
      var values: [String] = []
      for _ in 0..<count { values.append(try text()) }
      return values
    }
    var isDone: Bool { index == items.count }
  }

  private struct Corrupt: Error {}

  private static func unescaped(_ field: Substring) throws(Corrupt) -> String? {
    if field == "\\-" { return nil }
    guard field.contains("\\") else { return String(field) }
    var out = ""
    var escaping = false
    for character in field.unicodeScalars {
      if escaping {
        switch character {
        case "\\": out += "\\"
        case "t": out += "\t"
        case "n": out += "\n"
        case "r": out += "\r"
        default: throw Corrupt()
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        out.unicodeScalars.append(character)
      }
    }
    if escaping { throw Corrupt() }
    return out
  }

  private static func fields(_ line: Substring) throws(Corrupt) -> Fields {
    var items: [String?] = []
    for field in line.split(separator: "\t", omittingEmptySubsequences: false) {
      items.append(try unescaped(field))
    }
    return Fields(items: items)
  }

  static func decode(_ bytes: [UInt8], key: String, path: String) -> ScannedFile? {
    guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= 3, lines[0] == header + " " + key, lines[lines.count - 1].isEmpty,
      lines[lines.count - 2] == "end"
    else { return nil }
    var file = ScannedFile(path: path)
    do throws(Corrupt) {
      var index = 1
      while index < lines.count - 2 {
        var fields = try Self.fields(lines[index])
        index += 1
        switch try fields.text() {
        case "use":
          guard let kind = SyntaxUse.Kind(rawValue: try fields.text()) else { throw Corrupt() }
          var use = SyntaxUse(
            kind: kind, name: try fields.text(), subject: try fields.text(),
            value: try fields.next(), boundTo: try fields.next(), scope: try fields.text(),
            enclosingType: try fields.next(), line: try fields.number(),
            column: try fields.number())
          use.labels = try fields.list()
          use.path = try fields.list()
          let count = try fields.number()
          guard fields.isDone, count <= lines.count - 2 - index else { throw Corrupt() }
          for _ in 0..<count {
            var argument = try Self.fields(lines[index])
            index += 1
            guard try argument.text() == "argument" else { throw Corrupt() }
            use.arguments.append(
              SyntaxUse.Argument(
                label: try argument.text(), value: try argument.next(), types: try argument.list()))
            guard argument.isDone else { throw Corrupt() }
          }
          file.uses.append(use)
        case "type":
          let name = try fields.text()
          let line = try fields.number()
          let column = try fields.number()
          file.types.append(
            TypeFacts(
              name: name, inherits: try fields.list(), names: Set(try fields.list()), line: line,
              column: column))
        case "ignore":
          file.ignores.append(IgnoreComment(line: try fields.number(), rules: try fields.list()))
        case "problem":
          file.problem = try fields.text()
        default:
          throw Corrupt()
        }
        guard fields.isDone else { throw Corrupt() }
      }
    } catch {
      return nil
    }
    return file
  }
}
