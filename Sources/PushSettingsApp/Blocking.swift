import PushCore
import Synchronization

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

  /// As `wait`, the work run on the calling thread (a pump) rather than the thread pool: for work that needs
  /// no other thread (render, gallery: named states on virtual time). Under heavy load a gallery once waited
  /// for ever on a pool that never started a thread for its task (the main thread in `take`, no worker).
  /// `work` is given the pump, for the stores it makes to run their effects on (they would go to the pool).
  static func pumped<T: Sendable>(_ work: @escaping @Sendable (PumpingExecutor) async -> T) -> T {
    let pump = PumpingExecutor()
    let box = begin(on: pump) { await work(pump) }
    pump.pump(until: { box.isReady })
    return box.take()
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

  /// One value handed from a task to a waiting thread.
  final class Box<T: Sendable>: Sendable {
    private let value = Locked<T?>(nil)
    private let ready = Condition()

    func put(_ newValue: T) {
      value.withLock { $0 = newValue }
      ready.signal()
    }

    /// Whether the value is there (`take` would not wait).
    var isReady: Bool { value.withLock { $0 != nil } }

    func take() -> T {
      while true {
        if let value = value.withLock({ $0 }) { return value }
        ready.wait { isReady }
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
