import PushAppFeature
import PushCore
import PushPresentation
import Testing

/// Issue 33 (full screen): with `--focus mark` a focus move changes only the focus marks and the cursor, so a
/// screen reader that speaks the terminal's output hears no label again; reversed (the default), it rewrites
/// the two labels.
@Suite struct FrameRendererFocusMarkTests {
  static func changedCells(reverse: Bool, model: ScreenModel) -> [(Int, Int)] {
    var renderer = FrameRenderer(glyphs: .unicode, color: false)
    renderer.reverseFocus = reverse
    var ui = UIState()
    ui.move(1, in: model)
    let before = renderer.render(model, ui: ui, width: 80, height: 24).frame
    ui.move(1, in: model)
    let after = renderer.render(model, ui: ui, width: 80, height: 24).frame
    var changed: [(Int, Int)] = []
    for row in 0..<24 {
      for column in 0..<80 where before[row, column] != after[row, column] { changed.append((row, column)) }
    }
    return changed
  }

  @Test func aFocusMove_withTheMark_changesOnlyTheMarks() {
    var state = AppState(persisted: PersistedState())
    _ = state.reduce(.opened(.settings))
    let model = ScreenModel(state)
    let marked = Self.changedCells(reverse: false, model: model)
    #expect(!marked.isEmpty)
    #expect(marked.allSatisfy { $0.1 == 0 }, "only column 0, the marks: \(marked)")
    let reversed = Self.changedCells(reverse: true, model: model)
    #expect(reversed.contains { $0.1 > 1 }, "reversed, the labels are drawn again")
  }

  @Test func anAlertsFocusedButton_withTheMark_hasTheMarkBeforeIt_notReversed() {
    var state = AppState(persisted: PersistedState())
    for action in [AppAction.opened(.settings), .opened(.account), .logOutRowTapped] { _ = state.reduce(action) }
    var renderer = FrameRenderer(glyphs: .unicode, color: false)
    renderer.reverseFocus = false
    let frame = renderer.render(ScreenModel(state), ui: UIState(), width: 80, height: 24).frame
    let lines = (0..<24).map { frame.line($0) }
    #expect(lines.contains { $0.contains("▌ [ Log out ]") }, "\(lines)")
    for row in 0..<24 {
      for column in 0..<80 { #expect(!frame[row, column].style.reverse, "(\(row),\(column)) reversed") }
    }
  }
}
