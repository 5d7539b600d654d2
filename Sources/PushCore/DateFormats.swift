/// How a language writes dates on the app's screens (CLDR's patterns and month names, as iOS's
/// `DateFormatter` uses them; the table is made by scripts/date-formats). English keeps `EchoTimestamp`'s own
/// en_US code; this is for the other app languages. The lock screen is iOS's, in the device's language.
public struct DateFormats: Equatable, Sendable {
  /// `dateStyle = .short` ("dd.MM.yy").
  public var shortDate: String
  /// A date as speech says it: day and month, and with the year when it is not this year's.
  public var spokenDate: String
  public var spokenDateWithYear: String
  public var months: [String]

  /// The formats of a language by `--ui-language`'s code; nil where there are none (English, pseudo-languages).
  public static func named(_ code: String) -> DateFormats? { code == "en" ? nil : table[code] }

  /// A moment (broken into its calendar parts) written by a CLDR pattern: d dd M MM MMMM y yy yyyy, and
  /// 'quoted' text; any other letter is dropped rather than written wrong.
  public func format(_ pattern: String, _ moment: Moment) -> String {
    let scalars = Array(pattern.unicodeScalars)
    var out = ""
    var index = 0
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    while index < scalars.count {
      let letter = scalars[index]
      if letter == "'" {
        // 'quoted text', in which '' is a quote; '' alone is a quote too.
        index += 1
        if index < scalars.count, scalars[index] == "'" {
          out += "'"
          index += 1
          continue
        }
        while index < scalars.count {
          if scalars[index] == "'" {
            guard index + 1 < scalars.count, scalars[index + 1] == "'" else { break }
            index += 1
          }
          out.unicodeScalars.append(scalars[index])
          index += 1
        }
        index += 1
        continue
      }
      guard ("a"..."z").contains(letter) || ("A"..."Z").contains(letter) else {
        out.unicodeScalars.append(letter)
        index += 1
        continue
      }
      var run = 1
      while index + run < scalars.count, scalars[index + run] == letter { run += 1 }
      index += run
      switch (letter, run) {
      case ("d", 1): out += "\(moment.day)"
      case ("d", _): out += two(moment.day)
      case ("M", 1): out += "\(moment.month)"
      case ("M", 2): out += two(moment.month)
      case ("M", _): out += months[safe: moment.month - 1]
      case ("y", 2): out += two(((moment.year % 100) + 100) % 100)
      case ("y", _): out += "\(moment.year)"
      default: break
      }
    }
    return out
  }

  /// A moment's calendar date in UTC, the world's zone.
  public struct Moment: Equatable, Sendable {
    public var year, month, day: Int
  }
}

extension Array where Element == String {
  fileprivate subscript(safe index: Int) -> String { indices.contains(index) ? self[index] : "" }
}
