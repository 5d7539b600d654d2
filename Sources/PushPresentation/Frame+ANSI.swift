extension Frame {
  /// The frame as a terminal shows it, in ANSI escape sequences (SGR: bold, dim, underline, reverse, the
  /// eight colours over the terminal's own background), one line per row, each ending with a reset so
  /// that a paste into an issue or a document does not colour what follows. `render NAME --color` prints it.
  public func ansi() -> String {
    var out = ""
    for row in 0..<height {
      var current = CellStyle.plain
      for column in 0..<width {
        let cell = self[row, column]
        if cell.isContinuation { continue }
        if cell.style != current {
          out += Self.sgr(cell.style)
          current = cell.style
        }
        cell.forEachDrawnScalar { out.unicodeScalars.append(Unicode.Scalar($0) ?? "\u{FFFD}") }
      }
      out += current == .plain ? "\n" : "\u{1B}[0m\n"
    }
    return out
  }

  /// The sequence that sets `style` from any other: a reset, then its attributes and colour.
  static func sgr(_ style: CellStyle) -> String {
    var codes = ["0"]
    if style.bold { codes.append("1") }
    if style.dim { codes.append("2") }
    if style.underline { codes.append("4") }
    if style.reverse { codes.append("7") }
    if let color = style.color { codes.append(String(30 + color.ansi)) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
