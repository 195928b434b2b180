// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for hig-wizard's parsers. A separate package so that the
// main package's build and tests never see the fuzzer flags; `make fuzz` (and
// `make fuzz-smoke`, part of `make test`) builds each product with
// `--sanitize=fuzzer --sanitize=address`, one product at a time.
let package = Package(
  name: "hig-wizard-fuzz",
  targets: [
    // WizardCore's own sources (Sources/WizardCore links to them), built
    // here without the main package's message-table plugin: with
    // --sanitize=fuzzer every executable, a plugin's tool too, gets
    // libFuzzer's `main` and cannot link. The fuzzed code speaks English
    // (the empty tables of embed-trees' NoTranslations.swift).
    .systemLibrary(name: "CYAML"),
    .systemLibrary(name: "CUnistring"),
    .target(name: "WizardCore", dependencies: ["CYAML", "CUnistring"]),
    .executableTarget(
      name: "fuzz-tree-loader",
      dependencies: ["WizardCore"]),
    .executableTarget(
      name: "fuzz-answers-loader",
      dependencies: ["WizardCore"]),
    .executableTarget(
      name: "fuzz-batch-reader",
      dependencies: ["WizardCore"]),
    .executableTarget(
      name: "fuzz-csv-splitter",
      dependencies: ["WizardCore"]),
    .executableTarget(
      name: "fuzz-session-loader",
      dependencies: ["WizardCore"]),
  ],
  swiftLanguageModes: [.v6]
)
