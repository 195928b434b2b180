// hig-wizard's own messages in ru, by their English text (the key used in
// the sources with tr(...)). {1}, {2}, … stand for the same values as in the
// English text and may move within the sentence.

extension MessageCatalog {
  static let russian: [String: String] = [:]
}
