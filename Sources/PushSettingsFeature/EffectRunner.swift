import PushCore
import Synchronization

/// Performs effects with the injected clients and reports what happened as actions.
public struct EffectRunner: Sendable {
  public let clients: PushClients
  private let tokens = CSRFTokenCache()

  public init(clients: PushClients) { self.clients = clients }

  public func run(_ effect: PushSettingsEffect, send: @escaping @Sendable (PushSettingsAction) -> Void) async {
    if await runOnDevice(effect, send: send) { return }
    await runOnWikis(effect, send: send)
  }

  /// The effects served by the OS and APNs; false for any other.
  func runOnDevice(_ effect: PushSettingsEffect, send: @escaping @Sendable (PushSettingsAction) -> Void) async -> Bool {
    let os = clients.os
    switch effect {
    case .checkPermission(let reason):
      send(.permissionChecked(await os.authorizationStatus(), reason))
    case .requestAuthorization:
      send(.authorizationResponse(await os.requestAuthorization { send(.systemPromptShown) }))
    case .answerSystemPrompt(let allow):
      await os.answerPrompt(allow)
    case .registerForRemoteNotifications:
      await os.registerForRemoteNotifications()
      send(.tokenCheckFinished(attempt: 1, token: await os.deviceToken()))
    case .checkToken(let attempt, let afterMs):
      await clients.clock.sleep(afterMs)
      guard !Task.isCancelled else { return true }  // Logged out meanwhile: the device is not asked again.
      send(.tokenCheckFinished(attempt: attempt, token: await os.deviceToken()))
    case .setSystemPermission(let status):
      await os.setPermissionInSettings(status)
      send(.systemPermissionChanged(status))
    case .cancel:
      break  // The store cancels; nothing runs.
    default:
      return false
    }
    return true
  }

  /// The effects that call the wikis' API.
  func runOnWikis(_ effect: PushSettingsEffect, send: @escaping @Sendable (PushSettingsAction) -> Void) async {
    switch effect {
    case .subscribe(let token, let wiki, let generation):
      let failure = await subscription(wiki, command: "create") { csrf in
        EchoAPI.subscribeRequest(wiki, deviceToken: token, csrf: csrf)
      }
      send(.subscribeFinished(generation: generation, failure: failure))
    case .unsubscribe(let known, let wiki, let reason):
      await unsubscribe(known, wiki, reason, send: send)
    case .readPreferences(let wiki, let generation):
      let result = await clients.api.send(EchoAPI.userOptionsRequest(wiki))
      send(.preferencesLoaded(generation: generation, result.flatMap { EchoAPI.readPreferences($0, wiki: wiki) }))
    case .write(let type, let value, let previous, let wikis, let generation):
      let outcomes = await fanOut(wikis) { wiki in await setOption(wiki, type, value) }
      send(.writeFinished(generation: generation, type: type, value: value, previous: previous, outcomes))
    case .rollback(let type, let value, let wikis):
      let outcomes = await fanOut(wikis) { wiki in await setOption(wiki, type, value) }
      send(.rollbackFinished(type: type, value: value, outcomes))
    case .sync(let writes):
      send(.syncFinished(await sync(writes)))
    case .warmTokens(let wikis):
      _ = await fanOut(wikis) { wiki in
        switch await csrfToken(wiki) {
        case .success: WikiOutcome(wiki: wiki, failure: nil)
        case .failure(let f): WikiOutcome(wiki: wiki, failure: f)
        }
      }
    default:
      break
    }
  }

  func unsubscribe(
    _ known: String?, _ wiki: Wiki, _ reason: UnsubscribeReason, send: @escaping @Sendable (PushSettingsAction) -> Void
  ) async {
    var token = known
    if token == nil { token = await clients.os.deviceToken() }
    guard let token else {
      send(.unsubscribeFinished(reason, failure: ServiceFailure(code: "notoken", message: "no device token is known")))
      return
    }
    let failure = await subscription(wiki, command: "delete") { csrf in
      EchoAPI.unsubscribeRequest(wiki, deviceToken: token, csrf: csrf)
    }
    if let failure, reason == .logout { clients.log("logout: unsubscribing the device failed: \(failure.message)") }
    send(.unsubscribeFinished(reason, failure: failure))
  }

  /// Retries pending writes, all at once; the outcomes in a stable order.
  func sync(_ writes: [PendingWrite]) async -> [SyncOutcome] {
    await withTaskGroup(of: SyncOutcome.self) { group in
      for write in writes {
        group.addTask {
          let outcome = await setOption(write.wiki, write.type, write.value)
          return SyncOutcome(write: write, failure: outcome.failure)
        }
      }
      var all: [SyncOutcome] = []
      for await outcome in group { all.append(outcome) }
      return all.sorted { $0.write < $1.write }
    }
  }

  /// Runs one call per wiki, all at once, and returns the outcomes in the wikis' order.
  func fanOut(_ wikis: [Wiki], _ call: @escaping @Sendable (Wiki) async -> WikiOutcome) async -> [WikiOutcome] {
    await withTaskGroup(of: WikiOutcome.self) { group in
      for wiki in wikis { group.addTask { await call(wiki) } }
      var byWiki: [Wiki: WikiOutcome] = [:]
      for await outcome in group { byWiki[outcome.wiki] = outcome }
      return wikis.compactMap { byWiki[$0] }
    }
  }

  func csrfToken(_ wiki: Wiki) async -> Result<String, ServiceFailure> {
    if let cached = tokens.get(wiki) { return .success(cached) }
    let result = await clients.api.send(EchoAPI.csrfTokenRequest(wiki)).flatMap(EchoAPI.readCSRFToken)
    if case .success(let token) = result { tokens.set(wiki, token) }
    return result
  }

  /// A token-carrying POST; a `badtoken` answer drops the cached token and tries once more with a fresh one.
  private func withToken(
    _ wiki: Wiki, _ call: @Sendable (String) async -> ServiceFailure?
  ) async -> ServiceFailure? {
    for attempt in 0..<2 {
      let token: String
      switch await csrfToken(wiki) {
      case .success(let t): token = t
      case .failure(let f): return f
      }
      let failure = await call(token)
      guard failure?.code == "badtoken", attempt == 0 else { return failure }
      tokens.drop(wiki)
    }
    return nil
  }

  func setOption(_ wiki: Wiki, _ type: NotificationType, _ value: Bool) async -> WikiOutcome {
    let failure = await withToken(wiki) { csrf in
      let request = EchoAPI.setOptionRequest(wiki, type: type, value: value, csrf: csrf)
      switch await clients.api.send(request) {
      case .success(let json): return EchoAPI.readOptionAnswer(json, type: type)
      case .failure(let f): return f
      }
    }
    return WikiOutcome(wiki: wiki, failure: failure)
  }

  private func subscription(
    _ wiki: Wiki, command: String, _ request: @escaping @Sendable (String) -> APIRequest
  ) async -> ServiceFailure? {
    await withToken(wiki) { csrf in
      switch await clients.api.send(request(csrf)) {
      case .success(let json): return EchoAPI.readSubscriptionAnswer(json, command: command)
      case .failure(let f): return f
      }
    }
  }
}

/// Each wiki's CSRF token, fetched once per run and dropped when the server says `badtoken`.
final class CSRFTokenCache: Sendable {
  private let tokens = Mutex<[Wiki: String]>([:])
  func get(_ wiki: Wiki) -> String? { tokens.withLock { $0[wiki] } }
  func set(_ wiki: Wiki, _ token: String) { tokens.withLock { $0[wiki] = token } }
  func drop(_ wiki: Wiki) { _ = tokens.withLock { $0.removeValue(forKey: wiki) } }
}
