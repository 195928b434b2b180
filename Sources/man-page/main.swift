// Build-time tool: writes hig-wizard's manual page (mdoc) to standard output,
// from the command declarations and README.md's tables.
//
//   man-page README.md DATE > hig-wizard.1
//
// `make man` and `make install` run it; the tests lint its output.
import WizardCore

/// The message on standard error, and the exit.
func fail(_ message: String, status: Int32) -> Never {
  System.writeError(message + "\n")
  System.exit(status)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  fail("usage: man-page README.md DATE", status: 2)
}
do {
  let readme = try FileSystem.read(arguments[1])
  let page = try ManPage.render(
    readme: String(decoding: readme, as: UTF8.self), version: Commands.version, date: arguments[2])
  print(page, terminator: "")
} catch let missing as ManPage.MissingTable {
  fail("man-page: \(arguments[1]) has no table under '\(missing.heading)'", status: 1)
} catch {
  fail("man-page: cannot read \(arguments[1]): \(error)", status: 1)
}
