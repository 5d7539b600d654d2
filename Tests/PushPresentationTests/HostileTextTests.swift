import PushAppFeature
import PushCore
import PushPresentation
import PushSettingsFeature
import PushWikiClient
import Testing

/// Text from outside (server error texts, notices) never reaches the terminal or the transcript raw.
@Suite struct HostileTextTests {
  static let hostile: [String] = [
    "\u{1B}[2J\u{1B}[H screen wiped",
    "\u{1B}]52;c;ZXZpbA==\u{07} clipboard written",
    "bell\u{07}\u{07}\u{07}",
    "nul\u{0}byte",
    "right-to-left \u{202E}gnp.exe",
    "C1 \u{9B}31m controls",
    String(repeating: "long ", count: 2_000),
  ]

  static func stateWithServerError(_ text: String) -> AppState {
    var state = AppState(persisted: PersistedState(subscribed: true, wantsPush: true))
    _ = state.reduce(.opened(.push))
    _ = state.reduce(.settings(.permissionChecked(.authorized, .screenOpened)))
    _ = state.reduce(.settings(.preferencesLoaded(generation: 0, .failure(ServiceFailure(code: "x", message: text)))))
    state.settings.notice = text
    return state
  }

  @Test(arguments: Self.hostile)
  func hostileServerText_isStrippedFromScreenAndTranscript(_ text: String) {
    let state = Self.stateWithServerError(text)
    let model = ScreenModel(state)
    for width in [80, 40] {
      let frame = FrameRenderer().render(model, ui: UIState(), width: width, height: 24).frame
      let unsafe = frame.cells.filter { cell in cell.character.unicodeScalars.contains { $0.isUnsafeForTerminal } }
      #expect(unsafe.isEmpty, "unsafe cells at width \(width)")
    }
    let transcript = AccessibleRenderer().transcript(model)
    for byte in transcript.utf8 { #expect(byte >= 0x20 || byte == 0x0A) }
    #expect(!transcript.unicodeScalars.contains("\u{202E}"))
    #expect(!transcript.unicodeScalars.contains("\u{9B}"))
  }

  @Test func hostileAlertText_isStripped() {
    var state = Self.stateWithServerError("ok")
    let values = Dictionary(uniqueKeysWithValues: NotificationType.allCases.map { ($0, true) })
    _ = state.reduce(.settings(.alertButtonTapped(.retryRead)))
    _ = state.reduce(
      .settings(.preferencesLoaded(generation: 0, .success(PreferenceSnapshot(wiki: .language("en"), values: values)))))
    _ = state.reduce(.settings(.typeToggleTapped(.editThank)))
    let evil = "\u{1B}[31mred\u{1B}]52;c;eA==\u{07}"
    _ = state.reduce(
      .settings(
        .writeFinished(
          generation: 0, type: .editThank, value: false, previous: true,
          [WikiOutcome(wiki: .language("en"), failure: ServiceFailure(code: "x", message: evil))])))
    let alert = ScreenModel(state).alert
    #expect(alert != nil)
    #expect(alert?.message.unicodeScalars.contains("\u{1B}") == false)
    #expect(alert?.message.unicodeScalars.contains("\u{07}") == false)
  }

  @Test func terminalSafe_keepsOrdinaryText() {
    #expect("Français, 日本語, עברית".terminalSafe == "Français, 日本語, עברית")
    #expect("a\u{1B}[2Jb".terminalSafe == "a[2Jb")
  }
}
