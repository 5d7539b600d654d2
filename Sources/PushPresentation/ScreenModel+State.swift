import PushAppFeature
import PushCore
import PushSettingsFeature

extension ScreenModel {
  /// The educational cell: what these notifications are for, and that the choices apply to this device.
  public static let educationalText =
    "Get notified on this device about activity on your account: messages on your talk page, thanks, "
    + "mentions, and alerts such as log-in attempts. These choices apply to this device only, and no "
    + "notification content is kept on it."

  /// The screen the state is on, as rows.
  public init(_ app: AppState) {
    let state = app.settings
    switch state.screen {
    case nil: self = Self.settings(state)
    case .push?: self = Self.push(state)
    case .systemSettings?: self = Self.systemSettings(state)
    case .languages?: self = Self.languages(state)
    case .account?: self = Self.account(state)
    case .subscriptions?: self = Self.subscriptions(state)
    }
    let back = state.path.count >= 2 ? Self.title(of: state.path[state.path.count - 2]) : "Settings"
    backTitle = state.path.isEmpty ? nil : back
    alert = Self.alert(state)
  }

  static func title(of route: Route) -> String {
    switch route {
    case .push: "Push notifications"
    case .systemSettings: "iOS Settings"
    case .languages: "My languages"
    case .account: "Account"
    case .subscriptions: "Notification subscriptions"
    }
  }

  static func alert(_ state: PushSettingsState) -> Alert? {
    if state.systemPromptVisible {
      return Alert(
        title: "“Wikipedia” Would Like to Send You Notifications",
        message: "Notifications may include alerts, sounds and icon badges. These can be configured in Settings.",
        buttons: [
          Row(
            id: "prompt.deny", label: "Don't Allow", role: .button,
            activation: .settings(.systemPromptAnswered(allow: false))),
          Row(
            id: "prompt.allow", label: "Allow", role: .button, activation: .settings(.systemPromptAnswered(allow: true))
          ),
        ])
    }
    guard let alert = state.alert else { return nil }
    return Alert(
      title: alert.title.terminalSafe, message: alert.message.terminalSafe,
      buttons: alert.buttons.enumerated().map { index, button in
        Row(
          id: "alert.\(index)", label: button.label, role: .button,
          activation: .settings(.alertButtonTapped(button.action)))
      })
  }

  static func settings(_ state: PushSettingsState) -> ScreenModel {
    var rows: [Row] = []
    if state.loggedIn {
      rows.append(
        Row(
          id: "settings.account", label: "Account", value: .detail("Example"), role: .button,
          hint: "Notification subscriptions and log out", disclosure: true, activation: .settings(.rowOpened(.account)))
      )
      let push: String
      if state.permission == .denied {
        push = "Off in iOS Settings"
      } else {
        push = state.persisted.subscribed ? "On" : "Off"
      }
      rows.append(
        Row(
          id: "settings.push", label: "Push notifications", value: .detail(push), role: .button,
          hint: "Opens push notification settings for this device", disclosure: true,
          activation: .settings(.rowOpened(.push))))
    } else {
      rows.append(
        Row(
          id: "settings.login", label: "Log in", role: .button, hint: "Logs in to the simulated account Example",
          activation: .settings(.loginTapped)))
    }
    rows.append(
      Row(
        id: "settings.languages", label: "My languages",
        value: .detail(state.languages.map { $0.uppercased() }.joined(separator: ", ")), role: .button,
        hint: "Adds or removes the app's languages", disclosure: true, activation: .settings(.rowOpened(.languages))))
    for (id, label) in [
      ("search", "Search"), ("explore", "Explore feed"), ("appearance", "Appearance"),
      ("storage", "Storage and syncing"), ("about", "About the Wikipedia app"),
    ] {
      rows.append(
        Row(
          id: "settings.\(id)", label: label, role: .button, hint: "Not part of this simulation", enabled: false,
          activation: .inert))
    }
    if let notice = state.notice {
      rows.append(Row(id: "settings.notice", label: notice.terminalSafe, role: .text))
    }
    return ScreenModel(key: "settings", title: "Settings", backTitle: nil, rows: rows, alert: nil)
  }

  static func systemSettings(_ state: PushSettingsState) -> ScreenModel {
    let allowed = state.systemSettingsPermission?.isAllowed ?? false
    return ScreenModel(
      key: "systemSettings", title: "iOS Settings", backTitle: nil,
      rows: [
        Row(id: "os.heading", label: "Wikipedia > Notifications", role: .heading),
        Row(
          id: "os.allow", label: "Allow Notifications", value: .toggle(allowed), role: .switchButton,
          hint: "A simulated iOS Settings page; go back to return to Wikipedia",
          activation: .settings(.systemSettingsSwitchToggled(allow: !allowed))),
        Row(
          id: "os.about",
          label:
            "This stands in for the app's page in iOS Settings. Going back returns to Wikipedia, which checks the permission again.",
          role: .text),
      ], alert: nil)
  }

  static func languages(_ state: PushSettingsState) -> ScreenModel {
    var rows = [Row(id: "lang.heading", label: "Your languages", role: .heading)]
    for (index, code) in state.languages.enumerated() {
      let name = LanguageCode.name(code)
      rows.append(
        Row(
          id: "lang.remove.\(code)", label: "\(name) (\(code))", value: index == 0 ? .detail("primary") : nil,
          role: .button,
          hint: index == 0
            ? "The primary language; says how to choose another" : "Asks whether to remove \(name) or make it primary",
          activation: .settings(.languageTapped(code))))
    }
    rows.append(Row(id: "lang.addHeading", label: "Add a language", role: .heading))
    for code in LanguageCode.offered where !state.languages.contains(code) {
      let name = LanguageCode.name(code)
      rows.append(
        Row(
          id: "lang.add.\(code)", label: "\(name) (\(code))", role: .button,
          hint: "Adds \(name); your push choices are copied to \(code).wikipedia.org",
          activation: .settings(.languageAdded(code))))
    }
    return ScreenModel(key: "languages", title: "My languages", backTitle: nil, rows: rows, alert: nil)
  }

  static func account(_ state: PushSettingsState) -> ScreenModel {
    ScreenModel(
      key: "account", title: "Account", backTitle: nil,
      rows: [
        Row(id: "account.user", label: "Logged in as Example", role: .text),
        Row(
          id: "account.subscriptions", label: "Notification subscriptions", role: .button,
          hint: "Which notifications you get on the web and by email", disclosure: true,
          activation: .settings(.rowOpened(.subscriptions))),
        Row(
          id: "account.logout", label: "Log out", role: .button,
          hint: "Logs out; this device stops getting push notifications", activation: .settings(.logoutTapped)),
      ], alert: nil)
  }

  static func subscriptions(_ state: PushSettingsState) -> ScreenModel {
    let wiki = state.primaryWiki.host
    return ScreenModel(
      key: "subscriptions", title: "Notification subscriptions", backTitle: nil,
      rows: [
        Row(
          id: "subs.shared",
          label:
            "These subscriptions are shared with the web: what you choose there applies here too, for notifications on the wiki and by email.",
          role: .text),
        Row(
          id: "subs.address", label: "https://\(wiki)/wiki/Special:Preferences#mw-prefsection-echo", role: .button,
          hint: "In the app this opens the page in the browser; not part of this simulation", activation: .inert),
        Row(
          id: "subs.push", label: "Push notifications for this device are set in Settings > Push notifications.",
          role: .text),
      ], alert: nil)
  }
}
