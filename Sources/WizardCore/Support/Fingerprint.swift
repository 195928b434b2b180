/// A short, stable hash of some bytes (64-bit FNV-1a, as 16 hex digits): it
/// tells versions of a file apart, nothing more. Not for security.
public enum Fingerprint {
  public static func of(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
