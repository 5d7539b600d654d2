import PushCore
import PushLive
import PushQATools

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Standard input, line by line, read on a thread of its own: a read that waits for the user must not
/// hold one of the few threads Swift's tasks (the effects among them) run on.
package enum LineReader {
  /// The longest line kept: a longer one (`< /dev/zero` has no newline at all) is skipped, not stored.
  package static let limit = 65_536
  /// Stands for a line that was skipped because it was longer than `limit`. (Input that holds these very
  /// bytes only hears the same notice.)
  package static let tooLong = "\u{0}line-too-long"

  package static func lines(from fd: Int32 = STDIN_FILENO) -> AsyncStream<String> {
    let (stream, continuation) = AsyncStream<String>.makeStream()
    let feed = Feed(continuation, fd: fd)
    // No thread: say the input has ended rather than wait for lines that will never come.
    if !OwnThread.start({ feed.run() }) { continuation.finish() }
    return stream
  }

  /// Splits what `read(2)` returns into lines, at most `limit` bytes each.
  package final class Feed: Sendable {
    let continuation: AsyncStream<String>.Continuation
    let fd: Int32
    init(_ continuation: AsyncStream<String>.Continuation, fd: Int32) {
      self.continuation = continuation
      self.fd = fd
    }

    func run() {
      var line: [UInt8] = []
      var skipping = false
      var buffer = [UInt8](repeating: 0, count: 16_384)
      while true {
        let n = read(fd, &buffer, buffer.count)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { break }
        // The newlines found by memchr, the bytes between them copied whole: a loop over each byte ran at a
        // few MB/s in a debug build, so `< /dev/zero` kept a core busy for seconds.
        var start = 0
        while start < n {
          let end = buffer.withUnsafeBytes { bytes in
            memchr(bytes.baseAddress! + start, 0x0A, n - start).map { bytes.baseAddress!.distance(to: $0) } ?? n
          }
          if !skipping {
            line.append(contentsOf: buffer[start..<end])
            if line.count > LineReader.limit {
              continuation.yield(LineReader.tooLong)  // Said once, when the line passes the limit.
              line.removeAll()
              skipping = true
            }
          }
          if end < n {
            if !skipping { yield(line) }
            line.removeAll(keepingCapacity: true)
            skipping = false
          }
          start = end + 1
        }
      }
      if !skipping && !line.isEmpty { yield(line) }
      continuation.finish()
    }

    private func yield(_ bytes: [UInt8]) {
      let text = bytes.last == 0x0D ? bytes.dropLast() : bytes[...]
      continuation.yield(String(decoding: text, as: UTF8.self))
    }
  }
}
