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
  /// The values of facts (the device) this outcome is right for; a path
  /// that answered a fact otherwise must not end here (lint checks it).
  public var applies: [Applicability]
  /// The UIKit and SwiftUI that build it; required for bundled trees.
  public var implementation: Implementation?
  /// The id of the guideline page ``topic`` cites, in ``Tree/pages``.
  public var page: String?
  public var location: SourceLocation
  /// Where `follow` is written.
  public var followLocation: SourceLocation?

  public init(
    id: String, title: String, recommendation: String, rationale: String, topic: String,
    checklist: [ChecklistItem], follow: String? = nil, applies: [Applicability] = [],
    implementation: Implementation? = nil, page: String? = nil, location: SourceLocation,
    followLocation: SourceLocation? = nil
  ) {
    self.id = id
    self.title = title
    self.recommendation = recommendation
    self.rationale = rationale
    self.topic = topic
    self.checklist = checklist
    self.follow = follow
    self.applies = applies
    self.implementation = implementation
    self.page = page
    self.location = location
    self.followLocation = followLocation
  }
}

/// One guideline point to check once the outcome is chosen.
public struct ChecklistItem: Sendable, Hashable {
  public var text: String
  public var topic: String
  /// Names the point across trees: when a chain's checklists are merged, an
  /// item with the same point as an earlier one replaces it (the later tree
  /// is the more specific), so each point is shown once.
  public var point: String?
  /// Another tree of a chain that makes the choice this item asks for
  /// (a follow-up tree that settles what this outcome leaves open, or the
  /// first tree, which already asked): the item is left out when that tree
  /// is in the same chain.
  public var settledBy: String?
  /// The id of the guideline page ``topic`` cites, in ``Tree/pages``.
  public var page: String?
  /// The values of facts (the device) this point is about: a run that
  /// settled such a fact otherwise leaves it out, so that a report for one
  /// device carries no line meant for another. Empty: every value.
  public var applies: [Applicability]
  /// The largest ``priority``.
  public static let lowestPriority = 5
  /// How much the point matters, 1 most; brief reports keep only the
  /// points that have one, most important first.
  public var priority: Int?

  public init(
    text: String, topic: String, point: String? = nil, settledBy: String? = nil,
    page: String? = nil, applies: [Applicability] = [], priority: Int? = nil
  ) {
    self.text = text
    self.topic = topic
    self.point = point
    self.settledBy = settledBy
    self.page = page
    self.applies = applies
    self.priority = priority
  }

  /// Whether the point is about the facts a run settled: every fact it
  /// names that the run settled has one of its values.
  public func fits(_ facts: [String: String]) -> Bool {
    applies.allSatisfy { applicability in
      facts[applicability.fact].map { applicability.values.contains($0) } ?? true
    }
  }
}
