// Build-time tool: writes a Swift file holding the text of each tree file.
// Usage: embed-trees OUTPUT.swift INPUT.yaml...
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let outputPath = arguments.first else {
  FileHandle.standardError.write(Data("usage: embed-trees OUTPUT.swift INPUT.yaml...\n".utf8))
  exit(2)
}

var source = """
  // Generated at build time by embed-trees from Questions/. Do not edit.

  /// The trees shipped inside the binary: file name and text.
  enum BundledTrees {
    static let files: [(name: String, text: String)] = [

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
  // A raw string whose delimiter has more '#' than any run in the text, so
  // nothing in the text can end it or be read as an escape.
  var longest = 0
  var run = 0
  for character in text {
    run = character == "#" ? run + 1 : 0
    longest = max(longest, run)
  }
  let hashes = String(repeating: "#", count: longest + 1)
  source += "    (\"\(url.lastPathComponent)\", \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)),\n"
}
source += "  ]\n}\n"

do {
  try Data(source.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
} catch {
  FileHandle.standardError.write(Data("embed-trees: cannot write \(outputPath): \(error)\n".utf8))
  exit(1)
}
