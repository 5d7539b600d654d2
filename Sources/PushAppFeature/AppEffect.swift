import PushDescriptionFeature
import PushInboxFeature
import PushSettingsFeature

/// Every side effect, by the feature that asked for it.
public enum AppEffect: Equatable, Sendable {
  case settings(PushSettingsEffect)
  case inbox(InboxEffect)
  case description(DescriptionEffect)

  /// The identity of an effect that can be cancelled: the feature's own, under the feature's name.
  public var id: AppEffectID? {
    switch self {
    case .settings(let effect): effect.id.map(AppEffectID.settings)
    case .inbox(let effect): effect.id.map(AppEffectID.inbox)
    case .description(let effect): effect.id.map(AppEffectID.description)
    }
  }

  /// The identity this effect cancels, if it is a cancellation.
  public var cancels: AppEffectID? {
    switch self {
    case .settings(.cancel(let id)): .settings(id)
    case .inbox(.cancel(let id)): .inbox(id)
    case .description(.cancel(let id)): .description(id)
    case .settings, .inbox, .description: nil
    }
  }

  /// Runs until cancelled (as each feature declares of its effects): waiting for the app to settle does
  /// not wait for it.
  public var isStream: Bool {
    switch self {
    case .settings(let effect): effect.isStream
    case .inbox(let effect): effect.isStream
    case .description(let effect): effect.isStream
    }
  }
}

/// An effect's identity: each feature's own ids, side by side.
public enum AppEffectID: Hashable, Sendable {
  case settings(PushSettingsEffect.ID)
  case inbox(InboxEffect.ID)
  case description(DescriptionEffect.ID)
}
