#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The C library's read, write, link and exit under names of their own:
// inside the types below, methods of those names hide them, and a
// module-qualified call (`Glibc.read`) would tie the file to one C library.
// (WizardTerminal reads through `systemRead` too.)
package func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{ read(descriptor, buffer, count) }
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
private func systemLink(_ from: String, _ to: String) -> Int32 { link(from, to) }
private func systemExit(_ status: Int32) -> Never { exit(status) }

// WizardCore's one file that calls the operating system: files, the
// environment, the local time, signal numbers and the process's exit. A port
// (to macOS, say) changes this file, not the core's logic.

/// What hig-wizard asks of the operating system beyond files.
public enum System {
  /// The environment variable `name`, if set.
  public static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Where the first line feed of the `count` bytes at `start` is (C's
  /// memchr, much faster than a loop in debug builds).
  static func newline(in start: UnsafePointer<UInt8>, count: Int) -> Int? {
    guard let found = memchr(start, 0x0A, count) else { return nil }
    return UnsafeRawPointer(start).distance(to: found)
  }

  /// Seconds since 1970.
  public static func now() -> Int { Int(time(nil)) }

  /// Writes `text` to standard error (for the build tools, which have no
  /// console).
  public static func writeError(_ text: String) {
    _ = FileSystem.write(Array(text.utf8), to: 2)
  }

  /// Ends the process with `status`.
  public static func exit(_ status: Int32) -> Never { systemExit(status) }

  /// The program `name` in the folder of this one (links followed), when
  /// it is a regular file this user may run; never looked for on PATH.
  public static func programBesideThis(named name: String) -> String? {
    let me = FileSystem.realPath("/proc/self/exe")
    guard let slash = me.lastIndex(of: "/") else { return nil }
    let path = String(me[..<slash]) + "/" + name
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(path, X_OK) == 0
    else { return nil }
    return path
  }

  /// Runs `program` with `arguments` and waits for it: its standard input
  /// is `input`, read from an unnamed temporary file (so that a program
  /// that ends early can never leave this one writing into a closed pipe),
  /// its standard output is returned, its standard error is this process's.
  /// - Returns: the output when the program exited with status 0.
  /// - Throws: the system's reason when it could not be run, or how it ended.
  /// With `quiet`, its standard error goes to /dev/null (a tool asked a
  /// question whose "no" it says there, as git outside a work tree).
  public static func run(
    _ program: String, _ arguments: [String], input: [UInt8], quiet: Bool = false
  ) throws(FileSystem.Failure) -> [UInt8] {
    func failure(_ reason: String) -> FileSystem.Failure {
      FileSystem.Failure(path: program, message: Message("cannot run '{1}': {2}", program, reason))
    }
    let folder = environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((folder + "/hig-wizard-input-XXXXXX").utf8CString)
    let file = mkstemp(&template)
    guard file >= 0 else { throw failure(FileSystem.systemReason(errno)) }
    defer { close(file) }
    unlink(template)
    let written = FileSystem.write(input, to: file)
    guard written == 0 else { throw failure(FileSystem.systemReason(written)) }
    guard lseek(file, 0, SEEK_SET) == 0 else { throw failure(FileSystem.systemReason(errno)) }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw failure(FileSystem.systemReason(errno)) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, file, 0)
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    if quiet { posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0) }
    posix_spawn_file_actions_addclose(&actions, ends[0])
    var argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, program, &actions, nil, &argv, environ)
    close(ends[1])
    defer { close(ends[0]) }
    guard spawned == 0 else { throw failure(FileSystem.systemReason(spawned)) }
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
    // Exited (no signal: the low seven bits clear) with status 0.
    guard status & 0x7F == 0 else {
      throw FileSystem.Failure(
        path: program,
        // Translators: {1} is a program's name, {2} a signal number ("9").
        message: Message("'{1}' ended on signal {2}", program, String(status & 0x7F)))
    }
    guard (status >> 8) & 0xFF == 0 else {
      throw FileSystem.Failure(
        path: program,
        message: Message("'{1}' exited with status {2}", program, String((status >> 8) & 0xFF)))
    }
    return output
  }

  /// The signals a conversation ends on.
  public static let interrupt = SIGINT
  public static let hangUp = SIGHUP
  public static let terminate = SIGTERM

  /// `errno` for a pipe whose reader went away.
  public static let brokenPipe = EPIPE

  /// The fields of `seconds` since 1970 in the local time zone.
  static func localTime(_ seconds: Int) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int)
  {
    var value = time_t(seconds)
    var parts = tm()
    localtime_r(&value, &parts)
    return (
      Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday), Int(parts.tm_hour),
      Int(parts.tm_min)
    )
  }
}

/// The few file operations hig-wizard needs, on POSIX calls directly (no
/// Foundation: it costs start-up time and memory).
public enum FileSystem {
  /// A file read a chunk at a time, or standard input (`-`).
  public final class Input {
    let descriptor: Int32
    public let path: String
    /// The path as messages show it.
    private let shown: String

    /// - Throws: when `path` is a folder or cannot be opened.
    public convenience init(_ path: String) throws(Failure) {
      try self.init(path, shown: PlainText.inline(path), waitForWriter: true)
    }

    /// - Parameter waitForWriter: false opens a named pipe nobody writes to
    ///   at once (it then reads as empty); reads block again once it is open.
    init(_ path: String, shown: String, waitForWriter: Bool) throws(Failure) {
      self.path = path
      self.shown = shown
      if path != "-", FileSystem.isDirectory(path) {
        throw Failure(
          path: path, message: Message("cannot read '{1}': it is a folder, not a file", shown))
      }
      // Never the controlling terminal: a path can name a tty.
      let flags = O_RDONLY | O_CLOEXEC | O_NOCTTY | (waitForWriter ? 0 : O_NONBLOCK)
      descriptor = path == "-" ? 0 : open(path, flags)
      guard descriptor >= 0 else { throw Self.failure(path, shown, errno) }
      if !waitForWriter, descriptor != 0 {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
      }
    }

    deinit { if descriptor != 0 { close(descriptor) } }

    /// Whether this input is a regular file and `path` names that same file
    /// (same device and inode, through links): writing there would replace
    /// what is being read.
    public func isSameFile(as path: String) -> Bool {
      var mine = stat()
      var other = stat()
      guard fstat(descriptor, &mine) == 0, (mine.st_mode & S_IFMT) == S_IFREG,
        stat(path, &other) == 0
      else { return false }
      return mine.st_dev == other.st_dev && mine.st_ino == other.st_ino
    }

    /// Reads into `buffer`: the count read, 0 at the end.
    public func read(into buffer: inout [UInt8]) throws(Failure) -> Int {
      while true {
        let count = buffer.withUnsafeMutableBytes {
          systemRead(descriptor, $0.baseAddress, $0.count)
        }
        if count >= 0 { return count }
        if errno != EINTR { throw failure(errno) }
      }
    }

    func failure(_ code: Int32) -> Failure { Self.failure(path, shown, code) }

    private static func failure(_ path: String, _ shown: String, _ code: Int32) -> Failure {
      Failure(
        path: path,
        message: Message("cannot read '{1}': {2}", shown, FileSystem.systemReason(code)))
    }
  }

  /// Writes all of `bytes` to `descriptor`: 0, or the `errno` of the write
  /// that failed.
  public static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return systemWrite(descriptor, base + offset, raw.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return 0
  }

  /// The names of the entries of `folder` (hidden ones too), nil when it
  /// cannot be opened (`errno` says why).
  static func entryNames(in folder: String) -> [String]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      names.append(
        withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        })
    }
    return names
  }

  public struct Failure: Error, Sendable, Equatable {
    public var path: String
    /// What went wrong, as one sentence: lower-case, with the system's
    /// reason ("cannot read 'a.yaml': no such file or directory").
    public var message: Message

    public func description(in language: Language) -> String { message.text(in: language) }
  }

  /// The system's text for `errno`.
  public static func systemReason(_ code: Int32) -> String {
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

  /// The most ``read(_:limit:)`` reads unless told otherwise: 32 MiB. Tree
  /// and answers files are a few kilobytes, and a generated tree of 100,000
  /// questions about 20 MiB; anything bigger is a mistake or an attack, and
  /// refusing it up front keeps time and memory bounded (the loaders keep
  /// several times a file's size while they work on it).
  public static let maximumFileSize = 32 << 20

  /// Whether `path` names a regular file (through symbolic links).
  public static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  /// The failure for a file that is a named pipe, a device or a socket.
  static func notRegular(_ path: String) -> Failure {
    Failure(
      path: path,
      message: Message("cannot read '{1}': it is not a regular file", PlainText.inline(path)))
  }

  /// The whole file, or standard input for `-`.
  ///
  /// Only a regular file is read (through symbolic links): a named pipe, a
  /// terminal or a device (`/dev/tty`, `/dev/zero`) could block for ever or
  /// never end. It is never opened, and a file swapped for one between the
  /// look and the open is refused from its descriptor, opened without
  /// waiting.
  ///
  /// - Throws: ``Failure`` when the file cannot be read, is not a regular
  ///   file, or holds more than `limit` bytes (a regular file is refused
  ///   from its size, before any of it is read; standard input once `limit`
  ///   bytes have come through).
  public static func read(_ path: String, limit: Int = maximumFileSize) throws(Failure) -> [UInt8] {
    var info = stat()
    if path != "-", stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG,
      (info.st_mode & S_IFMT) != S_IFDIR
    {
      throw notRegular(path)
    }
    let input = try Input(path, shown: path, waitForWriter: false)
    let descriptor = input.descriptor
    var expected = 0
    if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
      let size = Int(info.st_size)
      if size > limit { throw tooLarge(path, size: size, limit: limit) }
      expected = size
    } else if path != "-" {
      throw notRegular(path)
    }
    // One buffer of the file's size, filled by read(2) directly: no copies,
    // no growth. One byte more tells whether the file grew meanwhile.
    var failure: Int32 = 0
    var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
      guard let base = buffer.baseAddress else { return }
      while count < buffer.count {
        let got = systemRead(descriptor, base + count, buffer.count - count)
        if got < 0, errno == EINTR { continue }
        if got < 0 { failure = errno }
        if got <= 0 { return }
        count += got
      }
    }
    if failure != 0 { throw input.failure(failure) }
    guard bytes.count > expected else { return bytes }
    // A pipe, or a file that grew: go on in chunks, up to the limit.
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      if bytes.count > limit { throw tooLarge(path, size: nil, limit: limit) }
      let count = try input.read(into: &chunk)
      if count == 0 { return bytes }
      chunk.withUnsafeBufferPointer { bytes.append(contentsOf: $0.prefix(count)) }
    }
  }

  /// The failure for a file over `limit` bytes; `size` is nil when it is not
  /// known (a pipe).
  private static func tooLarge(_ path: String, size: Int?, limit: Int) -> Failure {
    // Rounded up, so a file just over the limit never reads as the limit.
    func mebibytes(_ bytes: Int) -> String {
      let tenths = (bytes * 10 + (1 << 20) - 1) >> 20
      return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
    guard let size else {
      return Failure(
        path: path,
        // Translators: {1} is a file name; {2} and {3} are sizes in MiB (the same limit).
        message: Message(
          "cannot read '{1}': it holds more than {2} MiB; files larger than {3} MiB are not supported",
          path, mebibytes(limit), mebibytes(limit)))
    }
    return Failure(
      path: path,
      // Translators: {1} is a file name; {2} is its size, {3} the limit, in MiB.
      message: Message(
        "cannot read '{1}': it is {2} MiB; files larger than {3} MiB are not supported", path,
        mebibytes(size), mebibytes(limit)))
  }

  /// The `.yaml` and `.yml` files directly inside `folder`, sorted by name.
  public static func yamlFiles(in folder: String) throws(Failure) -> [String] {
    try files(in: folder, endingIn: [".yaml", ".yml"])
  }

  /// The tree files directly inside `folder`: YAML files except
  /// translations, whose names hold a language as well (`presentation.pt.yaml`).
  public static func treeFiles(in folder: String) throws(Failure) -> [String] {
    try yamlFiles(in: folder).filter { !isTranslationFile($0) }
  }

  /// Whether a file name has the form of a translation, `TREE.LANG.yaml`
  /// with a language hig-wizard translates to (`presentation.pt.yaml`); a
  /// tree file may have other dots in its name (`my.tree.yaml`).
  /// The tree file a translation file sits beside (`presentation.pt.yaml`
  /// → `presentation.yaml` or `.yml`), when there is one.
  public static func treeFile(besideTranslation path: String) -> String? {
    guard isTranslationFile(path) else { return nil }
    var base = Substring(path)
    for _ in 0..<2 {
      guard let dot = base.lastIndex(of: ".") else { return nil }
      base = base[..<dot]
    }
    return [".yaml", ".yml"].map { base + $0 }.first { exists($0) }
  }

  /// The translation files beside a tree file (`presentation.yaml` →
  /// `presentation.pt.yaml`, `presentation.ja.yml`, …), in language order.
  public static func translationFiles(besideTree path: String) -> [String] {
    guard !isTranslationFile(path), let dot = path.lastIndex(of: "."),
      [".yaml", ".yml"].contains(String(path[dot...]))
    else { return [] }
    let base = path[..<dot]
    return Language.allCases.filter { $0 != .en }.flatMap { language in
      [".yaml", ".yml"].map { "\(base).\(language.rawValue)\($0)" }
    }.filter { exists($0) }
  }

  public static func isTranslationFile(_ path: String) -> Bool {
    translationLanguage(path) != nil
  }

  /// The language a translation file's name gives (`presentation.pt.yaml`
  /// → pt), nil for a name that is not a translation's.
  public static func translationLanguage(_ path: String) -> Language? {
    let name = path.split(separator: "/").last ?? ""
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 3, let language = Language(rawValue: String(parts[parts.count - 2]))
    else { return nil }
    return language == .en ? nil : language
  }

  /// The files directly inside `folder` whose names end in one of `suffixes`
  /// (hidden ones left out), sorted by name.
  public static func files(in folder: String, endingIn suffixes: [String]) throws(Failure)
    -> [String]
  {
    guard let entries = entryNames(in: folder) else {
      throw Failure(
        path: folder, message: Message("cannot open folder '{1}': {2}", folder, systemReason(errno))
      )
    }
    let names = entries.filter { name in
      !name.hasPrefix(".") && suffixes.contains(where: { name.hasSuffix($0) })
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
  ///
  /// The new file gets `mode` when given; otherwise the mode of the file it
  /// replaces, or the one a new file would have.
  public static func writeAtomically(
    _ bytes: [UInt8], to requested: String, mode requestedMode: mode_t? = nil
  ) throws(Failure) {
    let writer = try AtomicWriter(path: requested)
    try writer.write(bytes)
    try writer.commit(mode: requestedMode)
  }

  /// Creates `path` and the folders above it that are missing; new ones get
  /// `mode`.
  public static func makeFolders(_ path: String, mode: mode_t) throws(Failure) {
    if isDirectory(path) { return }
    if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
      try makeFolders(String(path[..<slash]), mode: mode)
    }
    if mkdir(path, mode) != 0, errno != EEXIST {
      throw Failure(
        path: path, message: Message("cannot create folder '{1}': {2}", path, systemReason(errno)))
    }
  }

  /// Removes the file at `path`; a file that is already gone is no error.
  public static func remove(_ path: String) throws(Failure) {
    if unlink(path) != 0, errno != ENOENT {
      throw Failure(
        path: path, message: Message("cannot remove '{1}': {2}", path, systemReason(errno)))
    }
  }

  static func currentUmask() -> mode_t {
    let mask = umask(0o022)
    umask(mask)
    return mask
  }
}

extension FileSystem {
  /// `path` with symbolic links, `.`, `..` and repeated or trailing
  /// slashes resolved, when it exists; otherwise `path` as it is.
  public static func realPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The home folder (`HOME`), nil when it is not set.
  public static var home: String? {
    guard let value = getenv("HOME") else { return nil }
    let home = String(cString: value)
    return home.isEmpty ? nil : home
  }

  /// `path` from the root: as is when it starts with `/`, else after the
  /// current folder. The path need not exist.
  public static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    guard let folder = getcwd(nil, 0) else { return path }
    defer { free(folder) }
    let base = String(cString: folder)
    let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    if relative.isEmpty || relative == "." { return base }
    return (base.hasSuffix("/") ? base : base + "/") + relative
  }
}

/// File names made from titles.
public enum FileName {
  /// `Photo filters` → `photo-filters`, in ASCII: Latin letters lose their
  /// accents (`Apresentação` → `apresentacao`), Cyrillic is transliterated
  /// (`Фильтры` → `filtry`), and every other run of characters is one `-`;
  /// `fallback` (or `report`) when nothing is left, as for Japanese.
  public static func slug(_ title: String, fallback: String = "report") -> String {
    var result = ""
    for character in title.lowercased() {
      if character.isASCII, character.isLetter || character.isNumber {
        result.append(character)
      } else if let ascii = ascii[character] {
        result += ascii
      } else if !result.isEmpty, result.last != "-" {
        result.append("-")
      }
    }
    while result.last == "-" { result.removeLast() }
    while result.count > 80 || result.last == "-" { result.removeLast() }
    return result.isEmpty ? slug(fallback) : result
  }

  /// Lower-case letters outside ASCII that have an ASCII spelling.
  private static let ascii: [Character: String] = {
    var table: [Character: String] = [:]
    let latin: [(String, String)] = [
      ("àáâãäåāăą", "a"), ("çćĉċč", "c"), ("ďđð", "d"), ("èéêëēĕėęě", "e"), ("ĝğġģ", "g"),
      ("ĥħ", "h"), ("ìíîïĩīĭįı", "i"), ("ĵ", "j"), ("ķ", "k"), ("ĺļľŀł", "l"), ("ñńņňŉ", "n"),
      ("òóôõöøōŏő", "o"), ("ŕŗř", "r"), ("śŝşš", "s"), ("ţťŧ", "t"), ("ùúûüũūŭůűų", "u"),
      ("ŵ", "w"), ("ýÿŷ", "y"), ("źżž", "z"),
    ]
    for (letters, spelling) in latin {
      for letter in letters { table[letter] = spelling }
    }
    let words: [(Character, String)] = [
      ("ß", "ss"), ("æ", "ae"), ("œ", "oe"), ("þ", "th"),
      ("а", "a"), ("б", "b"), ("в", "v"), ("г", "g"), ("д", "d"), ("е", "e"), ("ё", "e"),
      ("ж", "zh"), ("з", "z"), ("и", "i"), ("й", "y"), ("к", "k"), ("л", "l"), ("м", "m"),
      ("н", "n"), ("о", "o"), ("п", "p"), ("р", "r"), ("с", "s"), ("т", "t"), ("у", "u"),
      ("ф", "f"), ("х", "kh"), ("ц", "ts"), ("ч", "ch"), ("ш", "sh"), ("щ", "shch"), ("ъ", ""),
      ("ы", "y"), ("ь", ""), ("э", "e"), ("ю", "yu"), ("я", "ya"),
    ]
    for (letter, spelling) in words { table[letter] = spelling }
    return table
  }()
}

/// A file written in pieces that readers see either as it was or whole.
///
/// A regular file (or a new one) is written to a nameless temporary file in
/// the same folder (Linux `O_TMPFILE`), which `commit` gives its name: a run
/// killed before that leaves nothing behind, and the name needs no room for
/// a suffix. Where the file system cannot make nameless files, a short-named
/// `.hig-wizard-XXXXXX` temporary file is renamed instead. A FIFO, a device
/// or a socket (`-o /dev/stdout`, a named pipe) is written into directly:
/// replacing it would take its reader's data away. Through a symbolic link,
/// even one whose target does not exist yet, the file it points to is
/// written and the link stays.
public final class AtomicWriter {
  public let path: String
  /// The temporary file's name, when it has one (the fallback).
  private var temporary: String?
  /// Written into directly: not a regular file.
  private let direct: Bool
  private var descriptor: Int32
  private var failure: Int32 = 0

  public convenience init(path requested: String) throws(FileSystem.Failure) {
    try self.init(path: requested, nameless: true)
  }

  /// - Parameter nameless: false never tries `O_TMPFILE`, as on a file
  ///   system without it (NFS, FUSE, vfat); for tests.
  init(path requested: String, nameless: Bool) throws(FileSystem.Failure) {
    func refused(_ code: Int32) -> FileSystem.Failure {
      FileSystem.Failure(
        path: requested,
        message: Message(
          "cannot write '{1}': {2}", PlainText.inline(requested), FileSystem.systemReason(code)))
    }
    var info = stat()
    let found = stat(requested, &info) == 0
    // A missing file is made (through a link to it, too); any other reason
    // the path leads nowhere (a loop of links, a file where a folder should
    // be, a folder that may not be searched) is the system's error, as with
    // `>`: the link is never replaced by a file.
    if !found, errno != ENOENT { throw refused(errno) }
    // A file that is there is replaced only with the permission `>` needs
    // to write it: a read-only file, or someone else's in one's own folder,
    // stays as it is, although the folder would allow the rename.
    if found, (info.st_mode & S_IFMT) == S_IFREG,
      faccessat(AT_FDCWD, requested, W_OK, AT_EACCESS) != 0
    {
      throw refused(errno)
    }
    if found, (info.st_mode & S_IFMT) == S_IFDIR {
      throw FileSystem.Failure(
        path: requested,
        message: Message("cannot write '{1}': it is a folder; name a file inside it", requested))
    }
    if found, (info.st_mode & S_IFMT) != S_IFREG {
      // Opened as named: `/dev/stdout` leads to a pipe through /proc.
      path = requested
      direct = true
      descriptor = open(requested, O_WRONLY | O_CLOEXEC)
    } else {
      let path = Self.target(of: requested)
      self.path = path
      direct = false
      let slash = path.lastIndex(of: "/")
      let folder = slash.map { String(path[..<$0]) } ?? "."
      let parent = folder.isEmpty ? "/" : folder
      // O_TMPFILE: a file with no name until `commit` links it.
      descriptor =
        nameless && Self.nameless >= 0
        ? open(parent, Self.nameless | O_WRONLY | O_CLOEXEC, 0o600) : -1
      if descriptor < 0 {
        // A named temporary file, which a run killed before the rename
        // leaves behind: its name holds the pid, so that a later write into
        // the folder can tell it is stale and remove it.
        Self.removeLeftovers(in: parent)
        var template = Array("\(parent)/.hig-wizard-\(getpid())-XXXXXX".utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
          guard let base = buffer.baseAddress else { return -1 }
          return mkstemp(base)
        }
        temporary = String(
          decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
    }
    guard descriptor >= 0 else {
      throw FileSystem.Failure(
        path: path,
        message: Message("cannot write '{1}': {2}", path, FileSystem.systemReason(errno)))
    }
  }

  /// Linux's `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`), which Swift's Glibc
  /// module does not carry.
  #if os(Linux)
    private static let nameless: Int32 = 0o20_000_000 | O_DIRECTORY
  #else
    private static let nameless: Int32 = -1
  #endif

  /// The file `path` names: itself, or through symbolic links (at most 32)
  /// the file they point to, whether it exists or not.
  static func target(of path: String) -> String {
    var current = path
    for _ in 0..<32 {
      var info = stat()
      guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { break }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { break }
      let link = String(
        decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if link.hasPrefix("/") {
        current = link
      } else if let slash = current.lastIndex(of: "/") {
        current = String(current[...slash]) + link
      } else {
        current = link
      }
    }
    return current
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
    if let temporary { unlink(temporary) }
  }

  /// Appends `bytes`; the first error is kept and thrown again by `commit`.
  public func write(_ bytes: [UInt8]) throws(FileSystem.Failure) {
    if failure == 0 { failure = FileSystem.write(bytes, to: descriptor) }
    try check()
  }

  /// Puts the file in place with `mode`, or the mode of the file it
  /// replaces, or the one a new file would have (`0666 & ~umask`). A FIFO
  /// or device written into directly keeps its own.
  ///
  /// With `exclusive`, a file already at the path is never replaced: the
  /// commit fails with "file exists" instead, as `open` with `O_EXCL` does,
  /// and the new file is whole from the moment it has its name.
  public func commit(mode requestedMode: mode_t? = nil, exclusive: Bool = false) throws(FileSystem
    .Failure)
  {
    defer { descriptor = -1 }
    if direct {
      if close(descriptor) != 0, failure == 0 { failure = errno }
      try check()
      return
    }
    var mode = mode_t(0o666) & ~FileSystem.currentUmask()
    var existing = stat()
    if stat(path, &existing) == 0 { mode = existing.st_mode & 0o7777 }
    if let requestedMode { mode = requestedMode }
    if failure == 0, fchmod(descriptor, mode) != 0 { failure = errno }
    if failure == 0, temporary == nil { failure = link(exclusive: exclusive) }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure == 0, let temporary {
      // link(2), unlike rename(2), fails when the name is taken.
      let moved = exclusive ? systemLink(temporary, path) : rename(temporary, path)
      if moved != 0 { failure = errno }
    }
    if let temporary {
      if failure != 0 || exclusive { unlink(temporary) }
      self.temporary = nil
    }
    try check()
  }

  /// Gives the nameless file its name: straight to `path` when nothing is
  /// there, else a short temporary name renamed over it. 0 or `errno`.
  private func link(exclusive: Bool) -> Int32 {
    let source = "/proc/self/fd/\(descriptor)"
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    if linkat(AT_FDCWD, source, AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0 { return 0 }
    guard errno == EEXIST, !exclusive else { return errno }
    // Only a replacing write makes temporary names, so only one looks for
    // those a killed one left: a new file costs no reading of its folder.
    Self.removeLeftovers(in: folder.isEmpty ? "/" : folder)
    for attempt in 0..<100 {
      let name = "\(folder.isEmpty ? "" : folder)/.hig-wizard-\(getpid())-\(attempt)"
      if linkat(AT_FDCWD, source, AT_FDCWD, name, AT_SYMLINK_FOLLOW) == 0 {
        if rename(name, path) == 0 { return 0 }
        let code = errno
        unlink(name)
        return code
      }
      if errno != EEXIST { return errno }
    }
    return EEXIST
  }

  /// How long a temporary file is left alone after its last change, even
  /// when no process of its pid runs here: on a file system shared between
  /// machines (NFS, where `O_TMPFILE` is missing) the pid may be another
  /// machine's, whose write is still going on.
  static let leftoverAge = 10 * 60

  /// Removes the temporary files a killed run left in `folder`: the
  /// `.hig-wizard-PID-N` names of a run killed between the link and the
  /// rename, and the `.hig-wizard-PID-XXXXXX` files of one killed while it
  /// wrote where there are no nameless files. A name is stale when no
  /// process of its pid runs and the file has not changed for
  /// ``leftoverAge`` seconds; only this user's regular files are removed.
  /// Earlier versions named theirs `.hig-wizard-XXXXXX`, without a pid:
  /// those go once they are as old. The next write that makes a temporary
  /// name there cleans up.
  static func removeLeftovers(in folder: String) {
    let now = time(nil)
    let stale = (FileSystem.entryNames(in: folder) ?? []).filter { name in
      guard name.hasPrefix(".hig-wizard-") else { return false }
      let parts = name.dropFirst(".hig-wizard-".count).split(
        separator: "-", omittingEmptySubsequences: false)
      guard let last = parts.last, !last.isEmpty, last.utf8.allSatisfy(PlainText.isAlphanumeric)
      else { return false }
      var pid: pid_t?
      if parts.count == 2 {
        guard let number = pid_t(parts[0]), number > 0, number != getpid() else { return false }
        pid = number
      } else if parts.count != 1 || last.utf8.count != 6 {
        return false
      }
      var info = stat()
      guard lstat(folder + "/" + name, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
        info.st_uid == geteuid(), now - Self.modified(info) >= leftoverAge
      else { return false }
      guard let pid else { return true }
      return kill(pid, 0) != 0 && errno == ESRCH
    }
    for name in stale { unlink(folder + "/" + name) }
  }

  /// When the file `info` describes last changed, in seconds since 1970.
  private static func modified(_ info: stat) -> time_t {
    #if canImport(Darwin)
      info.st_mtimespec.tv_sec
    #else
      info.st_mtim.tv_sec
    #endif
  }

  private func check() throws(FileSystem.Failure) {
    guard failure != 0 else { return }
    throw FileSystem.Failure(
      path: path,
      message: Message("cannot write '{1}': {2}", path, FileSystem.systemReason(failure)))
  }

}

extension FileSystem {
  /// At most the first `limit` bytes of the regular file `path`, and
  /// whether that is all of it. A FIFO, a device or a folder is not opened
  /// for reading (it could block, or read what a person types).
  public static func readStart(of path: String, limit: Int) throws(Failure) -> (
    bytes: [UInt8], whole: Bool
  ) {
    // Looked at before it is opened, and again from its descriptor, as
    // ``read(_:limit:)`` does; read through the same ``Input``.
    var info = stat()
    if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG { throw notRegular(path) }
    let input = try Input(path, shown: PlainText.inline(path), waitForWriter: false)
    guard fstat(input.descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      throw notRegular(path)
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: min(limit + 1, 1 << 16))
    while bytes.count <= limit {
      let count = try input.read(into: &chunk)
      if count == 0 { break }
      chunk.withUnsafeBufferPointer { bytes.append(contentsOf: $0.prefix(count)) }
    }
    return (Array(bytes.prefix(limit)), bytes.count <= limit)
  }

  /// This process's id and its terminal (standard input's), for a lock
  /// file to say who holds it.
  public static func processDescription() -> (pid: Int, terminal: String?) {
    let terminal = isatty(0) != 0 ? ttyname(0).map { String(cString: $0) } : nil
    return (Int(getpid()), terminal)
  }

  /// An exclusive `flock` of a lock file, held until ``release()`` or the
  /// end of the process: `kill -9` too lets it go, so a lock never outlives
  /// its holder.
  public final class Lock: @unchecked Sendable {
    public let path: String
    private var descriptor: Int32

    init(path: String, descriptor: Int32) {
      self.path = path
      self.descriptor = descriptor
    }

    deinit { release() }

    public func release() {
      guard descriptor >= 0 else { return }
      close(descriptor)
      descriptor = -1
    }

    /// Removes the lock file, then lets the lock go (only its holder may
    /// remove it: whoever opened it meanwhile finds it gone once it has
    /// the lock, and makes a new one).
    public func removeFile() {
      if descriptor >= 0 { unlink(path) }
      release()
    }
  }

  /// Takes the lock `path` without waiting, making the file (mode 0600)
  /// when need be, and writes `note` into it. Returns nil and what the
  /// holder wrote (at most 1 KiB) when another process holds it.
  public static func tryLock(_ path: String, note: String) throws(Failure) -> (
    lock: Lock?, holder: String
  ) {
    func failure(_ code: Int32) -> Failure {
      Failure(path: path, message: Message("cannot lock '{1}': {2}", path, systemReason(code)))
    }
    for _ in 0..<100 {
      let descriptor = open(
        path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, 0o600)
      guard descriptor >= 0 else { throw failure(errno) }
      var mine = stat()
      guard fstat(descriptor, &mine) == 0, (mine.st_mode & S_IFMT) == S_IFREG else {
        close(descriptor)
        throw failure(EINVAL)
      }
      if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
        let code = errno
        defer { close(descriptor) }
        guard code == EWOULDBLOCK else { throw failure(code) }
        var bytes = [UInt8](repeating: 0, count: 1024)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 1024, 0) }
        return (nil, String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self))
      }
      // Removed (and perhaps made again) by its holder between the open and
      // the lock: what was locked is not the lock any more.
      var named = stat()
      guard stat(path, &named) == 0, named.st_ino == mine.st_ino, named.st_dev == mine.st_dev
      else {
        close(descriptor)
        continue
      }
      // The note first, then the length cut to it: one who reads between
      // the two sees a note (perhaps with an old tail), never an empty file.
      let text = Array(note.utf8)
      let written = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
      if written == text.count { _ = ftruncate(descriptor, off_t(text.count)) }
      return (Lock(path: path, descriptor: descriptor), "")
    }
    throw failure(EAGAIN)
  }

  /// Writes `bytes` as the new file `path` (mode `mode`), whole or not at
  /// all; false when something is there already. The one way a name is
  /// claimed by one process only: the file gets its name by link(2), which
  /// fails, as `O_EXCL` does, when the name is taken.
  public static func createExclusively(_ bytes: [UInt8], at path: String, mode: mode_t)
    throws(Failure) -> Bool
  {
    do {
      let writer = try AtomicWriter(path: path)
      try writer.write(bytes)
      try writer.commit(mode: mode, exclusive: true)
      return true
    } catch {
      if exists(path) { return false }
      throw error
    }
  }
}
