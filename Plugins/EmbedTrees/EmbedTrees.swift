import Foundation
import PackagePlugin

/// Embeds every `Questions/*.yaml` file (trees and their translations,
/// `TREE.LANG.yaml`) and every `schemas/*.json` into the target as Swift
/// source, so the bundled trees and schemas are part of the binary and never
/// looked up on disk.
@main
struct EmbedTrees: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let folder = context.package.directoryURL.appending(path: "Questions")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let inputs =
      names
      .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
      .sorted()
      .map { folder.appending(path: $0) }
    // The JSON Schemas for tree authors, printed by `hig-wizard schema`.
    // The scan guidance (vocabulary, rules and their translations) travels
    // with the trees: Questions/scan/*.yaml.
    let scanFolder = folder.appending(path: "scan")
    let scanInputs = ((try? FileManager.default.contentsOfDirectory(atPath: scanFolder.path)) ?? [])
      .filter { $0.hasSuffix(".yaml") }
      .sorted()
      .map { scanFolder.appending(path: $0) }
    let schemaFolder = context.package.directoryURL.appending(path: "schemas")
    let schemas = ((try? FileManager.default.contentsOfDirectory(atPath: schemaFolder.path)) ?? [])
      .filter { $0.hasSuffix(".json") }
      .sorted()
      .map { schemaFolder.appending(path: $0) }
    // README.md's tables (environment, files, exit status) go into the
    // manual page that `help --man` prints.
    // And the version, from VERSION, dated by its CHANGELOG.md section.
    let readme = context.package.directoryURL.appending(path: "README.md")
    let release = ["VERSION", "CHANGELOG.md"].map {
      context.package.directoryURL.appending(path: $0)
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "BundledTrees.swift")
    return [
      .buildCommand(
        displayName:
          "Embedding \(inputs.count) question tree files from Questions/ and \(schemas.count) schemas",
        executable: try context.tool(named: "embed-trees").url,
        arguments: [output.path] + (inputs + scanInputs + schemas + [readme] + release).map(\.path),
        inputFiles: inputs + scanInputs + schemas + [readme] + release,
        outputFiles: [output])
    ]
  }
}
