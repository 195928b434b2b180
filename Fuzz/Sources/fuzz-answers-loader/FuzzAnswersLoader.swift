import WizardCore

/// libFuzzer's entry point: one input, read as an answers file (a YAML or JSON
/// mapping, or a JSON report).
///
/// Built only with `--sanitize=fuzzer`, which supplies `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnswersLoader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  _ = AnswersLoader.load(bytes: bytes, source: "fuzz-answers.yaml")
  return 0
}
