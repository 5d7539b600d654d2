import PushCore
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A tiny HTTP server on 127.0.0.1 for the client's tests and the hostile wiki: it reads each request (head
/// and `Content-Length` body) and answers as the test's handler says, in pieces, slowly, never, or endlessly.
/// Loopback only, and bounded: a request head over 64 KiB is dropped.
public final class TestServer: Sendable {
  public struct Request: Sendable {
    public var head: String
    public var body: String
    public var requestLine: String { String(head.split(separator: "\r\n").first ?? "") }
    public var target: String { String(requestLine.split(separator: " ").dropFirst().first ?? "") }
    public func header(_ name: String) -> String? {
      for line in head.split(separator: "\r\n").dropFirst() {
        let parts = line.split(separator: ":", maxSplits: 1)
        if parts.count == 2, parts[0].lowercased() == name.lowercased() {
          return String(parts[1].drop { $0 == " " })
        }
      }
      return nil
    }
  }

  public enum Reply: Sendable {
    /// Sends each piece after waiting its milliseconds, then closes.
    case pieces([(delayMs: Int, bytes: [UInt8])])
    /// Reads the request and never answers (until the server stops).
    case silence
    /// Sends this many bytes of a body that never ends, then closes.
    case flood(bytes: Int)

    public static func text(_ text: String) -> Reply { .pieces([(0, Array(text.utf8))]) }

    /// A 200 answer with a JSON body and `Content-Length`, and any extra header lines.
    public static func json(_ body: String, headers: [String] = []) -> Reply {
      let head =
        (["HTTP/1.1 200 OK", "Content-Type: application/json", "Content-Length: \(body.utf8.count)"]
        + headers).joined(separator: "\r\n")
      return .text(head + "\r\n\r\n" + body)
    }
  }

  public let port: Int
  private let listener: Int32
  private let handler: @Sendable (Request) -> Reply
  private let received = Locked<[Request]>([])
  private let stopped = Atomic<Bool>(false)
  private let accepting: Bool

  /// - Parameter backlog: the listen queue; with `accepting: false` nothing is accepted (connects pile up).
  public init(accepting: Bool = true, backlog: Int32 = 16, handler: @escaping @Sendable (Request) -> Reply) throws {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    guard let bound = bindLoopback(fd), listen(fd, backlog) == 0 else {
      throw TestServerError(message: "cannot listen")
    }
    listener = fd
    port = bound
    self.handler = handler
    self.accepting = accepting
    if accepting { Self.thread { [self] in acceptLoop() } }
  }

  public var url: String { "http://127.0.0.1:\(port)/w/api.php" }

  public var requests: [Request] { received.withLock { $0 } }

  /// The listen queue as the kernel counts it (TCP_INFO of a listening socket): connections waiting to be
  /// accepted, and the most it holds before it drops a SYN (Linux drops once `waiting > limit`).
  public var acceptQueue: (waiting: Int, limit: Int)? {
    var info = tcp_info()
    var length = socklen_t(MemoryLayout<tcp_info>.size)
    guard getsockopt(listener, Int32(IPPROTO_TCP), TCP_INFO, &info, &length) == 0 else { return nil }
    return (Int(info.tcpi_unacked), Int(info.tcpi_sacked))
  }

  public func stop() {
    guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
    shutdown(listener, Int32(SHUT_RDWR))  // Wakes the accept thread, and every accept after fails.
    // The accept thread closes the listener as it ends. Closed here, its number could go to the next test's
    // server while that thread was about to accept on it: it then took that server's request (seen under
    // load, a request that never reached the server it was sent to).
    if !accepting { close(listener) }
  }

  deinit { if !stopped.load(ordering: .relaxed) { stop() } }

  private func acceptLoop() {
    defer { close(listener) }
    while !stopped.load(ordering: .relaxed) {
      let client = accept(listener, nil, nil)
      guard client >= 0 else {
        if errno == EINTR { continue }
        return
      }
      Self.thread { [self] in serve(client) }
    }
  }

  private func serve(_ client: Int32) {
    defer { close(client) }
    guard let request = readRequest(client) else { return }
    received.withLock { $0.append(request) }
    switch handler(request) {
    case .pieces(let pieces):
      for (delayMs, bytes) in pieces {
        if delayMs > 0 { usleep(UInt32(delayMs * 1_000)) }
        _ = bytes.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      }
    case .silence:
      while !stopped.load(ordering: .relaxed) { usleep(20_000) }
    case .flood(let total):
      let head = Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n".utf8)
      _ = head.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 16 * 1024)
      var sent = 0
      while sent < total {
        let n = chunk.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if n <= 0 { return }
        sent += n
      }
    }
  }

  private func readRequest(_ client: Int32) -> Request? {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    let marker: [UInt8] = [13, 10, 13, 10]
    while true {
      if let end = find(marker, in: bytes) {
        let head = String(decoding: bytes[..<end], as: UTF8.self)
        let request = Request(head: head, body: "")
        let length = Int(request.header("Content-Length") ?? "0") ?? 0
        if bytes.count - (end + 4) >= length {
          return Request(head: head, body: String(decoding: bytes[(end + 4)..<(end + 4 + length)], as: UTF8.self))
        }
      }
      if bytes.count > 64 * 1024 { return nil }
      let n = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
      if n <= 0 { return nil }
      bytes += buffer[0..<n]
    }
  }

  private func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    for i in 0...(bytes.count - needle.count) where bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
    return nil
  }

  private static func thread(_ body: @escaping @Sendable () -> Void) { OwnThread.start(body) }
}

public struct TestServerError: Error {
  public var message: String
  public init(message: String) { self.message = message }
}

/// A port on 127.0.0.1 with nothing listening, held until `release()`: a socket bound there (without
/// `SO_REUSEADDR`) and never listening, so a connection is refused and no other socket can take the port.
/// A port only bound once and closed again was taken by a test server running alongside (CI: the "refused"
/// request reached a silent server and timed out after 10 s).
public final class ClosedPort: Sendable {
  public let port: Int
  private let fd: Int32

  public init() {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0, let bound = bindLoopback(fd) else { preconditionFailure("cannot bind a port on 127.0.0.1") }
    self.fd = fd
    port = bound
  }

  public func release() { close(fd) }
}

/// Binds `fd` to a free port on 127.0.0.1 and returns the port; nil if it cannot.
private func bindLoopback(_ fd: Int32) -> Int? {
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  address.sin_port = 0
  let bound = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
  }
  guard bound == 0 else { return nil }
  var length = socklen_t(MemoryLayout<sockaddr_in>.size)
  _ = withUnsafeMutablePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
  }
  return Int(UInt16(bigEndian: address.sin_port))
}
