import PushAppFeature
import PushCore
import PushPresentation
import PushSettingsFeature
import PushWikiClient
import Testing

@Suite struct ShellTests {
  /// The shell's reducer with only its focus state, for tests about keys.
  struct Handler {
    func handle(_ key: Key, model: ScreenModel, ui: inout UIState, hits: HitMap = HitMap()) -> [Command] {
      var shell = ShellState(ui: ui)
      defer { ui = shell.ui }
      return Shell.reduce(&shell, .keyPressed(key, hits: hits), model: model)
    }
  }
  let handler = Handler()

  /// Issue 35, point 11: a click on the scroll bar's column is on the bar, not on the row beside it.
  @Test func click_onTheScrollBar_activatesNothing_besideItTheRow() throws {
    let model = ScreenModel(Fixtures.pushOn())
    let hits = FrameRenderer(glyphs: .unicode, color: false).render(model, ui: UIState(), width: 80, height: 12).hits
    #expect(hits.bar == 79, "the list does not fit 12 lines: the bar is shown")
    let switchLine = hits.lines.first { entry in
      model.rows.contains { $0.id == entry.value && $0.role == .switchButton }
    }
    let (row, _) = try #require(switchLine)
    var shell = ShellState()
    #expect(Shell.reduce(&shell, .keyPressed(.click(row: row, column: 79), hits: hits), model: model).isEmpty)
    #expect(!Shell.reduce(&shell, .keyPressed(.click(row: row, column: 10), hits: hits), model: model).isEmpty)
  }

  /// Issue 35, point 11: Home and End go to the key list's ends, as in a list, instead of closing it.
  @Test func keyList_homeAndEnd_scrollIt_anotherKeyClosesIt() {
    let model = ScreenModel(AppState(persisted: PersistedState()))
    var shell = ShellState()
    shell.ui.showHelp = true
    _ = Shell.reduce(&shell, .keyPressed(.end), model: model)
    #expect(shell.ui.showHelp && shell.ui.helpScroll > 0)
    _ = Shell.reduce(&shell, .keyPressed(.home), model: model)
    #expect(shell.ui.showHelp && shell.ui.helpScroll == 0)
    _ = Shell.reduce(&shell, .keyPressed(.character("x")), model: model)
    #expect(!shell.ui.showHelp)
  }

  /// The accessible mode's "3 u": a row's own action by its id, as its key on the focused row does.
  @Test func rowActionChosen_runsThatRowsKeyAction_andFocusesIt() {
    var state = AppState(persisted: PersistedState(languages: ["en", "de"]))
    for action in [AppAction.opened(.settings), .opened(.languages), .languagesEditToggled] { _ = state.reduce(action) }
    let model = ScreenModel(state)
    var shell = ShellState()
    #expect(
      Shell.reduce(&shell, .rowActionChosen("lang.de", key: "u"), model: model) == [
        .send(.languageMoved("de", to: 0))
      ])
    #expect(shell.ui.focusedRow(in: model)?.id == "lang.de")
    #expect(Shell.reduce(&shell, .rowActionChosen("lang.de", key: "d"), model: model).isEmpty, "no room below")
    #expect(Shell.reduce(&shell, .rowActionChosen("lang.heading", key: "u"), model: model).isEmpty)
  }

  @Test func enterOnARowNotSimulated_saysWhatItWouldDoOnThePhone_untilTheNextKey() {
    var state = AppState(persisted: PersistedState())
    _ = state.reduce(.opened(.account))
    _ = state.reduce(.opened(.subscriptions))
    let model = ScreenModel(state)
    var shell = ShellState()
    _ = Shell.reduce(&shell, .rowChosen("subs.address"), model: model)
    #expect(shell.ui.status == "In the app this opens the page in the browser; not part of this simulation")
    _ = Shell.reduce(&shell, .keyPressed(.down), model: model)
    #expect(shell.ui.status == nil)
  }

  @Test func arrowsAndVimKeys_moveBetweenFocusableRowsOnly() {
    let model = ScreenModel(Fixtures.pushOn())
    var ui = UIState()
    #expect(ui.focusedRow(in: model)?.id == "push.toggle")
    _ = handler.handle(.down, model: model, ui: &ui)
    #expect(ui.focusedRow(in: model)?.id == "type.edit-user-talk")
    _ = handler.handle(.character("j"), model: model, ui: &ui)
    _ = handler.handle(.character("k"), model: model, ui: &ui)
    #expect(ui.focusedRow(in: model)?.id == "type.edit-user-talk")
    let last = "type.\(NotificationType.allCases.last!.rawValue)"
    _ = handler.handle(.end, model: model, ui: &ui)
    #expect(ui.focusedRow(in: model)?.id == last)
    _ = handler.handle(.down, model: model, ui: &ui)
    #expect(ui.focusedRow(in: model)?.id == last, "stops at the end")
  }

  @Test func a_togglesAnnotations_andTheModelShowsThemOnlyWhileOn() {
    var shell = ShellState()
    let model = ScreenModel(Fixtures.pushOn())
    #expect(Shell.reduce(&shell, .keyPressed(.character("a")), model: model) == [])
    #expect(shell.annotations)
    #expect(!model.annotated(shell.annotations).annotations.isEmpty)
    _ = Shell.reduce(&shell, .annotationsToggled, model: model)
    #expect(!shell.annotations)
    #expect(model.annotated(shell.annotations).annotations.isEmpty)
  }

  @Test func spaceOnSwitch_sendsItsAction_dimmedRowsDoNothing() {
    var state = Fixtures.pushOn()
    var ui = UIState()
    let model = ScreenModel(state)
    ui.focus["push"] = "type.edit-thank"
    #expect(handler.handle(.space, model: model, ui: &ui) == [.send(.settings(.typeToggleTapped(.editThank)))])
    _ = state.reduce(.settings(.typeToggleTapped(.editThank)))
    #expect(handler.handle(.enter, model: ScreenModel(state), ui: &ui) == [])
  }

  @Test func back_onAlertWithDismiss_dismisses_onOSPromptDoesNothing() {
    var state = Fixtures.pushOn()
    _ = state.reduce(.settings(.typeToggleTapped(.editThank)))
    _ = state.reduce(
      .settings(
        .writeFinished(
          generation: 0, type: .editThank, value: false, previous: true,
          [WikiOutcome(wiki: .language("en"), failure: ServiceFailure(code: "x", message: "no"))])))
    var ui = UIState()
    #expect(
      handler.handle(.escape, model: ScreenModel(state), ui: &ui) == [.send(.settings(.alertButtonTapped(.dismiss)))])
    var prompt = AppState(persisted: PersistedState())
    _ = prompt.reduce(.opened(.push))
    _ = prompt.reduce(.settings(.permissionChecked(.notDetermined, .screenOpened)))
    _ = prompt.reduce(.settings(.pushToggleTapped))
    _ = prompt.reduce(.settings(.systemPromptShown))
    #expect(handler.handle(.left, model: ScreenModel(prompt), ui: &ui) == [])
  }

  @Test func q_quitsAtRootAndGoesBackElsewhere() {
    var ui = UIState()
    var state = AppState(persisted: PersistedState())
    #expect(handler.handle(.character("q"), model: ScreenModel(state), ui: &ui) == [.quit])
    _ = state.reduce(.opened(.languages))
    #expect(handler.handle(.character("q"), model: ScreenModel(state), ui: &ui) == [.send(.backTapped)])
    #expect(handler.handle(.control("c"), model: ScreenModel(state), ui: &ui) == [.quit])
    #expect(handler.handle(.control("z"), model: ScreenModel(state), ui: &ui) == [.suspend])
    #expect(handler.handle(.character("b"), model: ScreenModel(state), ui: &ui) == [.background])
  }

  @Test func click_onARow_focusesAndActivatesIt() {
    let model = ScreenModel(Fixtures.pushOn())
    var ui = UIState()
    let rendered = FrameRenderer().render(model, ui: ui, width: 80, height: 40)
    let row = rendered.hits.lines.first { $0.value == "type.mention" }!.key
    #expect(
      handler.handle(.click(row: row, column: 10), model: model, ui: &ui, hits: rendered.hits) == [
        .send(.settings(.typeToggleTapped(.mention)))
      ])
    #expect(ui.focusedRow(in: model)?.id == "type.mention")
  }

  /// Issue 28, item 13: the top bar's "‹ Settings" goes back when clicked, as it does in the app; the
  /// title beside it does nothing.
  @Test func click_onTheBackTitle_goesBack_theTitleDoesNothing() {
    let model = ScreenModel(Fixtures.pushOn())
    #expect(model.backTitle != nil)
    var ui = UIState()
    let rendered = FrameRenderer().render(model, ui: ui, width: 80, height: 40)
    #expect(rendered.frame.line(0).hasPrefix(" ‹ \(model.backTitle ?? "")"))
    for column in [1, 3, 1 + TextLayout.width("‹ \(model.backTitle ?? "")") - 1] {
      #expect(
        handler.handle(.click(row: 0, column: column), model: model, ui: &ui, hits: rendered.hits)
          == [.send(.backTapped)], "column \(column)")
    }
    #expect(handler.handle(.click(row: 0, column: 40), model: model, ui: &ui, hits: rendered.hits) == [])
  }

  @Test func help_questionMarkShows_anyKeyHides() {
    var ui = UIState()
    let model = ScreenModel(Fixtures.pushOn())
    _ = handler.handle(.character("?"), model: model, ui: &ui)
    #expect(ui.showHelp)
    #expect(handler.handle(.space, model: model, ui: &ui) == [])
    #expect(!ui.showHelp)
  }

  @Test func textField_takesPrintableKeysAndEditingKeys_listKeysStillMove() {
    let model = ScreenModel(
      key: "editor", title: "Add description", backTitle: "Article",
      rows: [
        Row(id: "field", label: "Description", value: .textField(TextField("ab"), .description), role: .textField),
        Row(id: "publish", label: "Publish description", role: .button, activation: .send(.backTapped)),
      ])
    var ui = UIState()
    #expect(ui.focusedRow(in: model)?.id == "field", "a text field takes focus")
    #expect(handler.handle(.character("q"), model: model, ui: &ui) == [.edit(.description, .insert("q"))])
    #expect(handler.handle(.character("j"), model: model, ui: &ui) == [.edit(.description, .insert("j"))])
    #expect(handler.handle(.backspace, model: model, ui: &ui) == [.edit(.description, .deleteBackward)])
    #expect(handler.handle(.left, model: model, ui: &ui) == [.edit(.description, .left)])
    #expect(handler.handle(.paste("x\u{1b}y"), model: model, ui: &ui) == [.edit(.description, .insert("x\u{1b}y"))])
    #expect(handler.handle(.down, model: model, ui: &ui) == [], "Down leaves the field")
    #expect(ui.focusedRow(in: model)?.id == "publish")
    #expect(
      handler.handle(.character("q"), model: model, ui: &ui) == [.send(.backTapped)],
      "q is back again off the field")
  }

  @Test func panel_backClosesIt_andOpeningAScreenFromItLeavesIt() {
    var shell = ShellState()
    let model = ScreenModel(Fixtures.pushOn())
    _ = Shell.reduce(&shell, .keyPressed(.character("!")), model: model)
    #expect(shell.panelOpen)
    let panel = ScreenModel(
      key: ScreenModel.panelKey, title: "Simulation", backTitle: "App",
      rows: [
        Row(
          id: "sim.languages", label: "App languages", role: .button,
          activation: .send(.opened(.languages)))
      ]
    )
    #expect(
      Shell.reduce(&shell, .rowChosen("sim.languages"), model: panel) == [.send(.opened(.languages))])
    #expect(!shell.panelOpen)
    _ = Shell.reduce(&shell, .panelToggled, model: model)
    #expect(Shell.reduce(&shell, .backRequested, model: panel) == [])
    #expect(!shell.panelOpen)
    var noWorld = ShellState(panelAvailable: false, logAvailable: false)
    _ = Shell.reduce(&noWorld, .keyPressed(.character("!")), model: model)
    _ = Shell.reduce(&noWorld, .keyPressed(.character("l")), model: model)
    #expect(!noWorld.panelOpen && !noWorld.logOpen, "nothing to show")
  }

  @Test func enterOnAnUnavailableRow_saysWhyOnTheStatusLine_untilTheNextKey() {
    var app = AppState(persisted: PersistedState())
    app.path = [.settings]
    let model = ScreenModel(app)
    var ui = UIState()
    ui.focus["settings"] = "settings.search"
    #expect(handler.handle(.enter, model: model, ui: &ui).isEmpty)
    #expect(ui.status == "Search is unavailable: Not part of this simulation.")
    _ = handler.handle(.down, model: model, ui: &ui)
    #expect(ui.status == nil)
    // A placeholder's sentence is not repeated (it read "Today's featured article would appear here is
    // unavailable: Not part of this si…" at 80 columns).
    var explore = UIState()
    let feed = ScreenModel(AppState(persisted: PersistedState()))
    let placeholder = try! #require(feed.rows.first { !$0.enabled && $0.label.count > 24 })
    explore.focus[feed.key] = placeholder.id
    _ = handler.handle(.enter, model: feed, ui: &explore)
    #expect(explore.status == "Unavailable: Not part of this simulation.", "\(placeholder.label)")
  }

  @Test func help_downScrollsIt_otherKeysCloseIt() {
    let model = ScreenModel(Fixtures.pushOn())
    var ui = UIState()
    ui.showHelp = true
    _ = handler.handle(.down, model: model, ui: &ui)
    #expect(ui.showHelp && ui.helpScroll == 1)
    _ = handler.handle(.character("x"), model: model, ui: &ui)
    #expect(!ui.showHelp && ui.helpScroll == 0)
  }
}

/// Issue 28, item 10: entering Edit kept focus on the first row; Edit and Done are now one row of the
/// navigation bar, which keeps focus as it turns from one into the other.
@Suite struct ShellFocusTests {
  @Test func edit_keepsFocusOnDone_andDoneOnEdit() {
    var app = ScreenModelInboxTests.app()
    var shell = ShellState()
    let list = ScreenModel(app)
    shell.ui.setFocus(list.rows.first { $0.id == "inbox.edit" }!, in: list)
    #expect(Shell.reduce(&shell, .keyPressed(.enter), model: list) == [.send(.inbox(.editToggled))])
    _ = app.reduce(.inbox(.editToggled))
    let editing = ScreenModel(app)
    #expect(shell.ui.focusedRow(in: editing)?.label == "Done")
    #expect(Shell.reduce(&shell, .keyPressed(.enter), model: editing) == [.send(.inbox(.editToggled))])
    _ = app.reduce(.inbox(.editToggled))
    #expect(shell.ui.focusedRow(in: ScreenModel(app))?.label == "Edit", "not the top of the list")
  }
}

/// Issue 35, point 11: in a bar Left and Right go along it (Left left the Notifications Center from its
/// toolbar); Home and End go to the list's ends, not to Edit and the toolbar.
@Suite struct ShellBarKeyTests {
  let handler = ShellTests.Handler()

  @Test func leftAndRight_inTheTabBar_goAlongIt_andNeverBack() {
    let model = ScreenModel(AppState(persisted: PersistedState()))
    var ui = UIState()
    ui.focus[model.key] = "tab.places"
    #expect(handler.handle(.right, model: model, ui: &ui).isEmpty)
    #expect(ui.focus[model.key] == "tab.saved")
    for _ in 0..<4 { #expect(handler.handle(.left, model: model, ui: &ui).isEmpty, "not back") }
    #expect(ui.focus[model.key] == "tab.explore", "stops at the first")
    ui.focus[model.key] = "explore.bell"
    _ = handler.handle(.right, model: model, ui: &ui)
    #expect(ui.focus[model.key] == "explore.settings", "the navigation bar's two ends are one bar")
  }

  @Test func homeAndEnd_goToTheListsEnds() {
    let model = ScreenModel(AppState(persisted: PersistedState()))
    var ui = UIState()
    _ = handler.handle(.end, model: model, ui: &ui)
    #expect(ui.focus[model.key] == "explore.picture", "the feed's last, not the last tab")
    _ = handler.handle(.home, model: model, ui: &ui)
    #expect(ui.focus[model.key] == "explore.search", "the feed's first, not the bell")
  }

  @Test func left_inTheList_isStillBack() {
    var app = AppState(persisted: PersistedState())
    app.path = [.settings]
    let model = ScreenModel(app)
    var ui = UIState()
    #expect(handler.handle(.left, model: model, ui: &ui) == [.send(.backTapped)])
  }
}
