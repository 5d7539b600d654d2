/// What a notification cell says: header, subheader, body and footer, as the Notifications Center
/// writes them (REFERENCE.md, "Notifications Center").
extension EchoNotification {
  /// The project as the app names it in headers ("EN-Wikipedia", "Wikidata", "Commons").
  public static func projectName(_ wiki: Wiki) -> String {
    switch wiki {
    case .language(let code): "\(code.uppercased())-Wikipedia"
    case .wikidata: "Wikidata"
    case .commons: "Commons"
    }
  }

  /// The project badge on a cell ("EN", "WD", "C").
  public static func projectBadge(_ wiki: Wiki) -> String {
    switch wiki {
    case .language(let code): code.uppercased()
    case .wikidata: "WD"
    case .commons: "C"
    }
  }

  /// The agent, or "Alert from EN-Wikipedia" / "Notice from EN-Wikipedia" for the wiki's own notifications.
  public var header: String {
    if let agent { return agent }
    return (isNotice ? "Notice from " : "Alert from ") + Self.projectName(wiki)
  }

  public var subheader: String {
    switch category {
    case .editUserTalk: "Message on your talk page"
    case .editThank: "Thanks"
    case .dtSubscription: "New comment"
    case .cx: "Translation milestone"
    case .mention: "Mention"
    case .mentionFailure: "Failed mention"
    case .mentionSuccess: "Sent mention"
    case .articleLinked: "Page link"
    case .wikibaseAction: "Connection with Wikidata"
    case .loginFail: "Failed log in attempt"
    case .loginSuccess: "Login from an unfamiliar device"
    case .pageReview: "Page reviewed"
    case .userRights: "User rights change"
    case .reverted: "Your edit was reverted"
    case .emailUser: "Email"
    case .thankYouEdit: "Edit milestone"
    }
  }

  public var body: String {
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

  /// The page title, or for a failed log-in the action the app offers.
  public var footer: String? {
    category == .loginFail ? "Change password" : title
  }
}
