#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The calendar time, for what the state file keeps across runs (when the simulated world began).
public enum WallClock {
  /// Seconds since 1970, UTC.
  public static func seconds() -> Int { Int(time(nil)) }

  /// `2026-12-01 14:56 UTC`.
  public static func utc(_ seconds: Int) -> String {
    var t = time_t(seconds)
    var parts = tm()
    guard gmtime_r(&t, &parts) != nil else { return "\(seconds) s after 1970" }
    func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)) UTC"
  }
}
