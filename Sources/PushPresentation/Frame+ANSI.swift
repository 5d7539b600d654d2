extension Frame {
  /// The frame as a terminal shows it, in ANSI escape sequences (SGR: bold, dim, underline, reverse, the
  /// eight colours over the terminal's own background; with a reading theme's palette, its xterm-256 colours
  /// and ground), one line per row, each ending with a reset so that a paste into an issue or a document
  /// does not colour what follows. `render NAME --color` prints it.
  public func ansi(palette: TerminalPalette? = nil) -> String {
    var out = ""
    for row in 0..<height {
      // With a palette every cell carries its colours (the theme's ground too), so each row starts with them.
      var current: CellStyle? = palette == nil ? .plain : nil
      for column in 0..<width {
        let cell = self[row, column]
        if cell.isContinuation { continue }
        if cell.style != current {
          out += Self.sgr(cell.style, palette: palette)
          current = cell.style
        }
        cell.forEachDrawnScalar { out.unicodeScalars.append(Unicode.Scalar($0) ?? "\u{FFFD}") }
      }
      out += current == .plain && palette == nil ? "\n" : "\u{1B}[0m\n"
    }
    return out
  }

  /// The sequence that sets `style` from any other: a reset, then its attributes and colour; with a palette,
  /// the palette's colour for its role (or text) and the palette's ground, as xterm-256 indices.
  static func sgr(_ style: CellStyle, palette: TerminalPalette? = nil) -> String {
    var codes = ["0"]
    if style.bold { codes.append("1") }
    if style.dim { codes.append("2") }
    if style.underline { codes.append("4") }
    if style.reverse { codes.append("7") }
    if let palette {
      let role = style.color.flatMap { CellStyle.Color.all.firstIndex(of: $0) }
      let text = role.map { palette.roles[$0] } ?? palette.foreground
      if text >= 0 { codes += ["38", "5", String(text)] }
      if palette.background >= 0 { codes += ["48", "5", String(palette.background)] }
    } else if let color = style.color {
      codes.append(String(30 + color.ansi))
    }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
