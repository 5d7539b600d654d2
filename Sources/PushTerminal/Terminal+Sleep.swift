import PushCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension Terminal {
  /// Sleeps until standard input has something (unless `input` is false: it is not ours to read), one of
  /// `fds` can be read, a signal arrives, or `timeoutMs` passes (-1: no time limit). Calls nothing of ncurses,
  /// so any thread may wait here.
  public static func sleepUntilEvent(_ fds: [Int32], timeoutMs: Int32 = -1, input: Bool = true) {
    var entries = ((input ? [STDIN_FILENO] : []) + [SignalWatch.readFD] + fds).filter { $0 >= 0 }.map {
      pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
    }
    // EINTR (a resize, a signal) ends the wait too: the loop then reads what it brought.
    _ = poll(&entries, nfds_t(entries.count), timeoutMs)
  }
}
