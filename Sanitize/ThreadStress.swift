import PushAppFeature
import PushCore
import PushInboxFeature
import PushLive
import PushSettingsFeature
import PushSimulation
import PushWikiClient
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The app's threads under ThreadSanitizer, in seconds (`scripts/sanitize stress`, which scripts/test runs):
/// the real store driven from many tasks at once against the simulated world, while others read its state and
/// wait on its changes; and the primitives the front ends share between threads (the change signal, the wake
/// pipe, the pumping executor, `Locked`). A race is ThreadSanitizer's report; a wrong result is this one's.
@main struct ThreadStress {
  static func main() async {
    let rounds = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 12
    var failures: [String] = []
    for round in 0..<rounds { failures += await storeRound(seed: UInt64(round) + 1) }
    failures += await signalsAndLocks()
    failures += await pumping()
    for failure in failures { print("thread stress: \(failure)") }
    print("thread stress: \(rounds) store rounds, \(failures.isEmpty ? "all held" : "\(failures.count) failed")")
    exit(failures.isEmpty ? 0 : 1)
  }

  static let types = NotificationType.allCases
  static let actions: [AppAction] =
    [
      .opened(.push), .backTapped, .settings(.pushToggleTapped), .enteredBackground, .enteredForeground,
      .languageAdded("fr"), .languageRemoved("fr"), .settings(.tryAgainTapped), .opened(.account),
    ] + types.map { .settings(.typeToggleTapped($0)) }

  /// Eight tasks send actions while four read the state and wait on changes; then everything settles.
  static func storeRound(seed: UInt64) async -> [String] {
    var config = SimulationConfig()
    config.permission = .authorized
    config.latencyMs = Int(seed % 3)
    config.seed = seed
    let clock = ClockClient.live()
    let world = SimulatedWorld(config: config, clock: clock)
    let clients = AppClients(
      os: world.os, api: world.api(clock: clock), clock: clock, persistence: .none, pushes: { await world.pushes() },
      reverts: { await world.reverts() }, nowMs: world.nowMs, bannerWait: InboxClients.never, log: { _ in })
    let store = AppStore(initial: AppState(persisted: PersistedState(languages: ["en", "de"])), clients: clients)
    store.send(.appLaunched)
    let observed = Locked(0)
    store.changes.observe { observed.withLock { $0 += 1 } }
    await withTaskGroup(of: Void.self) { group in
      for sender in 0..<8 {
        group.addTask {
          var state = seed &* 6_364_136_223_846_793_005 &+ UInt64(sender)
          for _ in 0..<40 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            store.send(actions[Int((state >> 33) % UInt64(actions.count))])
            if state % 5 == 0 { await Task.yield() }
          }
        }
      }
      for _ in 0..<4 {
        group.addTask {
          var seen = store.changes.count
          for _ in 0..<40 {
            _ = store.state.settings.phase
            seen = await store.changes.wait(after: seen, timeout: .milliseconds(5))
          }
        }
      }
    }
    await store.settled()
    return observed.withLock { $0 } > 0 ? [] : ["round \(seed): no change was observed"]
  }

  /// The change signal pinged while others wait with time-outs and are cancelled; `Locked` counted from many
  /// tasks; the wake pipe pinged and drained from two threads.
  static func signalsAndLocks() async -> [String] {
    let signal = ChangeSignal()
    let count = Locked(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask {
          for _ in 0..<500 {
            signal.ping()
            count.withLock { $0 += 1 }
          }
        }
      }
      for index in 0..<4 {
        group.addTask {
          var seen = 0
          for _ in 0..<100 { seen = await signal.wait(after: seen, timeout: .milliseconds(index)) }
        }
      }
      let waiter = Task { _ = await signal.wait(after: Int.max, timeout: nil) }
      waiter.cancel()
      await waiter.value
    }
    let wake = WakePipe()
    let pinger = Task.detached {
      for _ in 0..<2_000 { wake.ping() }
    }
    for _ in 0..<2_000 { wake.drain() }
    await pinger.value
    var failures: [String] = []
    if count.withLock({ $0 }) != 2_000 { failures.append("Locked lost increments: \(count.withLock { $0 })") }
    if signal.count < 2_000 { failures.append("the change signal lost pings: \(signal.count)") }
    return failures
  }

  /// Jobs queued on the pumping executor from many tasks while its thread pumps, then handed to the pool.
  static func pumping() async -> [String] {
    let pump = PumpingExecutor()
    let done = Locked(0)
    let pumper = Task.detached {
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<16 {
          group.addTask(executorPreference: pump) {
            for _ in 0..<20 { await Task.yield() }
            done.withLock { $0 += 1 }
            pump.wake()
          }
        }
      }
    }
    await OwnThread.run { pump.pump(until: { done.withLock { $0 } == 16 }) }
    await pumper.value
    return done.withLock { $0 } == 16 ? [] : ["the pump ended with \(done.withLock { $0 }) of 16 jobs done"]
  }
}
