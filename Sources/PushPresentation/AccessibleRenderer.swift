/// The linear screen-reader rendering: a heading line and a numbered list per screen, in the words
/// VoiceOver would use, and short announcements of what changed. Plain printable text only.
public struct AccessibleRenderer: Sendable {
  public init() {}

  public static let help =
    "Type the number of an item to activate it, b to go back, r to hear the screen again, "
    + "bg to send the app to the background and back, details for the QA details, a to show or hide them, "
    + "h for this help, q to quit."

  /// The elements that numbers refer to: the alert's buttons while one is up, else every row.
  public func elements(_ model: ScreenModel) -> [Row] {
    model.alert?.buttons ?? model.rows
  }

  public func line(_ row: Row, number: Int) -> String {
    var parts = [clean(row.label)]
    parts.append(row.role.rawValue)
    if let value = spoken(row.value), !value.isEmpty { parts.append(clean(value)) }
    if !row.enabled { parts.append("dimmed") }
    var text = "\(number). " + parts.joined(separator: ", ") + "."
    if let hint = row.hint { text += " " + clean(hint) + "." }
    if let annotation = row.annotation { text += " QA: " + clean(annotation) + "." }
    return text
  }

  /// A value in words: "on", "off", "Saving…", a detail, or the text being edited.
  func spoken(_ value: RowValue?) -> String? {
    switch value {
    case .toggle(let on)?: on ? "on" : "off"
    case .busy(let busy)?: busy.label
    case .detail(let text)?: text
    case .textField(let field)?: field.text.isEmpty ? "empty" : field.text
    case nil: nil
    }
  }

  public func heading(_ model: ScreenModel) -> String {
    var text = "\(clean(model.title)), screen, \(model.rows.count) items."
    if let back = model.backTitle { text += " Back goes to \(clean(back))." }
    return text
  }

  public func alertLines(_ alert: ScreenModel.Alert) -> [String] {
    [sentence("Alert: " + clean(alert.title))] + (alert.message.isEmpty ? [] : [sentence(clean(alert.message))])
      + (alert.annotation.map { ["QA: " + clean($0) + "."] } ?? [])
      + alert.buttons.enumerated().map { line($1, number: $0 + 1) }
  }

  /// What is printed on arriving at a screen: the screen, then the alert over it if there is one.
  public func transcript(_ model: ScreenModel) -> String {
    var lines = [heading(model)]
    if let alert = model.alert {
      lines += alertLines(alert)
    } else {
      lines += model.rows.enumerated().map { line($1, number: $0 + 1) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Lines announcing the difference between two models: a new screen in full, else only what changed.
  public func announcements(from old: ScreenModel, to new: ScreenModel) -> [String] {
    // A push that arrives is said first, once, whatever else changed.
    var pushed: [String] = []
    if let banner = new.banner, banner.id != old.banner?.id {
      pushed = ["Notification: \(clean(banner.title)). \(clean(banner.message))."]
    }
    return pushed + screenAnnouncements(from: old, to: new)
  }

  func screenAnnouncements(from old: ScreenModel, to new: ScreenModel) -> [String] {
    if old.key != new.key || old.title != new.title {
      return transcript(new).split(separator: "\n").map(String.init)
    }
    if let alert = new.alert, alert != old.alert {
      return alertLines(alert)
    }
    var lines: [String] = []
    if old.alert != nil && new.alert == nil {
      lines.append("Alert closed. \(clean(new.title)), \(new.rows.count) items.")
    }
    let oldByID = Dictionary(old.rows.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let newIDs = Set(new.rows.map(\.id))
    for (index, row) in new.rows.enumerated() {
      if let before = oldByID[row.id] {
        if before != row { lines.append("Changed: " + line(row, number: index + 1)) }
      } else {
        lines.append("New: " + line(row, number: index + 1))
      }
    }
    for row in old.rows where !newIDs.contains(row.id) {
      lines.append("Removed: \(clean(row.label)).")
    }
    return lines
  }

  /// Text ended as a sentence: a full stop, unless it already asks or exclaims.
  func sentence(_ text: String) -> String {
    text.hasSuffix("?") || text.hasSuffix("!") ? text : text + "."
  }

  /// No control characters or escapes: every byte printed is text or the newline between lines.
  func clean(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar == "\n" || scalar == "\t" {
        out += " "
      } else if !scalar.isUnsafeForTerminal {
        out.unicodeScalars.append(scalar)
      }
    }
    while out.hasSuffix(".") { out.removeLast() }
    return out
  }
}
