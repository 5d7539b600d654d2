import PushCore

/// The OS side of notifications: `UNUserNotificationCenter` and remote-notification registration.
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

/// One MediaWiki API request to one wiki.
public struct APIRequest: Equatable, Sendable {
  public enum Method: String, Sendable { case get = "GET", post = "POST" }

  public var wiki: Wiki
  public var method: Method
  public var params: [(String, String)]

  public init(wiki: Wiki, method: Method, params: [(String, String)]) {
    self.wiki = wiki
    self.method = method
    self.params = params
  }

  public subscript(name: String) -> String? { params.first { $0.0 == name }?.1 }

  public static func == (lhs: APIRequest, rhs: APIRequest) -> Bool {
    lhs.wiki == rhs.wiki && lhs.method == rhs.method
      && lhs.params.map(\.0) == rhs.params.map(\.0) && lhs.params.map(\.1) == rhs.params.map(\.1)
  }
}

/// The MediaWiki API as the app reaches it: a request in, a JSON document or a transport failure out.
public struct APIClient: Sendable {
  public var send: @Sendable (APIRequest) async -> Result<JSONValue, ServiceFailure>
  public init(send: @escaping @Sendable (APIRequest) async -> Result<JSONValue, ServiceFailure>) {
    self.send = send
  }
}

/// Time, injected so that tests never sleep for real.
public struct ClockClient: Sendable {
  public var nowMs: @Sendable () -> Int
  public var sleep: @Sendable (_ ms: Int) async -> Void
  public init(nowMs: @escaping @Sendable () -> Int, sleep: @escaping @Sendable (Int) async -> Void) {
    self.nowMs = nowMs
    self.sleep = sleep
  }
}

/// The small state file.
public struct PersistenceClient: Sendable {
  public var save: @Sendable (PersistedState) -> ServiceFailure?
  public init(save: @escaping @Sendable (PersistedState) -> ServiceFailure?) { self.save = save }
}

/// Every outside dependency of the feature, injected at init.
public struct PushClients: Sendable {
  public var os: OSNotificationClient
  public var api: APIClient
  public var clock: ClockClient
  public var persistence: PersistenceClient
  /// Where errors that are logged but not shown go (logout's unsubscribe, a failed save).
  public var log: @Sendable (String) -> Void

  public init(
    os: OSNotificationClient, api: APIClient, clock: ClockClient, persistence: PersistenceClient,
    log: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.os = os
    self.api = api
    self.clock = clock
    self.persistence = persistence
    self.log = log
  }
}
