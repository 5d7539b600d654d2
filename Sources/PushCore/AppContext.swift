/// What a feature knows of the app around it, set by the root before each of the feature's transitions:
/// the session, the languages, whether the app is in the foreground, and whether the feature's own screen is
/// the one on top. Features read it; only the root changes it.
public struct AppContext: Equatable, Sendable {
  public var loggedIn: Bool
  /// The app languages, the first the primary.
  public var languages: [String]
  public var inBackground: Bool
  /// The feature's own screen is the one on top.
  public var onScreen: Bool
  /// The app's own language as MediaWiki codes it (`uselang`), nil for English: Echo then writes its texts
  /// in it.
  public var interfaceLanguage: String? = nil

  public init(loggedIn: Bool = true, languages: [String] = ["en"], inBackground: Bool = false, onScreen: Bool = false) {
    self.loggedIn = loggedIn
    self.languages = languages
    self.inBackground = inBackground
    self.onScreen = onScreen
  }

  /// The primary language's wiki: where the app reads from and subscribes.
  public var primaryWiki: Wiki { .language(languages.first ?? "en") }
  /// Every app language's wiki plus Wikidata and Commons: where a choice is written.
  public var fanOutWikis: [Wiki] { Wiki.fanOut(languages: languages) }
}
