import PushCore
import PushHTTP
import PushSettingsFeature
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The backend file the contract runs against, if any.
let contractBackendPath: String? = getenv("PUSH_SETTINGS_BACKEND").map { String(cString: $0) }

/// The contract the app relies on, run through `MediaWikiClient` against real wikis: the wikis of the
/// backend file named by `PUSH_SETTINGS_BACKEND` (`scripts/mediawiki up` prints one). The answers are
/// checked in MediaWiki 1.39's exact shapes for `format=json&formatversion=2&errorformat=plaintext`, which
/// the simulator must match (issue 17 wants the same cases run against it: every case goes through `call`).
@Suite(
  .enabled(
    if: contractBackendPath != nil,
    "PUSH_SETTINGS_BACKEND is not set: the contract against real wikis is skipped (scripts/contract-test runs it)"),
  .serialized)
struct ContractTests {
  let backend: BackendFile
  let client: MediaWikiClient
  let loggedOut: MediaWikiClient
  let primary: Wiki
  let other: Wiki

  init() throws {
    backend = try BackendFile.load(path: contractBackendPath ?? "").get()
    client = MediaWikiClient(backend: backend)
    loggedOut = MediaWikiClient(backend: backend, loggedOut: true)
    primary = backend.wikis[0].wiki
    other = backend.wikis[1].wiki
  }

  /// Sends and times one call; a transport failure fails the test.
  private func call(_ request: APIRequest, _ name: String, as sender: MediaWikiClient? = nil) async throws -> JSONValue
  {
    let start = Self.nowMs()
    let result = await (sender ?? client).send(request)
    Timings.record(name, Self.nowMs() - start)
    return try result.get()
  }

  private func csrf(_ wiki: Wiki) async throws -> String {
    // Each test has its own client: log in first, so that "token" times the token call alone.
    if let failure = await client.logIn(wiki) { throw failure }
    let json = try await call(EchoAPI.csrfTokenRequest(wiki), "token")
    return try #require(json["query"]?["tokens"]?["csrftoken"]?.stringValue)
  }

  private func errorsOnly(_ json: JSONValue) -> JSONValue? {
    // `docref` (a sentence with the wiki's URL) comes with every error; the contract is the errors.
    #expect(json.objectValue?.map(\.0) == ["errors", "docref"], "\(json.serialized)")
    return json["errors"]
  }

  private static func error(_ code: String, _ text: String, _ module: String) -> JSONValue {
    .array([.object([("code", .string(code)), ("text", .string(text)), ("module", .string(module))])])
  }

  @Test func login_andToken_everyWiki() async throws {
    for (wiki, _) in backend.wikis {
      // A client of its own, so that the login is timed from nothing.
      let fresh = MediaWikiClient(backend: backend)
      let start = Self.nowMs()
      #expect(await fresh.logIn(wiki) == nil, "login to \(wiki.code)")
      Timings.record("login (token + login)", Self.nowMs() - start)
      let json = try await call(EchoAPI.csrfTokenRequest(wiki), "token")
      let token = try #require(json["query"]?["tokens"]?["csrftoken"]?.stringValue)
      // 32 hex digits of HMAC, 8 of the time (so a token changes from one second to the next), then +\.
      #expect(token.count == 42 && token.hasSuffix("+\\"), "\(wiki.code): \(token)")
      #expect(
        json
          == .object([
            ("batchcomplete", true), ("query", .object([("tokens", .object([("csrftoken", .string(token))]))])),
          ]))
    }
  }

  @Test func read_afterReset_everyKeyHoldsEchosDefaultAsABoolean() async throws {
    for (wiki, _) in backend.wikis {
      let token = try await csrf(wiki)
      let reset = APIRequest(
        wiki: wiki, method: .post,
        params: [
          ("action", "options"), ("change", NotificationType.allCases.map(\.key).joined(separator: "|")),
          ("token", token),
        ])
      #expect(try await call(reset, "reset 16 keys") == .object([("options", "success")]))
      let json = try await call(EchoAPI.userOptionsRequest(wiki), "read")
      let options = try #require(json["query"]?["userinfo"]?["options"], "\(json.serialized.prefix(300))")
      for type in NotificationType.allCases {
        #expect(options[type.key] == .bool(type.echoDefault), "\(wiki.code) \(type.key)")
      }
      #expect(
        json["query"]?["userinfo"]?["name"]?.stringValue
          == backend.username.split(separator: "@").first.map(String.init))
      #expect(json["batchcomplete"] == .bool(true))
    }
  }

  @Test func write_thenReadBack_everyWiki() async throws {
    for (wiki, _) in backend.wikis {
      let token = try await csrf(wiki)
      for value in [false, true] {
        let write = EchoAPI.setOptionRequest(wiki, type: .editThank, value: value, csrf: token)
        let answer = try await call(write, "write")
        #expect(answer == .object([("options", "success")]), "\(answer.serialized)")
        #expect(EchoAPI.readOptionAnswer(answer, type: .editThank) == nil)
        let read = try await call(EchoAPI.userOptionsRequest(wiki), "read")
        let snapshot = try EchoAPI.readPreferences(read, wiki: wiki).get()
        #expect(snapshot.values[.editThank] == value, "\(wiki.code) wrote \(value)")
        // Saved "0" comes back as the number 0; saving the default deletes the row, so true is the default's boolean.
        let raw = read["query"]?["userinfo"]?["options"]?[NotificationType.editThank.key]
        #expect(raw == (value ? .bool(true) : .number(0)), "\(raw?.serialized ?? "nil")")
      }
      // A default-off type saved on comes back as the string "1".
      let on = EchoAPI.setOptionRequest(wiki, type: .articleLinked, value: true, csrf: token)
      #expect(try await call(on, "write") == .object([("options", "success")]))
      let read = try await call(EchoAPI.userOptionsRequest(wiki), "read")
      #expect(read["query"]?["userinfo"]?["options"]?[NotificationType.articleLinked.key] == .string("1"))
      let off = EchoAPI.setOptionRequest(wiki, type: .articleLinked, value: false, csrf: token)
      #expect(try await call(off, "write") == .object([("options", "success")]))
    }
  }

  @Test func write_unknownKey_isSuccessWithAValidationWarning() async throws {
    let token = try await csrf(primary)
    let key = "echo-subscriptions-push-no-such-type"
    let request = APIRequest(
      wiki: primary, method: .post, params: [("action", "options"), ("change", "\(key)=1"), ("token", token)])
    let answer = try await call(request, "write")
    let warning = JSONValue.array([
      .object([
        ("code", "validationfailed"), ("text", .string("Validation error for \"\(key)\": not a valid preference.")),
        ("module", "options"),
      ])
    ])
    #expect(answer == .object([("warnings", warning), ("options", "success")]), "\(answer.serialized)")
  }

  @Test func write_badToken_isBadtoken() async throws {
    let request = EchoAPI.setOptionRequest(primary, type: .editThank, value: true, csrf: "0123abcd+\\")
    let answer = try await call(request, "write")
    #expect(errorsOnly(answer) == Self.error("badtoken", "Invalid CSRF token.", "options"))
  }

  @Test func subscribe_twice_unsubscribe_andUnknownToken() async throws {
    var random = SystemRandomNumberGenerator()
    let deviceToken = (0..<4).map { _ in String(random.next() as UInt64, radix: 16) }.joined()
    let token = try await csrf(primary)
    let create = EchoAPI.subscribeRequest(primary, deviceToken: deviceToken, csrf: token)
    #expect(try await call(create, "subscribe") == .object([("create", .object([("result", "Success")]))]))
    // Subscriptions belong to the user, not the wiki: the same token on another wiki already exists.
    let otherToken = try await csrf(other)
    let again = try await call(EchoAPI.subscribeRequest(other, deviceToken: deviceToken, csrf: otherToken), "subscribe")
    #expect(
      errorsOnly(again)
        == Self.error(
          "echo-push-token-exists", "The provided token already exists.", "echopushsubscriptions+create"))
    let delete = EchoAPI.unsubscribeRequest(primary, deviceToken: deviceToken, csrf: token)
    #expect(try await call(delete, "unsubscribe") == .object([("delete", .object([("result", "Success")]))]))
    let unknown = try await call(delete, "unsubscribe")
    #expect(
      errorsOnly(unknown)
        == Self.error(
          "echo-push-token-not-found", "The provided token was not found.", "echopushsubscriptions+delete"))
  }

  @Test func subscribe_overTheLimitOfTen_evictsTheOldest() async throws {
    var random = SystemRandomNumberGenerator()
    let prefix = String(random.next() as UInt64, radix: 16)
    let token = try await csrf(primary)
    for n in 0...10 {
      let create = EchoAPI.subscribeRequest(primary, deviceToken: "\(prefix)-\(n)", csrf: token)
      #expect(try await call(create, "subscribe") == .object([("create", .object([("result", "Success")]))]))
    }
    let oldest = try await call(
      EchoAPI.unsubscribeRequest(primary, deviceToken: "\(prefix)-0", csrf: token), "unsubscribe")
    #expect(errorsOnly(oldest)?.arrayValue?.first?["code"] == "echo-push-token-not-found")
    for n in 1...10 {
      let delete = EchoAPI.unsubscribeRequest(primary, deviceToken: "\(prefix)-\(n)", csrf: token)
      #expect(try await call(delete, "unsubscribe") == .object([("delete", .object([("result", "Success")]))]), "\(n)")
    }
  }

  @Test func subscribe_withoutTopic_isTopicRequired() async throws {
    let token = try await csrf(primary)
    let request = APIRequest(
      wiki: primary, method: .post,
      params: [
        ("action", "echopushsubscriptions"), ("command", "create"), ("provider", "apns"),
        ("providertoken", "contract-no-topic"), ("token", token),
      ])
    let answer = try await call(request, "subscribe")
    #expect(
      errorsOnly(answer)
        == Self.error(
          "echo-push-topic-required", "A topic is required for APNS subscriptions.", "echopushsubscriptions+create"))
  }

  @Test func loggedOut_tokenIsTheAnonymousOne_andWritesAreNotloggedin() async throws {
    let json = try await call(EchoAPI.csrfTokenRequest(primary), "token", as: loggedOut)
    #expect(json["query"]?["tokens"]?["csrftoken"] == .string("+\\"))
    let read = try await call(EchoAPI.userOptionsRequest(primary), "read", as: loggedOut)
    #expect(read["query"]?["userinfo"]?["anon"] == .bool(true))
    #expect(read["query"]?["userinfo"]?["id"] == .number(0))
    let write = EchoAPI.setOptionRequest(primary, type: .editThank, value: true, csrf: "+\\")
    #expect(
      errorsOnly(try await call(write, "write", as: loggedOut))
        == Self.error("notloggedin", "You must be logged in to edit your preferences.", "options"))
    let subscribe = EchoAPI.subscribeRequest(primary, deviceToken: "contract-logged-out", csrf: "+\\")
    #expect(
      errorsOnly(try await call(subscribe, "subscribe", as: loggedOut))
        == Self.error(
          "notloggedin", "You must be logged in to edit your private information.", "echopushsubscriptions"))
  }

  @Test func sessionLost_theClientLogsInAgainAndTheReadIsTheUsers() async throws {
    let token = try await csrf(primary)
    let logout = APIRequest(wiki: primary, method: .post, params: [("action", "logout"), ("token", token)])
    #expect(try await call(logout, "logout") == .object([]))
    // The session is gone on the wiki: with assert=user the read fails, the client logs in again and retries.
    let json = try await call(EchoAPI.userOptionsRequest(primary), "read after a lost session")
    #expect(json["query"]?["userinfo"]?["anon"] == nil, "\(json.serialized.prefix(200))")
    #expect(
      json["query"]?["userinfo"]?["name"]?.stringValue == backend.username.split(separator: "@").first.map(String.init))
  }

  @Test func fanOut_oneWriteToEveryWikiAtOnce() async throws {
    var tokens: [Wiki: String] = [:]
    for (wiki, _) in backend.wikis { tokens[wiki] = try await csrf(wiki) }
    let client = client
    let start = Self.nowMs()
    let answers = await withTaskGroup(of: Result<JSONValue, ServiceFailure>.self) { group in
      for (wiki, token) in tokens {
        group.addTask {
          await client.send(EchoAPI.setOptionRequest(wiki, type: .reverted, value: false, csrf: token))
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    Timings.record("fan-out write to \(tokens.count) wikis", Self.nowMs() - start)
    #expect(answers.allSatisfy { (try? $0.get()) == .object([("options", "success")]) })
    for (wiki, token) in tokens {
      let back = EchoAPI.setOptionRequest(wiki, type: .reverted, value: true, csrf: token)
      #expect(try await call(back, "write") == .object([("options", "success")]))
    }
  }

  @Test func timings_perCall() async throws {
    // Runs last (the suite is serialized in declaration order) and prints what the calls above took.
    for line in Timings.summary() { print("contract timing: \(line)") }
  }

  static func nowMs() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return now.tv_sec * 1_000 + now.tv_nsec / 1_000_000
  }
}
