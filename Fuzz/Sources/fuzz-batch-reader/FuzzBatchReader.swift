import WizardCore

/// libFuzzer's entry point: one input, read as batch records, both as JSON
/// Lines and as CSV (``BatchReader/fuzz(_:)`` does both and drops the results).
///
/// Built only with `--sanitize=fuzzer`, which supplies `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBatchReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  BatchReader.fuzz(bytes)
  return 0
}
