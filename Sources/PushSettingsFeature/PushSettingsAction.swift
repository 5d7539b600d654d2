import PushCore

/// Everything that can happen to the app, named after the event.
public enum PushSettingsAction: Equatable, Sendable {
  // The app's life.
  case appLaunched
  case enteredBackground
  case enteredForeground
  case permissionChecked(PermissionStatus, CheckReason)

  // Navigation and account.
  case rowOpened(Route)
  case backTapped
  case loginTapped
  /// Logs out at once (the simulation panel); the Account screen's row asks first (`logOutRowTapped`).
  case logoutTapped
  case logOutRowTapped
  case languageAdded(String)
  case languageRemoved(String)
  /// A row of My languages chosen: the app says what it can do with it before doing anything.
  case languageTapped(String)
  case languageMadePrimary(String)

  // The explore feed's card (development note #11).
  case exploreCardTurnOnTapped
  case exploreCardNotNowTapped
  /// "Continue" on the Notifications Center's first-visit onboarding.
  case inboxOnboardingContinued
  /// The Notifications Center's push opt-in: "Turn on push notifications" or "No thanks".
  case pushOptInAnswered(turnOn: Bool)

  // The primary switch and the OS.
  case pushToggleTapped
  case systemPromptShown
  case systemPromptAnswered(allow: Bool)
  case authorizationResponse(PermissionStatus)
  case tokenCheckFinished(attempt: Int, token: String?)
  case subscribeFinished(generation: Int, failure: ServiceFailure?)
  case unsubscribeFinished(UnsubscribeReason, failure: ServiceFailure?)
  case systemSettingsSwitchToggled(allow: Bool)
  case systemPermissionChanged(PermissionStatus)

  // Type preferences.
  case preferencesLoaded(generation: Int, Result<PreferenceSnapshot, ServiceFailure>)
  case tryAgainTapped
  case typeToggleTapped(NotificationType)
  case writeFinished(generation: Int, type: NotificationType, value: Bool, previous: Bool, [WikiOutcome])
  case rollbackFinished(type: NotificationType, value: Bool, [WikiOutcome])
  case syncFinished([SyncOutcome])

  case alertButtonTapped(AlertAction)
}
