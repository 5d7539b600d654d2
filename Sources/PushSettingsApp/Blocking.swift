import PushCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs async work on the thread pool and blocks the calling thread until it is done: how the executable's
/// synchronous main thread runs async code. The work must not need the waiting thread.
enum Blocking {
  static func wait<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    begin(work).take()
  }

  /// Starts async work on the thread pool and returns at once: the calling thread does something else
  /// meanwhile (the full screen starts ncurses while the app is prepared), then takes the result.
  static func begin<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> Box<T> {
    let box = Box<T>()
    Task.detached { box.put(await work()) }
    return box
  }

  /// As `begin`, the work preferring `pump`, which is told when the result is there.
  static func begin<T: Sendable>(on pump: PumpingExecutor, _ work: @escaping @Sendable () async -> T) -> Box<T> {
    let box = Box<T>()
    Task.detached(executorPreference: pump) {
      box.put(await work())
      pump.wake()
    }
    return box
  }

  /// One value handed from a task to a waiting thread, under a mutex and a condition.
  final class Box<T: Sendable>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var value: T?

    init() {
      pthread_mutex_init(mutex, nil)
      pthread_cond_init(condition, nil)
    }

    deinit {
      pthread_cond_destroy(condition)
      pthread_mutex_destroy(mutex)
      condition.deallocate()
      mutex.deallocate()
    }

    func put(_ newValue: T) {
      pthread_mutex_lock(mutex)
      value = newValue
      pthread_cond_signal(condition)
      pthread_mutex_unlock(mutex)
    }

    /// Whether the value is there (`take` would not wait).
    var isReady: Bool {
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return value != nil
    }

    func take() -> T {
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      while true {
        if let value { return value }
        pthread_cond_wait(condition, mutex)
      }
    }
  }
}

/// A value handed from a thread to the task it then waits for (`Blocking.wait`): the thread does not touch it
/// until the task is done, so only one of them uses it at a time, which is what makes it sound to send.
struct Handed<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}
