/// Effects that outlive the moment (a timer, a stream), named so that they can be cancelled. Every feature
/// adds its own; the store cancels by identity.
public enum EffectID: Hashable, Sendable {
  /// Registering for remote notifications and the timed checks for the device token that follow.
  case tokenChecks
  /// The device's stream of incoming pushes, listened to while logged in.
  case incomingPushes
  /// How long a push banner stays on screen.
  case bannerTimer
  /// What the app learns of reverts of the user's description edits, listened to while logged in.
  case descriptionReverts

  /// A stream (or a timer the user watches) runs until it ends or is cancelled: waiting for the app to
  /// settle does not wait for it.
  public var isStream: Bool { self == .incomingPushes || self == .bannerTimer || self == .descriptionReverts }
}
