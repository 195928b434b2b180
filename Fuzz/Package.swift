// swift-tools-version:6.0
import Foundation
import PackageDescription

// libFuzzer targets for hig-wizard's parsers. A separate package so that the
// main package's build and tests never see the fuzzer flags; `make fuzz` (and
// `make fuzz-smoke`, part of `make test`) builds each product with
// `--sanitize=fuzzer --sanitize=address`, one product at a time.
//
// The fuzzed code is the main package's WizardCore library, as it is: it has
// no build plugin (with --sanitize=fuzzer every executable, a plugin's tool
// too, gets libFuzzer's `main` and cannot link), and without the tables of
// WizardMessages it speaks English.

// A path dependency's identity is its folder's name (`hig-wizard`, or a
// worktree's), so it is read from where this file is.
let mainPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent()
let wizardCore: Target.Dependency = .product(
  name: "WizardCore", package: mainPackage.lastPathComponent)

let package = Package(
  name: "hig-wizard-fuzz",
  dependencies: [.package(path: mainPackage.path)],
  targets: [
    .executableTarget(name: "fuzz-tree-loader", dependencies: [wizardCore]),
    .executableTarget(name: "fuzz-answers-loader", dependencies: [wizardCore]),
    .executableTarget(name: "fuzz-batch-reader", dependencies: [wizardCore]),
    .executableTarget(name: "fuzz-csv-splitter", dependencies: [wizardCore]),
    .executableTarget(name: "fuzz-session-loader", dependencies: [wizardCore]),
  ],
  swiftLanguageModes: [.v6]
)
