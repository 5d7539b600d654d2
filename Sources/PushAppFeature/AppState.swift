import PushCore
import PushSettingsFeature

/// The whole app as one value: each feature's state side by side, changed only by `AppState.reduce`.
/// A new feature (the inbox, the editor) is a property here, a case of `AppAction` and of `AppEffect`.
public struct AppState: Equatable, Sendable {
  /// Settings > Push notifications and the flow behind it; for now it also holds the navigation path,
  /// the account and the alerts, which move up here when a second feature needs them.
  public var settings: PushSettingsState

  public init(settings: PushSettingsState) { self.settings = settings }
  public init(persisted: PersistedState) { settings = PushSettingsState(persisted: persisted) }

  /// What outlasts a run: the state file holds it.
  public var persisted: PersistedState { settings.persisted }
}

/// Everything that can happen, by the feature it happens to.
public enum AppAction: Equatable, Sendable {
  case settings(PushSettingsAction)
}

/// Every side effect, by the feature that asked for it.
public enum AppEffect: Equatable, Sendable {
  case settings(PushSettingsEffect)

  /// The identity of an effect that can be cancelled.
  public var id: EffectID? {
    switch self {
    case .settings(let effect): effect.id
    }
  }

  /// The identity this effect cancels, if it is a cancellation.
  public var cancels: EffectID? {
    switch self {
    case .settings(.cancel(let id)): id
    case .settings: nil
    }
  }
}

extension AppState {
  /// The root's transition: each action goes to its feature's reducer, which sees only its own state.
  public mutating func reduce(_ action: AppAction) -> [AppEffect] {
    switch action {
    case .settings(let action): settings.reduce(action).map(AppEffect.settings)
    }
  }
}
