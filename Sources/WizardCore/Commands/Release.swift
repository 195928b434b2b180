/// hig-wizard's version and its release date, kept in one place: the file
/// `VERSION` names the version, and CHANGELOG.md's section for it
/// (`## [0.2.0] - 2026-12-07`) dates it. The build reads both (embed-trees
/// for the binary, man-page for `make man`), and so do the Makefile's
/// `dist` and the Debian package's checks.
public struct Release: Sendable, Equatable {
  public var version: String
  public var year: Int
  public var month: Int
  public var day: Int

  public init(version: String, year: Int, month: Int, day: Int) {
    self.version = version
    self.year = year
    self.month = month
    self.day = day
  }

  /// Why the two files do not make a release.
  public struct Problem: Error, Sendable, Equatable {
    public var message: String
  }

  /// The release from the text of `VERSION` and of CHANGELOG.md. A version
  /// without a dated section is an error: a version is released together
  /// with its changelog.
  public static func read(version text: String, changelog: String) throws(Problem) -> Release {
    let version = text.trimmingWhitespace
    let parts = version.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) })
    else {
      throw Problem(message: "VERSION holds '\(version)', not a version such as 0.2.0")
    }
    let heading = "## [\(version)] - "
    guard
      let line = changelog.split(separator: "\n").first(where: { $0.hasPrefix(heading) })
    else {
      throw Problem(message: "CHANGELOG.md has no section '\(heading)YYYY-MM-DD' for VERSION")
    }
    let date = line.dropFirst(heading.count).split(separator: "-").map { Int($0) }
    guard date.count == 3, let year = date[0], let month = date[1], let day = date[2],
      (1...12).contains(month), (1...31).contains(day)
    else {
      throw Problem(message: "CHANGELOG.md: '\(line)' does not end in a date such as 2026-12-07")
    }
    return Release(version: version, year: year, month: month, day: day)
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
