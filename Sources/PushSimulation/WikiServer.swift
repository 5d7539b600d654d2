import PushCore
import PushWikiClient

/// The server side of the simulation: every wiki's API as MediaWiki and Echo answer it, quirks included.
/// Keeps per-wiki option values, CSRF tokens and the central user's push subscriptions.
struct WikiServer: Sendable {
  private var options: [Wiki: [NotificationType: JSONValue]] = [:]
  /// Each wiki's last change to a type: the value it replaced (a write back to it undoes the change).
  private var replaced: [Wiki: [NotificationType: JSONValue]] = [:]
  var csrf: [Wiki: String] = [:]
  /// Push subscriptions of the central user, oldest first.
  private(set) var subscriptions: [String] = []
  /// The user's notifications on every wiki (`WikiServer+Notifications`).
  var inbox = SimulatedInbox()
  /// Title descriptions and the user's edits of them (`WikiServer+Descriptions`).
  var descriptions = DescriptionStore()
  static let subscriptionLimit = 10

  /// The user changes a preference on one wiki outside the app (on the web), as MediaWiki stores it.
  mutating func setFromTheWeb(_ type: NotificationType, _ on: Bool, on wiki: Wiki) {
    options[wiki, default: [:]][type] = Self.stored(type, on) ?? .bool(type.echoDefault)
  }

  func value(_ wiki: Wiki, _ type: NotificationType, _ config: SimulationConfig) -> JSONValue {
    if let saved = options[wiki]?[type] { return saved }
    if let saved = config.savedValues[type] { return Self.stored(type, saved) ?? .bool(type.echoDefault) }
    return .bool(type.echoDefault)
  }

  /// How MediaWiki 1.39 keeps a saved value: the default is no row at all (read back as the default's
  /// boolean), on as the string "1", off as the number 0.
  static func stored(_ type: NotificationType, _ on: Bool) -> JSONValue? {
    if on == type.echoDefault { return nil }
    return on ? .string("1") : .number(0)
  }

  /// True when a write sets a type back to what it was before the wiki's last change of it: undoing a
  /// change, which is where `rollback:WIKI` faults are aimed. Told from the request and the wiki's own
  /// history, as a server could, not from anything the app says about why it sends it.
  func undoes(_ request: APIRequest) -> Bool {
    guard request["action"] == "options", let (type, on) = Self.change(request) else { return false }
    guard let before = replaced[request.wiki]?[type] else { return false }
    return Self.isOn(before) == on
  }

  static func change(_ request: APIRequest) -> (NotificationType, Bool)? {
    guard let change = request["change"] else { return nil }
    let parts = change.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2, let type = NotificationType(key: parts[0]) else { return nil }
    return (type, parts[1] == "1")
  }

  static func isOn(_ value: JSONValue) -> Bool? {
    switch value {
    case .string(let s): s == "1"
    case .bool(let b): b
    case .number(let n): n != 0
    default: nil
    }
  }

  private mutating func token(for wiki: Wiki, _ rng: inout SeededRandom) -> String {
    if let t = csrf[wiki] { return t }
    // As MediaWiki's: 32 hex digits of HMAC and 8 of the time, then +\.
    let t = rng.hex(40) + "+\\"
    csrf[wiki] = t
    return t
  }

  /// The answer a wiki gives to one request, in the shape its `errorformat` asks for.
  mutating func answer(_ request: APIRequest, _ config: SimulationConfig, _ rng: inout SeededRandom) -> JSONValue {
    let shape = AnswerShape(request)
    let wiki = request.wiki
    let action = request["action"] ?? ""
    if request["assert"] == "user" && !config.loggedIn {
      return shape.error(
        "assertuserfailed", "You are no longer logged in, so the action could not be completed.", "main")
    }
    if action == "query" && request["meta"] == "tokens" {
      let t = config.loggedIn ? token(for: wiki, &rng) : "+\\"
      return .object([("batchcomplete", true), ("query", .object([("tokens", .object([("csrftoken", .string(t))]))]))])
    }
    if action == "query" && request["meta"] == "userinfo" { return userinfo(wiki, config) }
    // Everything else is a POST that needs a session and the wiki's CSRF token.
    guard request.method == .post else {
      if request["token"] != nil {
        return shape.error(
          "mustpostparams",
          "The following parameter was found in the query string, but must be in the POST body: token.",
          "main")
      }
      return shape.error("mustbeposted", "The \"\(action)\" module requires a POST request.", "main")
    }
    guard let sent = request["token"], sent == (config.loggedIn ? csrf[wiki] : "+\\") else {
      return shape.error("badtoken", "Invalid CSRF token.", action)
    }
    switch action {
    case "echopushsubscriptions": return pushSubscriptions(request, config, shape)
    case "options": return setOption(request, config, shape)
    default: return shape.error("badvalue", "Unrecognized value for parameter \"action\": \(action).", "main")
    }
  }

  /// Logged out, the options are everyone's defaults; logged in, the user's.
  func userinfo(_ wiki: Wiki, _ config: SimulationConfig) -> JSONValue {
    var opts: [(String, JSONValue)] = [("language", .string(wiki.code)), ("skin", "vector-2022")]
    if !config.wikisWithoutPush.contains(wiki) {
      opts += NotificationType.allCases.filter { !config.typesWithoutExtension.contains($0) }.map {
        ($0.key, config.loggedIn ? value(wiki, $0, config) : .bool($0.echoDefault))
      }
    }
    opts.append(("echo-subscriptions-web-edit-thank", true))
    let user: [(String, JSONValue)] =
      config.loggedIn ? [("id", 4_242), ("name", "Example")] : [("id", 0), ("name", "127.0.0.1"), ("anon", true)]
    return .object([
      ("batchcomplete", true), ("query", .object([("userinfo", .object(user + [("options", .object(opts))]))])),
    ])
  }

  mutating func pushSubscriptions(_ request: APIRequest, _ config: SimulationConfig, _ shape: AnswerShape)
    -> JSONValue
  {
    guard !config.wikisWithoutPush.contains(request.wiki) else {
      return shape.error("badvalue", "Unrecognized value for parameter \"action\": echopushsubscriptions.", "main")
    }
    guard config.loggedIn else {
      return shape.error(
        "notloggedin", "You must be logged in to edit your private information.", "echopushsubscriptions")
    }
    let command = request["command"] ?? ""
    let module = "echopushsubscriptions+\(command)"
    guard let providerToken = request["providertoken"] else {
      return shape.error("missingparam", "The \"providertoken\" parameter must be set.", module)
    }
    if command == "create" {
      guard request["topic"] != nil || request["provider"] != "apns" else {
        return shape.error("echo-push-topic-required", "The topic field is required for this provider.", module)
      }
      if subscriptions.contains(providerToken) {
        return shape.error("echo-push-token-exists", "The provided token already exists in the database.", module)
      }
      if subscriptions.count >= Self.subscriptionLimit { subscriptions.removeFirst() }
      subscriptions.append(providerToken)
      return .object([("create", .object([("result", "Success")]))])
    }
    guard let index = subscriptions.firstIndex(of: providerToken) else {
      return shape.error("echo-push-token-not-found", "The provided token was not found in the database.", module)
    }
    subscriptions.remove(at: index)
    return .object([("delete", .object([("result", "Success")]))])
  }

  /// `change=KEY=VALUE|KEY=VALUE…`; `KEY` alone resets to the default. Rejected keys are warnings.
  mutating func setOption(_ request: APIRequest, _ config: SimulationConfig, _ shape: AnswerShape) -> JSONValue {
    guard config.loggedIn else {
      return shape.error("notloggedin", "You must be logged in to edit your preferences.", "options")
    }
    guard let change = request["change"], !change.isEmpty else {
      return shape.error("nochanges", "No changes were requested.", "options")
    }
    var warnings: [(code: String, text: String)] = []
    for item in change.split(separator: "|") {
      if let warning = setOne(String(item), request.wiki, config) { warnings.append(warning) }
    }
    return shape.success(warnings: warnings)
  }

  private mutating func setOne(_ item: String, _ wiki: Wiki, _ config: SimulationConfig) -> (
    code: String, text: String
  )? {
    let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    let key = parts[0]
    guard let type = NotificationType(key: key), !config.wikisWithoutPush.contains(wiki),
      !config.typesWithoutExtension.contains(type)
    else {
      return ("validationfailed", "Validation error for \"\(key)\": not a valid preference.")
    }
    if config.globalOptions.contains(type) {
      // Not measured (GlobalPreferences is not installed locally): the plaintext code by the same pattern.
      return ("global-option-ignored", "The preference \"\(key)\" is set globally and was not changed here.")
    }
    let on = parts.count == 2 ? parts[1] == "1" : type.echoDefault
    let old = value(wiki, type, config)
    if Self.isOn(old) != on { replaced[wiki, default: [:]][type] = old }
    options[wiki, default: [:]][type] = Self.stored(type, on) ?? .bool(type.echoDefault)
    return nil
  }
}

extension WikiServer {
  /// What the wikis keep, as the state file keeps it: each wiki's stored values and what its last change
  /// replaced (so that an undo is still told from a change), the push subscriptions, the notifications and
  /// the title descriptions. CSRF tokens are not kept: a new run logs in again.
  func json(shiftMs: Int) -> JSONValue {
    func values(_ table: [Wiki: [NotificationType: JSONValue]]) -> JSONValue {
      .object(
        table.sorted { $0.key < $1.key }.map { wiki, types in
          (wiki.code, .object(types.sorted { $0.key.rawValue < $1.key.rawValue }.map { ($0.key.rawValue, $0.value) }))
        })
    }
    return .object([
      ("options", values(options)), ("replaced", values(replaced)),
      ("subscriptions", .array(subscriptions.map { .string($0) })), ("inbox", inbox.json(shiftMs: shiftMs)),
      ("descriptions", descriptions.json),
    ])
  }

  init(json: JSONValue, shiftMs: Int, reading: inout WorldReading) throws(WorldSnapshot.ReadError) {
    self.init()
    typealias Table = [Wiki: [NotificationType: JSONValue]]
    func values(_ key: String, _ reading: inout WorldReading) throws(WorldSnapshot.ReadError) -> Table {
      guard let value = json[key] else { return [:] }
      guard case .object(let wikis) = value else {
        try reading.unreadable(key)
        return [:]
      }
      var table: Table = [:]
      for (code, types) in wikis {
        guard let wiki = Wiki(code: code), case .object(let pairs) = types else {
          try reading.unreadable("\(key) of \(code)")
          continue
        }
        for (name, stored) in pairs {
          guard let type = NotificationType(rawValue: name) else {
            try reading.unreadable("\(key): \(name) on \(code)")
            continue
          }
          table[wiki, default: [:]][type] = stored
        }
      }
      return table
    }
    options = try values("options", &reading)
    replaced = try values("replaced", &reading)
    for (index, token) in (json["subscriptions"]?.arrayValue ?? []).enumerated() {
      guard let token = token.stringValue else {
        try reading.unreadable("subscription \(index + 1)")
        continue
      }
      subscriptions.append(token)
    }
    if let inbox = json["inbox"] { self.inbox = try SimulatedInbox(json: inbox, shiftMs: shiftMs, reading: &reading) }
    if let descriptions = json["descriptions"] {
      self.descriptions = try DescriptionStore(json: descriptions, reading: &reading)
    }
  }

  /// How many values the wikis store that the user changed from Echo's defaults, over every wiki.
  var changedValues: Int { options.values.reduce(0) { $0 + $1.count } }
}
