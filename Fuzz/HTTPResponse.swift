@testable import PushHTTP

/// The response reader fed in pieces, as a socket delivers them: the first byte sets the piece size.
func fuzzHTTPResponse(_ bytes: [UInt8]) {
  guard let first = bytes.first else { return }
  let body = bytes.dropFirst()
  let piece = Int(first % 64) + 1
  var reader = HTTPResponseReader()
  var start = body.startIndex
  while start < body.endIndex {
    let end = min(start + piece, body.endIndex)
    reader.append(body[start..<end])
    start = end
    guard (try? reader.response(atEOF: false)) == nil else { return }
  }
  _ = try? reader.response(atEOF: true)
  _ = try? HTTPResponseParser.parse(Array(body), atEOF: first & 1 == 0)
}
