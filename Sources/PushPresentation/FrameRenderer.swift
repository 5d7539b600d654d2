import PushCore

/// Draws a screen model into a frame: a pure function of the model, the interface state and the size.
public struct FrameRenderer: Sendable {
  public static let minimumWidth = 40
  public static let minimumHeight = 12

  public var glyphs: Glyphs
  public var color: Bool
  /// This renderer's wrapped paragraphs and key lines, kept across frames.
  let wraps = WrapCache()

  public init(glyphs: Glyphs = .unicode, color: Bool = true) {
    self.glyphs = glyphs
    self.color = color
  }

  /// One laid-out body line: which row it belongs to and what it shows.
  struct Line {
    var rowID: String?
    /// The column of the insertion point, on the line of a focused text field that holds it.
    var caret: Int?
    var draw: (inout Frame, Int) -> Void

    init(rowID: String?, caret: Int? = nil, draw: @escaping (inout Frame, Int) -> Void) {
      self.rowID = rowID
      self.caret = caret
      self.draw = draw
    }
  }

  /// A drawn frame, the scroll offset it used (the caller keeps it for the next frame), and which row
  /// each place on the screen shows (for mouse clicks).
  public struct Rendered: Sendable {
    public var frame: Frame
    public var scroll: Int
    public var hits: HitMap
  }

  /// How many lines the bottom toolbar takes: its items, and the status's second line under them.
  static let toolbarHeight = 2

  /// `reusing`: a frame no longer shown, whose memory the new one is made in.
  public func render(
    _ model: ScreenModel, ui: UIState, width: Int, height: Int, reusing spare: consuming Frame? = nil
  ) -> Rendered {
    var frame = Frame(recycling: consume spare, width: width, height: height)
    var hits = HitMap()
    guard width >= Self.minimumWidth, height >= Self.minimumHeight else {
      let message = "Too small: \(width)x\(height) (need \(Self.minimumWidth)x\(Self.minimumHeight))"
      frame.put(TextLayout.truncate(glyphs.text(message), to: width, ellipsis: glyphs.ellipsis), row: 0, column: 0)
      frame.cursor = (0, 0)
      return Rendered(frame: frame, scroll: ui.scroll[model.key] ?? 0, hits: HitMap())
    }
    let focused = ui.focusedRow(in: model)
    let focusedID = model.alert == nil ? focused?.id : nil
    // Where the navigation bar's and the toolbar's focused item is: the cursor goes there.
    var itemCursor: (row: Int, column: Int)?
    drawHeader(model, focusedID: focusedID, into: &frame, hits: &hits, cursor: &itemCursor)

    // Body, and the toolbar under it when the screen has one.
    let toolbar = model.rows.filter { $0.placement == .toolbar && !$0.accessibleOnly }
    let top = 2
    let bodyHeight = height - 4 - (toolbar.isEmpty ? 0 : Self.toolbarHeight)
    let lines = layout(model.rows, focusedID: focusedID, width: width)
    let scroll = scrollOffset(lines, focusedID: focusedID, from: ui.scroll[model.key] ?? 0, bodyHeight: bodyHeight)
    for i in 0..<bodyHeight where scroll + i < lines.count {
      lines[scroll + i].draw(&frame, top + i)
      if model.alert == nil, let id = lines[scroll + i].rowID { hits.lines[top + i] = id }
    }
    if !toolbar.isEmpty {
      drawToolbar(
        toolbar, focusedID: focusedID, into: &frame, top: top + bodyHeight + 1, hits: &hits, cursor: &itemCursor)
    }
    if model.alert == nil, let index = lines.firstIndex(where: { $0.caret != nil }), index >= scroll,
      index < scroll + bodyHeight, let caret = lines[index].caret
    {
      // In a text field the cursor is the insertion point, where a screen reader and the eye expect it.
      frame.cursor = (top + index - scroll, caret)
    } else if let itemCursor {
      frame.cursor = itemCursor
    } else if let id = focusedID, let index = lines.firstIndex(where: { $0.rowID == id }), index >= scroll,
      index < scroll + bodyHeight
    {
      frame.cursor = (top + index - scroll, 2)
    } else {
      // Nothing to focus: the cursor rests at the start of the first line, where reading begins.
      frame.cursor = (top, 2)
    }
    drawRule(into: &frame, row: 1, label: scroll > 0 ? glyphs.moreAbove : nil)
    drawRule(
      into: &frame, row: top + bodyHeight, label: scroll + bodyHeight < lines.count ? glyphs.moreBelow : nil)
    if let status = ui.status {
      let text = TextLayout.truncate(glyphs.text(status), to: width - 1, ellipsis: glyphs.ellipsis)
      frame.put(text, row: height - 1, column: 1, style: CellStyle(bold: true))
    } else {
      var keys = model.alert == nil && focused?.role == .textField ? glyphs.fieldKeys : glyphs.keys
      // The focused row's own keys (a cell's swipe actions) come first, where they are seen.
      if model.alert == nil, let actions = focused?.keyActions, !actions.isEmpty {
        keys = actions.map { "\($0.key) \($0.label)" }.joined(separator: "  ") + "  " + keys
      }
      frame.put(
        TextLayout.truncate(footer(glyphs.text(keys), width: width - 1), to: width - 1, ellipsis: glyphs.ellipsis),
        row: height - 1, column: 1, style: CellStyle(dim: true))
    }

    if let banner = model.banner { drawBanner(banner, into: &frame) }
    if let alert = model.alert { hits = HitMap(lines: drawAlert(alert, focusedID: focused?.id, into: &frame)) }
    if ui.showHelp {
      drawHelp(into: &frame, scroll: ui.helpScroll)
      hits = HitMap()
    }
    return Rendered(frame: frame, scroll: scroll, hits: hits)
  }

  /// Where the body starts: as it was, moved just enough to show the focused row (and the insertion point
  /// of a text field taller than the screen).
  func scrollOffset(_ lines: [Line], focusedID: String?, from previous: Int, bodyHeight: Int) -> Int {
    var scroll = min(previous, max(0, lines.count - bodyHeight))
    if let id = focusedID, let first = lines.firstIndex(where: { $0.rowID == id }) {
      let last = lines.lastIndex(where: { $0.rowID == id }) ?? first
      if first < scroll { scroll = first }
      if last >= scroll + bodyHeight { scroll = last - bodyHeight + 1 }
      // Show the heading or text just above a focused row near the top when there is room.
      if first == scroll, scroll > 0, first - 1 >= 0, lines[first - 1].rowID == nil { scroll -= 1 }
      // Text above the first row that takes focus, or below the last, can be reached by no focus move: with
      // that row focused (Home, End, or moving back to it), as much of it shows as fits.
      if !lines[..<first].contains(where: { $0.rowID != nil }) { scroll = min(scroll, max(0, last - bodyHeight + 1)) }
      if !lines[(last + 1)...].contains(where: { $0.rowID != nil }) {
        scroll = max(scroll, min(first, lines.count - bodyHeight))
      }
      // A text field taller than the screen: the line with the insertion point is the one that must show.
      if let caret = lines.firstIndex(where: { $0.caret != nil }) {
        if caret < scroll { scroll = caret }
        if caret >= scroll + bodyHeight { scroll = caret - bodyHeight + 1 }
      }
    }
    return max(0, scroll)
  }

  func style(_ base: CellStyle = .plain, _ color: CellStyle.Color?) -> CellStyle {
    var s = base
    if self.color { s.color = color }
    return s
  }

  /// The navigation bar: the way back (or a close button), the title in the middle, and the trailing items.
  func drawHeader(
    _ model: ScreenModel, focusedID: String?, into frame: inout Frame, hits: inout HitMap,
    cursor: inout (row: Int, column: Int)?
  ) {
    let width = frame.width
    var left = 1
    if let back = model.backTitle {
      let leading: String? =
        switch model.leading {
        case .back: "\(glyphs.back) \(back)"
        case .close: glyphs.close
        case .none: nil
        }
      if let leading {
        let text = TextLayout.truncate(glyphs.text(leading), to: width / 3, ellipsis: glyphs.ellipsis)
        left = frame.put(text, row: 0, column: 1, style: style(.plain, .accent)) + 2
      }
    }
    // Trailing items, right to left.
    var right = width - 1
    let ascii = glyphs.ellipsis != "…"
    for row in model.rows.reversed() where row.placement == .navigationBar && !row.accessibleOnly {
      // A picture (the bell) shows alone; its label is what speech says.
      let shown = row.icon.map { ascii ? $0.ascii : $0.unicode } ?? row.label
      let text = TextLayout.truncate(glyphs.text(shown), to: max(1, width / 4), ellipsis: glyphs.ellipsis)
      let column = right - TextLayout.width(text)
      drawItem(row, text: text, focused: row.id == focusedID, into: &frame, row: 0, column: column)
      hits.spans.append(HitMap.Span(row: 0, columns: (column - 1)..<right, id: row.id))
      if row.id == focusedID { cursor = (0, column) }
      right = column - 2
    }
    guard !model.titleHidden else { return }
    let title = TextLayout.truncate(
      glyphs.text(model.title), to: max(1, right - left), ellipsis: glyphs.ellipsis)
    let titleWidth = TextLayout.width(title)
    let column = min(max(left, (width - titleWidth) / 2), right - titleWidth)
    frame.put(title, row: 0, column: max(left, column), style: CellStyle(bold: true))
  }

  /// An item of the navigation bar or the toolbar: the focus mark before it and its text reversed when it
  /// has focus, dim when it is unavailable.
  func drawItem(_ row: Row, text: String, focused: Bool, into frame: inout Frame, row y: Int, column: Int) {
    var itemStyle = style(CellStyle(dim: !row.enabled), row.role == .text ? nil : .accent)
    // A filled picture (a filter that is applied) is drawn reversed, as a focused item is.
    itemStyle.reverse = row.emphasized
    if focused {
      itemStyle.reverse = true
      frame.put(glyphs.focus, row: y, column: column - 1, style: CellStyle(bold: true))
    }
    frame.put(text, row: y, column: column, style: itemStyle)
  }

  /// The bottom toolbar: its first item at the left, its last at the right, the others in between; an
  /// item with a picture shows the picture alone (its label is what speech says), a text shows its value
  /// on the line under it (the status's two lines).
  func drawToolbar(
    _ items: [Row], focusedID: String?, into frame: inout Frame, top: Int, hits: inout HitMap,
    cursor: inout (row: Int, column: Int)?
  ) {
    let width = frame.width
    let ascii = glyphs.ellipsis != "…"
    let room = max(1, (width - 4) / max(1, items.count))
    for (index, row) in items.enumerated() {
      let shown = row.display?.lines.first?.text ?? row.icon.map { ascii ? $0.ascii : $0.unicode } ?? row.label
      let text = TextLayout.truncate(glyphs.text(shown), to: room, ellipsis: glyphs.ellipsis)
      let textWidth = TextLayout.width(text)
      let column: Int
      if index == 0 {
        column = 2
      } else if index == items.count - 1 {
        column = width - 2 - textWidth
      } else {
        column = (width - textWidth) / 2
      }
      drawItem(row, text: text, focused: row.id == focusedID, into: &frame, row: top, column: column)
      if case .detail(let detail)? = row.value {
        let second = TextLayout.truncate(glyphs.text(detail), to: width - 4, ellipsis: glyphs.ellipsis)
        frame.put(
          second, row: top + 1, column: max(2, (width - TextLayout.width(second)) / 2), style: CellStyle(dim: true))
      }
      if row.focusableOnScreen {
        hits.spans.append(HitMap.Span(row: top, columns: (column - 1)..<(column + textWidth + 1), id: row.id))
      }
      if row.id == focusedID { cursor = (top, column) }
    }
  }

  func drawRule(into frame: inout Frame, row: Int, label: String?) {
    frame.fill(row: row, with: glyphs.rule.unicodeScalars.first ?? "-", style: style(.plain, .muted))
    if let label {
      let text = " \(label) "
      frame.put(text, row: row, column: max(0, frame.width - TextLayout.width(text) - 2), style: CellStyle(bold: true))
    }
  }

  func layout(_ rows: [Row], focusedID: String?, width: Int) -> [Line] {
    var lines: [Line] = []
    var previous: Role?
    for row in rows where row.placement == .body && !row.accessibleOnly {
      let isBlock = row.role == .text || row.role == .alert
      let wasBlock = previous == .text || previous == .alert
      if previous != nil
        && (row.sectionStart || row.role == .heading || isBlock != wasBlock || (isBlock && wasBlock))
      {
        lines.append(Line(rowID: nil) { _, _ in })
      }
      previous = row.role
      switch row.role {
      case .heading:
        let text = TextLayout.truncate(glyphs.text(row.label), to: width - 2, ellipsis: glyphs.ellipsis)
        lines.append(
          Line(rowID: nil) { frame, y in
            frame.put(text, row: y, column: 1, style: self.style(CellStyle(bold: true), .accent))
          })
      case .text where row.display != nil, .alert where row.display != nil:
        lines += textDisplayLines(row, row.display!, width: width)
      case .text, .alert:
        let prefix = row.role == .alert ? glyphs.warning + " " : ""
        let wrapped = wraps.wrap(glyphs.text(prefix + row.label), to: width - 3)
        var st = row.role == .alert ? style(CellStyle(bold: true), .bad) : CellStyle.plain
        if row.emphasized { st.bold = true }
        for text in wrapped {
          lines.append(
            Line(rowID: row.focusable ? row.id : nil) { frame, y in frame.put(text, row: y, column: 2, style: st) })
        }
      case .button, .popUpButton, .switchButton, .textField:
        let isFocused = row.id == focusedID
        lines.append(Line(rowID: row.id) { frame, y in self.drawControl(row, focused: isFocused, into: &frame, y: y) })
        if let display = row.display { lines += displayLines(row, display, width: width) }
        if case .textField(let field, _)? = row.value {
          lines += fieldLines(row, field, focused: isFocused, width: width)
        }
      }
      if let annotation = row.annotation { lines += annotationLines(annotation, width: width) }
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
  func displayLines(_ row: Row, _ display: Row.Display, width: Int) -> [Line] {
    let indent = row.icon == nil ? 2 : 4
    let dim = CellStyle(dim: !row.enabled)
    return display.lines.dropFirst().map { line in
      let trailing = line.trailing.map { glyphs.text($0) } ?? ""
      let trailingWidth = TextLayout.width(trailing)
      let room = max(1, width - indent - 2 - (trailingWidth > 0 ? trailingWidth + 2 : 0))
      let text = TextLayout.truncate(glyphs.text(line.text), to: room, ellipsis: glyphs.ellipsis)
      return Line(rowID: row.id) { frame, y in
        frame.put(text, row: y, column: indent, style: dim)
        if trailingWidth > 0 { frame.put(trailing, row: y, column: width - 2 - trailingWidth, style: dim) }
      }
    }
  }

  /// A text field's text under its label, between bars, wrapped by characters; the placeholder, dim, when
  /// it is empty. The line with the insertion point carries it when the field is focused.
  func fieldLines(_ row: Row, _ field: TextField, focused: Bool, width: Int) -> [Line] {
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
      Line(rowID: row.id, caret: focused && index == caret.line ? 4 + caret.column : nil) { frame, y in
        frame.put(bar, row: y, column: 2, style: barStyle)
        var column = 4
        for character in chunk {
          column = frame.put(
            character: character, row: y, column: column, width: TextFieldLayout.width(character, ascii: ascii),
            style: .plain)
        }
      }
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

  func valueText(_ row: Row) -> (String, CellStyle.Color?) {
    var value = ""
    var color: CellStyle.Color?
    switch row.value {
    case .toggle(true)?:
      value = "\(glyphs.switchOn) On"
      color = .good
    case .toggle(false)?:
      value = "\(glyphs.switchOff) Off"
    case .busy(let busy)?:
      // Where it is going, dimmed (see `drawControl`): the app has no words for waiting.
      value = busy.shows ? "\(glyphs.switchOn) On" : "\(glyphs.switchOff) Off"
    case .detail(let text)?:
      value = glyphs.text(text)
    case .textField?, nil:
      break
    }
    // Dim alone is lost on a monochrome terminal and to a screen reader reviewing the line: say it.
    if !row.enabled && !row.isBusy { value += (value.isEmpty ? "" : ", ") + "unavailable" }
    if row.disclosure { value += (value.isEmpty ? "" : " ") + glyphs.chevron }
    if row.externalLink { value += (value.isEmpty ? "" : " ") + glyphs.externalLink }
    return (value, color)
  }

  func drawControl(_ row: Row, focused: Bool, into frame: inout Frame, y: Int) {
    let width = frame.width
    let (value, valueColor) = valueText(row)
    let valueWidth = TextLayout.width(value)
    let ascii = glyphs.ellipsis != "…"
    let icon = row.icon.map { ascii ? $0.ascii : $0.unicode }
    let iconWidth = icon.map { TextLayout.width($0) + 1 } ?? 0
    let labelRoom = max(1, width - 4 - iconWidth - valueWidth - (valueWidth > 0 ? 2 : 0))
    let shown = row.display?.lines.first?.text ?? row.label
    let label = TextLayout.truncate(glyphs.text(shown), to: labelRoom, ellipsis: glyphs.ellipsis)
    let base = CellStyle(bold: row.emphasized, dim: !row.enabled)
    var labelStyle = base
    // Only the label is reversed: a focus move then rewrites two labels, not two whole lines.
    if focused {
      labelStyle.reverse = true
      frame.put(glyphs.focus, row: y, column: 0, style: CellStyle(bold: true))
    }
    var column = 2
    if let icon {
      // An emphasized row's picture is filled, as the app fills an unread cell's.
      var iconStyle = base
      iconStyle.reverse = row.emphasized || focused
      column = frame.put(icon, row: y, column: column, style: iconStyle) + 1
    }
    frame.put(label, row: y, column: column, style: labelStyle)
    if valueWidth > 0 {
      var vs = style(base, valueColor)
      vs.bold = valueColor == .busy || row.emphasized
      frame.put(value, row: y, column: width - 2 - valueWidth, style: vs)
    }
  }

  /// The key help for `width` columns: keys before the last are dropped from the right until it fits, so a
  /// narrow screen still says how to quit.
  func footer(_ keys: String, width: Int) -> String {
    // Every frame draws it: kept per width (a profile of typing found splitting it a fifth of a keystroke).
    if let cached = wraps.get(keys, width, .footer) { return cached[0] }
    var groups = keys.split(separator: "  ").map(String.init)
    while groups.count > 2 && groups.joined(separator: "  ").count > width { groups.remove(at: groups.count - 2) }
    let footer = groups.joined(separator: "  ")
    wraps.set(keys, width, [footer], .footer)
    return footer
  }
}
