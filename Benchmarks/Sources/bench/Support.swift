// Small helpers: statistics, number formatting, output, the scratch directory.

import Glibc

// MARK: Statistics

/// The p-th quantile (0...1) of already sorted values, interpolating linearly
/// between the two closest ranks (so the median of an even count is the mean
/// of the middle two).
func quantile(_ sorted: [Double], _ p: Double) -> Double {
  precondition(!sorted.isEmpty)
  let position = Double(sorted.count - 1) * p
  let lower = Int(position.rounded(.down))
  let upper = min(lower + 1, sorted.count - 1)
  let fraction = position - Double(lower)
  return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
}

// MARK: Formatting

/// `value` with exactly `digits` decimals (no Foundation, so no String(format:)).
func fixed(_ value: Double, _ digits: Int = 2) -> String {
  guard value.isFinite else { return "\(value)" }
  var scale = 1
  for _ in 0..<digits { scale *= 10 }
  let scaled = Int((abs(value) * Double(scale)).rounded())
  let sign = value < 0 && scaled != 0 ? "-" : ""
  guard digits > 0 else { return sign + String(scaled) }
  var fraction = String(scaled % scale)
  while fraction.count < digits { fraction = "0" + fraction }
  return sign + String(scaled / scale) + "." + fraction
}

/// A string quoted for a POSIX shell when it needs it, so printed commands can
/// be pasted back into a terminal.
func shellQuoted(_ word: String) -> String {
  let safe = word.utf8.allSatisfy { byte in
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5a)
      || (byte >= 0x61 && byte <= 0x7a) || "-_./=:,+@%".utf8.contains(byte)
  }
  if safe && !word.isEmpty { return word }
  var quoted = "'"
  for character in word {
    quoted += character == "'" ? "'\\''" : String(character)
  }
  return quoted + "'"
}

// MARK: Output

/// Writes to standard error with write(2): Glibc's `stderr` global is not
/// usable under Swift 6 strict concurrency.
func printError(_ message: String) {
  var text = message + "\n"
  text.withUTF8 { buffer in
    var offset = 0
    while offset < buffer.count {
      let written = write(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
  }
}

// MARK: Environment and system

/// This process's environment, read from /proc/self/environ (Glibc's
/// `environ` global is not usable under Swift 6 strict concurrency).
func currentEnvironment() -> [String] {
  guard let bytes = readWholeFile("/proc/self/environ") else { return [] }
  return bytes.split(separator: 0, omittingEmptySubsequences: true).map {
    String(decoding: $0, as: UTF8.self)
  }
}

func readWholeFile(_ path: String) -> [UInt8]? {
  let fd = open(path, O_RDONLY | O_CLOEXEC)
  guard fd >= 0 else { return nil }
  defer { close(fd) }
  var result: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if count < 0 {
      if errno == EINTR { continue }
      return nil
    }
    if count == 0 { return result }
    result += chunk[0..<count]
  }
}

func getEnvironment(_ name: String) -> String? {
  getenv(name).map { String(cString: $0) }
}

func isExecutableFile(_ path: String) -> Bool {
  var info = stat()
  return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    && access(path, X_OK) == 0
}

/// Size in bytes of a regular file, or nil when there is none.
func regularFileSize(_ path: String) -> Int? {
  var info = stat()
  guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
  return Int(info.st_size)
}

/// Peak RSS of the harness itself, in KiB.
func harnessPeakRSSKiB() -> Int {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Int(usage.ru_maxrss)
}

func systemDescription() -> String {
  var names = utsname()
  uname(&names)
  func field<T>(_ value: inout T) -> String {
    withUnsafeBytes(of: &value) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
  let cpus = sysconf(Int32(_SC_NPROCESSORS_ONLN))
  return
    "\(field(&names.sysname)) \(field(&names.release)) \(field(&names.machine)), \(cpus) CPUs online"
}

// MARK: Scratch directory

/// A directory made with mkdtemp; `remove()` deletes it and everything in it.
struct ScratchDirectory {
  let path: String

  init() throws(SpawnError) {
    var base = getEnvironment("TMPDIR") ?? "/tmp"
    if base.isEmpty { base = "/tmp" }
    while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
    var template = Array((base + "/hig-wizard-bench.XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard made != nil else {
      throw SpawnError(message: "mkdtemp in \(base): \(errorText(errno))")
    }
    path = String(decoding: template.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
  }

  func remove() {
    if !removeTree(path) {
      printError("bench: warning: could not remove \(path): \(errorText(errno))")
    }
  }
}

/// Deletes `path` and, if it is a folder, everything in it (symbolic links
/// are deleted, never followed). Returns false, with errno set, on failure.
@discardableResult
func removeTree(_ path: String) -> Bool {
  var info = stat()
  guard lstat(path, &info) == 0 else { return errno == ENOENT }
  guard (info.st_mode & S_IFMT) == S_IFDIR else { return unlink(path) == 0 }
  if let directory = opendir(path) {
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { removeTree(path + "/" + name) }
    }
    closedir(directory)
  }
  return rmdir(path) == 0
}

/// Makes `path` an empty folder, removing whatever was there.
func makeEmptyFolder(_ path: String) throws(SpawnError) {
  guard removeTree(path) else {
    throw SpawnError(message: "cannot empty \(path): \(errorText(errno))")
  }
  guard mkdir(path, 0o700) == 0 else {
    throw SpawnError(message: "cannot make \(path): \(errorText(errno))")
  }
}
