/// The forms `hig-wizard graph` draws a tree in.
public enum GraphFormat: String, Sendable, CaseIterable {
  /// A Mermaid flowchart (GitHub renders it in Markdown).
  case mermaid
  /// A Graphviz digraph.
  case dot

  /// `.dot` and `.gv` files get DOT; anything else Mermaid.
  public static func forFile(_ path: String) -> GraphFormat {
    path.hasSuffix(".dot") || path.hasSuffix(".gv") ? .dot : .mermaid
  }
}
