import Foundation

/// The template's header entry: the fields the gettext manual lists for a
/// PO file's header, filled in as xgettext fills a template's. The fields a
/// translator fills in (`PO-Revision-Date`, `Last-Translator`,
/// `Language-Team`, `Language`, `Plural-Forms`) keep gettext's placeholders:
/// msginit replaces them when a catalog starts, and msgmerge keeps each
/// catalog's own.
enum Header {
  /// Where translators report a message that is unclear or wrong. The
  /// project has no public address yet: this is the one the catalogs
  /// already use for their translator (`.invalid`, RFC 2606, never
  /// delivered); change it here when there is one.
  static let reportBugsTo = "hig-wizard@invalid"

  static func fields(version: String, created: Date) -> [(String, String)] {
    [
      ("Project-Id-Version", "hig-wizard \(version)"),
      ("Report-Msgid-Bugs-To", reportBugsTo),
      ("POT-Creation-Date", poDate(created)),
      ("PO-Revision-Date", "YEAR-MO-DA HO:MI+ZONE"),
      ("Last-Translator", "FULL NAME <EMAIL@ADDRESS>"),
      ("Language-Team", "LANGUAGE <LL@li.org>"),
      ("Language", ""),
      ("MIME-Version", "1.0"),
      ("Content-Type", "text/plain; charset=UTF-8"),
      ("Content-Transfer-Encoding", "8bit"),
      ("Plural-Forms", "nplurals=INTEGER; plural=EXPRESSION;"),
    ]
  }

  /// `2026-12-07 18:40+0000`: the form xgettext writes, in UTC.
  static func poDate(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.string(from: date) + "+0000"
  }

  /// When the messages were made, the same on every run over the same
  /// sources: SOURCE_DATE_EPOCH (reproducible-builds.org) when set, else the
  /// time of the last commit of the checkout `sources` is in, else the
  /// newest modification time of the files read (a tarball without git).
  static func creationDate(_ sources: URL, files: [URL]) -> Date {
    let environment = ProcessInfo.processInfo.environment
    if let epoch = environment["SOURCE_DATE_EPOCH"], let seconds = Int64(epoch) {
      return Date(timeIntervalSince1970: TimeInterval(seconds))
    }
    if let seconds = lastCommitTime(in: sources) {
      return Date(timeIntervalSince1970: TimeInterval(seconds))
    }
    let times = files.compactMap {
      (try? FileManager.default.attributesOfItem(atPath: $0.path))?[.modificationDate] as? Date
    }
    return times.max() ?? Date(timeIntervalSince1970: 0)
  }

  /// `git log -1 --format=%ct` in `folder`; nil outside a checkout or
  /// without git.
  static func lastCommitTime(in folder: URL) -> Int64? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", folder.path, "log", "-1", "--format=%ct"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return Int64(
      String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
