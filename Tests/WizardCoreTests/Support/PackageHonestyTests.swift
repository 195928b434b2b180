import Foundation
import Testing
import WizardCore

/// What another package, or another operating system, meets when it takes
/// this one: a library product without unsafe flags, module maps that name
/// their libraries, and system calls that are not tied to one C library.
@Suite struct PackageHonestyTests {
  static let repository: String = {
    let file = #filePath
    let tests = file.firstRange(of: "/Tests/")?.lowerBound ?? file.endIndex
    return String(file[..<tests])
  }()

  static func text(_ path: String) throws -> String {
    String(decoding: try FileSystem.read(repository + "/" + path), as: UTF8.self)
  }

  /// The declaration of the target `name` in Package.swift: from its
  /// `.target(` or `.systemLibrary(` to the parenthesis that closes it.
  static func declaration(of name: String, in manifest: String) -> Substring? {
    guard let named = manifest.range(of: "name: \"\(name)\"") else { return nil }
    guard let open = manifest[..<named.lowerBound].lastIndex(of: "(") else { return nil }
    var depth = 0
    var index = open
    while index < manifest.endIndex {
      switch manifest[index] {
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth == 0 { return manifest[open...index] }
      default: break
      }
      index = manifest.index(after: index)
    }
    return nil
  }

  /// SwiftPM refuses a versioned dependency whose product's targets have
  /// unsafe flags: the WizardCore library and the targets it is built from
  /// have none (the release switches are the Makefile's).
  @Test func theLibraryProductHasNoUnsafeFlags() throws {
    let manifest = try Self.text("Package.swift")
    #expect(manifest.contains(".library(name: \"WizardCore\", targets: [\"WizardCore\"])"))
    for target in ["WizardCore", "CYAML", "CUnistring"] {
      let declaration = try #require(Self.declaration(of: target, in: manifest), "\(target)")
      #expect(!declaration.contains("unsafeFlags"), "\(target)")
      #expect(!declaration.contains("swiftSettings"), "\(target)")
      #expect(!declaration.contains("linkerSettings"), "\(target)")
    }
  }

  /// Module maps name libraries (`link "yaml"`); static linking is the
  /// Makefile's choice on Linux, not `link ":libyaml.a"`, which only GNU ld
  /// understands.
  @Test func moduleMapsNameTheirLibraries() throws {
    for module in ["CYAML", "CUnistring", "CEditLine"] {
      let map = try Self.text("Sources/\(module)/module.modulemap")
      #expect(map.contains("link \""), "\(module)")
      #expect(!map.contains("link \":"), "\(module)")
      #expect(!map.contains(".a\""), "\(module)")
    }
  }

  /// Every file that imports Glibc has a Darwin branch, and no call is
  /// qualified with the C library's module (`Glibc.read`), which compiles
  /// on Linux only; the signal handler's field, whose name differs, is set
  /// in a branch for each.
  @Test func theDarwinBranchNamesNoLinuxOnlyModule() throws {
    let sources = Self.repository + "/Sources"
    let files = (FileManager.default.enumerator(atPath: sources)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".swift") }
    #expect(files.count > 50)
    var importing = 0
    for file in files {
      let text = String(decoding: try FileSystem.read(sources + "/" + file), as: UTF8.self)
      let code = text.split(separator: "\n").filter {
        !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
      }.joined(separator: "\n")
      #expect(!code.contains("Glibc."), "\(file)")
      if code.contains("import Glibc") {
        importing += 1
        #expect(code.contains("canImport(Glibc)"), "\(file)")
        #expect(code.contains("import Darwin"), "\(file)")
      }
      if code.contains("__sigaction_handler") {
        #expect(code.contains("__sigaction_u"), "\(file)")
      }
      if code.contains("st_mtim.") { #expect(code.contains("st_mtimespec"), "\(file)") }
    }
    #expect(importing >= 2)
  }
}
