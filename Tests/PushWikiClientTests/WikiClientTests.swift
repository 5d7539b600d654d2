import PushCore
import PushWikiClient
import Synchronization
import Testing

@Suite struct WikiClientTests {
  /// A wiki that hands out numbered tokens and answers a POST by what `answer` says for its token.
  final class FakeWiki: Sendable {
    let calls = Locked<[String]>([])
    let tokensIssued = Locked(0)
    let answer: @Sendable (String) -> JSONValue

    init(answer: @escaping @Sendable (String) -> JSONValue) { self.answer = answer }

    var client: APIClient {
      APIClient { request in
        self.calls.withLock { $0.append("\(request.wiki.code) \(request["action"] ?? "") \(request["type"] ?? "")") }
        if request["meta"] == "tokens" {
          let n = self.tokensIssued.withLock { count -> Int in
            count += 1
            return count
          }
          return .success(.object([("query", .object([("tokens", .object([("csrftoken", .string("t\(n)+\\"))]))]))]))
        }
        return .success(self.answer(request["token"] ?? ""))
      }
    }
  }

  static let badToken = JSONValue.object([
    ("errors", .array([.object([("code", .string("badtoken")), ("text", .string("Invalid CSRF token."))])]))
  ])
  static let ok = JSONValue.object([("ok", .bool(true))])

  static func request(_ wiki: Wiki) -> @Sendable (String) -> APIRequest {
    { token in MediaWikiAPI.request(wiki, .post, [("action", "edit"), ("token", token)]) }
  }

  static func check(_ json: JSONValue) -> ServiceFailure? { MediaWikiAPI.apiError(json) }

  @Test func post_badTokenOnce_fetchesAFreshTokenAndSucceeds() async {
    let wiki = FakeWiki { token in token == "t1+\\" ? Self.badToken : Self.ok }
    let client = WikiClient(api: wiki.client)
    let failure = await client.post(.language("en"), Self.request(.language("en")), check: Self.check)
    #expect(failure == nil)
    #expect(wiki.tokensIssued.withLock { $0 } == 2)
  }

  @Test func post_badTokenTwice_isTheAnswer_noThirdTry() async {
    let wiki = FakeWiki { _ in Self.badToken }
    let client = WikiClient(api: wiki.client)
    let failure = await client.post(.language("en"), Self.request(.language("en")), check: Self.check)
    #expect(failure?.code == "badtoken" && failure?.isBadToken == true)
    #expect(wiki.calls.withLock { $0.count } == 4, "token, post, token, post")
  }

  @Test func post_tokenIsFetchedOncePerWiki_andSharedByEveryCaller() async {
    let wiki = FakeWiki { _ in Self.ok }
    let client = WikiClient(api: wiki.client)
    for _ in 0..<3 { _ = await client.post(.language("en"), Self.request(.language("en")), check: Self.check) }
    _ = await client.post(.wikidata, Self.request(.wikidata), check: Self.check)
    #expect(wiki.tokensIssued.withLock { $0 } == 2, "one for en, one for Wikidata")
  }

  @Test func post_tokenFetchFails_isTheFailure_nothingPosted() async {
    let client = WikiClient(api: APIClient { _ in .failure(ServiceFailure(.notSent, code: "none", message: "down")) })
    let failure = await client.post(.language("de"), Self.request(.language("de")), check: Self.check)
    #expect(failure?.kind == .notSent)
  }

  @Test func fanOut_outcomesInTheWikisOrder_whateverOrderTheyFinish() async {
    let client = WikiClient(api: .none)
    let wikis: [Wiki] = [.language("en"), .language("de"), .wikidata, .commons]
    let outcomes = await client.fanOut(wikis) { wiki in
      wiki == .wikidata ? ServiceFailure(code: "x", message: "x") : nil
    }
    #expect(outcomes.map(\.wiki) == wikis)
    #expect(outcomes.map { $0.failure != nil } == [false, false, true, false])
  }

  @Test func serviceFailure_kindsSayWhatMayHaveApplied() {
    #expect(ServiceFailure(.answerLost, code: "timed-out", message: "").mayHaveApplied)
    #expect(!ServiceFailure(.notSent, code: "connect-timed-out", message: "").mayHaveApplied)
    #expect(!ServiceFailure(.httpStatus(503), code: "http-503", message: "").mayHaveApplied)
    #expect(!ServiceFailure(code: "blocked", message: "").isTransport)
    #expect(ServiceFailure(.httpStatus(503), code: "http-503", message: "").isTransport)
    #expect(!ServiceFailure(.notSent, code: "badtoken", message: "").isBadToken, "only the API says badtoken")
  }
}

/// Issue 35, point 15: the launch's `notwikis=*` read, answered with a warning by wikis that do not read other
/// wikis, is an answer in the trace, not an error; a preference write's warning is still the write failing.
@Suite struct TraceRecordOutcomeTests {
  static let warned = JSONValue.object([
    ("warnings", .array([.object([("code", .string("unrecognizedparams")), ("module", .string("main"))])])),
    ("query", .object([("notifications", .object([("list", .array([]))]))])),
  ])

  @Test func aWarning_isAnAnswer_exceptForAPreferenceWrite() {
    let read = APIRequest(
      wiki: .language("en"), method: .get, params: [("action", "query"), ("meta", "notifications"), ("notwikis", "*")])
    #expect(TraceRecord.call(read, .success(Self.warned), tMs: 0).error == nil)
    let write = APIRequest(wiki: .language("en"), method: .post, params: [("action", "options")])
    #expect(TraceRecord.call(write, .success(Self.warned), tMs: 0).error == "unrecognizedparams")
    let refused = JSONValue.object([("errors", .array([.object([("code", .string("badtoken"))])]))])
    #expect(TraceRecord.call(read, .success(refused), tMs: 0).error == "badtoken")
  }
}
