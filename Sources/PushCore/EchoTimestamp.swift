/// Time as Echo writes it: the simulated world's milliseconds, counted from a fixed moment so that
/// transcripts and screens do not change from one run to the next.
public enum EchoTimestamp {
  /// 2026-11-30T09:00:00Z, the world's time zero.
  public static let epochUnix = 1_796_029_200

  public static func unix(_ ms: Int) -> Int { epochUnix + ms.floorDiv(1000) }

  /// The seconds Echo can mean: 1970-01-01 to 9999-12-31. A server's number is kept inside them, so any
  /// arithmetic on a time (how long ago, milliseconds) stays far from overflow.
  public static let unixRange = 0...253_402_300_799

  /// The world's milliseconds for seconds since 1970 as a server sent them, kept within `unixRange`.
  public static func ms(fromUnix unix: Int) -> Int {
    (min(max(unix, unixRange.lowerBound), unixRange.upperBound) - epochUnix) * 1000
  }

  /// `2026-11-30T09:00:00Z`.
  public static func iso8601(_ ms: Int) -> String {
    let seconds = unix(ms)
    let days = seconds.floorDiv(86_400)
    let secondOfDay = seconds - days * 86_400
    let (y, m, d) = civil(fromDays: days)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return
      "\(y)-\(two(m))-\(two(d))T\(two(secondOfDay / 3600)):\(two(secondOfDay % 3600 / 60)):\(two(secondOfDay % 60))Z"
  }

  /// The calendar date of a day count from 1970-01-01 (Howard Hinnant's algorithm).
  static func civil(fromDays z0: Int) -> (Int, Int, Int) {
    let z = z0 + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
  }

  /// How long ago, as the app's cells say it ("now", "5m", "3h", "2d").
  public static func relative(_ ms: Int, now: Int) -> String {
    let seconds = max(0, (now - ms) / 1000)
    if seconds < 60 { return "now" }
    if seconds < 3600 { return "\(seconds / 60)m" }
    if seconds < 86_400 { return "\(seconds / 3600)h" }
    return "\(seconds / 86_400)d"
  }

  /// How long ago in words, for the detail screen and for speech ("just now", "1 hour ago", "3 days ago").
  public static func relativeInWords(_ ms: Int, now: Int) -> String {
    let seconds = max(0, (now - ms) / 1000)
    func ago(_ n: Int, _ unit: String) -> String { "\(n) \(unit)\(n == 1 ? "" : "s") ago" }
    if seconds < 60 { return "just now" }
    if seconds < 3600 { return ago(seconds / 60, "minute") }
    if seconds < 86_400 { return ago(seconds / 3600, "hour") }
    return ago(seconds / 86_400, "day")
  }
}

extension Int {
  /// Division that rounds towards minus infinity (times before the epoch stay on the right day).
  func floorDiv(_ d: Int) -> Int {
    let q = self / d
    return (self % d != 0 && (self < 0) != (d < 0)) ? q - 1 : q
  }
}
