import PushCore
import PushSettingsFeature

/// The simulated device and servers: OS permission and prompt, APNs token, and every wiki's API.
///
/// Keeps per-wiki option values and the central user's push subscriptions, answers in the real APIs'
/// JSON shapes (quirks included), fails where the fault plan says, and records every call.
public actor SimulatedWorld {
  public private(set) var config: SimulationConfig
  private var rng: SeededRandom
  private let clock: ClockClient
  private let startMs: Int

  // Device.
  public private(set) var permission: PermissionStatus
  private var prompt: CheckedContinuation<PermissionStatus, Never>?
  private var registeredAtMs: Int?
  public let deviceToken: String

  // Servers.
  private var options: [Wiki: [NotificationType: JSONValue]] = [:]
  private var csrf: [Wiki: String] = [:]
  /// Push subscriptions of the central user, oldest first.
  public private(set) var subscriptions: [String] = []
  public static let subscriptionLimit = 10

  public private(set) var trace: [TraceRecord] = []
  private var stalled: [CheckedContinuation<Void, Never>] = []
  private var stallWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var traceSinks: [@Sendable (TraceRecord) -> Void] = []
  private var permissionSinks: [@Sendable (PermissionStatus) -> Void] = []
  private var consumedSinks: [@Sendable (FailurePoint) -> Void] = []
  private var appliedVersion = 0

  public init(config: SimulationConfig, clock: ClockClient) {
    self.config = config
    self.clock = clock
    rng = SeededRandom(seed: config.seed)
    permission = config.permission
    startMs = clock.nowMs()
    deviceToken = rng.hex(64)
  }

  /// Calls `sink` with every record as it completes (the `--trace` file, the call log).
  public func addTraceSink(_ sink: @escaping @Sendable (TraceRecord) -> Void) { traceSinks.append(sink) }

  /// Calls `sink` whenever the device's OS permission changes (the state file remembers it).
  public func addPermissionSink(_ sink: @escaping @Sendable (PermissionStatus) -> Void) {
    permissionSinks.append(sink)
  }

  /// Calls `sink` when a fail-once point has been used up.
  public func addConsumedFaultSink(_ sink: @escaping @Sendable (FailurePoint) -> Void) { consumedSinks.append(sink) }

  /// Applies the simulation panel's settings; an older version than one already applied is ignored.
  public func apply(_ settings: SimulationControl.Settings, version: Int) {
    guard version > appliedVersion else { return }
    appliedVersion = version
    if permission != settings.permission {
      permission = settings.permission
      permissionDidChange()
    }
    config.tokenArrival = settings.tokenArrival
    config.latencyMs = settings.latencyMs
    config.faults = settings.faults
  }

  private func permissionDidChange() {
    for sink in permissionSinks { sink(permission) }
  }

  // MARK: World changes (tests, the simulation panel)

  public func setFaults(_ faults: FaultPlan) { config.faults = faults }

  /// Starts the random failures over from `seed` (a named state's world, given `--seed`).
  public func reseed(_ seed: UInt64) {
    config.seed = seed
    rng = SeededRandom(seed: seed)
  }

  /// Lets every hanging call go on, and stops stalling.
  public func releaseStalls() {
    config.stalls = []
    let waiting = stalled
    stalled = []
    for continuation in waiting { continuation.resume() }
  }

  func stallIfAsked(_ request: APIRequest) async {
    guard let point = Self.failurePoint(of: request), config.stalls.contains(point) else { return }
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
  public func setLatency(_ ms: Int) { config.latencyMs = max(0, ms) }
  public func setTokenArrival(_ arrival: TokenArrival) { config.tokenArrival = arrival }
  /// Changes the permission as if in OS Settings while the app is in the background.
  public func setPermission(_ status: PermissionStatus) {
    permission = status
    permissionDidChange()
  }
  public var promptIsShowing: Bool { prompt != nil }

  /// What a wiki stores for a type (its default when the user never saved it); nil where push is off.
  public func storedValue(_ wiki: Wiki, _ type: NotificationType) -> Bool? {
    guard !config.wikisWithoutPush.contains(wiki) else { return nil }
    switch value(wiki, type) {
    case .string(let s): return s == "1"
    case .bool(let b): return b
    default: return nil
    }
  }

  public func isSubscribed(_ token: String) -> Bool { subscriptions.contains(token) }

  // MARK: OS

  func authorizationStatus() -> PermissionStatus {
    record(service: "os", wiki: nil, action: "getNotificationSettings", params: [("status", permission.rawValue)])
    return permission
  }

  func requestAuthorization(_ promptShown: @escaping @Sendable () -> Void) async -> PermissionStatus {
    if permission == .notDetermined, let answer = config.promptAnswer {
      permission = answer ? .authorized : .denied
      permissionDidChange()
    }
    guard permission == .notDetermined, prompt == nil else {
      record(service: "os", wiki: nil, action: "requestAuthorization", params: [("result", permission.rawValue)])
      return permission
    }
    promptShown()
    let status = await withCheckedContinuation { prompt = $0 }
    record(service: "os", wiki: nil, action: "requestAuthorization", params: [("result", status.rawValue)])
    return status
  }

  func answerPrompt(_ allow: Bool) {
    guard let waiting = prompt else { return }
    prompt = nil
    permission = allow ? .authorized : .denied
    permissionDidChange()
    waiting.resume(returning: permission)
  }

  func registerForRemoteNotifications() {
    if registeredAtMs == nil { registeredAtMs = clock.nowMs() }
    record(service: "apns", wiki: nil, action: "registerForRemoteNotifications", params: [])
  }

  func currentDeviceToken() -> String? {
    let arrived: Bool
    if config.faults.always.contains(.token) || consumeOnce(.token) {
      arrived = false
    } else {
      switch config.tokenArrival {
      case .immediate: arrived = registeredAtMs != nil
      case .afterMs(let ms): arrived = registeredAtMs.map { clock.nowMs() - $0 >= ms } ?? false
      case .never: arrived = false
      }
    }
    record(
      service: "apns", wiki: nil, action: "didRegisterForRemoteNotifications", params: [],
      error: arrived ? nil : "no-token-yet")
    return arrived ? deviceToken : nil
  }

  func setPermissionInSettings(_ status: PermissionStatus) {
    permission = status
    permissionDidChange()
    record(service: "os", wiki: nil, action: "settingsChanged", params: [("status", status.rawValue)])
  }

  // MARK: API

  func latencyForNextCall() -> Int {
    config.latencyMs + (config.jitterMs > 0 ? Int(rng.next() % UInt64(config.jitterMs + 1)) : 0)
  }

  /// Answers one API request as the wiki would, after the fault plan had its say.
  func handle(_ request: APIRequest) -> Result<JSONValue, ServiceFailure> {
    let service = Self.service(of: request)
    let shown = request.params.filter { $0.0 != "token" }
    if let failure = injectedFailure(request) {
      record(service: service, wiki: request.wiki, action: request["action"] ?? "?", params: shown, error: failure.code)
      return .failure(failure)
    }
    let json = answer(request)
    let error = json["error"]?["code"]?.stringValue ?? Self.warningCode(json)
    record(service: service, wiki: request.wiki, action: request["action"] ?? "?", params: shown, error: error)
    return .success(json)
  }

  static func service(of request: APIRequest) -> String {
    switch (request["action"], request["meta"]) {
    case ("echopushsubscriptions"?, _): "echo"
    case ("options"?, _): "options"
    case ("query"?, "userinfo"?): "userinfo"
    default: "tokens"
    }
  }

  static func warningCode(_ json: JSONValue) -> String? {
    json["warnings"]?.arrayValue?.first?["code"]?.stringValue
  }

  private func consumeOnce(_ point: FailurePoint) -> Bool {
    guard config.faults.once.remove(point) != nil else { return false }
    for sink in consumedSinks { sink(point) }
    return true
  }

  static func failurePoint(of request: APIRequest) -> FailurePoint? {
    switch (Self.service(of: request), request["command"]) {
    case ("echo", "create"?): .subscribe
    case ("echo", "delete"?): .unsubscribe
    case ("userinfo", _): .read
    case ("options", _): request.intent == .rollback ? .rollback(request.wiki) : .write(request.wiki)
    default: nil
    }
  }

  private func injectedFailure(_ request: APIRequest) -> ServiceFailure? {
    let point = Self.failurePoint(of: request)
    if let point, config.faults.always.contains(point) || consumeOnce(point) {
      return ServiceFailure(code: "http-503", message: "the server answered 503 Service Unavailable")
    }
    guard config.faults.rate > 0, rng.unit() < config.faults.rate else { return nil }
    switch rng.next() % 2 {
    case 0: return ServiceFailure(code: "http-503", message: "the server answered 503 Service Unavailable")
    default: return ServiceFailure(code: "timed-out", message: "the request timed out")
    }
  }

  private func value(_ wiki: Wiki, _ type: NotificationType) -> JSONValue {
    if let saved = options[wiki]?[type] { return saved }
    if let saved = config.savedValues[type] { return .string(saved ? "1" : "0") }
    return .bool(type.echoDefault)
  }

  private func token(for wiki: Wiki) -> String {
    if let t = csrf[wiki] { return t }
    let t = rng.hex(32) + "+\\"
    csrf[wiki] = t
    return t
  }

  private static func error(_ code: String, _ info: String) -> JSONValue {
    .object([("error", .object([("code", .string(code)), ("info", .string(info))]))])
  }

  private func answer(_ request: APIRequest) -> JSONValue {
    let wiki = request.wiki
    let action = request["action"] ?? ""
    if action == "query" && request["meta"] == "tokens" {
      let t = config.loggedIn ? token(for: wiki) : "+\\"
      return .object([("batchcomplete", true), ("query", .object([("tokens", .object([("csrftoken", .string(t))]))]))])
    }
    if action == "query" && request["meta"] == "userinfo" {
      guard config.loggedIn else {
        return .object([
          ("query", .object([("userinfo", .object([("id", 0), ("name", "127.0.0.1"), ("anon", true)]))]))
        ])
      }
      var opts: [(String, JSONValue)] = [("language", .string(wiki.code)), ("skin", "vector-2022")]
      if !config.wikisWithoutPush.contains(wiki) {
        opts += NotificationType.allCases.map { ($0.key, value(wiki, $0)) }
      }
      opts.append(("echo-subscriptions-web-edit-thank", true))
      return .object([
        ("batchcomplete", true),
        ("query", .object([("userinfo", .object([("id", 4_242), ("name", "Example"), ("options", .object(opts))]))])),
      ])
    }
    // Everything else is a POST that needs a session and the wiki's CSRF token.
    guard request.method == .post else {
      return Self.error("mustbeposted", "The \(action) module requires a POST request.")
    }
    guard config.loggedIn else { return Self.error("notloggedin", "You must be logged in.") }
    guard let sent = request["token"], sent == csrf[wiki] else { return Self.error("badtoken", "Invalid CSRF token.") }
    switch action {
    case "echopushsubscriptions":
      guard !config.wikisWithoutPush.contains(wiki) else {
        return Self.error("badvalue", "Unrecognized value for parameter \"action\": echopushsubscriptions.")
      }
      guard let providerToken = request["providertoken"] else {
        return Self.error("missingparam", "The \"providertoken\" parameter must be set.")
      }
      if request["command"] == "create" {
        guard request["topic"] != nil else { return Self.error("missingparam", "The \"topic\" parameter must be set.") }
        if subscriptions.contains(providerToken) {
          return Self.error("echo-push-token-exists", "The push token already exists.")
        }
        if subscriptions.count >= Self.subscriptionLimit { subscriptions.removeFirst() }
        subscriptions.append(providerToken)
        return .object([("create", .object([("result", "Success")]))])
      }
      guard let index = subscriptions.firstIndex(of: providerToken) else {
        return Self.error("echo-push-token-not-found", "The push token was not found.")
      }
      subscriptions.remove(at: index)
      return .object([("delete", .object([("result", "Success")]))])
    case "options":
      guard let change = request["change"] else { return Self.error("nochanges", "No changes were requested.") }
      let parts = change.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { return Self.error("nochanges", "No changes were requested.") }
      let key = parts[0]
      guard let type = NotificationType(key: key), !config.wikisWithoutPush.contains(wiki) else {
        return Self.warning("apiwarn-validationerror", "Validation error for \"\(key)\": not a valid preference.", key)
      }
      if config.globalOptions.contains(type) {
        return Self.warning(
          "apiwarn-global-option-ignored", "The preference \"\(key)\" is set globally and was not changed here.", key)
      }
      options[wiki, default: [:]][type] = .string(parts[1] == "1" ? "1" : "0")
      return .object([("options", "success")])
    default:
      return Self.error("badvalue", "Unrecognized value for parameter \"action\": \(action).")
    }
  }

  private static func warning(_ code: String, _ text: String, _ key: String) -> JSONValue {
    .object([
      (
        "warnings",
        .array([
          .object([
            ("code", .string(code)), ("module", "options"), ("text", .string(text)), ("params", .array([.string(key)])),
          ])
        ])
      ),
      ("options", "success"),
    ])
  }

  private func record(
    service: String, wiki: Wiki?, action: String, params: [(String, String)], error: String? = nil
  ) {
    let record = TraceRecord(
      tMs: clock.nowMs() - startMs, service: service, wiki: wiki, action: action, params: params, error: error)
    trace.append(record)
    for sink in traceSinks { sink(record) }
  }
}
