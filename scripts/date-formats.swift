// Writes Sources/PushCore/DateFormats+Generated.swift: each app language's date patterns and month names as
// the toolchain's Foundation (ICU's CLDR data) gives them for the formats the app's screens use: the short date
// of a cell (dateStyle .short) and a spoken date ("MMMMd", "yMMMMd"). (The lock screen and iOS's alerts are
// iOS's, in the device's language.) The binary does not link Foundation: these are data.
// Run: scripts/date-formats
import Foundation

let languages: [(code: String, locale: String)] = [
  ("en", "en_US"), ("de", "de"), ("fr", "fr"), ("es", "es"), ("fi", "fi"), ("ja", "ja"), ("zh-hans", "zh-Hans"),
  ("ru", "ru"), ("ar", "ar"), ("he", "he"),
]
let utc = TimeZone(identifier: "UTC")!

func literal(_ text: String) -> String {
  // Direction marks in a pattern (Arabic's) are left to the terminal's bidi pass; the narrow no-break space
  // newer ICU puts before a day period is the space iOS wrote in the era the replica draws.
  let kept = text.unicodeScalars.filter { $0 != "\u{200F}" && $0 != "\u{200E}" && $0 != "\u{061C}" }
  let clean = String(String.UnicodeScalarView(kept)).replacingOccurrences(of: "\u{202F}", with: " ")
  return "\"" + clean.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}
func list(_ items: [String]) -> String { "[" + items.map(literal).joined(separator: ", ") + "]" }

var out = [
  "// Made by scripts/date-formats from the toolchain's Foundation (ICU, CLDR); do not edit.", "",
  "extension DateFormats {",
  "  /// Each app language's patterns and names, by the code `--ui-language` takes.",
  "  static let table: [String: DateFormats] = [",
]
for (code, identifier) in languages {
  let locale = Locale(identifier: identifier)
  func formatter() -> DateFormatter {
    let f = DateFormatter()
    f.locale = locale
    f.timeZone = utc
    return f
  }
  func template(_ t: String) -> String {
    let f = formatter()
    f.setLocalizedDateFormatFromTemplate(t)
    return f.dateFormat
  }
  let short = formatter()
  short.dateStyle = .short
  out += [
    "    \(literal(code)): DateFormats(",
    "      shortDate: \(literal(short.dateFormat)),",
    "      spokenDate: \(literal(template("MMMMd"))), spokenDateWithYear: \(literal(template("yMMMMd"))),",
    "      months: \(list(short.monthSymbols))),",
  ]
}
out += ["  ]", "}", ""]
try out.joined(separator: "\n").write(
  toFile: CommandLine.arguments[1], atomically: true, encoding: .utf8)
