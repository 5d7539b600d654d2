import PushCore
import PushHTTP
import PushSettingsFeature
import PushSimulation
import PushWikiClient
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The backend file the contract runs against real wikis with, if any.
let contractBackendPath: String? = getenv("PUSH_SETTINGS_BACKEND").map { String(cString: $0) }

/// One of the two servers the contract holds for: the simulator (always), and real MediaWiki through
/// `MediaWikiClient` (when `PUSH_SETTINGS_BACKEND` names a backend file; `scripts/contract-test` sets it).
struct ContractServer: Sendable {
  enum Kind: String, Sendable, CustomTestStringConvertible {
    case simulator
    case mediaWiki = "real MediaWiki"
    var testDescription: String { rawValue }
  }

  /// The simulator always; real wikis when there is a backend file.
  static let kinds: [Kind] = [.simulator] + (contractBackendPath == nil ? [] : [.mediaWiki])

  let kind: Kind
  let wikis: [Wiki]
  /// The name `meta=userinfo` gives the user.
  let userName: String
  let send: @Sendable (APIRequest) async -> Result<JSONValue, ServiceFailure>
  let sendLoggedOut: @Sendable (APIRequest) async -> Result<JSONValue, ServiceFailure>
  /// Logs in to one wiki now (real wikis; the simulated user is logged in from the start).
  let logIn: @Sendable (Wiki) async -> ServiceFailure?
  /// A new client of the same server, not logged in yet, so that a login starts from nothing.
  let fresh: @Sendable () -> ContractServer

  /// The local real wikis have Echo, Thanks and LoginNotify, not DiscussionTools, ContentTranslation, Wikibase
  /// or PageTriage: these four push keys are not preferences there. The simulator is set up the same way for
  /// the contract (in its own default, as on Wikimedia's wikis, all sixteen are).
  static let typesWithoutExtension: Set<NotificationType> = [.dtSubscription, .cx, .wikibaseAction, .pageReview]
  var knownTypes: [NotificationType] { NotificationType.allCases.filter { !Self.typesWithoutExtension.contains($0) } }

  var primary: Wiki { wikis[0] }
  var other: Wiki { wikis[1] }

  init(_ kind: Kind) throws {
    switch kind {
    case .simulator: self = Self.simulator()
    case .mediaWiki: self = try Self.mediaWiki(BackendFile.load(path: contractBackendPath ?? "").get())
    }
  }

  private init(
    kind: Kind, wikis: [Wiki], userName: String,
    send:
      @escaping @Sendable (APIRequest) async -> Result<
        JSONValue, ServiceFailure
      >, sendLoggedOut: @escaping @Sendable (APIRequest) async -> Result<JSONValue, ServiceFailure>,
    logIn: @escaping @Sendable (Wiki) async -> ServiceFailure?, fresh: @escaping @Sendable () -> ContractServer
  ) {
    self.kind = kind
    self.wikis = wikis
    self.userName = userName
    self.send = send
    self.sendLoggedOut = sendLoggedOut
    self.logIn = logIn
    self.fresh = fresh
  }

  static func simulator() -> ContractServer {
    func world(loggedIn: Bool) -> APIClient {
      var config = SimulationConfig()
      config.latencyMs = 0
      config.loggedIn = loggedIn
      config.typesWithoutExtension = typesWithoutExtension
      return SimulatedWorld(config: config, clock: .virtual()).api(clock: .virtual())
    }
    // As MediaWikiClient does, a request made by hand gets the answer format too.
    func formatted(_ api: APIClient) -> @Sendable (APIRequest) async -> Result<JSONValue, ServiceFailure> {
      { request in
        var request = request
        request.params += MediaWikiAPI.formatParameters.filter { wanted in !request.params.contains { $0.0 == wanted.0 }
        }
        return await api.send(request)
      }
    }
    return ContractServer(
      kind: .simulator, wikis: [.language("en"), .language("de"), .wikidata, .commons], userName: "Example",
      send: formatted(world(loggedIn: true)), sendLoggedOut: formatted(world(loggedIn: false)), logIn: { _ in nil },
      fresh: { simulator() })
  }

  static func mediaWiki(_ backend: BackendFile) -> ContractServer {
    let client = MediaWikiClient(backend: backend)
    let anonymous = MediaWikiClient(backend: backend, loggedOut: true)
    return ContractServer(
      kind: .mediaWiki, wikis: backend.wikis.map(\.wiki),
      userName: backend.username.split(separator: "@").first.map(String.init) ?? backend.username,
      send: { await client.send($0) }, sendLoggedOut: { await anonymous.send($0) },
      logIn: { await client.logIn($0) }, fresh: { mediaWiki(backend) })
  }

  /// Sends one call; a transport failure fails the test, saying which call it was.
  func call(_ request: APIRequest, _ name: String, loggedOut: Bool = false) async throws -> JSONValue {
    switch await (loggedOut ? sendLoggedOut : send)(request) {
    case .success(let json): return json
    case .failure(let failure): throw CallFailed(call: name, failure: failure)
    }
  }

  struct CallFailed: Error, CustomStringConvertible {
    var call: String
    var failure: ServiceFailure
    var description: String { "\(call): \(failure)" }
  }

  func csrf(_ wiki: Wiki) async throws -> String {
    // Log in first: the token is asked for by a logged-in client.
    if let failure = await logIn(wiki) { throw failure }
    let json = try await call(MediaWikiAPI.csrfTokenRequest(wiki), "token")
    return try #require(json["query"]?["tokens"]?["csrftoken"]?.stringValue)
  }

}
