/// A wiki the app talks to: an app-language Wikipedia, Wikidata or Commons.
public enum Wiki: Hashable, Sendable, Comparable, CustomStringConvertible {
  case language(String)
  case wikidata
  case commons

  /// Parses the names the command line and files use: a language code, `wikidata` or `commons`.
  /// Hosts (`de.wikipedia.org`) are accepted too.
  public init?(code: String) {
    switch code {
    case "wikidata", "www.wikidata.org": self = .wikidata
    case "commons", "commons.wikimedia.org": self = .commons
    default:
      let suffix = ".wikipedia.org"
      let lang = code.hasSuffix(suffix) ? String(code.dropLast(suffix.count)) : code
      guard LanguageCode.isValid(lang) else { return nil }
      self = .language(lang)
    }
  }

  /// The host name, as traces and messages name wikis.
  public var host: String {
    switch self {
    case .language(let code): "\(code).wikipedia.org"
    case .wikidata: "www.wikidata.org"
    case .commons: "commons.wikimedia.org"
    }
  }

  /// The short name used on the command line.
  public var code: String {
    switch self {
    case .language(let code): code
    case .wikidata: "wikidata"
    case .commons: "commons"
    }
  }

  public var description: String { host }

  /// Every wiki a type's choice is written to: the app languages, then Wikidata and Commons.
  public static func fanOut(languages: [String]) -> [Wiki] {
    languages.map { .language($0) } + [.wikidata, .commons]
  }

  private var order: (Int, String) {
    switch self {
    case .language(let code): (0, code)
    case .wikidata: (1, "")
    case .commons: (2, "")
    }
  }

  public static func < (lhs: Wiki, rhs: Wiki) -> Bool { lhs.order < rhs.order }
}

/// Wikipedia language codes: lowercase letters, digits and hyphens (`en`, `zh-yue`, `be-tarask`).
public enum LanguageCode {
  public static func isValid(_ code: String) -> Bool {
    // wikidata and commons name the two shared wikis wherever a wiki is named (--fail write:commons).
    guard let first = code.unicodeScalars.first, ("a"..."z").contains(first), code.count <= 24,
      code != "wikidata", code != "commons"
    else { return false }
    return code.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
      && !code.hasSuffix("-") && !code.contains("--")
  }

  /// Names for the languages the My languages screen offers; others show their code.
  public static func name(_ code: String) -> String {
    switch code {
    case "en": "English"
    case "de": "Deutsch"
    case "fr": "Français"
    case "es": "Español"
    case "it": "Italiano"
    case "ja": "日本語"
    case "ar": "العربية"
    case "he": "עברית"
    case "ru": "Русский"
    case "zh": "中文"
    case "pt": "Português"
    case "nl": "Nederlands"
    case "pl": "Polski"
    case "uk": "Українська"
    case "sv": "Svenska"
    default: code
    }
  }

  /// The language's name in English, which any synthesiser can say; the code when it is not known.
  public static func englishName(_ code: String) -> String {
    switch code {
    case "en": "English"
    case "de": "German"
    case "fr": "French"
    case "es": "Spanish"
    case "it": "Italian"
    case "ja": "Japanese"
    case "ar": "Arabic"
    case "he": "Hebrew"
    case "ru": "Russian"
    case "zh": "Chinese"
    case "pt": "Portuguese"
    case "nl": "Dutch"
    case "pl": "Polish"
    case "uk": "Ukrainian"
    case "sv": "Swedish"
    default: code
    }
  }

  /// "German, Deutsch (de)": the English name, the native one where it differs, and the code.
  public static func spokenName(_ code: String) -> String {
    let english = englishName(code)
    let native = name(code)
    return (english == native || native == code ? english : "\(english), \(native)") + " (\(code))"
  }

  /// The languages offered when adding one, in this order.
  public static let offered = [
    "en", "de", "fr", "es", "it", "ja", "ar", "he", "ru", "zh", "pt", "nl", "pl", "uk", "sv",
  ]
}

extension Wiki {
  /// A Wikipedia outside the app's `languages`, whose notifications the app reads but does not write
  /// preferences to: French, or the first of a few others when French is one of them.
  public static func outside(_ languages: [String]) -> Wiki {
    .language(["fr", "es", "it", "nl", "pt", "pl", "sv"].first { !languages.contains($0) } ?? "eo")
  }
}
