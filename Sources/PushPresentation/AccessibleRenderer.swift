/// The linear screen-reader rendering: a heading line and a numbered list per screen, in the words
/// VoiceOver would use, and short announcements of what changed. Plain printable text only.
public struct AccessibleRenderer: Sendable {
  /// Plain ASCII (a locale that is not UTF-8): typographic marks simplified, as the full screen does.
  public var ascii: Bool
  /// Hints after each item; `brief` drops them.
  public var verbose: Bool

  public init(ascii: Bool = false, verbose: Bool = true) {
    self.ascii = ascii
    self.verbose = verbose
  }

  public static let help =
    "Type the number of an item to activate it, b to go back, r to hear the screen again (r 5 one item, "
    + "r 3-7 a range, r all a long list whole), the number and a letter for an item's action (3 u), "
    + "bg to send the app to the background (the lock screen) and back, details for the QA details, "
    + "a to show or hide them, brief or verbose to drop or restore hints, h for this help, q to quit."

  /// The alert's button `number` while one is up, else the row with that number.
  public func element(_ number: Int, in model: ScreenModel, numbering: AccessibleNumbering) -> Row? {
    if let alert = model.alert { return alert.buttons.indices.contains(number - 1) ? alert.buttons[number - 1] : nil }
    guard let id = numbering.ids[number] else { return nil }
    return model.rows.first { $0.id == id }
  }

  /// "3. Thanks, switch button, on." Static text is its words alone, as VoiceOver reads it.
  public func line(_ row: Row, number: Int) -> String {
    "\(number). " + phrase(row, number: number)
  }

  /// A row as said in a list: with its number, or a status line as its words alone.
  public func line(_ row: Row, numbering: AccessibleNumbering) -> String {
    guard let number = numbering.number(of: row) else { return statusLine(row) }
    return line(row, number: number)
  }

  /// A status or error line: its words and value, without a role, a number or a hint.
  public func statusLine(_ row: Row) -> String {
    var words = [label(row)]
    if let value = row.spokenValue ?? spoken(row.value), !value.isEmpty { words.append(clean(value)) }
    var text = sentence(words.joined(separator: ", "))
    if let annotation = row.annotation { text += " QA: " + sentence(clean(annotation)) }
    return text
  }

  /// The label as speech says it.
  func label(_ row: Row) -> String { Self.sentenceCase(clean(row.spokenLabel ?? row.label)) }

  /// A label in capitals (a grouped list's section header, "READ STATUS") is said in sentence case: braille
  /// shows capitals as they are, and some readers spell them.
  public static func sentenceCase(_ text: String) -> String {
    guard text.count > 3, text.contains(where: \.isUppercase), !text.contains(where: \.isLowercase) else { return text }
    return text.prefix(1) + text.dropFirst().lowercased()
  }

  /// An item without its number: label, role, value, "dimmed", then the hint when verbose. `before`, the
  /// same item as last heard, leaves out what has not changed: its role, and a hint already said.
  public func phrase(_ row: Row, before: Row? = nil, role: Bool = true, number: Int? = nil) -> String {
    var parts = [label(row)]
    // A tab says its role in its value ("tab 1 of 5"), as VoiceOver does, not as a button.
    if role && row.role != .text && row.role != before?.role && row.placement != .tabBar {
      parts.append(row.role.rawValue)
    }
    if let value = row.spokenValue ?? spoken(row.value), !value.isEmpty { parts.append(clean(value)) }
    if !row.enabled, !row.isBusy { parts.append("dimmed") }
    var text = sentence(parts.joined(separator: ", "))
    if verbose, let hint = row.hint, hint != before?.hint { text += " " + sentence(clean(hint)) }
    if verbose, !row.keyActions.isEmpty, row.keyActions != before?.keyActions {
      // As they are typed: the item's number and the letter.
      let typed = number.map { "\($0) " } ?? ""
      text +=
        " Actions: " + row.keyActions.map { "\(typed)\($0.key), \(clean($0.label))" }.joined(separator: "; ") + "."
    }
    if let annotation = row.annotation, annotation != before?.annotation {
      text += " QA: " + sentence(clean(annotation))
    }
    return text
  }

  /// A value in words: "on", "off", where a busy switch is going, a detail, or the text being edited.
  func spoken(_ value: RowValue?) -> String? {
    switch value {
    case .toggle(let on)?: on ? "on" : "off"
    case .busy(let busy)?: Self.words(busy)
    case .detail(let text)?: text
    case .textField(let field, _)?: field.text.isEmpty ? "empty" : userText(field.text)
    case nil: nil
    }
  }

  static func words(_ busy: RowValue.Busy) -> String {
    switch busy {
    case .asking: "asking for permission"
    case .turningOn: "turning on"
    case .turningOff: "turning off"
    case .saving(let on, _): on ? "turning on" : "turning off"
    case .switchingBack: "switching back"
    case .syncing: "syncing"
    }
  }

  /// "Push notifications, 20 items. Back goes to Settings."
  public func heading(_ model: ScreenModel) -> String {
    // The items the screen has now: under an alert the numbers heard before stay, but a row that came
    // meanwhile is counted ("Mount Kenya. 4 items", then `r` under the alert said 3).
    let items = AccessibleNumbering(model).count
    var text = "\(clean(model.title)), \(Self.count(items, "item"))."
    // A back button that closes (a modal screen's, a sheet's) is said as what it does, not as a place; its
    // "Close" is kept untranslated for this (ScreenModel.localized).
    if let back = model.backTitle {
      let first = model.backShowsFirst.map { ", \($0) first" } ?? ""
      text += back == "Close" ? " Back closes it." : " Back goes to \(clean(back))\(first)."
    }
    return text
  }

  public func alertLines(_ alert: ScreenModel.Alert) -> [String] {
    ["Alert: " + sentence(clean(alert.title))] + (alert.message.isEmpty ? [] : [sentence(clean(alert.message))])
      + (alert.annotation.map { ["QA: " + sentence(clean($0))] } ?? [])
      + alert.buttons.enumerated().map { line($1, number: $0 + 1) }
      + (alert.footer.map { [sentence(clean($0))] } ?? [])
  }

  /// Items of one role in a row, at least this many, have their role said once before them.
  public static let run = 4

  /// How many items of a live list are said on arriving at it: about what a screen shows.
  public static let window = 10
  /// In brief: what an 80x24 screen shows of the Notifications Center (five cells).
  public static let briefWindow = 5

  /// What is said on arriving at a screen: the screen, then the alert over it if there is one. `window`: a
  /// live list says only its first so many items (as many as a screen shows), and how to hear the rest.
  /// Brief, and not `all`: the rows shown only to look like the app (`outOfScope`) are named by number at the
  /// end rather than read one by one.
  public func lines(_ model: ScreenModel, numbering: AccessibleNumbering? = nil, window: Int? = nil, all: Bool = false)
    -> [String]
  {
    let numbering = numbering ?? AccessibleNumbering(model)
    var lines = [heading(model)]
    if let alert = model.alert { return lines + alertLines(alert) }
    let folded = verbose || all ? [] : Self.outOfScope(model.rows, numbering: numbering)
    let foldedIDs = Set(folded.map(\.id))
    let items = model.rows.filter { $0.notification != nil }
    let window = window.map { verbose ? $0 : min($0, Self.briefWindow) }
    let skipped = window.flatMap { items.count > $0 + 2 ? Array(items.dropFirst($0)) : nil } ?? []
    let skippedIDs = Set(skipped.map(\.id))
    let lastShown = skipped.isEmpty ? nil : items[items.count - skipped.count - 1].id
    let rows = model.rows.filter { !skippedIDs.contains($0.id) && !foldedIDs.contains($0.id) }
    // A hint the item before has just said (five "Not part of this simulation") is said once.
    var previousHint: String?
    // So are the same actions (every notification's "m" and "o"): said on the first that has them.
    var previousActions: [Character] = []
    var runLeft = 0
    var summarized = 0
    for (index, row) in rows.enumerated() {
      if summarized > 0 {
        summarized -= 1
        continue
      }
      var shown = row
      if row.hint == previousHint { shown.hint = nil }
      previousHint = row.hint
      let actions = row.keyActions.map(\.key)
      if !actions.isEmpty && actions == previousActions { shown.keyActions = [] }
      if row.focusable { previousActions = actions }
      if runLeft == 0, let length = Self.runLength(rows[index...], numbering: numbering, endingAt: lastShown) {
        // Brief: a run of switches is said by their values (the few that differ by name), `r` reads them.
        if !verbose, !all, let summary = switchSummary(Array(rows[index..<(index + length)]), numbering: numbering) {
          lines.append(summary)
          summarized = length - 1
          continue
        }
        // The tabs are one of a kind to VoiceOver, which names their bar: each says "tab 1 of 5" itself.
        lines.append(row.placement == .tabBar ? "Tab bar:" : "\(length) \(row.role.rawValue)s:")
        runLeft = length
      }
      guard let number = numbering.number(of: row) else {
        lines.append(statusLine(row))
        continue
      }
      if runLeft > 0 {
        runLeft -= 1
        lines.append("\(number). " + phrase(shown, role: false, number: number))
      } else if !verbose, !all, row.role == .text, let first = Self.firstSentence(label(row)) {
        // Brief: a long text (Explore's card, a screen's header) by its first sentence, the rest one `r` away.
        shown.spokenLabel = first
        shown.annotation = nil
        let annotation = row.annotation.map { " QA: " + sentence(clean($0)) } ?? ""
        lines.append(line(shown, number: number) + " More: r \(number)." + annotation)
      } else {
        lines.append(line(shown, number: number))
      }
      if row.id == lastShown, let first = skipped.first.flatMap(numbering.number),
        let end = skipped.last.flatMap(numbering.number)
      {
        // Brief leaves `r all` to the help.
        lines.append(
          "\(Self.count(skipped.count, "more notification")), \(first) to \(end); r \(first)-\(end) reads them"
            + (verbose ? ", r all the whole screen." : "."))
        previousHint = nil
      }
    }
    if !folded.isEmpty {
      lines.append(
        "Not simulated: " + Self.ranges(folded.compactMap(numbering.number)) + "; r all reads them.")
    }
    return lines
  }

  /// How many numbered rows of one role (a button, a switch), drawn in one place, start `rows`, when there are
  /// enough of them to say the role once.
  /// `endingAt`: the last item said before a line that says how many more there are, which ends the run.
  static func runLength(_ rows: ArraySlice<Row>, numbering: AccessibleNumbering, endingAt last: String? = nil) -> Int? {
    guard let first = rows.first, [.button, .switchButton, .popUpButton].contains(first.role),
      numbering.number(of: first) != nil
    else { return nil }
    // A run stays where it is drawn: the feed's last button is not one of the tab bar's.
    var length = rows.prefix {
      $0.role == first.role && $0.placement == first.placement && numbering.number(of: $0) != nil
    }.count
    if let last, let end = rows.prefix(length).firstIndex(where: { $0.id == last }) {
      length = end - rows.startIndex + 1
    }
    return length >= run ? length : nil
  }

  /// A screen as the user hears it on arriving, with the push shown over it.
  public func transcript(_ model: ScreenModel) -> String {
    var lines = lines(model)
    if let banner = model.banner { lines.insert(bannerLine(banner), at: 1) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// "Notification: Wikipedia. New message. Ama left a message on your talk page." (the app's name, the
  /// extension's subtitle if any, the text), as the banner shows it.
  public func bannerLine(_ banner: ScreenModel.Banner) -> String {
    let lines = [banner.title] + (banner.subtitle.map { [$0] } ?? []) + [banner.message]
    return "Notification: " + lines.map { sentence(clean($0)) }.joined(separator: " ")
  }

  /// "1 item", "2 items".
  public static func count(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }

  /// Ends a sentence once: no "?.", ":." or "…." (an ellipsis is dropped, a synthesiser would not say it; a
  /// colon that leads into a list already ends the line: "…reverted include:" was said "include:.").
  public func sentence(_ text: String) -> String {
    var text = text
    while text.hasSuffix("…") || text.hasSuffix("...") { text.removeLast(text.hasSuffix("…") ? 1 : 3) }
    while text.hasSuffix(" ") { text.removeLast() }
    if let last = text.last, ".?!:".contains(last) { return text }
    return text + "."
  }
}

extension Row {
  /// A switch waiting for the device or the server: its value already says it does not respond.
  var isBusy: Bool {
    if case .busy? = value { return true }
    return false
  }

  /// Activating it does something, or says why it cannot.
  public var activatable: Bool { activation != nil || role == .textField }
}
