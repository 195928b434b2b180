#if canImport(Glibc)
  import Glibc
#endif

let code = HigWizard.main(Array(CommandLine.arguments.dropFirst()))
exit(code.rawValue)
