extension PlainText {
  /// The longest text from a file that a line quotes whole, in Unicode
  /// scalars: a saved session or a tree can hold a 100 KB id or title.
  public static let maximumQuoted = 80

  /// `text` on one line (``inline(_:)``), cut to `limit` Unicode scalars
  /// with `…` at the end when it is longer. Only the start of a long text
  /// is looked at.
  public static func clipped(_ text: String, to limit: Int = maximumQuoted) -> String {
    // The UTF-8 count is at hand and never below the scalar count.
    guard text.utf8.count > limit else { return inline(text) }
    // Room for white space and control characters that `inline` folds away.
    let looked = limit * 4 + 8
    let scalars = text.unicodeScalars
    // Counting stops past `looked`: the rest of a long text is never read.
    let cut = scalars.prefix(looked + 1).count > looked
    let line = inline(cut ? String(String.UnicodeScalarView(scalars.prefix(looked))) : text)
      .unicodeScalars
    if line.count > limit {
      return String(String.UnicodeScalarView(line.prefix(limit - 1))) + "…"
    }
    return String(line) + (cut ? "…" : "")
  }
}
