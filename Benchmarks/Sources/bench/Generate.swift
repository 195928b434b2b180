// Input files that some cases need, generated into the scratch directory by
// their `setUp` hooks, once per harness run before any case runs.
//
// Everything is written through one small fixed buffer and never held whole
// in memory: Linux carries the harness's own peak RSS into every child's
// ru_maxrss reading (see Spawn.swift), so a large harness would raise the
// floor of every case's memory figure.

import Glibc

/// A file written front to back through a fixed buffer.
final class OutputFile {
  let path: String
  private var fd: Int32
  private var buffer: [UInt8] = []
  private static let bufferSize = 64 << 10

  init(creating path: String) throws(SpawnError) {
    self.path = path
    fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      throw SpawnError(message: "cannot create \(path): \(errorText(errno))")
    }
    buffer.reserveCapacity(Self.bufferSize + 1024)
  }

  deinit {
    if fd >= 0 { Glibc.close(fd) }
  }

  func write(_ text: String) throws(SpawnError) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.bufferSize { try flush() }
  }

  /// Writes what is left and closes the file.
  func close() throws(SpawnError) {
    try flush()
    let rc = Glibc.close(fd)
    fd = -1
    if rc != 0 {
      throw SpawnError(message: "cannot write \(path): \(errorText(errno))")
    }
  }

  private func flush() throws(SpawnError) {
    var failure: Int32 = 0
    buffer.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(fd, base + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    buffer.removeAll(keepingCapacity: true)
    if failure != 0 {
      throw SpawnError(message: "cannot write \(path): \(errorText(failure))")
    }
  }
}

/// A tree of `count` questions for `hig-wizard lint`: a binary tree in which
/// question qi's "yes" leads to q(2i) and its "no" to q(2i+1); where that
/// question does not exist, "yes" leads to the outcome done-a and "no" to
/// done-b. One question per line, in YAML flow style.
func writeBinaryTree(questions count: Int, to path: String) throws(SpawnError) {
  precondition(count >= 1)
  let file = try OutputFile(creating: path)
  try file.write("id: big\ntitle: Big\nsummary: A generated tree.\nquestions:\n")
  for index in 1...count {
    let yes = 2 * index <= count ? "q\(2 * index)" : "done-a"
    let no = 2 * index + 1 <= count ? "q\(2 * index + 1)" : "done-b"
    try file.write(
      "  - {id: q\(index), prompt: \"Question \(index)?\", topic: T, help: H, choices: [{id: \"yes\", label: \"Yes\", next: \(yes), reason: R}, {id: \"no\", label: \"No\", next: \(no), reason: R}]}\n"
    )
  }
  try file.write(
    """
    outcomes:
      - {id: done-a, title: A, recommendation: R, rationale: R, topic: T, checklist: []}
      - {id: done-b, title: B, recommendation: R, rationale: R, topic: T, checklist: []}

    """)
  try file.close()
}

/// `line.yaml` in the folder `folder` (made here): the tree `line` of
/// `count` yes/no questions in a line, each defaulting to "yes", which leads
/// to the next question (the last one's to the outcome done-a); "no" skips
/// the next question (the last two's lead to done-b). One question per line,
/// in YAML flow style.
func writeLineTree(questions count: Int, in folder: String) throws(SpawnError) {
  precondition(count >= 2)
  guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
    throw SpawnError(message: "cannot create \(folder): \(errorText(errno))")
  }
  let file = try OutputFile(creating: folder + "/line.yaml")
  try file.write("id: line\ntitle: Line\nsummary: A generated tree.\nquestions:\n")
  for index in 1...count {
    let yes = index < count ? "q\(index + 1)" : "done-a"
    let no = index + 1 < count ? "q\(index + 2)" : "done-b"
    try file.write(
      "  - {id: q\(index), prompt: \"Question \(index)?\", topic: T, help: H, default: \"yes\", choices: [{id: \"yes\", label: \"Yes\", next: \(yes), reason: R}, {id: \"no\", label: \"No\", next: \(no), reason: R}]}\n"
    )
  }
  try file.write(
    """
    outcomes:
      - {id: done-a, title: A, recommendation: R, rationale: R, topic: T, checklist: []}
      - {id: done-b, title: B, recommendation: R, rationale: R, topic: T, checklist: []}

    """)
  try file.close()
}

/// `count` JSON Lines records for `hig-wizard batch presentation`: tasks t1,
/// t2, ... cycling through four answer sets (iPhone; iPad, set aside for the
/// main view; iPad, a shallow task with mixed input; iPad, a one-time task),
/// each a complete path through the presentation tree.
func writeBatchRecords(count: Int, to path: String) throws(SpawnError) {
  let answerSets = [
    #""platform":"iphone","modal-needed":"yes""#,
    #""platform":"ipad","modal-needed":"no","screen-tools":"no","suspend":"yes""#,
    #""platform":"ipad","modal-needed":"yes","depth":"no","multiple-inputs":"yes""#,
    #""platform":"ipad","modal-needed":"yes","depth":"no","multiple-inputs":"no","drill-down":"no","one-time":"yes""#,
  ]
  let file = try OutputFile(creating: path)
  for index in 0..<count {
    try file.write("{\"task\":\"t\(index + 1)\",\(answerSets[index % answerSets.count])}\n")
  }
  try file.close()
}

/// A Swift app of about `lines` lines for the scan cases, in files of about
/// 120 lines spread over folders of 20 files. Like a real app, most files
/// present nothing: models, networking, view code with layout. One file in
/// 25 presents something (a sheet, an alert, an activity view), and one in
/// 10 only mentions a name the vocabulary knows in passing (a `show` method
/// of its own, say), which the byte search lets through to the parser.
func writeSwiftApp(lines: Int, in folder: String) throws(SpawnError) {
  func makeFolder(_ path: String) throws(SpawnError) {
    guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
      throw SpawnError(message: "cannot create \(path): \(errorText(errno))")
    }
  }
  try makeFolder(folder)
  let linesPerFile = 120
  let files = max(1, lines / linesPerFile)
  for index in 0..<files {
    let group = folder + "/Module\(index / 20)"
    try makeFolder(group)
    let file = try OutputFile(creating: group + "/File\(index).swift")
    try file.write("import UIKit\n\n/// Generated for the scan benchmark.\n")
    try file.write("final class Type\(index): NSObject {\n")
    try file.write("  private var items: [String] = []\n  private let limit = \(index % 97)\n\n")
    var written = 7
    var method = 0
    while written < linesPerFile - 12 {
      try file.write(
        """
          func step\(method)(_ value: Int) -> Int {
            var total = value
            for item in items where item.count > limit {
              total += item.count * \(method + 1)
            }
            return total
          }


        """)
      written += 8
      method += 1
    }
    if index % 25 == 3 {
      try file.write(
        """
          func share(_ sender: UIBarButtonItem, from controller: UIViewController) {
            let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
            activity.popoverPresentationController?.sourceItem = sender
            controller.present(activity, animated: true)
          }

        """)
    } else if index % 10 == 5 {
      try file.write(
        """
          func show(_ message: String) { items.append(message) }
          func present(_ message: String) { items.append(message) }

        """)
    } else {
      try file.write("  func count() -> Int { items.count }\n")
    }
    try file.write("}\n")
    try file.close()
  }
}
