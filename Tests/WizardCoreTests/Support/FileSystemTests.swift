import Foundation
import Testing

@testable import WizardCore

@Suite struct FileSystemTests {
  @Test func aFileOverTheLimitIsRefusedUnread() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hig-wizard-fs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("f.yaml").path
    try Data(repeating: 0x61, count: (3 << 20) + 1).write(to: URL(fileURLWithPath: path))

    #expect(try FileSystem.read(path, limit: 4 << 20).count == (3 << 20) + 1)
    #expect(try FileSystem.read(path, limit: (3 << 20) + 1).count == (3 << 20) + 1)
    #expect {
      try FileSystem.read(path, limit: 3 << 20)
    } throws: { error in
      (error as? FileSystem.Failure)?.description(in: .en)
        == "cannot read '\(path)': it is 3.1 MiB; files larger than 3 MiB are not supported"
    }
    // The default: 32 MiB.
    #expect(FileSystem.maximumFileSize == 32 << 20)
    #expect(try FileSystem.read(path) == [UInt8](repeating: 0x61, count: (3 << 20) + 1))
  }

  @Test func emptyAndMissingFiles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hig-wizard-fs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("empty.yaml").path
    try Data().write(to: URL(fileURLWithPath: path))
    #expect(try FileSystem.read(path) == [])
    #expect(throws: FileSystem.Failure.self) { try FileSystem.read(path + ".missing") }
    #expect(throws: FileSystem.Failure.self) { try FileSystem.read(folder.path) }
  }
}
