import PushCore
import PushPresentation
import Testing

/// The text field on screen: lines cut by characters, wide characters never split at the edge, and the
/// insertion point where the eye and a screen reader expect it.
@Suite struct TextFieldLayoutTests {
  @Test func asciiShortcut_agreesWithTheGeneralLayout() {
    // Every length up to three lines, every insertion point, narrow and wide, spaces and punctuation.
    let sample = Array("a b~C!d 9{|}e f.")
    for columns in [2, 3, 4, 7, 74] {
      for length in 0...(3 * min(columns, 8) + 1) {
        let text = String((0..<length).map { sample[$0 % sample.count] })
        for cursor in 0...length {
          for ascii in [false, true] {
            let field = TextField(text, cursor: cursor)
            let fast = TextFieldLayout.lines(field, columns: columns, ascii: ascii)
            let general = TextFieldLayout.general(field, columns: columns, ascii: ascii)
            #expect(fast.lines == general.lines, "\(text.debugDescription) at \(cursor), \(columns) columns")
            #expect(fast.caret == general.caret, "\(text.debugDescription) at \(cursor), \(columns) columns")
          }
        }
      }
    }
  }

  @Test func wideCharacter_thatDoesNotFitAtTheEdge_startsTheNextLine() {
    // Four columns: "ab" then 日 (2) fits exactly; the next 日 would need columns 5–6.
    let (lines, caret) = TextFieldLayout.lines(TextField("ab日日"), columns: 4, ascii: false)
    #expect(lines.map { String($0) } == ["ab日", "日"])
    #expect(caret.line == 1 && caret.column == 2)
    let odd = TextFieldLayout.lines(TextField("a日日"), columns: 4, ascii: false)
    #expect(odd.lines.map { String($0) } == ["a日", "日"], "column 4 stays empty rather than split 日")
  }

  @Test func lines_breakAfterASpace_andTheWordBeingTypedMovesDownWhole() {
    // Ten columns: "the highest" does not fit, so "highest" starts the next line, the space stays above.
    let field = TextField("the highest peak", cursor: 6)
    let (lines, caret) = TextFieldLayout.lines(field, columns: 10, ascii: false)
    #expect(lines.map { String($0) } == ["the ", "highest ", "peak"])
    #expect(caret.line == 1 && caret.column == 2, "the insertion point moved down with its word")
    #expect(TextFieldLayout.general(field, columns: 10, ascii: false).lines == lines)
  }

  @Test func aWordLongerThanTheLine_isCutAtTheEdge() {
    let (lines, _) = TextFieldLayout.lines(TextField("a stratovolcanoes"), columns: 6, ascii: false)
    #expect(lines.map { String($0) } == ["a ", "strato", "volcan", "oes"])
  }

  @Test func aSpaceThatFindsTheLineFull_hangsAtItsEnd() {
    // "abcd" fills four columns; the space after it stays on the line, one column past the edge.
    let (lines, caret) = TextFieldLayout.lines(TextField("abcd ef", cursor: 4), columns: 4, ascii: false)
    #expect(lines.map { String($0) } == ["abcd ", "ef"])
    #expect(caret.line == 0 && caret.column == 4)
    let end = TextFieldLayout.lines(TextField("abcd "), columns: 4, ascii: false)
    #expect(end.lines.map { String($0) } == ["abcd "])
    #expect(end.caret.line == 0 && end.caret.column == 5, "one column past the edge")
    let more = TextFieldLayout.lines(TextField("abcd   Q"), columns: 4, ascii: false)
    #expect(more.lines.map { String($0) } == ["abcd   ", "Q"], "every space hangs; the next word starts below")
    let caret3 = TextFieldLayout.lines(TextField("abcd   "), columns: 4, ascii: false).caret
    #expect(caret3.line == 0 && caret3.column == 5, "the insertion point stops at the screen's last column")
  }

  @Test func wideWords_wrapAtTheirSpaces_too() {
    let (lines, caret) = TextFieldLayout.lines(TextField("日本 富士山"), columns: 6, ascii: false)
    #expect(lines.map { String($0) } == ["日本 ", "富士山"])
    #expect(caret.line == 1 && caret.column == 6)
  }

  @Test func insertionPoint_atTheEndOfAFullLine_staysOnIt() {
    // As a text view: no empty line appears and goes as the insertion point moves to the end and back.
    let (lines, caret) = TextFieldLayout.lines(TextField("abcd"), columns: 4, ascii: false)
    #expect(lines.map { String($0) } == ["abcd"])
    #expect(caret.line == 0 && caret.column == 4)
  }

  @Test func insertionPoint_inTheMiddle_countsColumnsNotCharacters() {
    let (_, caret) = TextFieldLayout.lines(TextField("日本語", cursor: 2), columns: 20, ascii: false)
    #expect(caret.line == 0 && caret.column == 4)
  }

  @Test func combiningMarksAndSkinTones_takeTheirBaseCharactersCells() {
    #expect(TextFieldLayout.width("e\u{301}", ascii: false) == 1)
    #expect(TextFieldLayout.width("👍🏽", ascii: false) == 2)
    let (_, caret) = TextFieldLayout.lines(TextField("e\u{301}👍🏽x"), columns: 20, ascii: false)
    #expect(caret.column == 4)
  }

  @Test func ascii_showsEachCharacterOutsideASCII_asOneQuestionMark() {
    let (lines, caret) = TextFieldLayout.lines(TextField("a日👍🏽"), columns: 20, ascii: true)
    #expect(lines.map { String($0) } == ["a??"])
    #expect(caret.column == 3)
  }

  /// Drawn, a wide character at the right edge of the field's room never spills past the screen.
  @Test func drawnField_atTheScreensEdge_staysInside_andTheCursorIsAtTheInsertionPoint() {
    var row = Row(
      id: "f", label: "Field", value: .textField(TextField(String(repeating: "日", count: 60)), .description),
      role: .textField)
    row.placeholder = "empty"
    let model = ScreenModel(key: "k", title: "T", backTitle: nil, rows: [row])
    let frame = FrameRenderer(glyphs: .unicode, color: false).render(model, ui: UIState(), width: 41, height: 24).frame
    // 41 columns: the text has 35 (41 - 6), so 17 wide characters a line.
    #expect(frame.line(3).hasPrefix("  │ " + String(repeating: "日", count: 17)))
    #expect(frame.cursor.row == 6 && frame.cursor.column == 4 + 2 * (60 - 51))
  }
}

extension TextFieldLayoutTests {
  /// A field taller than a small screen scrolls to the insertion point, wherever it is.
  @Test func tallField_onASmallScreen_scrollsToTheInsertionPoint() {
    let text = String(repeating: "word ", count: 60)
    for cursor in [0, 150, 300] {
      var row = Row(
        id: "f", label: "Field", value: .textField(TextField(text, cursor: cursor), .description), role: .textField)
      row.placeholder = "empty"
      let model = ScreenModel(key: "k", title: "T", backTitle: nil, rows: [row])
      let frame = FrameRenderer(glyphs: .unicode, color: false).render(model, ui: UIState(), width: 40, height: 12)
        .frame
      let (_, caret) = TextFieldLayout.lines(TextField(text, cursor: cursor), columns: 34, ascii: false)
      #expect((2..<10).contains(frame.cursor.row), "cursor \(cursor): on a body line")
      #expect(frame.line(frame.cursor.row).hasPrefix("  │") && frame.cursor.column == 4 + caret.column)
    }
  }
}
