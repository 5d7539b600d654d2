import PushCore
import PushWikiClient

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The feature's `APIClient` against real wikis: logs in to each wiki of a backend file with its bot
/// password (once, keeping that wiki's cookies), adds the answer format to every call, logs in again once
/// when the session is lost, and turns a wiki that is down, slow, too talkative or not speaking JSON into
/// a failure for that wiki.
public struct MediaWikiClient: Sendable {
  private let sessions: [Wiki: MediaWikiSession]
  public let wikis: [Wiki]

  /// - Parameters:
  ///   - loggedOut: never log in, as a user who is not logged in (for the contract's logged-out case).
  ///   - alsoWithholding: passwords besides the backend file's own (the bot user's and the other editor's)
  ///     that no server text may carry to a sink, such as the bot user's for a client logged in as the
  ///     other editor. Every one is withheld, logged in or not.
  public init(
    backend: BackendFile, http: HTTPClient = HTTPClient(), loggedOut: Bool = false, alsoWithholding: [String] = [],
    now: @escaping @Sendable () -> Int64 = { Int64(time(nil)) }
  ) {
    let secrets = [backend.password] + (backend.otherEditor.map { [$0.password] } ?? []) + alsoWithholding
    var sessions: [Wiki: MediaWikiSession] = [:]
    // The outside wikis are reachable (the user's notifications there can be read) but not in `wikis`,
    // the fan-out: the app never writes preferences there.
    for (wiki, endpoint) in backend.wikis + backend.outside {
      sessions[wiki] = MediaWikiSession(
        wiki: wiki, endpoint: endpoint, credentials: loggedOut ? nil : (backend.username, backend.password),
        secrets: secrets, http: http, now: now)
    }
    self.sessions = sessions
    self.wikis = backend.wikis.map(\.wiki)
  }

  /// Sends one of the feature's requests.
  public func send(_ request: APIRequest) async -> Result<JSONValue, ServiceFailure> {
    guard let session = sessions[request.wiki] else {
      return .failure(
        ServiceFailure(.notSent, code: "no-such-wiki", message: "the backend file has no URL for \(request.wiki.code)"))
    }
    return await session.send(method: request.method, params: request.params)
  }

  /// Logs in to one wiki now rather than at its first call.
  public func logIn(_ wiki: Wiki) async -> ServiceFailure? {
    guard let session = sessions[wiki] else {
      return ServiceFailure(.notSent, code: "no-such-wiki", message: "the backend file has no URL for \(wiki.code)")
    }
    return await session.ensureLoggedIn()
  }

  public var apiClient: APIClient { APIClient { request in await send(request) } }
}
