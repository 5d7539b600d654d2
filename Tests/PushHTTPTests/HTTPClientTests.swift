import PushCore
import PushTestSupport
import Testing

@testable import PushHTTP

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The client against a real socket server on 127.0.0.1.
@Suite struct HTTPClientTests {
  private func elapsedMs(_ start: timespec) -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return (now.tv_sec - start.tv_sec) * 1_000 + (now.tv_nsec - start.tv_nsec) / 1_000_000
  }

  private func monotonicNow() -> timespec {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return now
  }

  @Test func get_sendsHostAndConnectionClose_andReadsTheAnswer() async throws {
    let server = try TestServer { _ in .json(#"{"ok":true}"#) }
    defer { server.stop() }
    let url = try HTTPURL(parsing: server.url).withQuery([("action", "query"), ("type", "csrf")])
    let response = try await HTTPClient().send(.get(url)).get()
    #expect(response.status == 200)
    #expect(response.bodyText == #"{"ok":true}"#)
    let request = try #require(server.requests.first)
    #expect(request.requestLine == "GET /w/api.php?action=query&type=csrf HTTP/1.1")
    #expect(request.header("Host") == "127.0.0.1:\(server.port)")
    #expect(request.header("Connection") == "close")
  }

  @Test func postForm_sendsAPercentEncodedBodyWithItsLength() async throws {
    let server = try TestServer { _ in .json("{}") }
    defer { server.stop() }
    let url = try HTTPURL(parsing: server.url)
    _ = try await HTTPClient().send(.postForm(url, form: [("token", "abc+\\"), ("change", "k=1")])).get()
    let request = try #require(server.requests.first)
    #expect(request.requestLine == "POST /w/api.php HTTP/1.1")
    #expect(request.body == "token=abc%2B%5C&change=k%3D1")
    #expect(request.header("Content-Length") == String(request.body.utf8.count))
    #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
  }

  @Test func send_chunkedAnswerInSlowPieces_isDecoded() async throws {
    let server = try TestServer { _ in
      .pieces([
        (0, Array("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{\"a\":".utf8)),
        (30, Array("\r\n2\r\n12\r\n".utf8)),
        (30, Array("1\r\n}\r\n0\r\n\r\n".utf8)),
      ])
    }
    defer { server.stop() }
    let response = try await HTTPClient().send(.get(try HTTPURL(parsing: server.url))).get()
    #expect(response.bodyText == #"{"a":12}"#)
  }

  @Test func send_answerOverTheBound_failsTooLarge() async throws {
    let server = try TestServer { _ in .flood(bytes: 4 << 20) }
    defer { server.stop() }
    let client = HTTPClient(maxResponseBytes: 100_000)
    let result = await client.send(.get(try HTTPURL(parsing: server.url)))
    #expect(result.failureValue == .responseTooLarge(limit: 100_000))
  }

  /// Times one exchange on a thread of its own, with the clock read on that thread around the call only: a
  /// starved test process waits longer for the result (Swift's pool took 11-18 s to resume a test under a
  /// full parallel run), not for the exchange. A watchdog cancels an exchange still running after 60 s, so
  /// a time-out that never fires fails the test instead of hanging it.
  private func timedExchange(_ connection: HTTPConnection, port: Int) async -> (Result<HTTPResponse, HTTPError>, Int) {
    let cancel = CancelSignal()
    let watchdog = Task {
      try await Task.sleep(for: .seconds(60))
      cancel.fire()
    }
    defer { watchdog.cancel() }
    let bytes = HTTPRequest.get(try! HTTPURL(parsing: "http://127.0.0.1:\(port)/w/api.php")).serialized
    return await OwnThread.run {
      var start = timespec()
      clock_gettime(CLOCK_MONOTONIC, &start)
      let result = connection.exchange(bytes, host: "127.0.0.1", port: port, cancel: cancel.readFD)
      var end = timespec()
      clock_gettime(CLOCK_MONOTONIC, &end)
      return (result, (end.tv_sec - start.tv_sec) * 1_000 + (end.tv_nsec - start.tv_nsec) / 1_000_000)
    }
  }

  /// The failure a caller sees: the kind, with the configured time-out in it.
  @Test func send_serverThatNeverAnswers_failsReadTimedOut() async throws {
    let server = try TestServer { _ in .silence }
    defer { server.stop() }
    let start = monotonicNow()
    let result = await HTTPClient(readTimeoutMs: 300).send(.get(try HTTPURL(parsing: server.url)))
    #expect(result.failureValue == .readTimedOut(ms: 300))
    // Not before its time; how late the answer comes back to the test depends on the machine's load.
    #expect(elapsedMs(start) >= 290, "took \(elapsedMs(start)) ms")
  }

  /// On time: not before the time-out, and well before twice it (a time-out that restarts, or waits a
  /// second round, shows). Timed on the exchange's own thread, so a busy machine does not count.
  @Test func exchange_serverThatNeverAnswers_timesOutOnTime() async throws {
    let server = try TestServer { _ in .silence }
    defer { server.stop() }
    let connection = HTTPConnection(connectTimeoutMs: 3_000, readTimeoutMs: 500, maxResponseBytes: 1 << 20)
    let (result, elapsed) = await timedExchange(connection, port: server.port)
    #expect(result.failureValue == .readTimedOut(ms: 500))
    #expect(elapsed >= 490 && elapsed < 1_000, "took \(elapsed) ms")
  }

  @Test func send_answerTrickling_timesOutOnTheWholeAnswer() async throws {
    // Each piece comes within the timeout, the whole answer does not.
    let server = try TestServer { _ in
      .pieces([(0, Array("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n".utf8))] + (0..<10).map { _ in (100, [0x41]) })
    }
    defer { server.stop() }
    let result = await HTTPClient(readTimeoutMs: 400).send(.get(try HTTPURL(parsing: server.url)))
    #expect(result.failureValue == .readTimedOut(ms: 400))
  }

  @Test func send_nothingListening_isConnectionRefused() async throws {
    let closed = ClosedPort()
    defer { closed.release() }
    let port = closed.port
    let result = await HTTPClient().send(.get(try HTTPURL(parsing: "http://127.0.0.1:\(port)/api.php")))
    #expect(result.failureValue == .connectionRefused(host: "127.0.0.1", port: port))
  }

  @Test func send_serverClosingMidAnswer_failsClosedEarly() async throws {
    let server = try TestServer { _ in .text("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{\"partial\":") }
    defer { server.stop() }
    let result = await HTTPClient().send(.get(try HTTPURL(parsing: server.url)))
    #expect(result.failureValue == .closedEarly)
  }

  /// A listener that never accepts, its queue filled by connections of our own: the next SYN is dropped.
  /// Returns the fillers once the kernel has one in the queue (it is then full), not after a guessed time.
  private func fillListenQueue(_ server: TestServer) async throws -> [Int32] {
    var fillers: [Int32] = []
    for _ in 0..<4 {
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      address.sin_port = in_port_t(UInt16(server.port).bigEndian)
      _ = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      fillers.append(fd)
    }
    let full = await Waiting.until { server.acceptQueue.map { $0.waiting > $0.limit } ?? false }
    try #require(full, "the listen queue filled: \(String(describing: server.acceptQueue))")
    return fillers
  }

  @Test func send_listenQueueFull_failsConnectTimedOut() async throws {
    let server = try TestServer(accepting: false, backlog: 0) { _ in .silence }
    defer { server.stop() }
    let fillers = try await fillListenQueue(server)
    defer { fillers.forEach { close($0) } }
    let start = monotonicNow()
    let result = await HTTPClient(connectTimeoutMs: 300).send(.get(try HTTPURL(parsing: server.url)))
    #expect(result.failureValue == .connectTimedOut(host: "127.0.0.1", port: server.port, ms: 300))
    #expect(elapsedMs(start) >= 290, "took \(elapsedMs(start)) ms")
  }

  /// The connect ends on time rather than waiting for the full queue (SYNs retried for a minute or more).
  @Test func exchange_listenQueueFull_connectTimesOutOnTime() async throws {
    let server = try TestServer(accepting: false, backlog: 0) { _ in .silence }
    defer { server.stop() }
    let fillers = try await fillListenQueue(server)
    defer { fillers.forEach { close($0) } }
    let connection = HTTPConnection(connectTimeoutMs: 500, readTimeoutMs: 3_000, maxResponseBytes: 1 << 20)
    let (result, elapsed) = await timedExchange(connection, port: server.port)
    #expect(result.failureValue == .connectTimedOut(host: "127.0.0.1", port: server.port, ms: 500))
    #expect(elapsed >= 490 && elapsed < 1_000, "took \(elapsed) ms")
  }
}

/// Issue 28, item 3: the Host header, what the client resolves, and a request that is cancelled.
@Suite struct HTTPClientHostileTests {
  @Test(arguments: [
    ("http://[::1]/w/api.php", "[::1]"), ("http://[::1]:8080/w/api.php", "[::1]:8080"),
    ("http://127.0.0.1/w/api.php", "127.0.0.1"), ("http://localhost:8080/", "localhost:8080"),
  ])
  func serialized_hostHeader_bracketsAnIPv6Literal(_ url: String, _ host: String) throws {
    let head = String(decoding: HTTPRequest.get(try HTTPURL(parsing: url)).serialized, as: UTF8.self)
    #expect(head.contains("\r\nHost: \(host)\r\n"), "\(head)")
  }

  @Test func send_localhost_reachesTheLoopback() async throws {
    let server = try TestServer { _ in .json("{}") }
    defer { server.stop() }
    let response = try await HTTPClient().send(.get(try HTTPURL(parsing: "http://localhost:\(server.port)/"))).get()
    #expect(response.status == 200)
  }

  /// Only addresses are resolved (and localhost): the C library's resolver would wait outside the connect
  /// time-out, and a static binary cannot load the modules it needs for names.
  @Test func send_hostName_isRefusedAtOnceSayingWhy() async throws {
    // No time bound here: on a loaded machine the pool's wake-up alone can take seconds. That nothing waits for
    // DNS is what AI_NUMERICHOST makes sure of; the message shows that path was taken.
    let result = await HTTPClient(connectTimeoutMs: 500).send(.get(try HTTPURL(parsing: "http://wiki.example/")))
    guard case .failure(let error) = result else {
      Issue.record("a host name was reached")
      return
    }
    #expect(error == .cannotResolve(host: "wiki.example"))
    #expect(error.description.contains("only IP addresses and localhost"), "\(error)")
  }

  /// A cancelled request ends at once, and its thread with it (it waited for the read time-out before).
  @Test func send_cancelled_endsAtOnce() async throws {
    let server = try TestServer { _ in .silence }
    defer { server.stop() }
    let url = try HTTPURL(parsing: server.url)
    // The read time-out is far off: the exchange could only have ended by its cancellation (a time bound on the
    // test itself would measure the machine's load as well).
    let task = Task { await HTTPClient(readTimeoutMs: 60_000).send(.get(url)) }
    // Cancelled once the request is in flight: the server has it, and will never answer.
    let sent = await Waiting.until { !server.requests.isEmpty }
    #expect(sent, "the request reached the server")
    task.cancel()
    let result = await task.value
    #expect(result == .failure(.cancelled))
  }
}
