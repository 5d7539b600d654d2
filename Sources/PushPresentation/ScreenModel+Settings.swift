import PushAppFeature
import PushCore
import PushSettingsFeature

/// The Settings root and Account, in the app's order and words (`WMFSettingsViewController.m`,
/// `WMFSettingsMenuItem.m`, `AccountViewController.swift`).
extension ScreenModel {
  /// Rows of the app that this replica does not simulate: shown dimmed where the app has them.
  static func outOfScope(_ id: String, _ label: String, detail: String? = nil, external: Bool = false) -> Row {
    var row = Row(
      id: "settings.\(id)", label: label, value: detail.map { .detail($0) }, role: .button,
      hint: "Not part of this simulation", enabled: false, activation: .inert)
    row.externalLink = external
    return row
  }

  /// Settings in the app's sections (2022): the account and Support Wikipedia; the app's settings; Privacy
  /// and Terms with the usage reports switch and its footer; rating, help and about. Presented from
  /// Explore's navigation bar; the Notifications Center is not here: the app opens it from the bell on
  /// Explore (and `n` anywhere).
  static func settings(_ app: AppState) -> ScreenModel {
    let state = app.settings
    var rows: [Row] = []
    if state.loggedIn {
      rows.append(
        Row(
          id: "settings.account", label: "Account", value: .detail(app.session.userName), role: .button,
          hint: "Notification subscriptions and log out", disclosure: true, activation: .send(.opened(.account)))
      )
    } else {
      rows.append(
        Row(
          id: "settings.login", label: "Log in", role: .button, hint: "Logs in to the simulated account Example",
          activation: .send(.loginTapped)))
    }
    rows.append(outOfScope("support", "Support Wikipedia", external: true))
    var languages = Row(
      id: "settings.languages", label: "My languages", value: .detail((state.languages.first ?? "en").uppercased()),
      role: .button, hint: "Adds or removes the app's languages", disclosure: true,
      activation: .send(.opened(.languages)),
      annotation: "App languages: " + English.list(state.languages) + " (the first is primary).")
    languages.sectionStart = true
    rows.append(languages)
    rows.append(outOfScope("search", "Search"))
    // The app opens the feed's settings here (`showExploreFeedSettings`), which this replica does not draw.
    rows.append(
      Row(
        id: "settings.explore", label: "Explore feed", value: .detail("On"), role: .button,
        hint: "Not part of this simulation", enabled: false, disclosure: true, activation: .inert))
    if state.loggedIn {
      rows.append(
        Row(
          id: "settings.push", label: "Push notifications", role: .button,
          hint: "Opens push notification settings for this device", disclosure: true,
          activation: .send(.opened(.push)), annotation: pushStatus(state)))
    }
    rows.append(
      Row(
        id: "settings.appearance", label: "Reading preferences", value: .detail(app.shownTheme.displayName),
        role: .button, hint: "Chooses the reading theme: Light, Sepia, Dark or Black", disclosure: true,
        activation: .send(.opened(.readingPreferences))))
    rows += settingsLowerSections()
    // Logged out, nothing about notifications shows (seed 000): a notice from the last session (a retry of
    // writes that finished after logout) is not the logged-out user's.
    if app.session.loggedIn, let notice = state.notice {
      // The app does this quietly: the words are said in the accessible mode and shown as a QA detail.
      var row = Row(
        id: "settings.notice", label: notice.terminalSafe, role: .text, annotation: state.noticeDetail?.terminalSafe)
      row.accessibleOnly = true
      rows.append(row)
    }
    // Presented over Explore, with its close button (`configureBackButton`).
    var model = ScreenModel(key: "settings", title: "Settings", backTitle: "Close", rows: rows, alert: nil)
    model.leading = .trailingClose
    return model
  }

  /// Settings from storage down: the rows this replica shows but does not simulate (and the usage reports
  /// switch, off and dimmed, with its footer).
  private static func settingsLowerSections() -> [Row] {
    var rows: [Row] = []
    rows.append(outOfScope("storage", "Article storage and syncing"))
    rows.append(outOfScope("cache", "Clear cached data"))
    rows.append(Row(id: "settings.legal", label: "Privacy and Terms", role: .heading))
    rows.append(outOfScope("privacy", "Privacy policy", external: true))
    rows.append(outOfScope("terms", "Terms of Use", external: true))
    rows.append(
      Row(
        id: "settings.usageReports", label: "Send usage reports", value: .toggle(false), role: .switchButton,
        hint: "Not part of this simulation", enabled: false, activation: .inert))
    rows.append(
      Row(
        id: "settings.usageReportsFooter",
        label: "Allow Wikimedia Foundation to collect information about how you use the app to make the app better",
        role: .text))
    var rate = outOfScope("rate", "Rate the app", external: true)
    rate.sectionStart = true
    rows += [rate, outOfScope("help", "Help and feedback"), outOfScope("about", "About the app")]
    return rows
  }

  /// Reading preferences (`AppearanceSettingsViewController`, 2020–2022): the Reading themes section, its four
  /// themes checked as the app checks the current one. The app's other sections (image dimming, tables, text
  /// size) change articles, which this replica does not show.
  static func readingPreferences(_ app: AppState) -> ScreenModel {
    var rows = [
      Row(
        id: "appearance.themes", label: "Reading themes", role: .heading,
        annotation: (app.paintedTheme == nil
          ? "No theme chosen yet: Light is checked (the app's default) and the terminal keeps its own colours. " : "")
          + "A theme sets the terminal's colours: the app's on 256 colours, the nearest of 8 otherwise (Dark and "
          + "Black on black); with NO_COLOR, on a mono terminal and in the accessible mode nothing visible changes.")
    ]
    for theme in Theme.allCases {
      let chosen = theme == app.shownTheme
      var row = Row(
        id: "appearance.theme.\(theme.rawValue)", label: theme.displayName, value: chosen ? .detail("✓") : nil,
        role: .button, activation: .send(.themeChosen(theme)))
      if chosen { row.spokenValue = "selected" }
      rows.append(row)
    }
    var model = ScreenModel(
      key: "readingPreferences", title: "Reading preferences", backTitle: nil, rows: rows, alert: nil)
    // It opens on the theme that is checked, as a list of choices does.
    model.initialFocus = "appearance.theme.\(app.shownTheme.rawValue)"
    return model
  }

  /// The Push notifications row's status, which the app does not show: for QA only.
  static func pushStatus(_ state: PushSettingsState) -> String {
    if state.permission == .denied { return "Push: off in iOS Settings." }
    let flag = state.persisted.subscribed ? "on (subscribed)" : "off (not subscribed)"
    return "Push: \(flag)" + (state.persisted.wantsPush && !state.persisted.subscribed ? ", wanted on." : ".")
  }

  /// Account (`AccountViewController`): Your Account (log out, talk page), seed 000's Notification
  /// subscriptions, and Talk page preferences.
  static func account(_ session: Session) -> ScreenModel {
    ScreenModel(
      key: "account", title: "Account", backTitle: nil,
      rows: [
        Row(id: "account.heading", label: "Your Account", role: .heading),
        Row(
          id: "account.logout", label: session.userName, value: .detail("Log out"), role: .button,
          hint: "Asks before logging out; this device then stops getting push notifications",
          activation: .send(.logOutRowTapped)),
        Row(
          id: "account.talk", label: "Your talk page", role: .button, hint: "Not part of this simulation",
          enabled: false, activation: .inert),
        Row(
          id: "account.subscriptions", label: "Notification subscriptions", role: .button,
          hint: "Which notifications you get on the web and by email", disclosure: true,
          activation: .send(.opened(.subscriptions))),
        Row(id: "account.talkPreferences", label: "Talk page preferences", role: .heading),
        Row(
          id: "account.autoSign", label: "Auto-sign discussions", value: .toggle(true), role: .switchButton,
          hint: "Not part of this simulation", enabled: false, activation: .inert),
        Row(
          id: "account.autoSignFooter",
          label: "Auto-signing of discussions will use the signature defined in Signature settings", role: .text),
      ], alert: nil)
  }
}
