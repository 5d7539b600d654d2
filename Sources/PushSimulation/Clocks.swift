import PushSettingsFeature
import Synchronization

extension ClockClient {
  /// Real time, for the interactive app and the benchmark.
  public static func live() -> ClockClient {
    let clock = ContinuousClock()
    let start = clock.now
    return ClockClient(
      nowMs: {
        let d = clock.now - start
        return Int(d.components.seconds) * 1000 + Int(d.components.attoseconds / 1_000_000_000_000_000)
      },
      sleep: { ms in
        guard ms > 0 else { return }
        try? await Task.sleep(for: .milliseconds(ms))
      })
  }

  /// Virtual time: a sleep returns at once and moves the clock forward, so tests and named states
  /// never wait. Concurrent sleeps add up rather than overlap; nothing here depends on their overlap.
  public static func virtual(_ time: VirtualTime = VirtualTime()) -> ClockClient {
    ClockClient(
      nowMs: { time.nowMs },
      sleep: { ms in
        time.advance(by: ms)
        await Task.yield()
      })
  }
}

/// The current virtual time in ms, and every sleep asked for (tests assert on them).
public final class VirtualTime: Sendable {
  private let state = Mutex<(now: Int, sleeps: [Int])>((0, []))
  public init() {}
  public var nowMs: Int { state.withLock { $0.now } }
  public var sleeps: [Int] { state.withLock { $0.sleeps } }
  public func advance(by ms: Int) {
    state.withLock {
      $0.now += max(0, ms)
      if ms > 0 { $0.sleeps.append(ms) }
    }
  }
}
