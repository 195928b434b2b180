import WizardCore

/// libFuzzer's entry point: one input, read as a saved session. A session
/// that loads is written again and must load into the same text: what
/// `resume` reads back is what was saved.
///
/// Built only with `--sanitize=fuzzer`, which supplies `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSessionLoader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let (loaded, _) = SavedSession.load(bytes: bytes, source: "fuzz", name: "fuzz")
  guard let session = loaded else { return 0 }
  let written = session.json()
  let (again, problems) = SavedSession.load(
    bytes: Array(written.utf8), source: "fuzz", name: "fuzz")
  guard let again, again.json() == written else {
    preconditionFailure("a saved session does not load back the same: \(problems)\n\(written)")
  }
  return 0
}
