// swift-tools-version:6.0
import PackageDescription

// Benchmarks for hig-wizard. A separate package so that the main package's
// build and tests never depend on it; `make bench` builds and runs it.
let package = Package(
  name: "hig-wizard-benchmarks",
  targets: [
    // The floor: the smallest Swift program, built exactly like hig-wizard
    // (release, static Swift standard library). No Foundation.
    .executableTarget(name: "hello-world"),

    // The floor for lint: libyaml reading every event of a file, no more.
    .systemLibrary(name: "CYAML"),
    .executableTarget(name: "yaml-floor", dependencies: ["CYAML"]),

    // What the terminal cases need from C and Swift cannot call directly
    // (ioctl, the GNU posix_spawn flags), as small inline wrappers.
    .systemLibrary(name: "CPseudoTerminal"),

    // The harness: spawns each case, times it, records its peak memory.
    .executableTarget(name: "bench", dependencies: ["CPseudoTerminal"]),
  ],
  swiftLanguageModes: [.v6]
)
