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
    frame.cursor = cursorPlace(
      lines, alertUp: model.alert != nil, focusedID: focusedID, itemCursor: itemCursor,
      body: (top: top, scroll: scroll, height: bodyHeight))
    drawRule(into: &frame, row: 1, label: scroll > 0 ? glyphs.moreAbove : nil)
    drawRule(
      into: &frame, row: top + bodyHeight, label: scroll + bodyHeight < lines.count ? glyphs.moreBelow : nil)
    drawBottomLine(model, focused: focused, status: ui.status, into: &frame)

    if let banner = model.banner { drawBanner(banner, into: &frame) }
    if let alert = model.alert { hits = HitMap(lines: drawAlert(alert, focusedID: focused?.id, into: &frame)) }
    if ui.showHelp {
      drawHelp(into: &frame, scroll: ui.helpScroll)
      hits = HitMap()
    }
    return Rendered(frame: frame, scroll: scroll, hits: hits)
  }

  /// Where the hardware cursor goes: a text field's insertion point, else the focused bar item, else the
  /// focused row, else the start of the first line, where reading begins.
  func cursorPlace(
    _ lines: [Line], alertUp: Bool, focusedID: String?, itemCursor: (row: Int, column: Int)?,
    body: (top: Int, scroll: Int, height: Int)
  ) -> (row: Int, column: Int) {
    let shown = body.scroll..<(body.scroll + body.height)
    if !alertUp, let index = lines.firstIndex(where: { $0.caret != nil }), shown.contains(index),
      let caret = lines[index].caret
    {
      // In a text field the cursor is the insertion point, where a screen reader and the eye expect it.
      return (body.top + index - body.scroll, caret)
    }
    if let itemCursor { return itemCursor }
    if let id = focusedID, let index = lines.firstIndex(where: { $0.rowID == id }), shown.contains(index) {
      return (body.top + index - body.scroll, 2)
    }
    return (body.top, 2)
  }

  /// The last line: the status when there is one, else the keys (the focused row's own first).
  func drawBottomLine(_ model: ScreenModel, focused: Row?, status: String?, into frame: inout Frame) {
    let width = frame.width
    let height = frame.height
    if let status = status {
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
    var right = width - 1
    if let back = model.backTitle {
      let leading: String? =
        switch model.leading {
        case .back: "\(glyphs.back) \(back)"
        case .close: glyphs.close
        case .none, .trailingClose: nil
        }
      if let leading {
        let text = TextLayout.truncate(glyphs.text(leading), to: width / 3, ellipsis: glyphs.ellipsis)
        left = frame.put(text, row: 0, column: 1, style: style(.plain, .accent)) + 2
        hits.back = 1..<(left - 1)
      }
      if model.leading == .trailingClose {
        let column = right - TextLayout.width(glyphs.close)
        frame.put(glyphs.close, row: 0, column: column, style: style(.plain, .accent))
        hits.back = column..<right
        right = column - 2
      }
    }
    // Leading items (Explore's bell), left to right, after the way back; trailing ones right to left.
    for row in model.rows where row.placement == .navigationBarLeading && !row.accessibleOnly {
      let text = barText(row, width: width)
      drawBarItem(row, text: text, column: left + 1, focusedID: focusedID, into: &frame, hits: &hits, cursor: &cursor)
      left += TextLayout.width(text) + 3
    }
    for row in model.rows.reversed() where row.placement == .navigationBar && !row.accessibleOnly {
      let text = barText(row, width: width)
      let column = right - TextLayout.width(text)
      drawBarItem(row, text: text, column: column, focusedID: focusedID, into: &frame, hits: &hits, cursor: &cursor)
      right = column - 2
    }
    guard !model.titleHidden else { return }
    let title = TextLayout.truncate(
      glyphs.text(model.drawnTitle ?? model.title), to: max(1, right - left), ellipsis: glyphs.ellipsis)
    let titleWidth = TextLayout.width(title)
    let column = min(max(left, (width - titleWidth) / 2), right - titleWidth)
    frame.put(title, row: 0, column: max(left, column), style: CellStyle(bold: true))
  }

  /// A navigation bar item's text: a picture (the bell, the gear) shows alone; its label is what speech says.
  func barText(_ row: Row, width: Int) -> String {
    let shown = row.icon.map { glyphs.ellipsis != "…" ? $0.ascii : $0.unicode } ?? row.label
    return TextLayout.truncate(glyphs.text(shown), to: max(1, width / 4), ellipsis: glyphs.ellipsis)
  }

  /// A navigation bar item at `column`: drawn, clickable a cell either side, and the cursor's place when focused.
  func drawBarItem(
    _ row: Row, text: String, column: Int, focusedID: String?, into frame: inout Frame, hits: inout HitMap,
    cursor: inout (row: Int, column: Int)?
  ) {
    drawItem(row, text: text, focused: row.id == focusedID, into: &frame, row: 0, column: column)
    hits.spans.append(HitMap.Span(row: 0, columns: (column - 1)..<(column + TextLayout.width(text) + 1), id: row.id))
    if row.id == focusedID { cursor = (0, column) }
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

  /// The bottom toolbar (or tab bar): its first item at the left, its last at the right, the others spread
  /// in between; an item with a picture shows the picture alone (its label is what speech says), a text
  /// shows its value on the line under it (the status's two lines).
  func drawToolbar(
    _ items: [Row], focusedID: String?, into frame: inout Frame, top: Int, hits: inout HitMap,
    cursor: inout (row: Int, column: Int)?
  ) {
    let width = frame.width
    let ascii = glyphs.ellipsis != "…"
    // Each item's text in its share of the line, a cell kept between items (the tab bar's five at 40 columns).
    let count = items.count
    let shown = items.map { row in
      glyphs.text(row.display?.lines.first?.text ?? row.icon.map { ascii ? $0.ascii : $0.unicode } ?? row.label)
    }
    // The line's room, a cell kept between items, shared so that a short item (a picture) leaves its unused
    // share to the longer ones: "All notifications" is not cut at 40 columns beside two pictures.
    var room = max(count, width - 4 - (count - 1))
    var allowed = Array(repeating: 1, count: count)
    for (left, index) in shown.indices.sorted(by: { TextLayout.width(shown[$0]) < TextLayout.width(shown[$1]) })
      .enumerated()
    {
      allowed[index] = max(1, min(TextLayout.width(shown[index]), room / (count - left)))
      room -= allowed[index]
    }
    let texts = shown.indices.map { TextLayout.truncate(shown[$0], to: allowed[$0], ellipsis: glyphs.ellipsis) }
    let widths = texts.map(TextLayout.width)
    let total = widths.reduce(0, +)
    let free = max(0, width - 4 - total)
    var before = 0
    for (index, row) in items.enumerated() {
      let text = texts[index]
      let textWidth = widths[index]
      // The first at the left edge, the last at the right, the others between: three as the toolbar has them
      // (the middle one centred, kept off its neighbours), more with the room between them shared evenly.
      let column: Int
      if count == 1 {
        column = 2
      } else if count <= 3 {
        let centred = 2 + max(0, width - 4 - textWidth) * index / (count - 1)
        let latest = width - 2 - (total - before - textWidth) - (count - 1 - index) - textWidth
        column = max(2 + before + index, min(centred, latest))
      } else {
        column = 2 + before + free * index / (count - 1)
      }
      before += textWidth
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

}
