#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Threads of their own, for blocking work (a socket exchange, a read that waits for the user, a file
/// being written) that must never hold one of the few threads of Swift's cooperative pool. The one place
/// the app starts a thread.
public enum OwnThread {
  /// Starts `body` on a detached thread; false when no thread could be had (`body` has not run).
  @discardableResult
  public static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
    let job = Unmanaged.passRetained(Job(body))
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    var thread = pthread_t()
    let started = pthread_create(
      &thread, &attributes,
      { raw in
        blockTerminalSignals()
        Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue().body()
        return nil
      }, job.toOpaque())
    pthread_attr_destroy(&attributes)
    if started != 0 { job.release() }
    return started == 0
  }

  /// Runs `work` on a thread of its own and returns its result: a fan-out to many wikis waits for all of
  /// them at once, and a script waiting for a key in a terminal holds no thread of the pool.
  public static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { (continuation: CheckedContinuation<T, Never>) in
      let body: @Sendable () -> Void = { continuation.resume(returning: work()) }
      // No thread to be had: do the work here rather than not at all.
      if !start(body) { body() }
    }
  }

  private final class Job: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }
}

/// The terminal's signals go to the thread that runs the screen, never to one of these: a SIGCONT handled
/// here came late to a stop being made there (a burst of stops and continues left the app stopped). A
/// thread that reads them itself (the accessible mode's keys) unblocks them again.
private func blockTerminalSignals() {
  var set = sigset_t()
  sigemptyset(&set)
  for sig in [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH] { sigaddset(&set, sig) }
  pthread_sigmask(SIG_BLOCK, &set, nil)
}
