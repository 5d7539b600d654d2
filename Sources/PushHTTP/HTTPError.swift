/// Why an HTTP exchange did not produce a response, in words a person can act on.
public enum HTTPError: Error, Equatable, Sendable, CustomStringConvertible {
  case invalidURL(String)
  /// An `https://` URL: this client speaks plain HTTP only.
  case tlsNotBuiltIn(String)
  case cannotResolve(host: String)
  case connectionRefused(host: String, port: Int)
  case connectFailed(host: String, port: Int, reason: String)
  case connectTimedOut(host: String, port: Int, ms: Int)
  /// The whole response did not arrive within the read timeout.
  case readTimedOut(ms: Int)
  case responseTooLarge(limit: Int)
  case malformedResponse(String)
  /// The server closed the connection before the response was complete.
  case closedEarly
  /// Sending or receiving failed once connected.
  case io(String)
  /// The task that sent the request was cancelled; the exchange stopped there.
  case cancelled

  /// Whether any of the request may have reached the server: it was connected, so it may have carried the
  /// request out though no whole answer came back (a write then counts as possibly made).
  public var requestMayHaveArrived: Bool {
    switch self {
    case .invalidURL, .tlsNotBuiltIn, .cannotResolve, .connectionRefused, .connectFailed, .connectTimedOut: false
    // Cancelled: it may have been connected and sent already.
    case .readTimedOut, .responseTooLarge, .malformedResponse, .closedEarly, .io, .cancelled: true
    }
  }

  public var description: String {
    switch self {
    case .invalidURL(let text): "not an http:// URL: \(text)"
    case .tlsNotBuiltIn(let url):
      "\(url): https:// is not supported, TLS is not built in (use an http:// URL, such as a local wiki from "
        + "scripts/mediawiki)"
    case .cannotResolve(let host):
      "cannot reach \(host): only IP addresses and localhost are used, not host names (this static binary has "
        + "no resolver it could load, and a lookup could not be bounded by the connect time-out); give the "
        + "wiki's address, such as 127.0.0.1"
    case .connectionRefused(let host, let port): "the connection to \(host):\(port) was refused"
    case .connectFailed(let host, let port, let reason): "cannot connect to \(host):\(port): \(reason)"
    case .connectTimedOut(let host, let port, let ms): "no connection to \(host):\(port) within \(ms) ms"
    case .readTimedOut(let ms): "the answer did not arrive within \(ms) ms"
    case .responseTooLarge(let limit): "the answer was larger than \(limit) bytes"
    case .malformedResponse(let reason): "the answer was not valid HTTP: \(reason)"
    case .closedEarly: "the server closed the connection before the answer was complete"
    case .io(let reason): "the connection failed: \(reason)"
    case .cancelled: "the request was cancelled"
    }
  }
}
