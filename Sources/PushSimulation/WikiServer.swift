import PushCore
import PushSettingsFeature

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
  static let subscriptionLimit = 10

  func value(_ wiki: Wiki, _ type: NotificationType, _ config: SimulationConfig) -> JSONValue {
    if let saved = options[wiki]?[type] { return saved }
    if let saved = config.savedValues[type] { return .string(saved ? "1" : "0") }
    return .bool(type.echoDefault)
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
    let t = rng.hex(32) + "+\\"
    csrf[wiki] = t
    return t
  }

  static func error(_ code: String, _ info: String) -> JSONValue {
    .object([("error", .object([("code", .string(code)), ("info", .string(info))]))])
  }

  static func warning(_ code: String, _ text: String, _ key: String) -> JSONValue {
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

  /// The answer a wiki gives to one request.
  mutating func answer(_ request: APIRequest, _ config: SimulationConfig, _ rng: inout SeededRandom) -> JSONValue {
    let wiki = request.wiki
    let action = request["action"] ?? ""
    if action == "query" && request["meta"] == "tokens" {
      let t = config.loggedIn ? token(for: wiki, &rng) : "+\\"
      return .object([("batchcomplete", true), ("query", .object([("tokens", .object([("csrftoken", .string(t))]))]))])
    }
    if action == "query" && request["meta"] == "userinfo" { return userinfo(wiki, config) }
    // Everything else is a POST that needs a session and the wiki's CSRF token.
    guard request.method == .post else {
      return Self.error("mustbeposted", "The \(action) module requires a POST request.")
    }
    guard config.loggedIn else { return Self.error("notloggedin", "You must be logged in.") }
    guard let sent = request["token"], sent == csrf[wiki] else { return Self.error("badtoken", "Invalid CSRF token.") }
    switch action {
    case "echopushsubscriptions": return pushSubscriptions(request, config)
    case "options": return setOption(request, config)
    default: return Self.error("badvalue", "Unrecognized value for parameter \"action\": \(action).")
    }
  }

  func userinfo(_ wiki: Wiki, _ config: SimulationConfig) -> JSONValue {
    guard config.loggedIn else {
      return .object([
        ("query", .object([("userinfo", .object([("id", 0), ("name", "127.0.0.1"), ("anon", true)]))]))
      ])
    }
    var opts: [(String, JSONValue)] = [("language", .string(wiki.code)), ("skin", "vector-2022")]
    if !config.wikisWithoutPush.contains(wiki) {
      opts += NotificationType.allCases.map { ($0.key, value(wiki, $0, config)) }
    }
    opts.append(("echo-subscriptions-web-edit-thank", true))
    return .object([
      ("batchcomplete", true),
      ("query", .object([("userinfo", .object([("id", 4_242), ("name", "Example"), ("options", .object(opts))]))])),
    ])
  }

  mutating func pushSubscriptions(_ request: APIRequest, _ config: SimulationConfig) -> JSONValue {
    guard !config.wikisWithoutPush.contains(request.wiki) else {
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
  }

  mutating func setOption(_ request: APIRequest, _ config: SimulationConfig) -> JSONValue {
    let wiki = request.wiki
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
    let new = JSONValue.string(parts[1] == "1" ? "1" : "0")
    let old = value(wiki, type, config)
    if Self.isOn(old) != Self.isOn(new) { replaced[wiki, default: [:]][type] = old }
    options[wiki, default: [:]][type] = new
    return .object([("options", "success")])
  }
}
