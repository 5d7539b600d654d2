import PushCore
import PushSettingsFeature
import PushSimulation
import PushWikiClient
import Synchronization
import Testing

/// The simulated world on its own: the answers it gives, and where its faults land.
@Suite struct SimulatedWorldTests {
  let world: SimulatedWorld
  let api: APIClient

  init() {
    var config = SimulationConfig()
    config.latencyMs = 0
    config.permission = .authorized
    world = SimulatedWorld(config: config, clock: .virtual())
    api = world.api(clock: .virtual())
  }

  func token(_ wiki: Wiki) async throws -> String {
    let answer = try await api.send(MediaWikiAPI.csrfTokenRequest(wiki)).get()
    return try #require(answer["query"]?["tokens"]?["csrftoken"]?.stringValue)
  }

  func write(_ wiki: Wiki, _ type: NotificationType, _ on: Bool) async throws -> Result<JSONValue, ServiceFailure> {
    let csrf = try await token(wiki)
    return await api.send(EchoAPI.setOptionRequest(wiki, type: type, value: on, csrf: csrf))
  }

  @Test func rollbackFault_hitsOnlyAWriteThatUndoesTheWikisLastChange() async throws {
    let de = Wiki.language("de")
    await world.setFaults(FaultPlan(always: [.rollback(de)]))
    #expect(try await write(de, .editThank, false).get()["options"]?.stringValue == "success", "a change goes through")
    #expect(await world.storedValue(de, .editThank) == false)
    guard case .failure(let failure) = try await write(de, .editThank, true) else {
      Issue.record("setting it back is undoing the change, and rollback:de fails it")
      return
    }
    #expect(failure.code == "http-503")
    #expect(await world.storedValue(de, .editThank) == false)
    #expect(try await write(.language("en"), .editThank, true).get()["options"] != nil, "other wikis are not aimed at")
  }

  @Test func failOnce_isUsedUpByTheNextMatchingCall_andTheKnobsSaySo() async throws {
    world.settings.change { $0.faults.once = [.write(.commons)] }
    #expect(try await write(.language("en"), .mention, false).get()["options"] != nil, "another wiki: not used up")
    #expect(world.config.faults.once == [.write(.commons)])
    guard case .failure = try await write(.commons, .mention, false) else {
      Issue.record("the next write to Commons fails")
      return
    }
    #expect(world.config.faults.once.isEmpty)
    #expect(try await write(.commons, .mention, false).get()["options"] != nil)
  }

  @Test func subscriptions_sharedByUser_existsAndNotFoundAnswers_limitEvictsTheOldest() async throws {
    let en = Wiki.language("en")
    let csrf = try await token(en)
    let first = try await api.send(EchoAPI.subscribeRequest(en, deviceToken: "t0", csrf: csrf)).get()
    #expect(first["create"]?["result"]?.stringValue == "Success")
    let again = try await api.send(EchoAPI.subscribeRequest(en, deviceToken: "t0", csrf: csrf)).get()
    #expect(again["errors"]?.arrayValue?.first?["code"]?.stringValue == "echo-push-token-exists")
    for i in 1...SimulatedWorld.subscriptionLimit {
      _ = try await api.send(EchoAPI.subscribeRequest(en, deviceToken: "t\(i)", csrf: csrf)).get()
    }
    #expect(await !world.isSubscribed("t0"), "the oldest was evicted")
    #expect(await world.isSubscribed("t1"))
    let unknown = try await api.send(EchoAPI.unsubscribeRequest(en, deviceToken: "t0", csrf: csrf)).get()
    #expect(unknown["errors"]?.arrayValue?.first?["code"]?.stringValue == "echo-push-token-not-found")
  }

  @Test func options_readBackInTheirMixedShapes_globalKeysWarn() async throws {
    let en = Wiki.language("en")
    _ = try await write(en, .editThank, false)
    let read = try await api.send(EchoAPI.userOptionsRequest(en)).get()
    let options = try #require(read["query"]?["userinfo"]?["options"])
    #expect(options[NotificationType.editThank.key] == .number(0), "a saved 0 reads back as a number")
    #expect(options[NotificationType.mention.key] == .bool(true), "a default is a boolean")
    _ = try await write(en, .articleLinked, true)
    _ = try await write(en, .editThank, true)
    let again = try #require(try await api.send(EchoAPI.userOptionsRequest(en)).get()["query"]?["userinfo"]?["options"])
    #expect(again[NotificationType.articleLinked.key] == .string("1"), "a saved 1 reads back as a string")
    #expect(again[NotificationType.editThank.key] == .bool(true), "saving the default deletes the row")
    world.settings.change { $0.globalOptions = [.mention] }
    let global = try await write(en, .mention, false).get()
    #expect(global["warnings"]?.arrayValue?.first?["code"]?.stringValue == "global-option-ignored")
    #expect(global["options"]?.stringValue == "success", "success all the same, as MediaWiki says it")
  }

  @Test func badToken_andLoggedOut_areRefusedAsMediaWikiDoes() async throws {
    let en = Wiki.language("en")
    let wrong = await api.send(EchoAPI.setOptionRequest(en, type: .mention, value: false, csrf: "nope+\\"))
    #expect(try wrong.get()["errors"]?.arrayValue?.first?["code"]?.stringValue == "badtoken")
    let csrf = try await token(en)
    world.settings.change { $0.loggedIn = false }
    // The session is gone: its token with it (badtoken); the anonymous token is not enough (notloggedin).
    let stale = await api.send(EchoAPI.setOptionRequest(en, type: .mention, value: false, csrf: csrf))
    #expect(try stale.get()["errors"]?.arrayValue?.first?["code"]?.stringValue == "badtoken")
    let out = await api.send(EchoAPI.setOptionRequest(en, type: .mention, value: false, csrf: "+\\"))
    #expect(try out.get()["errors"]?.arrayValue?.first?["code"]?.stringValue == "notloggedin")
  }

  @Test func permission_changedOnce_isHeardOnce() async {
    let heard = Locked<[PermissionStatus]>([])
    await world.addPermissionSink { status in heard.withLock { $0.append(status) } }
    world.settings.change { $0.permission = .denied }
    world.settings.change { $0.latencyMs = 5 }
    await world.setPermission(.denied)
    #expect(heard.withLock { $0 } == [.denied])
  }
}

/// Random failures (`--fail-rate` with `--seed`) land on the same calls whatever order the calls arrive in.
@Suite struct SimulatedWorldSeedTests {
  /// The outcome of each call, by what the call is, after sending them all in `order`.
  func outcomes(seed: UInt64, order: [Int]) async throws -> [String: String] {
    var config = SimulationConfig()
    config.latencyMs = 0
    config.seed = seed
    config.faults.rate = 0.4
    let world = SimulatedWorld(config: config, clock: .virtual())
    let api = world.api(clock: .virtual())
    let wikis: [Wiki] = [.language("en"), .language("de"), .wikidata, .commons]
    let types: [NotificationType] = [.editThank, .mention, .pageReview]
    var calls: [(String, APIRequest)] = []
    for wiki in wikis {
      for type in types {
        for round in 0..<2 {
          let on = round == 0
          let request = EchoAPI.setOptionRequest(wiki, type: type, value: on, csrf: "+\\")
          calls.append(("\(wiki) \(type.key) \(round)", request))
        }
      }
    }
    var result: [String: String] = [:]
    var sent: [String: Int] = [:]
    for index in order {
      // Calls of one identity keep their own order (round 0 before round 1); identities interleave freely.
      let (name, _) = calls[index]
      let base = String(name.dropLast(2))
      let round = sent[base, default: 0]
      sent[base] = round + 1
      let (actual, request) = calls.first { $0.0 == "\(base) \(round)" }!
      switch await api.send(request) {
      case .failure(let failure): result[actual] = failure.code
      case .success: result[actual] = "ok"
      }
    }
    return result
  }

  @Test func failRate_sameSeed_sameCallsFail_inAnyOrder_20Runs() async throws {
    let count = 4 * 3 * 2
    let first = try await outcomes(seed: 42, order: Array(0..<count))
    #expect(first.values.contains { $0 != "ok" } && first.values.contains("ok"), "some fail, some do not")
    var shuffler = SeededRandom(seed: 7)
    for run in 0..<20 {
      let order = Array(0..<count).shuffled(using: &shuffler)
      #expect(try await outcomes(seed: 42, order: order) == first, "run \(run): the same calls fail")
    }
    #expect(try await outcomes(seed: 43, order: Array(0..<count)) != first, "another seed, other failures")
  }
}

extension SimulatedWorldTests {
  /// A push sent before the app's listener has subscribed reached no one, and a named state reaching
  /// `push-banner` then waited for ever for its banner (once, under load). `untilPushesHeard` returns once
  /// the app listens, so that the push sent after it is heard.
  @Test func untilPushesHeard_returnsOnceTheAppListens_andThePushAfterIsHeard() async throws {
    let token = await world.deviceToken
    let subscribed = await WikiClient(api: api).post(
      .language("en"), { EchoAPI.subscribeRequest(.language("en"), deviceToken: token, csrf: $0) }
    ) { _ in .success(()) }
    #expect(throws: Never.self) { try subscribed.get() }
    // The push is sent as soon as the wait returns, from a task started before anyone listens: a wait that
    // returned at once would send it to no one, and the listener below would hear nothing.
    let world = world
    let sender = Task {
      await world.untilPushesHeard()
      return await world.notify(.emailUser, on: .language("en"), by: "Mei")
    }
    var waiting = 0
    for _ in 0..<100_000 where waiting == 0 {
      await Task.yield()
      waiting = await world.waitingForListeners
    }
    #expect(waiting == 1, "the sender waits for a listener")
    let pushes = await world.pushes()
    let (sent, delivery) = await sender.value
    #expect(delivery == .banner, "\(delivery)")
    let heard = await withTaskGroup(of: Int?.self) { group in
      group.addTask {
        var iterator = pushes.makeAsyncIterator()
        return await iterator.next()?.notification?.id
      }
      group.addTask {
        try? await Task.sleep(for: .seconds(10))  // A bound, for a push that never comes.
        return nil
      }
      let first = await group.next() ?? nil
      group.cancelAll()
      return first
    }
    #expect(heard == sent.id, "the push sent once the app listened was heard")
  }

}
