import PushAppFeature
import PushCore
import PushPresentation
import PushSettingsFeature
import Testing

/// Issue 35, point 6: My languages as the app has it: cells that do nothing, Edit while there is more than
/// one, and in edit mode a delete control (which shows Delete) and a reorder control (Move up, Move down).
@Suite struct ScreenModelLanguagesTests {
  static func languages(_ codes: [String], _ actions: [AppAction] = []) -> ScreenModel {
    var state = AppState(persisted: PersistedState(languages: codes))
    for action in [.opened(.settings), .opened(.languages)] + actions { _ = state.reduce(action) }
    return ScreenModel(state)
  }

  static func row(_ model: ScreenModel, _ id: String) -> Row { model.rows.first { $0.id == id }! }

  @Test func outsideEditMode_languagesAreCellsThatDoNothing_editOnlyWithMoreThanOne() {
    let one = Self.languages(["en"])
    #expect(!one.rows.contains { $0.id == "lang.edit" })
    let two = Self.languages(["en", "de"])
    let edit = Self.row(two, "lang.edit")
    #expect(edit.label == "Edit" && edit.placement == .navigationBar)
    for id in ["lang.en", "lang.de"] {
      let row = Self.row(two, id)
      #expect(row.cell && row.role == .text && row.activation == nil && row.keyActions.isEmpty && !row.reorderable)
    }
    #expect(Self.row(two, "lang.en").value == .detail("PRIMARY"))
    #expect(Self.row(two, "lang.de").value == nil)
  }

  @Test func editMode_eachLanguageHasItsControls_movesOnlyWhereThereIsRoom() {
    let model = Self.languages(["en", "de", "fr"], [.languagesEditToggled])
    #expect(Self.row(model, "lang.edit").label == "Done")
    let keys = ["lang.en", "lang.de", "lang.fr"].map { Self.row(model, $0).keyActions.map(\.key) }
    #expect(keys == [["d"], ["u", "d"], ["u"]])
    let de = Self.row(model, "lang.de")
    #expect(de.role == .button && de.icon?.unicode == "⊖" && de.reorderable)
    #expect(de.activation == .send(.languageDeleteShown("de")))
    #expect(
      de.keyActions.map(\.activation) == [
        .send(.languageMoved("de", to: 0)), .send(.languageMoved("de", to: 2)),
      ])
  }

  @Test func deleteShown_theRowIsTheRedDeleteButton_whichDeletes_andSaysWhatFollows() {
    let model = Self.languages(["en", "de"], [.languagesEditToggled, .languageDeleteShown("en")])
    let en = Self.row(model, "lang.en")
    #expect(en.value == .detail("Delete") && en.destructive && !en.reorderable)
    #expect(en.keyActions.isEmpty, "while its Delete shows, the row does not move")
    #expect(en.activation == .send(.languageRemoved("en")))
    #expect(en.annotation?.contains("German becomes primary") == true, "\(en.annotation ?? "")")
    #expect(!Self.row(model, "lang.de").destructive)
  }

  /// The helper's review: at 40x12 the list scrolled under Edit; focus in the navigation bar shows its top.
  @Test func focusOnEdit_showsTheListFromItsTop() {
    let model = Self.languages(["en", "de", "fr"])
    var ui = UIState()
    ui.scroll[model.key] = 5
    ui.setFocus(Self.row(model, "lang.edit"), in: model)
    let rendered = FrameRenderer(glyphs: .unicode, color: false).render(model, ui: ui, width: 40, height: 12)
    #expect(rendered.scroll == 0)
    #expect(rendered.frame.line(2).contains("YOUR LANGUAGES"))
  }
}
