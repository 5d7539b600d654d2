import PushAppFeature
import PushCore
import PushInboxFeature
import PushSettingsFeature

/// One notification opened from its cell or its push (`NotificationsCenterDetailViewController`): no title
/// in the navigation bar; who, where and when; the content; the primary action, then the others. Their
/// destinations leave the app's notification screens, so here they say where they would go.
extension ScreenModel {
  static func notificationDetail(
    _ n: EchoNotification, now: Int, failure: WikiFailure? = nil, dates: DateFormats? = nil,
    words: (String) -> String = { $0 }
  ) -> ScreenModel {
    let type = NotificationFilterType(n)
    let date = words(EchoTimestamp.relative(n.timestampMs, now: now, dates))
    let who = words(detailHeaderTitle(n))
    let project = EchoNotification.projectName(n.wiki)
    var header = Row(
      id: "detail.header", label: "\(who), \(project), \(date)", role: .text,
      annotation: "Notification \(n.id), type \(n.type), on \(n.wiki.host).", icon: icon(type))
    header.display = Row.Display([Row.Display.Line(who), Row.Display.Line(project), Row.Display.Line(date)])
    header.spokenLabel = "\(who), \(project), \(words(EchoTimestamp.spokenRelative(n.timestampMs, now: now, dates)))"
    // With a message the type's line is the title and the message the body; without, the type's name is
    // the title and its line the body (`contentTitle`, `contentBody`).
    let contentTitle = words(n.message == nil ? typeTitle(n) : n.header)
    let contentBody = words(n.message ?? n.header)
    var content = Row(id: "detail.content", label: "\(contentTitle). \(contentBody)", role: .text)
    content.display = Row.Display([Row.Display.Line(contentTitle), Row.Display.Line(contentBody)])
    content.emphasized = true
    var rows = [header, content]
    // Said where it happened, in the app's voice; the wiki and its answer are QA detail.
    if let failure, failure.wiki == n.wiki {
      rows.append(
        Row(
          id: "detail.markFailed", label: "Couldn't mark as read.", role: .alert,
          annotation: "Marking failed on \(failure.wiki.host): \(failure.failure.message.terminalSafe); put back.",
          status: true))
    }
    let (primary, secondary) = detailActions(n)
    rows += primary.map { [$0] } ?? []
    for (index, var action) in secondary.enumerated() {
      action.sectionStart = index == 0
      rows.append(action)
    }
    // The cell's swipe actions, for the accessible mode (the full screen has keys for them on the list).
    var mark = Row(
      id: "detail.mark", label: n.read ? "Mark as unread" : "Mark as read", role: .button,
      hint: "The swipe action, in the app", activation: .send(.inbox(.markTapped(id: n.id, read: !n.read))))
    mark.accessibleOnly = true
    var more = Row(
      id: "detail.more", label: "More", role: .button, hint: "The swipe action's sheet, in the app",
      activation: .send(.inbox(.moreOpened(id: n.id))))
    more.accessibleOnly = true
    rows += [mark, more]
    // One key per notification: each keeps its own focus, and opening another is a new screen.
    var model = ScreenModel(
      key: "notificationDetail.\(n.id)", title: "Notification Detail", backTitle: "Notifications", rows: rows,
      alert: nil)
    model.titleHidden = true
    return model
  }

  /// Who, in the detail's header (`NotificationsCenterDetailViewModel.headerTitle`).
  static func detailHeaderTitle(_ n: EchoNotification) -> String {
    switch n.appType {
    case .loginFailUnknownDevice, .loginSuccessUnknownDevice: return "Alert"
    case .successfulMention, .failedMention: return "Mentions"
    case .translationMilestone, .editMilestone: return n.header
    default: return n.agent.map { "From \($0)" } ?? typeTitle(n)
    }
  }

  /// The type's name (`RemoteNotificationType.title`): the filter's title, "Notice" for a type the app
  /// does not know.
  static func typeTitle(_ n: EchoNotification) -> String {
    n.appType == .unknownNotice ? "Notice" : filterTitle(NotificationFilterType(n))
  }

  /// A link of a notification, as the app labels it: where it goes decides "In app" or "On web".
  struct Link {
    enum Kind { case diff, userPage, talk, article, wikidataItem, changePassword, loginHelp, groupRights }
    var kind: Kind
    var label: String
    var n: EchoNotification

    var inApp: Bool {
      guard case .language = n.wiki else { return false }
      switch kind {
      case .diff, .userPage, .talk, .article: return true
      case .wikidataItem, .changePassword, .loginHelp, .groupRights: return false
      }
    }

    /// Where it would go, for the status line and the accessible mode's hint.
    var hint: String {
      let host = n.wiki.host
      let page: String =
        switch kind {
        case .diff: "the difference of revision \(n.revision ?? 0)"
        case .userPage: "User:\(n.agent ?? "")"
        case .talk: "Talk:\(n.title ?? "")"
        case .article: "the page \(n.title ?? "")"
        case .wikidataItem: "the Wikidata item of \(n.title ?? "the page")"
        case .changePassword: "Special:ChangePassword"
        case .loginHelp: "the help page about login notifications"
        case .groupRights: "Special:UserGroupRights"
        }
      return "In the app this opens \(page) on \(host); not part of this simulation"
    }
  }

  /// The links the app offers for a notification: `simplified` as the detail words them ("Talk page",
  /// "Article"), else with titles, as the More sheet does.
  static func links(_ n: EchoNotification, simplified: Bool) -> [Link.Kind: Link] {
    var links: [Link.Kind: Link] = [:]
    func add(_ kind: Link.Kind, _ label: String) { links[kind] = Link(kind: kind, label: label, n: n) }
    if n.revision != nil { add(.diff, "Diff") }
    if let agent = n.agent?.terminalSafe { add(.userPage, "\(agent)'s user page") }
    if let title = n.title?.terminalSafe {
      let isWikipedia = EchoNotification.projectBadge(n.wiki) != nil
      if n.appType == .userTalkPageMessage {
        add(.talk, "Your talk page")
      } else {
        add(.talk, simplified ? "Talk page" : "\(title) talk page")
      }
      add(.article, simplified && isWikipedia ? "Article" : title)
    }
    add(.wikidataItem, "Wikidata item")
    add(.changePassword, "Change password")
    add(.loginHelp, "Login notifications")
    add(.groupRights, "Special:UserGroupRights")
    return links
  }

  /// The detail's primary action and its others, per type
  /// (`NotificationsCenterDetailViewModel+ActionExtensions.swift`).
  static func detailActions(_ n: EchoNotification) -> (Row?, [Row]) {
    let links = links(n, simplified: true)
    let primary: Link.Kind?
    let secondary: [Link.Kind]
    switch n.appType {
    case .userTalkPageMessage: (primary, secondary) = (.talk, [.userPage, .diff])
    case .mentionInTalkPage: (primary, secondary) = (.talk, [.userPage, .diff, .article])
    case .editReverted: (primary, secondary) = (.diff, [.userPage, .talk, .article])
    case .successfulMention, .failedMention: (primary, secondary) = (.article, [])
    case .pageReviewed: (primary, secondary) = (.article, [.userPage])
    case .editMilestone: (primary, secondary) = (.article, [])
    case .userRightsChange: (primary, secondary) = (.groupRights, [.userPage])
    case .pageLinked: (primary, secondary) = (nil, [.userPage, .article, .diff])
    case .connectionWithWikidata: (primary, secondary) = (.wikidataItem, [.userPage, .article])
    case .emailFromOtherUser: (primary, secondary) = (.userPage, [])
    case .thanks: (primary, secondary) = (.diff, [.userPage, .article])
    case .translationMilestone: (primary, secondary) = (nil, [])
    case .loginFailUnknownDevice, .loginSuccessUnknownDevice: (primary, secondary) = (.changePassword, [.loginHelp])
    case .unknownNotice: (primary, secondary) = (nil, [.userPage, .diff])
    }
    func row(_ link: Link) -> Row {
      Row(
        id: "detail.\(link.kind)", label: link.label, value: .detail(link.inApp ? "In app" : "On web"), role: .button,
        hint: link.hint, activation: .inert)
    }
    let first = primary.flatMap { links[$0] }
    // A secondary action that goes where the primary goes is left out, as the app does.
    let others = secondary.filter { $0 != primary }.compactMap { links[$0] }
    return (first.map(row), others.map(row))
  }

  /// The swipe action's "More" sheet (`userDidTapMoreActionForCell`): titled with the cell's header, its
  /// message the cell's (or the subheader), then Mark as read or unread, the type's links and Notification
  /// settings, in the app's order, and Cancel.
  static func moreSheet(_ n: EchoNotification) -> Alert {
    let links = links(n, simplified: false)
    let kinds: [Link.Kind]
    switch n.appType {
    case .userTalkPageMessage: kinds = [.talk, .userPage, .diff]
    case .mentionInTalkPage: kinds = [.talk, .userPage, .diff, .article]
    case .editReverted: kinds = [.diff, .userPage, .talk, .article]
    case .successfulMention, .failedMention: kinds = [.article]
    case .userRightsChange: kinds = [.groupRights, .userPage]
    case .pageReviewed: kinds = [.article, .userPage]
    case .pageLinked: kinds = [.userPage, .article, .diff]
    case .connectionWithWikidata: kinds = [.article, .userPage, .wikidataItem]
    case .emailFromOtherUser: kinds = [.userPage]
    case .thanks: kinds = [.diff, .userPage, .article]
    case .translationMilestone, .editMilestone: kinds = []
    case .loginFailUnknownDevice, .loginSuccessUnknownDevice: kinds = [.changePassword, .loginHelp]
    case .unknownNotice: kinds = [.userPage, .diff]
    }
    var buttons = [
      Row(
        id: "more.mark", label: n.read ? "Mark as unread" : "Mark as read", role: .button,
        activation: .send(.inbox(.markTapped(id: n.id, read: !n.read))))
    ]
    buttons += kinds.compactMap { links[$0] }.map { link in
      Row(id: "more.\(link.kind)", label: link.label, role: .button, hint: link.hint, activation: .inert)
    }
    buttons.append(
      Row(
        id: "more.settings", label: "Notification settings", role: .button, hint: "Opens Push notifications",
        activation: .send(.inbox(.notificationSettingsChosen(id: n.id)))))
    let cancel = Activation.send(.inbox(.moreDismissed))
    buttons.append(Row(id: "more.cancel", label: "Cancel", role: .button, activation: cancel))
    return Alert(
      title: n.header.terminalSafe, message: (n.message ?? n.subheader).terminalSafe, buttons: buttons,
      cancel: cancel, style: .actionSheet)
  }

  /// Edit mode's "Mark" menu, titled with how many are selected, offering what applies: Mark as Read when
  /// one is unread, Mark as Unread when one is read (`markButtonOptionsMenuForNumberOfSelectedMessages`).
  static func markMenu(_ inbox: InboxState) -> Alert {
    let selected = inbox.selectedNotifications
    var buttons: [Row] = []
    if selected.contains(where: { !$0.read }) {
      buttons.append(
        Row(
          id: "markMenu.read", label: "Mark as Read", role: .button,
          activation: .send(.inbox(.markSelected(read: true))))
      )
    }
    if selected.contains(where: \.read) {
      buttons.append(
        Row(
          id: "markMenu.unread", label: "Mark as Unread", role: .button,
          activation: .send(.inbox(.markSelected(read: false)))))
    }
    let n = selected.count
    return Alert(
      title: n == 1 ? "1 message" : "\(n) messages", message: "", buttons: buttons,
      cancel: .send(.inbox(.markMenuDismissed)), style: .actionSheet)
  }

  /// "Mark all as read" asks first, in an action sheet whose title is the question
  /// (`didTapMarkAllAsReadButton`): the server's unread count, or no number when there is none.
  static func markAllSheet(_ inbox: InboxState) -> Alert {
    let n = inbox.unreadCount
    let question =
      n > 0
      ? "Are you sure that you want to mark all \(n == 1 ? "1 message" : "\(n) messages") of your notifications as read? Your notifications will be marked as read on all of your devices."
      : "Are you sure that you want to mark all of your notifications as read? Your notifications will be marked as read on all of your devices."
    var confirm = Row(
      id: "inbox.markAll.confirm", label: "Mark as Read", role: .button,
      activation: .send(.inbox(.markAllConfirmed)))
    confirm.destructive = true
    let cancel = Activation.send(.inbox(.markAllCancelled))
    return Alert(
      title: question, message: "",
      buttons: [confirm, Row(id: "inbox.markAll.cancel", label: "Cancel", role: .button, activation: cancel)],
      cancel: cancel, style: .actionSheet)
  }
}
