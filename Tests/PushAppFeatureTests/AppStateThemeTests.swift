import Foundation
import PushAppFeature
import PushCore
import PushTestSupport
import Testing

/// Settings > Reading preferences: the reading theme chosen, kept in the state file, and `--theme` for a run.
@Suite struct AppStateThemeTests {
  @Test func readingPreferences_opensFromSettings_andBackReturns_loggedInOrNot() {
    for loggedIn in [true, false] {
      var app = AppState(persisted: PersistedState(loggedIn: loggedIn))
      app.expect(.opened(.settings)) { $0.path = [.settings] }
      app.expect(.opened(.readingPreferences)) { $0.path = [.settings, .readingPreferences] }
      app.expect(.backTapped) { $0.path = [.settings] }
    }
  }

  @Test func themeChosen_isTheAppsAtOnce_andKept() {
    var app = AppState(persisted: PersistedState())
    #expect(app.shownTheme == .light, "the app's default, named and checked")
    #expect(app.paintedTheme == nil, "but the terminal keeps its own colours until one is chosen")
    _ = app.reduce(.opened(.readingPreferences))
    app.expect(.themeChosen(.sepia)) {
      $0.theme = .sepia
      $0.outcomes.post(.themeChosen(.sepia))
    }
    #expect(app.shownTheme == .sepia && app.paintedTheme == .sepia)
    #expect(app.persisted.theme == .sepia, "the state file keeps it")
    app.expect(.themeChosen(.light)) {
      $0.theme = .light
      $0.outcomes.post(.themeChosen(.light))
    }
    #expect(app.paintedTheme == .light, "Light chosen is painted: the app's white")
  }

  @Test func themeOverridden_showsTheTheme_butTheStateFileKeepsTheChoice_untilOneIsChosen() {
    var app = AppState(persisted: PersistedState(theme: .sepia))
    app.expect(.themeOverridden(.black)) { $0.themeOverride = .black }
    #expect(app.shownTheme == .black)
    #expect(app.persisted.theme == .sepia, "--theme is for this run")
    app.expect(.themeChosen(.dark)) {
      $0.theme = .dark
      $0.themeOverride = nil
      $0.outcomes.post(.themeChosen(.dark))
    }
    #expect(app.shownTheme == .dark && app.persisted.theme == .dark)
  }

  @Test func themeChosen_underAModalAlert_isBlocked() {
    var app = AppState(persisted: PersistedState())
    _ = app.reduce(.opened(.account))
    _ = app.reduce(.logOutRowTapped)
    app.expect(.themeChosen(.dark)) { $0.outcomes.post(.blocked(.session(.logoutConfirmation))) }
    #expect(app.theme == nil)
  }

  @Test(arguments: Theme.allCases)
  func persisted_theme_roundTripsThroughJSON(_ theme: Theme) throws {
    let state = PersistedState(languages: ["en", "de"], theme: theme)
    let text = state.json.serialized
    #expect(text.contains("\"theme\":\"\(theme.rawValue)\""))
    #expect(try PersistedState(json: JSONParser.parse(text)) == state)
  }

  @Test func persisted_noThemeChosen_writesNoKey_andAFileWithoutOneLoadsAsNoneChosen() throws {
    let none = PersistedState(languages: ["en"])
    #expect(!none.json.serialized.contains("theme"), "the file is as before themes until one is chosen")
    var json = PersistedState(languages: ["en"], theme: .dark).json
    guard case .object(let pairs) = json else { throw StateDecodeError("not an object") }
    json = .object(pairs.filter { $0.0 != "theme" })
    let loaded = try PersistedState(json: json)
    #expect(loaded.theme == nil)
    #expect(AppState(persisted: loaded).shownTheme == .light)
  }

  @Test(arguments: ["\"solarized\"", "3", "null"])
  func persisted_aThemeThatIsNotOne_isAnError(_ value: String) throws {
    let text = PersistedState(theme: .light).json.serialized.replacingOccurrences(
      of: "\"theme\":\"light\"", with: "\"theme\":\(value)")
    #expect(text.contains("\"theme\":\(value)"))
    let json = try JSONParser.parse(text)
    #expect(throws: StateDecodeError.self) { try PersistedState(json: json) }
  }
}
