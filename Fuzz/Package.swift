// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for hig-wizard's parsers. A separate package so that the
// main package's build and tests never see the fuzzer flags; `make fuzz` (and
// `make fuzz-smoke`, part of `make test`) builds each product with
// `--sanitize=fuzzer --sanitize=address`, one product at a time.
let package = Package(
  name: "hig-wizard-fuzz",
  dependencies: [
    .package(name: "hig-wizard", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "fuzz-tree-loader",
      dependencies: [.product(name: "WizardCore", package: "hig-wizard")]),
    .executableTarget(
      name: "fuzz-answers-loader",
      dependencies: [.product(name: "WizardCore", package: "hig-wizard")]),
    .executableTarget(
      name: "fuzz-batch-reader",
      dependencies: [.product(name: "WizardCore", package: "hig-wizard")]),
    .executableTarget(
      name: "fuzz-csv-splitter",
      dependencies: [.product(name: "WizardCore", package: "hig-wizard")]),
    .executableTarget(
      name: "fuzz-session-loader",
      dependencies: [.product(name: "WizardCore", package: "hig-wizard")]),
  ],
  swiftLanguageModes: [.v6]
)
