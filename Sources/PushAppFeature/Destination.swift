/// The screens the app navigates to; the Settings root is the empty path.
public enum Destination: String, Hashable, Sendable, CaseIterable {
  case push
  case systemSettings
  case languages
  /// "Add another language": the languages not yet in the app's, to add one.
  case addLanguage
  case account
  case subscriptions
  /// The Notifications Center.
  case notifications
  /// The explore feed, where the push card appears (development note #11).
  case explore
  /// An article, with its title description (seed 003); which one is the description feature's to say.
  case article
  /// Settings > Reading preferences: the reading themes.
  case readingPreferences

  /// The account's screens: not opened while logged out, closed at logout.
  public var needsLogin: Bool {
    switch self {
    case .push, .account, .subscriptions, .notifications: true
    case .systemSettings, .languages, .addLanguage, .explore, .article, .readingPreferences: false
    }
  }
}
