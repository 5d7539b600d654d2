import Foundation
import PushAppFeature
import PushPresentation
import PushQATools
import Testing

/// The app in other languages (issue 36): goldens for a few states in Hebrew, Arabic, German and the
/// double-length pseudo-language (Screens/languages/), and a designer's check of every named state in each
/// language at two sizes.
@Suite struct LocalizedScreensTests {
  static let goldens: [(state: String, language: UILanguage)] =
    ["push-on", "settings", "log-out-confirm", "inbox", "description-editor"].flatMap { state in
      [(state, UILanguage.hebrew), (state, .doubleLength)]
    } + [("push-on", .arabic), ("settings", .german), ("push-on", .german)]

  static func reach(_ state: String, in language: UILanguage) async -> NamedState.Reached {
    await NamedState.named(state)!.inLanguage(language).reach()
  }

  @Test(arguments: goldens.indices)
  func aStateInALanguage_matchesScreensLanguagesFolder(_ index: Int) async {
    let (state, language) = Self.goldens[index]
    let reached = await Self.reach(state, in: language)
    ScreensTests.check(reached.snapshot(accessible: false), file: "languages/\(state).\(language.rawValue).txt")
  }

  @Test func aTranscriptInGerman_matchesScreensLanguagesFolder() async {
    let reached = await Self.reach("push-on", in: .german)
    ScreensTests.check(reached.snapshot(accessible: true), file: "languages/push-on.de.a11y.txt")
  }

  /// Every named state, in each language a designer checks, at 80x24 and 60x20: the hardware cursor is on the
  /// screen, on a drawn character, and on the focused body row's line, next to its focus mark (at the right
  /// edge where the layout is mirrored).
  @Test(arguments: [UILanguage.german, .finnish, .arabic, .hebrew, .japanese, .doubleLength])
  func everyNamedState_keepsTheCursorOnTheFocusedRow(_ language: UILanguage) async {
    for state in NamedState.all {
      let reached = await Self.reach(state.name, in: language)
      let model = ScreenModel(reached.store.state)
      let focused = reached.ui.focusedRow(in: model)
      for (width, height) in [(80, 24), (60, 20)] {
        let frame = reached.frame(width: width, height: height)
        let cursor = frame.cursor
        let place = "\(state.name) in \(language.rawValue) at \(width)x\(height)"
        #expect(cursor.row >= 0 && cursor.row < height && cursor.column >= 0 && cursor.column < width, "\(place)")
        guard model.alert == nil, let focused, focused.placement == .body, focused.role != .textField else { continue }
        let line = Array(frame.line(cursor.row))
        let mark: Character = model.rightToLeft ? "▐" : "▌"
        #expect(line.contains(mark), "\(place): no focus mark on the cursor's line |\(String(line))|")
        #expect(frame[cursor.row, cursor.column].character != " ", "\(place): the cursor sits on a blank")
      }
    }
  }
}
