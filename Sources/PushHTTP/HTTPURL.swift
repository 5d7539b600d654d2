/// An `http://host[:port]/path?query` URL: the only kind this client can reach.
public struct HTTPURL: Equatable, Hashable, Sendable, CustomStringConvertible {
  public var host: String
  public var port: Int
  /// The request target: the path and the query, never empty.
  public var target: String

  public init(host: String, port: Int = 80, target: String = "/") {
    self.host = host
    self.port = port
    self.target = target
  }

  /// Parses a URL; `https://` is refused with `.tlsNotBuiltIn`, anything but `http://` with `.invalidURL`.
  public init(parsing given: String) throws(HTTPError) {
    // A URL is quoted in the error that refuses it: never with the user and password some put in it, even
    // when one holds a `/`, `?`, `#` or `\` that ends the authority early.
    do throws(HTTPError) {
      try self.init(checking: given)
    } catch {
      switch error {
      case .invalidURL(let text): throw .invalidURL(Self.withoutAnythingBeforeAnAt(text))
      case .tlsNotBuiltIn(let text): throw .tlsNotBuiltIn(Self.withoutAnythingBeforeAnAt(text))
      default: throw error
      }
    }
  }

  private init(checking given: String) throws(HTTPError) {
    let text = Self.withoutUserInfo(given)
    guard text == given else { throw .invalidURL(text + " (a user and password in the URL are not used)") }
    let lower = text.lowercased()
    if lower.hasPrefix("https://") { throw .tlsNotBuiltIn(text) }
    guard lower.hasPrefix("http://") else { throw .invalidURL(text) }
    let rest = text.dropFirst("http://".count)
    let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    let authority = rest[..<authorityEnd]
    var target = String(rest[authorityEnd...])
    if let hash = target.firstIndex(of: "#") { target = String(target[..<hash]) }
    if target.isEmpty || target.hasPrefix("?") { target = "/" + target }
    guard !authority.isEmpty, !authority.contains("@"),
      target.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
    else { throw .invalidURL(text) }
    var host = Substring(authority)
    var port = 80
    if authority.hasPrefix("[") {
      guard let close = authority.firstIndex(of: "]") else { throw .invalidURL(text) }
      host = authority[authority.index(after: authority.startIndex)..<close]
      let after = authority[authority.index(after: close)...]
      if !after.isEmpty {
        guard after.hasPrefix(":"), let p = Int(after.dropFirst()) else { throw .invalidURL(text) }
        port = p
      }
    } else if let colon = authority.lastIndex(of: ":") {
      guard let p = Int(authority[authority.index(after: colon)...]) else { throw .invalidURL(text) }
      host = authority[..<colon]
      port = p
    }
    // A colon only inside brackets (an IPv6 address).
    let allowed = authority.hasPrefix("[") ? "-.:_" : "-._"
    guard !host.isEmpty, (1...65_535).contains(port),
      host.unicodeScalars.allSatisfy({
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || allowed.unicodeScalars.contains($0)
      })
    else { throw .invalidURL(text) }
    self.host = String(host)
    self.port = port
    self.target = target
  }

  /// `host:port`, how cookies and messages name a server.
  public var hostPort: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }

  /// The path without the query.
  public var path: String { String(target.prefix { $0 != "?" }) }

  /// The same URL with a form-encoded query in place of the old one.
  public func withQuery(_ pairs: [(String, String)]) -> HTTPURL {
    var copy = self
    copy.target = path + (pairs.isEmpty ? "" : "?" + FormEncoding.encode(pairs))
    return copy
  }

  public var description: String { "http://\(hostPort)\(target)" }
}

extension HTTPURL {
  /// For a URL refused: what stands between the scheme (or the start) and the last `@` hidden, whatever it
  /// holds. Only for errors: a valid URL may have an `@` in its path.
  static func withoutAnythingBeforeAnAt(_ text: String) -> String {
    // Only an `@` after the scheme's `://` (an `@` before it made a backwards range: the fuzzer's trap).
    let from = text.firstRange(of: "://")?.upperBound ?? text.startIndex
    let hidden = "(user:password hidden)"
    guard let at = text[from...].lastIndex(of: "@"), !text[from...].hasPrefix(hidden) else { return text }
    return String(text[..<from]) + hidden + String(text[at...])
  }

  /// `text` with what stands between `://` and the last `@` of the authority (`user:password`) hidden.
  static func withoutUserInfo(_ text: String) -> String {
    guard let scheme = text.firstRange(of: "://") else { return text }
    let rest = text[scheme.upperBound...]
    let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    guard let at = rest[..<authorityEnd].lastIndex(of: "@") else { return text }
    let start = String(text[..<scheme.upperBound])
    return start + "(user:password hidden)" + String(rest[at...])
  }
}
