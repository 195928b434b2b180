// swift-tools-version:6.0
// SPDX-License-Identifier: Apache-2.0
// hig-wizard is licensed under the Apache License, Version 2.0: see LICENSE.
import Foundation
import PackageDescription

// The toolchain's own swift-syntax libraries (lib/swift/host beside swiftc):
// shared objects only, linked by hig-wizard-scan and never by hig-wizard,
// which stays static. SWIFT_HOST_LIBS names the folder; otherwise it is
// found from swiftc on PATH. Without it the scanner is left out of the build.
let swiftSyntaxFolder: String? = {
  let fileManager = FileManager.default
  func hasParser(_ folder: String) -> Bool {
    fileManager.fileExists(atPath: folder + "/libSwiftParser.so")
      || fileManager.fileExists(atPath: folder + "/libSwiftParser.dylib")
  }
  if let folder = ProcessInfo.processInfo.environment["SWIFT_HOST_LIBS"], hasParser(folder) {
    return folder
  }
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  for directory in path.split(separator: ":") {
    let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
    guard fileManager.isExecutableFile(atPath: swiftc.path) else { continue }
    let folder = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("../lib/swift/host").standardized.path
    if hasParser(folder) { return folder }
  }
  return nil
}()

let scannerTargets: [Target] =
  swiftSyntaxFolder.map { folder in
    [
      // The scanner: parses Swift with the toolchain's SwiftParser. For now it
      // checks the trees' sketches for `hig-wizard lint`.
      .executableTarget(
        name: "hig-wizard-scan", dependencies: ["WizardCore"],
        swiftSettings: [.unsafeFlags(["-I", folder])],
        linkerSettings: [
          .unsafeFlags([
            "-L", folder, "-lSwiftParser", "-lSwiftParserDiagnostics", "-lSwiftDiagnostics",
            "-lSwiftBasicFormat", "-lSwiftSyntax", "-Xlinker", "-rpath", "-Xlinker", folder,
          ])
        ])
    ]
  } ?? []

let package = Package(
  name: "hig-wizard",
  products: [
    .executable(name: "hig-wizard", targets: ["hig-wizard"]),
  ] + scannerTargets.map { .executable(name: $0.name, targets: [$0.name]) } + [
    .library(name: "WizardCore", targets: ["WizardCore"]),
  ],
  targets: [
    // C libraries from Debian, wrapped as system-library targets.
    // Their headers are in /usr/include; each module map links the library
    // by name (no pkg-config). Release builds link the static archives: the
    // Makefile's STATIC_LIBS folder comes first on the search path.
    // No target of the WizardCore library product has unsafe flags, so that
    // another package can depend on it; the release build's compiler and
    // linker switches are the Makefile's RELEASE_FLAGS.
    .systemLibrary(name: "CYAML", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
    .systemLibrary(
      name: "CEditLine", providers: [.apt(["libedit-dev", "libncurses-dev", "libbsd-dev", "libmd-dev"])]),
    .systemLibrary(name: "CUnistring", providers: [.apt(["libunistring-dev"])]),

    // The pure core: model, loading, validation, engine, reports. Never prints.
    // Its messages are English; it looks translations up in the tables the
    // program registers at start (WizardMessages).
    .target(
      name: "WizardCore", dependencies: ["CYAML", "CUnistring"]),

    // The translations of the program's messages: po/*.po compiled into
    // tables (CompileMessages), registered with WizardCore at start.
    .target(
      name: "WizardMessages", dependencies: ["WizardCore"],
      plugins: ["CompileMessages"]),

    // Build-time only: po/*.po compiled into WizardMessages' tables.
    .executableTarget(name: "message-tables", path: "Sources/message-tables"),
    .plugin(
      name: "CompileMessages", capability: .buildTool(), dependencies: ["message-tables"]),

    // Everything that touches the terminal.
    .target(
      name: "WizardTerminal", dependencies: ["WizardCore", "CEditLine"]),

    // The thin executable: argument parsing, dispatch, exit codes.
    .executableTarget(
      name: "hig-wizard",
      dependencies: ["WizardCore", "WizardMessages", "WizardTerminal"],
      plugins: ["EmbedTrees"]),

    // Build-time only: turns Questions/*.yaml into Swift source so the bundled
    // trees travel inside the binary, whatever the working directory.
    // It uses WizardCore as it is (English only: a plugin's tool is built
    // before any plugin runs, so it cannot use WizardMessages).
    .executableTarget(
      name: "embed-trees", dependencies: ["WizardCore"], path: "Sources/embed-trees"),
    .plugin(name: "EmbedTrees", capability: .buildTool(), dependencies: ["embed-trees"]),

    // Build-time only: the gettext template from the messages in Sources/
    // (its header names WizardCore's version).
    .executableTarget(
      name: "extract-messages", dependencies: ["WizardCore"], path: "Sources/extract-messages"),

    // Build-time only: the manual page from the declarations and README.md.
    .executableTarget(name: "man-page", dependencies: ["WizardCore"], path: "Sources/man-page"),

    .testTarget(name: "WizardCoreTests", dependencies: ["WizardCore", "WizardMessages"],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "WizardTerminalTests", dependencies: ["WizardTerminal", "WizardCore", "WizardMessages"]),
    .systemLibrary(name: "CPseudoTerminal", path: "Tests/CPseudoTerminal"),
    .testTarget(
      name: "HigWizardTests",
      dependencies: ["hig-wizard", "man-page", "extract-messages", "WizardCore", "CPseudoTerminal"]
        + scannerTargets.map { .target(name: $0.name) },
      exclude: ["Snapshots"]),
  ] + scannerTargets,
  swiftLanguageModes: [.v6]
)
