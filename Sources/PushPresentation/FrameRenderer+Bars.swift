import PushCore

/// The navigation bar at the top and the toolbar (or tab bar) at the bottom.
extension FrameRenderer {
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
        // A third of the bar, leaving the title its middle; with no title drawn (a notification's detail), half.
        let room = model.titleHidden ? width / 2 : width / 3
        let text = TextLayout.truncate(glyphs.text(leading), to: room, ellipsis: glyphs.ellipsis)
        if model.leading == .back, !frame.rightToLeft, Bidi.hasRightToLeft(back) {
          // The chevron is the button's picture, not a letter of its title: a Hebrew title in a left-to-right
          // screen (the panel over a Hebrew app) must not carry it to its other end.
          let chevron = glyphs.text(glyphs.back)
          let after = frame.put(chevron, row: 0, column: 1, style: style(.plain, .accent))
          let title = String(text.dropFirst(chevron.count).drop { $0 == " " })
          left = frame.put(title, row: 0, column: after + 1, style: style(.plain, .accent)) + 2
        } else {
          left = frame.put(text, row: 0, column: 1, style: style(.plain, .accent)) + 2
        }
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
    // Where the terminal has neither colour nor dim (xterm-mono), the items that act are bold: the tab bar's
    // selected tab then stands apart from the four that do nothing.
    if !color && !dimShown && row.enabled { itemStyle.bold = true }
    // A filled picture (a filter that is applied) is drawn reversed, as a focused item is.
    itemStyle.reverse = row.emphasized
    if focused {
      itemStyle.reverse = reverseFocus
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
}
