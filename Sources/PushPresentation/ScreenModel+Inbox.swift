import PushAppFeature
import PushCore
import PushInboxFeature
import PushSettingsFeature

/// The Notifications Center: a status line, the list newest first, and what to do when it is empty.
extension ScreenModel {
  /// The Notifications screen: a notification's detail or the filters over the list, or the list.
  static func notifications(_ app: AppState) -> ScreenModel {
    let inbox = app.inbox
    let session = app.session
    if app.showsInboxOnboarding { return inboxOnboarding() }
    if let n = inbox.detailShown { return notificationDetail(n, now: inbox.readAtMs, failure: inbox.markFailure) }
    guard inbox.filtersOpen else {
      return Self.inbox(inbox)
    }
    // The app's own projects and any a loaded notification came from.
    return inboxFilters(inbox, wikis: Set(session.fanOutWikis + inbox.notifications.map(\.wiki)).sorted())
  }

  static func inbox(_ inbox: InboxState) -> ScreenModel {
    // The toolbar's status, which is also the way to the filters (the app puts a filter button beside it).
    var rows = [
      Row(
        id: "inbox.status", label: statusText(inbox.filter), role: .button, hint: "Filters",
        activation: .send(.inbox(.filtersOpened)))
    ]
    // In the app's voice; which wiki and what it answered are QA details.
    if let failure = inbox.loadFailure {
      rows.append(
        Row(
          id: "inbox.loadFailed", label: "Couldn't check for notifications.", role: .alert,
          annotation: "Reading the list failed on \(failure.wiki.host): \(failure.failure.message.terminalSafe).",
          status: true))
    }
    if let failure = inbox.markFailure {
      rows.append(
        Row(
          id: "inbox.markFailed", label: "Couldn't mark as read.", role: .alert,
          annotation: "Marking failed on \(failure.wiki.host): \(failure.failure.message.terminalSafe); put back.",
          status: true))
    }
    let shown = inbox.shown
    rows += inbox.editing ? editRows(inbox) : toolbarRows(inbox)
    rows += emptyRows(inbox, shown: shown)
    rows += shown.map { n in
      var row = notificationRow(n, now: inbox.readAtMs)
      guard inbox.editing else { return row }
      // In edit mode a cell is selected, not opened.
      let selected = inbox.selected.contains(n.id)
      row.value = .detail(selected ? "✓" : "○")
      row.spokenValue = selected ? "selected" : "not selected"
      row.hint = nil
      row.activation = .send(.inbox(.selectionToggled(id: n.id)))
      return row
    }
    if inbox.nextPage != nil {
      rows.append(
        Row(
          id: "inbox.more", label: inbox.loading == .nextPage ? "Loading more…" : "More notifications",
          role: .button, enabled: inbox.loading == .idle, activation: .send(.inbox(.reachedEnd))))
    }
    var model = ScreenModel(key: "inbox", title: "Notifications", backTitle: nil, rows: rows, alert: nil)
    model.live = true
    model.summary =
      English.count(inbox.notifications.count, "notification")
      + (shown.count < inbox.notifications.count
        ? ", \(shown.count) shown" : "") + ", \(inbox.unreadShown) unread"
    return model
  }

  /// Pull to refresh, Mark all as read (kept, dimmed, when nothing is unread: the cells keep their places) and
  /// Edit: as many rows as edit mode has, so the cells' numbers do not move between the two.
  static func toolbarRows(_ inbox: InboxState) -> [Row] {
    [
      Row(
        id: "inbox.refresh", label: "Check for new notifications", role: .button,
        hint: "Pull to refresh, in the app", enabled: inbox.loading == .idle,
        activation: .send(.inbox(.refreshPulled))),
      Row(
        id: "inbox.markAll", label: "Mark all as read", role: .button, enabled: inbox.unreadCount > 0,
        activation: .send(.inbox(.markAllTapped))),
      Row(
        id: "inbox.edit", label: "Edit", role: .button, hint: "Select several notifications to mark",
        enabled: !inbox.notifications.isEmpty, activation: .send(.inbox(.editToggled))),
    ]
  }

  /// Edit mode's toolbar: the "Mark" menu's two choices for the selection, and Done.
  static func editRows(_ inbox: InboxState) -> [Row] {
    let n = inbox.selected.count
    let count = "\(n) selected"
    return [
      Row(
        id: "inbox.markSelectedRead", label: "Mark as Read", role: .button, hint: count, enabled: n > 0,
        activation: .send(.inbox(.markSelected(read: true)))),
      Row(
        id: "inbox.markSelectedUnread", label: "Mark as Unread", role: .button, hint: count, enabled: n > 0,
        activation: .send(.inbox(.markSelected(read: false)))),
      Row(id: "inbox.editDone", label: "Done", role: .button, activation: .send(.inbox(.editToggled))),
    ]
  }

  /// "All notifications", or what the filters keep.
  static func statusText(_ filter: InboxFilter) -> String {
    guard !filter.isEmpty else { return "All notifications" }
    var parts: [String] = []
    if filter.readStatus != .all { parts.append(filter.readStatus.rawValue) }
    if !filter.hiddenTypes.isEmpty { parts.append("\(16 - filter.hiddenTypes.count) of 16 types") }
    if !filter.hiddenProjects.isEmpty { parts.append("some projects") }
    return "Filtered by " + parts.joined(separator: ", ")
  }

  static func emptyRows(_ inbox: InboxState, shown: [EchoNotification]) -> [Row] {
    // A list that could not be read is not an empty one: the error says so.
    guard shown.isEmpty, inbox.loadFailure == nil || !inbox.notifications.isEmpty else { return [] }
    if inbox.loading == .first {
      return [Row(id: "inbox.checking", label: "Checking for notifications...", role: .text, status: true)]
    }
    if inbox.notifications.isEmpty || inbox.filter.isEmpty {
      return [Row(id: "inbox.empty", label: "You have no messages", role: .text, status: true)]
    }
    let n = inbox.filter.count
    return [
      Row(
        id: "inbox.filteredEmpty", label: "Modify \(n) \(n == 1 ? "filter" : "filters") to see more messages",
        role: .button, hint: "Filters", activation: .send(.inbox(.filtersOpened)))
    ]
  }

  /// One cell: the type's picture, who and what, how long ago, the project, and whether it is unread
  /// (said in words, not by style alone). Activating it opens its detail and marks it read.
  static func notificationRow(_ n: EchoNotification, now: Int) -> Row {
    let when = EchoTimestamp.relative(n.timestampMs, now: now)
    let badge = EchoNotification.projectBadge(n.wiki)
    var row = Row(
      id: "inbox.\(n.id)", label: "\(n.read ? "" : "Unread: ")\(n.header), \(n.subheader)",
      value: .detail("\(when) \(badge)"), role: .button,
      hint: n.body + (n.footer.flatMap { $0 == n.title ? nil : " \($0)." } ?? ""),
      activation: .send(.inbox(.notificationOpened(id: n.id))), icon: icon(n.category))
    // Said in words; the project only where the header does not already name it ("Notice from Commons").
    let ago = EchoTimestamp.relativeInWords(n.timestampMs, now: now)
    let project = EchoNotification.projectName(n.wiki)
    row.spokenValue = n.header.contains(project) ? ago : "\(project), \(ago)"
    row.notificationID = n.id
    row.unread = !n.read
    return row
  }

  static func icon(_ category: NotificationType) -> Row.Icon {
    switch category {
    case .editUserTalk, .dtSubscription, .emailUser: Row.Icon("✉", ascii: "M")
    case .editThank: Row.Icon("♥", ascii: "T")
    case .mention, .mentionFailure, .mentionSuccess: Row.Icon("@", ascii: "@")
    case .reverted: Row.Icon("↺", ascii: "R")
    case .loginFail, .loginSuccess, .userRights: Row.Icon("⚠", ascii: "!")
    case .thankYouEdit, .cx: Row.Icon("★", ascii: "*")
    case .articleLinked, .wikibaseAction: Row.Icon("⇄", ascii: "L")
    case .pageReview: Row.Icon("✓", ascii: "V")
    }
  }

  /// "Mark all as read" asks first, as the app does.
  static func inboxAlert(_ inbox: InboxState) -> Alert {
    // Every unread message on the server, not only the ones loaded so far.
    let n = max(inbox.unreadCount, inbox.unreadShown)
    return Alert(
      title: "Mark all as read",
      message:
        "Are you sure that you want to mark all \(English.count(n, "message")) of your notifications as read? Your notifications will be marked as read on all of your devices.",
      buttons: [
        Row(
          id: "inbox.markAll.confirm", label: "Mark as Read", role: .button,
          activation: .send(.inbox(.markAllConfirmed))),
        Row(id: "inbox.markAll.cancel", label: "Cancel", role: .button, activation: .send(.inbox(.markAllCancelled))),
      ], cancel: .send(.inbox(.markAllCancelled)))
  }

  /// A push as iOS shows it: the app's name and the notification's words.
  static func banner(_ push: IncomingPush) -> Banner {
    let n = push.notification
    return Banner(
      id: n.id, title: "Wikipedia, \(n.header): \(n.subheader)",
      message: n.body.terminalSafe + " (" + n.wiki.host + ")")
  }

  /// The simulated iOS lock screen while the app is in the background: the app's badge, the pushes that
  /// arrived meanwhile (opening one opens the app on it), and the way back.
  static func lockScreen(_ app: AppState) -> ScreenModel {
    let unread = app.inbox.unreadCount
    var rows = [
      Row(
        id: "lock.badge", label: unread > 0 ? "Wikipedia, \(unread) unread" : "Wikipedia", role: .text, status: true)
    ]
    let pushes = app.inbox.lockScreen.reversed()
    if pushes.isEmpty {
      rows.append(Row(id: "lock.none", label: "No notifications", role: .text, status: true))
    }
    for push in pushes {
      let banner = banner(push)
      var row = Row(
        id: "lock.\(push.notification.id)", label: banner.title, role: .button, hint: banner.message,
        activation: .send(.pushOpened(id: push.notification.id)))
      row.notificationID = push.notification.id
      rows.append(row)
    }
    rows.append(
      Row(
        id: "lock.open", label: "Open Wikipedia", role: .button, hint: "Back to the app, where you left it",
        activation: .send(.enteredForeground)))
    var model = ScreenModel(key: "lock", title: "Lock Screen", backTitle: nil, rows: rows, alert: nil)
    model.live = true
    model.summary = English.count(pushes.count, "notification")
    return model
  }
}
