/// One HTTP/1.1 request; the client adds `Host`, `Connection: close` and `Content-Length`.
public struct HTTPRequest: Sendable {
  public var method: String
  public var url: HTTPURL
  public var headers: [(String, String)]
  public var body: [UInt8]

  public init(method: String, url: HTTPURL, headers: [(String, String)] = [], body: [UInt8] = []) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
  }

  public static func get(_ url: HTTPURL, headers: [(String, String)] = []) -> HTTPRequest {
    HTTPRequest(method: "GET", url: url, headers: headers)
  }

  /// A POST of form fields, percent-encoded.
  public static func postForm(_ url: HTTPURL, form: [(String, String)], headers: [(String, String)] = [])
    -> HTTPRequest
  {
    HTTPRequest(
      method: "POST", url: url, headers: headers + [("Content-Type", "application/x-www-form-urlencoded")],
      body: Array(FormEncoding.encode(form).utf8))
  }

  /// The bytes sent on the wire.
  public var serialized: [UInt8] {
    var head = "\(method) \(url.target) HTTP/1.1\r\n"
    // An IPv6 literal is bracketed, with or without the port (RFC 9110 7.2).
    let host = url.host.contains(":") ? "[\(url.host)]" : url.host
    head += "Host: \(url.port == 80 ? host : url.hostPort)\r\n"
    head += "User-Agent: push-settings/1 (HTTP client of its own)\r\n"
    head += "Accept: application/json\r\n"
    head += "Connection: close\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    if method == "POST" || !body.isEmpty { head += "Content-Length: \(body.count)\r\n" }
    head += "\r\n"
    return Array(head.utf8) + body
  }
}
