import Foundation
import PackagePlugin

/// Compiles the translators' catalogs, po/*.po, into the message tables of
/// WizardCore (Swift source made by `message-tables`), so that translations
/// are part of the binary and nothing is read at run time.
@main
struct CompileMessages: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let folder = context.package.directoryURL.appending(path: "po")
    let inputs = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".po") }
      .sorted()
      .map { folder.appending(path: $0) }
    let output = context.pluginWorkDirectoryURL.appending(path: "MessageTables.swift")
    return [
      .buildCommand(
        displayName: "Compiling \(inputs.count) message catalogs from po/",
        executable: try context.tool(named: "message-tables").url,
        arguments: [output.path] + inputs.map(\.path),
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
