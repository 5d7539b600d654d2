import PushAppFeature
import PushCore
import PushInboxFeature
import PushQATools
import PushSettingsFeature
import PushSimulation
import PushWikiClient
import Synchronization

/// A store wired to a simulated world on virtual time, with the saves and logs kept for assertions.
public final class Harness: Sendable {
  public let world: SimulatedWorld
  public let store: AppStore
  public let time: VirtualTime
  private let saved = Recorder<PersistedState>()
  private let logged = Recorder<String>()

  public init(
    config: SimulationConfig = Harness.quiet(), persisted: PersistedState = PersistedState(),
    launch: Bool = true
  ) {
    let time = VirtualTime()
    let clock = ClockClient.virtual(time)
    let world = SimulatedWorld(config: config, clock: clock)
    let saved = self.saved
    let logged = self.logged
    self.time = time
    self.world = world
    let persistence = PersistenceClient { state in
      saved.append(state)
      return nil
    }
    store = AppStore(
      initial: AppState(persisted: persisted),
      clients: .simulated(world, clock: clock, persistence: persistence, log: { line in logged.append(line) }))
    if launch { store.send(.appLaunched) }
  }

  /// A configuration with no latency, so virtual time moves only with the app's own waits.
  public static func quiet(_ change: (inout SimulationConfig) -> Void = { _ in }) -> SimulationConfig {
    var config = SimulationConfig()
    config.latencyMs = 0
    change(&config)
    return config
  }

  /// The push settings feature's state, which these tests drive.
  public var state: PushSettingsState { store.state.settings }
  /// The Notifications Center's state.
  public var inbox: InboxState { store.state.inbox }

  public var saves: [PersistedState] { saved.items }
  public var logs: [String] { logged.items }

  /// Sends actions one by one, letting all work settle after each.
  public func send(_ actions: AppAction...) async {
    for action in actions {
      store.send(action)
      await store.settled()
    }
  }

  public func settle() async { await store.settled() }

  /// Opens Push notifications and turns it on, answering the OS prompt with `allow` if it shows.
  public func turnOn(allow: Bool = true) async {
    if store.state.screen != .push { await send(.opened(.push)) }
    store.send(.settings(.pushToggleTapped))
    await store.wait { $0.settings.systemPromptVisible || $0.settings.phase != .requestingPermission }
    if state.systemPromptVisible { store.send(.settings(.systemPromptAnswered(allow: allow))) }
    await settle()
  }

  /// The trace records of one service, in completion order.
  public func calls(_ service: String) async -> [TraceRecord] {
    await world.trace.filter { $0.service == service }
  }
}

/// A list that many tasks append to.
public final class Recorder<Item: Sendable>: Sendable {
  private let storage = Locked<[Item]>([])
  public init() {}
  public func append(_ item: Item) { storage.withLock { $0.append(item) } }
  public var items: [Item] { storage.withLock { $0 } }
}
