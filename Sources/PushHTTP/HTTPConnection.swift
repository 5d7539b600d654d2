#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One blocking request-response exchange over a TCP socket, bounded in time and size.
struct HTTPConnection {
  var connectTimeoutMs: Int
  var readTimeoutMs: Int
  var maxResponseBytes: Int

  /// - Parameter cancel: a descriptor that becomes readable when the request is cancelled (-1: never).
  func exchange(_ request: [UInt8], host: String, port: Int, cancel: Int32 = -1) -> Result<HTTPResponse, HTTPError> {
    let fd: Int32
    switch connect(host: host, port: port, cancel: cancel) {
    case .success(let connected): fd = connected
    case .failure(let error): return .failure(error)
    }
    defer { close(fd) }
    // The read timeout covers sending the request and receiving the whole answer.
    let deadline = Self.nowMs() + readTimeoutMs
    if let error = sendAll(fd, request, deadline: deadline, cancel: cancel) { return .failure(error) }
    var reader = HTTPResponseReader()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      switch wait(fd, for: Int16(POLLIN), until: deadline, cancel: cancel) {
      case .ready: break
      case .timedOut: return .failure(.readTimedOut(ms: readTimeoutMs))
      case .failed(let error): return .failure(error)
      }
      let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK { continue }
        return .failure(.io(Self.errorText()))
      }
      if count > 0 {
        reader.append(buffer[0..<count])
        if reader.bytes.count > maxResponseBytes { return .failure(.responseTooLarge(limit: maxResponseBytes)) }
      }
      do {
        if let response = try reader.response(atEOF: count == 0) { return .success(response) }
      } catch {
        return .failure(error)
      }
    }
  }

  /// The addresses a host stands for, without the C library's resolver: an IP address, or localhost (its
  /// IPv4 then IPv6 loopback). A name would need the resolver, which waits as long as DNS takes, outside the
  /// connect time-out, and which a statically linked binary cannot load (it needs the NSS modules of the
  /// very C library it was built with, at run time).
  static func numericHosts(_ host: String) -> [String] {
    host.lowercased() == "localhost" ? ["127.0.0.1", "::1"] : [host]
  }

  private func connect(host: String, port: Int, cancel: Int32) -> Result<Int32, HTTPError> {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    // Numbers only: getaddrinfo then neither waits nor loads anything.
    hints.ai_flags = AI_NUMERICSERV | AI_NUMERICHOST
    var lists: [UnsafeMutablePointer<addrinfo>] = []
    defer { for list in lists { freeaddrinfo(list) } }
    for candidate in Self.numericHosts(host) {
      var list: UnsafeMutablePointer<addrinfo>?
      if getaddrinfo(candidate, String(port), &hints, &list) == 0, let list { lists.append(list) }
    }
    guard let first = lists.first else { return .failure(.cannotResolve(host: host)) }
    var lastError = HTTPError.connectFailed(host: host, port: port, reason: "no address")
    var addresses: [UnsafeMutablePointer<addrinfo>] = []
    for list in lists {
      var entry: UnsafeMutablePointer<addrinfo>? = list
      while let address = entry {
        addresses.append(address)
        entry = address.pointee.ai_next
      }
    }
    _ = first
    for address in addresses {
      let fd = socket(address.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
      guard fd >= 0 else {
        lastError = .connectFailed(host: host, port: port, reason: Self.errorText())
        continue
      }
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL, 0) | O_NONBLOCK)
      var result = Glibc.connect(fd, address.pointee.ai_addr, address.pointee.ai_addrlen)
      if result != 0 && errno == EINPROGRESS {
        switch wait(fd, for: Int16(POLLOUT), until: Self.nowMs() + connectTimeoutMs, cancel: cancel) {
        case .ready: break
        case .timedOut:
          close(fd)
          lastError = .connectTimedOut(host: host, port: port, ms: connectTimeoutMs)
          continue
        case .failed(.cancelled):
          close(fd)
          return .failure(.cancelled)
        case .failed:
          lastError = .connectFailed(host: host, port: port, reason: Self.errorText())
          close(fd)
          continue
        }
        var socketError: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        getsockopt(fd, SOL_SOCKET, SO_ERROR, &socketError, &length)
        errno = socketError
        result = socketError == 0 ? 0 : -1
      }
      if result == 0 { return .success(fd) }
      lastError =
        errno == ECONNREFUSED
        ? .connectionRefused(host: host, port: port) : .connectFailed(host: host, port: port, reason: Self.errorText())
      close(fd)
    }
    return .failure(lastError)
  }

  private func sendAll(_ fd: Int32, _ bytes: [UInt8], deadline: Int, cancel: Int32) -> HTTPError? {
    var sent = 0
    while sent < bytes.count {
      let count = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
      if count >= 0 {
        sent += count
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        switch wait(fd, for: Int16(POLLOUT), until: deadline, cancel: cancel) {
        case .ready: break
        case .timedOut: return .readTimedOut(ms: readTimeoutMs)
        case .failed(let error): return error
        }
      } else if errno != EINTR {
        return .io(Self.errorText())
      }
    }
    return nil
  }

  private enum Readiness { case ready, timedOut, failed(HTTPError) }

  /// Waits until the socket is ready for `events`, the deadline (monotonic milliseconds) passes, or `cancel`
  /// becomes readable (`.failed(.cancelled)`).
  private func wait(_ fd: Int32, for events: Int16, until deadline: Int, cancel: Int32) -> Readiness {
    while true {
      let remaining = deadline - Self.nowMs()
      if remaining <= 0 { return .timedOut }
      // A negative descriptor is skipped by poll: no cancellation then.
      var entries = [pollfd(fd: fd, events: events, revents: 0), pollfd(fd: cancel, events: Int16(POLLIN), revents: 0)]
      let ready = poll(&entries, 2, Int32(min(remaining, Int(Int32.max))))
      if ready > 0 {
        if entries[1].revents != 0 { return .failed(.cancelled) }
        return .ready
      }
      if ready == 0 { return .timedOut }
      if errno != EINTR { return .failed(.io(Self.errorText())) }
    }
  }

  static func nowMs() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return now.tv_sec * 1_000 + now.tv_nsec / 1_000_000
  }

  private static func errorText() -> String { String(cString: strerror(errno)) }
}
