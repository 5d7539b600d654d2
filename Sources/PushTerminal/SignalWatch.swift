import CNCurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Turns SIGTERM, SIGHUP, SIGINT and SIGTSTP into a value the main loop polls, so it can restore the
/// terminal and save before it exits, or restore it before it stops. The handler only stores into a pipe,
/// which is async-signal-safe.
public enum SignalWatch {
  private static let pipeFDs: (read: Int32, write: Int32) = {
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) == 0 {
      _ = fcntl(fds[0], F_SETFL, O_NONBLOCK)
      _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
    }
    return (fds[0], fds[1])
  }()

  private static let writeFD: Int32 = pipeFDs.write

  /// The pipe the signals arrive in, for a loop to sleep on.
  public static var readFD: Int32 { pipeFDs.read }

  /// Installs the handlers and lets the calling thread (the one that runs the screen) receive these
  /// signals and the terminal's own (resize, stop, continue): a parent may have started us with them
  /// blocked (a test runner's worker thread does), and the runtime's threads block them all.
  public static func install() {
    var set = sigset_t()
    sigemptyset(&set)
    for sig in [SIGTERM, SIGHUP, SIGINT, SIGWINCH, SIGTSTP, SIGCONT] { sigaddset(&set, sig) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    // Made now: a global's first use runs its initializer (a lock, an allocation), which the handler must
    // never be the one to do.
    _ = pipeFDs
    _ = writeFD
    // SIGTSTP too: a stop from outside (kill -TSTP) must restore the terminal first, as Ctrl-Z does. SIGCONT
    // only to be seen: a stop asked for before it was already undone (`stops`).
    for sig in [SIGTERM, SIGHUP, SIGINT, SIGTSTP, SIGCONT] { signal(sig, handler) }
  }

  private static let handler: @convention(c) (Int32) -> Void = { number in
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(SignalWatch.writeFD, &byte, 1)
  }

  /// The SIGWINCH handler that was there before `watchResize` (ncurses's, which marks the screen for a
  /// KEY_RESIZE): ours calls it after its own write. Allocated before any handler can run; written once,
  /// before ours is installed, and only read after (hence unchecked).
  nonisolated(unsafe) private static let previousResize: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
    pointer.initialize(to: sigaction())
    return pointer
  }()

  /// Makes a resize wake a loop asleep on `readFD` too (a walkthrough's hold sleeps on a thread of its own,
  /// which the signal does not interrupt), keeping ncurses's own handler. Call once ncurses has started.
  public static func watchResize() {
    _ = pipeFDs
    _ = writeFD
    let previous = previousResize
    var ours = sigaction()
    ours.__sigaction_handler.sa_handler = resizeHandler
    sigemptyset(&ours.sa_mask)
    ours.sa_flags = Int32(SA_RESTART)
    sigaction(SIGWINCH, &ours, previous)
  }

  private static let resizeHandler: @convention(c) (Int32) -> Void = { number in
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(SignalWatch.writeFD, &byte, 1)
    let previous = SignalWatch.previousResize.pointee
    // SIG_DFL is a null handler, SIG_IGN the address 1: only a real function is called.
    if previous.sa_flags & Int32(SA_SIGINFO) == 0, let handler = previous.__sigaction_handler.sa_handler,
      unsafeBitCast(handler, to: Int.self) > 1
    {
      handler(number)
    }
  }

  /// Stops the process as SIGTSTP's default action would, then, once continued, watches SIGTSTP again.
  public static func stopProcess() {
    signal(SIGTSTP, SIG_DFL)
    raise(SIGTSTP)  // Not blocked on this thread: install unblocked it.
    signal(SIGTSTP, handler)
  }

  /// The signals that arrived since the last call, in order.
  public static func takeAll() -> [Int32] {
    var signals: [Int32] = []
    var byte: UInt8 = 0
    while read(pipeFDs.read, &byte, 1) == 1 { signals.append(Int32(byte)) }
    return signals
  }

  /// What a loop does with the signals `takeAll` gave: the first that ends the app (nil if none), and how
  /// many stops to make before it. A stop followed by a SIGCONT in the same batch was undone before the loop
  /// saw it: made then, it would stop the app after the last continue, and nothing would continue it.
  public static func plan(_ signals: [Int32]) -> (stops: Int, ending: Int32?) {
    var stops = 0
    for (index, signal) in signals.enumerated() {
      switch signal {
      case SIGWINCH, SIGCONT: continue  // A resize only wakes the loop: ncurses makes it a key.
      case SIGTSTP: if !signals[(index + 1)...].contains(SIGCONT) { stops += 1 }
      default: return (stops, signal)
      }
    }
    return (stops, nil)
  }
}
