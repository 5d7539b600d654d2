import PushCore
import Synchronization
import Testing

/// A wait's end must not be lost when it comes before the wait has begun: a cancelled task, or a time-out
/// that a busy machine runs first. Either way the wait then waited for a change that might never come (a
/// walkthrough hung, with no thread of the app running).
struct ChangeSignalTests {
  /// Runs `wait` against a deadline: true when it returned within a minute (a busy machine is slow; a lost wait is never). A wait that never returns is left
  /// behind (a task group would wait for it), so that the test fails instead of hanging.
  static func returns(_ wait: @escaping @Sendable () async -> Int) async -> Bool {
    let first = FirstAnswer()
    return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      Task {
        _ = await wait()
        if first.take() { continuation.resume(returning: true) }
      }
      Task {
        try? await Task.sleep(for: .seconds(60))
        if first.take() { continuation.resume(returning: false) }
      }
    }
  }

  @Test func aWaitInACancelledTask_returnsAtOnce() async {
    let signal = ChangeSignal()
    let waiting = Task { () -> Int in
      // Cancelled before it waits: the cancellation handler runs before there is a waiter to release.
      while !Task.isCancelled { await Task.yield() }
      return await signal.wait(after: signal.count)
    }
    waiting.cancel()
    #expect(await Self.returns { await waiting.value })
  }

  @Test func aTimeOut_endsTheWait_evenWhenItRunsFirst() async {
    let signal = ChangeSignal()
    // Many waits with the shortest time-out: on a busy pool some timers run before their wait begins.
    let all = await Self.returns {
      await withTaskGroup(of: Int.self) { group in
        for _ in 0..<2_000 { group.addTask { await signal.wait(after: 0, timeout: .nanoseconds(1)) } }
        return await group.reduce(0, +)
      }
    }
    #expect(all, "every wait with a time-out returned")
  }

  @Test func aChange_endsEveryWait_andTheCountSaysWhichChange() async {
    let signal = ChangeSignal()
    let seen = signal.count
    async let first = signal.wait(after: seen)
    async let second = signal.wait(after: seen, timeout: .seconds(30))
    try? await Task.sleep(for: .milliseconds(20))
    signal.ping()
    let counts = await [first, second]
    #expect(counts == [seen + 1, seen + 1])
  }
}

/// True for the first caller only.
final class FirstAnswer: Sendable {
  private let answered = Locked(false)
  func take() -> Bool {
    answered.withLock { done in
      defer { done = true }
      return !done
    }
  }
}
