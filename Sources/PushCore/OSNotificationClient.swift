/// The OS side of notifications: `UNUserNotificationCenter` and remote-notification registration. Here,
/// where both the push feature and the simulated device see it.
public struct OSNotificationClient: Sendable {
  public var authorizationStatus: @Sendable () async -> PermissionStatus
  /// Shows the permission prompt unless already answered; `promptShown` is called when it is on screen.
  public var requestAuthorization: @Sendable (_ promptShown: @escaping @Sendable () -> Void) async -> PermissionStatus
  /// The user's answer to the prompt on screen.
  public var answerPrompt: @Sendable (_ allow: Bool) async -> Void
  public var registerForRemoteNotifications: @Sendable () async -> Void
  /// The device token if it has arrived yet.
  public var deviceToken: @Sendable () async -> String?
  /// Changes the permission as the user would on the app's page in OS Settings.
  public var setPermissionInSettings: @Sendable (PermissionStatus) async -> Void

  public init(
    authorizationStatus: @escaping @Sendable () async -> PermissionStatus,
    requestAuthorization: @escaping @Sendable (_ promptShown: @escaping @Sendable () -> Void) async -> PermissionStatus,
    answerPrompt: @escaping @Sendable (Bool) async -> Void,
    registerForRemoteNotifications: @escaping @Sendable () async -> Void,
    deviceToken: @escaping @Sendable () async -> String?,
    setPermissionInSettings: @escaping @Sendable (PermissionStatus) async -> Void
  ) {
    self.authorizationStatus = authorizationStatus
    self.requestAuthorization = requestAuthorization
    self.answerPrompt = answerPrompt
    self.registerForRemoteNotifications = registerForRemoteNotifications
    self.deviceToken = deviceToken
    self.setPermissionInSettings = setPermissionInSettings
  }
}
