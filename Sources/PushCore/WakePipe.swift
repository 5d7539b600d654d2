import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A pipe that any thread writes a byte to when the screen may need drawing (the store changed, a call was
/// recorded): the main loop sleeps in poll(2) on it, on standard input and on the signal pipe, so it wakes
/// for a key, a signal or a change, and never on a timer.
public final class WakePipe: Sendable {
  public let readFD: Int32
  private let writeFD: Int32
  /// A byte is in the pipe and not yet drained: a burst of changes writes one.
  private let pending = Atomic<Bool>(false)

  public init() {
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) == 0 {
      for fd in fds {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
      }
    }
    readFD = fds[0]
    writeFD = fds[1]
  }

  deinit {
    close(readFD)
    close(writeFD)
  }

  /// Wakes the loop, if it is not woken already.
  public func ping() {
    guard !pending.exchange(true, ordering: .acquiringAndReleasing) else { return }
    var byte: UInt8 = 1
    _ = write(writeFD, &byte, 1)
  }

  /// Empties the pipe, then lets the next change write again. In this order: a change made while the pipe is
  /// emptied writes nothing and is drawn by the frame that follows; cleared first, a byte written meanwhile
  /// would be read here and leave `pending` set with the pipe empty, and every later change would be lost.
  public func drain() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while buffer.withUnsafeMutableBytes({ read(readFD, $0.baseAddress, $0.count) }) > 0 {}
    pending.store(false, ordering: .releasing)
  }
}
