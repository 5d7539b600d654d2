import PushCore
import PushWikiClient

/// The simulated device and servers, as one actor: the device and APNs side (`SimulatedWorld+Device`),
/// the wikis' API (`WikiServer`), and around both the knobs (`WorldSettings`: latency, faults, stalls),
/// which decide how each call goes, and the trace of every call.
public actor SimulatedWorld {
  /// The knobs, held once: the panel, scripts and tests change them here.
  public nonisolated let settings: WorldSettings
  var rng: SeededRandom
  let clock: ClockClient
  let startMs: Int

  // Device and APNs.
  var prompt: CheckedContinuation<PermissionStatus, Never>?
  var registeredAtMs: Int?
  public internal(set) var deviceToken: String

  var server = WikiServer()
  /// How many calls of each identity (wiki, service, command or option) came so far: the call's number.
  private var callNumbers: [String: UInt64] = [:]

  /// Every call, the most recent of a long run (tests read them; the app's log is its own `TraceLog`).
  public var trace: [TraceRecord] { calls.kept }
  private var calls = RecentRecords<TraceRecord>(limit: 10_000)
  private var stalled: [CheckedContinuation<Void, Never>] = []
  private var stallWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var traceSinks: [@Sendable (TraceRecord) -> Void] = []
  /// Waits for a listener of any kind to start (`untilPushesHeard`).
  var listenerWaiters: [CheckedContinuation<Void, Never>] = []
  /// Whoever listens for pushes on the device (the app's long-lived effect).
  var pushListeners = Listeners<IncomingPush>()
  /// Whoever listens for reverts of the user's description edits (what the app's check of Echo finds).
  var revertListeners = Listeners<DescriptionRevert>()
  /// Numbers listeners of every kind, so that a stream that is dropped is found by its number alone.
  var nextListener = 0
  /// What the rules decided for each notification, by id.
  var decisions: [Int: PushDelivery] = [:]
  /// The steady stream of notifications, while one runs.
  var streamTask: Task<Void, Never>?
  /// Told what the world keeps whenever it may have changed (the state file saves it).
  var worldSinks: [@Sendable (WorldSnapshot) -> Void] = []
  /// When the world began (seconds since 1970), kept across runs; 0 for a world nobody keeps.
  public internal(set) var since = 0

  public init(config: SimulationConfig, clock: ClockClient) {
    settings = WorldSettings(config)
    self.clock = clock
    rng = SeededRandom(seed: config.seed)
    startMs = clock.nowMs()
    deviceToken = rng.hex(64)
  }

  /// The knobs as they are now.
  public nonisolated var config: SimulationConfig { settings.current }

  /// Calls `sink` with every record as it completes (the `--trace` file, the call log).
  public func addTraceSink(_ sink: @escaping @Sendable (TraceRecord) -> Void) { traceSinks.append(sink) }

  // MARK: World changes (tests, the simulation panel)

  public func setFaults(_ faults: FaultPlan) { settings.change { $0.faults = faults } }
  public func setLatency(_ ms: Int) { settings.change { $0.latencyMs = max(0, ms) } }
  public func setTokenArrival(_ arrival: TokenArrival) { settings.change { $0.tokenArrival = arrival } }

  /// Starts the random failures over from `seed` (a named state's world, given `--seed`).
  public func reseed(_ seed: UInt64) {
    settings.change { $0.seed = seed }
    rng = SeededRandom(seed: seed)
    callNumbers = [:]
  }

  /// Lets every hanging call go on, and stops stalling.
  public func releaseStalls() {
    settings.change { $0.stalls = [] }
    let waiting = stalled
    stalled = []
    for continuation in waiting { continuation.resume() }
  }

  func stallIfAsked(_ request: APIRequest) async {
    guard let point = failurePoint(of: request), config.stalls.contains(point) else { return }
    await withCheckedContinuation {
      stalled.append($0)
      let count = stalled.count
      let ready = stallWaiters.filter { $0.count <= count }
      stallWaiters.removeAll { $0.count <= count }
      for waiter in ready { waiter.continuation.resume() }
    }
  }

  /// Returns once at least `count` calls hang at stall points.
  public func waitForStalledCalls(_ count: Int) async {
    if stalled.count >= count { return }
    await withCheckedContinuation { stallWaiters.append((count, $0)) }
  }

  /// What a wiki stores for a type (its default when the user never saved it); nil where push is off.
  public func storedValue(_ wiki: Wiki, _ type: NotificationType) -> Bool? {
    guard !config.wikisWithoutPush.contains(wiki), !config.typesWithoutExtension.contains(type) else { return nil }
    return WikiServer.isOn(server.value(wiki, type, config))
  }

  public var subscriptions: [String] { server.subscriptions }
  /// How many push subscriptions a user may have; the oldest is evicted past it.
  public static let subscriptionLimit = WikiServer.subscriptionLimit
  public func isSubscribed(_ token: String) -> Bool { server.subscriptions.contains(token) }

  // MARK: API

  func latencyForNextCall() -> Int {
    let config = config
    return config.latencyMs + (config.jitterMs > 0 ? Int(rng.next() % UInt64(config.jitterMs + 1)) : 0)
  }

  /// Answers one API request as the wiki would, after the fault plan had its say.
  func handle(_ request: APIRequest) -> Result<JSONValue, ServiceFailure> {
    let service = Self.service(of: request)
    let shown = TraceRecord.shown(request.params)
    if let failure = injectedFailure(request) {
      record(service: service, wiki: request.wiki, action: request["action"] ?? "?", params: shown, error: failure.code)
      return .failure(failure)
    }
    let json =
      server.answerNotifications(request, config, nowMs: clock.nowMs() - startMs)
      ?? server.answerDescription(request, config, refusal: refusal(request))
      ?? server.answer(request, config, &rng)
    let error = TraceRecord.outcomeCode(json, service: service)
    record(service: service, wiki: request.wiki, action: request["action"] ?? "?", params: shown, error: error)
    if request["action"] != "query" { worldChanged() }
    return .success(json)
  }

  static func service(of request: APIRequest) -> String { TraceRecord.service(of: request) }

  /// Where a request can be made to fail, told from the request itself (and, for undoing a change, the
  /// wiki's own history).
  func failurePoint(of request: APIRequest) -> FailurePoint? {
    switch (Self.service(of: request), request["command"]) {
    case ("echo", "create"?): .subscribe
    case ("echo", "delete"?): .unsubscribe
    case ("userinfo", _): .read
    case ("notifications", _): .notifications(request.wiki)
    case ("markread", _): .markRead(request.wiki)
    case ("describe", _): .describe(request.wiki)
    case ("options", _): server.undoes(request) ? .rollback(request.wiki) : .write(request.wiki)
    default: nil
    }
  }

  /// A refusal the fault plan asks the wiki to answer a description edit with, if any.
  private func refusal(_ request: APIRequest) -> FailurePoint? {
    guard case .describe(let wiki)? = failurePoint(of: request) else { return nil }
    // The editor's check sees a lasting block only: a refusal asked for once is the publish's.
    let check = request["intestactions"] != nil
    return [FailurePoint.blocked(wiki), .abuseFilter(wiki), .editConflict(wiki)].first {
      config.faults.always.contains($0) || (!check && settings.consumeOnce($0))
    }
  }

  private func injectedFailure(_ request: APIRequest) -> ServiceFailure? {
    let point = failurePoint(of: request)
    if let point, config.faults.always.contains(point) || settings.consumeOnce(point) {
      return ServiceFailure(.httpStatus(503), code: "http-503", message: "the server answered 503 Service Unavailable")
    }
    let rate = config.faults.rate
    guard rate > 0 else { return nil }
    // The fate comes from the seed and the call's identity, not from the order parallel calls arrive in.
    let identity = Self.identity(of: request)
    let number = callNumbers[identity, default: 0]
    callNumbers[identity] = number + 1
    var fate = SeededRandom(seed: (config.seed ^ Self.hash(identity)) &+ number &* 0x9E37_79B9_7F4A_7C15)
    guard fate.unit() < rate else { return nil }
    switch fate.next() % 2 {
    case 0:
      return ServiceFailure(.httpStatus(503), code: "http-503", message: "the server answered 503 Service Unavailable")
    default: return ServiceFailure(.answerLost, code: "timed-out", message: "the request timed out")
    }
  }

  /// What makes a call itself: the wiki, the service, and the command or the option it changes.
  static func identity(of request: APIRequest) -> String {
    let change = request["change"].map { String($0.prefix { $0 != "=" }) }
    let what = request["command"] ?? change ?? request["meta"] ?? ""
    return "\(request.wiki)|\(service(of: request))|\(what)"
  }

  /// FNV-1a: the same number for the same text on every machine and every run.
  static func hash(_ text: String) -> UInt64 {
    text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
  }

  func record(service: String, wiki: Wiki?, action: String, params: [(String, String)], error: String? = nil) {
    let record = TraceRecord(
      tMs: clock.nowMs() - startMs, service: service, wiki: wiki, action: action, params: params, error: error)
    calls.append(record)
    for sink in traceSinks { sink(record) }
  }
}

/// Whoever listens for one kind of the world's events, each stream by its number.
struct Listeners<Element: Sendable> {
  private var continuations: [Int: AsyncStream<Element>.Continuation] = [:]

  func yield(_ element: Element) {
    for continuation in continuations.values { continuation.yield(element) }
  }

  var isEmpty: Bool { continuations.isEmpty }
  mutating func add(_ continuation: AsyncStream<Element>.Continuation, id: Int) { continuations[id] = continuation }
  mutating func remove(_ id: Int) { continuations[id] = nil }
}

extension SimulatedWorld {
  /// A stream of `listeners`' events from now until it is dropped (which takes it out again).
  func listen<Element>(_ listeners: inout Listeners<Element>) -> AsyncStream<Element> {
    let (stream, continuation) = AsyncStream<Element>.makeStream()
    let id = nextListener
    nextListener += 1
    listeners.add(continuation, id: id)
    continuation.onTermination = { _ in Task { await self.stopListening(id) } }
    let waiting = listenerWaiters
    listenerWaiters = []
    for waiter in waiting { waiter.resume() }
    return stream
  }

  /// Returns once the app listens for pushes: its listener starts as a task of its own, which a busy machine
  /// can run after the app has settled, and a push sent before it reaches no one (whoever waits for its
  /// banner, a named state or a script, would wait for ever).
  public func untilPushesHeard() async {
    while pushListeners.isEmpty { await withCheckedContinuation { listenerWaiters.append($0) } }
  }

  /// How many wait in `untilPushesHeard` or `untilRevertsHeard` (tests see that a wait has begun).
  package var waitingForListeners: Int { listenerWaiters.count }

  /// As `untilPushesHeard`, for the app's listener for reverts of its description edits.
  public func untilRevertsHeard() async {
    while revertListeners.isEmpty { await withCheckedContinuation { listenerWaiters.append($0) } }
  }

  func stopListening(_ id: Int) {
    pushListeners.remove(id)
    revertListeners.remove(id)
  }
}
