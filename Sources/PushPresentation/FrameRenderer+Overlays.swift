/// What the frame renderer draws over the screen: boxes, the push banner, alerts and the keys.
extension FrameRenderer {
  /// `atBottom`: an action sheet, over the bottom of the screen (above the keys line).
  func drawBox(
    into frame: inout Frame, lines: [(String, CellStyle)], inner: Int? = nil, atBottom: Bool = false
  ) -> (top: Int, left: Int) {
    let inner = inner ?? min(frame.width - 6, 62)
    let height = min(lines.count, frame.height - 4)
    let top = atBottom ? max(1, frame.height - height - 3) : max(1, (frame.height - height - 2) / 2)
    let left = (frame.width - inner - 4) / 2
    let b = glyphs.box
    // The box owns the lines it covers, edge to edge: a screen reader reading the line hears the box alone,
    // not fragments of the rows behind it.
    for y in top...(top + height + 1) {
      frame.put(String(repeating: " ", count: frame.width), row: y, column: 0)
      frame.restyle(row: y, from: 0, to: frame.width) { $0 = .plain }
    }
    let edge = String(repeating: b.h, count: inner + 2)
    frame.put(b.tl + edge + b.tr, row: top, column: left, style: CellStyle(bold: true))
    for i in 0..<height {
      let y = top + 1 + i
      frame.put(
        b.v + String(repeating: " ", count: inner + 2) + b.v, row: y, column: left, style: CellStyle(bold: true))
      frame.restyle(row: y, from: left + 1, to: left + inner + 3) { $0 = .plain }
      frame.put(lines[i].0, row: y, column: left + 2, style: lines[i].1)
    }
    frame.put(b.bl + edge + b.br, row: top + height + 1, column: left, style: CellStyle(bold: true))
    return (top + 1, left + 2)
  }

  /// A push banner over the top of the screen, as iOS slides one in; the cursor stays where it was.
  /// The banner over the top of the screen. A hardware cursor it covers goes to its message, the line a
  /// reader of the cursor's line then hears (it sat on the banner's border).
  func drawBanner(_ banner: ScreenModel.Banner, into frame: inout Frame) {
    let inner = min(frame.width - 6, 72)
    let time = glyphs.text(banner.time)
    let title = TextLayout.truncate(
      glyphs.text(banner.title), to: max(1, inner - TextLayout.width(time) - 1), ellipsis: glyphs.ellipsis)
    let gap = String(repeating: " ", count: max(1, inner - TextLayout.width(title) - TextLayout.width(time)))
    var lines: [(String, CellStyle)] = [(title + gap + time, CellStyle(bold: true))]
    if let subtitle = banner.subtitle {
      lines.append(
        (TextLayout.truncate(glyphs.text(subtitle), to: inner, ellipsis: glyphs.ellipsis), CellStyle(bold: true)))
    }
    lines += wraps.wrap(glyphs.text(banner.message), to: inner).prefix(2).map { ($0, .plain) }
    let b = glyphs.box
    let left = (frame.width - inner - 4) / 2
    let edge = String(repeating: b.h, count: inner + 2)
    // The banner owns its lines: nothing of the screen behind shows beside it.
    for row in 0...(lines.count + 1) { frame.fill(row: row, with: " ", style: .plain) }
    frame.put(b.tl + edge + b.tr, row: 0, column: left, style: CellStyle(bold: true))
    for (i, line) in lines.enumerated() {
      frame.put(
        b.v + String(repeating: " ", count: inner + 2) + b.v, row: 1 + i, column: left, style: CellStyle(bold: true))
      frame.restyle(row: 1 + i, from: left + 1, to: left + inner + 3) { $0 = .plain }
      frame.put(line.0, row: 1 + i, column: left + 2, style: line.1)
    }
    frame.put(b.bl + edge + b.br, row: lines.count + 1, column: left, style: CellStyle(bold: true))
    if frame.cursor.row <= lines.count + 1 {
      frame.cursor = (min(lines.count, 2 + (banner.subtitle == nil ? 0 : 1)), left + 2)
    }
  }

  /// An alert's title, message and QA annotation, wrapped, each followed by a blank line. An action sheet's
  /// title is its question and a panel's its text, not a heading: plain, as iOS draws them.
  func alertText(_ alert: ScreenModel.Alert, inner: Int) -> [(String, CellStyle)] {
    var lines: [(String, CellStyle)] = wraps.wrap(glyphs.text(alert.title), to: inner).map {
      ($0, CellStyle(bold: alert.style == .alert))
    }
    if alert.title.isEmpty { lines = [] } else { lines.append(("", .plain)) }
    if !alert.message.isEmpty {
      lines += wraps.wrap(glyphs.text(alert.message), to: inner).map { ($0, .plain) }
      lines.append(("", .plain))
    }
    if let annotation = alert.annotation {
      lines += wraps.wrap(glyphs.text("QA: " + annotation), to: inner).map { ($0, Self.annotationStyle) }
      lines.append(("", .plain))
    }
    return lines
  }

  /// `qa`: the marks of buttons scrolled out of sight say so in words; else they are arrows alone.
  func drawAlert(_ alert: ScreenModel.Alert, focusedID: String?, qa: Bool = true, into frame: inout Frame)
    -> [Int: String]
  {
    let inner = min(frame.width - 6, 62)
    let sheet = alert.style == .actionSheet
    var lines = alertText(alert, inner: inner)
    var focusLine: Int?
    var buttonLines: [Int: String] = [:]
    var footer: [(String, CellStyle)] = []
    if let text = alert.footer {
      footer = [("", .plain)] + wraps.wrap(glyphs.text(text), to: inner).map { ($0, CellStyle(dim: true)) }
    }
    // Buttons go last; a message too long for the screen is cut so that they always show.
    // An action sheet's last button (Cancel) stands apart, as iOS draws it.
    var apart = sheet && alert.buttons.count > 1 && alert.buttons.last?.activation == alert.cancel ? 1 : 0
    let height = max(1, frame.height - 4)
    var room = height - alert.buttons.count - apart
    if lines.count > room {
      // Before any of its words are cut: the blank lines between its parts, and the space that keeps Cancel
      // apart (at 40x12 the confirmation's last sentence was cut beside three empty lines).
      lines.removeAll { $0.0.isEmpty }
      room += apart
      apart = 0
    }
    if lines.count > room {
      // Too many buttons for the screen too: the title's first line stays, the buttons scroll below it.
      lines =
        room >= 2
        ? Array(lines.prefix(room - 1)) + [(glyphs.ellipsis, .plain)] : Array(lines.prefix(lines.isEmpty ? 0 : 1))
    }
    let focusedIndex = alert.buttons.firstIndex { $0.id == focusedID }
    let (shown, marks) = Self.shownButtons(
      alert.buttons.count, focused: focusedIndex, fitting: height - lines.count, apart: apart)
    func mark(_ text: String?) {
      let text = text ?? ""
      let pad = max(0, (inner - TextLayout.width(text)) / 2)
      lines.append((String(repeating: " ", count: pad) + text, CellStyle(dim: true)))
    }
    if let marks { mark(marks.above ? (qa ? glyphs.moreAbove : String(glyphs.moreAbove.prefix(1))) : nil) }
    for index in shown {
      let button = alert.buttons[index]
      if marks == nil && apart == 1 && index == alert.buttons.count - 1 { lines.append(("", .plain)) }
      let focused = index == focusedIndex
      if focused { focusLine = lines.count }
      buttonLines[lines.count] = button.id
      let text = "[ \(glyphs.text(button.display?.lines.first?.text ?? button.label)) ]"
      let pad = max(0, (inner - TextLayout.width(text)) / 2)
      let shown = focused && reverseFocus
      var buttonStyle = style(CellStyle(bold: shown, reverse: shown), button.destructive ? .bad : nil)
      buttonStyle.dim = !button.enabled
      // Without reverse, the focused button has the focus mark before it: nothing else of it changes.
      let mark = focused && !reverseFocus && pad >= 2 ? glyphs.focus + " " : ""
      lines.append((String(repeating: " ", count: pad - TextLayout.width(mark)) + mark + text, buttonStyle))
    }
    if let marks { mark(marks.below ? (qa ? glyphs.moreBelow : String(glyphs.moreBelow.prefix(1))) : nil) }
    lines += footer
    let origin = drawBox(into: &frame, lines: lines, atBottom: sheet)
    if let focusLine {
      let pad = lines[focusLine].0.prefix { $0 == " " }.count
      frame.restyle(row: origin.top + focusLine, from: origin.left, to: origin.left + pad) { $0 = .plain }
      frame.cursor = (origin.top + focusLine, origin.left + pad + 2)
    }
    return Dictionary(uniqueKeysWithValues: buttonLines.map { (origin.top + $0.key, $0.value) })
  }

  /// The buttons that fit, around the focused one, between marks that say more are above or below (as a list
  /// scrolls); all of them, Cancel apart, when they fit.
  static func shownButtons(_ count: Int, focused: Int?, fitting: Int, apart: Int) -> (
    indices: [Int], marks: (above: Bool, below: Bool)?
  ) {
    guard count + apart > fitting else { return (Array(0..<count), nil) }
    let visible = max(1, fitting - 2)
    let start = max(0, min((focused ?? 0) - visible / 2, count - visible))
    return (Array(start..<min(count, start + visible)), (start > 0, start + visible < count))
  }

  public static let helpLines = [
    "Up, Down, k, j: move between rows",
    "Space, Enter, click: toggle a switch, open a row, press a button",
    "Left, Esc, Backspace: go back (and close Settings)",
    "Left, Right in a bar (navigation bar, toolbar, tabs): move along it",
    "Home, End: the list's first and last rows; PgUp, PgDn: jump",
    "b: send the app to the background and back",
    "p: open the notification a banner shows, while it shows",
    "n: the Notifications Center (the app's bell on Explore)",
    "m, o on a notification: Mark as read or unread, More (its swipe actions)",
    "u, d on a language in edit mode: Move up, Move down (its reorder control)",
    "Ctrl-Z, then fg: the same, for real",
    "q: quit (from Explore; elsewhere back); Ctrl-C quits anywhere",
    "! or F2: the simulation panel (permission, failures, latency, token)",
    "l: show or hide the call log",
    "a: show or hide the QA annotations: details (marked QA:), the key line, \"unavailable\"",
    "?: show or hide this list",
    "In a text field, letters are text: Left, Right, Home, End move in it; Backspace and Delete remove; "
      + "Tab, Shift-Tab, Up, Down leave it; Esc closes the editor; F2 and Ctrl-C still work",
  ]

  func drawHelp(into frame: inout Frame, scroll: Int = 0) {
    // Wrapped at words to the terminal's width (the box grows with it), never cut mid-word.
    let inner = max(1, min(frame.width - 6, Self.helpLines.map { TextLayout.width(glyphs.text($0)) }.max() ?? 1))
    let entries = Self.helpLines.map { line in wraps.wrap(glyphs.text(line), to: inner).map { ($0, CellStyle.plain) } }
    var body = entries.flatMap { $0 }
    // Too tall for the screen: it scrolls (Up and Down) a key at a time, so that the top line always begins
    // one (never the rest of one cut above), and says there is more.
    let room = frame.height - 4 - 2
    var title = "Keys"
    if body.count > room {
      let remaining = { (first: Int) in entries[first...].reduce(0) { $0 + $1.count } }
      var last = 0
      while last < entries.count - 1 && remaining(last) > room - 1 { last += 1 }
      let first = min(max(0, scroll), last)
      let more = remaining(first) > room - 1
      body = Array(entries[first...].joined().prefix(room - 1))
      body.append((more ? glyphs.moreBelow + " (Down)" : "", CellStyle(dim: true)))
      if first > 0 { title += "  " + glyphs.moreAbove + " (Up)" }
    }
    let lines: [(String, CellStyle)] = [(title, CellStyle(bold: true)), ("", .plain)] + body
    let origin = drawBox(into: &frame, lines: lines, inner: inner)
    frame.cursor = (origin.top, origin.left)
  }
}
