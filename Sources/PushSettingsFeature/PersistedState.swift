import PushCore

/// What outlasts a run: the "subscribed" flag and the rest of the small state file.
public struct PersistedState: Equatable, Sendable {
  public static let currentVersion = 1

  public var loggedIn: Bool
  /// True only once the server confirmed the subscription (never before it answered).
  public var subscribed: Bool
  /// The user's wish: push was turned on and not turned off. Re-allowing permission re-subscribes.
  public var wantsPush: Bool
  public var languages: [String]
  public var pending: [PendingWrite]
  /// Languages added while the type values were unknown; written once they are read.
  public var languagesToSync: [String]
  public var deviceToken: String?
  /// Set at logout when push was on: after logging back in, ask to turn it back on.
  public var promptAfterLogin: Bool
  /// The explore feed's push card was answered ("Turn on push notifications" or "Not now"): never again.
  public var exploreCardDismissed: Bool
  /// The Notifications Center's first-visit onboarding ("Editing notifications") was continued past.
  public var inboxOnboardingShown: Bool
  /// The Notifications Center's push opt-in ("Turn on push notifications?") was answered: never again.
  public var pushOptInShown: Bool
  /// The title-description onboarding ("Article descriptions", "Keep it short") was seen: never again.
  public var descriptionOnboardingShown: Bool
  /// A description was published: later publishes are confirmed by an alert, not the overlay.
  public var descriptionPublishedBefore: Bool

  public init(
    loggedIn: Bool = true, subscribed: Bool = false, wantsPush: Bool = false, languages: [String] = ["en"],
    pending: [PendingWrite] = [], languagesToSync: [String] = [], deviceToken: String? = nil,
    promptAfterLogin: Bool = false, exploreCardDismissed: Bool = false, inboxOnboardingShown: Bool = false,
    pushOptInShown: Bool = false, descriptionOnboardingShown: Bool = false, descriptionPublishedBefore: Bool = false
  ) {
    self.loggedIn = loggedIn
    self.subscribed = subscribed
    self.wantsPush = wantsPush
    self.languages = languages
    self.pending = pending
    self.languagesToSync = languagesToSync
    self.deviceToken = deviceToken
    self.promptAfterLogin = promptAfterLogin
    self.exploreCardDismissed = exploreCardDismissed
    self.inboxOnboardingShown = inboxOnboardingShown
    self.pushOptInShown = pushOptInShown
    self.descriptionOnboardingShown = descriptionOnboardingShown
    self.descriptionPublishedBefore = descriptionPublishedBefore
  }
}
