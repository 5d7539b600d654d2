import PushAppFeature
import PushCore
import PushSettingsFeature
import Testing

extension PushClients {
  /// Clients whose every endpoint fails the running test when called; override the ones a test expects.
  public static var failing: PushClients {
    @Sendable func unexpected(_ name: String) { Issue.record("unexpected call to \(name)") }
    return PushClients(
      os: OSNotificationClient(
        authorizationStatus: {
          unexpected("os.authorizationStatus")
          return .denied
        },
        requestAuthorization: { _ in
          unexpected("os.requestAuthorization")
          return .denied
        },
        answerPrompt: { _ in unexpected("os.answerPrompt") },
        registerForRemoteNotifications: { unexpected("os.registerForRemoteNotifications") },
        deviceToken: {
          unexpected("os.deviceToken")
          return nil
        },
        setPermissionInSettings: { _ in unexpected("os.setPermissionInSettings") }
      ),
      api: APIClient { request in
        unexpected("api.send \(request.wiki.host) \(request.params.map { "\($0.0)=\($0.1)" }.joined(separator: "&"))")
        return .failure(ServiceFailure(code: "unexpected", message: "unexpected call"))
      },
      clock: ClockClient(
        nowMs: { 0 },
        sleep: { _ in unexpected("clock.sleep") }),
      persistence: PersistenceClient { _ in nil },
      log: { _ in }
    )
  }
}
