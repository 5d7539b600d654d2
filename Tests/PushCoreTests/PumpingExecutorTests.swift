import PushCore
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The full screen's main thread runs the app's first jobs itself, and sleeps in poll(2) beside the terminal.
@Suite struct PumpingExecutorTests {
  // The pumps run on threads of their own: a test's thread is one of Swift's few, which the jobs need.
  @Test func jobs_runOnThePumpingThread_untilDone_thenOnThePool() async {
    let pump = PumpingExecutor()
    let threads = Threads()
    let finished = Flag()
    Task.detached(executorPreference: pump) {
      for _ in 0..<3 {
        threads.note()
        await Task.yield()
      }
      finished.set()
      pump.wake()
    }
    let pumper = await OwnThread.run { () -> Int in
      pump.pump(until: { finished.isSet })
      return Threads.current
    }
    #expect(threads.seen == [pumper, pumper, pumper])
    // Once the pump has stopped, its jobs go to the pool: this one ends although nobody pumps.
    let later = await Task.detached(executorPreference: pump) { Threads.current }.value
    #expect(later != pumper)
  }

  /// The pump sleeps in the caller's `sleep`, on a pipe that a job queued from another thread, or `wake`,
  /// makes readable: a sleep that misses it never ends.
  @Test func sleep_isGivenAPipe_thatAJobOrWakeMakesReadable() async {
    let pump = PumpingExecutor()
    let done = Flag()
    // Queued from a thread of its own while the pump sleeps (not from the pool: a pool that a loaded machine
    // kept from running it for a minute failed this test in CI, which is not what it checks).
    OwnThread.start {
      usleep(20_000)
      Task.detached(executorPreference: pump) {
        done.set()
      }
    }
    let (sleeps, woken) = await OwnThread.run { () -> (Int, Bool) in
      var (sleeps, woken) = (0, true)
      pump.pump(until: { done.isSet }) {
      } sleep: { fd in
        sleeps += 1
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        // Bounded, so that a pipe nobody writes fails the test instead of hanging it.
        if poll(&entry, 1, 60_000) != 1 { woken = false }
      }
      return (sleeps, woken)
    }
    #expect(done.isSet)
    #expect(woken, "the pipe became readable")
    #expect(sleeps >= 1)
  }
}

/// A flag any thread sets once.
private final class Flag: Sendable {
  private let value = Atomic<Bool>(false)
  func set() { value.store(true, ordering: .releasing) }
  var isSet: Bool { value.load(ordering: .acquiring) }
}

/// The threads a job ran on, in order.
/// The kernel's thread ID: Glibc's module does not declare it.
@_silgen_name("gettid") private func gettid() -> Int32

private final class Threads: Sendable {
  private let list = Locked<[Int]>([])
  /// The kernel's ID, not `pthread_self()`: a thread made after the pumping thread has ended can be given the
  /// same pthread_t (Glibc reuses an ended thread's descriptor), which once made a pool thread look like the pump.
  static var current: Int { Int(gettid()) }
  func note() { list.withLock { $0.append(Self.current) } }
  var seen: [Int] { list.withLock { $0 } }
}
