import PushCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The accessible mode's input on a terminal, key by key: the terminal's own line editing and echo are
/// turned off, so that the session knows the half-typed line and can show it again after an announcement.
/// Ctrl-C and the other signals still work; every way out (quit, Ctrl-C, SIGTERM, SIGHUP, Ctrl-Z) gives the
/// terminal back as it was, and `fg` takes it again.
package enum TerminalInput {
  /// What comes from the terminal.
  package enum Event: Sendable {
    case key(LineKey)
    /// The input ended (the terminal closed).
    case ended
    /// The app was stopped (Ctrl-Z) and continued: the prompt is to be shown again.
    case resumed
    /// SIGINT, SIGTERM or SIGHUP: the session ends with 128 + the signal.
    case interrupted(Int32)
  }

  /// How many columns the terminal on `fd` has now; nil when it is not a terminal or does not say.
  package static func columns(of fd: Int32) -> Int? {
    var size = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// The terminal's modes before, and while, keys are read: written once, before the handlers that read
  /// them are installed, and never after, so the handler's reads see finished values. (A signal handler
  /// can reach no Swift object safely; plain memory allocated once is what it can read.)
  nonisolated(unsafe) private static let modes: UnsafeMutablePointer<termios> = .allocate(capacity: 2)
  /// The pipe a handler writes a signal's number to (non-blocking on both ends).
  private static let signals: (read: Int32, write: Int32) = {
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) == 0 {
      _ = fcntl(fds[0], F_SETFL, O_NONBLOCK)
      _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
    }
    return (fds[0], fds[1])
  }()
  private static let signalWrite: Int32 = signals.write

  private static let handler: @convention(c) (Int32) -> Void = { number in
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(TerminalInput.signalWrite, &byte, 1)
  }

  /// Takes the terminal on `fd` key by key; nil when it is not a terminal whose modes can be set. Call
  /// `restore` when the session ends.
  package static func start(fd: Int32 = STDIN_FILENO) -> AsyncStream<Event>? {
    var cooked = termios()
    guard isatty(fd) != 0, tcgetattr(fd, &cooked) == 0 else { return nil }
    var raw = cooked
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    modes[0] = cooked
    modes[1] = raw
    _ = signals
    _ = signalWrite
    // A crash while the terminal is raw must still give the shell its modes back (the full screen's rescue,
    // with the cooked modes saved now).
    FatalSignalRescue.armModes(of: fd)
    guard tcsetattr(fd, TCSADRAIN, &modes[1]) == 0 else {
      FatalSignalRescue.disarmModes()
      return nil
    }
    terminalFD = fd
    for sig in [SIGINT, SIGTERM, SIGHUP, SIGTSTP] { signal(sig, handler) }
    let (stream, continuation) = AsyncStream<Event>.makeStream()
    let reader = Reader(continuation, fd: fd)
    guard OwnThread.start({ reader.run() }) else {
      restore()
      return nil
    }
    return stream
  }

  /// Where the terminal was taken, for `restore`; -1 when it was not. Sound without a lock: written only by
  /// `start`, before the reader thread that also reads it is created (which orders the write before its reads).
  nonisolated(unsafe) private static var terminalFD: Int32 = -1

  /// Gives the terminal back as it was before `start`.
  package static func restore() {
    guard terminalFD >= 0 else { return }
    _ = tcsetattr(terminalFD, TCSADRAIN, &modes[0])
    FatalSignalRescue.disarmModes()
  }

  /// Reads the terminal and the signal pipe on a thread of its own.
  private final class Reader: Sendable {
    let continuation: AsyncStream<Event>.Continuation
    let fd: Int32
    init(_ continuation: AsyncStream<Event>.Continuation, fd: Int32) {
      self.continuation = continuation
      self.fd = fd
    }

    func run() {
      // The runtime's threads block these: this one takes them, wherever the process was started from.
      var set = sigset_t()
      sigemptyset(&set)
      for sig in [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT] { sigaddset(&set, sig) }
      pthread_sigmask(SIG_UNBLOCK, &set, nil)
      var decoder = LineKeyDecoder()
      var buffer = [UInt8](repeating: 0, count: 4_096)
      var fds = [
        pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: signals.read, events: Int16(POLLIN), revents: 0),
      ]
      while true {
        let ready = poll(&fds, 2, -1)
        if ready < 0 {
          if errno == EINTR { continue }
          break
        }
        if fds[1].revents != 0 {
          var byte: UInt8 = 0
          while read(signals.read, &byte, 1) == 1 {
            if !handle(Int32(byte)) { return }
          }
        }
        if fds[0].revents != 0 {
          let n = read(fd, &buffer, buffer.count)
          if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
          if n <= 0 { break }
          for key in decoder.decode(buffer[0..<n]) { continuation.yield(.key(key)) }
        }
      }
      continuation.yield(.ended)
      continuation.finish()
    }

    /// A signal: a stop gives the terminal back first and takes it again after; the others end the session.
    /// False when the session ends.
    func handle(_ sig: Int32) -> Bool {
      TerminalInput.restore()
      guard sig == SIGTSTP else {
        continuation.yield(.interrupted(sig))
        continuation.finish()
        return false
      }
      signal(SIGTSTP, SIG_DFL)
      raise(SIGTSTP)  // Stops the whole process here until SIGCONT.
      signal(SIGTSTP, TerminalInput.handler)
      _ = tcsetattr(fd, TCSADRAIN, &TerminalInput.modes[1])
      continuation.yield(.resumed)
      return true
    }
  }
}
