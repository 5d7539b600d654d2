import Testing

@testable import PushPresentation

/// Right-to-left text in the order a terminal draws it (GNU FriBidi).
@Suite struct BidiTests {
  @Test func leftToRightText_isUntouched() {
    #expect(Bidi.visual("Push notifications", rightToLeft: false) == "Push notifications")
    #expect(!Bidi.hasRightToLeft("Ünïcödé, 日本語 and 🔔"))
  }

  @Test func hebrew_isDrawnReversed() {
    // שלום ("hello"): its first letter is drawn rightmost.
    #expect(Bidi.visual("שלום", rightToLeft: false) == "םולש")
  }

  @Test func anEnglishTitleInAHebrewSentence_keepsItsOwnOrder() {
    // "Mount Kenya" inside Hebrew text reads left to right, and sits where the Hebrew sentence puts it.
    let visual = Bidi.visual("ערך Mount Kenya נערך", rightToLeft: true)
    #expect(visual == "ךרענ Mount Kenya ךרע")
  }

  @Test func numbers_keepTheirOrderInRightToLeftText() {
    #expect(Bidi.visual("הודעות 25", rightToLeft: true) == "25 תועדוה")
  }

  @Test func arabic_isShapedIntoJoinedForms() {
    // سلام: its letters are drawn in their joined (presentation) forms, right to left.
    let visual = Bidi.visual("سلام", rightToLeft: true)
    #expect(visual.unicodeScalars.allSatisfy { (0xFE70...0xFEFF).contains($0.value) })
    #expect(visual.unicodeScalars.count == 3 || visual.unicodeScalars.count == 4)
  }

  @Test func aMirroredLayout_turnsEdgeGlyphsAround() {
    #expect(Bidi.mirrored("‹ Settings") == "Settings ›")
    #expect(Bidi.mirrored("Example ›") == "‹ Example")
    #expect(Bidi.mirrored("Terms of Use") == "Terms of Use")
  }

  /// FriBidi's scalars become the string they spell, one to four bytes each; a ligature's U+FEFF and anything
  /// that is not a scalar are left out.
  @Test func fribidisScalars_becomeTheirString() {
    let text = "a\u{E9}\u{5D0}\u{FEFC}日\u{1F600}"
    #expect(Bidi.utf8String(text.unicodeScalars.map(\.value)) == text)
    #expect(Bidi.utf8String([0x61, 0xFEFF, 0xD800, 0x110000, 0x62]) == "ab")
  }
}
