import PushAppFeature
import PushCore

/// Text as a synthesiser should get it: no control characters, no symbols it would read aloud, and ASCII
/// only when the locale is not UTF-8.
extension AccessibleRenderer {
  /// The app's words for speech: "Wikipedia > Notifications" is "Wikipedia, Notifications", "in/out" is "in
  /// or out", quotation marks and ellipses are left out, a closing full stop is left to `sentence`.
  public func clean(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n", "\t": out += " "
      case "“", "”", "„", "«", "»", "\"": break
      case "‘", "’": out += "'"
      case "…": out += " "
      default: if !scalar.isUnsafeForTerminal { out.unicodeScalars.append(scalar) }
      }
    }
    out = out.replacing(" > ", with: ", ").replacing("...", with: " ")
    out = Self.slashesAsWords(out)
    while out.contains("  ") { out = out.replacing("  ", with: " ") }
    out = out.replacing(" ,", with: ",").replacing(" .", with: ".")
    // Symbols a reader would say aloud: a dash between words ("Filter - has filters applied"), a stop after
    // a colon or a stop, a stop before a comma.
    out = out.replacing(" - ", with: ", ").replacing(":.", with: ".").replacing(".,", with: ",")
    while out.contains("..") { out = out.replacing("..", with: ".") }
    if out.hasPrefix("- ") { out.removeFirst(2) }
    while out.hasSuffix(" ") { out.removeLast() }
    while out.hasSuffix(".") { out.removeLast() }
    return ascii ? Self.spokenASCII(out) : out
  }

  /// The user's own text, read back as typed: only what cannot be printed is left out, and under ASCII a
  /// character without an ASCII spelling is said by its code ("U+65E5"), never dropped.
  public func userText(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar == "\n" || scalar == "\t" {
        out += " "
      } else if !scalar.isUnsafeForTerminal {
        out.unicodeScalars.append(scalar)
      }
    }
    guard ascii else { return out }
    var spelled = ""
    for scalar in out.unicodeScalars {
      let ascii = String(scalar).asciiApproximation
      if ascii != "?" || scalar == "?" {
        spelled += ascii
      } else {
        let code = String(scalar.value, radix: 16, uppercase: true)
        let word = "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
        spelled += (spelled.last.map { $0 == " " } ?? true ? "" : " ") + word + " "
      }
    }
    while spelled.contains("  ") { spelled = spelled.replacing("  ", with: " ") }
    while spelled.hasSuffix(" ") { spelled.removeLast() }
    return spelled
  }

  /// "in/out" is "in or out"; a slash in an address or between numbers stays.
  static func slashesAsWords(_ text: String) -> String {
    guard text.contains("/") else { return text }
    return text.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
      let parts = word.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let first = parts.first, let second = parts.last,
        !first.isEmpty, first.allSatisfy(\.isLetter),
        second.drop(while: \.isLetter).allSatisfy({ ",.;:".contains($0) }), second.first?.isLetter == true
      else { return String(word) }
      return "\(first) or \(second)"
    }.joined(separator: " ")
  }

  /// ASCII for speech: what has no ASCII form is left out (a synthesiser would say "question mark"), so
  /// "Japanese, 日本語 (ja)" becomes "Japanese (ja)".
  static func spokenASCII(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      let ascii = String(scalar).asciiApproximation
      if ascii != "?" || scalar == "?" { out += ascii }
    }
    while out.contains("  ") { out = out.replacing("  ", with: " ") }
    return out.replacing(", (", with: " (")
  }

  /// A wiki as speech names it: "German Wikipedia", "Wikidata", "Commons".
  /// Said once when the session starts in another language: the app's words that follow are in it.
  /// `ascii`: the locale's character set is not UTF-8, so only ASCII is written (LANG=C): an app in a language
  /// of another script would be heard with its words left out, without a word of why.
  public static func languageNote(_ language: UILanguage, ascii: Bool = false) -> [String] {
    guard language != .english else { return [] }
    let note = "The app is in \(language.englishName); this mode's own words are English."
    guard ascii, !language.isLatin else { return [note] }
    return [
      note,
      "Note: the terminal's locale writes ASCII alone (not UTF-8), so the app's \(language.englishName) words "
        + "cannot be said and are left out; start it with a UTF-8 locale, such as LANG=C.UTF-8.",
    ]
  }

  public static func wikiName(_ wiki: Wiki) -> String {
    switch wiki {
    case .language(let code): "\(LanguageCode.englishName(code)) Wikipedia"
    case .wikidata: "Wikidata"
    case .commons: "Commons"
    }
  }
}
