/// The language the app's own words are in: iOS's preferred language for the app (Settings > Wikipedia >
/// Preferred Language), not the content languages of My languages. The shipped translations the replica
/// carries, and Xcode's two pseudo-languages for checks that need no translation.
public enum UILanguage: String, CaseIterable, Equatable, Sendable {
  case english = "en"
  case german = "de"
  case french = "fr"
  case spanish = "es"
  case finnish = "fi"
  case japanese = "ja"
  case simplifiedChinese = "zh-hans"
  case russian = "ru"
  case arabic = "ar"
  case hebrew = "he"
  /// Xcode's "Double-Length Pseudolanguage": every string of the app twice, accented and bracketed, so
  /// truncation and clipping show.
  case doubleLength = "double-length"
  /// Xcode's "Right-to-Left Pseudolanguage": English words in the mirrored layout.
  case rightToLeft = "right-to-left"

  /// The layout is mirrored: leading is the right edge.
  public var isRightToLeft: Bool {
    switch self {
    case .arabic, .hebrew, .rightToLeft: true
    default: false
    }
  }

  /// The code MediaWiki's `uselang` takes for it; nil for English and the pseudo-languages, whose texts
  /// from the wikis are English.
  public var mediaWikiCode: String? { self == .english || isPseudo ? nil : rawValue }

  /// Written in Latin letters (accents aside): what an ASCII terminal can still show of it.
  public var isLatin: Bool {
    switch self {
    case .japanese, .simplifiedChinese, .russian, .arabic, .hebrew: false
    default: true
    }
  }

  /// A pseudo-language transforms the English words instead of translating them.
  public var isPseudo: Bool { self == .doubleLength || self == .rightToLeft }

  /// The language's name in itself, as iOS lists it under Preferred Language ("Deutsch"); the
  /// pseudo-languages by Xcode's names (iOS does not list them: Xcode's scheme sets them).
  public var nativeName: String {
    switch self {
    case .english: "English"
    case .german: "Deutsch"
    case .french: "Français"
    case .spanish: "Español"
    case .finnish: "Suomi"
    case .japanese: "日本語"
    case .simplifiedChinese: "简体中文"
    case .russian: "Русский"
    case .arabic: "العربية"
    case .hebrew: "עברית"
    case .doubleLength: "Double-Length Pseudolanguage"
    case .rightToLeft: "Right-to-Left Pseudolanguage"
    }
  }

  /// The language's name in English, for the accessible mode and messages.
  public var englishName: String {
    switch self {
    case .english: "English"
    case .german: "German"
    case .french: "French"
    case .spanish: "Spanish"
    case .finnish: "Finnish"
    case .japanese: "Japanese"
    case .simplifiedChinese: "Simplified Chinese"
    case .russian: "Russian"
    case .arabic: "Arabic"
    case .hebrew: "Hebrew"
    case .doubleLength: "the double-length pseudo-language"
    case .rightToLeft: "the right-to-left pseudo-language"
    }
  }

  /// The codes a flag takes, in order, for messages.
  public static var accepted: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
