/// One of the 16 push notification types of seed 000, with its Echo preference key.
public enum NotificationType: String, CaseIterable, Sendable, Hashable, Comparable {
  case editUserTalk = "edit-user-talk"
  case editThank = "edit-thank"
  case dtSubscription = "dt-subscription"
  case cx = "cx"
  case mention = "mention"
  case mentionFailure = "mention-failure"
  case mentionSuccess = "mention-success"
  case articleLinked = "article-linked"
  case wikibaseAction = "wikibase-action"
  case loginFail = "login-fail"
  case loginSuccess = "login-success"
  case pageReview = "page-review"
  case userRights = "user-rights"
  case reverted = "reverted"
  case emailUser = "emailuser"
  case thankYouEdit = "thank-you-edit"

  /// The label the screen shows, in the seed's order and words.
  public var label: String {
    switch self {
    case .editUserTalk: "Talk page message"
    case .editThank: "Thanks"
    case .dtSubscription: "Talk page subscription"
    case .cx: "Translations"
    case .mention: "Mention"
    case .mentionFailure: "Failed mention"
    case .mentionSuccess: "Successful mention"
    case .articleLinked: "Page link"
    case .wikibaseAction: "Connection with Wikidata"
    case .loginFail: "Failed login attempts"
    case .loginSuccess: "Login from an unfamiliar device"
    case .pageReview: "Page review"
    case .userRights: "User rights change"
    case .reverted: "Edit revert"
    case .emailUser: "Email from other user"
    case .thankYouEdit: "Edit milestone"
    }
  }

  /// The user option that stores this type's push setting on a wiki.
  public var key: String { "echo-subscriptions-push-\(rawValue)" }

  /// Echo's default: push is on for every category except these three.
  public var echoDefault: Bool {
    switch self {
    case .articleLinked, .mentionFailure, .mentionSuccess: false
    default: true
    }
  }

  public init?(key: String) {
    let prefix = "echo-subscriptions-push-"
    guard key.hasPrefix(prefix) else { return nil }
    self.init(rawValue: String(key.dropFirst(prefix.count)))
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
