import Synchronization

/// The translations of hig-wizard's own messages.
///
/// Each language's catalog holds (English, translation) pairs sorted by the
/// English text's UTF-8 bytes, searched by halving: unlike a dictionary, it
/// needs no hashing of every key (some are whole help screens) when a run
/// first looks a message up. A test checks the order.
public enum MessageCatalog {
  /// One language's pairs as one text and, for each pair in order, the
  /// start and length in it of the English text and of the translation.
  /// An array of string pairs held a pointer per string, which the dynamic
  /// loader relocated at every start, writing (and so copying) each page of
  /// every table, in a run that reads one table or none.
  public struct Catalog: Sendable {
    let text: StaticString
    let spans: [Int32]

    public init(text: StaticString, spans: [Int32]) {
      self.text = text
      self.spans = spans
    }

    var count: Int { spans.count / 4 }

    /// The English text (part 0) or the translation (part 1) of pair `index`.
    func string(_ index: Int, part: Int) -> String {
      text.withUTF8Buffer { text in
        String(decoding: bytes(index, part: part, in: text), as: UTF8.self)
      }
    }

    func bytes(_ index: Int, part: Int, in text: UnsafeBufferPointer<UInt8>)
      -> UnsafeBufferPointer<UInt8>
    {
      let start = Int(spans[4 * index + 2 * part])
      return UnsafeBufferPointer(
        rebasing: text[start..<start + Int(spans[4 * index + 2 * part + 1])])
    }
  }

  /// Where the catalogs come from: the program registers its tables at
  /// start (WizardMessages' `Translations.register()`, made from po/*.po).
  /// WizardCore holds none of its own, so a build without them (embed-trees,
  /// the fuzzers) speaks English. English itself is never looked up.
  static let registered = Mutex<(@Sendable (Language) -> Catalog?)?>(nil)

  /// Makes `catalog` the source of every language's translations: called
  /// once, at start, by the program (or a test) that has the tables.
  public static func register(_ catalog: @escaping @Sendable (Language) -> Catalog?) {
    registered.withLock { $0 = catalog }
  }

  static func catalog(_ language: Language) -> Catalog? {
    guard language != .en, let lookup = registered.withLock({ $0 }) else { return nil }
    return lookup(language)
  }

  static func translate(_ english: String, in language: Language, _ arguments: [String]) -> String {
    let template = translation(of: english, in: language) ?? english
    guard !arguments.isEmpty else { return template }
    return fill(template, arguments)
  }

  static func translation(of english: String, in language: Language) -> String? {
    catalog(language).flatMap { find(english, in: $0) }
  }

  static func entries(_ language: Language) -> [(String, String)] {
    guard let catalog = catalog(language) else { return [] }
    return (0..<catalog.count).map {
      (catalog.string($0, part: 0), catalog.string($0, part: 1))
    }
  }

  /// Every translated message of `language`, by its English text.
  public static func table(_ language: Language) -> [String: String] {
    Dictionary(entries(language), uniquingKeysWith: { first, _ in first })
  }

  /// Whether `a` sorts before `b` by UTF-8 bytes: the catalogs' order.
  static func precedes(_ a: String, _ b: String) -> Bool {
    a.utf8.lexicographicallyPrecedes(b.utf8)
  }

  static func find(_ english: String, in catalog: Catalog) -> String? {
    var english = english
    return english.withUTF8 { english in
      catalog.text.withUTF8Buffer { text -> String? in
        var low = 0
        var high = catalog.count
        while low < high {
          let middle = (low + high) / 2
          let key = catalog.bytes(middle, part: 0, in: text)
          if key.elementsEqual(english) {
            return String(decoding: catalog.bytes(middle, part: 1, in: text), as: UTF8.self)
          }
          if key.lexicographicallyPrecedes(english) { low = middle + 1 } else { high = middle }
        }
        return nil
      }
    }
  }

  /// Replaces `{1}`…`{9}` with the arguments, in one pass: an argument that
  /// itself holds `{2}` is not replaced again. Works on UTF-8 bytes: every
  /// report line goes through here.
  static func fill(_ template: String, _ arguments: [String]) -> String {
    var template = template
    template.makeContiguousUTF8()
    var result: [UInt8] = []
    result.reserveCapacity(template.utf8.count + arguments.reduce(0) { $0 + $1.utf8.count })
    let open = UInt8(ascii: "{")
    let close = UInt8(ascii: "}")
    let one = UInt8(ascii: "1")
    template.utf8.withContiguousStorageIfAvailable { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == open, index + 2 < bytes.count, bytes[index + 2] == close,
          bytes[index + 1] >= one, bytes[index + 1] < one &+ UInt8(min(arguments.count, 9))
        {
          result += arguments[Int(bytes[index + 1] - one)].utf8
          index += 3
        } else {
          result.append(byte)
          index += 1
        }
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

}
