import PushCore
import PushDescriptionFeature
import PushInboxFeature
import PushSettingsFeature
import Synchronization

/// Holds the state, runs the reducer for each action and the effects it asks for.
///
/// `send` is synchronous so that both the terminal loop and async tests can drive it; effects run as
/// tasks and send their results back. The state file is saved inside the lock, so saves keep their order.
public final class Store: Sendable {
  private struct Inner {
    var state: AppState
    /// Bumped whenever the state changes: the screens compare it rather than the state itself.
    var version = 0
    var inFlight = 0
    var nextID = 0
    var running: [Int: AppEffect] = [:]
    /// The tasks of running effects that have an identity, so that `.cancel` can reach them.
    var cancellable: [EffectID: [Int: Task<Void, Never>]] = [:]
    var waiters: [CheckedContinuation<Void, Never>] = []
    var stateWaiters: [(predicate: @Sendable (AppState) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let inner: Mutex<Inner>
  private let runner: AppEffectRunner

  public init(
    initial: AppState, clients: PushClients, inbox: InboxClients = .none, description: DescriptionClients = .none
  ) {
    inner = Mutex(Inner(state: initial))
    runner = AppEffectRunner(clients: clients, inbox: inbox, description: description)
  }

  public var state: AppState { inner.withLock { $0.state } }

  /// A number that changes with every action the state takes: whether to build the screen again or redraw
  /// is asked of it, so a keystroke that sends nothing compares no state at all. (Bumped without comparing
  /// the state before and after: copying the whole state to compare it touched every object it holds, and a
  /// typed character paid for that; an action that changes nothing costs one redraw that writes nothing.)
  public var version: Int { inner.withLock { $0.version } }

  /// Reads the state in place, with its version: no copy of it is made (a copy retains, and later releases,
  /// every object it holds, which a keystroke paid for in cache misses).
  public func read<T>(_ body: (AppState, Int) -> T) -> T { inner.withLock { body($0.state, $0.version) } }

  /// Sends an action of the push settings feature (the one most callers and tests drive).
  public func send(_ action: PushSettingsAction) { send(.settings(action)) }

  public func send(_ action: AppAction) {
    let persistence = runner.clients.persistence
    let (effects, saveFailure, ready) = inner.withLock {
      inner -> ([(Int, AppEffect)], ServiceFailure?, [CheckedContinuation<Void, Never>]) in
      let before = inner.state.persisted
      var effects = inner.state.reduce(action)
      inner.version += 1
      var failure: ServiceFailure?
      if inner.state.persisted != before { failure = persistence.save(inner.state.persisted) }
      // Most keystrokes ask for no effect and nobody waits: nothing more to do (a typed character's path).
      guard !effects.isEmpty || !inner.stateWaiters.isEmpty else { return ([], failure, []) }
      for id in effects.compactMap(\.cancels) {
        if let tasks = inner.cancellable.removeValue(forKey: id) { for task in tasks.values { task.cancel() } }
      }
      effects.removeAll { $0.cancels != nil }
      // A stream runs until cancelled: waiting for the app to settle does not wait for it.
      inner.inFlight += effects.count { !($0.id?.isStream ?? false) }
      let numbered = effects.map { effect -> (Int, AppEffect) in
        inner.nextID += 1
        inner.running[inner.nextID] = effect
        return (inner.nextID, effect)
      }
      guard !inner.stateWaiters.isEmpty else { return (numbered, failure, []) }
      let state = inner.state
      let ready = inner.stateWaiters.filter { $0.predicate(state) }.map(\.continuation)
      if !ready.isEmpty { inner.stateWaiters.removeAll { $0.predicate(state) } }
      return (numbered, failure, ready)
    }
    for waiter in ready { waiter.resume() }
    if let saveFailure { runner.clients.log("could not save the state file: \(saveFailure.message)") }
    for (number, effect) in effects { start(effect, number: number) }
  }

  /// Runs one effect as a task; one with an identity is kept where `.cancel` finds it. A cancelled
  /// effect reports nothing: what it would have said belongs to what was cancelled.
  private func start(_ effect: AppEffect, number: Int) {
    // Held until the task is registered, so a fast effect cannot finish before it is known.
    inner.withLock { inner in
      let task = Task {
        await runner.run(effect) { action in
          if !Task.isCancelled { self.send(action) }
        }
        self.effectFinished(number, id: effect.id)
      }
      if let id = effect.id { inner.cancellable[id, default: [:]][number] = task }
    }
  }

  private func effectFinished(_ number: Int, id: EffectID?) {
    let waiters = inner.withLock { inner -> [CheckedContinuation<Void, Never>] in
      if !(id?.isStream ?? false) { inner.inFlight -= 1 }
      inner.running[number] = nil
      if let id { inner.cancellable[id]?[number] = nil }
      guard inner.inFlight == 0 else { return [] }
      defer { inner.waiters = [] }
      return inner.waiters
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Returns once no effect is running (effects that start more effects keep it waiting).
  public func settled() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let now = inner.withLock { inner -> Bool in
        if inner.inFlight == 0 { return true }
        inner.waiters.append(continuation)
        return false
      }
      if now { continuation.resume() }
    }
  }

  /// Returns once the state satisfies `predicate` (at once if it already does).
  public func wait(until predicate: @escaping @Sendable (AppState) -> Bool) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let now = inner.withLock { inner -> Bool in
        if predicate(inner.state) { return true }
        inner.stateWaiters.append((predicate, continuation))
        return false
      }
      if now { continuation.resume() }
    }
  }

  /// The effects still running, oldest first (for diagnosing a hang).
  public var effectsRunning: [AppEffect] { inner.withLock { $0.running.sorted { $0.key < $1.key }.map(\.value) } }

  /// The number of effects still running.
  public var effectsInFlight: Int { inner.withLock { $0.inFlight } }
}
