/// Reads the dates of `Expires` attributes: `Thu, 01 Jan 1970 00:00:01 GMT` and the dashed form
/// `Thu, 01-Jan-1970 00:00:01 GMT` that PHP's `setcookie` writes.
enum HTTPDate {
  /// The years a date may name. RFC 6265 5.1.1 refuses a year before 1601; past 9999 is no date either:
  /// a server's number that large must not reach the day arithmetic, where it would overflow.
  static let years = 1601...9999

  /// Seconds since 1970, or `nil` if the text is not such a date.
  static func parse(_ text: String) -> Int64? {
    let fields = text.split { $0 == " " || $0 == "-" || $0 == "," }.map(String.init)
    // [weekday, day, month, year, time, GMT]
    guard fields.count >= 5, let day = Int(fields[1]), let month = months.firstIndex(of: fields[2].lowercased()),
      var year = Int(fields[3])
    else { return nil }
    if (0..<100).contains(year) { year += year < 70 ? 2000 : 1900 }
    guard years.contains(year) else { return nil }
    let clock = fields[4].split(separator: ":").compactMap { Int($0) }
    guard clock.count == 3, (1...31).contains(day), (0...23).contains(clock[0]), (0...59).contains(clock[1]),
      (0...60).contains(clock[2])
    else { return nil }
    let days = daysFromCivil(year: year, month: month + 1, day: day)
    return Int64(days) * 86_400 + Int64(clock[0] * 3_600 + clock[1] * 60 + clock[2])
  }

  private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

  /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's algorithm).
  static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
