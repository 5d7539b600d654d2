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
  private let state = Locked<(now: Int, sleeps: [Int])>((0, []))
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
/// session goes on at the speed of a person, on a clock a reviewer can hold (`HeldClock`).
public final class SwitchableTime: Sendable {
  private struct State {
    var virtualNow = 0
    var live: HeldClock?
  }
  private let state = Locked(State())

  public init() {}

  /// From now on time is real; `paused`: it starts held at this moment, until resumed or stepped.
  @discardableResult
  public func goLive(paused: Bool = false) -> HeldClock {
    state.withLock { s in
      if let live = s.live { return live }
      let live = HeldClock(startMs: s.virtualNow, paused: paused)
      s.live = live
      return live
    }
  }

  /// The clock once live; nil while time is still virtual.
  public var live: HeldClock? { state.withLock { $0.live } }

  public var client: ClockClient {
    ClockClient(
      nowMs: {
        let (virtual, live) = self.state.withLock { ($0.virtualNow, $0.live) }
        return live?.nowMs ?? virtual
      },
      sleep: { ms in
        let live = self.state.withLock { s -> HeldClock? in
          if s.live == nil { s.virtualNow += max(0, ms) }
          return s.live
        }
        if let live { await live.sleep(ms) } else { await Task.yield() }
      })
  }
}

extension Duration {
  /// The duration in milliseconds, fractions kept.
  public var milliseconds: Double {
    Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
  }
}
