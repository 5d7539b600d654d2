import PushCore
import PushDescriptionFeature
import PushInboxFeature
import PushSettingsFeature
import PushWikiClient
import Synchronization

/// Holds the state, runs the reducer for each action and the effects it asks for.
///
/// `send` is synchronous so that both the terminal loop and async tests can drive it; effects run as
/// tasks and send their results back. The state file is saved inside the lock, so saves keep their order.
public final class Store<Root: StoreRoot>: Sendable {
  private struct Inner {
    var state: Root
    /// What the state file was last given (or started from), and the mark it was looked at under.
    var persisted: PersistedState
    var persistenceMark: Int?
    /// Bumped whenever the state changes: the screens compare it rather than the state itself.
    var version = 0
    var inFlight = 0
    var nextID = 0
    var running: [Int: Root.Effect] = [:]
    /// The tasks of running effects that have an identity, so that `.cancel` can reach them.
    var cancellable: [Root.Effect.ID: [Int: Task<Void, Never>]] = [:]
    var waiters: [CheckedContinuation<Void, Never>] = []
    var stateWaiters: [StateWaiter] = []
    var nextWaiter = 0
  }

  /// Someone waiting for the state to satisfy a predicate: resumed with true when it does, false at its deadline.
  private struct StateWaiter {
    var id: Int
    var predicate: @Sendable (Root) -> Bool
    var continuation: CheckedContinuation<Bool, Never>
  }

  private let inner: Locked<Inner>
  private let run: @Sendable (Root.Effect, @escaping @Sendable (Root.Action) -> Void) async -> Void
  private let persistence: PersistenceClient
  private let log: @Sendable (String) -> Void
  /// Pinged after every action and every effect that ends: the screens redraw, or speak, when it is.
  public let changes: ChangeSignal
  /// Where effects prefer to run (nil: the global executor): the thread preparing the first frame runs them
  /// itself (`PumpingExecutor`), then hands them on.
  private let executor: (any TaskExecutor)?

  /// `run` performs an effect and sends what came of it; `persistence` saves the state file when its part of
  /// the state changes.
  public init(
    initial: Root, run: @escaping @Sendable (Root.Effect, @escaping @Sendable (Root.Action) -> Void) async -> Void,
    persistence: PersistenceClient, log: @escaping @Sendable (String) -> Void, changes: ChangeSignal = ChangeSignal(),
    executor: (any TaskExecutor)? = nil
  ) {
    inner = Locked(Inner(state: initial, persisted: initial.persisted, persistenceMark: initial.persistenceMark))
    self.run = run
    self.persistence = persistence
    self.log = log
    self.changes = changes
    self.executor = executor
  }

  public var state: Root { inner.withLock { $0.state } }

  /// A number that changes with every action the state takes: whether to build the screen again or redraw
  /// is asked of it, so a keystroke that sends nothing compares no state at all. (Bumped without comparing
  /// the state before and after: copying the whole state to compare it touched every object it holds, and a
  /// typed character paid for that; an action that changes nothing costs one redraw that writes nothing.)
  public var version: Int { inner.withLock { $0.version } }

  /// Reads the state in place, with its version: no copy of it is made (a copy retains, and later releases,
  /// every object it holds, which a keystroke paid for in cache misses).
  public func read<T>(_ body: (Root, Int) -> T) -> T { inner.withLock { body($0.state, $0.version) } }

  public func send(_ action: Root.Action) {
    let persistence = persistence
    let (effects, saveFailure, ready) = inner.withLock {
      inner -> ([(Int, Root.Effect)], ServiceFailure?, [CheckedContinuation<Bool, Never>]) in
      var effects = inner.state.reduce(action)
      inner.version += 1
      var failure: ServiceFailure?
      let mark = inner.state.persistenceMark
      if mark == nil || mark != inner.persistenceMark {
        inner.persistenceMark = mark
        let now = inner.state.persisted
        if now != inner.persisted {
          inner.persisted = now
          failure = persistence.save(now)
        }
      }
      // Most keystrokes ask for no effect and nobody waits: nothing more to do (a typed character's path).
      guard !effects.isEmpty || !inner.stateWaiters.isEmpty else { return ([], failure, []) }
      // Closures, not key paths: a key path into a generic type is made anew on every call (a tenth of a
      // first frame's instructions).
      for id in effects.compactMap({ $0.cancels }) {
        if let tasks = inner.cancellable.removeValue(forKey: id) { for task in tasks.values { task.cancel() } }
      }
      effects.removeAll { $0.cancels != nil }
      // A stream runs until cancelled: waiting for the app to settle does not wait for it.
      inner.inFlight += effects.count { !$0.isStream }
      let numbered = effects.map { effect -> (Int, Root.Effect) in
        inner.nextID += 1
        inner.running[inner.nextID] = effect
        return (inner.nextID, effect)
      }
      guard !inner.stateWaiters.isEmpty else { return (numbered, failure, []) }
      let state = inner.state
      let ready = inner.stateWaiters.filter { $0.predicate(state) }.map { $0.continuation }
      if !ready.isEmpty { inner.stateWaiters.removeAll { $0.predicate(state) } }
      return (numbered, failure, ready)
    }
    for waiter in ready { waiter.resume(returning: true) }
    if let saveFailure { log("could not save the state file: \(saveFailure.message)") }
    for (number, effect) in effects { start(effect, number: number) }
    changes.ping()
  }

  /// Runs work that is not the app's own but that the app's settling must wait for (the simulation panel
  /// changing the world): counted as an effect in flight until it returns.
  public func track(_ work: @escaping @Sendable () async -> Void) {
    inner.withLock { $0.inFlight += 1 }
    Task(executorPreference: executor) {
      await work()
      self.ended(counted: true) { _ in }
    }
  }

  /// Runs one effect as a task; one with an identity is kept where `.cancel` finds it. A cancelled
  /// effect reports nothing: what it would have said belongs to what was cancelled.
  private func start(_ effect: Root.Effect, number: Int) {
    // Held until the task is registered, so a fast effect cannot finish before it is known.
    inner.withLock { inner in
      let task = Task(executorPreference: executor) {
        await self.run(effect) { action in
          if !Task.isCancelled { self.send(action) }
        }
        self.effectFinished(number, effect)
      }
      if let id = effect.id { inner.cancellable[id, default: [:]][number] = task }
    }
  }

  private func effectFinished(_ number: Int, _ effect: Root.Effect) {
    ended(counted: !effect.isStream) { inner in
      inner.running[number] = nil
      if let id = effect.id { inner.cancellable[id]?[number] = nil }
    }
  }

  /// Work ended: whoever waits for the app to settle is told when nothing counted is left, and the screens
  /// look again (an effect may end without an action, yet the call log grew).
  private func ended(counted: Bool, _ forget: (inout Inner) -> Void) {
    let waiters = inner.withLock { inner -> [CheckedContinuation<Void, Never>] in
      if counted { inner.inFlight -= 1 }
      forget(&inner)
      guard inner.inFlight == 0 else { return [] }
      defer { inner.waiters = [] }
      return inner.waiters
    }
    for waiter in waiters { waiter.resume() }
    changes.ping()
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
  public func wait(until predicate: @escaping @Sendable (Root) -> Bool) async {
    _ = await wait(timeout: nil, until: predicate)
  }

  /// Returns true once the state satisfies `predicate`, or false when `timeout` passes first.
  public func wait(timeout: Duration?, until predicate: @escaping @Sendable (Root) -> Bool) async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let id = inner.withLock { inner -> Int? in
        if predicate(inner.state) { return nil }
        inner.nextWaiter += 1
        inner.stateWaiters.append(StateWaiter(id: inner.nextWaiter, predicate: predicate, continuation: continuation))
        return inner.nextWaiter
      }
      guard let id else { return continuation.resume(returning: true) }
      guard let timeout else { return }
      Task {
        try? await Task.sleep(for: timeout)
        let expired = self.inner.withLock { inner -> CheckedContinuation<Bool, Never>? in
          guard let index = inner.stateWaiters.firstIndex(where: { $0.id == id }) else { return nil }
          return inner.stateWaiters.remove(at: index).continuation
        }
        expired?.resume(returning: false)
      }
    }
  }

  /// The effects still running, oldest first (for diagnosing a hang).
  public var effectsRunning: [Root.Effect] { inner.withLock { $0.running.sorted { $0.key < $1.key }.map { $0.value } } }

  /// The number of effects still running.
  public var effectsInFlight: Int { inner.withLock { $0.inFlight } }
}
