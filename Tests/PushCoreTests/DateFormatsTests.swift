import Testing

@testable import PushCore

/// Dates and times in the app's language: CLDR's patterns (scripts/date-formats) written by `DateFormats`.
@Suite struct DateFormatsTests {
  /// 2026-11-27 23:05 UTC, a Friday, three days before the world's time zero.
  let friday = -3 * 86_400_000 + 14 * 3_600_000 + 5 * 60_000

  @Test func englishData_writesWhatTheHandWrittenEnglishDoes() throws {
    // The table's en_US entry through the pattern writer must agree with EchoTimestamp's own English, at
    // every hour of a week and across a year's end: the writer and the data are checked against each other.
    let english = try #require(DateFormats.table["en"])
    for hour in stride(from: -400 * 24, to: 24 * 8, by: 7) {
      let ms = hour * 3_600_000 + 60_000 * (hour % 60 + 60) % 60
      #expect(EchoTimestamp.shortDate(ms, english) == EchoTimestamp.shortDate(ms))
      #expect(EchoTimestamp.timeOfDay(ms, english) == EchoTimestamp.timeOfDay(ms))
      let (date, clock) = EchoTimestamp.lockScreen(ms, english)
      #expect(date == EchoTimestamp.lockScreen(ms).date)
      #expect(clock == EchoTimestamp.lockScreen(ms).time)
      #expect(
        EchoTimestamp.spokenRelative(ms, now: 86_400_000, english) == EchoTimestamp.spokenRelative(ms, now: 86_400_000))
    }
  }

  @Test func eachLanguage_writesItsOwnForms() throws {
    let german = try #require(DateFormats.named("de"))
    #expect(EchoTimestamp.shortDate(friday, german) == "27.11.26")
    #expect(EchoTimestamp.timeOfDay(friday, german) == "23:05")
    #expect(EchoTimestamp.lockScreen(0, german) == ("Montag, 30. November", "09:00"))
    let finnish = try #require(DateFormats.named("fi"))
    #expect(EchoTimestamp.shortDate(friday, finnish) == "27.11.2026")
    // Finnish's lock screen takes the standalone weekday and the month's partitive.
    #expect(EchoTimestamp.lockScreen(0, finnish) == ("maanantai 30. marraskuuta", "9.00"))
    let japanese = try #require(DateFormats.named("ja"))
    #expect(EchoTimestamp.shortDate(friday, japanese) == "2026/11/27")
    #expect(EchoTimestamp.lockScreen(0, japanese).date == "11月30日 月曜日")
    let arabic = try #require(DateFormats.named("ar"))
    // Arabic's pattern has right-to-left marks; the terminal's bidi pass orders the parts instead.
    #expect(EchoTimestamp.shortDate(friday, arabic) == "27/11/2026")
    // A no-break space before the day period, as CLDR writes it.
    #expect(EchoTimestamp.timeOfDay(friday, arabic) == "11:05\u{00A0}م")
    #expect(EchoTimestamp.spokenRelative(friday, now: 0, german) == "27. November")
    #expect(EchoTimestamp.spokenRelative(friday - 365 * 86_400_000, now: 0, german) == "27. November 2025")
  }

  @Test func englishAndThePseudoLanguages_haveNoTable() {
    #expect(DateFormats.named("en") == nil)
    #expect(DateFormats.named("double-length") == nil)
    #expect(DateFormats.named("right-to-left") == nil)
  }

  @Test func aPatternsQuotedTextAndUnknownLetters() throws {
    let spanish = try #require(DateFormats.named("es"))
    #expect(EchoTimestamp.lockScreen(0, spanish).date == "lunes, 30 de noviembre")
    // An unknown letter is dropped rather than written wrong; '' is a quote.
    #expect(spanish.format("d Q 'o''clock'", EchoTimestamp.moment(0)) == "30  o'clock")
  }
}
