import PushAppFeature
import PushCore
import PushPresentation
import Testing

/// The description editor's rows, brought up to date after a keystroke rather than made again.
@Suite struct ScreenModelDescriptionTests {
  static func editor() -> AppState {
    var app = AppState(persisted: PersistedState(descriptionOnboardingShown: true))
    _ = app.reduce(.description(.articleOpened(id: "en:Mount Kenya")))
    _ = app.reduce(.description(.addTapped))
    return app
  }

  @Test func textEdit_patchesTheRowsByID_whereverTheyAre() {
    var app = Self.editor()
    let above = Row(id: "above", label: "A row added above the field", role: .text)
    var shown = ScreenModel(app)
    // The patch must not depend on where the rows are: a row above them moves every one.
    shown.rows.insert(above, at: 0)
    _ = app.reduce(.description(.edited(.insert("Volcano"))))
    #expect(ScreenModel.applyingTextEdit(to: &shown, app))
    var fresh = ScreenModel(app)
    fresh.rows.insert(above, at: 0)
    #expect(shown == fresh)
    #expect(shown.rows.contains { $0.id == ScreenModel.counterID && $0.label == "7 / 90" })
  }

  @Test func textEdit_aRowMissing_isNotPatched_theModelIsMadeAgain() {
    var app = Self.editor()
    var shown = ScreenModel(app)
    shown.rows.removeAll { $0.id == ScreenModel.counterID }
    let before = shown
    _ = app.reduce(.description(.edited(.insert("x"))))
    #expect(!ScreenModel.applyingTextEdit(to: &shown, app))
    #expect(shown == before, "left alone for the caller to make again")
  }

  @Test func theField_carriesWhatItsEditsChange() {
    let field = ScreenModel(Self.editor()).rows.first { $0.role == .textField }
    guard case .textField(_, let target)? = field?.value else {
      Issue.record("no text field on the editor")
      return
    }
    #expect(target.action(.insert("a")) == .description(.edited(.insert("a"))))
  }
}
