import PushCore
import PushWikiClient
import Synchronization

extension ClockClient {
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

/// Virtual time that can switch to real time once: named states are reached instantly, then the
/// session goes on at the speed of a person.
public final class SwitchableTime: Sendable {
  private struct State {
    var virtualNow = 0
    var liveSince: ContinuousClock.Instant?
  }
  private let state = Mutex(State())
  private let clock = ContinuousClock()

  public init() {}

  public func goLive() { state.withLock { if $0.liveSince == nil { $0.liveSince = clock.now } } }

  public var client: ClockClient {
    ClockClient(
      nowMs: {
        self.state.withLock { s in
          guard let since = s.liveSince else { return s.virtualNow }
          return s.virtualNow + Int((self.clock.now - since).milliseconds)
        }
      },
      sleep: { ms in
        let live = self.state.withLock { s -> Bool in
          if s.liveSince == nil { s.virtualNow += max(0, ms) }
          return s.liveSince != nil
        }
        if live, ms > 0 { try? await Task.sleep(for: .milliseconds(ms)) } else { await Task.yield() }
      })
  }
}

extension Duration {
  /// The duration in milliseconds, fractions kept.
  public var milliseconds: Double {
    Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
  }
}
