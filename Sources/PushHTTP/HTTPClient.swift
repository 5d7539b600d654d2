import PushCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A small HTTP/1.1 client of our own (no Foundation, so the terminal binary stays static and quick to
/// start): one connection per request with `Connection: close`, connect and read timeouts, and a bound on
/// the size of an answer. Plain `http://` only.
public struct HTTPClient: Sendable {
  public var connectTimeoutMs: Int
  /// For sending the request and receiving the whole answer.
  public var readTimeoutMs: Int
  public var maxResponseBytes: Int

  public init(connectTimeoutMs: Int = 3_000, readTimeoutMs: Int = 10_000, maxResponseBytes: Int = 1 << 20) {
    self.connectTimeoutMs = connectTimeoutMs
    self.readTimeoutMs = readTimeoutMs
    self.maxResponseBytes = maxResponseBytes
  }

  /// Sends the request on a thread of its own and returns the whole answer. Cancelling the task ends the
  /// exchange (and its thread) at once, with `.cancelled`.
  public func send(_ request: HTTPRequest) async -> Result<HTTPResponse, HTTPError> {
    let connection = HTTPConnection(
      connectTimeoutMs: connectTimeoutMs, readTimeoutMs: readTimeoutMs, maxResponseBytes: maxResponseBytes)
    let bytes = request.serialized
    let host = request.url.host
    let port = request.url.port
    let cancel = CancelSignal()
    return await withTaskCancellationHandler {
      await OwnThread.run { connection.exchange(bytes, host: host, port: port, cancel: cancel.readFD) }
    } onCancel: {
      cancel.fire()
    }
  }
}

/// A pipe whose read end the exchange polls with its socket: writing to it ends the exchange's wait.
final class CancelSignal: Sendable {
  let readFD: Int32
  private let writeFD: Int32

  init() {
    var fds: [Int32] = [-1, -1]
    // Without a pipe (no descriptors left) the request simply cannot be cancelled early.
    if pipe(&fds) == 0 {
      for fd in fds {
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(fd, F_SETFL, O_NONBLOCK)
      }
    } else {
      fds = [-1, -1]
    }
    readFD = fds[0]
    writeFD = fds[1]
  }

  func fire() {
    guard writeFD >= 0 else { return }
    var byte: UInt8 = 1
    _ = write(writeFD, &byte, 1)
  }

  deinit {
    if readFD >= 0 { close(readFD) }
    if writeFD >= 0 { close(writeFD) }
  }
}
