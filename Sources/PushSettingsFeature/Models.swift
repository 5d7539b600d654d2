import PushCore
import PushWikiClient

/// Where the primary switch is in its life.
public enum PushPhase: Equatable, Sendable {
  case off
  /// The OS permission prompt was asked for; the answer has not come back.
  case requestingPermission
  /// Registered for remote notifications, waiting for the device token (attempt 1 to 3).
  case waitingForToken(attempt: Int)
  case subscribing
  case on
  case unsubscribing

  /// While the switch waits for the OS or the server it does not respond.
  public var isBusy: Bool {
    switch self {
    case .off, .on: false
    default: true
    }
  }
}

/// The 16 type values read from the primary wiki.
public struct PreferenceSnapshot: Equatable, Sendable {
  public var wiki: Wiki
  public var values: [NotificationType: Bool]
  /// Types whose key the wiki did not return: push is not available there, so Echo's default is shown.
  public var unavailable: Set<NotificationType>

  public init(wiki: Wiki, values: [NotificationType: Bool], unavailable: Set<NotificationType> = []) {
    self.wiki = wiki
    self.values = values
    self.unavailable = unavailable
  }
}

public enum PreferencesState: Equatable, Sendable {
  case notLoaded
  case loading
  case loaded(PreferenceSnapshot)
  case failed(wiki: Wiki, ServiceFailure)

  public var snapshot: PreferenceSnapshot? {
    if case .loaded(let s) = self { return s }
    return nil
  }
}

/// A write that must still reach a wiki so that it matches what the screen shows; persisted.
public struct PendingWrite: Hashable, Sendable, Comparable {
  public enum Origin: String, Sendable, Hashable {
    /// Undoing a change that failed elsewhere.
    case rollback
    /// Copying the current choices to a newly added app language.
    case newLanguage
  }
  public var wiki: Wiki
  public var type: NotificationType
  public var value: Bool
  public var origin: Origin

  public init(wiki: Wiki, type: NotificationType, value: Bool, origin: Origin) {
    self.wiki = wiki
    self.type = type
    self.value = value
    self.origin = origin
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.type, lhs.wiki) < (rhs.type, rhs.wiki)
  }
}

/// A type's change that is being written (or undone) right now.
public struct TypeJob: Equatable, Sendable {
  public enum Stage: Equatable, Sendable {
    case saving
    /// The write failed on `failed`; the wikis that took it are being switched back.
    case rollingBack(failed: [WikiOutcome])
  }
  public var value: Bool
  public var previous: Bool
  public var stage: Stage
}

public enum CheckReason: String, Equatable, Sendable {
  case launch
  case foreground
  case screenOpened
  case turnOnRequested
  /// The Notifications Center's push opt-in: asks iOS in place and subscribes silently.
  case optInRequested
}

public enum UnsubscribeReason: String, Equatable, Sendable {
  case userTurnedOff
  case permissionRevoked
  case logout
}

/// Whether an enable attempt was started by the user (errors shown) or by the app itself.
public enum EnableMode: Equatable, Sendable {
  case user
  case quiet
  /// The user's, from the Notifications Center's opt-in: iOS is asked, but a failure is not shown
  /// ("fails silently to prevent interrupting the experience", `NotificationsCenterViewController`).
  case silent
}

/// One retried pending write and how it went.
public struct SyncOutcome: Equatable, Sendable {
  public var write: PendingWrite
  public var failure: ServiceFailure?
  public init(write: PendingWrite, failure: ServiceFailure?) {
    self.write = write
    self.failure = failure
  }
}
