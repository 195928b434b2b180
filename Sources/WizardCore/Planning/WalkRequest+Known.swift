extension WalkRequest {
  /// What the walk knows before asking, for ``Session/advance(with:)``:
  /// the prompt takes a known answer without asking, except after `back`
  /// or at a reopened question.
  public var known: KnownAnswers {
    KnownAnswers(
      carried: carried, later: later, given: pregiven, takesUnsure: takesUnsure,
      useDefaults: useDefaults)
  }
}
