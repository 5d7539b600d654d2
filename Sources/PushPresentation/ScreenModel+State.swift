import PushAppFeature
import PushCore
import PushSettingsFeature

extension ScreenModel {
  /// The screen's header, its only section text (`settings-notifications-header`).
  public static let educationalText =
    "Be alerted to activity related to your account, such as messages from fellow contributors, alerts, and "
    + "notices. All provided with respect to privacy and up to the minute data."

  /// The screen the state is on, as rows.
  public init(_ app: AppState) {
    let state = app.settings
    // In the background the phone shows its lock screen, with the pushes that arrived meanwhile.
    if app.inBackground {
      self = Self.lockScreen(app).localized(app.uiLanguage)
      return
    }
    switch app.screen {
    case nil: self = Self.explore(app, articles: Self.articleRows(app))
    case .settings?: self = Self.settings(app)
    case .push?: self = Self.push(state)
    case .systemSettings?: self = Self.systemSettings(state, language: app.uiLanguage)
    case .preferredLanguage?: self = Self.preferredLanguage(app.uiLanguage)
    case .languages?: self = Self.languages(app)
    case .addLanguage?: self = Self.addLanguage(app.session)
    case .account?: self = Self.account(app.session)
    case .subscriptions?: self = Self.subscriptions(app.session)
    case .notifications?: self = Self.notifications(app)
    case .article?: self = Self.article(app)
    case .readingPreferences?: self = Self.readingPreferences(app)
    }
    let path = app.path
    var back = path.count >= 2 ? Self.title(of: path[path.count - 2]) : "Explore"
    // Over a notification's detail the way back is named as the app names it there.
    if path.count >= 2 && path[path.count - 2] == .notifications && app.inbox.detailShown != nil {
      back = "Notification Detail"
    }
    // A screen that knows its own way back (a detail or the filters over the list) says it; others go back
    // along the path.
    backTitle = path.isEmpty ? nil : (backTitle ?? back)
    alert = app.alert.flatMap { Self.alert($0, app) }
    banners = app.inbox.banners.map { Self.banner($0) }
    banner = banners.first
    self = localized(app.uiLanguage)
  }

  static func title(of destination: Destination) -> String {
    switch destination {
    case .settings: "Settings"
    case .push: "Push notifications"
    case .systemSettings: "iOS Settings"
    case .preferredLanguage: "Preferred Language"
    case .languages, .addLanguage: "Wikipedia languages"
    case .account: "Account"
    case .subscriptions: "Notification subscriptions"
    case .notifications: "Notifications"
    case .article: "Article"
    case .readingPreferences: "Reading preferences"
    }
  }

  /// The alert that is up, as rows.
  static func alert(_ alert: AppAlert, _ app: AppState) -> Alert? {
    switch alert {
    case .systemPrompt: systemPrompt
    case .push(let alert): pushAlert(alert)
    case .session(let alert): sessionAlert(alert)
    case .pushOptIn: pushOptIn
    case .markAll: markAllSheet(app.inbox)
    case .markMenu: markMenu(app.inbox)
    case .moreSheet: app.inbox.moreShown.map(moreSheet)
    case .revert, .published, .descriptionRefused: descriptionAlert(alert, app.description)
    }
  }

  static let systemPrompt = Alert(
    title: "“Wikipedia” Would Like to Send You Notifications",
    message: "Notifications may include alerts, sounds, and icon badges. These can be configured in Settings.",
    buttons: [
      Row(
        id: "prompt.deny", label: "Don’t Allow", role: .button,
        activation: .settings(.systemPromptAnswered(allow: false))),
      Row(
        id: "prompt.allow", label: "Allow", role: .button, activation: .settings(.systemPromptAnswered(allow: true))),
    ])

  static func pushAlert(_ alert: AlertState) -> Alert {
    Alert(
      title: alert.title.terminalSafe, message: alert.message.terminalSafe,
      buttons: alert.buttons.enumerated().map { index, button in
        Row(
          id: "alert.\(index)", label: button.label, role: .button,
          activation: .settings(.alertButtonTapped(button.action)))
      },
      // Back dismisses an alert that has a dismiss button.
      cancel: alert.buttons.contains { $0.action == .dismiss } ? .settings(.alertButtonTapped(.dismiss)) : nil,
      annotation: alert.annotation?.terminalSafe)
  }

  static func sessionAlert(_ alert: SessionAlert) -> Alert {
    let buttons = alert.buttons
    return Alert(
      title: alert.title.terminalSafe, message: alert.message.terminalSafe,
      buttons: buttons.enumerated().map { index, button in
        Row(
          id: "alert.\(index)", label: button.label, role: .button,
          activation: .send(.sessionAlertAnswered(button.action)))
      },
      cancel: buttons.contains { $0.action == .dismiss } ? .send(.sessionAlertAnswered(.dismiss)) : nil)
  }

  static func systemSettings(_ state: PushSettingsState, language: UILanguage = .english) -> ScreenModel {
    let allowed = state.systemSettingsPermission?.isAllowed ?? false
    var languageRow = Row(
      id: "os.language", label: "Language", value: .detail(language.nativeName), role: .button,
      hint: "The app's own language (iOS 13 and later)", disclosure: true,
      activation: .send(.opened(.preferredLanguage)))
    languageRow.annotation = "The app's words in \(language.englishName); its content languages are My languages'."
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
        Row(id: "os.languageHeading", label: "PREFERRED LANGUAGE", role: .heading),
        languageRow,
      ], alert: nil)
  }

  /// iOS Settings > Wikipedia > Language: the languages the app is translated into (those the replica
  /// carries), the app's own checked. Choosing one goes back to the app's page, as iOS does; iOS would start
  /// the app again in it, the replica redraws it in place and keeps where it was.
  static func preferredLanguage(_ current: UILanguage) -> ScreenModel {
    var rows: [Row] = []
    for language in UILanguage.allCases where !language.isPseudo {
      let chosen = language == current
      var row = Row(
        id: "os.language.\(language.rawValue)", label: language.nativeName, value: chosen ? .detail("✓") : nil,
        role: .button, activation: .send(.uiLanguageChosen(language)))
      if chosen { row.spokenValue = "selected" }
      if language.nativeName != language.englishName {
        row.spokenLabel = "\(language.nativeName), \(language.englishName)"
      }
      rows.append(row)
    }
    var model = ScreenModel(
      key: "preferredLanguage", title: "Preferred Language", backTitle: "iOS Settings", rows: rows, alert: nil)
    model.initialFocus = "os.language.\(current.isPseudo ? "en" : current.rawValue)"
    return model
  }

  /// My languages (`WMFPreferredLanguagesViewController`): the app's languages, the first marked
  /// PRIMARY, the footer and "Add another language", then the Explore feed's language settings. A language's
  /// row does nothing; Edit (while there is more than one) gives each a delete control, which shows its
  /// Delete button, and a reorder control (keys here, as VoiceOver's actions are).
  static func languages(_ app: AppState) -> ScreenModel {
    let languages = app.session.languages
    var rows: [Row] = []
    if languages.count > 1 {
      rows.append(
        Row(
          id: "lang.edit", label: app.languagesEditing ? "Done" : "Edit", role: .button,
          hint: app.languagesEditing ? nil : "Delete or reorder your languages",
          activation: .send(.languagesEditToggled), placement: .navigationBar))
    }
    rows.append(Row(id: "lang.heading", label: "YOUR LANGUAGES", role: .heading))
    for (index, code) in languages.enumerated() {
      var row = Row(
        id: "lang.\(code)", label: LanguageCode.spokenName(code), value: index == 0 ? .detail("PRIMARY") : nil,
        role: .text)
      row.cell = true
      if app.languagesEditing { editingControls(&row, code: code, index: index, app: app) }
      rows.append(row)
    }
    rows.append(
      Row(
        id: "lang.footer", label: "The first language in this list is used as the primary language for the app.",
        role: .text))
    rows.append(
      Row(
        id: "lang.add", label: "Add another language", role: .button, hint: "Lists the languages to add",
        activation: .send(.opened(.addLanguage)),
        annotation: "Your push choices are then copied to the new language's wiki."))
    rows.append(Row(id: "lang.feedHeading", label: "EXPLORE FEED LANGUAGE SETTINGS", role: .heading))
    rows.append(
      Row(
        id: "lang.feed", label: "Customize Explore feed", role: .button, hint: "Not part of this simulation",
        enabled: false, disclosure: true, activation: .inert))
    rows.append(
      Row(
        id: "lang.feedFooter",
        label:
          "You can manage which languages are shown on your Explore feed by customizing your Explore feed settings.",
        role: .text))
    return ScreenModel(key: "languages", title: "Wikipedia languages", backTitle: nil, rows: rows, alert: nil)
  }

  /// A language's row in edit mode: its delete control (tapped, the Delete button shows in its place, and
  /// tapping that deletes), and its reorder control as Move up and Move down.
  static func editingControls(_ row: inout Row, code: String, index: Int, app: AppState) {
    let name = LanguageCode.englishName(code)
    let count = app.session.languages.count
    row.role = .button
    row.icon = Row.Icon("⊖", ascii: "-")
    // While its Delete shows, the row is that button (iOS hides the reorder control with it).
    guard app.languageDeleteShown != code else {
      row.value = .detail("Delete")
      row.destructive = true
      row.hint = "Deletes \(name) from your languages"
      row.activation = .send(.languageRemoved(code))
      row.annotation =
        "This device then stops setting your push choices on \(code).wikipedia.org"
        + (index == 0 ? "; \(LanguageCode.englishName(app.session.languages[1])) becomes primary." : ".")
      return
    }
    row.reorderable = true
    row.hint = "Shows Delete"
    row.activation = .send(.languageDeleteShown(code))
    if index > 0 {
      row.keyActions.append(
        Row.KeyAction(key: "u", label: "Move up", activation: .send(.languageMoved(code, to: index - 1))))
    }
    if index < count - 1 {
      row.keyActions.append(
        Row.KeyAction(key: "d", label: "Move down", activation: .send(.languageMoved(code, to: index + 1))))
    }
  }

  /// The languages to add (`WMFLanguagesViewController`, presented with a close button): choosing one adds it.
  static func addLanguage(_ session: Session) -> ScreenModel {
    var rows = [Row(id: "lang.others", label: "OTHER LANGUAGES", role: .heading)]
    for code in LanguageCode.offered where !session.languages.contains(code) {
      let name = LanguageCode.englishName(code)
      rows.append(
        Row(
          id: "lang.add.\(code)", label: LanguageCode.spokenName(code), role: .button,
          hint: "Adds \(name) to the app's languages", activation: .send(.languageAdded(code)),
          annotation: "Your push choices are then copied to \(code).wikipedia.org."))
    }
    var model = ScreenModel(
      key: "addLanguage", title: "Wikipedia languages", backTitle: "Close", rows: rows, alert: nil)
    model.leading = .close
    return model
  }

  static func subscriptions(_ session: Session) -> ScreenModel {
    let wiki = session.primaryWiki.host
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
