import PushCore

/// One MediaWiki API request to one wiki.
public struct APIRequest: Equatable, Sendable {
  public enum Method: String, Sendable { case get = "GET", post = "POST" }

  public var wiki: Wiki
  public var method: Method
  public var params: [(String, String)]

  public init(wiki: Wiki, method: Method, params: [(String, String)]) {
    self.wiki = wiki
    self.method = method
    self.params = params
  }

  public subscript(name: String) -> String? { params.first { $0.0 == name }?.1 }

  public static func == (lhs: APIRequest, rhs: APIRequest) -> Bool {
    lhs.wiki == rhs.wiki && lhs.method == rhs.method
      && lhs.params.map(\.0) == rhs.params.map(\.0) && lhs.params.map(\.1) == rhs.params.map(\.1)
  }
}

/// The MediaWiki API as the app reaches it: a request in, a JSON document or a failure out. The simulated
/// world and the real wikis (`PushHTTP`) each serve one.
public struct APIClient: Sendable {
  public var send: @Sendable (APIRequest) async -> Result<JSONValue, ServiceFailure>
  public init(send: @escaping @Sendable (APIRequest) async -> Result<JSONValue, ServiceFailure>) {
    self.send = send
  }

  /// No backend: every call fails at once, as not sent.
  public static let none = APIClient { _ in .failure(ServiceFailure(.notSent, code: "none", message: "no backend")) }
}
