import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

#if THREAD_SANITIZER
  /// Under ThreadSanitizer (`scripts/sanitize thread` builds with `-DTHREAD_SANITIZER`), the locks are
  /// pthread mutexes, which it sees: the standard library's `Mutex` locks with futex calls from code built
  /// without it, so every access it guards was reported as a race (114 reports, all false).
  public final class Locked<Value>: @unchecked Sendable {
    // Sound to send: `value` is only reached under `mutex`.
    private var value: Value
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    public init(_ value: sending Value) {
      self.value = value
      pthread_mutex_init(mutex, nil)
    }

    deinit {
      pthread_mutex_destroy(mutex)
      mutex.deallocate()
    }

    public func withLock<Result, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E)
      -> sending Result
    {
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body(&value)
    }
  }
#else
  /// The standard library's `Mutex`; a pthread mutex under ThreadSanitizer, which cannot see this one.
  public typealias Locked<Value> = Mutex<Value>
#endif
