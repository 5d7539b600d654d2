import PushCore
import PushDescriptionFeature
import PushHTTP
import PushSettingsFeature
import PushWikiClient
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The contract the app relies on, held by both servers: the simulator (always) and real MediaWiki 1.39
/// through `MediaWikiClient` (the wikis of the backend file named by `PUSH_SETTINGS_BACKEND`, which
/// `scripts/contract-test` brings up). Same cases, same expectations, in the exact shapes of
/// `format=json&formatversion=2&errorformat=plaintext`, the format EchoAPI asks for.
@Suite(.serialized)
struct ContractTests {
  private func errorsOnly(_ json: JSONValue) -> JSONValue? {
    // `docref` (a sentence with the wiki's URL) comes with every error; the contract is the errors.
    #expect(json.objectValue?.map(\.0) == ["errors", "docref"], "\(json.serialized)")
    return json["errors"]
  }

  private static func error(_ code: String, _ text: String, _ module: String) -> JSONValue {
    .array([.object([("code", .string(code)), ("text", .string(text)), ("module", .string(module))])])
  }

  @Test(arguments: ContractServer.kinds) func login_andToken_everyWiki(_ kind: ContractServer.Kind) async throws {
    let s = try ContractServer(kind)
    for wiki in s.wikis {
      // A client of its own, so that the login starts from nothing.
      let fresh = s.fresh()
      #expect(await fresh.logIn(wiki) == nil, "login to \(wiki.code)")
      let json = try await s.call(MediaWikiAPI.csrfTokenRequest(wiki), "token")
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

  @Test(arguments: ContractServer.kinds) func read_afterReset_everyKeyHoldsEchosDefaultAsABoolean(
    _ kind: ContractServer.Kind
  ) async throws {
    let s = try ContractServer(kind)
    for wiki in s.wikis {
      let token = try await s.csrf(wiki)
      let reset = APIRequest(
        wiki: wiki, method: .post,
        params: [
          ("action", "options"), ("change", NotificationType.allCases.map(\.key).joined(separator: "|")),
          ("token", token),
        ])
      // A key whose extension is missing is no preference: success, with a warning for it, and nothing stored.
      let refused = NotificationType.allCases.filter { ContractServer.typesWithoutExtension.contains($0) }.map {
        JSONValue.object([
          ("code", "validationfailed"),
          ("text", .string("Validation error for \"\($0.key)\": not a valid preference.")),
          ("module", "options"),
        ])
      }
      let expected: JSONValue =
        refused.isEmpty
        ? .object([("options", "success")]) : .object([("warnings", .array(refused)), ("options", "success")])
      let answer = try await s.call(reset, "reset 16 keys")
      if case .language(let code) = wiki, code != "en" {
        // The text is in the wiki's language (German on de): the codes, the modules and the keys are the contract.
        let warnings = answer["warnings"]?.arrayValue ?? []
        #expect(warnings.map { $0["code"] } == refused.map { $0["code"] }, "\(answer.serialized)")
        #expect(warnings.map { $0["module"] } == refused.map { $0["module"] })
        for (warning, type) in zip(warnings, NotificationType.allCases.filter { !s.knownTypes.contains($0) }) {
          #expect(warning["text"]?.stringValue.map { EchoAPI.names($0, type.key) } == true, "\(warning.serialized)")
        }
        #expect(answer["options"] == "success")
      } else {
        #expect(answer == expected, "\(wiki.code): \(answer.serialized)")
      }
      let json = try await s.call(EchoAPI.userOptionsRequest(wiki), "read")
      let options = try #require(json["query"]?["userinfo"]?["options"], "\(json.serialized.prefix(300))")
      for type in NotificationType.allCases {
        let known = s.knownTypes.contains(type)
        #expect(options[type.key] == (known ? .bool(type.echoDefault) : nil), "\(wiki.code) \(type.key)")
      }
      #expect(
        json["query"]?["userinfo"]?["name"]?.stringValue
          == s.userName)
      #expect(json["batchcomplete"] == .bool(true))
    }
  }

  @Test(arguments: ContractServer.kinds) func write_thenReadBack_everyWiki(_ kind: ContractServer.Kind) async throws {
    let s = try ContractServer(kind)
    for wiki in s.wikis {
      let token = try await s.csrf(wiki)
      for value in [false, true] {
        let write = EchoAPI.setOptionRequest(wiki, type: .editThank, value: value, csrf: token)
        let answer = try await s.call(write, "write")
        #expect(answer == .object([("options", "success")]), "\(answer.serialized)")
        #expect(EchoAPI.readOptionAnswer(answer, type: .editThank) == nil)
        let read = try await s.call(EchoAPI.userOptionsRequest(wiki), "read")
        let snapshot = try EchoAPI.readPreferences(read, wiki: wiki).get()
        #expect(snapshot.values[.editThank] == value, "\(wiki.code) wrote \(value)")
        // Saved "0" comes back as the number 0; saving the default deletes the row, so true is the default's boolean.
        let raw = read["query"]?["userinfo"]?["options"]?[NotificationType.editThank.key]
        #expect(raw == (value ? .bool(true) : .number(0)), "\(raw?.serialized ?? "nil")")
      }
      // A default-off type saved on comes back as the string "1".
      let on = EchoAPI.setOptionRequest(wiki, type: .articleLinked, value: true, csrf: token)
      #expect(try await s.call(on, "write") == .object([("options", "success")]))
      let read = try await s.call(EchoAPI.userOptionsRequest(wiki), "read")
      #expect(read["query"]?["userinfo"]?["options"]?[NotificationType.articleLinked.key] == .string("1"))
      let off = EchoAPI.setOptionRequest(wiki, type: .articleLinked, value: false, csrf: token)
      #expect(try await s.call(off, "write") == .object([("options", "success")]))
    }
  }

  @Test(arguments: ContractServer.kinds) func write_unknownKey_isSuccessWithAValidationWarning(
    _ kind: ContractServer.Kind
  ) async throws {
    let s = try ContractServer(kind)
    let token = try await s.csrf(s.primary)
    let key = "echo-subscriptions-push-no-such-type"
    let request = APIRequest(
      wiki: s.primary, method: .post, params: [("action", "options"), ("change", "\(key)=1"), ("token", token)])
    let answer = try await s.call(request, "write")
    let warning = JSONValue.array([
      .object([
        ("code", "validationfailed"), ("text", .string("Validation error for \"\(key)\": not a valid preference.")),
        ("module", "options"),
      ])
    ])
    #expect(answer == .object([("warnings", warning), ("options", "success")]), "\(answer.serialized)")
  }

  @Test(arguments: ContractServer.kinds) func write_badToken_isBadtoken(_ kind: ContractServer.Kind) async throws {
    let s = try ContractServer(kind)
    let request = EchoAPI.setOptionRequest(s.primary, type: .editThank, value: true, csrf: "0123abcd+\\")
    let answer = try await s.call(request, "write")
    #expect(errorsOnly(answer) == Self.error("badtoken", "Invalid CSRF token.", "options"))
    // What the app makes of it: badtoken, which makes it fetch a token again.
    #expect(EchoAPI.readOptionAnswer(answer, type: .editThank)?.code == "badtoken")
  }

  @Test(arguments: ContractServer.kinds) func subscribe_twice_unsubscribe_andUnknownToken(_ kind: ContractServer.Kind)
    async throws
  {
    let s = try ContractServer(kind)
    var random = SystemRandomNumberGenerator()
    let deviceToken = (0..<4).map { _ in String(random.next() as UInt64, radix: 16) }.joined()
    let token = try await s.csrf(s.primary)
    let create = EchoAPI.subscribeRequest(s.primary, deviceToken: deviceToken, csrf: token)
    #expect(try await s.call(create, "subscribe") == .object([("create", .object([("result", "Success")]))]))
    // Subscriptions belong to the user, not the wiki: the same token on another wiki already exists.
    let otherToken = try await s.csrf(s.other)
    let again = try await s.call(
      EchoAPI.subscribeRequest(s.other, deviceToken: deviceToken, csrf: otherToken), "subscribe")
    // In the wiki's own language (German on de): the code and the module are the contract, the words English's.
    let exists = errorsOnly(again)?.arrayValue?.first
    #expect(exists?["code"] == "echo-push-token-exists" && exists?["module"] == "echopushsubscriptions+create")
    let onPrimary = try await s.call(create, "subscribe")
    #expect(
      errorsOnly(onPrimary)
        == Self.error(
          "echo-push-token-exists", "The provided token already exists in the database.", "echopushsubscriptions+create"
        ))
    #expect(EchoAPI.readSubscriptionAnswer(again, command: "create") == nil, "already there counts as success")
    let delete = EchoAPI.unsubscribeRequest(s.primary, deviceToken: deviceToken, csrf: token)
    #expect(try await s.call(delete, "unsubscribe") == .object([("delete", .object([("result", "Success")]))]))
    let unknown = try await s.call(delete, "unsubscribe")
    #expect(
      errorsOnly(unknown)
        == Self.error(
          "echo-push-token-not-found", "The provided token was not found in the database.",
          "echopushsubscriptions+delete"))
    #expect(EchoAPI.readSubscriptionAnswer(unknown, command: "delete") == nil, "already gone counts as success")
  }

  @Test(arguments: ContractServer.kinds) func subscribe_overTheLimitOfTen_evictsTheOldest(_ kind: ContractServer.Kind)
    async throws
  {
    let s = try ContractServer(kind)
    var random = SystemRandomNumberGenerator()
    let prefix = String(random.next() as UInt64, radix: 16)
    let token = try await s.csrf(s.primary)
    for n in 0...10 {
      let create = EchoAPI.subscribeRequest(s.primary, deviceToken: "\(prefix)-\(n)", csrf: token)
      #expect(try await s.call(create, "subscribe") == .object([("create", .object([("result", "Success")]))]))
    }
    let oldest = try await s.call(
      EchoAPI.unsubscribeRequest(s.primary, deviceToken: "\(prefix)-0", csrf: token), "unsubscribe")
    #expect(errorsOnly(oldest)?.arrayValue?.first?["code"] == "echo-push-token-not-found")
    for n in 1...10 {
      let delete = EchoAPI.unsubscribeRequest(s.primary, deviceToken: "\(prefix)-\(n)", csrf: token)
      #expect(
        try await s.call(delete, "unsubscribe") == .object([("delete", .object([("result", "Success")]))]), "\(n)")
    }
  }

  @Test(arguments: ContractServer.kinds) func subscribe_withoutTopic_isTopicRequired(_ kind: ContractServer.Kind)
    async throws
  {
    let s = try ContractServer(kind)
    let token = try await s.csrf(s.primary)
    let request = APIRequest(
      wiki: s.primary, method: .post,
      params: [
        ("action", "echopushsubscriptions"), ("command", "create"), ("provider", "apns"),
        ("providertoken", "contract-no-topic"), ("token", token),
      ])
    let answer = try await s.call(request, "subscribe")
    #expect(
      errorsOnly(answer)
        == Self.error(
          "echo-push-topic-required", "The topic field is required for this provider.", "echopushsubscriptions+create"))
  }

  @Test(arguments: ContractServer.kinds) func loggedOut_tokenIsTheAnonymousOne_andWritesAreNotloggedin(
    _ kind: ContractServer.Kind
  ) async throws {
    let s = try ContractServer(kind)
    let json = try await s.call(MediaWikiAPI.csrfTokenRequest(s.primary), "token", loggedOut: true)
    #expect(json["query"]?["tokens"]?["csrftoken"] == .string("+\\"))
    let read = try await s.call(EchoAPI.userOptionsRequest(s.primary), "read", loggedOut: true)
    #expect(read["query"]?["userinfo"]?["anon"] == .bool(true))
    #expect(read["query"]?["userinfo"]?["id"] == .number(0))
    // Everyone's defaults, not the user's: the app does not take them for the user's values.
    for type in s.knownTypes {
      #expect(read["query"]?["userinfo"]?["options"]?[type.key] == .bool(type.echoDefault), "\(type.key)")
    }
    #expect(throws: ServiceFailure.self) { try EchoAPI.readPreferences(read, wiki: s.primary).get() }
    let write = EchoAPI.setOptionRequest(s.primary, type: .editThank, value: true, csrf: "+\\")
    #expect(
      errorsOnly(try await s.call(write, "write", loggedOut: true))
        == Self.error("notloggedin", "You must be logged in to edit your preferences.", "options"))
    let subscribe = EchoAPI.subscribeRequest(s.primary, deviceToken: "contract-logged-out", csrf: "+\\")
    #expect(
      errorsOnly(try await s.call(subscribe, "subscribe", loggedOut: true))
        == Self.error(
          "notloggedin", "You must be logged in to edit your private information.", "echopushsubscriptions"))
  }

  @Test(arguments: ContractServer.kinds) func sessionLost_theClientLogsInAgainAndTheReadIsTheUsers(
    _ kind: ContractServer.Kind
  ) async throws {
    // A case of the client, not of the server: the simulated session has no login to lose (the simulator's
    // logged-out user is the logged-out case above).
    guard kind == .mediaWiki else { return }
    let s = try ContractServer(kind)
    let token = try await s.csrf(s.primary)
    let logout = APIRequest(wiki: s.primary, method: .post, params: [("action", "logout"), ("token", token)])
    #expect(try await s.call(logout, "logout") == .object([]))
    // The session is gone on the wiki: with assert=user the read fails, the client logs in again and retries.
    let json = try await s.call(EchoAPI.userOptionsRequest(s.primary), "read after a lost session")
    #expect(json["query"]?["userinfo"]?["anon"] == nil, "\(json.serialized.prefix(200))")
    #expect(
      json["query"]?["userinfo"]?["name"]?.stringValue == s.userName)
  }

  @Test(arguments: ContractServer.kinds) func fanOut_oneWriteToEveryWikiAtOnce(_ kind: ContractServer.Kind) async throws
  {
    let s = try ContractServer(kind)
    var tokens: [Wiki: String] = [:]
    for wiki in s.wikis { tokens[wiki] = try await s.csrf(wiki) }
    let send = s.send
    let answers = await withTaskGroup(of: Result<JSONValue, ServiceFailure>.self) { group in
      for (wiki, token) in tokens {
        group.addTask {
          await send(EchoAPI.setOptionRequest(wiki, type: .reverted, value: false, csrf: token))
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(answers.allSatisfy { (try? $0.get()) == .object([("options", "success")]) })
    for (wiki, token) in tokens {
      let back = EchoAPI.setOptionRequest(wiki, type: .reverted, value: true, csrf: token)
      #expect(try await s.call(back, "write") == .object([("options", "success")]))
    }
  }
}

/// Title descriptions: the edit the app makes on English Wikipedia, as both servers answer it.
extension ContractTests {
  /// `action=edit` of section 0 of a page that is not there, with `nocreate`: `missingtitle`, from the edit
  /// module, in the plaintext shape; and without a token, `badtoken`.
  @Test(arguments: ContractServer.kinds) func describe_localEdit_ofAMissingPage_isMissingTitle(
    _ kind: ContractServer.Kind
  ) async throws {
    let s = try ContractServer(kind)
    let wiki = try #require(s.wikis.first { $0 == .language("en") } ?? s.wikis.first)
    let token = try await s.csrf(wiki)
    let missing = Article(
      language: wiki.code, title: "No such page for the contract test", item: "Q1", description: nil, lead: "Text.")
    var request = DescriptionAPI.localEditRequest(missing, text: "A description", csrf: token)
    request.wiki = wiki
    let json = try await s.call(request, "edit a missing page")
    #expect(
      errorsOnly(json) == Self.error("missingtitle", "The page you specified doesn't exist.", "edit"),
      "\(json.serialized)")
    var bad = DescriptionAPI.localEditRequest(missing, text: "A description", csrf: "+\\")
    bad.wiki = wiki
    let refused = try await s.call(bad, "edit with a bad token")
    #expect(errorsOnly(refused) == Self.error("badtoken", "Invalid CSRF token.", "edit"), "\(refused.serialized)")
  }

  /// `action=edit` of a built-in article that exists (`scripts/mediawiki` makes them): `Success` with the new
  /// revision after the old, in the same fields; the same text again changes nothing, and MediaWiki says so
  /// with `nochange` and no revision, which the app reads as published.
  @Test(arguments: ContractServer.kinds) func describe_localEdit_ofABuiltInArticle_isSuccess_thenNochange(
    _ kind: ContractServer.Kind
  ) async throws {
    let s = try ContractServer(kind)
    let wiki = Wiki.language("en")
    try #require(s.wikis.contains(wiki), "the contract needs an English wiki")
    let article = try #require(Article.find("en:Mount Kenya"))
    let token = try await s.csrf(wiki)
    // A text of its own each run: the real wiki keeps what the last run wrote.
    let text = "Stratovolcano in central Kenya (contract \(UInt32.random(in: 1...UInt32.max)))"
    let json = try await s.call(DescriptionAPI.localEditRequest(article, text: text, csrf: token), "edit")
    let edit = try #require(json["edit"], "\(json.serialized)")
    #expect(edit["result"]?.stringValue == "Success", "\(json.serialized)")
    #expect(edit["title"]?.stringValue == "Mount Kenya")
    #expect(edit["contentmodel"]?.stringValue == "wikitext")
    let old = try #require(edit["oldrevid"]?.intValue)
    let new = try #require(edit["newrevid"]?.intValue)
    #expect(new > old)
    #expect(edit["newtimestamp"]?.stringValue?.hasSuffix("Z") == true)
    #expect(edit["watched"]?.boolValue == true, "the user's default: pages they edit are watched")
    #expect(
      Set(edit.objectValue?.map(\.0) ?? []) == [
        "result", "pageid", "title", "contentmodel", "oldrevid", "newrevid", "newtimestamp", "watched",
      ],
      "\(json.serialized)")
    #expect(DescriptionAPI.readPublishAnswer(json) == .success(new))

    let again = try await s.call(DescriptionAPI.localEditRequest(article, text: text, csrf: token), "edit, no change")
    let unchanged = try #require(again["edit"], "\(again.serialized)")
    #expect(unchanged["result"]?.stringValue == "Success", "\(again.serialized)")
    #expect(unchanged["nochange"]?.boolValue == true, "\(again.serialized)")
    #expect(unchanged["newrevid"] == nil && unchanged["oldrevid"] == nil, "\(again.serialized)")
    #expect(DescriptionAPI.readPublishAnswer(again) == .success(0), "published, with no new revision")
  }

  /// The editor's check of a built-in article (`prop=info&intestactions=edit&intestactionsdetail=full`):
  /// for a user who is not blocked, `actions.edit` is an empty list, which the app reads as "may edit".
  @Test(arguments: ContractServer.kinds) func describe_editCheck_ofABuiltInArticle_mayEdit(
    _ kind: ContractServer.Kind
  ) async throws {
    let s = try ContractServer(kind)
    try #require(s.wikis.contains(.language("en")), "the contract needs an English wiki")
    let article = try #require(Article.find("en:Mount Kenya"))
    _ = try await s.csrf(.language("en"))  // Logged in, as the app is when it opens the editor.
    let json = try await s.call(DescriptionAPI.editCheckRequest(article), "edit check")
    let page = try #require(json["query"]?["pages"]?.arrayValue?.first, "\(json.serialized)")
    #expect(page["title"]?.stringValue == "Mount Kenya", "\(json.serialized)")
    #expect(page["actions"]?["edit"] == .array([]), "\(json.serialized)")
    #expect(DescriptionAPI.readEditCheck(json) == .success(nil))
  }
}
