import PushCore
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The full screen's loop sleeps on this pipe: a change made at any moment must wake it.
@Suite struct WakePipeTests {
  @Test func aPingAfterADrain_wakesAgain() {
    let wake = WakePipe()
    #expect(!Self.readable(wake, withinMs: 0))
    wake.ping()
    wake.ping()
    #expect(Self.readable(wake, withinMs: 0))
    wake.drain()
    #expect(!Self.readable(wake, withinMs: 0), "one drain empties a burst")
    wake.ping()
    #expect(Self.readable(wake, withinMs: 0))
  }

  /// Changes made while the loop drains the pipe (the race that once left the screen stuck on "Saving…"):
  /// after each drain the loop looks at the changes; the last one must always be seen.
  @Test func pingsRacingTheDrain_neverLeaveAChangeUnseen() async {
    let wake = WakePipe()
    let made = Atomic(0)
    let total = 20_000
    let writer = Task.detached {
      for _ in 0..<total {
        made.add(1, ordering: .sequentiallyConsistent)
        wake.ping()
        if Int.random(in: 0..<8) == 0 { await Task.yield() }
      }
    }
    var seen = 0
    while seen < total {
      // A lost wake-up shows as a wait that runs out while a change made before it is unseen (a writer that
      // a loaded machine has not run yet is no such thing). Generous: a writer preempted between its count
      // and its ping must not pass for a lost wake-up; a wake-up that comes returns the wait at once.
      let before = made.load(ordering: .sequentiallyConsistent)
      guard Self.readable(wake, withinMs: 10_000) else {
        if before > seen {
          Issue.record("the loop slept through a change: seen \(seen) of \(before)")
          break
        }
        continue
      }
      wake.drain()
      seen = made.load(ordering: .sequentiallyConsistent)
    }
    await writer.value
  }

  static func readable(_ wake: WakePipe, withinMs ms: Int32) -> Bool {
    var entry = pollfd(fd: wake.readFD, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, ms) > 0
  }
}
