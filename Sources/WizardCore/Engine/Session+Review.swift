extension Session {
  /// The walk reopened at answer `index` (0-based) to change it: the answers
  /// before it kept, and the ones after it, to be taken again where the new
  /// path still asks their questions.
  /// - Precondition: `index` is the index of a step.
  public func reopened(at index: Int) -> (session: Session, later: [Step]) {
    precondition(steps.indices.contains(index), "no answer \(index + 1) to change")
    var session = self
    while session.steps.count > index { _ = session.back() }
    // Each keeps its source: a default stays a default.
    let later = steps[(index + 1)...].filter { $0.source != .assumed }
    return (session, Array(later))
  }

  /// The answers of `earlier` whose questions this walk no longer asks,
  /// in the order they were given.
  public func dropped(since earlier: Session) -> [Step] {
    let asked = Set(steps.map(\.questionID))
    return earlier.steps.filter { !asked.contains($0.questionID) }
  }
}
