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
  /// The lock screen's date and clock (issue 35, point 11): the weekday counted from the epoch's Thursday.
  @Test func lockScreen_weekdayDateAndClock() {
    #expect(EchoTimestamp.lockScreen(0) == ("Monday, November 30", "9:00"))
    #expect(EchoTimestamp.lockScreen(3 * 86_400_000 + 5 * 3_600_000 + 7 * 60_000) == ("Thursday, December 3", "2:07"))
    #expect(EchoTimestamp.lockScreen(-86_400_000).date == "Sunday, November 29", "before the clock's start")
  }

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
