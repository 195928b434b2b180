/// The lines of a report as they will be written: the UTF-8 bytes of the
/// whole text, each line ended by a line feed.
///
/// A report is a few hundred short lines, each made of a few pieces. Built
/// as `String`s and joined, every piece was appended twice, at about 400
/// instructions an append (a fifth of a Markdown run's own work); here each
/// piece is copied once into one buffer, and the bytes are written as they
/// are (making a `String` of them would check all of them again as UTF-8).
struct ReportLines {
  private var bytes: [UInt8] = []
  /// Where each line starts in `bytes`.
  private var starts: [Int] = []

  init() {
    bytes.reserveCapacity(16 << 10)
  }

  /// Whether the last line is empty (false when there is none).
  var lastIsEmpty: Bool {
    guard let start = starts.last else { return false }
    return bytes.count - start == 1
  }

  /// Adds a line: a literal, or text and values interpolated.
  mutating func append(_ line: Line) {
    starts.append(bytes.count)
    bytes += line.bytes
    bytes.append(0x0A)
  }

  /// Adds a line of text made elsewhere.
  mutating func append(text: String) {
    starts.append(bytes.count)
    Self.add(text, to: &bytes)
    bytes.append(0x0A)
  }

  /// The text without its trailing empty lines, ending with one line feed.
  mutating func finish() -> [UInt8] {
    var end = bytes.count
    var line = starts.count
    while line > 0, end - starts[line - 1] == 1 {
      line -= 1
      end = starts[line]
    }
    if end == 0 { return [0x0A] }
    bytes.removeSubrange(end...)
    starts.removeSubrange(line...)
    return bytes
  }

  static func add(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: text.utf8)
  }

  /// One line, written as a string literal with interpolations; its pieces
  /// go straight into bytes.
  struct Line: ExpressibleByStringInterpolation {
    fileprivate var bytes: [UInt8]

    init(stringLiteral value: String) {
      bytes = []
      ReportLines.add(value, to: &bytes)
    }

    init(stringInterpolation: StringInterpolation) {
      bytes = stringInterpolation.bytes
    }

    struct StringInterpolation: StringInterpolationProtocol {
      fileprivate var bytes: [UInt8] = []

      init(literalCapacity: Int, interpolationCount: Int) {
        bytes.reserveCapacity(literalCapacity + 64 * interpolationCount)
      }

      mutating func appendLiteral(_ literal: String) {
        ReportLines.add(literal, to: &bytes)
      }

      mutating func appendInterpolation(_ text: String) {
        ReportLines.add(text, to: &bytes)
      }

      mutating func appendInterpolation(_ number: Int) {
        ReportLines.add(String(number), to: &bytes)
      }

      /// `` [`symbol`](<url>) (iOS 16.0) `` for each API, with `, ` between.
      mutating func appendInterpolation(apiLinks apis: [Implementation.API]) {
        for (position, api) in apis.enumerated() {
          if position > 0 { appendLiteral(", ") }
          appendLiteral("[")
          appendInterpolation(codeSpan: api.symbol)
          appendLiteral("](<")
          appendInterpolation(api.url)
          appendLiteral(">)")
          if let since = api.since {
            appendLiteral(" (")
            appendInterpolation(MarkdownReport.escape(since))
            appendLiteral(")")
          }
        }
      }

      /// Text as inline code, whatever backticks it holds: fenced by one
      /// backtick more than its longest run of them, and padded with a
      /// space where it starts or ends with one.
      mutating func appendInterpolation(codeSpan text: String) {
        var line = PlainText.inline(text)
        line.withUTF8 { line in
          let longest = MarkdownReport.longestBacktickRun(line)
          let padded = line.first == UInt8(ascii: "`") || line.last == UInt8(ascii: "`")
          bytes.append(contentsOf: repeatElement(UInt8(ascii: "`"), count: longest + 1))
          if padded { bytes.append(UInt8(ascii: " ")) }
          bytes.append(contentsOf: line)
          if padded { bytes.append(UInt8(ascii: " ")) }
          bytes.append(contentsOf: repeatElement(UInt8(ascii: "`"), count: longest + 1))
        }
      }
    }
  }
}
