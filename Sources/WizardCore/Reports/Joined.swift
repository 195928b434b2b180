extension Array where Element == String {
  /// The texts with `separator` between them, as the standard library's
  /// `joined(separator:)` makes them.
  ///
  /// This one is concrete, so every `[String]` in the program uses it: the
  /// standard library's is generic, and its first call looks up the
  /// collection's element type by its mangled name, 0.1M instructions (a
  /// twentieth of a Markdown run's own start-up work).
  ///
  /// `package`, not `public`: it serves this package's modules, and a
  /// client of the WizardCore library keeps the standard library's.
  package func joined(separator: String = "") -> String {
    var length = separator.utf8.count * Swift.max(0, count - 1)
    for text in self { length += text.utf8.count }
    var result = ""
    result.reserveCapacity(length)
    for (index, text) in enumerated() {
      if index > 0 { result += separator }
      result += text
    }
    return result
  }
}
