#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Standard input, line by line, read on a thread of its own: a read that waits for the user must not
/// hold one of the few threads Swift's tasks (the effects among them) run on.
enum LineReader {
  static func lines() -> AsyncStream<String> {
    let (stream, continuation) = AsyncStream<String>.makeStream()
    let context = Unmanaged.passRetained(Feed(continuation)).toOpaque()
    var thread = pthread_t()
    let started = pthread_create(
      &thread, nil,
      { context in
        let feed = Unmanaged<Feed>.fromOpaque(context!).takeRetainedValue()
        while let line = readLine(strippingNewline: true) { feed.continuation.yield(line) }
        feed.continuation.finish()
        return nil
      }, context)
    if started == 0 {
      pthread_detach(thread)
    } else {
      // No thread: say the input has ended rather than wait for lines that will never come.
      Unmanaged<Feed>.fromOpaque(context).release()
      continuation.finish()
    }
    return stream
  }

  private final class Feed: Sendable {
    let continuation: AsyncStream<String>.Continuation
    init(_ continuation: AsyncStream<String>.Continuation) { self.continuation = continuation }
  }
}
