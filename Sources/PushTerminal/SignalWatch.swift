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
    for sig in [SIGTERM, SIGHUP, SIGINT, SIGTSTP, SIGCONT] { watch(sig, with: handler) }
  }

  /// Installs `handler` for `sig` with every watched signal blocked while it runs: handlers that nest write
  /// out of order (a SIGCONT that came after a SIGTSTP, handled inside its handler before its write, read as if
  /// it came first, and the app stopped itself after the last continue).
  /// `previous`, when given, receives the action that was there.
  private static func watch(
    _ sig: Int32, with handler: @convention(c) (Int32) -> Void, previous: UnsafeMutablePointer<sigaction>? = nil
  ) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    for watched in [SIGTERM, SIGHUP, SIGINT, SIGTSTP, SIGCONT, SIGWINCH] { sigaddset(&action.sa_mask, watched) }
    action.sa_flags = Int32(SA_RESTART)
    sigaction(sig, &action, previous)
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
    watch(SIGWINCH, with: resizeHandler, previous: previousResize)
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

  /// Stops the process as SIGTSTP's default action would, then, once continued, watches SIGTSTP again. A stop
  /// undone before it is made is not made: the SIGTSTP is raised while blocked, so that a SIGCONT from then on
  /// discards it (POSIX), and a SIGCONT that came since the loop read its signals (seen in the pipe now)
  /// discards it by SIG_IGN. Made anyway, it stopped the app after the last continue of a burst, for good.
  public static func stopProcess() {
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTSTP)
    pthread_sigmask(SIG_BLOCK, &stop, nil)
    signal(SIGTSTP, SIG_DFL)
    raise(SIGTSTP)  // Pending until unblocked below.
    let since = readPipe()
    readAhead += since
    if since.contains(SIGCONT) { signal(SIGTSTP, SIG_IGN) }  // Discards the pending stop.
    pthread_sigmask(SIG_UNBLOCK, &stop, nil)  // The stop, unless it was discarded; continued here.
    watch(SIGTSTP, with: handler)
  }

  /// Signals `stopProcess` read from the pipe, for the next `takeAll`. Only the thread that runs the screen
  /// reads the pipe (hence unchecked).
  nonisolated(unsafe) private static var readAhead: [Int32] = []

  private static func readPipe() -> [Int32] {
    var signals: [Int32] = []
    var byte: UInt8 = 0
    while read(pipeFDs.read, &byte, 1) == 1 { signals.append(Int32(byte)) }
    return signals
  }

  /// The signals that arrived since the last call, in order.
  public static func takeAll() -> [Int32] {
    defer { readAhead = [] }
    return readAhead + readPipe()
  }

  /// What a loop does with the signals `takeAll` gave: the first that ends the app (nil if none), or else
  /// whether to stop. Only the last of the stops and continues counts: a stop followed by a continue was undone
  /// before the loop saw it, and two stops in a row are one (the kernel drops a continue still pending when a
  /// stop comes). Made anyway, a stop stopped the app after the last continue of a burst, for good.
  public static func plan(_ signals: [Int32]) -> (stop: Bool, ending: Int32?) {
    var stop = false
    for signal in signals {
      switch signal {
      case SIGWINCH: continue  // A resize only wakes the loop: ncurses makes it a key.
      case SIGTSTP: stop = true
      case SIGCONT: stop = false
      default: return (false, signal)  // Ending: a stop before it is moot.
      }
    }
    return (stop, nil)
  }
}
