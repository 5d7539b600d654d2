#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs blocking work (a socket exchange) on a thread of its own, so that it never holds one of the few
/// threads of Swift's cooperative pool: a fan-out to many wikis waits for all of them at once, and a script
/// waiting for a key in a terminal holds no thread of the pool.
public enum OwnThread {
  public static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { (continuation: CheckedContinuation<T, Never>) in
      let job = Unmanaged.passRetained(Job { continuation.resume(returning: work()) })
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
      var thread = pthread_t()
      let started = pthread_create(
        &thread, &attributes,
        { raw in
          Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue().body()
          return nil
        }, job.toOpaque())
      pthread_attr_destroy(&attributes)
      if started != 0 {
        // No thread to be had: do the work here rather than not at all.
        job.takeRetainedValue().body()
      }
    }
  }

  private final class Job: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }
}
