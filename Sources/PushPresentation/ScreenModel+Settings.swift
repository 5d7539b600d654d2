import PushAppFeature
import PushCore
import PushSettingsFeature

/// The Settings root and Account, in the app's order and words (`WMFSettingsViewController.m`,
/// `WMFSettingsMenuItem.m`, `AccountViewController.swift`).
extension ScreenModel {
  /// Rows of the app that this replica does not simulate: shown dimmed where the app has them.
  static func outOfScope(_ id: String, _ label: String) -> Row {
    Row(
      id: "settings.\(id)", label: label, role: .button, hint: "Not part of this simulation", enabled: false,
      activation: .inert)
  }

  static func settings(_ app: AppState) -> ScreenModel {
    let state = app.settings
    let unread = app.inbox.unreadCount
    var rows: [Row] = []
    if state.loggedIn {
      rows.append(
        Row(
          id: "settings.account", label: "Account", value: .detail("Example"), role: .button,
          hint: "Notification subscriptions and log out", disclosure: true, activation: .send(.opened(.account)))
      )
    } else {
      rows.append(
        Row(
          id: "settings.login", label: "Log in", role: .button, hint: "Logs in to the simulated account Example",
          activation: .send(.loginTapped)))
    }
    rows.append(outOfScope("donate", "Donate"))
    rows.append(
      Row(
        id: "settings.languages", label: "My languages", value: .detail((state.languages.first ?? "en").uppercased()),
        role: .button, hint: "Adds or removes the app's languages", disclosure: true,
        activation: .send(.opened(.languages)),
        annotation: "App languages: " + English.list(state.languages) + " (the first is primary)."))
    rows.append(outOfScope("search", "Search"))
    rows.append(
      Row(
        id: "settings.explore", label: "Explore feed", role: .button, hint: "Opens the explore feed", disclosure: true,
        activation: .send(.opened(.explore))))
    if state.loggedIn {
      rows.append(
        Row(
          id: "settings.push", label: "Push notifications", role: .button,
          hint: "Opens push notification settings for this device", disclosure: true,
          activation: .send(.opened(.push)), annotation: pushStatus(state)))
      // The app's bell on the explore feed; here one step from the root, beside the push settings.
      rows.append(
        Row(
          id: "settings.notifications", label: "Notifications", value: unread > 0 ? .detail("\(unread) unread") : nil,
          role: .button, hint: "Your notifications from every wiki", disclosure: true,
          activation: .send(.opened(.notifications))))
    }
    for (id, label) in [
      ("appearance", "Reading preferences"), ("storage", "Storage and syncing"), ("cache", "Clear cached data"),
      ("privacy", "Privacy policy"), ("terms", "Terms of Use"), ("about", "About the app"),
    ] {
      rows.append(outOfScope(id, label))
    }
    // Logged out, nothing about notifications shows (seed 000): a notice from the last session (a retry of
    // writes that finished after logout) is not the logged-out user's.
    if app.session.loggedIn, let notice = state.notice {
      rows.append(
        Row(
          id: "settings.notice", label: notice.terminalSafe, role: .text, annotation: state.noticeDetail?.terminalSafe))
    }
    return ScreenModel(key: "settings", title: "Settings", backTitle: nil, rows: rows, alert: nil)
  }

  /// The Push notifications row's status, which the app does not show: for QA only.
  static func pushStatus(_ state: PushSettingsState) -> String {
    if state.permission == .denied { return "Push: off in iOS Settings." }
    let flag = state.persisted.subscribed ? "on (subscribed)" : "off (not subscribed)"
    return "Push: \(flag)" + (state.persisted.wantsPush && !state.persisted.subscribed ? ", wanted on." : ".")
  }

  static func account() -> ScreenModel {
    ScreenModel(
      key: "account", title: "Account", backTitle: nil,
      rows: [
        Row(id: "account.heading", label: "Your Account", role: .heading),
        Row(
          id: "account.logout", label: "Example", value: .detail("Log out"), role: .button,
          hint: "Asks before logging out; this device then stops getting push notifications",
          activation: .send(.logOutRowTapped)),
        Row(
          id: "account.talk", label: "Your talk page", role: .button, hint: "Not part of this simulation",
          enabled: false, activation: .inert),
        Row(
          id: "account.subscriptions", label: "Notification subscriptions", role: .button,
          hint: "Which notifications you get on the web and by email", disclosure: true,
          activation: .send(.opened(.subscriptions))),
      ], alert: nil)
  }
}
