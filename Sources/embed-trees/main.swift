// Build-time tool: writes a Swift file holding the text of each tree file,
// and the tree itself loaded, validated and encoded with TreeCodec, so that a
// run need not parse YAML. A bundled tree with an error fails the build.
// Usage: embed-trees OUTPUT.swift INPUT.yaml...
import Foundation
import WizardCore

let arguments = CommandLine.arguments.dropFirst()
guard let outputPath = arguments.first else {
  FileHandle.standardError.write(Data("usage: embed-trees OUTPUT.swift INPUT.yaml...\n".utf8))
  exit(2)
}

var source = """
  // Generated at build time by embed-trees from Questions/. Do not edit.

  /// The trees shipped inside the binary: file name, text, and the tree
  /// encoded by TreeCodec.
  enum BundledTrees {
    static let files: [(name: String, text: String, compiled: String)] = [

  """
for path in arguments.dropFirst() {
  let url = URL(fileURLWithPath: path)
  let data: Data
  do {
    data = try Data(contentsOf: url)
  } catch {
    FileHandle.standardError.write(Data("embed-trees: cannot read \(path): \(error)\n".utf8))
    exit(1)
  }
  let text = String(decoding: data, as: UTF8.self)
  let result = TreeLoader.load(
    bytes: Array(data), source: "<bundled>/\(url.lastPathComponent)")
  guard let tree = result.tree, !result.diagnostics.contains(where: { $0.severity == .error })
  else {
    for diagnostic in result.diagnostics {
      let place = diagnostic.location.map { "\(path):\($0.line):\($0.column): " } ?? "\(path): "
      FileHandle.standardError.write(Data("\(place)error: \(diagnostic.message)\n".utf8))
    }
    exit(1)
  }
  source +=
    "    (\"\(url.lastPathComponent)\", \(rawLiteral(text)), \(rawLiteral(TreeCodec.encode(tree)))),\n"
}
source += "  ]\n}\n"

/// A raw string literal whose delimiter has more '#' than any run in the
/// text, so nothing in the text can end it or be read as an escape.
func rawLiteral(_ text: String) -> String {
  var longest = 0
  var run = 0
  for character in text {
    run = character == "#" ? run + 1 : 0
    longest = max(longest, run)
  }
  let hashes = String(repeating: "#", count: longest + 1)
  return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}

do {
  try Data(source.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
} catch {
  FileHandle.standardError.write(Data("embed-trees: cannot write \(outputPath): \(error)\n".utf8))
  exit(1)
}
