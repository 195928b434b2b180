import SwiftSyntax
import WizardCore

/// The `// hig-wizard:ignore RULE-ID [RULE-ID…]` comments of a file, read
/// from the trivia of its tokens (so the same words in a string literal are
/// not one). Rule ids are separated by spaces or commas; a `--` ends them,
/// so that a reason can follow: `// hig-wizard:ignore some-rule -- why it
/// does not apply here`. A comment with no id is kept with an empty list:
/// what that means is the rules' business.
enum IgnoreComments {
  static let marker = "hig-wizard:ignore"

  static func find(in tree: SourceFileSyntax, converter: SourceLocationConverter)
    -> [IgnoreComment]
  {
    var found: [IgnoreComment] = []
    func read(_ trivia: Trivia, from start: AbsolutePosition) {
      var position = start
      for piece in trivia {
        if case .lineComment(let text) = piece, let rules = rules(in: text) {
          found.append(IgnoreComment(line: converter.location(for: position).line, rules: rules))
        }
        position += piece.sourceLength
      }
    }
    for token in tree.tokens(viewMode: .sourceAccurate) {
      read(token.leadingTrivia, from: token.position)
      read(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
    }
    return found
  }

  /// The rule ids of one line comment, nil when it is not an ignore comment.
  static func rules(in comment: String) -> [String]? {
    guard comment.hasPrefix("//") else { return nil }
    let body = comment.dropFirst(2).drop { $0 == " " || $0 == "\t" }
    guard body.hasPrefix(marker) else { return nil }
    let rest = body.dropFirst(marker.count)
    // `hig-wizard:ignored` or `hig-wizard:ignore-all` is another word.
    if let next = rest.first, next != " ", next != "\t", next != "," { return nil }
    var rules: [String] = []
    for word in rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }) {
      if word == "--" { break }
      rules.append(String(word))
    }
    return rules
  }
}
