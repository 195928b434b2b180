/// Finding and replacing a piece of text inside another, by its UTF-8 bytes.
///
/// The standard library's versions of these (`firstRange(of:)`,
/// `replacing(_:with:)`, `split(separator:)` with a text separator) live in
/// its string-processing module, which brings its regular-expression engine
/// and its tables into the binary, and their relocations into every start.
/// The targets are built without that module (see `Package.swift`); these
/// are what they use instead. A needle matches where its bytes do, which for
/// the needles the program uses (punctuation, line feeds) is where its
/// characters do.
extension StringProtocol {
  /// The range of the first occurrence of `needle`, if any.
  func firstRange(ofText needle: String) -> Range<Index>? {
    let haystack = Array(utf8)
    let pattern = Array(needle.utf8)
    guard let offset = Self.offsets(of: pattern, in: haystack).first else { return nil }
    let lower = utf8.index(startIndex, offsetBy: offset)
    return lower..<utf8.index(lower, offsetBy: pattern.count)
  }

  /// The text with every occurrence of `needle` replaced by `replacement`.
  func replacingAll(_ needle: String, with replacement: String) -> String {
    let haystack = Array(utf8)
    let pattern = Array(needle.utf8)
    let offsets = Self.offsets(of: pattern, in: haystack)
    guard !offsets.isEmpty else { return String(self) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(haystack.count + offsets.count * replacement.utf8.count)
    var from = 0
    for offset in offsets {
      bytes += haystack[from..<offset]
      bytes += replacement.utf8
      from = offset + pattern.count
    }
    bytes += haystack[from...]
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The pieces between the occurrences of `separator`, empty ones
  /// included.
  func pieces(separatedBy separator: String) -> [String] {
    let haystack = Array(utf8)
    let pattern = Array(separator.utf8)
    var pieces: [String] = []
    var from = 0
    for offset in Self.offsets(of: pattern, in: haystack) {
      pieces.append(String(decoding: haystack[from..<offset], as: UTF8.self))
      from = offset + pattern.count
    }
    pieces.append(String(decoding: haystack[from...], as: UTF8.self))
    return pieces
  }

  /// Where `pattern` starts in `bytes`, left to right, without overlaps.
  private static func offsets(of pattern: [UInt8], in bytes: [UInt8]) -> [Int] {
    precondition(!pattern.isEmpty, "an empty needle matches everywhere")
    var offsets: [Int] = []
    var start = 0
    while start + pattern.count <= bytes.count {
      if bytes[start] == pattern[0], bytes[start..<start + pattern.count].elementsEqual(pattern) {
        offsets.append(start)
        start += pattern.count
      } else {
        start += 1
      }
    }
    return offsets
  }
}
