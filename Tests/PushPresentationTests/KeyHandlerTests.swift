import PushCore
import PushPresentation
import PushSettingsFeature
import Testing

@Suite struct KeyHandlerTests {
  let handler = KeyHandler()

  @Test func arrowsAndVimKeys_moveBetweenFocusableRowsOnly() {
    let model = ScreenModel(Fixtures.pushOn())
    var ui = UIState()
    #expect(ui.focusedRow(in: model)?.id == "push.toggle")
    _ = handler.handle(.down, model: model, ui: &ui)
    #expect(ui.focusedRow(in: model)?.id == "type.edit-user-talk")
    _ = handler.handle(.character("j"), model: model, ui: &ui)
    _ = handler.handle(.character("k"), model: model, ui: &ui)
    #expect(ui.focusedRow(in: model)?.id == "type.edit-user-talk")
    _ = handler.handle(.end, model: model, ui: &ui)
    #expect(ui.focusedRow(in: model)?.id == "type.thank-you-edit")
    _ = handler.handle(.down, model: model, ui: &ui)
    #expect(ui.focusedRow(in: model)?.id == "type.thank-you-edit", "stops at the end")
  }

  @Test func spaceOnSwitch_sendsItsAction_dimmedRowsDoNothing() {
    var state = Fixtures.pushOn()
    var ui = UIState()
    let model = ScreenModel(state)
    ui.focus["push"] = "type.edit-thank"
    #expect(handler.handle(.space, model: model, ui: &ui) == [.send(.typeToggleTapped(.editThank))])
    _ = state.reduce(.typeToggleTapped(.editThank))
    #expect(handler.handle(.enter, model: ScreenModel(state), ui: &ui) == [])
  }

  @Test func back_onAlertWithDismiss_dismisses_onOSPromptDoesNothing() {
    var state = Fixtures.pushOn()
    _ = state.reduce(.typeToggleTapped(.editThank))
    _ = state.reduce(
      .writeFinished(
        generation: 0, type: .editThank, value: false, previous: true,
        [WikiOutcome(wiki: .language("en"), failure: ServiceFailure(code: "x", message: "no"))]))
    var ui = UIState()
    #expect(handler.handle(.escape, model: ScreenModel(state), ui: &ui) == [.send(.alertButtonTapped(.dismiss))])
    var prompt = AppState(persisted: PersistedState())
    _ = prompt.reduce(.rowOpened(.push))
    _ = prompt.reduce(.permissionChecked(.notDetermined, .screenOpened))
    _ = prompt.reduce(.pushToggleTapped)
    _ = prompt.reduce(.systemPromptShown)
    #expect(handler.handle(.left, model: ScreenModel(prompt), ui: &ui) == [])
  }

  @Test func q_quitsAtRootAndGoesBackElsewhere() {
    var ui = UIState()
    var state = AppState(persisted: PersistedState())
    #expect(handler.handle(.character("q"), model: ScreenModel(state), ui: &ui) == [.quit])
    _ = state.reduce(.rowOpened(.languages))
    #expect(handler.handle(.character("q"), model: ScreenModel(state), ui: &ui) == [.send(.backTapped)])
    #expect(handler.handle(.control("c"), model: ScreenModel(state), ui: &ui) == [.quit])
    #expect(handler.handle(.control("z"), model: ScreenModel(state), ui: &ui) == [.suspend])
    #expect(handler.handle(.character("b"), model: ScreenModel(state), ui: &ui) == [.background])
  }

  @Test func click_onARow_focusesAndActivatesIt() {
    let model = ScreenModel(Fixtures.pushOn())
    var ui = UIState()
    let rendered = FrameRenderer().render(model, ui: ui, width: 80, height: 40)
    let row = rendered.hits.first { $0.value == "type.mention" }!.key
    #expect(
      handler.handle(.click(row: row, column: 10), model: model, ui: &ui, hits: rendered.hits) == [
        .send(.typeToggleTapped(.mention))
      ])
    #expect(ui.focusedRow(in: model)?.id == "type.mention")
  }

  @Test func help_questionMarkShows_anyKeyHides() {
    var ui = UIState()
    let model = ScreenModel(Fixtures.pushOn())
    _ = handler.handle(.character("?"), model: model, ui: &ui)
    #expect(ui.showHelp)
    #expect(handler.handle(.space, model: model, ui: &ui) == [])
    #expect(!ui.showHelp)
  }
}
