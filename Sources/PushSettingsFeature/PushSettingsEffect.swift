import PushCore

/// A side effect the reducer asks for, as a value; `EffectRunner` performs it with the injected clients.
public enum PushSettingsEffect: Equatable, Sendable {
  case checkPermission(CheckReason)
  case requestAuthorization
  case answerSystemPrompt(allow: Bool)
  /// Registers for remote notifications, then makes the first token check at once.
  case registerForRemoteNotifications
  case checkToken(attempt: Int, afterMs: Int)
  case subscribe(token: String, wiki: Wiki, generation: Int)
  case unsubscribe(token: String?, wiki: Wiki, UnsubscribeReason)
  case readPreferences(wiki: Wiki, generation: Int)
  /// Writes one type's value to every wiki at once.
  case write(type: NotificationType, value: Bool, previous: Bool, wikis: [Wiki], generation: Int)
  case rollback(type: NotificationType, value: Bool, wikis: [Wiki])
  case sync([PendingWrite])
  case setSystemPermission(PermissionStatus)
  /// Fetches and caches CSRF tokens so that a later fan-out waits for one round trip, not two.
  case warmTokens([Wiki])
  /// Stops the running effects with this identity; what they would have reported is dropped.
  case cancel(EffectID)

  /// The identity of an effect that outlives the moment (a timer, later a stream), so it can be cancelled.
  public var id: EffectID? {
    switch self {
    case .registerForRemoteNotifications, .checkToken: .tokenChecks
    default: nil
    }
  }
}

extension PushSettingsEffect {
  /// Seconds between device-token checks and how many checks, as the shipped app did.
  public static let tokenCheckIntervalMs = 1500
  public static let tokenCheckAttempts = 3
}
