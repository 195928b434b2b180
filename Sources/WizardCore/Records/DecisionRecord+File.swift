extension DecisionRecord {
  /// Writes the record into `folder` (made when missing) as
  /// ``fileName(task:treeID:)``, atomically: readers see the old record or
  /// the whole new one, and on failure the old one is untouched. A record
  /// of the same task is replaced, keeping the `code:` list written into it
  /// by hand (when the old file still reads as a record).
  /// - Returns: the path written.
  public func write(into folder: String) throws(FileSystem.Failure) -> String {
    let name = Self.fileName(task: task, treeID: decisions.first?.tree ?? "record")
    let path = (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + "/" + name
    try FileSystem.makeFolders(folder, mode: 0o777)
    var record = self
    if record.code.isEmpty, FileSystem.isRegularFile(path),
      let bytes = try? FileSystem.read(path),
      let old = RecordLoader.load(bytes: bytes, source: path).record
    {
      record.code = old.code
    }
    try FileSystem.writeAtomically(Array(record.yaml.utf8), to: path)
    return path
  }
}
