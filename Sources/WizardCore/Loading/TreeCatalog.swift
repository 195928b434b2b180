/// The trees a run can use: the bundled ones, then the user's, a user tree
/// replacing a bundled one with the same id.
public struct TreeCatalog: Sendable {
  public struct Entry: Sendable {
    public var tree: Tree
    public var isBundled: Bool
  }

  public private(set) var entries: [Entry] = []
  public private(set) var diagnostics: [Diagnostic] = []

  public init() {}

  public var trees: [Tree] { entries.map(\.tree) }

  public func entry(_ id: String) -> Entry? {
    entries.first { $0.tree.id == id }
  }

  /// Loads one file's text. A user tree whose id another user file already
  /// uses is an error; one that a bundled tree uses replaces it.
  public mutating func add(bytes: [UInt8], source: String, isBundled: Bool) {
    let result = TreeLoader.load(bytes: bytes, source: source)
    diagnostics += result.diagnostics
    guard let tree = result.tree else { return }
    if let index = entries.firstIndex(where: { $0.tree.id == tree.id }) {
      let existing = entries[index]
      if existing.isBundled, !isBundled {
        entries[index] = Entry(tree: tree, isBundled: false)
      } else {
        diagnostics.append(
          Diagnostic(
            .error,
            "tree id '\(tree.id)' is already used by \(existing.tree.source); tree ids must be unique",
            at: tree.location, sourceLine: nil))
      }
      return
    }
    entries.append(Entry(tree: tree, isBundled: isBundled))
  }

  /// Loads every `.yaml`/`.yml` file of `folder`, or `folder` itself when it
  /// is a file.
  public mutating func add(path: String) {
    let files: [String]
    do {
      files = FileSystem.isDirectory(path) ? try FileSystem.yamlFiles(in: path) : [path]
    } catch {
      diagnostics.append(Diagnostic(.error, error.description))
      return
    }
    for file in files {
      do {
        add(bytes: try FileSystem.read(file), source: file, isBundled: false)
      } catch {
        diagnostics.append(Diagnostic(.error, error.description))
      }
    }
  }
}
