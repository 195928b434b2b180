import Foundation
import Testing

/// What a packager reads: the licence everywhere they look for it, one
/// version, a reproducible tarball, build targets that install nothing, a
/// Debian package and a Homebrew formula that run only what the Makefile
/// runs. (`make deb-check` builds and installs the package itself.)
@Suite struct PackagingTests {
  static func text(_ path: String) throws -> String {
    try String(contentsOf: Binary.repository.appendingPathComponent(path), encoding: .utf8)
  }

  static var version: String {
    get throws { try text("VERSION").trimmingCharacters(in: .whitespacesAndNewlines) }
  }

  @Test func theLicenceIsApache2WherePackagersLook() throws {
    let licence = try Self.text("LICENSE")
    #expect(
      licence.contains("Apache License\n                           Version 2.0, January 2004"))
    #expect(licence.contains("END OF TERMS AND CONDITIONS"))
    #expect(try Self.text("Package.swift").contains("// SPDX-License-Identifier: Apache-2.0"))
    #expect(try Self.text("README.md").contains("Apache License, Version 2.0 (SPDX\n`Apache-2.0`"))
    #expect(
      try Self.text("debian/copyright").contains(
        "Files: *\nCopyright: 2026 The hig-wizard authors\nLicense: Apache-2.0"))
    #expect(try Self.text("Formula/hig-wizard.rb").contains("license \"Apache-2.0\""))
    let page = try hig(["help", "--man"]).stdout
    #expect(page.contains("Apache License, Version 2.0\n(SPDX: Apache-2.0)"))
  }

  /// One version: VERSION, which the binary, the man page, the .pot and the
  /// Debian package's changelog agree with.
  @Test func everyPartNamesTheOneVersion() throws {
    let version = try Self.version
    #expect(try hig(["--version"]).stdout == "hig-wizard \(version)\n")
    #expect(try hig(["help", "--man"]).stdout.contains("\nhig-wizard \(version): answer"))
    let debian = try Self.text("debian/changelog")
    #expect(debian.hasPrefix("hig-wizard (\(version)-"), "debian/changelog: \(debian.prefix(40))")
    #expect(
      try Self.text("po/hig-wizard.pot").contains(
        "\"Project-Id-Version: hig-wizard \(version)\\n\""))
    #expect(
      try Self.text("Formula/hig-wizard.rb").contains("/v\(version)/hig-wizard-\(version).tar.gz\"")
    )
    #expect(try Self.text("CHANGELOG.md").contains("\n## [\(version)] - "))
  }

  /// `make dist` twice, with a file's time changed between: the same bytes;
  /// names sorted under hig-wizard-VERSION/, owned by 0, dated
  /// SOURCE_DATE_EPOCH; the tracked files only. (In a clone, so that the
  /// checkout's own files are left alone.)
  @Test func makeDistIsReproducible() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let clone = folder.appendingPathComponent("clone")
    let cloned = try runProcess(
      "/usr/bin/git", ["clone", "--quiet", Binary.repository.path, clone.path])
    #expect(cloned.status == 0, "\(cloned.stderr)")
    let first = folder.appendingPathComponent("1")
    let second = folder.appendingPathComponent("2")
    for out in [first, second] {
      try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
      let made = try runProcess(
        "/usr/bin/make",
        [
          "-s", "--no-print-directory", "-C", clone.path, "dist", "DIST_DIR=\(out.path)",
          "SOURCE_DATE_EPOCH=1796601600",
        ])
      #expect(made.status == 0, "\(made.stderr)")
      // The second tarball is made after a tracked file's time changed.
      _ = try runProcess("/usr/bin/touch", [clone.appendingPathComponent("README.md").path])
    }
    let version = try Self.version
    let name = "hig-wizard-\(version).tar.gz"
    let one = try Data(contentsOf: first.appendingPathComponent(name))
    let two = try Data(contentsOf: second.appendingPathComponent(name))
    #expect(one == two)
    let listing = try runProcess(
      "/usr/bin/tar",
      [
        "--list", "--verbose", "--numeric-owner", "--utc", "-zf",
        first.appendingPathComponent(name).path,
      ])
    let lines = listing.stdout.split(separator: "\n").map(String.init)
    let names = lines.compactMap { $0.split(separator: " ").last.map(String.init) }
    #expect(names == names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    #expect(names.allSatisfy { $0.hasPrefix("hig-wizard-\(version)/") })
    for file in [
      "LICENSE", "VERSION", "CHANGELOG.md", "debian/rules", "Formula/hig-wizard.rb", "Makefile",
    ] {
      #expect(names.contains("hig-wizard-\(version)/\(file)"), "\(file)")
    }
    #expect(!names.contains { $0.contains("/.build/") })
    #expect(
      lines.allSatisfy { $0.contains(" 0/0 ") && $0.contains(" 2026-12-07 00:00 ") },
      "\(lines.prefix(3))")
    let tracked = try runProcess("/usr/bin/git", ["-C", clone.path, "ls-files"])
    #expect(names.count == tracked.stdout.split(separator: "\n").count)
  }

  /// `make build`, `make install` and `make dist` never install a package
  /// (no dpkg-query, no apt-get): they only check the build's libraries.
  /// `make run` and `make test`, the quick start, still do.
  @Test func buildTargetsInstallNothing() throws {
    func plan(_ targets: [String]) throws -> String {
      try runProcess(
        "/usr/bin/make", ["-n", "--no-print-directory", "-C", Binary.repository.path] + targets
      ).stdout
    }
    let building = try plan(["build", "dist", "man", "scan", "release-inputs"])
    #expect(!building.contains("dpkg-query"))
    #expect(!building.contains("apt-get update"))
    #expect(building.contains("-print-file-name=$lib.a"))  // the static archives are checked
    #expect(try plan(["deps"]).contains("dpkg-query"))
    // Missing libraries are named, with the command that installs them, and
    // nothing is installed, even as root: apt-get here records its calls.
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("called")
    for tool in ["apt-get", "dpkg-query"] {
      let fake = folder.appendingPathComponent(tool)
      try write("#!/bin/sh\necho \(tool) >> \(log.path)\n", to: fake)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
    }
    let path = folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    let checked = try runProcess(
      "/usr/bin/make",
      ["-s", "--no-print-directory", "-C", Binary.repository.path, "build-deps", "CC=false"],
      environment: ["PATH": path])
    #expect(checked.status != 0)
    #expect(
      checked.stderr.contains("the build needs these libraries, with their headers: libyaml-dev"))
    #expect(checked.stderr.contains("sudo apt-get install libyaml-dev libedit-dev"))
    #expect(!FileManager.default.fileExists(atPath: log.path))
    // As root under fakeroot (dpkg-buildpackage's), the installing target
    // says what is missing instead of running apt-get.
    let query = folder.appendingPathComponent("dpkg-query")
    try write("#!/bin/sh\necho dpkg-query >> \(log.path)\nexit 1\n", to: query)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: query.path)
    let faked = try runProcess(
      "/usr/bin/make",
      [
        "-s", "--no-print-directory", "-C", Binary.repository.path, "install-packages",
        "PACKAGES=no-such-package",
      ],
      environment: ["PATH": path, "FAKEROOTKEY": "1"])
    #expect(faked.status != 0)
    #expect(faked.stdout.contains("missing Debian packages: no-such-package"), "\(faked.stdout)")
    #expect(try String(contentsOf: log, encoding: .utf8) == "dpkg-query\n")
    let present = try runProcess(
      "/usr/bin/make", ["-s", "--no-print-directory", "-C", Binary.repository.path, "build-deps"],
      environment: ["PATH": path])
    #expect(present.status == 0, "\(present.stderr)")
  }

  /// The formula runs only `make install`, with variables the Makefile has,
  /// and names the parts Homebrew expects.
  @Test func theFormulaRunsOnlyWhatTheMakefileRuns() throws {
    let formula = try Self.text("Formula/hig-wizard.rb")
    let makefile = try Self.text("Makefile")
    let systemCalls = formula.split(separator: "\n").filter { $0.contains("system ") }
    #expect(
      systemCalls.map { $0.trimmingCharacters(in: .whitespaces) } == [
        "system \"make\", \"install\","
      ])
    let variables = formula.split(separator: "\"").compactMap { piece -> String? in
      guard let equals = piece.firstIndex(of: "="), piece.allSatisfy({ $0 != " " }) else {
        return nil
      }
      let name = piece[..<equals]
      return name.allSatisfy { $0.isUppercase || $0 == "_" } && !name.isEmpty ? String(name) : nil
    }
    #expect(
      Set(variables) == [
        "PREFIX", "MAN_DIR", "BASH_COMPLETION_DIR", "ZSH_COMPLETION_DIR", "FISH_COMPLETION_DIR",
      ])
    for variable in variables {
      #expect(
        makefile.contains("\n\(variable) ") || makefile.contains("\n\(variable)?"), "\(variable)")
    }
    for part in [
      "depends_on \"libyaml\"", "#{man1}", "#{bash_completion}", "#{zsh_completion}",
      "#{fish_completion}", "test do",
    ] {
      #expect(formula.contains(part), "\(part)")
    }
  }

  /// The Debian package puts zsh's function where Debian's zsh looks, and
  /// the scanner's package states what it needs.
  @Test func theDebianPackageIsWhereDebianLooks() throws {
    #expect(
      try Self.text("debian/rules").contains("ZSH_COMPLETION_DIR=/usr/share/zsh/vendor-completions")
    )
    #expect(
      try Self.text("debian/hig-wizard.install").contains(
        "usr/share/zsh/vendor-completions/_hig-wizard"))
    let control = try Self.text("debian/control")
    #expect(control.contains("Package: hig-wizard-scan"))
    #expect(
      control.contains("which no Debian package provides, from this folder:\n   ${swift:HostLibs}"))
  }
}
