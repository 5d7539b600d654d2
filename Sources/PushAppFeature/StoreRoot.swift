import PushCore

/// The state a `Store` holds: the whole app's, reduced by one pure function that returns the effects to run.
public protocol StoreRoot: Equatable, Sendable {
  associatedtype Action: Sendable
  associatedtype Effect: StoreEffect
  mutating func reduce(_ action: Action) -> [Effect]
  /// What the state file keeps: saved whenever it changes.
  var persisted: PersistedState { get }
  /// A number that moves whenever `persisted` may have changed (nil: it may change with any action). The
  /// store looks at `persisted` only when it moves: a focus move does not make the state file's part again.
  var persistenceMark: Int? { get }
}

extension StoreRoot {
  public var persistenceMark: Int? { nil }
}

/// An effect as the store runs it: some have an identity (to cancel them), some cancel one, some run until
/// cancelled.
public protocol StoreEffect: Sendable {
  associatedtype ID: Hashable, Sendable
  var id: ID? { get }
  var cancels: ID? { get }
  var isStream: Bool { get }
}

extension AppEffect: StoreEffect {}
extension AppState: StoreRoot {}

/// The features' store: the app without a front end (the features' tests, the benchmark, the real-wiki
/// journeys).
public typealias AppStore = Store<AppState>

extension Store where Root.Effect == AppEffect {
  /// A store whose effects are the app's, run with `clients`; `wrap` makes the root's action of an effect's
  /// answer.
  public convenience init(
    root: Root, clients: AppClients, wrap: @escaping @Sendable (AppAction) -> Root.Action,
    changes: ChangeSignal = ChangeSignal(), executor: (any TaskExecutor)? = nil
  ) {
    let runner = AppEffectRunner(clients: clients)
    self.init(
      initial: root, run: { effect, send in await runner.run(effect) { send(wrap($0)) } },
      persistence: clients.persistence, log: clients.log, changes: changes, executor: executor)
  }
}

extension Store where Root == AppState {
  public convenience init(
    initial: AppState, clients: AppClients, changes: ChangeSignal = ChangeSignal(), executor: (any TaskExecutor)? = nil
  ) {
    self.init(root: initial, clients: clients, wrap: { $0 }, changes: changes, executor: executor)
  }
}
