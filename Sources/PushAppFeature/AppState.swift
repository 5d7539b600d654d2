import PushCore
import PushDescriptionFeature
import PushInboxFeature
import PushSettingsFeature
import PushWikiClient

/// The whole app as one value: the session, where the user is, the root's own alert, and each feature's
/// state. Changed only by `AppState.reduce`; features see the rest of the app only through their `context`.
public struct AppState: Equatable, Sendable {
  /// Articles and their title descriptions: the editor, publishing, reverts. First: a typed character
  /// changes it, and comparing states stops here.
  public var description: DescriptionState
  public var session: Session
  /// The navigation stack; empty is Explore, the app's root.
  public var path: [Destination] = []
  /// The account's and My languages' alert, if one is up (the features keep their own).
  public var sessionAlert: SessionAlert?
  /// My languages is in edit mode (its rows show delete and reorder controls); it ends when the screen goes.
  public var languagesEditing = false
  /// The language whose Delete button shows (its delete control was tapped), in edit mode.
  public var languageDeleteShown: String?
  public var inBackground = false
  /// The explore feed's push card was answered: never again.
  public var exploreCardDismissed: Bool
  /// Settings > Push notifications and the flow behind it.
  public var settings: PushSettingsState
  /// The Notifications Center and the pushes that arrive.
  public var inbox: InboxState
  /// The reading theme chosen in Reading preferences, what the state file keeps; nil until one is chosen.
  public var theme: Theme?
  /// `--theme`: the theme for this run only, until one is chosen in Reading preferences.
  public var themeOverride: Theme?
  /// The language of the app's own words (iOS's preferred language for the app); the state file keeps it.
  public var uiLanguage: UILanguage
  /// What the root's own decisions came to (a tap an alert took, a push opened, logging in or out).
  public var outcomes = OutcomeLog<AppOutcome>()

  /// The theme the screens are drawn in: `--theme`'s, else the chosen one; nil while none was ever chosen
  /// (the terminal keeps its own colours, the picture from before themes).
  public var paintedTheme: Theme? { themeOverride ?? theme }
  /// The theme the app names as current (Settings' detail, the check mark): Light, the app's default, until
  /// one is chosen.
  public var shownTheme: Theme { paintedTheme ?? .light }

  public init(persisted: PersistedState = PersistedState()) {
    session = persisted.session
    exploreCardDismissed = persisted.exploreCardDismissed
    settings = PushSettingsState(persisted: persisted.push)
    inbox = InboxState(persisted: persisted.inbox)
    description = DescriptionState(persisted: persisted.description)
    theme = persisted.theme
    uiLanguage = persisted.uiLanguage
    shareContext()
  }

  /// What outlasts a run: each part's share of the state file.
  public var persisted: PersistedState {
    PersistedState(
      session: session, push: settings.persisted, exploreCardDismissed: exploreCardDismissed,
      inbox: inbox.persisted, description: description.persisted, theme: theme,
      uiLanguage: uiLanguage)
  }

  /// The screen on top; nil is Explore, the app's root.
  public var screen: Destination? { path.last }

  /// Tells each feature what it may know of the app around it (after every change the root makes).
  public mutating func shareContext() {
    var shared = AppContext(loggedIn: session.loggedIn, languages: session.languages, inBackground: inBackground)
    shared.interfaceLanguage = uiLanguage.mediaWikiCode
    settings.context = shared
    settings.context.onScreen = screen == .push
    inbox.context = shared
    inbox.context.onScreen = screen == .notifications
    description.context = shared
    description.context.onScreen = screen == .article
  }
}
