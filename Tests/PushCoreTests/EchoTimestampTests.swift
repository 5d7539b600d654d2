import PushCore
import Testing

/// When a notification happened, as the app's cells say it.
@Suite struct EchoTimestampTests {
  @Test(arguments: [
    (0, "Now"), (59, "Now"), (60, "1 min ago"), (150, "2 mins ago"), (3_599, "59 mins ago"), (3_600, "1 hr ago"),
    (7_200, "2 hrs ago"), (64_800, "18 hrs ago"), (86_399, "23 hrs ago"),
  ])
  func relative_withinADay_countsMinutesThenHours(seconds: Int, expected: String) {
    let now = 0
    #expect(EchoTimestamp.relative(now - seconds * 1000, now: now) == expected)
  }

  @Test func relative_aDayOrMore_isTheShortDate() {
    // Time zero is 2026-11-30T09:00Z.
    #expect(EchoTimestamp.relative(-86_400_000, now: 0) == "11/29/26")
    #expect(EchoTimestamp.relative(-86_400_000 * 3, now: 0) == "11/27/26")
    #expect(EchoTimestamp.relative(-86_400_000 * 300, now: 0) == "2/3/26")
  }

  /// Issue 33, point 18: speech says a date in words, with the year only when it is not the clock's.
  @Test func spokenRelative_saysTheDateInWords() {
    #expect(EchoTimestamp.spokenRelative(-86_400_000, now: 0) == "November 29")
    #expect(EchoTimestamp.spokenRelative(-86_400_000 * 365, now: 0) == "November 30, 2025")
    #expect(EchoTimestamp.spokenRelative(-60_000 * 5, now: 0) == "5 mins ago")
  }

  @Test func relative_aTimeAheadOfTheClock_isItsDate() {
    #expect(EchoTimestamp.relative(86_400_000 * 40, now: 0) == "1/9/27")
  }

  @Test func iso8601_timeZeroAndAMinuteBeforeIt() {
    #expect(EchoTimestamp.iso8601(0) == "2026-11-30T09:00:00Z")
    #expect(EchoTimestamp.iso8601(-60_000) == "2026-11-30T08:59:00Z")
    #expect(EchoTimestamp.iso8601(-86_400_000 * 30) == "2026-10-31T09:00:00Z")
  }
}
