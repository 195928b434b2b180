/// One answer to a question, and where it leads.
public struct Choice: Sendable {
  public var id: String
  public var label: String
  /// The id of the next question or of an outcome.
  public var next: String
  /// Why this answer leads where it leads: the justification in reports.
  public var reason: String
  public var location: SourceLocation
  /// Where `next` is written, for "unknown id" diagnostics.
  public var nextLocation: SourceLocation

  public init(
    id: String, label: String, next: String, reason: String, location: SourceLocation,
    nextLocation: SourceLocation
  ) {
    self.id = id
    self.label = label
    self.next = next
    self.reason = reason
    self.location = location
    self.nextLocation = nextLocation
  }
}
