import PushAppFeature
import PushCore
import PushSettingsFeature
import PushTestSupport
import PushWikiClient
import Synchronization
import Testing

/// The runner against strict test clients: any call a test did not set up fails the test.
@Suite struct EffectRunnerTests {
  final class Calls: Sendable {
    let requests = Locked<[APIRequest]>([])
    func add(_ r: APIRequest) { requests.withLock { $0.append(r) } }
    var all: [APIRequest] { requests.withLock { $0 } }
  }

  func collect(_ runner: EffectRunner, _ effect: PushSettingsEffect) async -> [PushSettingsAction] {
    let actions = Locked<[PushSettingsAction]>([])
    await runner.run(effect) { action in actions.withLock { $0.append(action) } }
    return actions.withLock { $0 }
  }

  @Test func write_fetchesEachWikisTokenThenWrites_andRetriesOnceOnBadtoken() async {
    let calls = Calls()
    let badtokenOnce = Locked(true)
    var clients = PushClients.failing
    clients.api = APIClient { request in
      calls.add(request)
      if request["meta"] == "tokens" {
        return .success(
          .object([("query", .object([("tokens", .object([("csrftoken", .string("t-\(request.wiki.code)+\\"))]))]))]))
      }
      if request.wiki == .commons,
        badtokenOnce.withLock({
          let first = $0; $0 = false; return first
        })
      {
        return .success(
          .object([
            (
              "errors",
              .array([.object([("code", "badtoken"), ("text", "Invalid CSRF token."), ("module", "options")])])
            )
          ]))
      }
      return .success(.object([("options", "success")]))
    }
    let runner = EffectRunner(clients: clients)
    let actions = await collect(
      runner, .write(type: .cx, value: false, previous: true, wikis: [.language("en"), .commons], generation: 3))
    #expect(
      actions == [
        .writeFinished(
          generation: 3, type: .cx, value: false, previous: true,
          [WikiOutcome(wiki: .language("en"), failure: nil), WikiOutcome(wiki: .commons, failure: nil)])
      ])
    let writes = calls.all.filter { $0["action"] == "options" }
    #expect(writes.count == 3, "commons written twice: badtoken, then with a fresh token")
    #expect(writes.allSatisfy { $0["change"] == "echo-subscriptions-push-cx=0" && $0.method == .post })
    #expect(writes.first { $0.wiki == .language("en") }?["token"] == "t-en+\\")
    #expect(calls.all.filter { $0.wiki == .commons && $0["meta"] == "tokens" }.count == 2)
  }

  @Test func readPreferences_callsOnlyUserinfo() async {
    var clients = PushClients.failing
    clients.api = APIClient { request in
      #expect(request["meta"] == "userinfo")
      return .success(
        .object([
          ("query", .object([("userinfo", .object([("options", .object([("echo-subscriptions-push-cx", "0")]))]))]))
        ]))
    }
    let actions = await collect(EffectRunner(clients: clients), .readPreferences(wiki: .language("de"), generation: 1))
    guard case .preferencesLoaded(1, .success(let snapshot))? = actions.first else {
      Issue.record("expected a loaded snapshot, got \(actions)")
      return
    }
    #expect(snapshot.values[.cx] == false)
    #expect(snapshot.unavailable.count == NotificationType.allCases.count - 1, "every key but cx's is missing")
  }

  @Test func checkToken_waitsOnTheInjectedClockThenAsksTheOS() async {
    let slept = Locked<[Int]>([])
    var clients = PushClients.failing
    clients.clock = ClockClient(nowMs: { 0 }, sleep: { ms in slept.withLock { $0.append(ms) } })
    clients.os.deviceToken = { "abc" }
    let actions = await collect(EffectRunner(clients: clients), .checkToken(attempt: 2, afterMs: 1_500))
    #expect(actions == [.tokenCheckFinished(attempt: 2, token: "abc")])
    #expect(slept.withLock { $0 } == [1_500])
  }
}
