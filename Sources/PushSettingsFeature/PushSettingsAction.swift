import PushCore
import PushWikiClient

/// Everything that can happen to the push flow, named after the event.
public enum PushSettingsAction: Equatable, Sendable {
  // The app's life and what the root tells of it.
  case appLaunched
  case enteredForeground
  case permissionChecked(PermissionStatus, CheckReason)
  /// Push notifications was opened: the permission is checked.
  case screenOpened
  /// The simulated iOS Settings page was opened: it shows the permission as the OS has it.
  case systemSettingsOpened
  /// Back from iOS Settings, which is the app coming back to the foreground.
  case systemSettingsClosed
  /// The user asked elsewhere to turn push on (the explore card, the Notifications Center's opt-in, the
  /// question after logging back in): the same enable flow as the switch.
  case turnOnRequested
  /// "Turn on push notifications" in the Notifications Center's opt-in: iOS asks in place, the device is
  /// subscribed, and a failure is not shown.
  case silentTurnOnRequested
  case loggedIn
  case loggedOut
  /// An app language was added (it is in the context already): it gets the current choices.
  case languageAdded(String)
  /// An app language was removed (it is gone from the context already): nothing more is written there.
  case languageRemoved(String)

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
