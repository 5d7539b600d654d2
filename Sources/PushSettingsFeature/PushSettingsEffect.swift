import PushCore
import PushWikiClient

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
  case cancel(ID)

  /// Effects that can be cancelled, by what they are.
  public enum ID: Hashable, Sendable {
    /// Registering for remote notifications and the timed checks for the device token that follow.
    case tokenChecks
  }

  /// The identity of an effect that outlives the moment (a timer), so it can be cancelled.
  public var id: ID? {
    switch self {
    case .registerForRemoteNotifications, .checkToken: .tokenChecks
    default: nil
    }
  }

  /// None of the feature's effects runs until cancelled: waiting for the app to settle waits for all of them.
  public var isStream: Bool { false }
}

extension PushSettingsEffect {
  /// Seconds between device-token checks and how many checks, as the shipped app did.
  public static let tokenCheckIntervalMs = 1500
  public static let tokenCheckAttempts = 3
}
