import PushAppFeature
import PushCore
import PushInboxFeature
import PushSettingsFeature

/// Pushes as iOS shows them: a banner over the app, and the simulated lock screen while the app is in the
/// background. Their words are the app's Notification Service Extension's (`NotificationServiceHelper`):
/// a talk page message gets the subtitle "New message" and its own text; another notification Echo's
/// header text. The push payload's title is the push service's and is not known: none is drawn.
extension ScreenModel {
  /// A push as iOS shows it: the app's name and when, the extension's subtitle, and its text. With a real
  /// push service the extension's own words came with it; a simulated push is worded here the same way.
  static func banner(_ push: IncomingPush, time: String = "now") -> Banner {
    var banner = Banner(id: push.id, title: "Wikipedia", message: "New activity on Wikipedia")
    if let text = push.text {
      banner.subtitle = text.subtitle?.terminalSafe
      banner.message = text.body.terminalSafe
    } else if let n = push.notification {
      banner.subtitle = pushSubtitle(n)
      banner.message = n.body.terminalSafe
    }
    banner.time = time
    return banner
  }

  /// "New message" for a talk page message (`notifications-push-talk-title-format`), else none.
  static func pushSubtitle(_ n: EchoNotification) -> String? {
    n.appType == .userTalkPageMessage ? "New message" : nil
  }

  /// The simulated iOS lock screen while the app is in the background: the app's badge, the pushes that
  /// arrived meanwhile (opening one opens the app on it), and the way back.
  static func lockScreen(_ app: AppState) -> ScreenModel {
    let unread = app.inbox.unreadCount
    let pushes = app.inbox.lockScreen.reversed()
    // iOS's date and clock at the top: the time now, as far as the app knows it (its last read, or the
    // newest push since).
    let now = max(app.inbox.readAtMs, pushes.compactMap { $0.notification?.timestampMs }.max() ?? .min)
    // The lock screen is iOS's: in the device's language (English here), not the app's Preferred Language.
    let (date, time) = EchoTimestamp.lockScreen(now)
    var clock = Row(id: "lock.clock", label: "\(date), \(time)", role: .text, status: true)
    clock.display = Row.Display([Row.Display.Line(date), Row.Display.Line(time)])
    var badge = Row(
      id: "lock.badge", label: unread > 0 ? "Wikipedia, \(unread) unread" : "Wikipedia", role: .text, status: true)
    badge.sectionStart = true
    var rows = [clock, badge]
    if pushes.isEmpty {
      rows.append(Row(id: "lock.none", label: "No notifications", role: .text, status: true))
    }
    for push in pushes {
      let n = push.notification
      // One time for one push: "now" for one newer than the Notifications Center's last read, as its list and
      // detail say "Now" for it; an older one by its time of day (the app and iOS each keep their own words).
      let time = n.map {
        $0.timestampMs >= app.inbox.readAtMs
          ? "now" : EchoTimestamp.timeOfDay($0.timestampMs)
      }
      let banner = banner(push, time: time ?? "now")
      var row = Row(
        id: "lock.\(push.id)", label: ([banner.subtitle, banner.message].compactMap { $0 }).joined(separator: ". "),
        value: .detail(banner.time), role: .button, activation: .send(.pushOpened(id: push.id)),
        annotation: n.map { "From \($0.wiki.host), notification \($0.id)." })
      // Each card's first line is the app's name and the time, alike on every card: the cursor (and a reader
      // that speaks its line) is on the message, which tells one push from another.
      let lines =
        [Row.Display.Line(banner.title)] + (banner.subtitle.map { [Row.Display.Line($0)] } ?? [])
        + [Row.Display.Line(banner.message)]
      row.display = Row.Display(lines, naming: lines.count - 1)
      row.notification = NotificationItem(id: push.id)
      // Each push is a card of its own on iOS's lock screen: apart from the one above.
      row.sectionStart = true
      rows.append(row)
    }
    var open = Row(
      id: "lock.open", label: "Open Wikipedia", role: .button, hint: "Back to the app, where you left it",
      activation: .send(.enteredForeground))
    open.sectionStart = true
    rows.append(open)
    var model = ScreenModel(key: Self.lockKey, title: "Lock Screen", backTitle: nil, rows: rows, alert: nil)
    // Pushes arrive while it is shown: the accessible mode keeps each one's number.
    model.live = true
    model.summary = English.count(pushes.count, "notification")
    return model
  }
}
