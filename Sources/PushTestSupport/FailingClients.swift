import PushAppFeature
import PushCore
import PushDescriptionFeature
import PushInboxFeature
import PushSettingsFeature
import PushWikiClient
import Testing

/// Records an issue in the running test: an endpoint nobody expected was called.
@Sendable func unexpected(_ name: String) { Issue.record("unexpected call to \(name)") }

extension APIClient {
  /// Fails the running test on any call.
  public static var failing: APIClient {
    APIClient { request in
      unexpected("api.send \(request.wiki.host) \(request.params.map { "\($0.0)=\($0.1)" }.joined(separator: "&"))")
      return .failure(ServiceFailure(.notSent, code: "unexpected", message: "unexpected call"))
    }
  }
}

extension OSNotificationClient {
  /// Fails the running test on any call.
  public static var failing: OSNotificationClient {
    OSNotificationClient(
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
    )
  }
}

extension ClockClient {
  /// Time that stands still; a sleep fails the running test.
  public static var failing: ClockClient { ClockClient(nowMs: { 0 }, sleep: { _ in unexpected("clock.sleep") }) }
}

extension PushClients {
  /// Clients whose every endpoint fails the running test when called; override the ones a test expects.
  public static var failing: PushClients {
    PushClients(os: .failing, wiki: WikiClient(api: .failing), clock: .failing)
  }
}

extension InboxClients {
  /// The inbox's clients, failing the running test on any call, push stream or banner wait.
  public static var failing: InboxClients {
    InboxClients(
      wiki: WikiClient(api: .failing),
      pushes: {
        unexpected("inbox.pushes")
        return AsyncStream { $0.finish() }
      },
      nowMs: { 0 }, bannerWait: { _ in unexpected("inbox.bannerWait") })
  }
}

extension DescriptionClients {
  /// The description feature's clients, failing the running test on any call or revert stream.
  public static var failing: DescriptionClients {
    DescriptionClients(
      wiki: WikiClient(api: .failing),
      reverts: {
        unexpected("description.reverts")
        return AsyncStream { $0.finish() }
      })
  }
}

extension AppClients {
  /// Every feature's clients failing the running test when called; a test replaces the ones it expects.
  public static var failing: AppClients {
    AppClients(settings: .failing, inbox: .failing, description: .failing, persistence: .none)
  }
}
