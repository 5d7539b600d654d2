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
    "Type the number of an item to activate it, b to go back, r to hear the screen again, "
    + "bg to send the app to the background (the lock screen) and back, details for the QA details, "
    + "a to show or hide them, brief or verbose to drop or restore hints, h for this help, q to quit."

  /// The elements that numbers refer to: the alert's buttons while one is up, else every row.
  public func elements(_ model: ScreenModel) -> [Row] {
    model.alert?.buttons ?? model.rows
  }

  /// "3. Thanks, switch button, on." Static text is its words alone, as VoiceOver reads it.
  public func line(_ row: Row, number: Int) -> String {
    "\(number). " + phrase(row)
  }

  /// An item without its number: label, role, value, "dimmed", then the hint when verbose. `before`, the
  /// same item as last heard, leaves out what has not changed: its role, and a hint already said.
  public func phrase(_ row: Row, before: Row? = nil) -> String {
    var parts = [clean(row.label)]
    if row.role != .text && row.role != before?.role { parts.append(row.role.rawValue) }
    if let value = row.spokenValue ?? spoken(row.value), !value.isEmpty { parts.append(clean(value)) }
    if !row.enabled, !row.isBusy { parts.append("dimmed") }
    var text = sentence(parts.joined(separator: ", "))
    if verbose, let hint = row.hint, hint != before?.hint { text += " " + sentence(clean(hint)) }
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
    case .textField(let field, _)?: field.text.isEmpty ? "empty" : field.text
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
    var text = "\(clean(model.title)), \(Self.count(model.rows.count, "item"))."
    // A back button that closes (the editor's) is said as what it does, not as a place.
    if let back = model.backTitle { text += back == "Close" ? " Back closes it." : " Back goes to \(clean(back))." }
    return text
  }

  public func alertLines(_ alert: ScreenModel.Alert) -> [String] {
    ["Alert: " + sentence(clean(alert.title))] + (alert.message.isEmpty ? [] : [sentence(clean(alert.message))])
      + (alert.annotation.map { ["QA: " + sentence(clean($0))] } ?? [])
      + alert.buttons.enumerated().map { line($1, number: $0 + 1) }
      + (alert.footer.map { [sentence(clean($0))] } ?? [])
  }

  /// What is said on arriving at a screen: the screen, then the alert over it if there is one.
  public func lines(_ model: ScreenModel) -> [String] {
    var lines = [heading(model)]
    if let alert = model.alert {
      lines += alertLines(alert)
    } else {
      // A hint the item before has just said (five "Not part of this simulation") is said once.
      var previousHint: String?
      for (index, row) in model.rows.enumerated() {
        var shown = row
        if row.hint == previousHint { shown.hint = nil }
        previousHint = row.hint
        lines.append(line(shown, number: index + 1))
      }
    }
    return lines
  }

  public func transcript(_ model: ScreenModel) -> String {
    lines(model).joined(separator: "\n") + "\n"
  }

  /// "1 item", "2 items".
  public static func count(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }

  /// Ends a sentence once: no "?." or "…." (an ellipsis is dropped, a synthesiser would not say it).
  public func sentence(_ text: String) -> String {
    var text = text
    while text.hasSuffix("…") || text.hasSuffix("...") { text.removeLast(text.hasSuffix("…") ? 1 : 3) }
    if let last = text.last, ".?!".contains(last) { return text }
    return text + "."
  }

  /// No control characters or escapes: every byte printed is text or the newline between lines; ASCII
  /// only when the locale is not UTF-8.
  public func clean(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar == "\n" || scalar == "\t" {
        out += " "
      } else if !scalar.isUnsafeForTerminal {
        out.unicodeScalars.append(scalar)
      }
    }
    while out.hasSuffix(".") && !out.hasSuffix("...") { out.removeLast() }
    return ascii ? Self.spokenASCII(out) : out
  }

  /// ASCII for speech: what has no ASCII form is left out (a synthesiser would say "question mark"), so
  /// "Japanese, 日本語 (ja)" becomes "Japanese (ja)".
  static func spokenASCII(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      let ascii = String(scalar).asciiApproximation
      if ascii != "?" || scalar == "?" { out += ascii }
    }
    while out.contains("  ") { out = out.replacing("  ", with: " ") }
    return out.replacing(", (", with: " (")
  }
}

extension Row {
  /// A switch waiting for the device or the server: its value already says it does not respond.
  var isBusy: Bool {
    if case .busy? = value { return true }
    return false
  }
}
