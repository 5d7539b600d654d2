/// A place where the simulation can be told to fail, as `--fail` names it.
public enum FailurePoint: Hashable, Sendable, CustomStringConvertible {
  /// The device token never arrives.
  case token
  case subscribe
  case unsubscribe
  case read
  case write(Wiki)
  case rollback(Wiki)
  /// Reading the Notifications Center's list (asked of the primary wiki, for every wiki).
  case notifications(Wiki)
  /// Marking notifications read, unread or seen on a wiki.
  case markRead(Wiki)
  /// Publishing a title description on a wiki (en, or wikidata for the other languages): the call fails.
  case describe(Wiki)
  /// Publishing is refused as the wiki would refuse it: the user is blocked there, an abuse filter
  /// disallows the edit, or someone else edited the page meanwhile.
  case blocked(Wiki)
  case abuseFilter(Wiki)
  case editConflict(Wiki)

  public static let accepted =
    "token, subscribe, unsubscribe, read, write:WIKI, rollback:WIKI, notifications:WIKI, markread:WIKI, "
    + "describe:WIKI, blocked:WIKI, abusefilter:WIKI, editconflict:WIKI (WIKI is a language code, wikidata or commons)"

  /// The points a description edit can be refused at by the wiki's own answer rather than a failed call.
  public var isRefusal: Bool {
    switch self {
    case .blocked, .abuseFilter, .editConflict: true
    default: false
    }
  }

  public init?(_ text: String) {
    switch text {
    case "token": self = .token
    case "subscribe": self = .subscribe
    case "unsubscribe": self = .unsubscribe
    case "read": self = .read
    default:
      let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
      guard parts.count == 2, let wiki = Wiki(code: parts[1]) else { return nil }
      switch parts[0] {
      case "write": self = .write(wiki)
      case "rollback": self = .rollback(wiki)
      case "notifications": self = .notifications(wiki)
      case "markread": self = .markRead(wiki)
      case "describe": self = .describe(wiki)
      case "blocked": self = .blocked(wiki)
      case "abusefilter": self = .abuseFilter(wiki)
      case "editconflict": self = .editConflict(wiki)
      default: return nil
      }
    }
  }

  public var description: String {
    switch self {
    case .token: "token"
    case .subscribe: "subscribe"
    case .unsubscribe: "unsubscribe"
    case .read: "read"
    case .write(let w): "write:\(w.code)"
    case .rollback(let w): "rollback:\(w.code)"
    case .notifications(let w): "notifications:\(w.code)"
    case .markRead(let w): "markread:\(w.code)"
    case .describe(let w): "describe:\(w.code)"
    case .blocked(let w): "blocked:\(w.code)"
    case .abuseFilter(let w): "abusefilter:\(w.code)"
    case .editConflict(let w): "editconflict:\(w.code)"
    }
  }
}

/// Which calls fail: some until cleared, some only once, and any call at a random rate.
public struct FaultPlan: Equatable, Sendable {
  public var always: Set<FailurePoint>
  public var once: Set<FailurePoint>
  public var rate: Double

  public init(always: Set<FailurePoint> = [], once: Set<FailurePoint> = [], rate: Double = 0) {
    self.always = always
    self.once = once
    self.rate = rate
  }
}

/// When the device token arrives after registering for remote notifications.
public enum TokenArrival: Equatable, Sendable {
  case immediate
  case afterMs(Int)
  case never
}
