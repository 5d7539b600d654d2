import PushCore
import Synchronization

/// The simulated world's time as it runs in front of a person, which a reviewer can hold: paused, every
/// sleep on it waits (calls in flight, a late token, a banner's seconds, the steady stream) and its time
/// stands still; resumed, they go on where they were; a step runs to the next thing due and holds again.
/// Things held outside the clock (calls hanging at a named state's stall points) are the first step.
public final class HeldClock: Sendable {
  struct Waiter {
    var due: Int
    var continuation: CheckedContinuation<Void, Never>?
    /// Its time came (or its task was cancelled) before it began to wait: it does not wait.
    var done = false
  }

  struct State {
    /// The clock's time in ms when it last paused or resumed.
    var base: Int
    /// While running: the real instant of `base`.
    var runningSince: ContinuousClock.Instant?
    var waiters: [Int: Waiter] = [:]
    var nextID = 0
    /// Sleeps until the first waiter is due, while running.
    var driver: Task<Void, Never>?
    /// Work held until the clock goes on (a named state's stalled calls), run by the next resume or step.
    var held: [@Sendable () async -> Void] = []
  }

  private let state: Locked<State>
  private let real = ContinuousClock()
  /// Told whenever the clock pauses, resumes or steps (the panel shows it).
  private let changed: Locked<[@Sendable () -> Void]> = Locked([])

  public init(startMs: Int = 0, paused: Bool = false) {
    state = Locked(State(base: startMs, runningSince: paused ? nil : ContinuousClock.now))
  }

  public func onChange(_ body: @escaping @Sendable () -> Void) { changed.withLock { $0.append(body) } }
  private func tell() { for body in changed.withLock({ $0 }) { body() } }

  public var client: ClockClient {
    ClockClient(nowMs: { self.nowMs }, sleep: { ms in await self.sleep(ms) })
  }

  public var nowMs: Int { state.withLock { now($0) } }
  public var isPaused: Bool { state.withLock { $0.runningSince == nil } }
  /// How many sleeps wait on the clock, and how much is held beside them.
  public var pending: Int { state.withLock { s in s.waiters.values.filter { !$0.done }.count + s.held.count } }

  private func now(_ s: State) -> Int {
    guard let since = s.runningSince else { return s.base }
    return s.base + Int((real.now - since).milliseconds)
  }

  /// Keeps `work` until the clock next resumes or steps; runs it at once while the clock runs.
  public func hold(_ work: @escaping @Sendable () async -> Void) async {
    let running = state.withLock { s -> Bool in
      if s.runningSince == nil { s.held.append(work) }
      return s.runningSince != nil
    }
    if running { await work() } else { tell() }
  }

  public func sleep(_ ms: Int) async {
    guard ms > 0 else { return await Task.yield() }
    let id = state.withLock { s -> Int in
      let id = s.nextID
      s.nextID += 1
      s.waiters[id] = Waiter(due: now(s) + ms)
      return id
    }
    reschedule()
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let resumeNow = state.withLock { s -> Bool in
          guard let waiter = s.waiters[id], !waiter.done else {
            s.waiters[id] = nil
            return true
          }
          s.waiters[id]?.continuation = continuation
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      // A cancelled effect (a banner closed early, the stream turned off) stops waiting, as Task.sleep would.
      let continuation = state.withLock { s -> CheckedContinuation<Void, Never>? in
        guard let waiter = s.waiters[id] else { return nil }
        if let continuation = waiter.continuation {
          s.waiters[id] = nil
          return continuation
        }
        s.waiters[id]?.done = true
        return nil
      }
      continuation?.resume()
    }
  }

  /// Resumes the waiters whose time has come.
  private func fireDue() {
    let ready = state.withLock { s -> [CheckedContinuation<Void, Never>] in
      let now = now(s)
      var ready: [CheckedContinuation<Void, Never>] = []
      for (id, waiter) in s.waiters where waiter.due <= now && !waiter.done {
        if let continuation = waiter.continuation {
          ready.append(continuation)
          s.waiters[id] = nil
        } else {
          s.waiters[id]?.done = true
        }
      }
      return ready
    }
    for continuation in ready { continuation.resume() }
  }

  /// While running, one task sleeps in real time until the first waiter is due.
  private func reschedule() {
    state.withLock { s in
      s.driver?.cancel()
      s.driver = nil
      guard s.runningSince != nil, let first = s.waiters.values.filter({ !$0.done }).map(\.due).min() else { return }
      let wait = max(0, first - now(s))
      s.driver = Task { [weak self] in
        try? await Task.sleep(for: .milliseconds(wait))
        guard !Task.isCancelled, let self else { return }
        self.fireDue()
        self.reschedule()
      }
    }
  }

  public func pause() {
    let paused = state.withLock { s -> Bool in
      guard s.runningSince != nil else { return false }
      s.base = now(s)
      s.runningSince = nil
      s.driver?.cancel()
      s.driver = nil
      return true
    }
    if paused { tell() }
  }

  public func resume() async {
    let held = state.withLock { s -> [@Sendable () async -> Void] in
      if s.runningSince == nil { s.runningSince = real.now }
      defer { s.held = [] }
      return s.held
    }
    fireDue()
    reschedule()
    tell()
    for work in held { await work() }
  }

  /// What one step did.
  public enum Step: Equatable, Sendable {
    /// Nothing waits on the clock.
    case nothingWaiting
    /// The work held outside the clock went on (calls that hung at a stall point).
    case released(count: Int)
    /// The clock moved `ms` forward, to the next sleep's end (`count` of them were due then).
    case advanced(ms: Int, count: Int)
  }

  /// Pauses, then runs to the next thing due: the held work first, else the first sleep's end.
  public func step() async -> Step {
    pause()
    let held = state.withLock { s -> [@Sendable () async -> Void] in
      defer { s.held = [] }
      return s.held
    }
    if !held.isEmpty {
      tell()
      for work in held { await work() }
      return .released(count: held.count)
    }
    let moved = state.withLock { s -> (ms: Int, count: Int)? in
      let waiting = s.waiters.values.filter { !$0.done }
      guard let first = waiting.map(\.due).min() else { return nil }
      let ms = max(0, first - s.base)
      s.base = max(s.base, first)
      return (ms, waiting.filter { $0.due <= s.base }.count)
    }
    guard let moved else { return .nothingWaiting }
    fireDue()
    tell()
    return .advanced(ms: moved.ms, count: moved.count)
  }
}

/// What the simulated clock last did, for the panel: in words, and how many calls the log held then (the
/// calls after it are what the step came to, said as they happen).
public struct ClockNote: Equatable, Sendable {
  public var text: String
  public var traceCount: Int?
  public init(_ text: String, traceCount: Int? = nil) {
    self.text = text
    self.traceCount = traceCount
  }
}
