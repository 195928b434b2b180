// Build-time tool: writes hig-wizard's manual page (mdoc) to standard output,
// from the command declarations and README.md's tables.
//
//   man-page README.md VERSION CHANGELOG.md > hig-wizard.1
//
// The page is dated by SOURCE_DATE_EPOCH when it is set (reproducible
// builds: the Makefile's release targets and dpkg-buildpackage set it),
// else by the version's release date, which is the date `hig-wizard help
// --man` prints too. `make man` and `make install` run it; the tests lint
// its output.
import WizardCore

/// The message on standard error, and the exit.
func fail(_ message: String, status: Int32) -> Never {
  System.writeError(message + "\n")
  System.exit(status)
}

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
  fail("usage: man-page README.md VERSION CHANGELOG.md", status: 2)
}
let release: Release
do throws(Release.Problem) {
  guard let version = try? FileSystem.read(arguments[2]),
    let changelog = try? FileSystem.read(arguments[3])
  else { fail("man-page: cannot read \(arguments[2]) or \(arguments[3])", status: 1) }
  release = try Release.read(
    version: String(decoding: version, as: UTF8.self),
    changelog: String(decoding: changelog, as: UTF8.self))
} catch {
  fail("man-page: \(error.message)", status: 1)
}
let date: String
if let epoch = System.environment("SOURCE_DATE_EPOCH"), !epoch.isEmpty {
  guard let seconds = Int(epoch) else {
    fail("man-page: SOURCE_DATE_EPOCH is '\(epoch)', not a number of seconds", status: 2)
  }
  date = ManPage.date(epoch: seconds)
} else {
  date = ManPage.date(year: release.year, month: release.month, day: release.day)
}
do {
  let readme = try FileSystem.read(arguments[1])
  let page = try ManPage.render(
    readme: String(decoding: readme, as: UTF8.self), version: release.version, date: date)
  print(page, terminator: "")
} catch let missing as ManPage.MissingTable {
  fail("man-page: \(arguments[1]) has no table under '\(missing.heading)'", status: 1)
} catch {
  fail("man-page: cannot read \(arguments[1]): \(error)", status: 1)
}
