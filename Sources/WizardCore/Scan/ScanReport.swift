/// What `scan` prints: the findings as compilers print them, an inventory and
/// the findings in Markdown, JSON (schemas/scan.json), and SARIF 2.1.0 for
/// code scanning.
public struct ScanReport: Sendable {
  public enum Format: String, Sendable, CaseIterable {
    case text, markdown, json, sarif
  }

  public var result: ScanAnalysis.Result
  public var rules: [ScanGuidance.Rule]
  /// Findings a baseline already holds: listed nowhere, counted in the summary.
  public var baselined: Int
  public var files: Int
  public var language: Language
  /// hig-wizard's version, which SARIF names as the tool's.
  public var version: String

  public init(
    result: ScanAnalysis.Result, rules: [ScanGuidance.Rule], baselined: Int = 0, files: Int,
    language: Language, version: String
  ) {
    self.version = version
    self.result = result
    self.rules = rules
    self.baselined = baselined
    self.files = files
    self.language = language
  }

  public func render(_ format: Format, sourceRoot: String) -> String {
    switch format {
    case .text: text()
    case .markdown: markdown()
    case .json: json().serialized()
    case .sarif: sarif(sourceRoot: sourceRoot).serialized()
    }
  }

  /// `path:line:column: severity: message [rule-id]`, which Xcode, editors
  /// and CI annotators read; the summary goes to standard error.
  public func text() -> String {
    result.findings.map {
      "\($0.file):\($0.line):\($0.column): \($0.severity.rawValue): \(oneLine($0.message)) [\($0.rule)]\n"
    }.joined()
  }

  /// One line: how much was read, found and left out.
  public var summary: String {
    let counts = Dictionary(grouping: result.findings, by: \.severity).mapValues(\.count)
    var parts = [
      // Translators: the summary line of `scan` ("12 Swift files, 3 presentations, 1 error"); {1}
      // is the number of files read.
      language.trPlural(files, one: "{1} Swift file", other: "{1} Swift files"),
      // Translators: {1} is the number of presentations the scan found ("12 Swift files, 3
      // presentations").
      language.trPlural(
        result.presentations.count, one: "{1} presentation", other: "{1} presentations"),
      // Translators: {1} is a number of errors (findings of a scan, or problems lint found).
      language.trPlural(counts[.error] ?? 0, one: "{1} error", other: "{1} errors"),
      // Translators: {1} is a number of warnings (findings of a scan, or problems lint found).
      language.trPlural(counts[.warning] ?? 0, one: "{1} warning", other: "{1} warnings"),
      // Translators: {1} is the number of findings of severity note.
      language.trPlural(counts[.note] ?? 0, one: "{1} note", other: "{1} notes"),
    ]
    if result.ignored > 0 {
      parts.append(
        // Translators: {1} is the number of findings silenced by `// hig-wizard:ignore` comments.
        language.trPlural(
          result.ignored, one: "{1} finding ignored", other: "{1} findings ignored"))
    }
    if baselined > 0 {
      parts.append(
        // Translators: {1} is the number of findings the --baseline file already holds.
        language.trPlural(
          baselined, one: "{1} finding in the baseline", other: "{1} findings in the baseline"))
    }
    return parts.joined(separator: ", ")
  }

  public func markdown() -> String {
    var out = "# \(language.tr("Presentations in the code"))\n\n"
    out += summary + "\n\n"
    let presentations = result.presentations
    if presentations.isEmpty {
      out += language.tr("No presentation was found.") + "\n"
    } else {
      let headings = [
        language.tr("Place"), language.tr("Framework"), "API", language.tr("Style"),
        language.tr("Transition"), language.tr("Presents"), language.tr("Anchor"),
        language.tr("Way out"), language.tr("Outcome"),
      ]
      out += "| " + headings.joined(separator: " | ") + " |\n"
      out += "|" + String(repeating: " --- |", count: headings.count) + "\n"
      for item in presentations {
        let dash = "—"
        let style: String = item.style.map(code) ?? dash
        let transition: String = item.transition.map(code) ?? dash
        let presented: String =
          item.presentedTypes.isEmpty
          ? dash : item.presentedTypes.map(code).joined(separator: ", ")
        let outcomes: String =
          item.outcomes.isEmpty ? dash : item.outcomes.map(code).joined(separator: ", ")
        let anchor: String = item.hasAnchor ? language.tr("yes") : language.tr("no")
        let wayOut: String = item.hasWayOut ? language.tr("yes") : dash
        let place = code("\(item.file):\(item.line)")
        let api = code(item.apiName)
        let cells: [String] = [
          place, item.framework, api, style, transition, presented, anchor, wayOut, outcomes,
        ]
        out += "| " + cells.joined(separator: " | ") + " |\n"
      }
    }
    out += "\n## \(language.tr("Findings"))\n\n"
    if result.findings.isEmpty {
      out += language.tr("Nothing against the guidance was found.") + "\n"
    }
    for finding in result.findings {
      out +=
        "- **\(finding.severity.rawValue)** \(code("\(finding.file):\(finding.line):\(finding.column)")) "
        + "\(markdownText(finding.title)) (\(code(finding.rule))): \(markdownText(oneLine(finding.message))) "
        + "*([\(markdownText(finding.topic))](<\(finding.source)>))*\n"
    }
    return out
  }

  public func json() -> JSONValue {
    .object([
      "version": .number(1),
      "files": .number(files),
      "presentations": .array(
        result.presentations.map { item in
          .object([
            "file": .string(item.file), "line": .number(item.line), "column": .number(item.column),
            "framework": .string(item.framework), "api": .string(item.apiName),
            "apiId": .string(item.api), "docs": .string(item.docs),
            "style": item.style.map(JSONValue.string) ?? .null,
            "transition": item.transition.map(JSONValue.string) ?? .null,
            "presented": .array(item.presentedTypes.map(JSONValue.string)),
            "anchor": .bool(item.hasAnchor), "wayOut": .bool(item.hasWayOut),
            "outcomes": .array(item.outcomes.map(JSONValue.string)),
            "facts": .object(item.facts.mapValues(JSONValue.string)),
          ])
        }),
      "findings": .array(
        result.findings.map { finding in
          .object([
            "file": .string(finding.file), "line": .number(finding.line),
            "column": .number(finding.column), "rule": .string(finding.rule),
            "severity": .string(finding.severity.rawValue), "title": .string(finding.title),
            "message": .string(oneLine(finding.message)), "topic": .string(finding.topic),
            "source": .string(finding.source), "api": .string(finding.api),
            "key": .string(finding.key),
          ])
        }),
      "ignored": .number(result.ignored),
      "baselined": .number(baselined),
    ])
  }

  /// SARIF 2.1.0: every rule in `tool.driver.rules` with its description and
  /// `helpUri`; each result's file relative to `SRCROOT`, the folder the scan
  /// ran in, so that the file means the same on every machine.
  public func sarif(sourceRoot: String) -> JSONValue {
    let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    let root = sourceRoot.hasSuffix("/") ? sourceRoot : sourceRoot + "/"
    return .object([
      "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
      "version": .string("2.1.0"),
      "runs": .array([
        .object([
          "tool": .object([
            "driver": .object([
              "name": .string("hig-wizard"),
              "version": .string(version),
              "informationUri": .string(
                "https://developer.apple.com/design/human-interface-guidelines/"),
              "rules": .array(
                rules.map { rule in
                  .object([
                    "id": .string(rule.id),
                    "name": .string(Self.camelCase(rule.id)),
                    "shortDescription": .object(["text": .string(rule.title)]),
                    "fullDescription": .object(["text": .string(oneLine(rule.message))]),
                    "help": .object([
                      "text": .string(oneLine(rule.message) + " (" + rule.topic + ")")
                    ]),
                    "helpUri": .string(rule.source),
                    "defaultConfiguration": .object(["level": .string(rule.severity.rawValue)]),
                    "properties": .object(["tags": .array([.string(rule.topic)])]),
                  ])
                }),
            ])
          ]),
          "originalUriBaseIds": .object([
            "SRCROOT": .object(["uri": .string("file://" + Self.percentEncoded(root))])
          ]),
          "results": .array(
            result.findings.map { finding in
              var object: [String: JSONValue] = [
                "ruleId": .string(finding.rule),
                "level": .string(finding.severity.rawValue),
                "message": .object(["text": .string(oneLine(finding.message))]),
                "locations": .array([
                  .object([
                    "physicalLocation": .object([
                      "artifactLocation": Self.artifactLocation(finding.file),
                      "region": .object([
                        "startLine": .number(finding.line),
                        "startColumn": .number(max(1, finding.column)),
                      ]),
                    ])
                  ])
                ]),
                "partialFingerprints": .object(["higWizardKey/v1": .string(finding.key)]),
              ]
              if let position = index[finding.rule] { object["ruleIndex"] = .number(position) }
              return .object(object)
            }),
        ])
      ]),
    ])
  }

  /// A file inside the folder the scan ran in is relative to `SRCROOT`; one
  /// outside it (a PATH given as `/elsewhere`) is a `file://` URI of its own.
  static func artifactLocation(_ file: String) -> JSONValue {
    if file.hasPrefix("/") {
      return .object(["uri": .string("file://" + percentEncoded(file))])
    }
    return .object(["uri": .string(percentEncoded(file)), "uriBaseId": .string("SRCROOT")])
  }

  /// `some-rule-id` → `SomeRuleId`, SARIF's rule name.
  static func camelCase(_ id: String) -> String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// A relative or absolute path as a URI reference: every byte but the
  /// unreserved ones and `/` percent-encoded.
  static func percentEncoded(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        out += "%"
        out.unicodeScalars.append(digits[Int(byte >> 4)])
        out.unicodeScalars.append(digits[Int(byte & 15)])
      }
    }
    return out
  }

  func oneLine(_ text: String) -> String {
    text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).joined(separator: " ")
  }

  func markdownText(_ text: String) -> String { MarkdownReport.escape(text) }

  /// `text` as a code span that no backtick or `|` in it can break (a file
  /// name comes from the disk, an API name from data).
  func code(_ text: String) -> String {
    let plain = PlainText.inline(text)
    guard plain.contains(where: { $0 == "`" || $0 == "|" }) else { return "`\(plain)`" }
    return MarkdownReport.escape(plain)
  }
}

/// `scan --fail-on`: the least severe finding that makes the exit status 1.
public enum ScanFailLevel: String, Sendable, CaseIterable {
  case error, warning, note, never

  /// Whether any of `findings` is at this level or above.
  public func fails(_ findings: [ScanAnalysis.Finding]) -> Bool {
    let least: ScanGuidance.Rule.Severity? =
      switch self {
      case .error: .error
      case .warning: .warning
      case .note: .note
      case .never: nil
      }
    guard let least else { return false }
    return findings.contains { $0.severity >= least }
  }
}
