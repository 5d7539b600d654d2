import Testing

@testable import PushCore

/// Dates in the app's language: CLDR's patterns (scripts/date-formats) written by `DateFormats`.
@Suite struct DateFormatsTests {
  /// 2026-11-27 23:05 UTC, three days before the world's time zero.
  let friday = -3 * 86_400_000 + 14 * 3_600_000 + 5 * 60_000

  @Test func englishData_writesWhatTheHandWrittenEnglishDoes() throws {
    // The table's en_US entry through the pattern writer must agree with EchoTimestamp's own English, every
    // seven hours over more than a year and across a year's end: the writer and the data checked together.
    let english = try #require(DateFormats.table["en"])
    for hour in stride(from: -400 * 24, to: 24 * 8, by: 7) {
      let ms = hour * 3_600_000
      #expect(EchoTimestamp.shortDate(ms, english) == EchoTimestamp.shortDate(ms))
      #expect(
        EchoTimestamp.spokenRelative(ms, now: 86_400_000, english) == EchoTimestamp.spokenRelative(ms, now: 86_400_000))
    }
  }

  @Test func eachLanguage_writesItsOwnForms() throws {
    let german = try #require(DateFormats.named("de"))
    #expect(EchoTimestamp.shortDate(friday, german) == "27.11.26")
    #expect(EchoTimestamp.spokenRelative(friday, now: 0, german) == "27. November")
    #expect(EchoTimestamp.spokenRelative(friday - 365 * 86_400_000, now: 0, german) == "27. November 2025")
    let finnish = try #require(DateFormats.named("fi"))
    #expect(EchoTimestamp.shortDate(friday, finnish) == "27.11.2026")
    // Finnish says a day of a month with the month's partitive.
    #expect(EchoTimestamp.spokenRelative(friday, now: 0, finnish) == "27. marraskuuta")
    let japanese = try #require(DateFormats.named("ja"))
    #expect(EchoTimestamp.shortDate(friday, japanese) == "2026/11/27")
    #expect(EchoTimestamp.spokenRelative(friday, now: 0, japanese) == "11月27日")
    // Arabic's pattern has right-to-left marks; the terminal's bidi pass orders the parts instead.
    let arabic = try #require(DateFormats.named("ar"))
    #expect(EchoTimestamp.shortDate(friday, arabic) == "27/11/2026")
  }

  @Test func englishAndThePseudoLanguages_haveNoTable() {
    #expect(DateFormats.named("en") == nil)
    #expect(DateFormats.named("double-length") == nil)
    #expect(DateFormats.named("right-to-left") == nil)
  }

  @Test func aPatternsQuotedTextAndUnknownLetters() throws {
    let spanish = try #require(DateFormats.named("es"))
    #expect(EchoTimestamp.spokenRelative(friday, now: 0, spanish) == "27 de noviembre")
    // An unknown letter is dropped rather than written wrong; '' is a quote.
    #expect(spanish.format("d Q 'o''clock'", EchoTimestamp.moment(0)) == "30  o'clock")
  }
}
