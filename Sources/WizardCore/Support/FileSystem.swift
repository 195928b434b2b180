#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file operations hig-wizard needs, on POSIX calls directly (no
/// Foundation: it costs start-up time and memory).
public enum FileSystem {
  public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    /// What went wrong, lower-case, with the system's reason.
    public var reason: String
    public var description: String { "cannot \(reason)" }
  }

  /// The system's text for `errno`.
  static func systemReason(_ code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
  }

  public static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  public static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// The whole file, or standard input for `-`.
  public static func read(_ path: String) throws(Failure) -> [UInt8] {
    if path != "-", isDirectory(path) {
      throw Failure(path: path, reason: "read '\(path)': it is a folder, not a file")
    }
    let descriptor = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw Failure(path: path, reason: "read '\(path)': \(systemReason(errno))")
    }
    defer { if descriptor != 0 { close(descriptor) } }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(path: path, reason: "read '\(path)': \(systemReason(errno))")
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  /// The `.yaml` and `.yml` files directly inside `folder`, sorted by name.
  public static func yamlFiles(in folder: String) throws(Failure) -> [String] {
    guard let directory = opendir(folder) else {
      throw Failure(path: folder, reason: "open folder '\(folder)': \(systemReason(errno))")
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !name.hasPrefix("."), name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
        names.append(name)
      }
    }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return names.sorted().map { prefix + $0 }
  }

  /// Writes `bytes` to `path` so that readers see either the old file or the
  /// whole new one: a temporary file in the same folder, then a rename. On
  /// failure the old file is untouched and no temporary file is left.
  ///
  /// There is no fsync: the rename already makes the change all-or-nothing
  /// for every reader, and a report is cheap to make again after a power cut,
  /// while an fsync costs about as much as the rest of a run.
  public static func writeAtomically(_ bytes: [UInt8], to requested: String) throws(Failure) {
    // Through a symbolic link, replace the file it points to, not the link.
    var path = requested
    var info = stat()
    if lstat(requested, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK,
      let resolved = realpath(requested, nil)
    {
      path = String(cString: resolved)
      free(resolved)
    }
    if isDirectory(path) {
      throw Failure(path: path, reason: "write '\(path)': it is a folder; name a file inside it")
    }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var template = Array("\(folder.isEmpty ? "/" : folder)/.\(name).XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard descriptor >= 0 else {
      throw Failure(path: path, reason: "write '\(path)': \(systemReason(errno))")
    }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var failure: Int32 = 0
    var offset = 0
    while offset < bytes.count, failure == 0 {
      let written = bytes.withUnsafeBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return Glibc.write(descriptor, base + offset, raw.count - offset)
      }
      if written < 0 {
        if errno != EINTR { failure = errno }
      } else {
        offset += written
      }
    }
    // mkstemp makes the file 0600; give it the mode a new file would have, or
    // keep the mode of the file it replaces.
    var mode = mode_t(0o666) & ~currentUmask()
    var existing = stat()
    if stat(path, &existing) == 0 { mode = existing.st_mode & 0o7777 }
    if failure == 0, fchmod(descriptor, mode) != 0 { failure = errno }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure == 0, rename(temporary, path) != 0 { failure = errno }
    if failure != 0 {
      unlink(temporary)
      throw Failure(path: path, reason: "write '\(path)': \(systemReason(failure))")
    }
  }

  private static func currentUmask() -> mode_t {
    let mask = umask(0o022)
    umask(mask)
    return mask
  }
}
