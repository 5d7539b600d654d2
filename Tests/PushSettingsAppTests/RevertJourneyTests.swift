import Foundation
import PushAppFeature
import PushCore
import PushHTTP
import PushLive
import PushQATools
import PushSettingsFeature
import PushSimulation
import PushTestSupport
import PushWikiClient
import Testing

@testable import PushSettingsApp

/// Seed 003's journey, against the simulator and the real wikis alike: the user publishes an English title
/// description, another editor reverts it while the app is in the background, Echo raises "Edit reverted";
/// with the type on where it was saved the push reaches the lock screen and opens the Reverted edit view;
/// off, no push comes, but the Notifications Center lists it. The real case runs when `scripts/contract-test`
/// names the local wikis.
@Suite(.serialized) struct RevertJourneyTests {
  enum Kind: String, CustomStringConvertible, Sendable {
    case simulator
    case real
    var description: String { rawValue }
  }

  static var kinds: [Kind] { realBackendPath == nil ? [.simulator] : [.simulator, .real] }

  struct Case: CustomStringConvertible, Sendable {
    var kind: Kind
    var revertedOn: Bool
    var description: String { "\(kind) reverted-on=\(revertedOn)" }
  }

  static var cases: [Case] { kinds.flatMap { kind in [true, false].map { Case(kind: kind, revertedOn: $0) } } }

  /// The app and what happens around it, simulated or real.
  struct Journey {
    var store: AppStore
    /// The type's value on the web where the description is saved (en), the opposite on the other wikis.
    var setReverted: (Bool) async throws -> Void
    /// Another editor undoes the latest description edit.
    var revert: (DescriptionEdit) async throws -> Void
    /// How long a push that is not coming is waited for.
    var noPushWithin: Duration
    var finish: () async -> Void = {}
  }

  static func simulated() async -> Journey {
    let h = Harness(
      config: Harness.quiet { $0.permission = .authorized }, persisted: PersistedState(languages: ["en", "de"]))
    await h.settle()
    return Journey(
      store: h.store,
      setReverted: { on in
        for wiki in Wiki.fanOut(languages: ["en", "de"]) {
          await h.world.setOnTheWeb(.reverted, wiki == .language("en") ? on : !on, on: wiki)
        }
      },
      revert: { _ in _ = await h.world.revertLatestDescription(by: "OtherEditor") },
      noPushWithin: .milliseconds(300))
  }

  static func real() async throws -> Journey {
    let backend = try BackendFile.load(path: realBackendPath ?? "").get()
    let mailbox = try PushMailbox.at(try #require(backend.pushMailbox)).get()
    let real = RealWikis(
      client: MediaWikiClient(backend: backend), languages: backend.languages, backend: backend, mailbox: mailbox,
      mailboxProblem: nil)
    let made = LocalEvents.make(real, record: { _ in }, nowMs: { 0 })
    let events = try #require(made)
    var config = SimulationConfig()
    config.permission = .authorized
    config.latencyMs = 0
    // A device of its own: its token, and so its mailbox file, is this run's.
    config.seed = UInt64.random(in: 2...UInt64.max)
    let clock = ClockClient.live()
    let world = SimulatedWorld(config: config, clock: clock)
    let api = real.client.apiClient
    let pushes = RealPushes(
      mailbox: mailbox, world: world, api: api, wikis: real.eventWikis, uselang: nil,
      secrets: SecretWithholding(backend),
      record: { _ in }, nowMs: { 0 })
    let store = AppStore(
      initial: AppState(persisted: PersistedState(languages: backend.languages)),
      clients: .simulated(world, clock: clock, api: api, pushes: { pushes.pushes() }))
    store.send(.appLaunched)
    await store.settled()
    let direct = WikiClient(api: MediaWikiClient(backend: backend).apiClient)
    func set(_ key: String, _ value: String, _ wiki: Wiki) async throws {
      try await direct.post(
        wiki,
        {
          MediaWikiAPI.request(
            wiki, .post, [("action", "options"), ("optionname", key), ("optionvalue", value), ("token", $0)])
        }
      ) { json in MediaWikiAPI.apiError(json).map { .failure($0) } ?? .success(()) }.get()
    }
    return Journey(
      store: store,
      setReverted: { on in
        for (wiki, _) in backend.wikis {
          try await set(NotificationType.reverted.key, (wiki == .language("en")) == on ? "1" : "0", wiki)
        }
        // Accounts made on the web have "Edit reverted" off for the web list (docs/real-echo.md); the app's
        // list is Echo's web list, so it is turned on here, as on an account whose owner turned it on.
        try await set("echo-subscriptions-web-reverted", "1", .language("en"))
        // Everything read before: the extension names a push's notification only when it is the one new
        // unread one (several say "New activity on Wikipedia"), and earlier tests leave unread ones.
        for wiki in real.eventWikis {
          try await direct.post(
            wiki, { MediaWikiAPI.request(wiki, .post, [("action", "echomarkread"), ("all", "1"), ("token", $0)]) }
          ) { json in MediaWikiAPI.apiError(json).map { .failure($0) } ?? .success(()) }.get()
        }
      },
      revert: { edit in _ = try await events.revert(edit).get() },
      noPushWithin: .seconds(3),
      finish: {
        store.send(.opened(.push))
        await store.settled()
        if store.state.settings.persisted.subscribed { store.send(.settings(.pushToggleTapped)) }
        await store.settled()
        try? await set(NotificationType.reverted.key, "1", .language("en"))
      })
  }

  @Test(arguments: cases) func revertedDescription(_ c: Case) async throws {
    let j = c.kind == .simulator ? await Self.simulated() : try await Self.real()
    let store = j.store
    func send(_ actions: AppAction...) async {
      for action in actions {
        store.send(action)
        await store.settled()
      }
    }
    await send(.opened(.push), .settings(.pushToggleTapped))
    #expect(store.state.settings.persisted.subscribed, "\(c): push is on")
    await send(.backTapped)
    try await j.setReverted(c.revertedOn)
    // Unique text: the same description twice would be a null edit, with no revision to revert.
    let text = "Stratovolcano in Kenya \(UInt32.random(in: 0...UInt32.max))"
    await send(.description(.articleOpened(id: "en:Mount Kenya")), .description(.addTapped))
    if case .onboarding = store.state.description.page {
      await send(.description(.onboardingNext), .description(.startEditingTapped))
    }
    await send(.description(.edited(.insert(text))), .description(.publishTapped))
    let edit = try #require(store.state.description.latestEdit, "\(c): published")
    #expect(edit.wiki == .language("en") && edit.text == text && edit.revision > 0)
    await send(.description(.publishedDismissed), .enteredBackground)

    try await j.revert(edit)
    @Sendable func revertPush(_ state: AppState) -> IncomingPush? {
      state.inbox.lockScreen.first { $0.notification?.category == .reverted && $0.notification?.wiki == edit.wiki }
    }
    if c.revertedOn {
      let arrived = await store.wait(timeout: Waiting.generous) { revertPush($0) != nil }
      #expect(arrived, "\(c): the push is on the lock screen")
      if let push = revertPush(store.state) {
        await send(.pushOpened(id: push.id))
        #expect(store.state.screen == .article && store.state.description.page == .reverted, "\(c): Reverted edit view")
      }
    } else {
      let arrived = await store.wait(timeout: j.noPushWithin) { revertPush($0) != nil }
      #expect(!arrived, "\(c): no push with Edit reverted off where it was saved")
      await send(.enteredForeground, .opened(.notifications), .inbox(.refreshPulled))
      let listed = await store.wait(timeout: Waiting.generous) { state in
        state.inbox.notifications.contains { $0.category == .reverted && $0.wiki == edit.wiki && !$0.read }
      }
      #expect(listed, "\(c): the Notifications Center lists it all the same")
    }
    await j.finish()
  }
}
