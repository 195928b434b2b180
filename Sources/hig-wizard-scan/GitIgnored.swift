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
    guard let output = run(git, arguments) else { return [] }
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

  /// The standard output of `program` when it exits with status 0. Its
  /// standard input and error are /dev/null: outside a work tree git says so
  /// on standard error, which is no business of the scan's.
  static func run(_ program: String, _ arguments: [String]) -> [UInt8]? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    posix_spawn_file_actions_addclose(&actions, ends[1])
    var argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, program, &actions, nil, &argv, environ)
    close(ends[1])
    defer { close(ends[0]) }
    guard spawned == 0 else { return nil }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      output += buffer[0..<count]
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    return status == 0 ? output : nil
  }
}
