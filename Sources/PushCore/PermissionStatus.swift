/// The OS notification authorization status, as `UNAuthorizationStatus` names it.
public enum PermissionStatus: String, CaseIterable, Sendable, Hashable {
  case notDetermined
  case denied
  case authorized
  case provisional
  case ephemeral

  /// `provisional` and `ephemeral` deliver notifications too, so they count as allowed.
  public var isAllowed: Bool {
    switch self {
    case .authorized, .provisional, .ephemeral: true
    case .notDetermined, .denied: false
    }
  }
}
