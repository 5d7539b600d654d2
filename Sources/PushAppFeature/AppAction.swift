import PushCore
import PushDescriptionFeature
import PushInboxFeature
import PushSettingsFeature

/// Everything that can happen, at the root or to one feature.
public enum AppAction: Equatable, Sendable {
  // The app's life.
  case appLaunched
  case enteredBackground
  case enteredForeground

  // Navigation.
  case opened(Destination)
  case backTapped

  // The session.
  case loginTapped
  /// Logs out at once (the simulation panel); the Account screen's row asks first (`logOutRowTapped`).
  case logoutTapped
  case logOutRowTapped
  case languageAdded(String)
  /// My languages' Edit or Done (`WMFPreferredLanguagesViewController`'s edit button).
  case languagesEditToggled
  /// In edit mode, a language's delete control (the red minus): it shows the row's Delete button.
  case languageDeleteShown(String)
  /// The Delete button: the language goes (any of them, while another is left).
  case languageRemoved(String)
  /// A language dragged by its reorder control to `to` (0 is the top, the primary).
  case languageMoved(String, to: Int)
  case sessionAlertAnswered(SessionAlert.Action)

  // What takes the user from one feature to another.
  /// The explore feed's card (development note #11): "Turn on push notifications" or "Not now".
  case exploreCardAnswered(turnOn: Bool)
  /// The Notifications Center's opt-in: "Turn on push notifications" or "No thanks".
  case pushOptInAnswered(turnOn: Bool)
  /// A push on the lock screen was opened: the app comes to the foreground on that notification.
  case pushOpened(id: Int)
  /// A theme's row in Reading preferences: the app takes it at once and keeps it.
  case themeChosen(Theme)
  /// `--theme`: this run shows the theme without choosing it (the state file keeps the choice it had).
  case themeOverridden(Theme)
  /// The app's language, chosen where iOS chooses it (the app's page in iOS Settings, or --ui-language).
  case uiLanguageChosen(UILanguage)

  case settings(PushSettingsAction)
  case inbox(InboxAction)
  case description(DescriptionAction)
}
