import WizardCore

/// libFuzzer's entry point: one input, split as one CSV record by the batch
/// reader's CSV reader (strict RFC 4180); a record that splits must split the
/// same once every field is quoted (``BatchReader/fuzzCSVFields(_:)`` traps otherwise).
///
/// Built only with `--sanitize=fuzzer`, which supplies `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSVSplitter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  BatchReader.fuzzCSVFields(bytes)
  return 0
}
