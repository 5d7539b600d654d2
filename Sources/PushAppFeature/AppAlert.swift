import PushCore
import PushDescriptionFeature
import PushInboxFeature
import PushSettingsFeature
import PushWikiClient

/// The alert or sheet that is up, if any: one at a time, in this order of precedence.
public enum AppAlert: Equatable, Sendable {
  /// The simulated iOS permission prompt: the OS's, over everything, until answered.
  case systemPrompt
  /// A failure of the push flow, or its question after logging back in.
  case push(AlertState)
  case session(SessionAlert)
  /// The Notifications Center's "Turn on push notifications?", once.
  case pushOptIn
  /// "Mark all as read?" on the Notifications Center.
  case markAll
  /// Edit mode's "Mark" menu, titled with the number of messages selected.
  case markMenu
  /// A notification's "More" sheet (its swipe action).
  case moreSheet
  /// "Reverted edit", anywhere but over the editor.
  case revert
  /// What publishing a description showed: the overlay the first time, an alert later.
  case published(DescriptionState.Published)
  /// The wiki refused the description (blocked, an abuse filter): the app's panel.
  case descriptionRefused(ServiceFailure)
}

extension AppState {
  /// The alert on screen, if any.
  public var alert: AppAlert? {
    if settings.systemPromptVisible { return .systemPrompt }
    if let alert = settings.alert { return .push(alert) }
    if let alert = sessionAlert { return .session(alert) }
    if showsPushOptIn { return .pushOptIn }
    if screen == .notifications && inbox.confirmingMarkAll { return .markAll }
    if screen == .notifications && inbox.markMenuOpen { return .markMenu }
    if screen == .notifications && inbox.moreShown != nil { return .moreSheet }
    return descriptionAlert
  }

  private var descriptionAlert: AppAlert? {
    if description.showsRevertAlert && description.revert != nil { return .revert }
    guard screen == .article else { return nil }
    if let published = description.published { return .published(published) }
    guard let failure = description.editor?.failure, DescriptionState.isPanel(failure) else { return nil }
    return .descriptionRefused(failure)
  }

  /// An alert that stops the app's own navigation and its taps until it is answered: the OS prompt and the
  /// app's modal alerts. (The sheets and the feature's own questions are answered by their buttons, which
  /// are all the screen offers while they are up.)
  public var isModal: Bool { settings.systemPromptVisible || settings.alert != nil || sessionAlert != nil }

  /// What a modal alert blocks: every tap of the user that is not an answer to it.
  func blocks(_ action: AppAction) -> Bool {
    guard isModal else { return false }
    switch action {
    // A banner tapped in the foreground opens nothing under the alert; a push opened from the lock screen
    // brings the app back, where the alert still waits.
    case .pushOpened(let id):
      return !inBackground && inbox.banners.contains { $0.id == id }
    case .opened, .backTapped, .logOutRowTapped, .languagesEditToggled, .languageDeleteShown, .languageRemoved,
      .languageMoved, .exploreCardAnswered, .pushOptInAnswered,
      .themeChosen, .inbox(.onboardingContinued), .settings(.pushToggleTapped), .settings(.typeToggleTapped):
      return true
    default:
      return false
    }
  }

  /// The Notifications Center's first visit: the onboarding shows over its list until "Continue". Not over a
  /// notification opened from the lock screen: that shows first, and the list's onboarding on the way back.
  public var showsInboxOnboarding: Bool {
    screen == .notifications && inbox.detail == nil && session.loggedIn && !inbox.persisted.onboardingShown
      && !isModal
  }

  /// After the onboarding, once: "Turn on push notifications?", unless the device is subscribed already or
  /// iOS has notifications denied (`presentOnboardingPushOptInIfNecessary`); over the list, not a notification opened from the lock screen.
  public var showsPushOptIn: Bool {
    screen == .notifications && inbox.detail == nil && session.loggedIn && inbox.persisted.onboardingShown
      && !inbox.persisted.pushOptInShown && !settings.persisted.subscribed && settings.permission != .denied
      && !isModal
  }

  /// The explore feed's push card shows while logged in and push is not on, until either button is tapped.
  public var showsExploreCard: Bool {
    session.loggedIn && !exploreCardDismissed && !settings.persisted.subscribed && settings.phase == .off
  }
}
