#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import WizardCore

/// Runs `hig-wizard-scan sketches`, the program beside this one that links
/// the toolchain's SwiftParser, on the sketches `lint` checks.
enum SketchParser {
  /// The scanner's name; it is looked for only beside this program, never
  /// on PATH.
  static let scannerName = "hig-wizard-scan"

  /// The scanner beside this program, when it is there and can be run.
  static var scanner: String? {
    let me = FileSystem.realPath("/proc/self/exe")
    guard let slash = me.lastIndex(of: "/") else { return nil }
    let path = String(me[..<slash]) + "/" + scannerName
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(path, X_OK) == 0
    else { return nil }
    return path
  }

  enum Failure: Error {
    case missing
    /// The scanner could not be started, or did not end well.
    case failed(String)
  }

  /// The syntax errors of `requests`, as the scanner reports them.
  static func problems(_ requests: [SketchCheck.Request]) throws(Failure) -> [SketchCheck.Problem] {
    guard !requests.isEmpty else { return [] }
    guard let scanner else { throw .missing }
    // The requests go through an unnamed file, so that a scanner that dies
    // early can never leave this program writing into a closed pipe.
    let folder = System.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((folder + "/hig-wizard-sketches-XXXXXX").utf8CString)
    let input = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard input >= 0 else { throw .failed(FileSystem.systemReason(errno)) }
    defer { close(input) }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    let written = FileSystem.write(SketchCheck.encode(requests), to: input)
    guard written == 0 else { throw .failed(FileSystem.systemReason(written)) }
    guard lseek(input, 0, SEEK_SET) == 0 else { throw .failed(FileSystem.systemReason(errno)) }
    var pipeEnds: [Int32] = [-1, -1]
    guard pipe(&pipeEnds) == 0 else { throw .failed(FileSystem.systemReason(errno)) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input, 0)
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    let arguments = [scanner, "sketches"]
    var argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, scanner, &actions, nil, &argv, environ)
    close(pipeEnds[1])
    defer { close(pipeEnds[0]) }
    guard spawned == 0 else { throw .failed(FileSystem.systemReason(spawned)) }
    var reply: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      reply += buffer[0..<count]
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // Exited (the low seven bits clear) with status 0.
    guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
      throw .failed("\(scannerName) ended with status \(status)")
    }
    return SketchCheck.problems(inReply: String(decoding: reply, as: UTF8.self))
  }
}
