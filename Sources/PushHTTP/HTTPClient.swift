import PushCore

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

  /// Sends the request on a thread of its own and returns the whole answer.
  public func send(_ request: HTTPRequest) async -> Result<HTTPResponse, HTTPError> {
    let connection = HTTPConnection(
      connectTimeoutMs: connectTimeoutMs, readTimeoutMs: readTimeoutMs, maxResponseBytes: maxResponseBytes)
    let bytes = request.serialized
    let host = request.url.host
    let port = request.url.port
    return await OwnThread.run { connection.exchange(bytes, host: host, port: port) }
  }
}
