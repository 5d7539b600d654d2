import PushCore
import PushDescriptionFeature
import PushInboxFeature
import PushSettingsFeature

/// The whole app as one value: each feature's state side by side, changed only by `AppState.reduce`.
/// A new feature (the inbox, the editor) is a property here, a case of `AppAction` and of `AppEffect`.
public struct AppState: Equatable, Sendable {
  /// Articles and their title descriptions: the editor, publishing, reverts.
  public var description: DescriptionState
  /// Settings > Push notifications and the flow behind it; for now it also holds the navigation path,
  /// the account and the alerts, which move up here when a second feature needs them.
  public var settings: PushSettingsState
  /// The Notifications Center and the pushes that arrive.
  public var inbox = InboxState()

  public init(settings: PushSettingsState) {
    self.settings = settings
    description = DescriptionState(
      onboardingShown: settings.persisted.descriptionOnboardingShown,
      publishedBefore: settings.persisted.descriptionPublishedBefore)
  }
  public init(persisted: PersistedState) { self.init(settings: PushSettingsState(persisted: persisted)) }

  /// What outlasts a run: the state file holds it (each feature's part of it).
  public var persisted: PersistedState {
    var persisted = settings.persisted
    persisted.descriptionOnboardingShown = description.onboardingShown
    persisted.descriptionPublishedBefore = description.publishedBefore
    return persisted
  }
}

/// Everything that can happen, by the feature it happens to.
public enum AppAction: Equatable, Sendable {
  case settings(PushSettingsAction)
  case inbox(InboxAction)
  case description(DescriptionAction)
  /// A push on the lock screen was opened: the app comes to the foreground on the Notifications Center
  /// and that notification is read.
  case pushOpened(id: Int)
}

/// Every side effect, by the feature that asked for it.
public enum AppEffect: Equatable, Sendable {
  case settings(PushSettingsEffect)
  case inbox(InboxEffect)
  case description(DescriptionEffect)

  /// The identity of an effect that can be cancelled.
  public var id: EffectID? {
    switch self {
    case .settings(let effect): effect.id
    case .inbox(let effect): effect.id
    case .description(let effect): effect.id
    }
  }

  /// The identity this effect cancels, if it is a cancellation.
  public var cancels: EffectID? {
    switch self {
    case .settings(.cancel(let id)), .inbox(.cancel(let id)), .description(.cancel(let id)): id
    case .settings, .inbox, .description: nil
    }
  }
}

extension AppState {
  /// The root's transition: each action goes to its feature's reducer, which sees only its own state.
  public mutating func reduce(_ action: AppAction) -> [AppEffect] {
    switch action {
    case .settings(.backTapped)
    where settings.screen == .notifications && (inbox.detail != nil || inbox.filtersOpen)
      && settings.alert == nil && !settings.systemPromptVisible:
      // Back from a notification's detail or the filters is the inbox's own navigation, inside the
      // Notifications screen.
      return inbox.reduce(inbox.detail != nil ? .detailClosed : .filtersClosed).map(AppEffect.inbox)
    case .settings(.backTapped)
    where settings.screen == .article && description.page != .article && settings.alert == nil
      && !settings.systemPromptVisible:
      // Back from the onboarding, the editor (which asks first) or the Reverted edit view stays on the article.
      return description.reduce(.backTapped).map(AppEffect.description)
    case .settings(let action):
      let wasOpen = settings.screen == .notifications
      let wasLoggedIn = settings.loggedIn
      var effects = settings.reduce(action).map(AppEffect.settings)
      // What one feature's event means for another: the root says it, the features do not know each other.
      if settings.screen == .notifications && !wasOpen {
        effects += inbox.reduce(.opened(primary: settings.primaryWiki)).map(AppEffect.inbox)
      }
      if settings.loggedIn && (action == .appLaunched || !wasLoggedIn) {
        // The unread count shows on the root from the start, as the app's badge does.
        effects += (inbox.reduce(.listeningStarted) + inbox.reduce(.refreshPulled(primary: settings.primaryWiki)))
          .map(AppEffect.inbox)
        effects += description.reduce(.listeningStarted).map(AppEffect.description)
      } else if !settings.loggedIn && wasLoggedIn {
        effects += inbox.reduce(.loggedOut).map(AppEffect.inbox)
        effects += description.reduce(.loggedOut).map(AppEffect.description)
      }
      if action == .enteredForeground { effects += inbox.reduce(.lockScreenCleared).map(AppEffect.inbox) }
      return effects
    case .inbox(.pushReceived(var push, _)):
      // Where a push shows depends on the app being in the background, which the settings feature knows.
      // Open, the revert of the user's description edit is said by the app's own alert, not a banner too.
      if !settings.inBackground && push.presentation == .banner && description.isRevertOfLatestEdit(push.notification) {
        push.presentation = .quiet
      }
      return inbox.reduce(.pushReceived(push, inBackground: settings.inBackground)).map(AppEffect.inbox)
    case .inbox(let action):
      return inbox.reduce(action).map(AppEffect.inbox)
    case .description(let action):
      return reduceDescription(action)
    case .pushOpened(let id) where isRevertPush(id):
      // The push of a reverted description edit opens the Reverted edit view (seed 003), and is read. It
      // may be opened before the app's own check of Echo has told the feature of the revert: the push
      // itself says enough.
      let effects =
        reduce(.settings(.enteredForeground))
        + reduceDescription(inbox.notification(id: id).map { .revertPushOpened($0) } ?? .revertOpened)
      return effects + inbox.reduce(.markTapped(id: id, read: true)).map(AppEffect.inbox)
    case .pushOpened(let id):
      var effects = reduce(.settings(.enteredForeground))
      if settings.screen != .notifications { effects += reduce(.settings(.rowOpened(.notifications))) }
      return effects + inbox.reduce(.notificationOpened(id: id)).map(AppEffect.inbox)
    }
  }
}

extension AppState {
  /// Whether notification `id`, as the lock screen or the list has it, is the revert of the user's latest
  /// description edit.
  func isRevertPush(_ id: Int) -> Bool {
    description.revert?.notificationID == id
      || inbox.notification(id: id).map(description.isRevertOfLatestEdit) == true
  }

  /// The description feature's actions, with what they mean for navigation, which the settings feature owns.
  mutating func reduceDescription(_ action: DescriptionAction) -> [AppEffect] {
    var effects: [AppEffect] = []
    switch action {
    case .articleOpened, .revertOpened, .revertPushOpened, .editAgainTapped:
      // These show the article screen (or a page over it) wherever the app was.
      if settings.screen != .article { effects += settings.reduce(.rowOpened(.article)).map(AppEffect.settings) }
    case .revertLearned(let revert, _):
      // What the app's check of Echo found is in the Notifications Center too: its list and unread count.
      let refresh = settings.loggedIn ? inbox.reduce(.refreshPulled(primary: settings.primaryWiki)) : []
      return description.reduce(.revertLearned(revert, inBackground: settings.inBackground)).map(AppEffect.description)
        + refresh.map(AppEffect.inbox)
    default: break
    }
    return effects + description.reduce(action).map(AppEffect.description)
  }
}
