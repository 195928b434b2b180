/// What a report says as a whole when a decision goes on through follow-up
/// trees, and when `unsure` answers make it conditional.
extension Report {
  /// This decision, then each follow-up decision, in order.
  public var chain: [Report] { [self] + followUps }

  /// The combined result: each outcome's title after the first tree's,
  /// `FIRST: SECOND`.
  public var combinedTitle: String {
    guard !followUps.isEmpty else { return outcome.title }
    // Translators: joins the outcomes of a chain of decisions into one title: {1} is the first
    // decision's (an outcome's title), {2} the next one's (the follow-up outcome's title).
    return followUps.reduce(outcome.title) { language.tr("{1}: {2}", $0, $1.outcome.title) }
  }

  /// The result in one line, as a run ends with it: `Recommendation: Modal
  /// view: Form sheet, cover vertical.`, or every outcome a conditional
  /// report can lead to.
  public var headline: String {
    guard branches.count > 1 else {
      return language.tr("Recommendation: {1}.", PlainText.inline(combinedTitle))
    }
    let titles = branches.map { PlainText.inline($0.report.outcome.title) }
    // Translators: {1} is the outcomes a conditional report can lead to, already joined with "or".
    return language.tr(
      "Conditional recommendation: {1}.", language.trList(titles, or: true))
  }

  /// The last decision's: it is the most specific one.
  public var finalOutcome: Outcome { followUps.last?.outcome ?? outcome }

  /// How to build the result: the last decision of the chain that says.
  public var implementation: Implementation? {
    chain.last { $0.outcome.implementation != nil }?.outcome.implementation
  }

  public func page(_ id: String?) -> GuidelinePage? {
    guard let id else { return nil }
    // A plain loop: this runs for every topic of a report, at start-up.
    for page in pages where page.id == id { return page }
    for followUp in followUps {
      for page in followUp.pages where page.id == id { return page }
    }
    return nil
  }

  /// Every page the chain cites, by id, as ``page(_:)`` finds them (this
  /// decision's first, then each follow-up's): for looking up many, in a
  /// chain that may be thousands of trees long.
  public var pagesByID: [String: GuidelinePage] {
    var index: [String: GuidelinePage] = [:]
    for decision in chain {
      for page in decision.pages where index[page.id] == nil { index[page.id] = page }
    }
    return index
  }

  /// The facts every decision of the chain settled; the first answer of a
  /// fact wins, as it is the one carried on.
  public var chainFacts: [String: String] {
    var facts = self.facts
    for followUp in followUps { facts.merge(followUp.facts) { first, _ in first } }
    return facts
  }

  /// The checklist of the whole chain, each point once: an item whose
  /// `point` an earlier item has replaces it there (the later tree is the
  /// more specific), an item with the same text is dropped, an item about a
  /// choice that another tree of this chain settles (`settled-by`) is left
  /// out, and so is an item about a device (a fact) the chain did not
  /// settle on.
  public var checklist: [ChecklistItem] {
    let ran = Set(chain.map(\.treeID))
    let facts = chainFacts
    // Kept items, with a hole where one was taken out; where each point is,
    // and how many kept items have each text: a chain of thousands of
    // trees is not searched again for each item.
    var items: [ChecklistItem?] = []
    var places: [String: Int] = [:]
    var texts: [String: Int] = [:]
    func takeOut(at place: Int) {
      guard let item = items[place] else { return }
      texts[item.text, default: 1] -= 1
      if texts[item.text] == 0 { texts[item.text] = nil }
      if let point = item.point { places[point] = nil }
      items[place] = nil
    }
    func put(_ item: ChecklistItem, at place: Int) {
      if place == items.count { items.append(item) } else { items[place] = item }
      texts[item.text, default: 0] += 1
      if let point = item.point { places[point] = place }
    }
    for decision in chain {
      for item in decision.outcome.checklist where item.fits(facts) {
        if let settledBy = item.settledBy, settledBy != decision.treeID, ran.contains(settledBy) {
          // The point is settled: an earlier tree's wording of it goes too.
          if let point = item.point, let place = places[point] { takeOut(at: place) }
          continue
        }
        if let point = item.point, let place = places[point] {
          takeOut(at: place)
          put(item, at: place)
          continue
        }
        if texts[item.text] != nil { continue }
        put(item, at: items.count)
      }
    }
    return items.compactMap { $0 }
  }

  /// The points a brief report keeps: the prioritized ones of
  /// ``checklist``, most important first (chain order among equals), at
  /// most ``briefPoints``.
  public var briefChecklist: [ChecklistItem] {
    let ranked = checklist.enumerated().compactMap { offset, item in
      item.priority.map { (priority: $0, offset: offset, item: item) }
    }
    return ranked.sorted { ($0.priority, $0.offset) < ($1.priority, $1.offset) }
      .prefix(Self.briefPoints).map(\.item)
  }

  /// The most checklist points a brief report shows.
  public static let briefPoints = 5

  /// Why, in one line: the reason of the answer that settled the final
  /// decision, or its rationale when no question was asked.
  public var keyReason: String {
    let last = followUps.last ?? self
    return last.steps.last?.reason ?? last.outcome.rationale
  }

  /// `items` grouped by the guideline page they cite, pages in the order
  /// they first come up; items citing no page come last, in a group of
  /// their own.
  public func grouped(_ items: [ChecklistItem]) -> [(
    page: GuidelinePage?, items: [ChecklistItem]
  )] {
    var groups: [(page: GuidelinePage?, items: [ChecklistItem])] = []
    var places: [String: Int] = [:]
    var loose: [ChecklistItem] = []
    let pages = pagesByID
    for item in items {
      guard let id = item.page, let page = pages[id] else {
        loose.append(item)
        continue
      }
      if let place = places[page.id] {
        groups[place].items.append(item)
      } else {
        places[page.id] = groups.count
        groups.append((page, [item]))
      }
    }
    if !loose.isEmpty { groups.append((nil, loose)) }
    return groups
  }

  /// Branches that end in the same outcome become one, and an assumption
  /// that makes no difference within it is dropped: `{a=yes, b=yes}` and
  /// `{a=yes, b=no}` both leading to X is `a=yes` → X.
  static func merged(_ branches: [Branch]) -> [Branch] {
    var result: [Branch] = []
    for branch in branches {
      guard
        let index = result.firstIndex(where: { $0.report.outcome.id == branch.report.outcome.id })
      else {
        result.append(branch)
        continue
      }
      result[index].conditionSets += branch.conditionSets
    }
    return result.map { branch in
      var branch = branch
      branch.conditionSets = simplified(branch.conditionSets)
      return branch
    }
  }

  /// Joins two sets that differ only in the answer to one question, until
  /// none do (every `unsure` question is a yes/no one, so the pair covers it).
  static func simplified(_ sets: [[Step]]) -> [[Step]] {
    var sets = sets
    func key(_ set: [Step]) -> [String] { set.map { "\($0.questionID)=\($0.answerID)" } }
    var changed = true
    while changed {
      changed = false
      search: for first in sets.indices {
        for second in sets.indices where second > first {
          let a = sets[first]
          let b = sets[second]
          guard a.count == b.count, a.map(\.questionID) == b.map(\.questionID) else { continue }
          let differing = a.indices.filter { a[$0].answerID != b[$0].answerID }
          guard differing.count == 1, let position = differing.first else { continue }
          var joined = a
          joined.remove(at: position)
          sets.remove(at: second)
          sets[first] = joined
          // The joined set may now stand twice: keep the first.
          sets = sets.enumerated().filter { offset, set in
            !sets[..<offset].contains { key($0) == key(set) }
          }.map(\.element)
          changed = true
          break search
        }
      }
    }
    return sets
  }

  /// `suspend=yes and depth=no, or suspend=no`: every set of a branch.
  public static func conditionText(sets: [[Step]], language: Language) -> String {
    language.trList(sets.map { conditionText($0, language: language) }, or: true)
  }
}
