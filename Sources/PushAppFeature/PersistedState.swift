import PushCore
import PushDescriptionFeature
import PushInboxFeature
import PushSettingsFeature

/// What outlasts a run, as the state file holds it: each part of the app keeps its own keys of the one
/// JSON object (the keys of earlier versions, so an older file still loads).
public struct PersistedState: Equatable, Sendable {
  public static let currentVersion = 1

  public var session: Session
  public var push: PushSettingsState.Persisted
  /// The explore feed's push card was answered ("Turn on push notifications" or "Not now"): never again.
  public var exploreCardDismissed: Bool
  public var inbox: InboxState.Persisted
  public var description: DescriptionState.Persisted
  /// The reading theme chosen in Settings > Reading preferences; nil until one is (the app shows Light, its
  /// default, as checked, and the terminal keeps its own colours: the picture from before themes).
  public var theme: Theme?
  /// The app's language (iOS's preferred language for the app); English until another is chosen.
  public var uiLanguage: UILanguage

  public init(
    session: Session, push: PushSettingsState.Persisted, exploreCardDismissed: Bool = false,
    inbox: InboxState.Persisted = .init(), description: DescriptionState.Persisted = .init(), theme: Theme? = nil,
    uiLanguage: UILanguage = .english
  ) {
    self.session = session
    self.push = push
    self.exploreCardDismissed = exploreCardDismissed
    self.inbox = inbox
    self.description = description
    self.theme = theme
    self.uiLanguage = uiLanguage
  }

  /// Every flag by name, as tests and named states set up a state (the parts are made from them).
  public init(
    loggedIn: Bool = true, subscribed: Bool = false, wantsPush: Bool = false, languages: [String] = ["en"],
    pending: [PendingWrite] = [], languagesToSync: [String] = [], deviceToken: String? = nil,
    promptAfterLogin: Bool = false, exploreCardDismissed: Bool = false, inboxOnboardingShown: Bool = false,
    pushOptInShown: Bool = false, descriptionOnboardingShown: Bool = false, descriptionPublishedBefore: Bool = false,
    theme: Theme? = nil
  ) {
    self.init(
      session: Session(loggedIn: loggedIn, languages: languages),
      push: .init(
        subscribed: subscribed, wantsPush: wantsPush, pending: pending, languagesToSync: languagesToSync,
        deviceToken: deviceToken, promptAfterLogin: promptAfterLogin),
      exploreCardDismissed: exploreCardDismissed,
      inbox: .init(onboardingShown: inboxOnboardingShown, pushOptInShown: pushOptInShown),
      description: .init(onboardingShown: descriptionOnboardingShown, publishedBefore: descriptionPublishedBefore),
      theme: theme)
  }
}

extension PersistedState {
  public typealias DecodeError = StateDecodeError

  /// Keys of earlier versions that are read past without a word and not written again: the news
  /// notifications setting ("Trending current events"), which development note #12 removed.
  public static let droppedKeys = ["newsNotifications", "trendingCurrentEvents"]

  public var json: JSONValue {
    .object(
      [
        ("version", .number(Double(Self.currentVersion))), ("loggedIn", .bool(session.loggedIn)),
        ("languages", .array(session.languages.map { .string($0) })),
      ] + push.json + [("exploreCardDismissed", .bool(exploreCardDismissed))] + inbox.json + description.json
        + (theme.map { [("theme", .string($0.rawValue))] } ?? [])
        + (uiLanguage == .english ? [] : [("uiLanguage", .string(uiLanguage.rawValue))]))
  }

  /// Decodes a state file; any field that is missing, of the wrong type or from a newer version is an error.
  public init(json: JSONValue) throws(StateDecodeError) {
    guard case .object = json else { throw StateDecodeError("the file is not a JSON object") }
    guard let version = json["version"]?.intValue else { throw StateDecodeError("no \"version\" number") }
    guard version <= Self.currentVersion else {
      throw StateDecodeError("version \(version) is newer than this app understands (\(Self.currentVersion))")
    }
    let fields = StateFields(json)
    let languages = try fields.languages("languages")
    guard !languages.isEmpty else { throw StateDecodeError("\"languages\" is empty") }
    self.init(
      session: Session(loggedIn: try fields.bool("loggedIn"), languages: languages),
      push: try .init(fields: fields),
      // Files from before the explore card have no such key: the card has not been answered.
      exploreCardDismissed: try fields.boolAddedLater("exploreCardDismissed"),
      inbox: try .init(fields: fields), description: try .init(fields: fields), theme: try Self.theme(fields),
      uiLanguage: try Self.uiLanguage(fields))
  }

  /// The reading theme: a file written before one was chosen (or before Reading preferences) has none.
  static func theme(_ fields: StateFields) throws(StateDecodeError) -> Theme? {
    guard let value = fields.json["theme"] else { return nil }
    guard let name = value.stringValue, let theme = Theme(rawValue: name) else {
      throw StateDecodeError("\"theme\" is not one of \(Theme.accepted)")
    }
    return theme
  }

  /// The app's language: a file written before one was chosen (or before there was a choice) is English.
  static func uiLanguage(_ fields: StateFields) throws(StateDecodeError) -> UILanguage {
    guard let value = fields.json["uiLanguage"] else { return .english }
    guard let code = value.stringValue, let language = UILanguage(rawValue: code) else {
      throw StateDecodeError("\"uiLanguage\" is not one of \(UILanguage.accepted)")
    }
    return language
  }
}
