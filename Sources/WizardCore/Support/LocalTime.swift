#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A moment in the local time zone, its fields as zero-padded digits.
public struct LocalTime: Sendable {
  public var year: String
  public var month: String
  public var day: String
  public var hour: String
  public var minute: String

  /// `seconds` since 1970.
  public init(_ seconds: Int) {
    var value = time_t(seconds)
    var parts = tm()
    localtime_r(&value, &parts)
    func two(_ number: Int32) -> String { number < 10 ? "0\(number)" : "\(number)" }
    year = String(parts.tm_year + 1900)
    month = two(parts.tm_mon + 1)
    day = two(parts.tm_mday)
    hour = two(parts.tm_hour)
    minute = two(parts.tm_min)
  }

  /// `2026-11-29 14:41`.
  public static func text(_ seconds: Int) -> String {
    let time = LocalTime(seconds)
    return "\(time.year)-\(time.month)-\(time.day) \(time.hour):\(time.minute)"
  }
}
