/// The screens the app navigates to; the empty path is Explore, the app's first tab, where it launches.
public enum Destination: String, Hashable, Sendable, CaseIterable {
  /// Settings, presented over Explore from its navigation bar with a close button (`userDidTapSettings`):
  /// the screens opened from it go on top of it, and closing it comes back to Explore.
  case settings
  case push
  case systemSettings
  /// iOS Settings > Wikipedia > Preferred Language: the app's own language.
  case preferredLanguage
  case languages
  /// "Add another language": the languages not yet in the app's, to add one.
  case addLanguage
  case account
  case subscriptions
  /// The Notifications Center.
  case notifications
  /// An article, with its title description (seed 003); which one is the description feature's to say.
  case article
  /// Settings > Reading preferences: the reading themes.
  case readingPreferences

  /// The account's screens: not opened while logged out, closed at logout.
  public var needsLogin: Bool {
    switch self {
    case .push, .account, .subscriptions, .notifications: true
    case .settings, .systemSettings, .preferredLanguage, .languages, .addLanguage, .article, .readingPreferences:
      false
    }
  }
}
