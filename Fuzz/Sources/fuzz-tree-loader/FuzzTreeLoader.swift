import WizardCore

/// libFuzzer's entry point: one input, read as a tree file.
///
/// Built only with `--sanitize=fuzzer`, which supplies `main` (and makes the
/// compiler treat this file as a library, so there is no top-level code).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTreeLoader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let result = TreeLoader.load(bytes: bytes, source: "fuzz.yaml")
  // A tree only comes back without errors; a file with errors says why.
  precondition(result.tree != nil || result.diagnostics.hasErrors, "no tree and no error")
  return 0
}
