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
    add(tree, isBundled: isBundled)
  }

  /// Adds a tree already loaded and validated (a bundled tree compiled at
  /// build time, say), with the same rules for ids as ``add(bytes:source:isBundled:)``.
  public mutating func add(_ tree: Tree, isBundled: Bool) {
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
      files = FileSystem.isDirectory(path) ? try FileSystem.treeFiles(in: path) : [path]
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

extension TreeCatalog {
  /// Checks that every `follow` names a tree of the catalog (or one of
  /// `otherIDs`) and that following never comes back to a tree already on
  /// the way. Adds the problems to ``diagnostics``.
  public mutating func checkFollowUps(otherIDs: [String] = []) {
    let known = trees.map(\.id) + otherIDs
    for tree in trees {
      for outcome in tree.outcomes {
        guard let follow = outcome.follow, !known.contains(follow) else { continue }
        var message = "outcome '\(outcome.id)' follows unknown tree '\(follow)'"
        if let suggestion = Suggestion.closest(to: follow, in: known) {
          message += "; did you mean '\(suggestion)'?"
        }
        diagnostics.append(Diagnostic(.error, message, at: outcome.followLocation, sourceLine: nil))
      }
    }
    // A chain of follow-ups must end.
    var state: [String: Bool] = [:]  // false: on the way; true: done
    func visit(_ id: String, way: [String]) {
      if state[id] == true { return }
      if state[id] == false {
        let loop = way.drop { $0 != id } + [id]
        let tree = entry(way.last ?? id)?.tree
        let outcome = tree?.outcomes.first { $0.follow == id }
        diagnostics.append(
          Diagnostic(
            .error, "follow-up trees form a loop: \(loop.joined(separator: " → "))",
            at: outcome?.followLocation, sourceLine: nil))
        return
      }
      state[id] = false
      for next in Set(entry(id)?.tree.outcomes.compactMap(\.follow) ?? []).sorted() {
        visit(next, way: way + [id])
      }
      state[id] = true
    }
    for tree in trees { visit(tree.id, way: []) }
  }

  /// The trees that can follow `tree`, directly or through other follow-ups,
  /// in the order they are first named.
  public func followUps(of tree: Tree) -> [Tree] {
    var result: [Tree] = []
    var queue = [tree]
    var seen: Set<String> = [tree.id]
    while !queue.isEmpty {
      let current = queue.removeFirst()
      for id in current.outcomes.compactMap(\.follow) where seen.insert(id).inserted {
        if let next = entry(id)?.tree {
          result.append(next)
          queue.append(next)
        }
      }
    }
    return result
  }
}
