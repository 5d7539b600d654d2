/// Cookies kept per server (`host:port`) and path, as RFC 6265 says a user agent keeps them, minus what a
/// client of local plain-HTTP wikis never meets: `Domain` is ignored (cookies stay with the server that set
/// them) and `Secure` cookies are not taken, as they could never be sent back over `http://`.
public struct CookieJar: Equatable, Sendable {
  public struct Cookie: Equatable, Sendable {
    public var name: String
    public var value: String
    /// Server it belongs to, `host:port`.
    public var origin: String
    public var path: String
    /// Seconds since 1970 after which it is gone; `nil` for a session cookie.
    public var expires: Int64?
  }

  public private(set) var cookies: [Cookie] = []

  public init() {}

  /// Takes the `Set-Cookie` headers of a response to `url`; `now` is seconds since 1970.
  public mutating func store(setCookieHeaders headers: [String], from url: HTTPURL, now: Int64) {
    for header in headers {
      guard let parsed = Self.parse(setCookie: header, from: url, now: now) else { continue }
      cookies.removeAll {
        $0.name == parsed.cookie.name && $0.origin == parsed.cookie.origin && $0.path == parsed.cookie.path
      }
      if !parsed.expired { cookies.append(parsed.cookie) }
    }
  }

  /// The `Cookie` header for a request to `url`, or `nil` when no cookie applies; longer paths first.
  public func cookieHeader(for url: HTTPURL, now: Int64) -> String? {
    let origin = url.hostPort
    let path = url.path
    let matching = cookies.enumerated()
      .filter {
        $0.element.origin == origin && Self.pathMatches(path, $0.element.path) && !Self.isExpired($0.element, now)
      }
      .sorted { ($0.element.path.count, -$0.offset) > ($1.element.path.count, -$1.offset) }
      .map { "\($0.element.name)=\($0.element.value)" }
    return matching.isEmpty ? nil : matching.joined(separator: "; ")
  }

  /// Forgets every cookie of that server.
  public mutating func removeAll(for url: HTTPURL) { cookies.removeAll { $0.origin == url.hostPort } }

  private static func isExpired(_ cookie: Cookie, _ now: Int64) -> Bool { cookie.expires.map { $0 <= now } ?? false }

  static func parse(setCookie header: String, from url: HTTPURL, now: Int64) -> (cookie: Cookie, expired: Bool)? {
    // RFC 6265bis 5.6: a control character anywhere (a bare LF the head's parser let through, NUL, DEL)
    // ignores the whole line; kept, it would go back out inside our `Cookie` header as a header of its own.
    guard !header.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }) else {
      return nil
    }
    let parts = header.split(separator: ";", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
    guard let pair = parts.first, let equals = pair.firstIndex(of: "=") else { return nil }
    let name = pair[..<equals].trimmingSpaces
    var value = pair[pair.index(after: equals)...].trimmingSpaces
    if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
    guard !name.isEmpty else { return nil }
    var path: String?
    var maxAge: Int64?
    var expires: Int64?
    for attribute in parts.dropFirst() {
      let split = attribute.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces }
      let key = split.first?.lowercased() ?? ""
      let argument = split.count > 1 ? split[1] : ""
      switch key {
      case "path": path = argument.hasPrefix("/") ? argument : nil
      case "max-age":
        // RFC 6265 5.2.2: digits, maybe after a minus; more digits than Int64 holds is a very long time.
        if let seconds = Self.deltaSeconds(argument) { maxAge = seconds }
      case "expires": expires = HTTPDate.parse(argument)
      case "secure": return nil
      default: break
      }
    }
    // Max-Age wins over Expires. A server's number may be anything: the sum saturates instead of trapping.
    let expiry = maxAge.map { $0 <= 0 ? Int64.min : now.addingSaturated($0) } ?? expires
    let cookie = Cookie(
      name: name, value: value, origin: url.hostPort, path: path ?? defaultPath(url.path), expires: expiry)
    return (cookie, expiry.map { $0 <= now } ?? false)
  }

  /// Max-Age's seconds: an optional minus and digits; too many digits saturate.
  static func deltaSeconds(_ text: String) -> Int64? {
    let negative = text.hasPrefix("-")
    let digits = negative ? text.dropFirst() : Substring(text)
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int64(text) ?? (negative ? Int64.min : Int64.max)
  }

  /// RFC 6265 5.1.4: the request path up to its last slash, `/` when there is none.
  static func defaultPath(_ requestPath: String) -> String {
    guard requestPath.hasPrefix("/"), let slash = requestPath.lastIndex(of: "/"), slash != requestPath.startIndex
    else { return "/" }
    return String(requestPath[..<slash])
  }

  /// RFC 6265 5.1.4: `/api` covers `/api`, `/api/x` but not `/apix`.
  static func pathMatches(_ requestPath: String, _ cookiePath: String) -> Bool {
    if requestPath == cookiePath { return true }
    guard requestPath.hasPrefix(cookiePath) else { return false }
    return cookiePath.hasSuffix("/") || requestPath.dropFirst(cookiePath.count).hasPrefix("/")
  }
}

extension Int64 {
  /// The sum, or the nearest end of Int64's range when it overflows.
  func addingSaturated(_ other: Int64) -> Int64 {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? (other > 0 ? .max : .min) : sum
  }
}
