import PushAppFeature
import PushCore
import PushInboxFeature
import PushSettingsFeature

/// The Notifications Center as the app has it (`NotificationsCenterViewController`): Edit in the navigation
/// bar, the list newest first, and the toolbar (type filter, status, project filter; in edit mode Mark and
/// Mark all as read). Its sheets (Filters, Projects), its detail and its menus are in the files beside.
extension ScreenModel {
  /// The Notifications screen: the onboarding sheet, a notification's detail or a sheet over the list, or
  /// the list.
  static func notifications(_ app: AppState) -> ScreenModel {
    let inbox = app.inbox
    if app.showsInboxOnboarding { return inboxOnboarding() }
    if let n = inbox.detailShown {
      // A push opened before the list was read again is newer than that read: it happened by now, at least.
      var detail = notificationDetail(
        n, now: max(inbox.readAtMs, n.timestampMs), failure: inbox.markFailure, dates: app.uiLanguage.dateFormats,
        words: Localizer(app.uiLanguage).text)
      // The list behind it has not been visited: back shows its introduction sheet first.
      if app.session.loggedIn && !inbox.persisted.onboardingShown { detail.backShowsFirst = "its introduction" }
      return detail
    }
    switch inbox.sheet {
    case .filters?: return inboxFilters(inbox.filter)
    case .projects?: return inboxProjects(inbox.filter, projects: inbox.allProjects)
    case nil: return Self.inbox(inbox, dates: app.uiLanguage.dateFormats, words: Localizer(app.uiLanguage).text)
    }
  }

  static func inbox(
    _ inbox: InboxState, dates: DateFormats? = nil, words: (String) -> String = { $0 }
  ) -> ScreenModel {
    let shown = inbox.shown
    var rows = [
      Row(
        id: "inbox.edit", label: inbox.editing ? "Done" : "Edit", role: .button,
        hint: inbox.editing ? nil : "Select several notifications to mark",
        enabled: inbox.editing || !shown.isEmpty, activation: .send(.inbox(.editToggled)), placement: .navigationBar)
    ]
    // Pull to refresh is a gesture; the accessible mode has a row for it (the full screen a key).
    var refresh = Row(
      id: "inbox.refresh", label: "Check for new notifications", role: .button, hint: "Pull to refresh, in the app",
      enabled: inbox.loading == .idle, activation: .send(.inbox(.refreshPulled)))
    refresh.accessibleOnly = true
    rows.append(refresh)
    // The app's error banner; which wiki and what it answered are QA details.
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
    rows += emptyRows(inbox, shown: shown)
    // A push that came after the list was read is newer than its clock: "Now", as the detail says it (a time
    // ahead of the clock would be written as a date).
    rows += shown.map {
      notificationRow(
        $0, now: max(inbox.readAtMs, $0.timestampMs), editing: inbox.editing, inbox: inbox,
        dates: dates, words: words)
    }
    if inbox.nextPage != nil {
      // The app loads the next page when the last cell shows (the full screen does too); said as a row.
      var more = Row(
        id: "inbox.more", label: inbox.loading == .nextPage ? "Loading more…" : "More notifications",
        role: .button, enabled: inbox.loading == .idle, activation: .send(.inbox(.reachedEnd)))
      more.accessibleOnly = true
      rows.append(more)
    }
    rows += inbox.editing ? editToolbar(inbox) : toolbar(inbox)
    var model = ScreenModel(key: "inbox", title: "Notifications", backTitle: nil, rows: rows, alert: nil)
    if inbox.nextPage != nil && inbox.loading == .idle { model.endReached = .inbox(.reachedEnd) }
    // The world adds to the list while it is shown: the accessible mode keeps each cell's number.
    model.live = true
    model.summary =
      English.count(inbox.notifications.count, "notification")
      + (shown.count < inbox.notifications.count ? ", \(shown.count) shown" : "") + ", \(inbox.unreadShown) unread"
    return model
  }

  /// The toolbar: the type filter, the status in two lines, the project filter. The filters wait for the
  /// first page (`filterAndInboxButtonsAreDisabled`).
  static func toolbar(_ inbox: InboxState) -> [Row] {
    let filter = inbox.filter
    let ready = !(inbox.loading == .first && inbox.notifications.isEmpty)
    let typesFiltered = !filter.showsAllTypes
    let projectsFiltered = !filter.hiddenProjects.isDisjoint(with: inbox.allProjects)
    var status = Row(
      id: "inbox.status", label: "Checking for notifications...", role: .text, status: true, placement: .toolbar)
    if ready {
      let (header, detail) = statusText(filter, projects: inbox.allProjects)
      status.label = header
      status.value = .detail(detail)
    }
    var typeFilter = Row(
      id: "inbox.typeFilter",
      label: typesFiltered ? "Notifications Filter - has filters applied" : "Notifications Filter", role: .button,
      hint: "Filters", enabled: ready, activation: .send(.inbox(.filtersOpened)), icon: Row.Icon("≡", ascii: "="),
      placement: .toolbar)
    typeFilter.emphasized = typesFiltered
    var projectFilter = Row(
      id: "inbox.projectFilter",
      label: projectsFiltered ? "Projects Filter - has filters applied" : "Projects Filter", role: .button,
      hint: "Projects", enabled: ready, activation: .send(.inbox(.projectsOpened)), icon: Row.Icon("▤", ascii: "#"),
      placement: .toolbar)
    projectFilter.emphasized = projectsFiltered
    return [typeFilter, status, projectFilter]
  }

  /// Edit mode's toolbar: Mark (its menu, for the selection) and Mark all as read (with nothing selected and
  /// something unread).
  static func editToolbar(_ inbox: InboxState) -> [Row] {
    let n = inbox.selected.count
    var mark = Row(
      id: "inbox.mark", label: "Mark selected notifications", role: .button, enabled: n > 0,
      activation: .send(.inbox(.markMenuOpened)), placement: .toolbar)
    mark.display = Row.Display([Row.Display.Line("Mark")])
    let markAll = Row(
      id: "inbox.markAll", label: "Mark all as read", role: .button, enabled: n == 0 && inbox.hasUnread,
      activation: .send(.inbox(.markAllTapped)), placement: .toolbar)
    return [mark, markAll]
  }

  /// The status: "All notifications" or "Filtered by", then what shows where
  /// (`RemoteNotificationsFilterState.stateDescription` and `detailDescription`).
  static func statusText(_ filter: InboxFilter, projects: Set<Wiki>) -> (String, String) {
    let header = filter.showsAllTypes ? "All notifications" : "Filtered by"
    let total = projects.count
    let showing = total - filter.hiddenProjects.intersection(projects).count
    let types = filter.hiddenTypes.count
    func plural(_ n: Int, _ one: String, _ many: String) -> String { n == 1 ? one : many }
    let inProjects = { (n: Int) in plural(n, "In 1 project", "In \(n) projects") }
    let projectsPlain = { (n: Int) in plural(n, "1 project", "\(n) projects") }
    let typesPlain = plural(types, "1 type", "\(types) types")
    let read = filter.readStatus.rawValue
    let projectsOff = showing != total
    switch (filter.readStatus, types > 0, projectsOff) {
    case (.all, false, false): return (header, inProjects(total))
    case (.all, true, false): return (header, "\(typesPlain) in \(projectsPlain(total))")
    case (.all, false, true): return (header, inProjects(showing))
    case (.all, true, true): return (header, "\(typesPlain) in \(projectsPlain(showing))")
    case (_, false, false): return (header, "\(read) in \(projectsPlain(total))")
    case (_, true, false): return (header, "\(read) and \(typesPlain) in \(projectsPlain(total))")
    case (_, false, true): return (header, "\(read) in \(projectsPlain(showing))")
    case (_, true, true): return (header, "\(read) and \(typesPlain) in \(projectsPlain(showing))")
    }
  }

  /// What an empty list says (`NotificationsCenterViewModel`): "You have no messages", then while loading
  /// "Checking for notifications...", with every project off "Add projects to see more messages", with
  /// types off "Modify N filters to see more messages" (which opens the filters).
  static func emptyRows(_ inbox: InboxState, shown: [EchoNotification]) -> [Row] {
    // A list that could not be read is not an empty one: the error says so.
    guard shown.isEmpty, inbox.loadFailure == nil || !inbox.notifications.isEmpty else { return [] }
    var rows = [Row(id: "inbox.empty", label: "You have no messages", role: .text, status: true)]
    let projects = inbox.allProjects
    if inbox.loading == .first {
      rows.append(Row(id: "inbox.checking", label: "Checking for notifications...", role: .text, status: true))
    } else if !projects.isEmpty && projects.isSubset(of: inbox.filter.hiddenProjects) {
      rows.append(Row(id: "inbox.noProjects", label: "Add projects to see more messages", role: .text, status: true))
    } else if !inbox.filter.hiddenTypes.isEmpty {
      let n = inbox.filter.hiddenTypes.count
      rows.append(
        Row(
          id: "inbox.filteredEmpty", label: "Modify \(n) \(n == 1 ? "filter" : "filters") to see more messages",
          role: .button, hint: "Filters", activation: .send(.inbox(.filtersOpened))))
    }
    return rows
  }

  /// One cell (`NotificationsCenterCell`): the type's picture (filled while unread, a selection circle in
  /// edit mode), the header and the time, the subheader and the project's badge, the message, the footer.
  /// Speech says what VoiceOver says of it (`accessibilityText`).
  /// `words` is the app's language for the parts of a sentence made of several keys (the sentence's own key
  /// is from an era the translations do not have, so iOS says it in English around translated parts).
  static func notificationRow(
    _ n: EchoNotification, now: Int, editing: Bool, inbox: InboxState, dates: DateFormats? = nil,
    words: (String) -> String = { $0 }
  ) -> Row {
    let project = EchoNotification.projectName(n.wiki)
    let type = NotificationFilterType(n)
    // A type the app does not know has no filter title: its words start at "notification from".
    let title = n.appType == .unknownNotice ? "" : words(filterTitle(type)) + " "
    let status = words(n.read ? "Read" : "Unread")
    var row = Row(
      id: "inbox.\(n.id)",
      label: "\(title)notification from \(project). \(sentence(words(n.header))) \(status)",
      value: .detail(EchoTimestamp.relative(n.timestampMs, now: now, dates)), role: .button,
      // The cell's other lines, for speech (VoiceOver's label leaves them out).
      hint: ([n.subheader] + [n.message, n.footer].compactMap { $0 }).map { sentence(words($0)) }
        .joined(separator: " "),
      activation: .send(.inbox(.notificationOpened(id: n.id))), icon: icon(type))
    var lines = [Row.Display.Line(n.header), Row.Display.Line(n.subheader, trailing: badge(n.wiki))]
    if let message = n.message { lines.append(Row.Display.Line(message)) }
    if let footer = n.footer { lines.append(Row.Display.Line(footer)) }
    row.display = Row.Display(lines)
    // Speech says a date as words ("November 29"), not as its digits and slashes.
    row.spokenValue = EchoTimestamp.spokenRelative(n.timestampMs, now: now, dates)
    row.emphasized = !n.read
    row.notification = NotificationItem(id: n.id, unread: !n.read, stateWord: status)
    guard editing else {
      // The swipe actions, as keys on the focused cell (VoiceOver's custom actions).
      row.keyActions = [
        Row.KeyAction(
          key: "m", label: n.read ? "Mark as unread" : "Mark as read",
          activation: .send(.inbox(.markTapped(id: n.id, read: !n.read)))),
        Row.KeyAction(key: "o", label: "More", activation: .send(.inbox(.moreOpened(id: n.id)))),
      ]
      return row
    }
    // In edit mode a cell is selected, not opened: its picture is the selection circle.
    let selected = inbox.selected.contains(n.id)
    row.icon = selected ? Row.Icon("✓", ascii: "*") : Row.Icon("○", ascii: "o")
    row.spokenValue = selected ? "selected" : "not selected"
    row.hint = nil
    row.activation = .send(.inbox(.selectionToggled(id: n.id)))
    return row
  }

  /// A text ending with one full stop.
  static func sentence(_ text: String) -> String {
    text.hasSuffix(".") || text.hasSuffix("!") || text.hasSuffix("?") ? text : text + "."
  }

  /// A project's badge: a Wikipedia's language code, a picture for Commons and Wikidata.
  static func badge(_ wiki: Wiki) -> String {
    EchoNotification.projectBadge(wiki) ?? (wiki == .commons ? "◉" : "▥")
  }

  /// The type's picture, after the app's (`RemoteNotificationFilterType.imageName`).
  static func icon(_ type: NotificationFilterType) -> Row.Icon {
    switch type {
    case .userTalkPageMessage: Row.Icon("❝", ascii: "\"")
    case .mentionInTalkPage, .mentionInEditSummary, .successfulMention, .failedMention: Row.Icon("@", ascii: "@")
    case .editReverted: Row.Icon("↺", ascii: "R")
    case .userRightsChange: Row.Icon("☺", ascii: "U")
    case .pageReviewed: Row.Icon("☑", ascii: "V")
    case .pageLinked, .connectionWithWikidata: Row.Icon("⇄", ascii: "L")
    case .thanks: Row.Icon("♥", ascii: "T")
    case .welcome, .translationMilestone, .editMilestone: Row.Icon("★", ascii: "*")
    case .loginAttempts, .loginSuccess: Row.Icon("⚠", ascii: "!")
    case .emailFromOtherUser: Row.Icon("✉", ascii: "M")
    case .other: Row.Icon("•", ascii: "o")
    }
  }

  /// The type's title on the Filters sheet's toggles and in what VoiceOver says of a cell
  /// (`RemoteNotificationFilterType.title`, `notifications-center-type-title-*`).
  static func filterTitle(_ type: NotificationFilterType) -> String {
    switch type {
    case .userTalkPageMessage: "Talk page message"
    case .pageReviewed: "Page review"
    case .pageLinked: "Page link"
    case .connectionWithWikidata: "Connection with Wikidata"
    case .emailFromOtherUser: "Email from other user"
    case .mentionInTalkPage: "Talk page mention"
    case .mentionInEditSummary: "Edit summary mention"
    case .successfulMention: "Sent mention success"
    case .failedMention: "Sent mention failure"
    case .userRightsChange: "User rights change"
    case .editReverted: "Edit reverted"
    case .loginAttempts: "Login attempts"
    case .loginSuccess: "Login success"
    case .editMilestone: "Edit milestone"
    case .translationMilestone: "Translation milestone"
    case .thanks: "Thanks"
    case .welcome: "Welcome"
    case .other: "Other"
    }
  }
}
