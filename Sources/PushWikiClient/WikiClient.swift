import PushCore
import Synchronization

/// The wikis as every feature reaches them: the API, each wiki's CSRF token (fetched once and shared by
/// every feature), and the token-carrying POST with its one retry after `badtoken`.
public final class WikiClient: Sendable {
  public let api: APIClient
  private let tokens = Locked<[Wiki: String]>([:])

  public init(api: APIClient) { self.api = api }

  /// Sends a request that needs no token.
  public func send(_ request: APIRequest) async -> Result<JSONValue, ServiceFailure> { await api.send(request) }

  /// The wiki's CSRF token: the cached one, else fetched (and cached).
  public func csrfToken(_ wiki: Wiki) async -> Result<String, ServiceFailure> {
    if let cached = tokens.withLock({ $0[wiki] }) { return .success(cached) }
    let result = await api.send(MediaWikiAPI.csrfTokenRequest(wiki)).flatMap(MediaWikiAPI.readCSRFToken)
    if case .success(let token) = result { tokens.withLock { $0[wiki] = token } }
    return result
  }

  /// A token-carrying POST, its answer read by `read`. A `badtoken` answer drops the cached token and tries
  /// once more with a fresh one; a second `badtoken` is the answer.
  public func post<Value: Sendable>(
    _ wiki: Wiki, _ request: @Sendable (String) -> APIRequest,
    read: @Sendable (JSONValue) -> Result<Value, ServiceFailure>
  ) async -> Result<Value, ServiceFailure> {
    var answer: Result<Value, ServiceFailure> = .failure(MediaWikiAPI.unexpected("no attempt was made"))
    for attempt in 0..<2 {
      let token: String
      switch await csrfToken(wiki) {
      case .success(let t): token = t
      case .failure(let f): return .failure(f)
      }
      answer = await api.send(request(token)).flatMap(read)
      guard case .failure(let failure) = answer, failure.isBadToken, attempt == 0 else { return answer }
      _ = tokens.withLock { $0.removeValue(forKey: wiki) }
    }
    return answer
  }

  /// A token-carrying POST whose answer says only whether it worked.
  public func post(
    _ wiki: Wiki, _ request: @Sendable (String) -> APIRequest, check: @Sendable (JSONValue) -> ServiceFailure?
  ) async -> ServiceFailure? {
    let result = await post(wiki, request) { json in check(json).map { .failure($0) } ?? .success(()) }
    if case .failure(let failure) = result { return failure }
    return nil
  }

  /// One call per wiki, all at once; the outcomes in the wikis' order.
  public func fanOut(_ wikis: [Wiki], _ call: @escaping @Sendable (Wiki) async -> ServiceFailure?) async
    -> [WikiOutcome]
  {
    await withTaskGroup(of: WikiOutcome.self) { group in
      for wiki in wikis { group.addTask { WikiOutcome(wiki: wiki, failure: await call(wiki)) } }
      var byWiki: [Wiki: WikiOutcome] = [:]
      for await outcome in group { byWiki[outcome.wiki] = outcome }
      return wikis.compactMap { byWiki[$0] }
    }
  }
}
