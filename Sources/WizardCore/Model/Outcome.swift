/// Where a path through a tree ends: a recommendation and what to check.
public struct Outcome: Sendable {
  public var id: String
  public var title: String
  /// One sentence.
  public var recommendation: String
  public var rationale: String
  public var topic: String
  public var checklist: [ChecklistItem]
  /// The id of a tree that takes the decision further (`modal-view` goes on
  /// to the presentation style, say).
  public var follow: String?
  public var location: SourceLocation
  /// Where `follow` is written.
  public var followLocation: SourceLocation?

  public init(
    id: String, title: String, recommendation: String, rationale: String, topic: String,
    checklist: [ChecklistItem], follow: String? = nil, location: SourceLocation,
    followLocation: SourceLocation? = nil
  ) {
    self.id = id
    self.title = title
    self.recommendation = recommendation
    self.rationale = rationale
    self.topic = topic
    self.checklist = checklist
    self.follow = follow
    self.location = location
    self.followLocation = followLocation
  }
}

/// One guideline point to check once the outcome is chosen.
public struct ChecklistItem: Sendable, Hashable {
  public var text: String
  public var topic: String

  public init(text: String, topic: String) {
    self.text = text
    self.topic = topic
  }
}
