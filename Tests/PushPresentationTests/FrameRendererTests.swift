import PushAppFeature
import PushCore
import PushPresentation
import PushSettingsFeature
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
    _ = state.reduce(.rowOpened(.languages))
    let frame = FrameRenderer(glyphs: .ascii, color: false).render(
      ScreenModel(state), ui: UIState(), width: 80, height: 24
    )
    .frame
    let nonASCII = frame.text.unicodeScalars.filter { !$0.isASCII }
    #expect(nonASCII.isEmpty, "\(frame.text)")
    #expect(frame.text.contains("Francais (fr)"))
  }

  @Test func render_busyRow_saysSavingInWords() {
    var state = Fixtures.pushOn()
    _ = state.reduce(.typeToggleTapped(.editThank))
    let frame = renderer.render(ScreenModel(state), ui: UIState(), width: 80, height: 30).frame
    #expect(frame.text.contains("Saving…"))
  }

  @Test func render_alert_putsCursorOnFocusedButton() {
    var state = Fixtures.pushOn()
    _ = state.reduce(.pushToggleTapped)
    _ = state.reduce(.unsubscribeFinished(.userTurnedOff, failure: ServiceFailure(code: "x", message: "boom")))
    let model = ScreenModel(state)
    var ui = UIState()
    ui.move(1, in: model)
    let frame = renderer.render(model, ui: ui, width: 80, height: 24).frame
    #expect(frame.line(frame.cursor.row).contains("[ Cancel ]"))
    #expect(frame.text.contains("still on"))
  }

  @Test func render_wideCharacters_takeTwoColumns() {
    var frame = Frame(width: 10, height: 1)
    let end = frame.put("日本語x", row: 0, column: 0)
    #expect(end == 7)
    #expect(frame.line(0) == "日本語x   ")
  }
}
