import PushCore
import PushWikiClient

/// Performs effects with the injected clients and reports what happened as actions.
public struct EffectRunner: Sendable {
  public let clients: PushClients

  public init(clients: PushClients) { self.clients = clients }

  private var wiki: WikiClient { clients.wiki }

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
    case .subscribe(let token, let target, let generation):
      let failure = await wiki.post(target, { EchoAPI.subscribeRequest(target, deviceToken: token, csrf: $0) }) {
        EchoAPI.readSubscriptionAnswer($0, command: "create")
      }
      send(.subscribeFinished(generation: generation, failure: failure))
    case .unsubscribe(let known, let target, let reason):
      await unsubscribe(known, target, reason, send: send)
    case .readPreferences(let target, let generation):
      let result = await wiki.send(EchoAPI.userOptionsRequest(target))
      send(.preferencesLoaded(generation: generation, result.flatMap { EchoAPI.readPreferences($0, wiki: target) }))
    case .write(let type, let value, let previous, let wikis, let generation):
      let outcomes = await wiki.fanOut(wikis) { target in await setOption(target, type, value) }
      send(.writeFinished(generation: generation, type: type, value: value, previous: previous, outcomes))
    case .rollback(let type, let value, let wikis):
      let outcomes = await wiki.fanOut(wikis) { target in await setOption(target, type, value) }
      send(.rollbackFinished(type: type, value: value, outcomes))
    case .sync(let writes):
      send(.syncFinished(await sync(writes)))
    case .warmTokens(let wikis):
      _ = await wiki.fanOut(wikis) { target in
        if case .failure(let f) = await wiki.csrfToken(target) { return f }
        return nil
      }
    default:
      break
    }
  }

  func unsubscribe(
    _ known: String?, _ target: Wiki, _ reason: UnsubscribeReason,
    send: @escaping @Sendable (PushSettingsAction) -> Void
  ) async {
    var token = known
    if token == nil { token = await clients.os.deviceToken() }
    guard let token else {
      let none = ServiceFailure(.notSent, code: "notoken", message: "no device token is known")
      send(.unsubscribeFinished(reason, failure: none))
      return
    }
    let failure = await wiki.post(target, { EchoAPI.unsubscribeRequest(target, deviceToken: token, csrf: $0) }) {
      EchoAPI.readSubscriptionAnswer($0, command: "delete")
    }
    if let failure, reason == .logout { clients.log("logout: unsubscribing the device failed: \(failure.message)") }
    send(.unsubscribeFinished(reason, failure: failure))
  }

  /// Retries pending writes, all at once; the outcomes in a stable order.
  func sync(_ writes: [PendingWrite]) async -> [SyncOutcome] {
    await withTaskGroup(of: SyncOutcome.self) { group in
      for write in writes {
        group.addTask { SyncOutcome(write: write, failure: await setOption(write.wiki, write.type, write.value)) }
      }
      var all: [SyncOutcome] = []
      for await outcome in group { all.append(outcome) }
      return all.sorted { $0.write < $1.write }
    }
  }

  func setOption(_ target: Wiki, _ type: NotificationType, _ value: Bool) async -> ServiceFailure? {
    await wiki.post(target, { EchoAPI.setOptionRequest(target, type: type, value: value, csrf: $0) }) {
      EchoAPI.readOptionAnswer($0, type: type)
    }
  }
}
