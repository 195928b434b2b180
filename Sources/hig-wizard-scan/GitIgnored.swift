#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import WizardCore

/// What git ignores under a folder, asked of git itself (its rules have
/// many corners: negations, nested `.gitignore` files, `info/exclude`, the
/// global excludes file), once per folder a scan is given.
enum GitIgnored {
  /// The ignored files and folders under `folder` that git does not track,
  /// each as `folder/…` (the form the walk builds); empty when `folder` is
  /// not in a git work tree or `git` is not on PATH.
  static func paths(in folder: String) -> Set<String> {
    guard let git = program("git") else { return [] }
    let arguments = [
      "-C", folder, "ls-files", "--others", "--ignored", "--exclude-standard", "--directory", "-z",
    ]
    // Outside a work tree git says so on standard error: no business of the scan's.
    guard let output = try? System.run(git, arguments, input: [], quiet: true) else { return [] }
    var found: Set<String> = []
    for entry in output.split(separator: 0) {
      var path = String(decoding: entry, as: UTF8.self)
      while path.hasSuffix("/") { path.removeLast() }
      if !path.isEmpty { found.insert(folder + "/" + path) }
    }
    return found
  }

  /// The first executable `name` in PATH's folders.
  static func program(_ name: String) -> String? {
    let path = System.environment("PATH") ?? ""
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = folder + "/" + name
      var info = stat()
      if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0
      {
        return candidate
      }
    }
    return nil
  }
}
