/// Reads an HTTP/1.1 response as its bytes arrive: status line, headers, and a body framed by
/// `Transfer-Encoding: chunked`, `Content-Length` or the end of the connection. Each read is taken from where
/// the last one stopped, so a large answer in small pieces costs what its size costs (it was parsed again
/// from the start on every read: quadratic up to the client's 1 MiB cap).
struct HTTPResponseReader {
  /// The longest status line and headers accepted.
  static let maxHeadBytes = 64 * 1024
  /// The longest chunk-size line, and the most trailer bytes, accepted.
  static let maxChunkLine = 1024
  static let maxTrailerBytes = 64 * 1024

  private(set) var bytes: [UInt8] = []
  /// Bytes looked at so far (searched or copied): what the reading cost, for the tests.
  private(set) var examined = 0
  /// Where the head being read starts (after any interim 1xx answers), and how far its end was searched.
  private var headStart = 0
  private var searchedTo = 0
  private var head: Head?
  private var chunk = ChunkPhase.sizeLine
  /// The next unread byte of a chunked body.
  private var chunkIndex = 0
  private var trailerBytes = 0
  private var body: [UInt8] = []

  private struct Head {
    var status: Int
    var reason: String
    var headers: [HTTPResponse.HeaderField]
    var bodyStart: Int
    var framing: Framing
  }

  private enum Framing {
    case none
    case chunked
    case length(Int)
    case toTheEnd
  }

  private enum ChunkPhase {
    case sizeLine
    case data(remaining: Int)
    case dataEnd
    case trailers
  }

  mutating func append<C: Collection<UInt8>>(_ new: C) { bytes.append(contentsOf: new) }

  /// The response if all of it has arrived, `nil` if more must be read. `atEOF`: the server closed.
  mutating func response(atEOF: Bool) throws(HTTPError) -> HTTPResponse? {
    guard let head = try readHead(atEOF: atEOF) else { return nil }
    let done = { (body: [UInt8], headers: [HTTPResponse.HeaderField]) in
      HTTPResponse(status: head.status, reason: head.reason, headers: headers, body: body)
    }
    switch head.framing {
    case .none:
      return done([], head.headers)
    case .chunked:
      guard try readChunks() else {
        if atEOF { throw .closedEarly }
        return nil
      }
      return done(body, head.headers.filter { $0.name.lowercased() != "transfer-encoding" })
    case .length(let length):
      guard bytes.count - head.bodyStart >= length else {
        if atEOF { throw .closedEarly }
        return nil
      }
      examined += length
      return done(Array(bytes[head.bodyStart..<(head.bodyStart + length)]), head.headers)
    case .toTheEnd:
      // Neither: the body runs to the end of the connection (we always send `Connection: close`).
      guard atEOF else { return nil }
      examined += bytes.count - head.bodyStart
      return done(Array(bytes[head.bodyStart...]), head.headers)
    }
  }

  /// The head, once it has all arrived (interim answers such as 100 Continue skipped).
  private mutating func readHead(atEOF: Bool) throws(HTTPError) -> Head? {
    while head == nil {
      guard let end = findHeadEnd() else {
        if bytes.count - headStart > Self.maxHeadBytes { throw .malformedResponse("the headers are longer than 64 KB") }
        if atEOF { throw bytes.count == headStart ? .closedEarly : .malformedResponse("the headers never ended") }
        return nil
      }
      let (status, reason, headers) = try Self.parseHead(bytes[headStart..<end])
      let bodyStart = end + 4
      if (100..<200).contains(status) && status != 101 {
        headStart = bodyStart
        searchedTo = bodyStart
        continue
      }
      head = Head(
        status: status, reason: reason, headers: headers, bodyStart: bodyStart,
        framing: try Self.framing(status: status, headers: headers))
      chunkIndex = bodyStart
    }
    return head
  }

  private static func framing(status: Int, headers: [HTTPResponse.HeaderField]) throws(HTTPError) -> Framing {
    if status == 204 || status == 304 { return .none }
    let response = HTTPResponse(status: status, reason: "", headers: headers, body: [])
    if let encoding = response.header("Transfer-Encoding") {
      guard encoding.lowercased().split(separator: ",").last?.trimmingSpaces == "chunked" else {
        throw .malformedResponse("unsupported Transfer-Encoding \(encoding)")
      }
      return .chunked
    }
    let fields = response.headers(named: "Content-Length")
    guard !fields.isEmpty else { return .toTheEnd }
    // RFC 9110 8.6: the same length repeated, in one field ("5, 5") or in several, is that length.
    let values = fields.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmingSpaces) }
    guard let first = values.first, values.allSatisfy({ $0 == first }), !first.isEmpty,
      first.allSatisfy(\.isASCIIDigit), let length = Int(first)
    else { throw .malformedResponse("a bad Content-Length: \(fields.joined(separator: ", "))") }
    return .length(length)
  }

  /// Searches for the empty line that ends the head, from where the last search stopped.
  private mutating func findHeadEnd() -> Int? {
    let from = max(headStart, searchedTo - 3)
    let found = find(Self.headEnd, from: from, limit: bytes.count - from)
    searchedTo = bytes.count
    return found
  }

  /// Decodes what has arrived of a chunked body; true once the last chunk and the trailers are in.
  private mutating func readChunks() throws(HTTPError) -> Bool {
    while true {
      switch chunk {
      case .sizeLine:
        guard let lineEnd = find(Self.crlf, from: chunkIndex, limit: Self.maxChunkLine + 2) else {
          if bytes.count - chunkIndex > Self.maxChunkLine { throw .malformedResponse("a chunk size line is too long") }
          return false
        }
        let line = bytes[chunkIndex..<lineEnd]
        let digits = String(decoding: line.prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self).trimmingSpaces
        guard !digits.isEmpty, digits.count <= 15, let size = Int(digits, radix: 16), size >= 0 else {
          throw .malformedResponse("a bad chunk size \"\(String(decoding: line.prefix(40), as: UTF8.self))\"")
        }
        chunkIndex = lineEnd + 2
        chunk = size == 0 ? .trailers : .data(remaining: size)
      case .data(let remaining):
        let take = min(remaining, bytes.count - chunkIndex)
        body.append(contentsOf: bytes[chunkIndex..<(chunkIndex + take)])
        examined += take
        chunkIndex += take
        guard take == remaining else {
          chunk = .data(remaining: remaining - take)
          return false
        }
        chunk = .dataEnd
      case .dataEnd:
        guard bytes.count - chunkIndex >= 2 else { return false }
        guard bytes[chunkIndex] == 0x0D, bytes[chunkIndex + 1] == 0x0A else {
          throw .malformedResponse("a chunk did not end where its size said")
        }
        chunkIndex += 2
        chunk = .sizeLine
      case .trailers:
        // Trailer fields, each on its line, then an empty line.
        guard let end = find(Self.crlf, from: chunkIndex, limit: bytes.count - chunkIndex) else {
          if bytes.count - chunkIndex > Self.maxTrailerBytes { throw .malformedResponse("the trailers never ended") }
          return false
        }
        if end == chunkIndex { return true }
        trailerBytes += end + 2 - chunkIndex
        if trailerBytes > Self.maxTrailerBytes { throw .malformedResponse("the trailers are longer than 64 KB") }
        chunkIndex = end + 2
      }
    }
  }

  private static let crlf: [UInt8] = [0x0D, 0x0A]
  private static let headEnd: [UInt8] = [0x0D, 0x0A, 0x0D, 0x0A]

  /// The first `needle` starting in `from..<from + limit` (wholly within the bytes), counting what it looked at.
  private mutating func find(_ needle: [UInt8], from start: Int, limit: Int) -> Int? {
    let last = min(bytes.count - needle.count, start + limit - 1)
    guard last >= start else { return nil }
    var i = start
    defer { examined += i - start + 1 }
    while i <= last {
      if bytes[i] == needle[0] && bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
      i += 1
    }
    return nil
  }

  private static func parseHead(_ head: ArraySlice<UInt8>) throws(HTTPError) -> (
    Int, String, [HTTPResponse.HeaderField]
  ) {
    let text = String(decoding: head, as: UTF8.self)
    var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
    let statusLine = lines.removeFirst()
    let parts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].count == 3, let status = Int(parts[1]),
      (100...599).contains(status)
    else {
      throw .malformedResponse("the status line was \"\(String(statusLine.prefix(80)))\"")
    }
    let reason = parts.count == 3 ? String(parts[2]) : ""
    var headers: [HTTPResponse.HeaderField] = []
    for line in lines {
      guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
        !line.hasPrefix(" "), !line.hasPrefix("\t"),
        line.unicodeScalars[..<colon].allSatisfy({ $0.value > 0x20 && $0.value != 0x7F })
      else {
        throw .malformedResponse("a header line was \"\(String(line.prefix(80)))\"")
      }
      // RFC 9110 5.5: a bare CR or LF, or a NUL, in a value becomes a space.
      let value = String(
        String.UnicodeScalarView(
          line.unicodeScalars[line.unicodeScalars.index(after: colon)...].map {
            $0 == "\r" || $0 == "\n" || $0 == "\u{0}" ? " " : $0
          }))
      headers.append(.init(String(line[..<colon]), value.trimmingSpaces))
    }
    return (status, reason, headers)
  }
}

/// The whole response from bytes received so far, for callers that have them all at once.
enum HTTPResponseParser {
  static let maxHeadBytes = HTTPResponseReader.maxHeadBytes

  /// The response if `bytes` hold all of it, `nil` if more must be read. `atEOF`: the server closed.
  static func parse(_ bytes: [UInt8], atEOF: Bool) throws(HTTPError) -> HTTPResponse? {
    var reader = HTTPResponseReader()
    reader.append(bytes)
    return try reader.response(atEOF: atEOF)
  }
}

extension StringProtocol {
  /// Without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    var text = Substring(self)
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return String(text)
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
