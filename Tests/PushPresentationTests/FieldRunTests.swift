import Testing

@testable import PushPresentation

/// A text field's line as the terminal shows it: in visual order, and against the bar in a mirrored screen.
@Suite struct FieldRunTests {
  @Test func hebrewTypedInALeftToRightScreen_isShownRightToLeft() {
    // Typed into the description field of the English app, Hebrew was drawn in the order it was typed.
    let run = FrameRenderer.FieldRun(Array("הר געש"), ascii: false, width: 80, rightToLeft: false)
    #expect(String(run.characters) == "שעג רה")
    #expect(run.start == 4)
    // The caret before the first letter typed is on that letter, at the run's right end.
    #expect(run.caret(at: 0) == 4 + 5)
    #expect(run.caret(at: 6) == 4 - 1)
  }

  @Test func englishInAMirroredScreen_endsAgainstTheBarOnTheRight() {
    let run = FrameRenderer.FieldRun(Array("Kenya"), ascii: false, width: 20, rightToLeft: true)
    #expect(String(run.characters) == "Kenya")
    // The bar is at column 17 as drawn (2 from the right edge), a space, then the text's end at 15.
    #expect(run.start == 11)
    // Given from the leading edge, as the renderer mirrors it: the caret before "K" shows on column 11.
    #expect(20 - 1 - run.caret(at: 0) == 11)
    #expect(20 - 1 - run.caret(at: 5) == 16)
  }

  @Test func englishInALeftToRightScreen_isAsTyped() {
    let run = FrameRenderer.FieldRun(Array("Kenya"), ascii: false, width: 20, rightToLeft: false)
    #expect(String(run.characters) == "Kenya" && run.start == 4 && run.caret(at: 2) == 6)
  }
}
