/// A position in a source file.
///
/// Lines and columns are 1-based. Columns count Unicode scalars, not bytes and
/// not terminal cells, because that is what libyaml counts.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  public var file: String
  // 32 bits each, as the YAML reader counts them: a large tree holds three
  // locations per question, and 24 bytes make less memory to fill than 32.
  private var storedLine: Int32
  private var storedColumn: Int32

  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Int32(clamping: newValue) }
  }
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Int32(clamping: newValue) }
  }

  public init(file: String, line: Int, column: Int) {
    self.file = file
    storedLine = Int32(clamping: line)
    storedColumn = Int32(clamping: column)
  }

  /// `file:line:column`, the form editors and terminals turn into links;
  /// `file:line` for a whole line (column 0: a batch record, say).
  public var description: String {
    column > 0 ? "\(file):\(line):\(column)" : "\(file):\(line)"
  }
}
