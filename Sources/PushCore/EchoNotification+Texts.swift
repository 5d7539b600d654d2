/// What the Notifications Center says of a notification, as the shipped app (7.0, 2022) writes it:
/// `NotificationsCenterCommonViewModel+TextExtensions.swift` (the type line and the message),
/// `NotificationsCenterCellViewModel+TextExtensions.swift` (the subheader, footer and badge) and
/// `RemoteNotificationsProject.swift` (the project's name). Keys are in `Screens/STRINGS.md`.
extension EchoNotification {
  /// The project by its full name, as the app names it in the Projects sheet, the cells and the detail
  /// ("English Wikipedia", `notifications-center-language-project-name-format`; "Wikimedia Commons",
  /// "Wikidata").
  public static func projectName(_ wiki: Wiki) -> String {
    switch wiki {
    case .language(let code): "\(LanguageCode.englishName(code)) Wikipedia"
    case .wikidata: "Wikidata"
    case .commons: "Wikimedia Commons"
    }
  }

  /// A Wikipedia's badge on a cell ("EN"); Commons and Wikidata have a picture instead (nil here).
  public static func projectBadge(_ wiki: Wiki) -> String? {
    if case .language(let code) = wiki { return code.uppercased() }
    return nil
  }

  /// The type as the app knows it (`RemoteNotificationType`): a subscribed discussion's new comment is not
  /// one of its types, so it is an unknown notice there.
  public var appType: AppNotificationType {
    switch category {
    case .editUserTalk: .userTalkPageMessage
    case .editThank: .thanks
    case .dtSubscription: .unknownNotice
    case .cx: .translationMilestone
    case .mention: .mentionInTalkPage
    case .mentionFailure: .failedMention
    case .mentionSuccess: .successfulMention
    case .articleLinked: .pageLinked
    case .wikibaseAction: .connectionWithWikidata
    case .loginFail: .loginFailUnknownDevice
    case .loginSuccess: .loginSuccessUnknownDevice
    case .pageReview: .pageReviewed
    case .userRights: .userRightsChange
    case .reverted: .editReverted
    case .emailUser: .emailFromOtherUser
    case .thankYouEdit: .editMilestone
    }
  }

  /// The cell's header and the detail's content title: the type in a line (`verboseTitle`); for a type the
  /// app does not know, Echo's own header.
  public var header: String {
    switch appType {
    case .userTalkPageMessage: "Message on your talk page"
    case .mentionInTalkPage: "Mention on talk page"
    case .successfulMention: "Successful mention"
    case .failedMention: "Failed mention"
    case .editReverted: "Your edit was reverted"
    case .userRightsChange: "User rights change"
    case .pageReviewed: "Page reviewed"
    case .pageLinked: "Page link"
    case .connectionWithWikidata: "Wikidata connection made"
    case .emailFromOtherUser: "New email"
    case .thanks: "Thanks"
    case .translationMilestone: "Translation milestone"
    case .editMilestone: "Editing milestone"
    case .loginFailUnknownDevice: "Failed log in attempt"
    case .loginSuccessUnknownDevice: "Login from an unfamiliar device"
    case .unknownNotice: echoHeader
    }
  }

  /// The cell's subheader: who it is from, the project (milestones), "Alert" (log-ins and sent mentions),
  /// or for an unknown type "Alert from {agent}" (the app's wording, even for a notice) or "Notice".
  public var subheader: String {
    switch appType {
    case .translationMilestone, .editMilestone: return Self.projectName(wiki)
    case .loginFailUnknownDevice, .loginSuccessUnknownDevice, .failedMention, .successfulMention: return "Alert"
    case .unknownNotice: return agent.map { "Alert from \($0)" } ?? "Notice"
    default: return agent.map { "From \($0)" } ?? "Notice"
    }
  }

  /// The message under the subheader (Echo's text, simulated here): the message's own words for a talk page
  /// message, a mention and a type the app does not know (Echo's body), Echo's header for the others, none
  /// for a reverted edit (`NotificationsCenterCommonViewModel.message`).
  public var message: String? {
    switch appType {
    case .editReverted: nil
    case .userTalkPageMessage, .mentionInTalkPage, .unknownNotice:
      serverBody.map { $0.isEmpty ? nil : $0 } ?? echoBody
    default: body
    }
  }

  /// Echo's body for the types whose words are the message's own, as the simulation writes it.
  var echoBody: String {
    let page = title ?? "the page"
    switch category {
    case .mention: return "Example, what do you think of the sources on \(page)?"
    case .dtSubscription: return "I agree, the second source is the better one."
    default: return "Could you have a look at the sources on \(page)?"
    }
  }

  /// Echo's rendered header for the notification, as the simulation writes it (one per type).
  public var body: String { serverHeader ?? echoHeader }

  var echoHeader: String {
    let who = agent ?? "Someone"
    let page = title ?? "a page"
    switch category {
    case .editUserTalk: return "\(who) left a message on your talk page."
    case .editThank: return "\(who) thanked you for your edit on \(page)."
    case .dtSubscription: return "\(who) replied in a discussion you follow on \(page)."
    case .cx: return "You published your first translation, \(page)."
    case .mention: return "\(who) mentioned you on \(page)."
    case .mentionFailure: return "Your mention on \(page) was not sent."
    case .mentionSuccess: return "Your mention on \(page) was sent."
    case .articleLinked: return "A link to \(page) was made from another page."
    case .wikibaseAction: return "\(page) was connected to a Wikidata item."
    case .loginFail: return "There have been failed attempts to log in to your account from a new device."
    case .loginSuccess: return "Someone logged in to your account from a device you have not used before."
    case .pageReview: return "\(who) reviewed \(page)."
    case .userRights: return "\(who) changed your user rights."
    case .reverted: return "\(who) reverted your edit on \(page)."
    case .emailUser: return "\(who) sent you an email."
    case .thankYouEdit: return "Thank you for your tenth edit."
    }
  }

  /// The cell's footer: the page, or "Change password" for the log-in alerts; none for an email.
  public var footer: String? {
    switch appType {
    case .loginFailUnknownDevice, .loginSuccessUnknownDevice: "Change password"
    case .emailFromOtherUser, .unknownNotice: nil
    default: title
    }
  }
}

/// The notification types of the shipped app's Notifications Center (`RemoteNotificationType`) that the
/// simulated notifications fall under.
public enum AppNotificationType: Equatable, Sendable {
  case userTalkPageMessage
  case mentionInTalkPage
  case successfulMention
  case failedMention
  case editReverted
  case userRightsChange
  case pageReviewed
  case pageLinked
  case connectionWithWikidata
  case emailFromOtherUser
  case thanks
  case translationMilestone
  case editMilestone
  case loginFailUnknownDevice
  case loginSuccessUnknownDevice
  /// A type the app does not know (a subscribed discussion's new comment): a notice.
  case unknownNotice
}
