import PushCore

/// Who uses the app and in which languages: the root's part of the state file.
public struct Session: Equatable, Sendable {
  public var loggedIn: Bool
  /// The app languages; the first is the primary.
  public var languages: [String]
  /// The account's user name, as Settings and Account show it: the simulated account's, or with real wikis
  /// the backend file's user (not kept in the state file).
  public var userName = Session.simulatedUser

  public static let simulatedUser = "Example"

  public init(loggedIn: Bool = true, languages: [String] = ["en"]) {
    self.loggedIn = loggedIn
    self.languages = languages
  }

  public var primaryWiki: Wiki { .language(languages.first ?? "en") }
  public var fanOutWikis: [Wiki] { Wiki.fanOut(languages: languages) }
}
