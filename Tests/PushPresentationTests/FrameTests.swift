import PushCore
import PushPresentation
import Testing

@Suite struct FrameTests {
  @Test func recycling_givesABlankFrame_ofTheAskedSize() {
    var old = Frame(width: 10, height: 3)
    old.put("Hello 日本", row: 1, column: 0, style: CellStyle(bold: true))
    old.cursor = (2, 5)
    #expect(Frame(recycling: old, width: 10, height: 3) == Frame(width: 10, height: 3), "nothing of the old shows")
    let resized = Frame(recycling: old, width: 12, height: 3)
    #expect(resized == Frame(width: 12, height: 3), "another size: a new frame")
    #expect(Frame(recycling: nil, width: 4, height: 2) == Frame(width: 4, height: 2))
    #expect(old.text.contains("Hello"), "a frame still held elsewhere is copied, not cleared")
  }

  @Test func cell_keepsABaseAndUpToThreeMarks_dropsTheFifthScalar() {
    var cell = Cell(scalar: "e")
    #expect(cell.character == "e")
    cell.combine("\u{301}")
    #expect(cell.character == "e\u{301}")
    cell.combine("\u{302}")
    cell.combine("\u{303}")
    cell.combine("\u{304}")
    #expect(Array(cell.character.unicodeScalars) == ["e", "\u{301}", "\u{302}", "\u{303}"])
  }

  /// What the terminal is given for a cell: the first character and its combining marks, never a joiner,
  /// a variation selector or a second character that takes columns (ncurses would cut the cell there, and a
  /// joiner left at its end joins the next cell's character on screen).
  @Test(arguments: [
    ("👍🏽", "👍"), ("🇰🇪", "🇰"), ("👨\u{200D}👩\u{200D}👧", "👨"), ("❤\u{FE0F}", "❤"), ("e\u{301}", "e\u{301}"),
    ("ก\u{E49}", "ก\u{E49}"), ("a\u{20DD}", "a\u{20DD}"), ("x", "x"),
  ])
  func cell_drawsItsFirstCharacter_withItsMarks(_ cluster: String, _ drawn: String) {
    var scalars = String.UnicodeScalarView()
    Cell(character: cluster).forEachDrawnScalar { scalars.append(Unicode.Scalar($0)!) }
    #expect(String(scalars) == drawn)
  }

  @Test func cell_comparesByScalarsAndStyle() {
    #expect(Cell(character: "a") == Cell(scalar: "a"))
    #expect(Cell(character: "a") != Cell(character: "b"))
    #expect(Cell(character: "a") != Cell(character: "a", style: CellStyle(bold: true)))
    #expect(Cell(character: "e\u{301}") != Cell(character: "e"))
    #expect(Cell.continuation(.plain).isContinuation)
    #expect(!Cell.blank.isContinuation)
  }

  @Test func put_wideCharacter_leavesAContinuationCell_andTextReadsBack() {
    var frame = Frame(width: 6, height: 1)
    let end = frame.put("a語e\u{301}", row: 0, column: 0)
    #expect(end == 4)
    #expect(frame[0, 2].isContinuation)
    #expect(frame.line(0) == "a語e\u{301}  ")
    #expect(frame[0, 3].character == "e\u{301}")
  }

  @Test func cell_isTwoWordsWithoutPadding_soRowsCompareAsMemory() {
    #expect(MemoryLayout<Cell>.size == 16 && MemoryLayout<Cell>.stride == 16)
    var cell = Cell(scalar: "a", style: CellStyle(bold: true, underline: true, color: .bad))
    #expect(cell.style == CellStyle(bold: true, underline: true, color: .bad))
    cell.style.reverse = true
    #expect(cell.style == CellStyle(bold: true, reverse: true, underline: true, color: .bad))
    // Four scalars at their largest, packed beside the style: each comes back, and a fifth is dropped.
    let four = "\u{10FFFF}\u{10FFFE}\u{10FFFD}\u{10FFFC}"
    var full = Cell(character: four + "\u{301}", style: CellStyle(dim: true, color: .muted))
    var scalars: [UInt32] = []
    full.forEachScalar { scalars.append($0) }
    #expect(scalars == [0x10FFFF, 0x10FFFE, 0x10FFFD, 0x10FFFC] && full.character == four)
    #expect(full.style == CellStyle(dim: true, color: .muted))
    full.style = .plain
    #expect(full.character == four && full.style == .plain)
    #expect(Cell(character: "e\u{301}").character == "e\u{301}" && !Cell.blank.isContinuation)
    #expect(Cell.continuation(.plain).isContinuation && Cell.continuation(.plain).character.isEmpty)
    #expect(Frame(width: 0, height: 2).rowDiffers(1, from: Frame(width: 0, height: 2)) == false)
    // Two and three scalars stop where the cell's scalars stop; a space is a space whatever marks follow it.
    for text in ["e\u{301}", "e\u{301}\u{302}"] {
      var got: [UInt32] = []
      Cell(character: text).forEachScalar { got.append($0) }
      #expect(got == text.unicodeScalars.map(\.value))
    }
    #expect(Cell.blank.isSpace && Cell(character: " \u{301}", style: .init(bold: true)).isSpace)
    #expect(!Cell(character: "x").isSpace && !Cell.continuation(.plain).isSpace && !Cell(character: "\u{3000}").isSpace)
  }

  @Test func rowDiffers_findsExactlyTheRowsThatChanged() {
    var before = Frame(width: 10, height: 3)
    before.put("abc", row: 1, column: 0)
    var after = before
    #expect((0..<3).allSatisfy { !after.rowDiffers($0, from: before) })
    after.put("x", row: 2, column: 9)
    after.restyle(row: 0, from: 0, to: 1) { $0.reverse = true }
    #expect(after.rowDiffers(0, from: before), "a style change is a change")
    #expect(!after.rowDiffers(1, from: before))
    #expect(after.rowDiffers(2, from: before), "the last cell of a row is compared")
    #expect(after.rowDiffers(0, from: Frame(width: 9, height: 3)), "another size redraws everything")
  }
}

@Suite struct FrameFillTests {
  @Test func fill_setsTheRunInOneStyle_andClipsToTheFrame() {
    var frame = Frame(width: 5, height: 2)
    frame.fill(row: 1, from: 2, to: 9, with: "─", style: CellStyle(dim: true))
    #expect(frame.line(1) == "  ───")
    #expect(frame[1, 4].style.dim && !frame[1, 1].style.dim)
    frame.fill(row: 2, with: "x", style: .plain)
    #expect(frame.text == "     \n  ───\n", "a row outside the frame is ignored")
  }
}

/// Issue 28, item 2: a control character that reaches a frame (whatever field forgot to clean it) is never a
/// cell: it is shown in caret notation, and the layout counts the columns it is shown in, so the next
/// character is not drawn over (ncurses drew ESC as `^[` in two columns while the layout counted one).
@Suite struct FrameControlTests {
  @Test(arguments: [
    ("a\u{1B}b", "a^[b"), ("a\u{7}b", "a^Gb"), ("a\u{7F}b", "a^?b"), ("a\u{9B}b", "a?b"), ("a\u{202E}b", "ab"),
    ("\u{0}x", "^@x"),
  ])
  func put_control_isShownInPlace_andTakesTheColumnsTheLayoutCounts(_ text: String, _ shown: String) {
    var frame = Frame(width: 10, height: 1)
    let end = frame.put(text, row: 0, column: 0)
    #expect(frame.line(0).hasPrefix(shown + " "), "\(frame.line(0).debugDescription)")
    #expect(end == shown.count)
    #expect(TextLayout.width(text) == shown.count, "the layout counts what is shown")
    #expect(frame.cells.allSatisfy { !$0.character.unicodeScalars.contains(where: \.isUnsafeForTerminal) })
  }

  @Test func put_controlAtTheEdge_isClippedLikeText() {
    var frame = Frame(width: 3, height: 1)
    #expect(frame.put("ab\u{1B}", row: 0, column: 0) == 3)
    #expect(frame.line(0) == "ab^")
  }

  /// The layout and the frame agree: text truncated to a width by the layout fits in it when drawn.
  @Test func truncate_textWithControls_fitsWhereItIsDrawn() {
    let text = "\u{1B}]52;c;ZXZpbA==\u{7}\u{1B}[2J title"
    let cut = TextLayout.truncate(text, to: 12)
    var frame = Frame(width: 20, height: 1)
    #expect(frame.put(cut, row: 0, column: 0) == 12)
  }
}

/// A mirrored frame (a right-to-left language): columns count from the right edge.
@Suite struct MirroredFrameTests {
  @Test func aText_endsAtTheRightEdge_whereItWouldStartOnTheLeft() {
    var frame = Frame(width: 10, height: 1)
    frame.rightToLeft = true
    let next = frame.put("abc", row: 0, column: 1)
    #expect(next == 4)
    #expect(frame.line(0) == "      abc ")
  }

  @Test func aPaddedText_keepsItsPadOnTheLeadingSide_whateverItsDirection() {
    // An English button centred in a mirrored alert was drawn flush left of its pad, at the right edge.
    var frame = Frame(width: 12, height: 2)
    frame.rightToLeft = true
    frame.put("   [ Ok ]", row: 0, column: 0)
    #expect(frame.line(0) == "   [ Ok ]   ")
    frame.put("   [ אישור ]", row: 1, column: 0)
    #expect(frame.line(1) == "[ רושיא ]   ")
  }

  @Test func whatDoesNotFit_isCutAtItsLogicalEnd() {
    var frame = Frame(width: 5, height: 1)
    frame.rightToLeft = true
    frame.put("שלום עולם", row: 0, column: 0)
    // The start of the Hebrew text is drawn at the right; its end is cut on the left.
    #expect(frame.line(0).hasSuffix("םולש"))
  }

  @Test func fillAndRestyle_mirrorTheirColumns() {
    var frame = Frame(width: 6, height: 1)
    frame.rightToLeft = true
    frame.fill(row: 0, from: 0, to: 2, with: "x", style: .plain)
    #expect(frame.line(0) == "    xx")
    frame.restyle(row: 0, from: 0, to: 1) { $0.bold = true }
    #expect(frame[0, 5].style.bold && !frame[0, 4].style.bold)
  }

  @Test func aRecycledFrame_startsLeftToRight() {
    var frame = Frame(width: 4, height: 1)
    frame.rightToLeft = true
    let again = Frame(recycling: frame, width: 4, height: 1)
    #expect(!again.rightToLeft)
  }
}
