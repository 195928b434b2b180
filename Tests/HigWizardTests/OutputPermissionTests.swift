import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

/// Writing a file (`-o`, the save prompt, `lint --stamp`) replaces it only
/// where `>` could write it, never through a loop of links, and never over
/// the file being read.
@Suite struct OutputPermissionTests {
  /// The user the permission tests run as when this is root (who may write
  /// anything): nobody.
  static let nobody: uid_t = 65534

  /// A folder of the user the binary runs as (``asUser(_:in:)``).
  func userFolder() throws -> URL {
    let folder = try temporaryFolder()
    if geteuid() == 0 { #expect(chown(folder.path, Self.nobody, Self.nobody) == 0) }
    return folder
  }

  /// hig-wizard run as an ordinary user in `folder`: as nobody through
  /// util-linux's setpriv when this is root, else as this user.
  func asUser(_ arguments: [String], in folder: URL) throws -> RunResult {
    let environment = [
      "HOME": folder.path, "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
    ]
    guard geteuid() == 0 else {
      return try hig(arguments, directory: folder, environment: environment)
    }
    return try runProcess(
      "/usr/bin/setpriv",
      ["--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups", Binary.path]
        + arguments, directory: folder, environment: environment)
  }

  /// A file `name` in `folder` holding `keep`, with `mode`, owned by the
  /// user of ``asUser(_:in:)`` or, with `byRoot`, by root.
  func file(_ name: String, in folder: URL, mode: mode_t, byRoot: Bool = false) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try write("keep", to: URL(fileURLWithPath: path))
    if geteuid() == 0, !byRoot { #expect(chown(path, Self.nobody, Self.nobody) == 0) }
    #expect(chmod(path, mode) == 0)
    return path
  }

  func mode(_ path: String) -> mode_t {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode : 0
  }

  @Test(.enabled(if: geteuid() == 0, "only root needs it to drop privileges"))
  func setprivIsThereToDropRoot() {
    #expect(access("/usr/bin/setpriv", X_OK) == 0)
  }

  /// `chmod 444 prot.md; hig-wizard run … -o prot.md`: refused with the
  /// system's reason, as `>` is, and the file stays.
  @Test func aReadOnlyFileIsNotReplaced() throws {
    let folder = try userFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try file("prot.md", in: folder, mode: 0o444)
    let result = try asUser(photoFilters + ["-o", "prot.md"], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr.contains("cannot write 'prot.md': permission denied"), "\(result.stderr)")
    #expect(try read(URL(fileURLWithPath: path)) == "keep")
    #expect(mode(path) & 0o7777 == 0o444)
    // A file that may be written is replaced, and keeps its mode.
    let open = try file("open.md", in: folder, mode: 0o640)
    let written = try asUser(photoFilters + ["-o", "open.md"], in: folder)
    #expect(written.status == 0, "\(written.stderr)")
    #expect(try read(URL(fileURLWithPath: open)).hasPrefix("# "))
    #expect(mode(open) & 0o7777 == 0o640)
    // Nothing is left behind.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!names.contains { $0.hasPrefix(".hig-wizard-") }, "\(names)")
  }

  /// `lint --stamp` of a read-only translation: refused as `>` would be,
  /// and the file stays as it was.
  @Test func aReadOnlyTranslationIsNotStamped() throws {
    let readme = try read(Binary.repository.appendingPathComponent("Questions/README.md"))
    let blocks = readme.components(separatedBy: "```yaml\n")
    let tree = try #require(blocks.dropFirst().first?.components(separatedBy: "\n```").first)
    let translation = try #require(
      blocks.first { $0.hasPrefix("tree: destructive-actions\n") }?
        .components(separatedBy: "\n```").first)
    let folder = try userFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let treePath = try file("destructive-actions.yaml", in: folder, mode: 0o644)
    try write(tree + "\n", to: URL(fileURLWithPath: treePath))
    let path = try file("destructive-actions.pt.yaml", in: folder, mode: 0o644)
    try write(translation + "\n", to: URL(fileURLWithPath: path))
    #expect(chmod(path, 0o444) == 0)
    let result = try asUser(
      ["lint", "--stamp", "destructive-actions.pt.yaml", "destructive-actions.yaml"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.stderr.contains("cannot write 'destructive-actions.pt.yaml': permission denied"),
      "\(result.stderr)")
    #expect(try read(URL(fileURLWithPath: path)) == translation + "\n")
  }

  /// Root's file in the user's own folder: the folder would let the user
  /// rename over it, but `>` could not write it, so neither may `-o` or
  /// `graph -o`.
  @Test(.enabled(if: geteuid() == 0)) func anotherUsersFileIsNotReplaced() throws {
    let folder = try userFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try file("root.md", in: folder, mode: 0o644, byRoot: true)
    for arguments in [
      photoFilters + ["-o", "root.md"], ["graph", "presentation", "-o", "root.md"],
    ] {
      let result = try asUser(arguments, in: folder)
      #expect(result.status == 1, "\(arguments)")
      #expect(
        result.stderr.contains("cannot write 'root.md': permission denied"), "\(result.stderr)")
      #expect(try read(URL(fileURLWithPath: path)) == "keep")
      var info = stat()
      #expect(stat(path, &info) == 0 && info.st_uid == 0)
    }
  }

  /// `-o loopa` where `loopa → loopb → loopa`: the system's error, and
  /// both links stay links.
  @Test func aLoopOfLinksIsTheSystemsError() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(symlink("loopb", folder.appendingPathComponent("loopa").path) == 0)
    #expect(symlink("loopa", folder.appendingPathComponent("loopb").path) == 0)
    let result = try hig(photoFilters + ["-o", "loopa"], directory: folder)
    #expect(result.status == 1)
    #expect(
      result.stderr.contains("cannot write 'loopa': too many levels of symbolic links"),
      "\(result.stderr)")
    #expect(!result.stderr.contains("wrote"))
    for name in ["loopa", "loopb"] {
      #expect(mode(folder.appendingPathComponent(name).path) & S_IFMT == S_IFLNK, "\(name)")
    }
  }

  /// The save prompt writes as `-o` does: a loop of links is the system's
  /// error, said at the prompt, and the links stay.
  @Test func theSavePromptFailsOnALoopOfLinks() throws {
    let wizard = try TerminalTests.Wizard()
    #expect(symlink("loopb", wizard.work.appendingPathComponent("loopa").path) == 0)
    #expect(symlink("loopa", wizard.work.appendingPathComponent("loopb").path) == 0)
    try wizard.start(["run", "presentation"])
    for (index, reply) in TerminalTests.filters.enumerated() { try wizard.answer(index + 1, reply) }
    try wizard.when("Save this as Markdown? [presentation.md]", type: "loopa\r")
    try wizard.when("loopa already exists. Replace it?", type: "y\r")
    try wizard.when(
      "Could not save: cannot write 'loopa': too many levels of symbolic links.", type: "\r")
    // Nothing was saved: the session stays for resume, and the status says so.
    try wizard.expectEnd(.exited(1))
    for name in ["loopa", "loopb"] {
      #expect(mode(wizard.work.appendingPathComponent(name).path) & S_IFMT == S_IFLNK, "\(name)")
    }
  }

  /// `batch presentation same.jsonl -o same.jsonl` (or through a link to
  /// it) would replace the answers with the results: refused before
  /// anything is written.
  @Test func batchRefusesToWriteOverItsInput() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let answers =
      #"{"platform": "ipad", "modal-needed": "yes", "depth": "no", "multiple-inputs": "yes"}"#
      + "\n"
    let input = folder.appendingPathComponent("same.jsonl")
    try write(answers, to: input)
    #expect(symlink("same.jsonl", folder.appendingPathComponent("link.jsonl").path) == 0)
    for output in ["same.jsonl", "link.jsonl", "./same.jsonl"] {
      let result = try hig(
        ["batch", "presentation", "same.jsonl", "-o", output], directory: folder)
      #expect(result.status == 1, "\(output)")
      #expect(
        result.stderr.contains(
          "error: '\(output)' is the file the answers are read from; write the results to another file"
        ), "\(result.stderr)")
      #expect(try read(input) == answers)
    }
    // Read from standard input, the same file is refused as well.
    let piped = try runProcess(
      "/bin/sh",
      ["-c", "exec \"$0\" batch presentation - -o same.jsonl < same.jsonl", Binary.path],
      directory: folder)
    #expect(piped.status == 1, "\(piped.stderr)")
    #expect(try read(input) == answers)
    let elsewhere = try hig(
      ["batch", "presentation", "same.jsonl", "-o", "results.jsonl"], directory: folder)
    #expect(elsewhere.status == 0, "\(elsewhere.stderr)")
  }
}
