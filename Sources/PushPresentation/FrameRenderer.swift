import PushCore

/// Draws a screen model into a frame: a pure function of the model, the interface state and the size.
public struct FrameRenderer: Sendable {
  public static let minimumWidth = 40
  public static let minimumHeight = 12

  public var glyphs: Glyphs
  public var color: Bool
  /// The terminal draws dim text (xterm-mono's terminfo has no `dim`: ncurses then drops it).
  public var dimShown = true
  /// The focused row's label (a bar's item, an alert's button) is drawn reversed; without it (`--focus mark`)
  /// only its mark and the cursor show it, so a focus move rewrites no label and a screen reader that speaks
  /// the terminal's output hears only the row arrived at.
  public var reverseFocus = true
  /// This renderer's wrapped paragraphs and key lines, kept across frames.
  let wraps = WrapCache()
  /// Texts put in a mirrored screen's visual order (`Bidi.mirroredPadded`): its rows are the same texts from one
  /// keystroke to the next.
  let bidi = Memo<TextKey, String>(limit: 256)

  public init(glyphs: Glyphs = .unicode, color: Bool = true) {
    self.glyphs = glyphs
    self.color = color
  }

  /// One laid-out body line: which row it belongs to and what it shows.
  struct Line {
    var rowID: String?
    /// The column of the insertion point, on the line of a focused text field that holds it.
    var caret: Int?
    /// The line of a multi-line row that names it (`Row.Display.naming`): the cursor sits there.
    var names = false
    var draw: (inout Frame, Int) -> Void

    init(rowID: String?, caret: Int? = nil, names: Bool = false, draw: @escaping (inout Frame, Int) -> Void) {
      self.rowID = rowID
      self.caret = caret
      self.names = names
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
    // Mirrored from here on (the too-small message above is the replica's own, left to right).
    frame.rightToLeft = model.rightToLeft
    frame.bidi = model.rightToLeft ? bidi : nil
    let focused = ui.focusedRow(in: model)
    let focusedID = model.alert == nil ? focused?.id : nil
    // Where the navigation bar's and the toolbar's focused item is: the cursor goes there.
    var itemCursor: (row: Int, column: Int)?
    drawHeader(model, focusedID: focusedID, into: &frame, hits: &hits, cursor: &itemCursor)

    // Body, and the toolbar under it when the screen has one.
    let toolbar = model.rows.filter { $0.placement.atBottom && !$0.accessibleOnly }
    let top = 2
    let bodyHeight = height - 4 - (toolbar.isEmpty ? 0 : Self.toolbarHeight)
    // More body rows than lines is too long for sure: laid out once, a cell narrower for the scroll bar.
    let surelyLong =
      model.rows.count(where: {
        $0.placement == .body && !$0.accessibleOnly && !($0.label.isEmpty && $0.display == nil)
      }) > bodyHeight
    var lines = layout(
      model.rows, focusedID: focusedID, width: width, qa: model.qaShown, barShown: surelyLong,
      rightToLeft: model.rightToLeft)
    if surelyLong {
      hits.bar = width - 1
    } else if lines.count > bodyHeight {
      // Too long for the screen: laid out again a cell narrower, for the scroll bar.
      lines = layout(
        model.rows, focusedID: focusedID, width: width, qa: model.qaShown, barShown: true,
        rightToLeft: model.rightToLeft)
      hits.bar = width - 1
    }
    // Focus in the navigation bar (Edit, the way back) shows the list from its top, as going up to it does.
    let atTop = [.navigationBar, .navigationBarLeading].contains(focused?.placement)
    let scroll = scrollOffset(
      lines, focusedID: focusedID, from: atTop ? 0 : ui.scroll[model.key] ?? 0, bodyHeight: bodyHeight)
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
    // Where the list is scrolled: the thumb at the right edge; in words too with the QA words on.
    drawScrollThumb(into: &frame, lines: lines.count, scroll: scroll, body: (top, bodyHeight))
    drawRule(into: &frame, row: 1, label: scroll > 0 && model.qaShown ? glyphs.moreAbove : nil)
    drawRule(
      into: &frame, row: top + bodyHeight,
      label: scroll + bodyHeight < lines.count && model.qaShown ? glyphs.moreBelow : nil)
    drawBottomLine(model, focused: focused, status: ui.status, into: &frame)

    if let banner = model.banner { drawBanner(banner, into: &frame) }
    if let alert = model.alert {
      hits = HitMap(lines: drawAlert(alert, focusedID: focused?.id, qa: model.qaShown, into: &frame))
    }
    if ui.showHelp {
      drawHelp(into: &frame, scroll: ui.helpScroll)
      hits = HitMap()
    }
    if model.rightToLeft {
      // The cursor on the focused text's first character, which is its right end.
      frame.cursor.column = max(0, width - 1 - frame.cursor.column)
      hits.mirroredWidth = width
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
    if let id = focusedID,
      let index = lines.firstIndex(where: { $0.rowID == id && $0.names })
        ?? lines.firstIndex(where: { $0.rowID == id }),
      shown.contains(index)
    {
      return (body.top + index - body.scroll, 2)
    }
    return (body.top, 2)
  }

  /// The scroll indicator: a thumb in the last column of the body, as long as the part shown is of the whole
  /// and as far down as the part is; nothing when everything fits.
  func drawScrollThumb(into frame: inout Frame, lines: Int, scroll: Int, body: (top: Int, height: Int)) {
    guard lines > body.height, body.height > 0 else { return }
    let length = max(1, body.height * body.height / lines)
    let span = body.height - length
    let most = max(1, lines - body.height)
    var offset = (span * scroll + most / 2) / most
    // Scrolled at all, the thumb has left the top; not at the end, it has not reached the bottom.
    if scroll > 0 { offset = max(offset, min(1, span)) }
    if scroll < most { offset = min(offset, max(0, span - 1)) }
    for row in body.top + offset..<body.top + offset + length {
      frame.put(glyphs.scrollThumb, row: row, column: frame.width - 1, style: CellStyle(dim: true))
    }
  }

  /// The last line: the status when there is one, else (with the QA words on) the keys, the focused row's
  /// own first.
  func drawBottomLine(_ model: ScreenModel, focused: Row?, status: String?, into frame: inout Frame) {
    let width = frame.width
    let height = frame.height
    if let status = status {
      let text = TextLayout.truncate(glyphs.text(status), to: width - 1, ellipsis: glyphs.ellipsis)
      frame.put(text, row: height - 1, column: 1, style: CellStyle(bold: true))
    } else if model.qaShown {
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

  func drawRule(into frame: inout Frame, row: Int, label: String?) {
    frame.fill(row: row, with: glyphs.rule.unicodeScalars.first ?? "-", style: style(.plain, .muted))
    if let label {
      let text = " \(label) "
      frame.put(text, row: row, column: max(0, frame.width - TextLayout.width(text) - 2), style: CellStyle(bold: true))
    }
  }
}
