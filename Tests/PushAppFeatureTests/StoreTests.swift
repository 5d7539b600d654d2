import PushAppFeature
import PushCore
import PushSettingsFeature
import PushSimulation
import PushTestSupport
import PushWikiClient
import Synchronization
import Testing

@Suite struct StoreTests {
  /// A clock whose waits last ten minutes of real time unless their task is cancelled.
  static let slowClock = ClockClient(
    nowMs: { 0 },
    sleep: { ms in
      guard ms > 0 else { return }
      try? await Task.sleep(for: .seconds(600))
    })

  /// True if `work` finished within `seconds`.
  static func finishes(within seconds: Int, _ work: @escaping @Sendable () async -> Void) async -> Bool {
    await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        await work()
        return true
      }
      group.addTask {
        try? await Task.sleep(for: .seconds(seconds))
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
  }

  @Test func logout_cancelsTheTokenChecks_soNothingWaitsForThemAndTheDeviceIsNotAskedAgain() async {
    var config = SimulationConfig()
    config.latencyMs = 0
    config.permission = .authorized
    config.tokenArrival = .never
    let world = SimulatedWorld(config: config, clock: .virtual())
    let store = AppStore(
      initial: AppState(persisted: PersistedState()),
      clients: AppClients(
        settings: PushClients(os: world.os, wiki: WikiClient(api: world.api(clock: .virtual())), clock: Self.slowClock),
        // Strict: nothing here may reach the Notifications Center or the description feature.
        inbox: .failing, description: .failing))
    store.send(.opened(.push))
    await store.wait { $0.settings.phase != .off || $0.settings.permission != nil }
    store.send(.settings(.pushToggleTapped))
    await store.wait { $0.settings.phase == .waitingForToken(attempt: 2) }
    #expect(store.effectsRunning.contains { $0.id == .settings(.tokenChecks) }, "the second check waits on the clock")
    let asked = await world.trace.filter { $0.action == "didRegisterForRemoteNotifications" }.count

    store.send(.logoutTapped)

    // Well under the slow clock's ten minutes, which a timer waited for would take; generous, as a busy run
    // resumes this test's tasks late (by 40 s and more, seen).
    #expect(await Self.finishes(within: 120) { await store.settled() }, "the timer was cancelled, not waited for")
    #expect(!store.effectsRunning.contains { $0.id == .settings(.tokenChecks) })
    let askedAfter = await world.trace.filter { $0.action == "didRegisterForRemoteNotifications" }.count
    #expect(askedAfter == asked, "a cancelled check does not ask the device")
    #expect(store.state.settings.phase == .off)
  }
}
