import PushCore
import Testing

/// How long ago, short for the cells and in words for the detail and for speech.
@Suite struct EchoTimestampTests {
  @Test(arguments: [
    (0, "now", "just now"), (59, "now", "just now"), (60, "1m", "1 minute ago"), (150, "2m", "2 minutes ago"),
    (3_600, "1h", "1 hour ago"), (64_800, "18h", "18 hours ago"), (86_400, "1d", "1 day ago"),
    (259_200, "3d", "3 days ago"),
  ])
  func relative_shortAndInWords(seconds: Int, short: String, words: String) {
    let now = 10_000_000_000
    #expect(EchoTimestamp.relative(now - seconds * 1000, now: now) == short)
    #expect(EchoTimestamp.relativeInWords(now - seconds * 1000, now: now) == words)
  }

  @Test func relative_aTimeInTheFuture_isNow() {
    #expect(EchoTimestamp.relativeInWords(2_000, now: 1_000) == "just now")
  }

  @Test func iso8601_timeZeroAndAMinuteBeforeIt() {
    #expect(EchoTimestamp.iso8601(0) == "2026-11-30T09:00:00Z")
    #expect(EchoTimestamp.iso8601(-60_000) == "2026-11-30T08:59:00Z")
    #expect(EchoTimestamp.iso8601(-86_400_000 * 30) == "2026-10-31T09:00:00Z")
  }
}
