import PushCore
import PushSettingsFeature
import PushSimulation

extension NamedState {
  /// A store and world driven into this state on virtual time; `time` can go live afterwards.
  public struct Reached: Sendable {
    public var store: Store
    public var world: SimulatedWorld
    public var time: SwitchableTime
  }

  /// Drives the real flow from the preset. Saves go nowhere unless `persistence` says otherwise.
  public func reach(
    persistence: PersistenceClient = PersistenceClient { _ in nil },
    log: @escaping @Sendable (String) -> Void = { _ in }
  ) async -> Reached {
    let time = SwitchableTime()
    let world = SimulatedWorld(config: config, clock: time.client)
    let store = Store(
      initial: AppState(persisted: persisted),
      clients: world.clients(clock: time.client, persistence: persistence, log: log))
    store.send(.appLaunched)
    await store.settled()
    for step in steps {
      switch step {
      case .send(let action):
        store.send(action)
        await store.settled()
      case .sendUntilPrompt(let action):
        store.send(action)
        for _ in 0..<1_000_000 where !store.state.systemPromptVisible { await Task.yield() }
      case .sendUntilStalled(let action, let calls):
        store.send(action)
        for _ in 0..<1_000_000 where await world.stalledCalls < calls { await Task.yield() }
      }
    }
    return Reached(store: store, world: world, time: time)
  }
}
