import PushCore

/// What the simulated world keeps between runs, as a real server would: every wiki's stored values, the
/// push subscriptions, the notifications, the title descriptions and the user's edits, and this device's
/// token. Saved in the state file (its `world` key) and read back at launch.
public struct WorldSnapshot: Sendable {
  var server: WikiServer
  public var deviceToken: String
  /// The world's time when it was taken (each run's clock starts at 0).
  public var worldMs: Int
  /// When the world began, in seconds since 1970 (UTC), kept across runs.
  public var since: Int
  /// The wall clock when it was taken, in seconds since 1970.
  public var savedAt: Int

  /// Why a kept world could not be read back.
  public struct ReadError: Error, Equatable, Sendable {
    public var what: String
    init(_ what: String) { self.what = what }
    public var message: String { "the kept world's \(what) cannot be read" }
  }

  /// The snapshot as JSON; the notifications' times are kept relative to when it was taken.
  public var json: JSONValue {
    .object([
      ("since", .number(Double(since))), ("savedAt", .number(Double(savedAt))),
      ("deviceToken", .string(deviceToken)), ("wikis", server.json(shiftMs: -worldMs)),
    ])
  }

  /// Reads a kept world back; its notifications are placed in the past of a clock that starts at 0, by the
  /// wall-clock time that passed since it was saved (`now`, in seconds since 1970). Strict: any entry that
  /// cannot be read fails the whole.
  public init(json: JSONValue, now: Int) throws(ReadError) {
    var reading = WorldReading(skipping: false)
    try self.init(json: json, now: now, reading: &reading)
  }

  /// Reads a kept world back, leaving out each entry that cannot be read (a notification, a value, a
  /// subscription, a description) and naming it in `skipped`, so one bad entry does not lose the rest
  /// (issue 34, B7). Only a header that cannot be read fails the whole.
  public init(json: JSONValue, now: Int, skipped: inout [String]) throws(ReadError) {
    var reading = WorldReading(skipping: true)
    try self.init(json: json, now: now, reading: &reading)
    skipped = reading.skipped
  }

  init(json: JSONValue, now: Int, reading: inout WorldReading) throws(ReadError) {
    guard case .number(let since)? = json["since"], abs(since) < 1e13, case .number(let saved)? = json["savedAt"],
      abs(saved) < 1e13, let token = json["deviceToken"]?.stringValue, let wikis = json["wikis"]
    else { throw ReadError("header") }
    let away = max(0, now - Int(saved))
    server = try WikiServer(json: wikis, shiftMs: min(away, 100 * 365 * 86_400) * 1000, reading: &reading)
    deviceToken = token
    worldMs = 0
    self.since = Int(since)
    savedAt = Int(saved)
  }

  init(server: WikiServer, deviceToken: String, worldMs: Int, since: Int, savedAt: Int) {
    self.server = server
    self.deviceToken = deviceToken
    self.worldMs = worldMs
    self.since = since
    self.savedAt = savedAt
  }

  /// What the world holds, in words for the panel.
  public var summary: String {
    let notifications = server.inbox.count
    let edits = server.descriptions.edits.count
    let values = server.changedValues
    let subscriptions = server.subscriptions.count
    func counted(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
    return [
      counted(subscriptions, "push subscription", "push subscriptions"),
      counted(values, "value changed from Echo's defaults", "values changed from Echo's defaults"),
      counted(notifications, "notification", "notifications"),
      counted(edits, "description edit", "description edits"),
    ].joined(separator: ", ")
  }
}

/// How a kept world is read: strictly (the first entry that cannot be read fails the whole), or leaving each
/// such entry out and naming it.
struct WorldReading {
  let skipping: Bool
  var skipped: [String] = []

  init(skipping: Bool) { self.skipping = skipping }

  mutating func unreadable(_ what: String) throws(WorldSnapshot.ReadError) {
    guard skipping else { throw WorldSnapshot.ReadError(what) }
    skipped.append(what)
  }
}

extension WorldSnapshot {
  /// What `wiki` stores for `type` (Echo's default where the user never saved it); nil where push is off
  /// there, as `SimulatedWorld.storedValue` says it.
  public func storedValue(_ wiki: Wiki, _ type: NotificationType, _ config: SimulationConfig) -> Bool? {
    guard !config.wikisWithoutPush.contains(wiki), !config.typesWithoutExtension.contains(type) else { return nil }
    return WikiServer.isOn(server.value(wiki, type, config))
  }
}
