import PushCore

/// A row's value and its control (switch, detail, busy words), and the key line.
extension FrameRenderer {
  /// `qa`: the replica's words for an unavailable row are drawn; so they are where the terminal has neither
  /// colour nor dim, and a busy value is marked, so that meaning never rests on what the terminal cannot show.
  func valueText(_ row: Row, qa: Bool = true) -> (String, CellStyle.Color?) {
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
      if !self.color && !dimShown { value += " " + glyphs.ellipsis }
    case .detail(let text)?:
      value = glyphs.text(text)
      // A button drawn in a row (the Delete a delete control shows) is red, as the app draws it.
      if row.destructive { color = .bad }
    case .textField?, nil:
      break
    }
    // The app draws such a row as any other; the replica dims it, and says why with its QA words (or where
    // the terminal cannot dim).
    if !row.enabled && !row.isBusy && (qa || !dimShown) { value += (value.isEmpty ? "" : ", ") + "unavailable" }
    if row.disclosure { value += (value.isEmpty ? "" : " ") + glyphs.chevron }
    if row.externalLink { value += (value.isEmpty ? "" : " ") + glyphs.externalLink }
    if row.reorderable { value += (value.isEmpty ? "" : "  ") + glyphs.reorder }
    return (value, color)
  }

  func drawControl(_ row: Row, focused: Bool, qa: Bool = true, into frame: inout Frame, y: Int) {
    let width = frame.width
    let (value, valueColor) = valueText(row, qa: qa)
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
      labelStyle.reverse = reverseFocus
      frame.put(glyphs.focus, row: y, column: 0, style: CellStyle(bold: true))
    }
    var column = 2
    if let icon {
      // An emphasized row's picture is filled, as the app fills an unread cell's.
      var iconStyle = base
      iconStyle.reverse = row.emphasized || (focused && reverseFocus)
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
    wraps.line(keys, width) {
      var groups = keys.split(separator: "  ").map(String.init)
      while groups.count > 2 && groups.joined(separator: "  ").count > width { groups.remove(at: groups.count - 2) }
      return groups.joined(separator: "  ")
    }
  }
}
