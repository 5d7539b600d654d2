import PushAppFeature
import PushCore
import PushPresentation
import PushSettingsFeature
import Testing

/// Issue 28, item 11: logged out, nothing about notifications shows on Settings (seed 000).
@Suite struct ScreenModelSettingsTests {
  @Test func loggedOut_settingsShowsNoNoticeAboutNotifications() {
    var state = AppState(persisted: PersistedState(loggedIn: false))
    state.path = [.settings]
    state.settings.notice = "16 changes could not be saved yet. The app will try again later."
    let rows = ScreenModel(state).rows
    #expect(rows.contains { $0.id == "settings.login" }, "on Settings")
    #expect(!rows.contains { $0.id == "settings.notice" }, "\(rows.map(\.label))")
  }

  @Test func loggedIn_theNoticeShows() {
    var state = AppState(persisted: PersistedState())
    state.path = [.settings]
    state.settings.notice = "2 changes saved."
    #expect(ScreenModel(state).rows.contains { $0.id == "settings.notice" && $0.label == "2 changes saved." })
  }
}

/// Issue 35, point 11: a notice that the app will try again, and the writes still owed, said the promise twice.
@Suite struct ScreenModelPendingTests {
  @Test func noticeAndPendingWrites_sayTheAppWillTryAgainOnce() {
    var state = AppState(persisted: PersistedState())
    state.path = [.settings, .push]
    state.settings.persisted.pending = [
      PendingWrite(wiki: .language("de"), type: .editThank, value: true, origin: .rollback)
    ]
    let alone = ScreenModel(state)
    #expect(alone.rows.contains { $0.label == "Not yet in step: Thanks. The app will try again later." })
    state.settings.notice = "1 change could not be saved yet. The app will try again later."
    let model = ScreenModel(state)
    let said = (model.rows.map(\.label) + model.annotations).joined(separator: "\n")
    #expect(said.components(separatedBy: "try again later").count - 1 == 2, "the row and its QA detail: \(said)")
    #expect(model.rows.contains { $0.label == "Not yet in step: Thanks." })
  }
}

/// Issue 35, point 15: the Account row and Account's log-out row say the account's user (the backend
/// file's with real wikis), not always the simulated "Example".
@Suite struct ScreenModelAccountNameTests {
  @Test func accountRows_sayTheSessionsUser() {
    var state = AppState(persisted: PersistedState())
    state.path = [.settings]
    #expect(ScreenModel(state).rows.first { $0.id == "settings.account" }?.value == .detail("Example"))
    state.session.userName = "Admin"
    #expect(ScreenModel(state).rows.first { $0.id == "settings.account" }?.value == .detail("Admin"))
    state.path = [.settings, .account]
    #expect(ScreenModel(state).rows.first { $0.id == "account.logout" }?.label == "Admin")
  }
}

/// Issue 28, item 13: words the designer found wrong.
@Suite struct ScreenModelWordingTests {
  @Test func pendingWrites_ofEveryType_sayHowManyMore_notMores() {
    let pending = NotificationType.allCases.map {
      PendingWrite(wiki: .language("de"), type: $0, value: true, origin: .rollback)
    }
    var state = AppState(persisted: PersistedState(subscribed: true, wantsPush: true, pending: pending))
    _ = state.reduce(.opened(.push))
    let row = ScreenModel(state).rows.first { $0.id == "push.pending" }
    #expect(row?.label.contains("and \(pending.count - 2) more.") == true, "\(row?.label ?? "no row")")
    #expect(row?.label.contains("mores") == false)
  }
}

/// Issue 27, item 11: Settings > Reading preferences and its four themes.
@Suite struct ScreenModelReadingPreferencesTests {
  @Test func settingsRow_opensReadingPreferences_andSaysTheShownTheme() throws {
    var state = AppState(persisted: PersistedState(theme: .sepia))
    state.path = [.settings]
    var row = try #require(ScreenModel(state).rows.first { $0.id == "settings.appearance" })
    #expect(row.enabled && row.disclosure && row.label == "Reading preferences")
    #expect(row.value == .detail("Sepia"))
    #expect(row.activation == .send(.opened(.readingPreferences)))
    _ = state.reduce(.themeOverridden(.black))
    row = try #require(ScreenModel(state).rows.first { $0.id == "settings.appearance" })
    #expect(row.value == .detail("Black"), "--theme's theme is the one shown")
  }

  @Test func readingPreferences_theFourThemes_theShownOneChecked_eachChoosesItself() {
    var state = AppState(persisted: PersistedState(theme: .dark))
    _ = state.reduce(.opened(.settings))
    _ = state.reduce(.opened(.readingPreferences))
    let model = ScreenModel(state)
    #expect(model.title == "Reading preferences" && model.backTitle == "Settings")
    #expect(model.rows.first?.label == "Reading themes" && model.rows.first?.role == .heading)
    let themes = model.rows.dropFirst()
    #expect(themes.map(\.label) == ["Light", "Sepia", "Dark", "Black"])
    #expect(themes.filter { $0.value == .detail("✓") }.map(\.label) == ["Dark"])
    #expect(themes.first { $0.label == "Dark" }?.spokenValue == "selected")
    #expect(themes.map(\.activation) == Theme.allCases.map { .send(.themeChosen($0)) })
    #expect(model.rows.first?.annotation?.contains("NO_COLOR") == true, "a QA detail says where it shows nothing")
  }

  @Test func readingPreferences_noThemeChosen_lightChecked_theQADetailSaysTheTerminalKeepsItsColours() {
    var state = AppState(persisted: PersistedState())
    _ = state.reduce(.opened(.readingPreferences))
    let model = ScreenModel(state)
    #expect(model.rows.filter { $0.value == .detail("✓") }.map(\.label) == ["Light"])
    #expect(model.rows.first?.annotation?.hasPrefix("No theme chosen yet") == true)
    _ = state.reduce(.themeChosen(.light))
    #expect(ScreenModel(state).rows.first?.annotation?.hasPrefix("No theme chosen yet") == false)
  }

  /// With Dark saved, Reading preferences opened on Light (the first row) while Dark was checked; it opens on
  /// the checked theme, as the panel's pickers open on their value, and a focus the user moved is kept.
  @Test func readingPreferences_opensOnTheCheckedTheme() {
    var persisted = PersistedState()
    persisted.theme = .dark
    var state = AppState(persisted: persisted)
    _ = state.reduce(.opened(.readingPreferences))
    let model = ScreenModel(state)
    var ui = UIState()
    #expect(ui.focusedRow(in: model)?.label == "Dark")
    ui.move(1, in: model)
    #expect(ui.focusedRow(in: model)?.label == "Black")
  }
}
