// Build-time tool: writes a Swift file holding the text of each tree file,
// and the tree itself loaded, validated and written out as Swift source
// (TreeLiteral), so that a run need neither parse YAML nor decode anything.
// A bundled tree with an error fails the build.
// Usage: embed-trees OUTPUT.swift INPUT.yaml... SCHEMA.json...
import Foundation
import WizardCore

let arguments = CommandLine.arguments.dropFirst()
guard let outputPath = arguments.first else {
  FileHandle.standardError.write(Data("usage: embed-trees OUTPUT.swift INPUT.yaml...\n".utf8))
  exit(2)
}

var source = """
  // Generated at build time by embed-trees from Questions/. Do not edit.

  import WizardCore

  /// A tree shipped inside the binary: file name, tree id, text, and a
  /// function that builds the loaded tree from literals.
  struct BundledTree: Sendable {
    let name: String
    let id: String
    let text: String
    let compiled: @Sendable () -> Tree
  }

  /// A translation of a bundled tree: file name, tree id, language, text,
  /// and a function that builds the tree in that language.
  ///
  /// (Structures, not tuples: a run looks one up, and the type of a labelled
  /// tuple holding a function is made at run time, at a cost of 50,000
  /// instructions.)
  struct BundledTranslation: Sendable {
    let name: String
    let tree: String
    let language: String
    let text: String
    let compiled: @Sendable () -> Tree
  }

  enum BundledTrees {
    static let files: [BundledTree] = [

  """
func fail(_ path: String, _ diagnostics: [Diagnostic]) -> Never {
  for diagnostic in diagnostics {
    let place = diagnostic.location.map { "\(path):\($0.line):\($0.column): " } ?? "\(path): "
    FileHandle.standardError.write(
      Data("\(place)\(diagnostic.severity.rawValue): \(diagnostic.message)\n".utf8))
  }
  exit(1)
}

func read(_ path: String) -> Data {
  do {
    return try Data(contentsOf: URL(fileURLWithPath: path))
  } catch {
    FileHandle.standardError.write(Data("embed-trees: cannot read \(path): \(error)\n".utf8))
    exit(1)
  }
}

var trees: [String: Tree] = [:]
/// The functions that build the trees, one a tree or translation, written
/// after the tables that name them.
var builders: [String] = []
@MainActor func builder(_ tree: Tree) -> String {
  let name = "tree\(builders.count)"
  builders.append("  static func \(name)() -> Tree {\n\(TreeLiteral.functionBody(tree))  }\n")
  return name
}
let scanInputs = Array(arguments.dropFirst()).filter {
  URL(fileURLWithPath: $0).deletingLastPathComponent().lastPathComponent == "scan"
}
let readme = arguments.dropFirst().first { $0.hasSuffix("/README.md") }
let versionFile = arguments.dropFirst().first { $0.hasSuffix("/VERSION") }
let changelog = arguments.dropFirst().first { $0.hasSuffix("/CHANGELOG.md") }
let inputs = Array(arguments.dropFirst()).filter {
  !$0.hasSuffix(".json") && !$0.hasSuffix(".md") && !$0.hasSuffix("/VERSION")
    && !scanInputs.contains($0)
}
let schemas = Array(arguments.dropFirst()).filter { $0.hasSuffix(".json") }
for path in inputs where !FileSystem.isTranslationFile(path) {
  let url = URL(fileURLWithPath: path)
  let data = read(path)
  let text = String(decoding: data, as: UTF8.self)
  let result = TreeLoader.load(
    bytes: Array(data), source: "<bundled>/\(url.lastPathComponent)")
  guard let tree = result.tree, !result.diagnostics.contains(where: { $0.severity != .note })
  else { fail(path, result.diagnostics) }
  // Bundled trees also say how to build every outcome and link every topic.
  let missing = TreeValidator.bundledProblems(tree)
  if !missing.isEmpty { fail(path, missing) }
  trees[tree.id] = tree
  source +=
    "    BundledTree(name: \"\(url.lastPathComponent)\", id: \"\(tree.id)\", text: \(rawLiteral(text)), compiled: \(builder(tree))),\n"
}
source += """
    ]

    /// The translations of the bundled trees.
    static let translations: [BundledTranslation] = [

  """
for path in inputs where FileSystem.isTranslationFile(path) {
  let url = URL(fileURLWithPath: path)
  let data = read(path)
  let result = TranslationLoader.load(
    bytes: Array(data), source: "<bundled>/\(url.lastPathComponent)")
  guard let translation = result.translation, !result.diagnostics.hasErrors else {
    fail(path, result.diagnostics)
  }
  guard let tree = trees[translation.treeID] else {
    fail(path, [Diagnostic(.error, "translation of unknown tree '\(translation.treeID)'")])
  }
  // A bundled translation is complete: a missing text fails the build.
  let problems = translation.check(against: tree, strict: true)
  if !problems.isEmpty { fail(path, problems) }
  let text = String(decoding: data, as: UTF8.self)
  let compiled = builder(tree.localized(translation))
  source +=
    "    BundledTranslation(name: \"\(url.lastPathComponent)\", tree: \"\(tree.id)\", language: \"\(translation.language.rawValue)\", text: \(rawLiteral(text)), compiled: \(compiled)),\n"
}
source += """
    ]

    /// The JSON Schemas of schemas/: file name and text.
    static let schemas: [(name: String, text: String)] = [

  """
for path in schemas {
  let text = String(decoding: read(path), as: UTF8.self)
  source += "    (\"\(URL(fileURLWithPath: path).lastPathComponent)\", \(rawLiteral(text))),\n"
}
source += """
    ]

    static let scanGuidance: [(name: String, text: String)] = [

  """
// The scan guidance must load, and its translations cover every rule.
func scanFile(_ name: String) -> String? { scanInputs.first { $0.hasSuffix("/" + name) } }
if let vocabulary = scanFile("vocabulary.yaml"), let rules = scanFile("rules.yaml") {
  let result = ScanGuidanceLoader.load(
    vocabulary: (Array(read(vocabulary)), vocabulary), rules: (Array(read(rules)), rules))
  guard let guidance = result.guidance else { fail(vocabulary, result.diagnostics) }
  for path in scanInputs where path != vocabulary && path != rules {
    let loaded = ScanGuidanceLoader.loadTranslation(
      bytes: Array(read(path)), source: path, rules: guidance.rules)
    if loaded.translation == nil { fail(path, loaded.diagnostics) }
  }
} else if !scanInputs.isEmpty {
  fail(scanInputs[0], [Diagnostic(.error, "Questions/scan needs vocabulary.yaml and rules.yaml")])
}
for path in scanInputs {
  let text = String(decoding: read(path), as: UTF8.self)
  source += "    (\"\(URL(fileURLWithPath: path).lastPathComponent)\", \(rawLiteral(text))),\n"
}
source += "  ]\n\n"
// The manual page, made here as `make man` makes it, dated by the release:
// `hig-wizard help --man` prints it.
guard let versionFile, let changelog else {
  fail(outputPath, [Diagnostic(.error, "embed-trees needs VERSION and CHANGELOG.md")])
}
let release: Release
do {
  release = try Release.read(
    version: String(decoding: read(versionFile), as: UTF8.self),
    changelog: String(decoding: read(changelog), as: UTF8.self))
} catch {
  fail(versionFile, [Diagnostic(.error, error.message)])
}
source += """
    /// hig-wizard's version and its date, from VERSION and CHANGELOG.md.
    static let release = Release(
      version: "\(release.version)", year: \(release.year), month: \(release.month), day: \(release.day))


  """
if let readme {
  do {
    let page = try ManPage.render(
      readme: String(decoding: read(readme), as: UTF8.self), version: release.version,
      date: ManPage.date(year: release.year, month: release.month, day: release.day))
    source += "  /// The manual page (mdoc), as `make man` writes it.\n"
    source += "  static let manPage = \(rawLiteral(String(page.dropLast())))\n\n"
  } catch {
    fail(readme, [Diagnostic(.error, "no table under '\(error.heading)' for the manual page")])
  }
}
source += builders.joined(separator: "\n") + "}\n"

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

// Written only when it changed: the build runs this tool on every build, and
// a file rewritten alike would still make WizardCore compile again (the
// whole module, in a release build).
do {
  let url = URL(fileURLWithPath: outputPath)
  if (try? Data(contentsOf: url)) != Data(source.utf8) {
    try Data(source.utf8).write(to: url, options: .atomic)
  }
} catch {
  FileHandle.standardError.write(Data("embed-trees: cannot write \(outputPath): \(error)\n".utf8))
  exit(1)
}
