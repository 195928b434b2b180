/// What a line typed at the menu of trees means, read as a reply to a
/// question is: the same trimming, and the commands in English or the
/// language (`quit`, `sair`, `終了`) before anything else. Then, in order:
/// Enter takes the first tree; a number from 1; a prefix of exactly one
/// tree's id or title, in any case.
public enum MenuReply: Sendable, Equatable {
  /// The tree at this place in the menu (0-based).
  case tree(Int)
  case command(WizardCommand)
  /// Names no tree: the text typed, trimmed.
  case unknown(String)

  public static func interpret(_ line: String, trees: [Tree], language: Language) -> MenuReply {
    let text = line.trimmingWhitespace
    let key = text.lowercased()
    if let command = WizardCommand(typed: key, language: language) { return .command(command) }
    if key.isEmpty, !trees.isEmpty { return .tree(0) }
    if let number = Int(key), number >= 1, number <= trees.count { return .tree(number - 1) }
    let matches = trees.indices.filter {
      trees[$0].id.lowercased().hasPrefix(key) || trees[$0].title.lowercased().hasPrefix(key)
    }
    if matches.count == 1 { return .tree(matches[0]) }
    return .unknown(text)
  }
}
