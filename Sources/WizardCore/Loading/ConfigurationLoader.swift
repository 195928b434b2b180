/// Reads the configuration file (``Configuration``) with the project's
/// YAML parser, strictly: an unknown key or a value that is not one the
/// flag takes is an error at its `file:line:column`, every one in the file
/// is reported, and a file with any is not used.
public enum ConfigurationLoader {
  public struct Result: Sendable {
    /// nil when the file has errors.
    public var configuration: Configuration?
    public var diagnostics: [Diagnostic]

    public init(configuration: Configuration?, diagnostics: [Diagnostic]) {
      self.configuration = configuration
      self.diagnostics = diagnostics
    }
  }

  /// - Parameters:
  ///   - bytes: the file's content; an empty file, or one of comments only
  ///     or an empty document, sets nothing.
  ///   - source: the file's path, for messages and to resolve the relative
  ///     folders of `questions`.
  ///   - home: the home folder, for folders written `~/…`.
  public static func load(bytes: [UInt8], source: String, home: String?) -> Result {
    let text = SourceText(file: source, bytes: bytes)
    let parsed = YAMLParser(source: text).parse()
    var reader = Reader(text: text, diagnostics: parsed.diagnostics)
    var configuration = Configuration()
    // `---` alone is an empty document too: a scalar with no text.
    if let root = parsed.root, root.scalar?.trimmingWhitespace.isEmpty != true {
      configuration = reader.configuration(root, folder: folder(of: source), home: home)
    }
    return Result(
      configuration: reader.diagnostics.hasErrors ? nil : configuration,
      diagnostics: reader.diagnostics.capped(
        errors: TreeLoader.maximumErrors, hidden: parsed.hiddenErrors, stoppedEarly: false,
        file: source))
  }

  /// The folder `path` is in (`.` for a bare name).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  struct Reader {
    let text: SourceText
    var diagnostics: [Diagnostic]

    mutating func error(_ message: Message, at node: YAMLNode) {
      diagnostics.append(text.diagnostic(.error, message, line: node.line, column: node.column))
    }

    mutating func configuration(_ root: YAMLNode, folder: String, home: String?)
      -> Configuration
    {
      var configuration = Configuration()
      guard case .mapping(let pairs) = root.content else {
        error(
          Message(
            "{1} must be a mapping, not {2}", Message("the configuration file"),
            root.kindDescription),
          at: root)
        return configuration
      }
      for pair in pairs {
        guard let key = pair.key.scalar else { continue }  // reported by the parser
        let value = pair.value
        switch key {
        case "language":
          // What `--lang` takes: `pt`, or a locale name such as `pt_BR.UTF-8`.
          guard let word = scalar(value, key) else { continue }
          if let language = Language(code: word) {
            configuration.language = language
          } else {
            mustBeOne(of: Language.allCases.map(\.rawValue), key, found: word, at: value)
          }
        case "questions":
          configuration.questions = folders(value, base: folder, home: home)
        case "report-format":
          configuration.reportFormat = choice(value, key)
        case "color":
          configuration.color = choice(value, key)
        default:
          error(
            Message(
              "unknown key '{1}' in {2}; expected {3}", key, Message("the configuration file"),
              Message.list(Configuration.keys.map { Message.verbatim("'\($0)'") }, or: true)),
            at: pair.key)
        }
      }
      return configuration
    }

    /// The text of `node`, reported when it is not text or is empty.
    mutating func scalar(_ node: YAMLNode, _ key: String) -> String? {
      guard let scalar = node.scalar, !scalar.trimmingWhitespace.isEmpty else {
        let found = node.scalar == nil ? node.kindDescription : Message("nothing")
        error(Message("'{1}' must be text, not {2}", key, found), at: node)
        return nil
      }
      return scalar.trimmingWhitespace
    }

    mutating func mustBeOne(of words: [String], _ key: String, found: String, at node: YAMLNode) {
      error(
        Message(
          "'{1}' must be one of {2}, found '{3}'", key,
          Message.list(words.map { "'\($0)'" }, or: true), found),
        at: node)
    }

    /// One of `Value`'s words, as written in the schema (lower-case).
    mutating func choice<Value: RawRepresentable & CaseIterable>(_ node: YAMLNode, _ key: String)
      -> Value? where Value.RawValue == String
    {
      guard let word = scalar(node, key) else { return nil }
      guard let value = Value(rawValue: word) else {
        mustBeOne(of: Value.allCases.map(\.rawValue), key, found: word, at: node)
        return nil
      }
      return value
    }

    /// A list of folders, each made absolute: `~/x` from `home`, a relative
    /// one from the configuration file's folder (not from wherever the
    /// command runs, which changes).
    mutating func folders(_ node: YAMLNode, base: String, home: String?) -> [String] {
      guard let items = node.items else {
        error(Message("'questions' must be a list of folders, such as [~/my-trees]"), at: node)
        return []
      }
      var folders: [String] = []
      for item in items {
        guard let path = scalar(item, "questions") else { continue }
        if path.hasPrefix("/") {
          folders.append(path)
        } else if path == "~" || path.hasPrefix("~/") {
          guard let home else {
            error(Message("'~' in '{1}' needs HOME to be set", path), at: item)
            continue
          }
          folders.append(home + path.dropFirst())
        } else {
          folders.append(base + "/" + path)
        }
      }
      return folders
    }
  }
}
