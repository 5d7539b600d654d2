import PushAppFeature
import PushCore
import PushSettingsFeature
import PushSimulation
import PushTestSupport
import PushWikiClient
import Synchronization
import Testing

/// Whether a push reaches the device, as Echo and iOS decide it: the rule table, then the rule as the
/// simulated world applies it after the app's own fan-out.
@Suite struct PushDeliveryTests {
  /// Permission, subscribed, the type on the event's wiki → what the device shows.
  static let table: [(PermissionStatus, Bool, Bool, PushDelivery)] = [
    (.authorized, true, true, .banner),
    (.ephemeral, true, true, .banner),
    (.provisional, true, true, .quiet),
    (.denied, true, true, .notShown(.permissionNotGranted)),
    (.notDetermined, true, true, .notShown(.permissionNotGranted)),
    (.authorized, true, false, .notShown(.typeOffOnThatWiki)),
    (.provisional, true, false, .notShown(.typeOffOnThatWiki)),
    (.denied, true, false, .notShown(.typeOffOnThatWiki)),
    (.authorized, false, true, .notShown(.notSubscribed)),
    (.provisional, false, true, .notShown(.notSubscribed)),
    (.ephemeral, false, false, .notShown(.notSubscribed)),
    (.notDetermined, false, false, .notShown(.notSubscribed)),
  ]

  @Test(arguments: 0..<table.count)
  func rule(_ row: Int) {
    let (permission, subscribed, typeOn, expected) = Self.table[row]
    #expect(PushDelivery.decide(subscribed: subscribed, typeOnThatWiki: typeOn, permission: permission) == expected)
  }

  @Test func sent_isWhatEchoPushes_whatever_iOSThenShows() {
    #expect(PushDelivery.banner.wasSent && PushDelivery.quiet.wasSent)
    #expect(PushDelivery.notShown(.permissionNotGranted).wasSent)
    #expect(!PushDelivery.notShown(.notSubscribed).wasSent && !PushDelivery.notShown(.typeOffOnThatWiki).wasSent)
  }

  /// Thanks turned off in the app is off on every app-language wiki, Wikidata and Commons, but not on a
  /// wiki outside the fan-out, where Echo's default (on) still sends the push: why the fan-out exists.
  @Test func typeTurnedOffInTheApp_silencesItWhereTheAppWrote_notOnAWikiOutsideTheFanOut() async {
    let h = Harness(
      config: Harness.quiet { $0.permission = .authorized }, persisted: PersistedState(languages: ["en", "de"]))
    await h.settle()
    await h.turnOn()
    await h.send(.settings(.typeToggleTapped(.editThank)))
    #expect(h.state.displayedValue(.editThank) == false)
    let received = Locked<[Int]>([])
    let stream = await h.world.pushes()
    let listening = Task { for await push in stream { received.withLock { $0.append(push.id) } } }
    defer { listening.cancel() }

    for wiki in [Wiki.language("en"), .language("de"), .wikidata, .commons] {
      #expect(await h.world.notify(.editThank, on: wiki).1 == .notShown(.typeOffOnThatWiki), "\(wiki)")
    }
    let (outside, delivery) = await h.world.notify(.editThank, on: .language("fr"))
    #expect(delivery == .banner, "fr.wikipedia.org still has Echo's default")
    let (mention, mentionDelivery) = await h.world.notify(.mention, on: .language("de"), by: "Ama", title: "Jazz")
    #expect(mentionDelivery == .banner)
    // The other four were decided not sent (their records say so): only these two can arrive.
    let deadline = ContinuousClock.now + .seconds(20)
    while received.withLock({ $0.count }) < 2 && ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
    }
    #expect(received.withLock { $0 } == [outside.id, mention.id], "only the pushes the rules allow arrive")
    #expect(await h.world.inboxNotifications.count == 6, "every notification is in the inbox, pushed or not")
  }

  @Test func provisionalPermission_isQuiet_andTurningPushOff_stopsEveryPush() async {
    let h = Harness(config: Harness.quiet { $0.permission = .provisional })
    await h.settle()
    await h.turnOn()
    #expect(await h.world.notify(.reverted, on: .language("en")).1 == .quiet)
    await h.send(.settings(.pushToggleTapped))
    #expect(!h.state.persisted.subscribed)
    #expect(await h.world.notify(.reverted, on: .language("en")).1 == .notShown(.notSubscribed))
  }

  @Test func seededInbox_isTheSameForTheSameSeed_andSpreadOverWikisAgesAndReadStates() async {
    func seeded(_ seed: UInt64) async -> [EchoNotification] {
      var config = SimulationConfig()
      config.seed = seed
      let world = SimulatedWorld(config: config, clock: .virtual())
      await world.seedInbox(count: 200, wikis: Wiki.fanOut(languages: ["en", "de"]) + [.language("fr")])
      return await world.inboxNotifications
    }
    let a = await seeded(4)
    #expect(a == (await seeded(4)))
    #expect(a != (await seeded(5)))
    #expect(Set(a.map(\.wiki)).count == 5)
    #expect(Set(a.map(\.category)).count == 16)
    #expect(a.contains { $0.read } && a.contains { !$0.read })
    #expect(zip(a, a.dropFirst()).allSatisfy { $0.timestampMs < $1.timestampMs }, "oldest first")
  }

  @Test func steadyStream_sendsUntilStopped_onTheWikisGiven() async {
    let time = VirtualTime()
    let world = SimulatedWorld(config: SimulationConfig(), clock: .virtual(time))
    await world.setNotificationStream(everyMs: 5_000, on: [.commons])
    #expect(world.config.notificationStreamMs == 5_000, "the panel reads it back")
    // Only a guard against a stream that never sends: under a full parallel run its task waited 20 s for a thread.
    let deadline = ContinuousClock.now + .seconds(90)
    while await world.inboxNotifications.count < 3 && ContinuousClock.now < deadline { await Task.yield() }
    await world.setNotificationStream(everyMs: nil, on: [])
    let sent = await world.inboxNotifications
    #expect(sent.count >= 3)
    #expect(sent.allSatisfy { $0.wiki == .commons })
    #expect(await world.inboxNotifications.count == sent.count, "stopped: nothing comes after it returned")
    #expect(world.config.notificationStreamMs == nil)
  }
}
