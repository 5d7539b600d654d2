/// Reads an HTTP/1.1 response from the bytes received so far: status line, headers, and a body framed by
/// `Transfer-Encoding: chunked`, `Content-Length` or the end of the connection.
enum HTTPResponseParser {
  /// The longest status line and headers accepted.
  static let maxHeadBytes = 64 * 1024

  /// The response if `bytes` hold all of it, `nil` if more must be read. `atEOF`: the server closed.
  static func parse(_ bytes: [UInt8], atEOF: Bool) throws(HTTPError) -> HTTPResponse? {
    var start = 0
    while true {
      guard let headEnd = endOfHead(bytes, from: start) else {
        if bytes.count - start > maxHeadBytes { throw .malformedResponse("the headers are longer than 64 KB") }
        if atEOF { throw bytes.count == start ? .closedEarly : .malformedResponse("the headers never ended") }
        return nil
      }
      var (status, reason, headers) = try parseHead(bytes[start..<headEnd])
      let bodyStart = headEnd + 4
      // An interim answer (100 Continue) comes before the real one.
      if (100..<200).contains(status) && status != 101 {
        start = bodyStart
        continue
      }
      let response = HTTPResponse(status: status, reason: reason, headers: headers, body: [])
      if status == 204 || status == 304 { return response }
      let rest = bytes[bodyStart...]
      if let encoding = response.header("Transfer-Encoding") {
        guard encoding.lowercased().split(separator: ",").last?.trimmingSpaces == "chunked" else {
          throw .malformedResponse("unsupported Transfer-Encoding \(encoding)")
        }
        guard let body = try decodeChunked(rest) else {
          if atEOF { throw .closedEarly }
          return nil
        }
        headers.removeAll { $0.name.lowercased() == "transfer-encoding" }
        return HTTPResponse(status: status, reason: reason, headers: headers, body: body)
      }
      let lengths = response.headers(named: "Content-Length")
      if let first = lengths.first {
        guard lengths.allSatisfy({ $0 == first }), let length = Int(first.trimmingSpaces), length >= 0,
          first.trimmingSpaces.allSatisfy(\.isASCIIDigit)
        else { throw .malformedResponse("a bad Content-Length: \(lengths.joined(separator: ", "))") }
        guard rest.count >= length else {
          if atEOF { throw .closedEarly }
          return nil
        }
        return HTTPResponse(status: status, reason: reason, headers: headers, body: Array(rest.prefix(length)))
      }
      // Neither: the body runs to the end of the connection (we always send `Connection: close`).
      guard atEOF else { return nil }
      return HTTPResponse(status: status, reason: reason, headers: headers, body: Array(rest))
    }
  }

  /// Decodes a chunked body; `nil` while the last chunk and the trailers have not all arrived.
  static func decodeChunked(_ bytes: ArraySlice<UInt8>) throws(HTTPError) -> [UInt8]? {
    var body: [UInt8] = []
    var index = bytes.startIndex
    while true {
      guard let lineEnd = find(crlf, in: bytes, from: index) else {
        if bytes.endIndex - index > 1024 { throw .malformedResponse("a chunk size line is too long") }
        return nil
      }
      let line = bytes[index..<lineEnd]
      let sizeText = line.prefix { $0 != UInt8(ascii: ";") }
      let digits = String(decoding: sizeText, as: UTF8.self).trimmingSpaces
      guard !digits.isEmpty, digits.count <= 15, let size = Int(digits, radix: 16), size >= 0 else {
        throw .malformedResponse("a bad chunk size \"\(String(decoding: line.prefix(40), as: UTF8.self))\"")
      }
      index = lineEnd + 2
      if size == 0 {
        // Trailer fields, then an empty line.
        while true {
          guard let end = find(crlf, in: bytes, from: index) else { return nil }
          if end == index { return body }
          index = end + 2
        }
      }
      guard bytes.endIndex - index >= size + 2 else { return nil }
      body.append(contentsOf: bytes[index..<(index + size)])
      index += size
      guard bytes[index] == 0x0D, bytes[index + 1] == 0x0A else {
        throw .malformedResponse("a chunk did not end where its size said")
      }
      index += 2
    }
  }

  private static let crlf: [UInt8] = [0x0D, 0x0A]

  private static func endOfHead(_ bytes: [UInt8], from start: Int) -> Int? {
    find([0x0D, 0x0A, 0x0D, 0x0A], in: bytes[...], from: start)
  }

  private static func find(_ needle: [UInt8], in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
    guard bytes.endIndex - start >= needle.count else { return nil }
    var i = start
    while i + needle.count <= bytes.endIndex {
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
        !line.hasPrefix(" "), !line.hasPrefix("\t"), !line[..<colon].contains(" ")
      else {
        throw .malformedResponse("a header line was \"\(String(line.prefix(80)))\"")
      }
      headers.append(.init(String(line[..<colon]), String(line[line.index(after: colon)...]).trimmingSpaces))
    }
    return (status, reason, headers)
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
