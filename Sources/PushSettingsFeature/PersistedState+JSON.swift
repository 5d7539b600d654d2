import PushCore

extension PersistedState {
  public struct DecodeError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String
  }

  public var json: JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("version", .number(Double(Self.currentVersion))),
      ("loggedIn", .bool(loggedIn)),
      ("subscribed", .bool(subscribed)),
      ("wantsPush", .bool(wantsPush)),
      ("languages", .array(languages.map { .string($0) })),
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
      ("exploreCardDismissed", .bool(exploreCardDismissed)),
      ("inboxOnboardingShown", .bool(inboxOnboardingShown)),
      ("pushOptInShown", .bool(pushOptInShown)),
      ("descriptionOnboardingShown", .bool(descriptionOnboardingShown)),
      ("descriptionPublishedBefore", .bool(descriptionPublishedBefore)),
    ]
    if let deviceToken { pairs.append(("deviceToken", .string(deviceToken))) }
    return .object(pairs)
  }

  /// Keys of earlier versions that are read past without a word and not written again: the news
  /// notifications setting ("Trending current events"), which development note #12 removed.
  public static let droppedKeys = ["newsNotifications", "trendingCurrentEvents"]

  /// Decodes a state file; any field that is missing, of the wrong type or from a newer version is an error.
  public init(json: JSONValue) throws(DecodeError) {
    guard case .object = json else { throw DecodeError(description: "the file is not a JSON object") }
    guard let version = json["version"]?.intValue else { throw DecodeError(description: "no \"version\" number") }
    guard version <= Self.currentVersion else {
      throw DecodeError(description: "version \(version) is newer than this app understands (\(Self.currentVersion))")
    }
    func bool(_ key: String) throws(DecodeError) -> Bool {
      guard let b = json[key]?.boolValue else { throw DecodeError(description: "\"\(key)\" is not true or false") }
      return b
    }
    func strings(_ key: String) throws(DecodeError) -> [String] {
      guard let items = json[key]?.arrayValue else { throw DecodeError(description: "\"\(key)\" is not a list") }
      var out: [String] = []
      for item in items {
        guard let s = item.stringValue, LanguageCode.isValid(s) else {
          throw DecodeError(description: "\"\(key)\" holds something that is not a language code")
        }
        out.append(s)
      }
      // As strict as --languages: a language listed twice would be written to twice and removed as one.
      guard Set(out).count == out.count else { throw DecodeError(description: "\"\(key)\" lists a language twice") }
      return out
    }
    loggedIn = try bool("loggedIn")
    subscribed = try bool("subscribed")
    wantsPush = try bool("wantsPush")
    promptAfterLogin = try bool("promptAfterLogin")
    // Files from before the explore card have no such key: the card has not been answered.
    exploreCardDismissed = json["exploreCardDismissed"] == nil ? false : try bool("exploreCardDismissed")
    // Files from before the Notifications Center: its first visit is still to come.
    inboxOnboardingShown = json["inboxOnboardingShown"] == nil ? false : try bool("inboxOnboardingShown")
    pushOptInShown = json["pushOptInShown"] == nil ? false : try bool("pushOptInShown")
    // Files from before the description editor: its onboarding and first publish are still to come.
    descriptionOnboardingShown =
      json["descriptionOnboardingShown"] == nil ? false : try bool("descriptionOnboardingShown")
    descriptionPublishedBefore =
      json["descriptionPublishedBefore"] == nil ? false : try bool("descriptionPublishedBefore")
    languages = try strings("languages")
    guard !languages.isEmpty else { throw DecodeError(description: "\"languages\" is empty") }
    languagesToSync = try strings("languagesToSync")
    guard let items = json["pending"]?.arrayValue else { throw DecodeError(description: "\"pending\" is not a list") }
    pending = []
    for item in items {
      guard let host = item["wiki"]?.stringValue, let wiki = Wiki(code: host),
        let key = item["key"]?.stringValue, let type = NotificationType(key: key),
        let value = item["value"]?.boolValue,
        let origin = item["origin"]?.stringValue.flatMap(PendingWrite.Origin.init(rawValue:))
      else { throw DecodeError(description: "a \"pending\" entry is malformed") }
      pending.append(PendingWrite(wiki: wiki, type: type, value: value, origin: origin))
    }
    switch json["deviceToken"] {
    case nil, .null?: deviceToken = nil
    case .string(let s)?: deviceToken = s
    default: throw DecodeError(description: "\"deviceToken\" is not text")
    }
  }
}
