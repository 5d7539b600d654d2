import PushAppFeature
import PushCore
import PushPresentation
import PushSettingsFeature
import PushTestSupport
import Testing

/// Issue 32, point 1: the store holds the shell's state with the app's, and a key is an action the root
/// reduces: every screen transition is checked whole, focus and all.
@Suite struct RootStateTests {
  static func root(_ persisted: PersistedState = PersistedState()) -> RootState {
    RootState(app: AppState(persisted: persisted), shell: ShellState(panelAvailable: true, logAvailable: true))
  }

  static func key(_ key: Key) -> RootAction { .shell(.keyPressed(key)) }

  @Test func keys_moveTheFocus_thenOpenPushNotifications_andBackComesToTheSameRow() {
    var state = Self.root()
    // The app launches on Explore; its navigation bar's gear opens Settings.
    #expect(state.shell.ui.focusedRow(in: ScreenModel(state.app))?.id == "explore.turnOn")
    _ = state.reduce(.app(.opened(.settings)))
    state.appChanges = 0
    let settings = ScreenModel(state.app)
    let first = state.shell.ui.focusedRow(in: settings)?.id
    #expect(first == "settings.account")
    // Down to Push notifications: only the shell's focus changes, and the app's screen is not made again.
    let push = settings.focusableRows.firstIndex { $0.id == "settings.push" }!
    for _ in 0..<push { _ = state.reduce(Self.key(.down)) }
    #expect(state.shell.ui.focus[settings.key] == "settings.push")
    #expect(state.appChanges == 0)
    state.expect(Self.key(.enter), effects: [.settings(.checkPermission(.screenOpened))]) {
      $0.app.path = [.settings, .push]
      $0.appChanges += 1
    }
    state.expect(Self.key(.left)) {
      $0.app.path = [.settings]
      $0.appChanges += 1
    }
    #expect(state.shell.ui.focusedRow(in: ScreenModel(state.app))?.id == "settings.push", "back where the user was")
  }

  @Test func quit_suspend_andThePanelsRows_areRequestsOfTheFrontEnd_decidedByTheStore() {
    var state = Self.root()
    state.expect(Self.key(.character("q"))) { $0.requests.post(.quit) }
    state.expect(Self.key(.control("z"))) { $0.requests.post(.suspend) }
    state.expect(Self.key(.character("!"))) { $0.shell.panelOpen = true }
    state.expect(Self.key(.character("?"))) { $0.shell.ui.showHelp = true }
    state.expect(Self.key(.character("x"))) { $0.shell.ui.showHelp = false }
    let panel = ScreenModel(
      key: "panel", title: "Simulation", backTitle: "Settings",
      rows: [
        Row(
          id: "sim.permission", label: "Permission", role: .popUpButton, activation: .panel(.openMenu("sim.permission"))
        )
      ])
    state.expect(.shell(.keyPressed(.enter), shown: panel)) {
      $0.requests.post(.world(.openMenu("sim.permission")))
      $0.shell.ui.alertFocus = nil
    }
    state.expect(.shell(.keyPressed(.escape), shown: panel)) { $0.shell.panelOpen = false }
  }

  @Test func background_key_sendsTheAppToTheBackground_andBack() {
    var state = Self.root()
    state.expect(Self.key(.character("b"))) {
      $0.app.inBackground = true
      $0.appChanges += 1
    }
    #expect(state.reduce(Self.key(.character("b"))) == [.settings(.checkPermission(.foreground))])
    #expect(!state.app.inBackground)
  }

  @Test func aTapUnderAModalAlert_isTheAlertsToTake_andTheOutcomeSaysSo() {
    var state = Self.root()
    _ = state.reduce(.app(.opened(.account)))
    _ = state.reduce(.app(.logOutRowTapped))
    let changes = state.appChanges
    _ = state.reduce(
      .shell(
        .rowChosen("settings.push"),
        shown: ScreenModel(
          key: "x", title: "x", backTitle: nil,
          rows: [
            Row(id: "settings.push", label: "Push notifications", role: .button, activation: .send(.opened(.push)))
          ])))
    #expect(state.app.path == [.account])
    #expect(state.app.outcomes.entries.last == .blocked(.session(.logoutConfirmation)))
    #expect(state.appChanges == changes + 1)
  }
}
