/// A question of a tree, with the guideline reason for asking it.
public struct Question: Sendable {
  public var id: String
  public var prompt: String
  /// The guideline topic the question comes from.
  public var topic: String
  /// Why the question is asked, paraphrasing the guideline.
  public var help: String
  /// A choice id taken by `--defaults` (and by Enter at a prompt).
  public var defaultChoice: String?
  public var choices: [Choice]
  /// A fact about the task that this question settles for the whole chain
  /// of trees (`device`): its choice ids are the fact's values, and a
  /// follow-up tree with a question of the same fact takes the answer given
  /// here instead of asking again.
  public var fact: String?
  /// The id of the guideline page ``topic`` cites, in ``Tree/pages``.
  public var page: String?
  public var location: SourceLocation

  public init(
    id: String, prompt: String, topic: String, help: String, defaultChoice: String?,
    choices: [Choice], fact: String? = nil, page: String? = nil, location: SourceLocation
  ) {
    self.id = id
    self.prompt = prompt
    self.topic = topic
    self.help = help
    self.defaultChoice = defaultChoice
    self.choices = choices
    self.fact = fact
    self.page = page
    self.location = location
  }

  public func choice(_ id: String) -> Choice? {
    choices.first { $0.id == id }
  }

  /// The choice ids joined with `|`, as in `--answer suspend=yes|no`.
  public var choiceList: String {
    choices.map(\.id).joined(separator: "|")
  }
}
