import PushCore

/// What came of a request the root decided itself, for the front ends to render (the features keep their
/// own outcomes: `InboxState.outcomes`).
public enum AppOutcome: Equatable, Sendable {
  /// The tap did nothing: this alert is up and takes every tap that is not its answer.
  case blocked(AppAlert)
  /// A push was opened: the app shows its notification (or the Notifications Center, for one it could not
  /// tell), in the foreground.
  case pushOpened(id: Int)
  /// The Notifications Center's opt-in was answered: push turning on (subscribing, quietly), or not.
  case pushOptIn(turnOn: Bool)
  case loggedIn
  /// Logged out: the notifications the list had (`forgotten`) are gone with the session; `unsubscribing`:
  /// the device's token is being taken off the push service (`logoutUnsubscribed` says how that ended).
  case loggedOut(forgotten: Int, unsubscribing: Bool)
  /// Logout's unsubscribe ended: the device gets no more pushes, or (`failure`, the server's words) it was
  /// not taken off and still may. The app only logs a failure; the accessible mode says it.
  case logoutUnsubscribed(failure: String?)
  /// My languages' edit mode began or ended.
  case languagesEditing(Bool)
  /// In edit mode, this language's Delete button shows.
  case languageDeleteShown(String)
  /// A language was deleted; `newPrimary`, the one now first, when the primary went.
  case languageRemoved(String, newPrimary: String?)
  /// A language was moved to `to` (0: the primary) of `of`.
  case languageMoved(String, to: Int, of: Int)
  /// A reading theme was chosen in Reading preferences: the app's colours are now its.
  case themeChosen(Theme)
  /// The app's language changed: its words are now in that language.
  case uiLanguageChosen(UILanguage)
}
