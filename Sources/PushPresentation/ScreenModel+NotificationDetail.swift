import PushAppFeature
import PushCore
import PushInboxFeature
import PushSettingsFeature

/// One notification opened from its cell or its push: its words in full, marking it unread again, and the
/// app's "More" actions. Going to a diff, a user page or an article leaves the app's notification screens, so
/// here they say where they would go; "Notification settings" opens Push notifications for real.
extension ScreenModel {
  static func notificationDetail(_ n: EchoNotification, now: Int, failure: WikiFailure? = nil) -> ScreenModel {
    var rows = [
      Row(id: "detail.header", label: "\(n.header), \(n.subheader)", role: .heading, icon: icon(n.category)),
      Row(id: "detail.body", label: n.body.terminalSafe, role: .text),
    ]
    // A footer that is the page's title is the article action below.
    if let footer = n.footer, footer != n.title { rows.append(Row(id: "detail.footer", label: footer, role: .text)) }
    rows.append(
      Row(
        id: "detail.when",
        label: EchoNotification.projectName(n.wiki) + ", " + EchoTimestamp.relativeInWords(n.timestampMs, now: now),
        role: .text,
        annotation: "Notification \(n.id), type \(n.type), on \(n.wiki.host)."))
    // Said where it happened, next to the button, in the app's voice; the wiki and its answer are QA detail.
    if let failure, failure.wiki == n.wiki {
      rows.append(
        Row(
          id: "detail.markFailed", label: "Couldn't mark as read.", role: .alert,
          annotation: "Marking failed on \(failure.wiki.host): \(failure.failure.message.terminalSafe); put back.",
          status: true))
    }
    rows.append(
      Row(
        id: "detail.mark", label: n.read ? "Mark as unread" : "Mark as read", role: .button,
        hint: "The swipe action, in the app", activation: .send(.inbox(.markTapped(id: n.id, read: !n.read)))))
    rows.append(Row(id: "detail.more", label: "More", role: .heading))
    rows += actions(n)
    // One key per notification: each keeps its own focus, and opening another is a new screen.
    return ScreenModel(
      key: "notificationDetail.\(n.id)", title: "Notification", backTitle: "Notifications", rows: rows, alert: nil)
  }

  /// The "More" sheet's actions that apply to this notification, in the app's order.
  static func actions(_ n: EchoNotification) -> [Row] {
    let host = n.wiki.host
    var rows: [Row] = []
    func goes(_ id: String, _ label: String, to page: String) {
      rows.append(
        Row(
          id: "detail.\(id)", label: label, role: .button,
          hint: "In the app this opens \(page) on \(host); not part of this simulation", activation: .inert))
    }
    if let revision = n.revision { goes("diff", "Go to diff", to: "the difference of revision \(revision)") }
    if let agent = n.agent?.terminalSafe {
      goes("userPage", "Go to \(agent)'s user page", to: "User:\(agent)")
      goes("talkPage", "Go to talk page", to: "User talk:\(agent)")
    }
    if let title = n.title?.terminalSafe { goes("article", "Go to \(title)", to: "the page \(title)") }
    rows.append(
      Row(
        id: "detail.settings", label: "Notification settings", role: .button,
        hint: "Opens Push notifications", disclosure: true, activation: .send(.opened(.push))))
    return rows
  }
}
