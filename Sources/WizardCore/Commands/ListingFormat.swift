/// How `list`, `show` and `resume --list` print what they list.
public enum ListingFormat: String, Sendable, CaseIterable {
  /// Lines for people.
  case text
  /// JSON with sorted keys, for scripts.
  case json
}
