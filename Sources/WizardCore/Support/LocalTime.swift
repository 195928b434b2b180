/// A moment in the local time zone, its fields as zero-padded digits.
public struct LocalTime: Sendable {
  public var year: String
  public var month: String
  public var day: String
  public var hour: String
  public var minute: String

  /// `seconds` since 1970.
  public init(_ seconds: Int) {
    let parts = System.localTime(seconds)
    func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    year = String(parts.year)
    month = two(parts.month)
    day = two(parts.day)
    hour = two(parts.hour)
    minute = two(parts.minute)
  }

  /// `2026-11-29 14:41`.
  public static func text(_ seconds: Int) -> String {
    let time = LocalTime(seconds)
    return "\(time.year)-\(time.month)-\(time.day) \(time.hour):\(time.minute)"
  }
}
