import Testing

@testable import PushHTTP

@Suite struct HTTPResponseParserTests {
  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func parse_contentLength_readsExactlyThatMuchAndTheHeaders() throws {
    let raw = bytes("HTTP/1.1 200 OK\r\nContent-Length: 5\r\nSet-Cookie: a=1\r\nset-cookie: b=2\r\n\r\nhelloEXTRA")
    let response = try #require(try HTTPResponseParser.parse(raw, atEOF: false))
    #expect(response.status == 200)
    #expect(response.reason == "OK")
    #expect(response.bodyText == "hello")
    #expect(response.header("content-length") == "5")
    #expect(response.headers(named: "Set-Cookie") == ["a=1", "b=2"])
  }

  @Test func parse_incompleteBody_needsMoreUntilTheEnd() throws {
    let raw = bytes("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nhello")
    #expect(try HTTPResponseParser.parse(raw, atEOF: false) == nil)
    #expect(throws: HTTPError.closedEarly) { try HTTPResponseParser.parse(raw, atEOF: true) }
  }

  @Test func parse_noLength_bodyRunsToTheEndOfTheConnection() throws {
    let raw = bytes("HTTP/1.0 503 Service Unavailable\r\n\r\ndown")
    #expect(try HTTPResponseParser.parse(raw, atEOF: false) == nil)
    let response = try #require(try HTTPResponseParser.parse(raw, atEOF: true))
    #expect(response.status == 503)
    #expect(response.reason == "Service Unavailable")
    #expect(response.bodyText == "down")
  }

  @Test func parse_chunked_decodesWithExtensionsAndTrailers() throws {
    let raw = bytes(
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4;ext=1\r\n{\"a\"\r\nB\r\n:\"+\\\\\"}xxxx\r\n0\r\nX-T: 1\r\n\r\n"
    )
    let response = try #require(try HTTPResponseParser.parse(raw, atEOF: false))
    #expect(response.bodyText == "{\"a\":\"+\\\\\"}xxxx")
    #expect(response.header("Transfer-Encoding") == nil)
  }

  @Test func parse_chunked_everyShorterPrefixNeedsMore() throws {
    let raw = bytes(
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n10\r\n0123456789abcdef\r\n0\r\n\r\n")
    for length in 0..<raw.count {
      #expect(try HTTPResponseParser.parse(Array(raw[0..<length]), atEOF: false) == nil, "prefix of \(length)")
    }
    #expect(try HTTPResponseParser.parse(raw, atEOF: false)?.bodyText == "abc0123456789abcdef")
  }

  @Test(arguments: ["zz\r\nab\r\n0\r\n\r\n", "2\r\nabc\r\n0\r\n\r\n", "-1\r\na\r\n0\r\n\r\n"])
  func parse_badChunk_isMalformed(_ body: String) {
    let raw = bytes("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + body)
    #expect(throws: HTTPError.self) { try HTTPResponseParser.parse(raw, atEOF: true) }
  }

  @Test func parse_interimContinue_isSkipped() throws {
    let raw = bytes("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}")
    #expect(try HTTPResponseParser.parse(raw, atEOF: false)?.bodyText == "{}")
  }

  @Test(arguments: [
    "HTTP/1.1 20 OK\r\n\r\n", "SMTP 220 hi\r\n\r\n", "HTTP/1.1 200 OK\r\nno colon here\r\n\r\n",
    "HTTP/1.1 200 OK\r\n folded: x\r\n\r\n", "HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab",
    "HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n", "HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip\r\n\r\n",
  ])
  func parse_malformedHead_throws(_ text: String) {
    #expect(throws: HTTPError.self) { try HTTPResponseParser.parse(bytes(text), atEOF: true) }
  }

  @Test func parse_endlessHeaders_areRefused() {
    let raw = bytes("HTTP/1.1 200 OK\r\n" + String(repeating: "X-A: b\r\n", count: 10_000))
    #expect(throws: HTTPError.malformedResponse("the headers are longer than 64 KB")) {
      try HTTPResponseParser.parse(raw, atEOF: false)
    }
  }

  @Test func parse_nothingAtAll_isClosedEarly() {
    #expect(throws: HTTPError.closedEarly) { try HTTPResponseParser.parse([], atEOF: true) }
  }
}

/// Issue 28, item 3: what a hostile or sloppy server sends in the head, and the work of reading a large answer.
@Suite struct HTTPResponseReaderTests {
  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// RFC 9110 8.6: a list of identical lengths is one length.
  @Test(arguments: ["5, 5", "5,5", "5 ,  5, 5"])
  func parse_repeatedEqualLengthInOneField_isThatLength(_ value: String) throws {
    let raw = bytes("HTTP/1.1 200 OK\r\nContent-Length: \(value)\r\n\r\nhello")
    #expect(try HTTPResponseParser.parse(raw, atEOF: false)?.bodyText == "hello")
  }

  @Test(arguments: ["5, 6", "5,", ",5", "5, -5", "+5"])
  func parse_differingOrBadLengthList_isRefused(_ value: String) {
    #expect(throws: HTTPError.self) {
      try HTTPResponseParser.parse(bytes("HTTP/1.1 200 OK\r\nContent-Length: \(value)\r\n\r\nhelloworld"), atEOF: true)
    }
  }

  /// RFC 9110 5.5: a bare CR, LF or NUL inside a field value is replaced with a space, so no value carries a
  /// line break on (a cookie sent back would have made a header of the server's choosing).
  @Test func parse_bareLineFeedOrNulInAValue_becomesASpace() throws {
    let raw = bytes("HTTP/1.1 200 OK\r\nSet-Cookie: s=1\nX-Injected: 1\r\nX-B: a\rb\u{0}c\r\nContent-Length: 0\r\n\r\n")
    let response = try #require(try HTTPResponseParser.parse(raw, atEOF: false))
    #expect(response.header("Set-Cookie") == "s=1 X-Injected: 1")
    #expect(response.header("X-B") == "a b c")
    #expect(response.header("X-Injected") == nil)
  }

  /// The answer is read as it arrives: each byte is looked at a bounded number of times, however small the
  /// pieces (the whole buffer was parsed again on every read: quadratic up to the 1 MiB cap).
  @Test(arguments: ["length", "chunked", "to the end"])
  func reader_largeAnswerInSmallPieces_examinesEachByteAFewTimes(_ framing: String) throws {
    let body = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
    var raw: [UInt8]
    switch framing {
    case "length": raw = bytes("HTTP/1.1 200 OK\r\nContent-Length: \(body.count)\r\n\r\n") + body
    case "chunked":
      raw = bytes("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n")
      for start in stride(from: 0, to: body.count, by: 4096) {
        raw += bytes("1000\r\n") + body[start..<(start + 4096)] + bytes("\r\n")
      }
      raw += bytes("0\r\n\r\n")
    default: raw = bytes("HTTP/1.1 200 OK\r\n\r\n") + body
    }
    var reader = HTTPResponseReader()
    var response: HTTPResponse?
    for start in stride(from: 0, to: raw.count, by: 1000) {
      reader.append(raw[start..<min(raw.count, start + 1000)])
      response = try reader.response(atEOF: false)
      if response != nil { break }
    }
    if response == nil { response = try reader.response(atEOF: true) }
    #expect(response?.body == body)
    #expect(reader.examined <= 3 * raw.count, "\(reader.examined) byte looks for \(raw.count) bytes")
  }
}
