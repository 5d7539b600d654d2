import PushCore
import PushDescriptionFeature
import PushInboxFeature
import PushSettingsFeature

/// Where the user is, in one place: opening a screen, going back, and what a screen coming to the top
/// means for its feature.
extension AppState {
  /// Opens a screen over the current one; the account's screens only while logged in, nothing while a modal
  /// alert is up, and nothing when it is the screen on top already (the key that opens Notifications from
  /// anywhere, pressed on it).
  mutating func open(_ destination: Destination) -> [AppEffect] {
    guard !isModal, !destination.needsLogin || session.loggedIn, destination != screen else { return [] }
    let before = screen
    path.append(destination)
    var effects: [AppEffect] = []
    switch destination {
    case .push: effects += settings(.screenOpened)
    case .systemSettings: effects += settings(.systemSettingsOpened)
    default: break
    }
    return effects + cameToTop(from: before)
  }

  /// Back: a page over a feature's screen (a notification's detail, the filters, the description editor,
  /// its onboarding, the Reverted edit view) is the feature's to close; otherwise the screen closes.
  mutating func back() -> [AppEffect] {
    if screen == .notifications && (inbox.detail != nil || inbox.sheet != nil || inbox.moreSheet != nil) {
      return inbox(.backTapped)
    }
    // The first visit's onboarding is a sheet over the list: back closes it, and the app counts it shown (it
    // does once it is presented), so the list is what back comes to, as the detail before it said.
    if showsInboxOnboarding { return inbox(.onboardingContinued) + skipPushOptInIfNotNeeded() }
    if screen == .article && description.page != .article { return description(.backTapped) }
    guard let top = path.popLast() else { return [] }
    // Coming back from iOS Settings is the app coming back to the foreground.
    return (top == .systemSettings ? settings(.systemSettingsClosed) : []) + cameToTop(from: top)
      // Explore reads its articles' descriptions again as it comes up: what was published, here or elsewhere,
      // shows.
      + (screen == nil ? readFeed() : [])
  }

  /// The Notifications Center reads its list again whenever it comes to the top.
  private mutating func cameToTop(from before: Destination?) -> [AppEffect] {
    guard screen == .notifications, before != .notifications else { return [] }
    return inbox(.opened) + skipPushOptInIfNotNeeded()
  }

  /// The push opt-in is never shown to a device already subscribed or with notifications denied: the app
  /// then counts it as shown (`presentOnboardingPushOptInIfNecessary`), and it does not come later either.
  mutating func skipPushOptInIfNotNeeded() -> [AppEffect] {
    guard session.loggedIn, inbox.persisted.onboardingShown, !inbox.persisted.pushOptInShown,
      settings.persisted.subscribed || settings.permission == .denied
    else { return [] }
    return inbox(.pushOptInAnswered)
  }

  /// The Explore feed's articles' descriptions (the primary wiki's top read), read from the wikis.
  mutating func readFeed() -> [AppEffect] {
    description(.feedShown(articleIDs: Article.topRead(for: session.languages).map(\.id)))
  }

  /// The article screen, wherever the app was (an article chosen, a revert's alert or push).
  mutating func showArticle() -> [AppEffect] {
    screen == .article ? [] : open(.article)
  }

}
