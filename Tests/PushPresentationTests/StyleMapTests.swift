import PushPresentation
import Testing

@Suite struct StyleMapTests {
  /// A small frame with a focused, reversed label, a coloured value, a dim line and a wide character.
  static func sample() -> Frame {
    var frame = Frame(width: 12, height: 3)
    frame.put("▌", row: 0, column: 0, style: CellStyle(bold: true))
    frame.put("Thanks", row: 0, column: 2, style: CellStyle(reverse: true))
    frame.put("On", row: 0, column: 10, style: CellStyle(color: .good))
    frame.put("日本 QA", row: 1, column: 1, style: CellStyle(dim: true, underline: true, color: .muted))
    frame.put("⚠ x", row: 2, column: 0, style: CellStyle(bold: true, color: .bad))
    frame.cursor = (0, 2)
    return frame
  }

  @Test func encode_oneSymbolPerCell_theLegendListsWhatIsUsed_andTheCursor() {
    let map = StyleMap.encode(Self.sample())
    #expect(
      map == """
        cursor 0 2
        . plain
        1 bold
        2 reverse
        G good
        $ bold bad
        ` dim underline muted

        1.222222..GG
        .```````....
        $$$.........

        """)
  }

  @Test func decode_readsBackEveryCellsStyle_andTheCursor() throws {
    let frame = Self.sample()
    let decoded = try StyleMap.decode(StyleMap.encode(frame))
    #expect(decoded.cursor == frame.cursor)
    for row in 0..<frame.height {
      for column in 0..<frame.width { #expect(decoded.rows[row][column] == frame[row, column].style) }
    }
    // And with the text beside it, the frame itself comes back (a gallery's screens are read this way).
    #expect(Frame(text: frame.text, styles: decoded) == frame)
  }

  @Test func aScreenWithHebrewAndArabic_readsBackAsDrawn() throws {
    // Its file holds the visual order: read back through put, the right-to-left text was turned round again
    // and every comparison with an earlier gallery saw it changed.
    for rightToLeft in [false, true] {
      var frame = Frame(width: 20, height: 3)
      frame.rightToLeft = rightToLeft
      frame.put("עברית", row: 0, column: 1)
      frame.put("العربية", row: 1, column: 1)
      frame.put("日本語 ok", row: 2, column: 1)
      let decoded = try StyleMap.decode(StyleMap.encode(frame))
      #expect(Frame(text: frame.text, styles: decoded).text == frame.text, "mirrored: \(rightToLeft)")
    }
  }

  @Test func everyStyle_hasItsOwnSymbol_andItsWordsReadBack() {
    var seen = Set<Character>()
    for bits in 0..<16 {
      for color in [nil] + CellStyle.Color.all {
        let style = CellStyle(
          bold: bits & 1 != 0, reverse: bits & 2 != 0, dim: bits & 4 != 0, underline: bits & 8 != 0, color: color)
        #expect(seen.insert(StyleMap.symbol(style)).inserted, "\(style.words) shares a symbol")
        #expect(CellStyle(words: style.words) == style)
      }
    }
    #expect(seen.count == 96)
  }

  /// The point of the layer: a change no character shows (focus moved, a row dimmed) changes the map.
  @Test func aFocusMove_changesTheMap_whereTheTextStaysTheSame() {
    var before = Frame(width: 10, height: 2)
    before.put("First", row: 0, column: 2, style: CellStyle(reverse: true))
    before.put("Second", row: 1, column: 2)
    var after = Frame(width: 10, height: 2)
    after.put("First", row: 0, column: 2)
    after.put("Second", row: 1, column: 2, style: CellStyle(reverse: true))
    after.cursor = (1, 2)
    #expect(before.text == after.text)
    #expect(StyleMap.encode(before) != StyleMap.encode(after))
  }

  @Test(arguments: [
    ("", "the first line is not 'cursor ROW COLUMN'"),
    ("cursor 1\n. plain\n\n..\n", "the first line is not 'cursor ROW COLUMN'"),
    ("cursor 0 0\n. plain\n\n.x\n", "row 1 uses 'x', which the legend does not list"),
    ("cursor 0 0\n. sparkly\n\n..\n", "line 2 is not a symbol and a style: '. sparkly'"),
  ])
  func decode_saysWhatIsWrong(_ text: String, _ message: String) {
    #expect(throws: StyleMap.ReadError(message: message)) { try StyleMap.decode(text) }
  }

  @Test func ansi_setsEachStyleOnce_resetsAtEveryLineEnd_andSkipsAWideCharactersSecondCell() {
    var frame = Frame(width: 6, height: 2)
    frame.put("Hi", row: 0, column: 0, style: CellStyle(bold: true, color: .accent))
    frame.put("日", row: 1, column: 1, style: CellStyle(reverse: true))
    #expect(frame.ansi() == "\u{1B}[0;1;36mHi\u{1B}[0m    \n \u{1B}[0;7m日\u{1B}[0m   \n")
  }

  /// With a theme's palette every cell carries the theme's colours, its ground included (`render --color` of
  /// a state that chose a theme, or with --theme): rendered in the terminal's own colours it ignored the theme.
  @Test func ansi_withAPalette_paintsTheRolesAndTheGround() {
    var frame = Frame(width: 4, height: 1)
    frame.put("Hi", row: 0, column: 0, style: CellStyle(bold: true, color: .accent))
    let palette = TerminalPalette(foreground: 231, background: 236, roles: [75, 2, 3, 1, 7])
    #expect(
      frame.ansi(palette: palette)
        == "\u{1B}[0;1;38;5;75;48;5;236mHi\u{1B}[0;38;5;231;48;5;236m  \u{1B}[0m\n")
  }
}
