import PushCore

/// Rows laid out as body lines: wrapped labels, a cell's display, a text field's lines, annotations.
extension FrameRenderer {
  /// `qa`: the replica's own words are drawn (a row's "unavailable"). `barShown`: the scroll bar takes the
  /// last column, so wrapped text keeps a cell away from it.
  func layout(
    _ rows: [Row], focusedID: String?, width: Int, qa: Bool = true, barShown: Bool = false, rightToLeft: Bool = false
  ) -> [Line] {
    // The width text is wrapped and cut to; controls keep the screen's (their values end two cells short of it).
    let textWidth = barShown ? width - 1 : width
    var lines: [Line] = []
    var previous: Role?
    var wasBlock = false
    for row in rows where row.placement == .body && !row.accessibleOnly {
      let isBlock = (row.role == .text && !row.cell) || row.role == .alert
      defer { wasBlock = isBlock }
      if previous != nil
        && (row.sectionStart || row.role == .heading || isBlock != wasBlock || (isBlock && wasBlock))
      {
        lines.append(Line(rowID: nil) { _, _ in })
      }
      previous = row.role
      switch row.role {
      case .heading:
        let text = TextLayout.truncate(glyphs.text(row.label), to: textWidth - 2, ellipsis: glyphs.ellipsis)
        lines.append(
          Line(rowID: nil) { frame, y in
            frame.put(text, row: y, column: 1, style: self.style(CellStyle(bold: true), .accent))
          })
      case .text where row.cell:
        lines.append(Line(rowID: nil) { frame, y in self.drawControl(row, focused: false, qa: qa, into: &frame, y: y) })
      case .text where row.display != nil, .alert where row.display != nil:
        lines += textDisplayLines(row, row.display!, width: textWidth)
      case .text, .alert:
        let prefix = row.role == .alert ? glyphs.warning + " " : ""
        let wrapped: [String]
        // A bullet's lines hang under its text, not under the bullet.
        if row.role == .text, row.label.hasPrefix("- ") || row.label.hasPrefix("• ") {
          let bullet = glyphs.text(String(row.label.prefix(2)))
          let rest = wraps.wrap(glyphs.text(String(row.label.dropFirst(2))), to: max(1, textWidth - 5))
          wrapped = rest.enumerated().map { ($0 == 0 ? bullet : "  ") + $1 }
        } else {
          wrapped = wraps.wrap(glyphs.text(prefix + row.label), to: textWidth - 3)
        }
        var st = row.role == .alert ? style(CellStyle(bold: true), .bad) : CellStyle.plain
        if row.emphasized { st.bold = true }
        for text in wrapped {
          lines.append(
            Line(rowID: row.focusable ? row.id : nil) { frame, y in frame.put(text, row: y, column: 2, style: st) })
        }
      case .button, .popUpButton, .switchButton, .textField:
        let isFocused = row.id == focusedID
        lines.append(
          Line(rowID: row.id, names: (row.display?.naming ?? 0) == 0) { frame, y in
            self.drawControl(row, focused: isFocused, qa: qa, into: &frame, y: y)
          })
        if let display = row.display { lines += displayLines(row, display, width: width, focused: isFocused) }
        if case .textField(let field, _)? = row.value {
          lines += fieldLines(row, field, focused: isFocused, width: width, rightToLeft: rightToLeft)
        }
      }
      if let annotation = row.annotation { lines += annotationLines(annotation, width: textWidth) }
    }
    return lines
  }

  /// A text drawn as its lines (a detail's header, an onboarding item, the counter and its warnings): the
  /// first bold where the row is emphasized and after its picture, the others under it, each wrapped.
  func textDisplayLines(_ row: Row, _ display: Row.Display, width: Int) -> [Line] {
    let ascii = glyphs.ellipsis != "…"
    let icon = row.icon.map { ascii ? $0.ascii : $0.unicode }
    let indent = icon == nil ? 2 : 2 + TextLayout.width(icon!) + 1
    let alert = row.role == .alert
    var out: [Line] = []
    for (index, line) in display.lines.enumerated() {
      // A warning line is marked by its glyph as well as its colour (the first line is the counter).
      let warned = alert && index > 0
      var st = warned ? style(CellStyle(bold: true), .bad) : line.warning ? style(.plain, .bad) : CellStyle.plain
      if index == 0 && row.emphasized { st.bold = true }
      let text = (warned ? glyphs.warning + " " : "") + glyphs.text(line.text)
      for (part, wrapped) in wraps.wrap(text, to: width - indent - 1).enumerated() {
        let first = index == 0 && part == 0
        out.append(
          Line(rowID: nil) { frame, y in
            if first, let icon {
              frame.put(icon, row: y, column: 2, style: CellStyle(reverse: row.emphasized))
            }
            frame.put(wrapped, row: y, column: indent, style: st)
          })
      }
    }
    return out
  }

  /// A cell's lines under its first: indented past its picture, each with its text at the right.
  func displayLines(_ row: Row, _ display: Row.Display, width: Int, focused: Bool = false) -> [Line] {
    let indent = row.icon == nil ? 2 : 4
    let dim = CellStyle(dim: !row.enabled)
    return display.lines.enumerated().dropFirst().map { index, line in
      let trailing = line.trailing.map { glyphs.text($0) } ?? ""
      let trailingWidth = TextLayout.width(trailing)
      let room = max(1, width - indent - 2 - (trailingWidth > 0 ? trailingWidth + 2 : 0))
      let text = TextLayout.truncate(glyphs.text(line.text), to: room, ellipsis: glyphs.ellipsis)
      // The line that names a focused row carries the focus mark too, where the cursor is.
      let marked = index == display.naming && focused
      return Line(rowID: row.id, names: index == display.naming) { frame, y in
        if marked { frame.put(self.glyphs.focus, row: y, column: 0, style: CellStyle(bold: true)) }
        frame.put(text, row: y, column: indent, style: dim)
        if trailingWidth > 0 { frame.put(trailing, row: y, column: width - 2 - trailingWidth, style: dim) }
      }
    }
  }

  /// A text field's text under its label, between bars, wrapped by characters; the placeholder, dim, when
  /// it is empty. The line with the insertion point carries it when the field is focused.
  func fieldLines(_ row: Row, _ field: TextField, focused: Bool, width: Int, rightToLeft: Bool = false) -> [Line] {
    let ascii = glyphs.ellipsis != "…"
    let bar = glyphs.box.v
    let barStyle = style(.plain, focused ? .accent : .muted)
    if field.text.isEmpty {
      let placeholder = TextLayout.truncate(
        glyphs.text(row.placeholder ?? ""), to: width - 6, ellipsis: glyphs.ellipsis)
      return [
        Line(rowID: row.id, caret: focused ? 4 : nil) { frame, y in
          frame.put(bar, row: y, column: 2, style: barStyle)
          frame.put(placeholder, row: y, column: 4, style: CellStyle(dim: true))
        }
      ]
    }
    let (chunks, caret) = TextFieldLayout.lines(field, columns: width - 6, ascii: ascii)
    return chunks.enumerated().map { index, chunk in
      let shown = FieldRun(chunk, ascii: ascii, width: width, rightToLeft: rightToLeft)
      let caretColumn = focused && index == caret.line ? shown.caret(at: caret.column) : nil
      return Line(rowID: row.id, caret: caretColumn) { frame, y in
        frame.put(bar, row: y, column: 2, style: barStyle)
        var column = shown.start
        for character in shown.characters {
          column = frame.put(
            character: character, row: y, column: column, width: TextFieldLayout.width(character, ascii: ascii),
            style: .plain)
        }
      }
    }
  }

  /// A text field's line as the terminal shows it: in visual order (Hebrew typed into a field reads right to
  /// left), and in a mirrored screen against the field's bar on the right, as the app's natural alignment
  /// puts it there. `start` is the visual column of its first cell; the caret is given as the layout counts
  /// it (from the leading edge, which the renderer mirrors).
  struct FieldRun {
    var characters: [Character]
    var start: Int
    var width: Int
    var screenWidth: Int
    var rightToLeft: Bool
    /// The line's own direction (its first letter's): where a logical position falls in it.
    var readsRightToLeft: Bool

    init(_ chunk: [Character], ascii: Bool, width: Int, rightToLeft: Bool) {
      let text = String(chunk)
      let hasRightToLeft = Bidi.hasRightToLeft(text)
      characters = hasRightToLeft || rightToLeft ? Array(Bidi.visual(text, rightToLeft: rightToLeft)) : chunk
      self.width = characters.reduce(0) { $0 + TextFieldLayout.width($1, ascii: ascii) }
      screenWidth = width
      self.rightToLeft = rightToLeft
      readsRightToLeft = hasRightToLeft && (Bidi.firstLetterIsRightToLeft(text) ?? rightToLeft)
      start = rightToLeft ? max(0, width - 4 - self.width) : 4
    }

    /// The caret before logical column `column`, as the layout counts columns.
    func caret(at column: Int) -> Int {
      let visual = readsRightToLeft ? start + width - 1 - column : start + column
      return rightToLeft ? screenWidth - 1 - visual : visual
    }
  }

  /// An annotation is marked in words ("QA:") and drawn dim and underlined, so it is never taken for the
  /// app's own text, with or without colour.
  static let annotationStyle = CellStyle(dim: true, underline: true)

  func annotationLines(_ text: String, width: Int) -> [Line] {
    wraps.wrap(glyphs.text("QA: " + text), to: width - 5).map { line in
      Line(rowID: nil) { frame, y in
        frame.put(line, row: y, column: 4, style: self.style(Self.annotationStyle, .muted))
      }
    }
  }
}
