import PushAppFeature
import PushCore
import PushPresentation
import PushSettingsFeature
import Testing

@Suite struct AccessibleRendererTests {
  let renderer = AccessibleRenderer()

  @Test func line_hasLabelRoleValueShape() {
    let row = Row(id: "t", label: "Thanks", value: .toggle(true), role: .switchButton)
    #expect(renderer.line(row, number: 3) == "3. Thanks, switch button, on.")
    let dimmed = Row(id: "d", label: "Search", role: .button, hint: "Not here", enabled: false, activation: .inert)
    #expect(renderer.line(dimmed, number: 1) == "1. Search, button, dimmed. Not here.")
  }

  @Test func transcript_neverContainsControlBytes() {
    var state = Fixtures.pushOn()
    state.notice = "evil \u{1B}[2J\u{1B}]52;c;aGk=\u{07} \u{0} \u{202E}gnp.exe"
    let text = renderer.transcript(ScreenModel(state))
    for byte in text.utf8 { #expect(byte >= 0x20 || byte == 0x0A, "control byte \(byte)") }
    #expect(!text.unicodeScalars.contains("\u{202E}"))
  }

  @Test func announcements_onlyWhatChanged() {
    var state = Fixtures.pushOn()
    let before = ScreenModel(state)
    _ = state.reduce(.typeToggleTapped(.editThank))
    let lines = renderer.announcements(from: before.annotated(false), to: ScreenModel(state).annotated(false))
    #expect(lines == ["Changed: 5. Thanks, switch button, Saving…, dimmed."])
    let annotated = renderer.announcements(from: before, to: ScreenModel(state))
    #expect(annotated == ["Changed: 5. Thanks, switch button, Saving…, dimmed. QA: Writing to 4 wikis."])
  }

  @Test func announcements_newScreen_readsItWhole_alertReadsButtons() {
    var state = PushSettingsState(persisted: PersistedState())
    let root = ScreenModel(state)
    _ = state.reduce(.rowOpened(.languages))
    let lines = renderer.announcements(from: root, to: ScreenModel(state))
    #expect(lines.first == "My languages, screen, \(ScreenModel(state).rows.count) items. Back goes to Settings.")
    var failing = Fixtures.pushOn()
    let before = ScreenModel(failing)
    _ = failing.reduce(.pushToggleTapped)
    _ = failing.reduce(.unsubscribeFinished(.userTurnedOff, failure: ServiceFailure(code: "x", message: "down")))
    let alert = renderer.announcements(from: before, to: ScreenModel(failing))
    #expect(alert.first == "Alert: Unable to Check for Echo Notification subscriptions.")
    #expect(alert.contains("QA: Unsubscribe on en.wikipedia.org failed: down."), "the annotation names the wiki")
    let plain = renderer.announcements(from: before.annotated(false), to: ScreenModel(failing).annotated(false))
    #expect(!plain.contains { $0.contains("QA:") })
    #expect(alert.suffix(2) == ["1. Try again, button.", "2. Cancel, button."])
  }

  @Test func alert_aQuestionKeepsItsQuestionMark_withoutAFullStopAfterIt() {
    var state = PushSettingsState(persisted: PersistedState())
    _ = state.reduce(.rowOpened(.account))
    _ = state.reduce(.logOutRowTapped)
    let lines = renderer.transcript(ScreenModel(state)).split(separator: "\n")
    #expect(lines[1] == "Alert: Are you sure you want to log out?")
  }

  @Test func everyVisibleElementOfEveryScreen_appearsInTheTranscript() {
    var states: [PushSettingsState] = [
      Fixtures.pushOn(), PushSettingsState(persisted: PersistedState(loggedIn: false)),
    ]
    for route in Route.allCases {
      var s = PushSettingsState(persisted: PersistedState())
      _ = s.reduce(.rowOpened(route == .subscriptions ? .account : route))
      if route == .subscriptions { _ = s.reduce(.rowOpened(.subscriptions)) }
      states.append(s)
    }
    for state in states {
      let model = ScreenModel(state)
      let screen = FrameRenderer().render(model, ui: UIState(), width: 200, height: 80).frame.text
      let transcript = renderer.transcript(model)
      for row in model.rows where screen.contains(String(row.label.prefix(30))) {
        #expect(transcript.contains(String(row.label.prefix(30))), "\(row.label) missing from the transcript")
      }
    }
  }
}
