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
  public var location: SourceLocation

  public init(
    id: String, prompt: String, topic: String, help: String, defaultChoice: String?,
    choices: [Choice], location: SourceLocation
  ) {
    self.id = id
    self.prompt = prompt
    self.topic = topic
    self.help = help
    self.defaultChoice = defaultChoice
    self.choices = choices
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
