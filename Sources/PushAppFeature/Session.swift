import PushCore

/// Who uses the app and in which languages: the root's part of the state file.
public struct Session: Equatable, Sendable {
  public var loggedIn: Bool
  /// The app languages; the first is the primary.
  public var languages: [String]

  public init(loggedIn: Bool = true, languages: [String] = ["en"]) {
    self.loggedIn = loggedIn
    self.languages = languages
  }

  public var primaryWiki: Wiki { .language(languages.first ?? "en") }
  public var fanOutWikis: [Wiki] { Wiki.fanOut(languages: languages) }
}
