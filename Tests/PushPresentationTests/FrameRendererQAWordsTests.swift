import PushAppFeature
import PushCore
import PushPresentation
import PushSettingsFeature
import Testing

/// Issue 35, point 7: the replica's own words (the key line, "unavailable", "more below") are QA annotations;
/// the app's picture (annotations off) has none of them, and shows where a list is scrolled without words.
@Suite struct FrameRendererQAWordsTests {
  let renderer = FrameRenderer(glyphs: .unicode, color: true)

  /// Settings, opened over Explore: its out-of-scope rows (Support Wikipedia, Search…) are unavailable.
  func settings() -> ScreenModel {
    var state = AppState(persisted: PersistedState())
    _ = state.reduce(.opened(.settings))
    return ScreenModel(state)
  }

  @Test func appPicture_hasNoKeyLine_noUnavailable_noMoreBelow() {
    let model = settings()
    #expect(model.qaShown, "a model has the QA words until they are taken out")
    let qa = renderer.render(model, ui: UIState(), width: 80, height: 24).frame
    #expect(qa.line(23).contains("q quit"))
    #expect(qa.text.contains("unavailable"))
    #expect(qa.text.contains("▼ more below"))

    let app = renderer.render(model.annotated(false), ui: UIState(), width: 80, height: 24).frame
    #expect(!app.text.contains("q quit") && !app.text.contains("? keys"), "\(app.text)")
    #expect(!app.text.contains("unavailable"), "\(app.text)")
    #expect(!app.text.contains("more below") && !app.text.contains("more above"), "\(app.text)")
    #expect(app.line(23).allSatisfy { $0 == " " }, "the last line is the status's, empty without one")
    // The rows themselves are the same: only the replica's words went.
    let support = try! #require((0..<24).first { app.line($0).contains("Support Wikipedia") })
    #expect(app.line(support).contains("↗"), "\(app.line(support))")
  }

  @Test func appPicture_aStatusStillShows() {
    var ui = UIState()
    ui.status = "Search is unavailable: Not part of this simulation."
    let frame = renderer.render(settings().annotated(false), ui: ui, width: 80, height: 24).frame
    #expect(frame.line(23).contains("Search is unavailable"))
  }

  /// The scroll indicator: a thumb in the last column, at the top of a list shown from its start, at the
  /// bottom once the end is shown; nothing where everything fits.
  @Test func scrollThumb_showsWhereTheListIs_inBothPictures() {
    let model = Fixtures.model(Fixtures.pushOn()).annotated(false)
    let top = renderer.render(model, ui: UIState(), width: 60, height: 14)
    let thumbRows = { (frame: Frame) in (0..<frame.height).filter { frame.line($0).hasSuffix("┃") } }
    let atTop = thumbRows(top.frame)
    #expect(!atTop.isEmpty && atTop.first == 2, "under the navigation bar: \(atTop)")
    var ui = UIState()
    ui.focus["push"] = "type.\(NotificationType.allCases.last!.rawValue)"
    let end = renderer.render(model, ui: ui, width: 60, height: 14)
    let atEnd = thumbRows(end.frame)
    #expect(end.scroll > 0)
    #expect(atEnd.count == atTop.count && atEnd.last == 14 - 4 + 1, "at the body's last line: \(atEnd)")
    #expect(thumbRows(renderer.render(model, ui: UIState(), width: 80, height: 60).frame).isEmpty, "it all fits")
    // With the QA words on, the thumb under the bar as before and the words. The words are lines of the list
    // too, so the thumb may be a row shorter (with 16 types it rounds to the same length, with 17 it does not).
    let qa = renderer.render(Fixtures.model(Fixtures.pushOn()), ui: UIState(), width: 60, height: 14).frame
    let qaThumb = thumbRows(qa)
    #expect(qaThumb.first == atTop.first && (atTop.count - 1...atTop.count).contains(qaThumb.count), "\(qaThumb)")
    #expect(qa.text.contains("more below"))
  }

  /// From a designer's review: scrolled at all, the thumb leaves the top (it stayed there for the first rows,
  /// with nothing else saying there was more above); and wrapped text keeps a cell away from the bar.
  @Test func scrollThumb_leavesTheTopOnceScrolled_andTextKeepsAwayFromIt() {
    let model = Fixtures.model(Fixtures.pushOn()).annotated(false)
    let thumbRows = { (frame: Frame) in (0..<frame.height).filter { frame.line($0).hasSuffix("┃") } }
    var ui = UIState()
    var previousTop = 2
    var sawMiddle = false
    for type in NotificationType.allCases {
      ui.focus["push"] = "type.\(type.rawValue)"
      let rendered = renderer.render(model, ui: ui, width: 60, height: 14)
      guard let top = thumbRows(rendered.frame).first else { continue }
      if rendered.scroll > 0 { #expect(top > 2, "scrolled \(rendered.scroll), the thumb is still at the top") }
      #expect(top >= previousTop, "it only moves down as the list does")
      if top > 2 && thumbRows(rendered.frame).last! < 11 { sawMiddle = true }
      previousTop = top
    }
    #expect(sawMiddle, "somewhere between the ends")
    // At 60 columns the educational text reached the cell before the bar.
    let frame = renderer.render(model, ui: UIState(), width: 60, height: 14).frame
    for row in 0..<frame.height where frame.line(row).hasSuffix("┃") {
      #expect(frame.line(row).dropLast().hasSuffix(" "), "|\(frame.line(row))|")
    }
  }

  /// A designer's review: on xterm-mono the tab bar's selected tab looked like the four that do nothing; the
  /// items that act are bold there.
  @Test func monochromeWithoutDim_theSelectedTabStandsApart() {
    var mono = FrameRenderer(glyphs: .unicode, color: false)
    mono.dimShown = false
    let explore = ScreenModel(AppState(persisted: PersistedState())).annotated(false)
    let frame = mono.render(explore, ui: UIState(), width: 80, height: 24).frame
    let row = try! #require((0..<24).last { frame.line($0).contains("Places") })
    let line = Array(frame.line(row))
    func bold(_ word: String) -> Bool {
      let start = try! #require(String(line).range(of: word)).lowerBound.utf16Offset(in: String(line))
      return frame[row, start].style.bold
    }
    #expect(bold("Explore") && !bold("Places"), "\(frame.line(row))")
    // With dim, as before: neither is bold.
    let dimmed = FrameRenderer(glyphs: .unicode, color: false).render(explore, ui: UIState(), width: 80, height: 24)
    #expect(!dimmed.frame[row, 2].style.bold)
  }

  /// Point 10: where the terminal draws neither colour nor dim (xterm-mono), an unavailable row and a busy
  /// switch are marked in the app's picture too; with dim, they are not.
  @Test func monochromeWithoutDim_marksUnavailableAndBusy() {
    var mono = FrameRenderer(glyphs: .unicode, color: false)
    mono.dimShown = false
    let settingsFrame = mono.render(settings().annotated(false), ui: UIState(), width: 80, height: 24).frame
    #expect(settingsFrame.text.contains("unavailable"))

    var state = Fixtures.pushOn()
    _ = state.reduce(.settings(.typeToggleTapped(.editThank)))
    let busy = ScreenModel(state).annotated(false)
    let plainTerminal = FrameRenderer(glyphs: .unicode, color: false)
    for (renderer, marked) in [(mono, true), (plainTerminal, false)] {
      let frame = renderer.render(busy, ui: UIState(), width: 80, height: 30).frame
      let row = try! #require((0..<frame.height).first { frame.line($0).contains("Thanks") })
      #expect(frame.line(row).hasSuffix(marked ? "○ Off …  " : "○ Off  "), "\(frame.line(row))")
    }
  }
}
