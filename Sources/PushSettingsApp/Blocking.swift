#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs async work on the thread pool and blocks the calling thread until it is done: how the executable's
/// synchronous main thread runs async code. The work must not need the waiting thread.
enum Blocking {
  static func wait<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    let box = Box<T>()
    Task.detached { box.put(await work()) }
    return box.take()
  }

  /// One value handed from a task to a waiting thread, under a mutex and a condition.
  private final class Box<T: Sendable>: @unchecked Sendable {
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
