import PushCore
import PushWikiClient

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One wiki's API as one logged-in user sees it: its cookies, its login (done once, shared by the calls
/// waiting for it), and every call sent with the answer format both sides agreed on.
actor MediaWikiSession {
  let wiki: Wiki
  let endpoint: HTTPURL
  /// `nil`: never log in (the logged-out case).
  let credentials: (username: String, password: String)?
  let http: HTTPClient
  let now: @Sendable () -> Int64

  private var jar = CookieJar()
  private var loggedIn = false
  /// Counts logins, so that calls that failed on the same lost session log in again only once.
  private var loginGeneration = 0
  private var login: Task<ServiceFailure?, Never>?

  /// - Parameter secrets: the passwords no text of a server may carry to a sink: this session's own and
  ///   every other of the backend file, withheld whether or not this session logs in (a hostile server
  ///   knows them all).
  init(
    wiki: Wiki, endpoint: HTTPURL, credentials: (username: String, password: String)?, secrets: [String] = [],
    http: HTTPClient, now: @escaping @Sendable () -> Int64
  ) {
    self.wiki = wiki
    self.endpoint = endpoint
    self.credentials = credentials
    var all = secrets
    if let password = credentials?.password, !all.contains(password) { all.append(password) }
    self.secrets = all.compactMap { SecretMatch(secret: $0) }
    self.http = http
    self.now = now
  }

  /// Every call gets these: JSON, format version 2 (real booleans, no `*` keys) and errors and warnings as
  /// `{"code","text","module"}` arrays: the cleanest of MediaWiki's shapes (`../shared/REFERENCE.md`).
  static let formatParameters = MediaWikiAPI.formatParameters

  /// Error codes that mean the session is gone: log in again once and retry.
  static let sessionLostCodes: Set<String> = ["assertuserfailed", "notloggedin"]

  func send(method: APIRequest.Method, params: [(String, String)]) async -> Result<JSONValue, ServiceFailure> {
    if credentials != nil {
      if let failure = await ensureLoggedIn() { return .failure(failure) }
    }
    let generation = loginGeneration
    let first = await call(method: method, params: params, assertUser: credentials != nil)
    guard credentials != nil, case .success(let json) = first, let code = Self.errorCode(json),
      Self.sessionLostCodes.contains(code)
    else { return first }
    if generation == loginGeneration { loggedIn = false }
    if let failure = await ensureLoggedIn() { return .failure(failure) }
    return await call(method: method, params: params, assertUser: true)
  }

  /// Logs in unless logged in already; a login under way is waited for, not repeated.
  func ensureLoggedIn() async -> ServiceFailure? {
    if loggedIn { return nil }
    if let login { return await login.value }
    let task = Task { await self.performLogin() }
    login = task
    let failure = await task.value
    login = nil
    return failure
  }

  private func performLogin() async -> ServiceFailure? {
    guard let credentials else { return nil }
    jar.removeAll(for: endpoint)
    let tokenAnswer = await call(method: .get, params: [("action", "query"), ("meta", "tokens"), ("type", "login")])
    let json: JSONValue
    switch tokenAnswer {
    case .failure(let failure): return loginFailure(failure.message, code: failure.code)
    case .success(let answer): json = answer
    }
    guard let token = json["query"]?["tokens"]?["logintoken"]?.stringValue else {
      return loginFailure(Self.errorText(json) ?? "the wiki sent no login token", code: "login-failed")
    }
    let answer = await call(
      method: .post,
      params: [
        ("action", "login"), ("lgname", credentials.username), ("lgpassword", credentials.password),
        ("lgtoken", token),
      ])
    switch answer {
    case .failure(let failure): return loginFailure(failure.message, code: failure.code)
    case .success(let json):
      guard json["login"]?["result"]?.stringValue == "Success" else {
        let reason =
          json["login"]?["reason"]?.stringValue ?? json["login"]?["reason"]?["text"]?.stringValue
          ?? Self.errorText(json) ?? "the wiki did not say Success"
        return loginFailure(reason, code: "login-failed")
      }
      loggedIn = true
      loginGeneration += 1
      return nil
    }
  }

  /// The login failed, so the call that needed it was not sent. `reason` is already scrubbed (it comes from
  /// an answer or a failure made here); the app's own words around it never hold the password.
  private func loginFailure(_ reason: String, code: String) -> ServiceFailure {
    // MediaWiki's sentences end in a period; the app's own sentence around the message adds one.
    let reason = reason.hasSuffix(".") ? String(reason.dropLast()) : reason
    return ServiceFailure(
      .notSent, code: code,
      message: "could not log in to \(wiki.host) at \(endpoint.hostPort) as the bot user: \(reason)")
  }

  /// One HTTP exchange; transport failures, HTTP errors and answers that are not JSON become failures.
  private func call(method: APIRequest.Method, params: [(String, String)], assertUser: Bool = false) async -> Result<
    JSONValue, ServiceFailure
  > {
    // EchoAPI's requests carry the format already; the login calls made here do not.
    let format = Self.formatParameters.filter { wanted in !params.contains { $0.0 == wanted.0 } }
    let all = params + format + (assertUser ? [("assert", "user")] : [])
    var request: HTTPRequest =
      switch method {
      case .get: .get(endpoint.withQuery(all))
      // Everything in the body: MediaWiki refuses a token in the query string (mustpostparams).
      case .post: .postForm(endpoint.withQuery([]), form: all)
      }
    if let cookies = jar.cookieHeader(for: request.url, now: now()) { request.headers.append(("Cookie", cookies)) }
    let response: HTTPResponse
    switch await http.send(request) {
    case .failure(let error):
      let failure = Self.failure(for: error)
      // An HTTP error quotes the status line or a header: a server's text, withheld whole if it holds the password.
      return .failure(ServiceFailure(failure.kind, code: failure.code, message: scrubbed(failure.message)))
    case .success(let answer): response = answer
    }
    jar.store(setCookieHeaders: response.headers(named: "Set-Cookie"), from: request.url, now: now())
    guard response.status == 200 else {
      return .failure(
        ServiceFailure(
          .httpStatus(response.status), code: "http-\(response.status)",
          message: "the server answered \(response.status) \(scrubbed(response.reason))"))
    }
    do {
      return .success(scrubbed(try JSONParser.parse(response.bodyText)))
    } catch {
      // The whole answer is checked, not only the excerpt: an excerpt that ends inside the password would
      // show its first part (issue 34, B2).
      let start =
        scrubbed(response.bodyText) == Self.withheld ? Self.withheld : scrubbed(String(response.bodyText.prefix(60)))
      return .failure(
        ServiceFailure(
          .answerLost, code: "not-json",
          message: "the answer was not JSON (\(error.reason) at byte \(error.offset); it began \"\(start)\")")
      )
    }
  }

  /// What stands for a server's text that held the bot password.
  static let withheld = "(the wiki's text is withheld: it held the bot password)"

  /// The passwords as every sink would show them (`SecretMatch`).
  private let secrets: [SecretMatch]

  /// A server's text, or `withheld` when it holds a password as any sink would show it: cleaned of controls
  /// and format characters, HTML- and percent-decoded, in any case (issue 34, B1). Whole, not the password
  /// cut out of it: a cut garbled the rest ("en.wiki(password hidden)edia.org" for a password "p") and
  /// showed where it had been.
  func scrubbed(_ text: String) -> String {
    secrets.contains { $0.isHeld(in: text) } ? Self.withheld : text
  }

  /// Every string and key of an answer scrubbed, before any feature, the call log or the trace sees it.
  func scrubbed(_ json: JSONValue) -> JSONValue {
    guard !secrets.isEmpty else { return json }
    switch json {
    case .string(let text): return .string(scrubbed(text))
    case .array(let items): return .array(items.map { scrubbed($0) })
    case .object(let pairs): return .object(pairs.map { (scrubbed($0.0), scrubbed($0.1)) })
    default: return json
    }
  }

  static func failure(for error: HTTPError) -> ServiceFailure {
    let code =
      switch error {
      case .connectionRefused: "connection-refused"
      case .connectTimedOut: "connect-timed-out"
      case .readTimedOut: "timed-out"
      case .responseTooLarge: "too-large"
      case .tlsNotBuiltIn: "tls-not-built-in"
      case .invalidURL: "bad-url"
      case .cannotResolve, .connectFailed: "unreachable"
      case .malformedResponse, .closedEarly, .io: "bad-response"
      case .cancelled: "cancelled"
      }
    return ServiceFailure(error.requestMayHaveArrived ? .answerLost : .notSent, code: code, message: error.description)
  }

  /// The first error's code in either of MediaWiki's shapes.
  static func errorCode(_ json: JSONValue) -> String? {
    json["errors"]?.arrayValue?.first?["code"]?.stringValue ?? json["error"]?["code"]?.stringValue
  }

  static func errorText(_ json: JSONValue) -> String? {
    guard let error = json["errors"]?.arrayValue?.first ?? json["error"] else { return nil }
    let code = error["code"]?.stringValue ?? "error"
    let text = error["text"]?.stringValue ?? error["info"]?.stringValue ?? ""
    return "\(text) (\(code))"
  }

}
