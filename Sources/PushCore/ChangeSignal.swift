import Synchronization

/// Says that something on screen may have changed (the store took an action or finished an effect, a call
/// was recorded, the simulated world's knobs moved), so that the front ends draw or speak when it happens
/// and sleep otherwise: nothing polls.
public final class ChangeSignal: Sendable {
  private struct Waiter {
    var id: Int
    var continuation: CheckedContinuation<Int, Never>
  }

  private struct State {
    var count = 0
    var nextID = 0
    var waiters: [Waiter] = []
    /// Waits under way, and those of them whose time ran out (or whose task was cancelled) before they had
    /// begun to wait: they must not then wait at all.
    var open: Set<Int> = []
    var ended: Set<Int> = []
    var observers: [@Sendable () -> Void] = []
  }

  private let state = Locked(State())

  public init() {}

  /// How many changes there have been: waits name the last one they saw.
  public var count: Int { state.withLock { $0.count } }

  /// Something changed: wakes every waiter and tells every observer.
  public func ping() {
    let (count, ready, observers) = state.withLock {
      s -> (Int, [CheckedContinuation<Int, Never>], [@Sendable () -> Void]) in
      s.count += 1
      guard !s.waiters.isEmpty else { return (s.count, [], s.observers) }
      let ready = s.waiters.map(\.continuation)
      s.waiters = []
      return (s.count, ready, s.observers)
    }
    for continuation in ready { continuation.resume(returning: count) }
    for observer in observers { observer() }
  }

  /// Calls `body` after every change, on the thread that made it (a wake-up pipe's write, say).
  public func observe(_ body: @escaping @Sendable () -> Void) { state.withLock { $0.observers.append(body) } }

  /// Returns the count once there has been a change after `seen` (at once if there has), when `timeout` has
  /// passed, or when the waiting task is cancelled.
  public func wait(after seen: Int, timeout: Duration? = nil) async -> Int {
    let id = state.withLock { s -> Int in
      s.nextID += 1
      s.open.insert(s.nextID)
      return s.nextID
    }
    let timer = timeout.map { timeout in
      Task {
        try? await Task.sleep(for: timeout)
        if !Task.isCancelled { self.release(id) }
      }
    }
    defer {
      timer?.cancel()
      state.withLock { s in
        s.open.remove(id)
        s.ended.remove(id)
      }
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
        let now = state.withLock { s -> Int? in
          // A change already, or the time ran out (a busy machine can run the timer first): no wait.
          if s.count > seen || s.ended.contains(id) { return s.count }
          s.waiters.append(Waiter(id: id, continuation: continuation))
          return nil
        }
        if let now { continuation.resume(returning: now) }
      }
    } onCancel: {
      release(id)
    }
  }

  /// Ends one wait early (its time is up, or its task was cancelled); one that has not begun to wait yet
  /// is marked, so that it does not.
  private func release(_ id: Int) {
    let (waiter, count) = state.withLock { s -> (Waiter?, Int) in
      guard let index = s.waiters.firstIndex(where: { $0.id == id }) else {
        if s.open.contains(id) { s.ended.insert(id) }
        return (nil, s.count)
      }
      return (s.waiters.remove(at: index), s.count)
    }
    waiter?.continuation.resume(returning: count)
  }
}
