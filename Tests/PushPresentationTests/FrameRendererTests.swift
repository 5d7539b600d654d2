import Foundation
import PushAppFeature
import PushCore
import PushInboxFeature
import PushPresentation
import PushSettingsFeature
import PushWikiClient
import Testing

@Suite struct FrameRendererTests {
  let renderer = FrameRenderer(glyphs: .unicode, color: true)

  @Test func render_belowMinimum_showsOneLineTooSmallMessage() {
    for (w, h) in [(39, 24), (80, 11), (1, 1), (20, 3)] {
      let frame = renderer.render(Fixtures.model(Fixtures.pushOn()), ui: UIState(), width: w, height: h).frame
      #expect(frame.line(0).hasPrefix(String("Too small".prefix(w))) || w < 3)
      for row in 1..<h { #expect(frame.line(row).allSatisfy { $0 == " " }) }
      #expect(frame.cursor == (0, 0))
    }
  }

  @Test func render_narrow_footerDropsKeysButKeepsQuit() {
    for glyphs in [Glyphs.unicode, .ascii] {
      for width in [40, 60, 70, 80] {
        let frame = FrameRenderer(glyphs: glyphs, color: false).render(
          Fixtures.model(Fixtures.pushOn()), ui: UIState(), width: width, height: 20
        ).frame
        let footer = frame.line(19)
        #expect(footer.contains("q quit"), "\(width): \(footer)")
        #expect(footer.contains("move"), "\(width): \(footer)")
      }
    }
  }

  @Test func render_zeroSize_doesNotCrash() {
    let frame = renderer.render(Fixtures.model(Fixtures.pushOn()), ui: UIState(), width: 0, height: 0).frame
    #expect(frame.text == "\n")
  }

  @Test func render_focusBelowTheFold_scrollsAndShowsBothMoreSigns() {
    let model = Fixtures.model(Fixtures.pushOn())
    var ui = UIState()
    ui.focus["push"] = "type.wikibase-action"
    let rendered = renderer.render(model, ui: ui, width: 60, height: 14)
    let frame = rendered.frame
    #expect(rendered.scroll > 0)
    #expect(frame.line(1).contains("more above"))
    #expect(frame.line(12).contains("more below"))
    #expect(frame.line(frame.cursor.row).contains("Connection with Wikidata"))
    #expect(frame.line(frame.cursor.row).hasPrefix("▌"))
  }

  /// Text above the first button (the Reverted edit view's article, description and reverter) or below the
  /// last (the editor's licence) is reached by no focus move: focusing that button shows it, as far as it fits.
  @Test func render_firstOrLastFocusableRow_showsTheTextBeyondIt() {
    let texts = (1...4).map { Row(id: "text\($0)", label: "Text \($0)", role: .text) }
    let buttons = (1...8).map { Row(id: "button\($0)", label: "Button \($0)", role: .button, activation: .inert) }
    let after = Row(id: "after", label: "Text after", role: .text)
    let model = ScreenModel(key: "k", title: "T", backTitle: nil, rows: texts + buttons + [after])
    var ui = UIState()
    ui.scroll["k"] = 6  // scrolled down, as after moving to the last button and back
    ui.focus["k"] = "button1"
    let top = renderer.render(model, ui: ui, width: 50, height: 14).frame
    #expect(top.text.contains("Text 1") && top.text.contains("Button 1"), "\(top.text)")
    ui.scroll["k"] = 0
    ui.focus["k"] = "button8"
    let bottom = renderer.render(model, ui: ui, width: 50, height: 14).frame
    #expect(bottom.text.contains("Text after") && bottom.text.contains("Button 8"), "\(bottom.text)")
  }

  @Test func render_longLabel_isCutWithEllipsisNotWrapped() {
    var ui = UIState()
    ui.focus["push"] = "type.login-success"
    let frame = renderer.render(Fixtures.model(Fixtures.pushOn()), ui: ui, width: 40, height: 30).frame
    let line = frame.line(frame.cursor.row)
    #expect(line.contains("Login from an unfamiliar devi…"))
    #expect(line.contains("● On"))
    let next = frame.line(frame.cursor.row + 1)
    #expect(next.contains("Page review"), "the cut label did not spill into the next row")
  }

  @Test func render_noColor_hasNoColorButSameText() {
    let model = Fixtures.model(Fixtures.pushOn())
    let colored = renderer.render(model, ui: UIState(), width: 80, height: 24).frame
    let plain = FrameRenderer(glyphs: .unicode, color: false).render(model, ui: UIState(), width: 80, height: 24).frame
    #expect(colored.text == plain.text)
    #expect(colored.cells.contains { $0.style.color != nil })
    #expect(plain.cells.allSatisfy { $0.style.color == nil })
  }

  @Test func render_ascii_usesOnlyASCII() {
    var state = Fixtures.pushOn()
    _ = state.reduce(.backTapped)
    _ = state.reduce(.opened(.languages))
    _ = state.reduce(.opened(.addLanguage))
    let frame = FrameRenderer(glyphs: .ascii, color: false).render(
      ScreenModel(state), ui: UIState(), width: 80, height: 24
    )
    .frame
    let nonASCII = frame.text.unicodeScalars.filter { !$0.isASCII }
    #expect(nonASCII.isEmpty, "\(frame.text)")
    #expect(frame.text.contains("Francais (fr)"))
  }

  /// The app has no words for waiting: a busy switch stands where it is going, dimmed (the accessible mode
  /// says "turning off").
  @Test func render_busyRow_showsWhereItIsGoing_dimmed_withoutWords() {
    var state = Fixtures.pushOn()
    _ = state.reduce(.settings(.typeToggleTapped(.editThank)))
    let frame = renderer.render(ScreenModel(state), ui: UIState(), width: 80, height: 30).frame
    #expect(!frame.text.contains("Saving"))
    let row = try! #require((0..<frame.height).first { frame.line($0).contains("Thanks") })
    #expect(frame.line(row).hasSuffix("○ Off  "))
    let offColumn = frame.line(row).count - 7
    #expect(frame.cells[row * frame.width + offColumn].style.dim, "dimmed: it does not respond meanwhile")
  }

  @Test func render_alert_putsCursorOnFocusedButton() {
    var state = Fixtures.pushOn()
    _ = state.reduce(.settings(.pushToggleTapped))
    _ = state.reduce(
      .settings(.unsubscribeFinished(.userTurnedOff, failure: ServiceFailure(code: "x", message: "boom"))))
    let model = ScreenModel(state)
    var ui = UIState()
    ui.move(1, in: model)
    let frame = renderer.render(model, ui: ui, width: 80, height: 24).frame
    #expect(frame.line(frame.cursor.row).contains("[ Cancel ]"))
    #expect(frame.text.contains("An error occurred while checking"))
    #expect(frame.text.contains("QA: Unsubscribe on en.wikipedia.org failed: boom."))
    let plain = renderer.render(model.annotated(false), ui: ui, width: 80, height: 24).frame
    #expect(!plain.text.contains("QA:"))
  }

  /// The designer's review: at 60x20 the panel's Type picker ran off the screen; the choices after the fit and
  /// Cancel were never drawn, and focus moved onto them with the cursor on the border. A menu taller than the
  /// screen scrolls: the focused choice is always drawn, the cursor on it, with marks for what is beyond.
  @Test func render_actionSheetTallerThanTheScreen_scrollsToTheFocusedChoice() {
    let choices = (1...17).map { Row(id: "c\($0)", label: "Choice \($0)", role: .button, activation: .inert) }
    let cancel = Row(id: "cancel", label: "Cancel", role: .button, activation: .send(.backTapped))
    var model = ScreenModel(key: "k", title: "Screen", backTitle: nil, rows: [])
    model.alert = ScreenModel.Alert(
      title: "Type", message: "", buttons: choices + [cancel], cancel: .send(.backTapped), style: .actionSheet)
    var ui = UIState()
    for step in 0..<model.alert!.buttons.count {
      let focused = model.alert!.buttons[step]
      for (w, h) in [(60, 20), (80, 24), (60, 14)] {
        let rendered = renderer.render(model, ui: ui, width: w, height: h)
        let frame = rendered.frame
        let line = frame.line(frame.cursor.row)
        #expect(line.contains("[ \(focused.label) ]"), "\(w)x\(h), \(focused.label):\n\(frame.text)")
        #expect(frame.cursor.column > 2 && frame.cursor.row < h - 2, "on the choice, not the border")
        #expect(
          rendered.hits.id(row: frame.cursor.row, column: frame.cursor.column) == focused.id, "a click there chooses it"
        )
        #expect(frame.text.contains("Type"), "the title stays")
        // Marks say there is more exactly where a choice is not drawn.
        #expect(frame.text.contains("▲ more above") == !frame.text.contains("[ Choice 1 ]"), "\(w)x\(h) \(step)")
        #expect(frame.text.contains("▼ more below") == !frame.text.contains("[ Cancel ]"), "\(w)x\(h) \(step)")
        #expect(h > 20 || frame.text.contains("more"), "17 choices and Cancel do not fit in \(w)x\(h)")
      }
      ui.move(1, in: model)
    }
    let all = renderer.render(model, ui: UIState(), width: 80, height: 40).frame.text
    #expect(!all.contains("more above") && !all.contains("more below") && all.contains("[ Cancel ]"), "it fits")
  }

  @Test func alert_opensOnItsFocus_andAClosedOneIsForgotten() {
    let buttons = (1...4).map { Row(id: "c\($0)", label: "Choice \($0)", role: .button, activation: .inert) }
    var model = ScreenModel(key: "k", title: "Screen", backTitle: nil, rows: [])
    model.alert = ScreenModel.Alert(title: "Type", message: "", buttons: buttons, style: .actionSheet)
    model.alert!.focus = 2
    var shell = ShellState()
    #expect(shell.ui.focusedRow(in: model)?.id == "c3", "the picker's current value")
    shell.ui.move(-1, in: model)
    #expect(shell.ui.focusedRow(in: model)?.id == "c2")
    _ = Shell.reduce(&shell, .backRequested, model: model)
    #expect(shell.ui.focusedRow(in: model)?.id == "c3", "opened again, it opens on its current value")
  }

  @Test func render_annotation_isMarkedInWordsAndStyled_notOnlyByColour() throws {
    var state = Fixtures.pushOn()
    _ = state.reduce(.settings(.typeToggleTapped(.editThank)))
    let model = ScreenModel(state)
    for color in [true, false] {
      let frame = FrameRenderer(color: color).render(model, ui: UIState(), width: 80, height: 40).frame
      let row = try #require((0..<frame.height).first { frame.line($0).contains("QA: Writing to 4 wikis.") })
      #expect(frame.line(row).hasPrefix("    QA: "), "indented under its row")
      let style = frame[row, 4].style
      #expect(style.dim && style.underline, "an annotation is dim and underlined as well as marked QA:")
    }
  }

  @Test func render_wideCharacters_takeTwoColumns() {
    var frame = Frame(width: 10, height: 1)
    let end = frame.put("日本語x", row: 0, column: 0)
    #expect(end == 7)
    #expect(frame.line(0) == "日本語x   ")
  }

  @Test func overlay_ownsEveryLineItCovers_edgeToEdge() {
    var state = Fixtures.pushOn()
    _ = state.reduce(.settings(.pushToggleTapped))
    _ = state.reduce(
      .settings(.unsubscribeFinished(.userTurnedOff, failure: ServiceFailure(code: "x", message: "down"))))
    let frame = renderer.render(Fixtures.model(state), ui: UIState(), width: 100, height: 24).frame
    let boxed = (0..<24).filter {
      frame.line($0).contains("│") || frame.line($0).contains("┌") || frame.line($0).contains("└")
    }
    #expect(!boxed.isEmpty)
    for y in boxed {
      let line = frame.line(y)
      let outside = line.prefix { !"│┌└".contains($0) } + line.reversed().prefix { !"│┐┘".contains($0) }
      #expect(outside.allSatisfy { $0 == " " }, "fragments beside the box: \(line)")
    }
  }

  @Test func help_wrapsAtWordsToTheWidth_nothingCut() {
    for (width, glyphs) in [(120, Glyphs.unicode), (44, Glyphs.ascii)] {
      var ui = UIState()
      ui.showHelp = true
      let frame = FrameRenderer(glyphs: glyphs, color: false).render(
        Fixtures.model(Fixtures.pushOn()), ui: ui, width: width, height: 48
      ).frame
      let shown = (0..<48).map { frame.line($0) }.joined(separator: " ").split(whereSeparator: { " |│".contains($0) })
      for line in FrameRenderer.helpLines {
        for word in glyphs.text(line).split(separator: " ") {
          #expect(shown.contains(word), "\(word) of \"\(line)\" is cut at width \(width)")
        }
      }
    }
  }

  @Test func help_tooTallForTheScreen_scrollsAndSaysThereIsMore() {
    var ui = UIState()
    ui.showHelp = true
    let model = Fixtures.model(Fixtures.pushOn())
    let top = renderer.render(model, ui: ui, width: 44, height: 14).frame
    #expect(top.text.contains("more below"))
    ui.helpScroll = 40
    let bottom = renderer.render(model, ui: ui, width: 44, height: 14).frame
    #expect(bottom.text.contains("more above"))
    #expect(bottom.text.contains("?: show or hide this list"), "the last line is reachable")
  }

  /// Issue 35, point 11: at 40x12 the list paged onto the rest of a key cut above it ("close Settings)"); it
  /// now moves a key at a time, so each page begins one.
  @Test func help_eachPageBeginsAKey() {
    var ui = UIState()
    ui.showHelp = true
    let model = Fixtures.model(Fixtures.pushOn())
    for scroll in 0...20 {
      ui.helpScroll = scroll
      let frame = renderer.render(model, ui: ui, width: 40, height: 12).frame
      // The box's title, a blank line, then the first key on the page.
      let first = frame.line(4).trimmingCharacters(in: CharacterSet(charactersIn: "│ "))
      #expect(
        FrameRenderer.helpLines.contains { $0.hasPrefix(first) }, "page \(scroll) begins with |\(first)|")
    }
  }

  @Test func status_replacesTheKeysLine() {
    var ui = UIState()
    ui.status = "Search is unavailable: Not part of this simulation."
    let frame = renderer.render(Fixtures.model(Fixtures.pushOn()), ui: ui, width: 80, height: 24).frame
    #expect(frame.line(23).contains("Search is unavailable"))
  }
}

/// Issue 35: the tab bar's five tabs and the toolbar's status share their line: a short item (a picture)
/// leaves its room to the longer ones, and items never touch.
@Suite struct FrameRendererToolbarTests {
  let renderer = FrameRenderer(glyphs: .unicode, color: false)

  func toolbarLine(_ app: AppState, width: Int, height: Int) -> String {
    let frame = renderer.render(ScreenModel(app), ui: UIState(), width: width, height: height).frame
    return frame.line(height - 3)
  }

  @Test func tabBar_atFortyColumns_showsEveryTabWhole_apart() {
    let line = toolbarLine(AppState(persisted: PersistedState()), width: 40, height: 12)
    let words = line.split(separator: " ").map(String.init)
    #expect(words == ["Explore", "Places", "Saved", "History", "Search"], "\(line)")
  }

  @Test func notificationsToolbar_atFortyColumns_keepsTheWholeStatus_betweenItsPictures() {
    var app = AppState(persisted: PersistedState(inboxOnboardingShown: true, pushOptInShown: true))
    _ = app.reduce(.opened(.notifications))
    _ = app.reduce(
      .inbox(
        .pageLoaded(
          wiki: .language("en"), .success(NotificationPage(notifications: [], unreadCount: 0, nextPage: nil)),
          replacing: true)))
    let line = toolbarLine(app, width: 40, height: 12)
    #expect(line.contains(" All notifications "), "\(line)")
    #expect(!line.contains("…"), "\(line)")
  }
}

/// A review of issue 35: a banner over the focused row took the hardware cursor to its border; it now
/// sits on the banner's message, which a reader of the cursor's line then hears.
@Suite struct FrameRendererBannerCursorTests {
  @Test func aBannerOverTheFocusedRow_takesTheCursorToItsMessage() {
    var app = AppState(persisted: PersistedState())
    app.path = [.settings]
    var model = ScreenModel(app)
    let renderer = FrameRenderer(glyphs: .unicode, color: false)
    let plain = renderer.render(model, ui: UIState(), width: 80, height: 24).frame
    #expect(plain.cursor.row == 2, "Account, under where the banner goes")
    model.banner = ScreenModel.Banner(id: 1, title: "Wikipedia", message: "Jan thanked you for your edit.")
    let frame = renderer.render(model, ui: UIState(), width: 80, height: 24).frame
    #expect(frame.line(frame.cursor.row).contains("Jan thanked you"), "\(frame.cursor)")
    #expect(frame.line(frame.cursor.row).dropFirst(frame.cursor.column).hasPrefix("Jan"))
  }
}
