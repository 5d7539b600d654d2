import PushPresentation
import Testing

@testable import PushGallery

@Suite struct ScreenSVGTests {
  let palette = GalleryPalette.xterm

  @Test func colors_reverseSwaps_dimIsHalfway() {
    let fg = palette.foreground
    let bg = palette.background
    #expect(palette.colors(.plain) == (fg, bg))
    #expect(palette.colors(CellStyle(reverse: true)) == (bg, fg))
    #expect(palette.colors(CellStyle(color: .bad)) == (GalleryPalette.RGB(0xCD, 0, 0), bg))
    #expect(palette.colors(CellStyle(dim: true)).text == GalleryPalette.RGB(0x72, 0x72, 0x72))
  }

  @Test func render_placesEveryCharacterAtItsCell_withItsColourAndWeight() {
    var frame = Frame(width: 8, height: 2)
    frame.put("On", row: 0, column: 5, style: CellStyle(color: .good))
    frame.put("A<b", row: 1, column: 0, style: CellStyle(bold: true))
    frame.cursor = (1, 7)
    let svg = ScreenSVG.render(frame, palette: palette, title: "t & t")
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"80\" height=\"40\""))
    #expect(svg.contains("<title>t &amp; t</title>"))
    #expect(svg.contains("<text x=\"50 60\" y=\"15\" fill=\"#00cd00\" xml:space=\"preserve\">On</text>"))
    #expect(
      svg.contains(
        "<text x=\"0 10 20\" y=\"35\" fill=\"#e5e5e5\" font-weight=\"bold\" xml:space=\"preserve\">A&lt;b</text>"))
    // The cursor: a bar under its cell, the palette's light on the dark ground; the cell keeps its colours.
    #expect(svg.contains("<rect x=\"70\" y=\"37\" width=\"10\" height=\"3\" fill=\"#e5e5e5\""))
    #expect(!svg.contains("<rect x=\"70\" y=\"20\" width=\"10\" height=\"20\""), "no block over it")
    #expect(!svg.contains("<script"), "nothing runs")
  }

  /// The bell (Explore's Notifications) is drawn, not written: where no emoji font is installed the page
  /// showed a missing glyph's box.
  @Test func render_drawsTheBell_asAShapeInItsColour() {
    var frame = Frame(width: 6, height: 1)
    frame.put("🔔 ab", row: 0, column: 0, style: CellStyle(color: .accent))
    let svg = ScreenSVG.render(frame, palette: palette, title: "t", showCursor: false)
    #expect(!svg.contains("🔔"))
    let accent = palette.colors(CellStyle(color: .accent)).text.hex
    #expect(svg.contains("<path transform=\"translate(3 2)\" fill=\"\(accent)\" role=\"img\" aria-label=\"bell\""))
    #expect(svg.contains(">ab</text>"), "the text after it in its cells")
  }

  /// A box's lines are rectangles that meet from cell to cell (glyphs left seams between an alert's rows).
  @Test func render_drawsBoxLines_asRectanglesThatMeet() {
    var frame = Frame(width: 3, height: 2)
    frame.put("┌─┐", row: 0, column: 0)
    frame.put("│ │", row: 1, column: 0)
    let svg = ScreenSVG.render(frame, palette: palette, title: "t", showCursor: false)
    #expect(!svg.contains("<text"), "no line is a glyph")
    let ink = palette.foreground.hex
    // The left side: the corner's downward stroke ends where the next row's line begins.
    #expect(svg.contains("<rect x=\"4\" y=\"10\" width=\"1\" height=\"10\" fill=\"\(ink)\""))
    #expect(svg.contains("<rect x=\"4\" y=\"20\" width=\"1\" height=\"20\" fill=\"\(ink)\""))
    #expect(svg.contains("<rect x=\"10\" y=\"10\" width=\"10\" height=\"1\" fill=\"\(ink)\""))
  }

  /// Text copied from a slide keeps its spaces: the blanks between words of one style are in the run, the
  /// blanks before a change of style are not.
  @Test func render_keepsTheSpacesBetweenWords() {
    var frame = Frame(width: 20, height: 1)
    frame.put("Push  notifications", row: 0, column: 0)
    let svg = ScreenSVG.render(frame, palette: palette, title: "x", showCursor: false)
    let xs = (0..<19).map { String($0 * 10) }.joined(separator: " ")
    #expect(
      svg.contains("<text x=\"\(xs)\" y=\"15\" fill=\"#e5e5e5\" xml:space=\"preserve\">Push  notifications</text>"))
    var two = Frame(width: 12, height: 1)
    two.put("Thanks", row: 0, column: 0)
    two.put("On", row: 0, column: 10, style: CellStyle(color: .good))
    let split = ScreenSVG.render(two, palette: palette, title: "x", showCursor: false)
    #expect(split.contains(">Thanks</text>") && split.contains(">On</text>"), "no trailing blanks in a run")
  }

  @Test func render_reverseRunIsOneRectangle_underlineALine_marksOutlineTheCells() {
    var frame = Frame(width: 10, height: 1)
    frame.put("Focus", row: 0, column: 2, style: CellStyle(reverse: true))
    frame.put("QA", row: 0, column: 8, style: CellStyle(dim: true, underline: true, color: .muted))
    frame.cursor = (0, 0)
    let svg = ScreenSVG.render(frame, palette: palette, title: "x", marks: [3, 4], showCursor: false)
    #expect(svg.contains("<rect x=\"20\" y=\"0\" width=\"50\" height=\"20\" fill=\"#e5e5e5\""))
    // Blue at half intensity over black, under the two cells.
    #expect(svg.contains("<rect x=\"80\" y=\"17\" width=\"20\" height=\"1\" fill=\"#000077\""))
    #expect(
      svg.contains(
        "<rect class=\"changed\" x=\"31\" y=\"1\" width=\"18\" height=\"18\" fill=\"none\" stroke=\"#ff00ff\""))
  }

  @Test func markup_escapesWhatWouldBreakThePage_andNoControlCharacterPasses() {
    #expect(Markup.escape("<a href=\"x\">'&'</a>") == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    #expect(Markup.escape("a\u{1B}[31mb\u{9B}c") == "a\u{FFFD}[31mb\u{FFFD}c")
  }
}
