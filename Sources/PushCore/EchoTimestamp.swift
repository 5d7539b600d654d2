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

  /// When, as the app's cells and detail say it (`NSDate+WMFRelativeDate.m`,
  /// `wmf_localizedShortDateStringRelativeToDate:`): within a day "Now", "1 min ago", "5 mins ago",
  /// "1 hr ago", "18 hrs ago" (`relative-date-min-ago`, `relative-date-hrs-ago`); from a day on, and for a
  /// time ahead of the clock, the short date as en_US writes it ("11/27/26").
  public static func relative(_ ms: Int, now: Int, _ formats: DateFormats? = nil) -> String {
    let seconds = (now - ms).floorDiv(1000)
    guard seconds >= 0, seconds < 86_400 else { return shortDate(ms, formats) }
    let hours = seconds / 3600
    if hours > 0 { return hours == 1 ? "1 hr ago" : "\(hours) hrs ago" }
    let minutes = seconds / 60
    return minutes == 0 ? "Now" : minutes == 1 ? "1 min ago" : "\(minutes) mins ago"
  }

  /// `relative` as speech says it: a date ("11/27/26") as "November 27", with the year when it is not the
  /// clock's.
  public static func spokenRelative(_ ms: Int, now: Int, _ formats: DateFormats? = nil) -> String {
    let seconds = (now - ms).floorDiv(1000)
    guard seconds < 0 || seconds >= 86_400 else { return relative(ms, now: now) }
    let (y, m, d) = civil(fromDays: unix(ms).floorDiv(86_400))
    let (nowYear, _, _) = civil(fromDays: unix(now).floorDiv(86_400))
    if let formats { return formats.format(y == nowYear ? formats.spokenDate : formats.spokenDateWithYear, moment(ms)) }
    return "\(months[max(0, min(11, m - 1))]) \(d)" + (y == nowYear ? "" : ", \(y)")
  }

  /// The time of day as iOS writes it on the lock screen for en_US ("9:00 AM"), in UTC.
  public static func timeOfDay(_ ms: Int) -> String {
    let secondOfDay = unix(ms) - unix(ms).floorDiv(86_400) * 86_400
    let hour = secondOfDay / 3600
    let minute = secondOfDay % 3600 / 60
    return "\(hour % 12 == 0 ? 12 : hour % 12):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
  }

  /// The lock screen's date and clock, as iOS shows them for en_US ("Monday, November 30", "9:00"), in UTC.
  public static func lockScreen(_ ms: Int) -> (date: String, time: String) {
    let days = unix(ms).floorDiv(86_400)
    let (_, m, d) = civil(fromDays: days)
    let weekdays = ["Thursday", "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday"]  // From 1970-01-01.
    let weekday = weekdays[((days % 7) + 7) % 7]
    let time = timeOfDay(ms)
    return ("\(weekday), \(months[max(0, min(11, m - 1))]) \(d)", String(time.prefix { $0 != " " }))
  }

  /// A moment's calendar date in UTC, for a language's patterns.
  public static func moment(_ ms: Int) -> DateFormats.Moment {
    let (y, m, d) = civil(fromDays: unix(ms).floorDiv(86_400))
    return DateFormats.Moment(year: y, month: m, day: d)
  }

  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]

  /// The date in `NSDateFormatterShortStyle` for en_US, month/day/two-digit year (UTC, the world's zone).
  public static func shortDate(_ ms: Int, _ formats: DateFormats? = nil) -> String {
    if let formats { return formats.format(formats.shortDate, moment(ms)) }
    let (y, m, d) = civil(fromDays: unix(ms).floorDiv(86_400))
    let year = ((y % 100) + 100) % 100
    return "\(m)/\(d)/\(year < 10 ? "0" : "")\(year)"
  }
}

extension Int {
  /// Division that rounds towards minus infinity (times before the epoch stay on the right day).
  func floorDiv(_ d: Int) -> Int {
    let q = self / d
    return (self % d != 0 && (self < 0) != (d < 0)) ? q - 1 : q
  }
}
