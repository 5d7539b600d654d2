/// Whether a notification reaches the device as a push, and how iOS presents it, as Echo and iOS decide.
public enum PushDelivery: Equatable, Sendable {
  /// Shown as a banner (and in the notification list): authorized or ephemeral permission.
  case banner
  /// Delivered quietly to the notification list, with no banner: provisional permission.
  case quiet
  /// Not shown on the device; the notification is still in the inbox.
  case notShown(Reason)

  public enum Reason: String, Equatable, Sendable {
    /// This device's token is not subscribed with Echo.
    case notSubscribed
    /// The type's push preference is off on the wiki where the event happened.
    case typeOffOnThatWiki
    /// Echo sent the push, but iOS shows nothing: permission denied or never asked.
    case permissionNotGranted
  }

  /// The rule: Echo pushes only to subscribed tokens and only when the type's preference on the event's
  /// wiki is on (a wiki outside the app's languages has only Echo's default, which the app never wrote);
  /// iOS then shows it according to the permission.
  public static func decide(subscribed: Bool, typeOnThatWiki: Bool, permission: PermissionStatus) -> PushDelivery {
    guard subscribed else { return .notShown(.notSubscribed) }
    guard typeOnThatWiki else { return .notShown(.typeOffOnThatWiki) }
    switch permission {
    case .authorized, .ephemeral: return .banner
    case .provisional: return .quiet
    case .denied, .notDetermined: return .notShown(.permissionNotGranted)
    }
  }

  /// Echo sent a push to the device (whatever iOS then does with it).
  public var wasSent: Bool {
    switch self {
    case .banner, .quiet, .notShown(.permissionNotGranted): true
    case .notShown: false
    }
  }
}
