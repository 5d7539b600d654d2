import PushCore

/// The Notifications Center's filters, as the app has them: read status and types (the Filters sheet), and
/// projects (the Projects sheet).
public struct InboxFilter: Equatable, Sendable {
  /// In the app's order (`RemoteNotificationsFilterState.ReadStatus.allCases`): All, Read, Unread.
  public enum ReadStatus: String, Equatable, Sendable, CaseIterable {
    case all = "All"
    case read = "Read"
    case unread = "Unread"
  }

  public var readStatus: ReadStatus = .all
  /// Types turned off (hidden); empty shows all types.
  public var hiddenTypes: Set<NotificationFilterType> = []
  /// Projects turned off (hidden); empty shows every project.
  public var hiddenProjects: Set<Wiki> = []

  public init() {}

  public func admits(_ n: EchoNotification) -> Bool {
    switch readStatus {
    case .unread where n.read, .read where !n.read: return false
    default: return !hiddenTypes.contains(NotificationFilterType(n)) && !hiddenProjects.contains(n.wiki)
    }
  }

  /// The Filters sheet's choices are all at their defaults ("All notifications" in the toolbar).
  public var showsAllTypes: Bool { readStatus == .all && hiddenTypes.isEmpty }
}

/// The types the Filters sheet turns on and off (`RemoteNotificationFilterType`), in its order.
public enum NotificationFilterType: String, Equatable, Hashable, Sendable, CaseIterable {
  case userTalkPageMessage
  case pageReviewed
  case pageLinked
  case connectionWithWikidata
  case emailFromOtherUser
  case mentionInTalkPage
  case mentionInEditSummary
  case successfulMention
  case failedMention
  case userRightsChange
  case editReverted
  case loginAttempts
  case loginSuccess
  case editMilestone
  case translationMilestone
  case thanks
  case welcome
  /// Every type not listed above (a subscribed discussion's new comment).
  case other

  /// The filter a notification falls under, by its Echo type.
  public init(_ n: EchoNotification) {
    self =
      switch n.category {
      case .editUserTalk: .userTalkPageMessage
      case .pageReview: .pageReviewed
      case .articleLinked: .pageLinked
      case .wikibaseAction: .connectionWithWikidata
      case .emailUser: .emailFromOtherUser
      case .mention: n.type == "mention-summary" ? .mentionInEditSummary : .mentionInTalkPage
      case .mentionSuccess: .successfulMention
      case .mentionFailure: .failedMention
      case .userRights: .userRightsChange
      case .reverted: .editReverted
      case .loginFail: .loginAttempts
      case .loginSuccess: .loginSuccess
      case .thankYouEdit: .editMilestone
      case .cx: .translationMilestone
      case .editThank: .thanks
      case .dtSubscription: .other
      }
  }
}
