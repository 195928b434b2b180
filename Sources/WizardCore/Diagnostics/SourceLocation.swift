/// A position in a source file.
///
/// Lines and columns are 1-based. Columns count Unicode scalars, not bytes and
/// not terminal cells, because that is what libyaml counts.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, the form editors and terminals turn into links;
  /// `file:line` for a whole line (column 0: a batch record, say).
  public var description: String {
    column > 0 ? "\(file):\(line):\(column)" : "\(file):\(line)"
  }
}
