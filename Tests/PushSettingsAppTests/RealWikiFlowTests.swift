import PushAppFeature
import PushCore
import PushHTTP
import PushLive
import PushSettingsFeature
import PushSimulation
import PushTestSupport
import PushWikiClient
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The backend file of local wikis, if any (`scripts/contract-test` sets it).
let realBackendPath: String? = getenv("PUSH_SETTINGS_BACKEND").map { String(cString: $0) }

/// The app's real flow against real wikis: the store and its effects with `MediaWikiClient` as the API
/// (the OS and APNs simulated, as with `--backend`), and every wiki read back afterwards.
@Suite(
  .enabled(if: realBackendPath != nil, "PUSH_SETTINGS_BACKEND is not set (scripts/contract-test runs these)"),
  .serialized)
struct RealWikiFlowTests {
  let backend: BackendFile
  let direct: MediaWikiClient

  init() throws {
    backend = try BackendFile.load(path: realBackendPath ?? "").get()
    direct = MediaWikiClient(backend: backend)
  }

  /// The app on real wikis, with `down` reached at a port where nothing listens (connection refused).
  func app(down: Wiki?, codes: Recorder<String> = Recorder()) throws -> (AppStore, MediaWikiClient) {
    var wikis = backend
    let nowhere = try HTTPURL(parsing: "http://127.0.0.1:1/api.php")
    wikis.wikis = backend.wikis.map { $0.wiki == down ? ($0.wiki, nowhere) : $0 }
    var config = SimulationConfig()
    config.permission = .authorized
    config.latencyMs = 0
    let clock = ClockClient.live()
    let world = SimulatedWorld(config: config, clock: clock)
    let client = MediaWikiClient(backend: wikis)
    // Every error code the app's preference writes are answered with, to see which of them it met. (Reading
    // notifications with `notwikis=*` is answered with an `unrecognizedparams` warning by wikis without
    // CentralAuth, as these are: that is not the write's.)
    let api = APIClient { request in
      let result = await client.send(request)
      let isWrite = request["action"] == "options"
      if isWrite, let code = TraceRecord.call(request, result, tMs: 0).error { codes.append(code) }
      return result
    }
    let persisted = PersistedState(languages: backend.languages)
    let store = AppStore(initial: AppState(persisted: persisted), clients: .simulated(world, clock: clock, api: api))
    return (store, client)
  }

  func send(_ store: AppStore, _ action: AppAction) async {
    store.send(action)
    await store.settled()
  }

  /// What a wiki stores for a type, read straight from it.
  func stored(_ wiki: Wiki, _ type: NotificationType) async throws -> Bool? {
    let json = try await direct.send(EchoAPI.userOptionsRequest(wiki)).get()
    return try EchoAPI.readPreferences(json, wiki: wiki).get().values[type]
  }

  func set(_ type: NotificationType, _ value: Bool) async throws {
    for (wiki, _) in backend.wikis {
      let token = try await direct.send(MediaWikiAPI.csrfTokenRequest(wiki)).get()
      let csrf = try MediaWikiAPI.readCSRFToken(token).get()
      let answer = try await direct.send(EchoAPI.setOptionRequest(wiki, type: type, value: value, csrf: csrf)).get()
      #expect(EchoAPI.readOptionAnswer(answer, type: type) == nil)
    }
  }

  @Test func typeChange_everyWikiUp_isStoredOnEveryWiki() async throws {
    try await set(.mention, true)
    let (store, _) = try app(down: nil)
    await send(store, .appLaunched)
    await send(store, .opened(.push))
    await send(store, .settings(.pushToggleTapped))
    #expect(store.state.settings.displayedValue(.mention) == true, "read from the primary wiki")
    #expect(store.state.settings.persisted.subscribed)
    await send(store, .settings(.typeToggleTapped(.mention)))
    #expect(store.state.settings.alert == nil)
    #expect(store.state.settings.displayedValue(.mention) == false)
    for (wiki, _) in backend.wikis { #expect(try await stored(wiki, .mention) == false, "\(wiki.host)") }
    try await set(.mention, true)
    await send(store, .settings(.pushToggleTapped))
    #expect(!store.state.settings.persisted.subscribed, "unsubscribed again")
  }

  @Test func typeChange_afterTheSessionEnded_logsInAgainAndFetchesATokenAgain() async throws {
    try await set(.reverted, true)
    let codes = Recorder<String>()
    let (store, client) = try app(down: nil, codes: codes)
    await send(store, .appLaunched)
    await send(store, .opened(.push))
    await send(store, .settings(.pushToggleTapped))
    // The primary wiki's session ends (as when it expires): the app's cached CSRF token ends with it.
    let primary = backend.wikis[0].wiki
    let csrf = try MediaWikiAPI.readCSRFToken(try await client.send(MediaWikiAPI.csrfTokenRequest(primary)).get()).get()
    let logout = APIRequest(wiki: primary, method: .post, params: [("action", "logout"), ("token", csrf)])
    #expect(try await client.send(logout).get() == .object([]))
    // The write fails assert=user, the client logs in again; the old token is then badtoken, the app fetches
    // a new one and writes again.
    await send(store, .settings(.typeToggleTapped(.reverted)))
    #expect(store.state.settings.alert == nil, "\(store.state.settings.alert?.message ?? "")")
    #expect(codes.items == ["badtoken"], "the retried write's old token, and nothing else")
    for (wiki, _) in backend.wikis { #expect(try await stored(wiki, .reverted) == false, "\(wiki.host)") }
    try await set(.reverted, true)
    await send(store, .settings(.pushToggleTapped))
  }

  @Test func typeChange_oneWikiDown_theOthersAreRolledBack_readBackFromEveryWiki() async throws {
    try await set(.editThank, true)
    let down = backend.wikis[1].wiki
    let (store, _) = try app(down: down)
    await send(store, .appLaunched)
    await send(store, .opened(.push))
    await send(store, .settings(.pushToggleTapped))
    #expect(store.state.settings.displayedValue(.editThank) == true)
    await send(store, .settings(.typeToggleTapped(.editThank)))
    let alert = try #require(store.state.settings.alert)
    #expect(alert.kind == .writeFailed)
    // The wiki's session is made at its first call, so a wiki that is down fails at the login.
    // Which wiki failed and why is the alert's QA detail.
    let detail = alert.annotation ?? ""
    #expect(detail.contains("Write failed on \(down.host) (could not log in to \(down.host)"), "\(detail)")
    #expect(detail.contains("the connection to 127.0.0.1:1 was refused"), "\(detail)")
    #expect(store.state.settings.displayedValue(.editThank) == true, "switched back")
    #expect(store.state.settings.persisted.pending.isEmpty, "every rollback went through")
    for (wiki, _) in backend.wikis {
      #expect(try await stored(wiki, .editThank) == true, "\(wiki.host) holds the value from before")
    }
    await send(store, .settings(.alertButtonTapped(.dismiss)))
    await send(store, .settings(.pushToggleTapped))
  }

  /// A title description published through the app to the real English wiki (`scripts/mediawiki` makes the
  /// built-in articles): the app says it was published, and the page now starts with the template.
  @Test func describe_english_isPublishedIntoTheRealPage() async throws {
    let (store, _) = try app(down: nil)
    await send(store, .appLaunched)
    // A text of its own each run: the same text again would be `nochange`.
    let text = "Stratovolcano in central Kenya, \(UInt32.random(in: 1...UInt32.max))"
    for action: AppAction in [
      .description(.articleOpened(id: "en:Mount Kenya")), .description(.addTapped),
      .description(.onboardingNext), .description(.startEditingTapped), .description(.edited(.insert(text))),
      .description(.publishTapped),
    ] {
      store.send(action)
      await store.settled()
    }
    let state = store.state.description
    #expect(state.editor == nil && state.published == .overlay, "\(String(describing: state.editor?.failure))")
    #expect(state.latestEdit.map { $0.revision > 0 } == true)
    let page = try await direct.send(
      APIRequest(
        wiki: .language("en"), method: .get,
        params: [
          ("action", "query"), ("prop", "revisions"), ("rvprop", "content|ids"), ("rvslots", "main"),
          ("titles", "Mount Kenya"),
        ] + MediaWikiAPI.formatParameters)
    ).get()
    let revision = page["query"]?["pages"]?.arrayValue?.first?["revisions"]?.arrayValue?.first
    #expect(revision?["slots"]?["main"]?["content"]?.stringValue?.hasPrefix("{{Short description|\(text)}}\n") == true)
    #expect(revision?["revid"]?.intValue == state.latestEdit?.revision, "the revision the app was told is the page's")
  }
}
