import PushPresentation

/// A frame as SVG, cell for cell as a terminal paints it: each cell 10 by 20 units, backgrounds as
/// rectangles, every character placed at its own cell (so no font's widths can shift a column), bold as a
/// bold face, dim at half intensity, underline as a line under the cells, reverse as swapped colours, and
/// the cursor as a bar under its cell. Needs no script and no network.
public enum ScreenSVG {
  public static let cellWidth = 10
  public static let cellHeight = 20
  /// DejaVu Sans Mono's advance is 0.602 of its size: at 16.61 px it is the cell's 10.
  static let fontSize = "16.61"
  static let baseline = 15
  /// The colour that marks a changed cell in a comparison: a magenta the screen itself never uses.
  public static let markColor = GalleryPalette.RGB(0xFF, 0x00, 0xFF)

  /// `marks`: cells (row × width + column) outlined as changed.
  public static func render(
    _ frame: Frame, palette: GalleryPalette, title: String, marks: Set<Int> = [], showCursor: Bool = true
  ) -> String {
    let w = frame.width * cellWidth
    let h = frame.height * cellHeight
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)" \
      font-family="'DejaVu Sans Mono', 'Liberation Mono', monospace" font-size="\(fontSize)" role="img" \
      aria-label="\(Markup.escape(title))"><title>\(Markup.escape(title))</title>\
      <rect width="\(w)" height="\(h)" fill="\(palette.background.hex)"/>

      """
    let cursorAt =
      showCursor && frame.cursor.row < frame.height && frame.cursor.column < frame.width
      ? frame.cursor.row * frame.width + frame.cursor.column : -1
    for row in 0..<frame.height {
      let colors = (0..<frame.width).map { column in palette.colors(frame[row, column].style) }
      out += backgrounds(row: row, colors: colors, palette: palette)
      out += underlines(row: row, frame: frame, colors: colors)
      out += glyphs(row: row, frame: frame, colors: colors)
      if cursorAt >= 0, cursorAt / frame.width == row {
        let column = cursorAt % frame.width
        out += cursorBar(row: row, column: column, blank: frame[row, column].character == " ", colors[column], palette)
      }
      if !marks.isEmpty { out += markRects(row: row, width: frame.width, marks: marks) }
    }
    return out + "</svg>\n"
  }

  /// Runs of cells whose background is not the terminal's, as one rectangle each.
  static func backgrounds(
    row: Int, colors: [(text: GalleryPalette.RGB, background: GalleryPalette.RGB)], palette: GalleryPalette
  )
    -> String
  {
    var out = ""
    var column = 0
    while column < colors.count {
      let back = colors[column].background
      var end = column + 1
      while end < colors.count, colors[end].background == back { end += 1 }
      if back != palette.background {
        out += rect(row: row, from: column, to: end, fill: back)
      }
      column = end
    }
    return out
  }

  /// The cursor as a bar under its cell (a block cursor swapped the colours of a focused label's first letter,
  /// which then looked cut off the rest: "L" + "og in"), in the cell's ink; a blank cell shows none, so the
  /// palette's dark on a light cell and its light on a dark one.
  static func cursorBar(
    row: Int, column: Int, blank: Bool, _ cell: (text: GalleryPalette.RGB, background: GalleryPalette.RGB),
    _ palette: GalleryPalette
  ) -> String {
    func luma(_ c: GalleryPalette.RGB) -> Int { Int(c.r) * 299 + Int(c.g) * 587 + Int(c.b) * 114 }
    let (fg, bg) = (palette.foreground, palette.background)
    let (dark, light) = luma(fg) < luma(bg) ? (fg, bg) : (bg, fg)
    let bar = !blank ? cell.text : luma(cell.background) > 128_000 ? dark : light
    return "<rect x=\"\(column * cellWidth)\" y=\"\(row * cellHeight + cellHeight - 3)\" width=\"\(cellWidth)\" "
      + "height=\"3\" fill=\"\(bar.hex)\" shape-rendering=\"crispEdges\"/>\n"
  }

  /// A character the screens use that few fonts have, drawn as a shape in its two cells: the bell (Explore's
  /// Notifications button). Nil for any other character.
  static func picture(_ scalar: Unicode.Scalar, x: Int, y: Int, color: GalleryPalette.RGB) -> String? {
    if let lines = boxLines[scalar] {
      // A box's lines as rectangles that meet from cell to cell: glyphs left seams between the rows.
      return lines.map { l in
        "<rect x=\"\(x + l.x)\" y=\"\(y + l.y)\" width=\"\(l.w)\" height=\"\(l.h)\" fill=\"\(color.hex)\" "
          + "shape-rendering=\"crispEdges\"/>\n"
      }.joined()
    }
    guard scalar == "🔔" else { return nil }
    // A bell 14 wide and 15 high, centred in the 20 by 20 of two cells: dome, rim, clapper.
    return "<path transform=\"translate(\(x + 3) \(y + 2))\" fill=\"\(color.hex)\" role=\"img\" "
      + "aria-label=\"bell\" d=\"M7 0a1.2 1.2 0 0 1 1.2 1.2v.6A5 5 0 0 1 12 6.7V10l2 2.2V13H0v-.8L2 10V6.7"
      + "A5 5 0 0 1 5.8 1.8v-.6A1.2 1.2 0 0 1 7 0zM5 14h4a2 2 0 0 1-4 0z\"/>\n"
  }

  /// The box-drawing characters the screens use, as rectangles in a 10 by 20 cell: a line 1 wide through its
  /// middle (the scroll thumb 3), reaching the cell's edges where it goes on.
  static let boxLines: [Unicode.Scalar: [(x: Int, y: Int, w: Int, h: Int)]] = [
    "─": [(0, 10, 10, 1)], "│": [(4, 0, 1, 20)], "┃": [(3, 0, 3, 20)],
    "┌": [(4, 10, 6, 1), (4, 10, 1, 10)], "┐": [(0, 10, 5, 1), (4, 10, 1, 10)],
    "└": [(4, 10, 6, 1), (4, 0, 1, 11)], "┘": [(0, 10, 5, 1), (4, 0, 1, 11)],
  ]

  static func rect(row: Int, from: Int, to: Int, fill: GalleryPalette.RGB) -> String {
    "<rect x=\"\(from * cellWidth)\" y=\"\(row * cellHeight)\" width=\"\((to - from) * cellWidth)\" "
      + "height=\"\(cellHeight)\" fill=\"\(fill.hex)\" shape-rendering=\"crispEdges\"/>\n"
  }

  static func underlines(row: Int, frame: Frame, colors: [(text: GalleryPalette.RGB, background: GalleryPalette.RGB)])
    -> String
  {
    var out = ""
    var column = 0
    while column < frame.width {
      guard frame[row, column].style.underline else {
        column += 1
        continue
      }
      let color = colors[column].text
      var end = column + 1
      while end < frame.width, frame[row, end].style.underline, colors[end].text == color { end += 1 }
      out +=
        "<rect x=\"\(column * cellWidth)\" y=\"\(row * cellHeight + 17)\" width=\"\((end - column) * cellWidth)\" "
        + "height=\"1\" fill=\"\(color.hex)\" shape-rendering=\"crispEdges\"/>\n"
      column = end
    }
    return out
  }

  /// The row's characters: one `<text>` for each run of cells of one colour and weight, each character at its
  /// cell's x. The spaces between the words of a run are kept (`xml:space="preserve"`), so text copied from a
  /// slide reads as it does on the screen. A cell of more than one character (a combining mark) or outside
  /// the first plane has a `<text>` of its own.
  static func glyphs(row: Int, frame: Frame, colors: [(text: GalleryPalette.RGB, background: GalleryPalette.RGB)])
    -> String
  {
    let y = row * cellHeight + baseline
    var out = ""
    var single = ""
    var run: (attributes: String, xs: [Int], text: String)?
    var spaces: [Int] = []  // Blank cells after the run's last character: kept if the run goes on.
    func close() {
      if let run {
        let xs = run.xs.map(String.init).joined(separator: " ")
        out += "<text x=\"\(xs)\" y=\"\(y)\" \(run.attributes) xml:space=\"preserve\">\(run.text)</text>\n"
      }
      run = nil
      spaces = []
    }
    for column in 0..<frame.width {
      let cell = frame[row, column]
      if cell.isContinuation { continue }
      if cell.isSpace {
        if run != nil { spaces.append(column) }
        continue
      }
      var scalars: [Unicode.Scalar] = []
      cell.forEachDrawnScalar { scalars.append(Unicode.Scalar($0) ?? "\u{FFFD}") }
      guard let first = scalars.first else { continue }  // Never empty: a cell that is not a continuation has one.
      let attributes = "fill=\"\(colors[column].text.hex)\"" + (cell.style.bold ? " font-weight=\"bold\"" : "")
      var text = String.UnicodeScalarView()
      for scalar in scalars { text.append(scalar.value < 0x20 ? "\u{FFFD}" : scalar) }
      if let picture = picture(first, x: column * cellWidth, y: row * cellHeight, color: colors[column].text) {
        // Drawn, not written: a page viewed where no emoji font is installed showed a missing glyph's box.
        close()
        single += picture
        continue
      }
      if scalars.count > 1 || first.value > 0xFFFF {
        close()
        single +=
          "<text x=\"\(column * cellWidth)\" y=\"\(y)\" \(attributes)>\(Markup.escape(String(text)))</text>\n"
        continue
      }
      if run?.attributes != attributes {
        close()
        run = (attributes, [], "")
      }
      for blank in spaces {
        run?.xs.append(blank * cellWidth)
        run?.text += " "
      }
      spaces = []
      run?.xs.append(column * cellWidth)
      run?.text += Markup.escape(String(text))
    }
    close()
    return out + single
  }

  static func markRects(row: Int, width: Int, marks: Set<Int>) -> String {
    var out = ""
    var column = 0
    while column < width {
      guard marks.contains(row * width + column) else {
        column += 1
        continue
      }
      var end = column + 1
      while end < width, marks.contains(row * width + end) { end += 1 }
      out +=
        "<rect class=\"changed\" x=\"\(column * cellWidth + 1)\" y=\"\(row * cellHeight + 1)\" "
        + "width=\"\((end - column) * cellWidth - 2)\" height=\"\(cellHeight - 2)\" fill=\"none\" "
        + "stroke=\"\(markColor.hex)\" stroke-width=\"2\" shape-rendering=\"crispEdges\"/>\n"
      column = end
    }
    return out
  }
}

/// Text made safe inside HTML and SVG, as content or in a quoted attribute.
enum Markup {
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default:
        // Nothing from outside reaches the page as a control character.
        if scalar.value < 0x20 && scalar != "\n" || (0x7F...0x9F).contains(scalar.value) {
          out += "\u{FFFD}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
