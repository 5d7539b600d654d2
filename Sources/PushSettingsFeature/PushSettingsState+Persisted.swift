import PushCore
import PushWikiClient

extension PushSettingsState {
  /// The flow's part of the state file: the "subscribed" flag and what must outlast a run to keep every
  /// wiki in step.
  public struct Persisted: Equatable, Sendable {
    /// True only once the server confirmed the subscription (never before it answered).
    public var subscribed: Bool
    /// The user's wish: push was turned on and not turned off. Re-allowing permission re-subscribes.
    public var wantsPush: Bool
    public var pending: [PendingWrite]
    /// Languages added while the type values were unknown; written once they are read.
    public var languagesToSync: [String]
    public var deviceToken: String?
    /// Set at logout when push was on: after logging back in, ask to turn it back on.
    public var promptAfterLogin: Bool

    public init(
      subscribed: Bool = false, wantsPush: Bool = false, pending: [PendingWrite] = [], languagesToSync: [String] = [],
      deviceToken: String? = nil, promptAfterLogin: Bool = false
    ) {
      self.subscribed = subscribed
      self.wantsPush = wantsPush
      self.pending = pending
      self.languagesToSync = languagesToSync
      self.deviceToken = deviceToken
      self.promptAfterLogin = promptAfterLogin
    }
  }
}

extension PushSettingsState.Persisted {
  /// The state file's keys for this part.
  public var json: [(String, JSONValue)] {
    var pairs: [(String, JSONValue)] = [
      ("subscribed", .bool(subscribed)),
      ("wantsPush", .bool(wantsPush)),
      (
        "pending",
        .array(
          pending.map {
            .object([
              ("wiki", .string($0.wiki.host)), ("key", .string($0.type.key)), ("value", .bool($0.value)),
              ("origin", .string($0.origin.rawValue)),
            ])
          })
      ),
      ("languagesToSync", .array(languagesToSync.map { .string($0) })),
      ("promptAfterLogin", .bool(promptAfterLogin)),
    ]
    if let deviceToken { pairs.append(("deviceToken", .string(deviceToken))) }
    return pairs
  }

  public init(fields: StateFields) throws(StateDecodeError) {
    subscribed = try fields.bool("subscribed")
    wantsPush = try fields.bool("wantsPush")
    promptAfterLogin = try fields.bool("promptAfterLogin")
    languagesToSync = try fields.languages("languagesToSync")
    guard let items = fields.json["pending"]?.arrayValue else { throw StateDecodeError("\"pending\" is not a list") }
    pending = []
    for item in items {
      guard let host = item["wiki"]?.stringValue, let wiki = Wiki(code: host),
        let key = item["key"]?.stringValue, let type = NotificationType(key: key),
        let value = item["value"]?.boolValue,
        let origin = item["origin"]?.stringValue.flatMap(PendingWrite.Origin.init(rawValue:))
      else { throw StateDecodeError("a \"pending\" entry is malformed") }
      pending.append(PendingWrite(wiki: wiki, type: type, value: value, origin: origin))
    }
    switch fields.json["deviceToken"] {
    case nil, .null?: deviceToken = nil
    case .string(let s)?: deviceToken = s
    default: throw StateDecodeError("\"deviceToken\" is not text")
    }
  }
}
