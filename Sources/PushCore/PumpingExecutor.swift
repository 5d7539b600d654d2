import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs the app's first jobs on the thread that asks for them: while the full screen's main thread waits
/// for the app to be prepared (a named state driven to its place), it runs those jobs itself, one after the
/// other, instead of waking the thread pool for each hop (thread creation and wake-ups were half the time to
/// the first frame). Once that thread stops pumping, every job goes to the global executor as usual.
public final class PumpingExecutor: TaskExecutor, @unchecked Sendable {
  // Sound to send: every field is behind `state`, or is a `WakePipe` (Sendable).
  private struct State {
    var jobs: [UnownedJob] = []
    var pumping = true
  }
  private let state = Locked(State())
  /// Written to when a job comes or `wake` is called: the pump sleeps in poll(2) on it, beside whatever else
  /// its caller watches (the terminal's keys and signals, which must not wait for the app to be ready).
  private let wakeUp = WakePipe()

  public init() {}

  public func enqueue(_ job: consuming ExecutorJob) {
    let unowned = UnownedJob(job)
    let queued = state.withLock { s -> Bool in
      guard s.pumping else { return false }
      s.jobs.append(unowned)
      return true
    }
    if queued { wakeUp.ping() } else { globalConcurrentExecutor.enqueue(unowned) }
  }

  /// Runs jobs on the calling thread until `done` says so, sleeping while there are none; then hands every
  /// job, queued or to come, to the global executor. `meanwhile` runs on this thread each time it wakes (a
  /// job may have asked, through `wake`, for something only this thread may do: draw on the terminal).
  /// `sleep` is given the pipe a job or `wake` writes to, and returns once it can be read or something else
  /// the caller watches has come.
  public func pump(
    until done: () -> Bool, meanwhile: () -> Void = {}, sleep: (Int32) -> Void = { PumpingExecutor.sleep(on: $0) }
  ) {
    while true {
      while let job = state.withLock({ $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }) {
        job.runSynchronously(on: asUnownedTaskExecutor())
      }
      meanwhile()
      if done() { break }
      // A job queued after this look pings the pipe (emptied before the look), so the sleep cannot miss it.
      if state.withLock({ $0.jobs.isEmpty }) { sleep(wakeUp.readFD) }
      wakeUp.drain()
    }
    let left = state.withLock { s -> [UnownedJob] in
      s.pumping = false
      defer { s.jobs = [] }
      return s.jobs
    }
    for job in left { globalConcurrentExecutor.enqueue(job) }
  }

  /// Wakes a pump that sleeps, for it to look at `done` again.
  public func wake() { wakeUp.ping() }

  /// Sleeps until `fd` can be read (or a signal interrupts the wait).
  public static func sleep(on fd: Int32) {
    var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    _ = poll(&entry, 1, -1)
  }
}

/// A condition to sleep on until another thread says something changed.
public final class Condition: @unchecked Sendable {
  // Sound to send: the pthread objects are used only through these methods, under the mutex.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private var signalled = false

  public init() {
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  public func signal() {
    pthread_mutex_lock(mutex)
    signalled = true
    pthread_cond_signal(condition)
    pthread_mutex_unlock(mutex)
  }

  /// Sleeps until signalled (or `ready` already holds).
  public func wait(_ ready: () -> Bool) {
    pthread_mutex_lock(mutex)
    while !signalled && !ready() { pthread_cond_wait(condition, mutex) }
    signalled = false
    pthread_mutex_unlock(mutex)
  }
}
