#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import WizardCore

/// The Swift files a scan reads: every `.swift` file under the given
/// folders, and the files named directly (whatever they end in).
///
/// Left out: folders named `.build`, `Pods`, `Carthage` or `DerivedData`,
/// hidden folders (a name starting with `.`), and, inside a git work tree
/// when `git` is on PATH, what the repository ignores (asked of git once per
/// folder given, not per file). Links are followed, but each folder and file
/// is visited once (by device and inode), so a loop of links ends. A folder
/// that cannot be read is a diagnostic and the walk goes on.
struct SourceWalk {
  /// One file found.
  struct File: Sendable {
    /// Where to read it: the given path, then names below it.
    var path: String
    /// As the scan names it: relative to the current folder when the file
    /// is inside it, otherwise from the root.
    var shown: String
  }

  static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData"]

  private(set) var files: [File] = []
  private(set) var problems: [Diagnostic] = []
  private var seen: Set<Identity> = []
  private var ignored: Set<String> = []
  private var links: [Link] = []
  private let currentFolder: String

  fileprivate struct Identity: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  /// The files under `paths` (the current folder when empty), sorted by
  /// the path shown.
  static func files(under paths: [String]) -> (files: [File], problems: [Diagnostic]) {
    var walk = SourceWalk()
    for path in paths.isEmpty ? ["."] : paths { walk.add(path) }
    // Links last, so that a file or folder reached both ways is named by
    // its path without a link.
    var next = 0
    while next < walk.links.count {
      walk.follow(walk.links[next])
      next += 1
    }
    walk.files.sort { Array($0.shown.utf8).lexicographicallyPrecedes(Array($1.shown.utf8)) }
    return (walk.files, walk.problems)
  }

  private init() {
    currentFolder = FileSystem.realPath(".")
  }

  private mutating func add(_ given: String) {
    var path = given
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    var info = stat()
    guard stat(path, &info) == 0 else {
      problems.append(
        .error(Message("cannot read '{1}': {2}", given, FileSystem.systemReason(errno))))
      return
    }
    if info.st_mode & S_IFMT == S_IFDIR {
      ignored.formUnion(GitIgnored.paths(in: path))
      walk(path, info)
    } else {
      addFile(path, info)
    }
  }

  private mutating func addFile(_ path: String, _ info: stat) {
    guard seen.insert(Identity(info)).inserted else { return }
    files.append(File(path: path, shown: shown(path)))
  }

  private mutating func walk(_ folder: String, _ info: stat) {
    guard seen.insert(Identity(info)).inserted else { return }
    guard let directory = opendir(folder) else {
      let reason = FileSystem.systemReason(errno)
      problems.append(.error(Message("cannot open folder '{1}': {2}", shown(folder), reason)))
      return
    }
    var entries: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != ".", name != ".." { entries.append(name) }
    }
    closedir(directory)
    // In name order, so that of two links to one file the same one is kept.
    entries.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    let prefix = folder == "/" ? "/" : folder + "/"
    for name in entries {
      let path = prefix + name
      var entry = stat()
      guard lstat(path, &entry) == 0 else { continue }
      if entry.st_mode & S_IFMT == S_IFLNK {
        links.append(Link(path: path, name: name))
      } else {
        visit(path, name: name, entry)
      }
    }
  }

  /// A link met in a folder, followed once the folders are walked.
  fileprivate struct Link {
    var path: String
    var name: String
  }

  private mutating func follow(_ link: Link) {
    var entry = stat()
    guard stat(link.path, &entry) == 0 else { return }
    visit(link.path, name: link.name, entry)
  }

  /// A folder entry (through a link, the entry it leads to): a folder to
  /// walk or a Swift file.
  private mutating func visit(_ path: String, name: String, _ entry: stat) {
    guard !ignored.contains(path) else { return }
    if entry.st_mode & S_IFMT == S_IFDIR {
      guard !name.hasPrefix("."), !Self.skippedFolders.contains(name) else { return }
      walk(path, entry)
    } else if entry.st_mode & S_IFMT == S_IFREG, name.hasSuffix(".swift") {
      addFile(path, entry)
    }
  }

  /// `path` relative to the current folder when it is inside it.
  private func shown(_ path: String) -> String {
    var absolute = FileSystem.absolute(path)
    if !absolute.hasPrefix(currentFolder + "/") {
      // Through links in the folders above (`/tmp` on macOS, say).
      if let slash = absolute.lastIndex(of: "/") {
        let folder = FileSystem.realPath(String(absolute[..<slash]))
        absolute = folder + "/" + absolute[absolute.index(after: slash)...]
      }
    }
    let parts = Self.normalized(absolute)
    let base = currentFolder == "/" ? "/" : currentFolder + "/"
    return parts.hasPrefix(base) ? String(parts.dropFirst(base.count)) : parts
  }

  /// An absolute path without `.` and empty parts (`..` kept: resolving it
  /// by text would be wrong through links).
  private static func normalized(_ path: String) -> String {
    let parts = path.split(separator: "/").filter { $0 != "." }
    return "/" + parts.joined(separator: "/")
  }
}

extension SourceWalk.Identity {
  fileprivate init(_ info: stat) {
    self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }
}
