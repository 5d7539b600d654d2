/// What changed between what the user last heard and the screen now, said once and in order.
extension AccessibleRenderer {
  /// The lines to say, and the model the user has now heard: while an alert is up, its screen's rows
  /// stay as they were last heard, so that changes made under the alert are said when it closes.
  public struct Announcement: Equatable, Sendable {
    public var lines: [String]
    public var heard: ScreenModel
    /// Pushes that arrived, said first and each time (two alike are two pushes): not part of `lines`.
    public var pushes: [String] = []
  }

  /// More changes than this in one go become one sentence.
  public static let bulk = 3

  /// Lines announcing the difference between two versions of the same screen: an alert when it appears,
  /// else what changed in the rows (pushes first, then removals, changes, additions, then status lines).
  /// `numbering` already follows `new`; `pushes` are the banners that arrived since the last announcement.
  public func announce(
    from heard: ScreenModel, to new: ScreenModel, numbering: AccessibleNumbering,
    pushes: [ScreenModel.Banner] = []
  ) -> Announcement {
    // A push that is also a new item of this list is said once, as the item.
    let heardIDs = Set(heard.rows.map(\.id))
    let items = Set(new.rows.compactMap { heardIDs.contains($0.id) ? nil : $0.notification?.id })
    var said = rowsAnnouncement(from: heard, to: new, numbering: numbering)
    said.pushes = (new.alert == nil ? pushes.filter { !items.contains($0.id) } : pushes).map(bannerLine)
    said.heard.banner = new.banner
    said.heard.banners = new.banners
    return said
  }

  func rowsAnnouncement(from heard: ScreenModel, to new: ScreenModel, numbering: AccessibleNumbering)
    -> Announcement
  {
    if heard.key != new.key || heard.title != new.title {
      // A new screen under an alert: only the alert is read now, so its rows count as not heard yet.
      var seen = new
      if new.alert != nil { seen.rows = [] }
      return Announcement(lines: lines(new, numbering: AccessibleNumbering(new)), heard: seen)
    }
    if heard.alert != nil, new.alert == nil, heard.rows.isEmpty, !new.rows.isEmpty {
      // The alert closed over a screen that was never read (the article after "Description published!"):
      // it is read whole now (in brief without its heading, said with the alert).
      let listed = lines(new, numbering: numbering, window: new.live ? Self.window : nil)
      return Announcement(lines: ["Alert closed."] + (verbose ? listed : Array(listed.dropFirst())), heard: new)
    }
    if let alert = new.alert {
      var kept = new
      kept.rows = heard.rows
      guard alert != heard.alert else { return Announcement(lines: [], heard: kept) }
      // One alert at a time, as iOS shows them: a new one takes the place of the one heard, and says so (a
      // listener heard two and thought one answer was still owed).
      var lines = alertLines(alert)
      if let before = heard.alert, before.title != alert.title {
        lines[0] = "Alert, in place of " + clean(before.title) + ": " + lines[0].dropFirst("Alert: ".count)
      }
      return Announcement(lines: lines, heard: kept)
    }
    var lines = rowChanges(from: heard.rows, to: new.rows, numbering: numbering)
    if heard.alert != nil { lines.insert("Alert closed.", at: 0) }
    return Announcement(lines: lines, heard: new)
  }

  /// Only the lines, numbered as a user who heard `old` in full would have them: what `announce` says.
  public func announcements(from old: ScreenModel, to new: ScreenModel) -> [String] {
    var numbering = AccessibleNumbering(old)
    if old.key == new.key && old.title == new.title { numbering.follow(new) }
    let said = announce(from: old, to: new, numbering: numbering)
    return said.pushes + said.lines
  }

  /// Whether two versions of a row say the same: only what speech says counts (what activating it sends may
  /// change without a word: a filter row carries the whole next filter; how it is drawn is not said). A
  /// notification's time follows the clock, and in edit mode its selection is said by the selection itself:
  /// neither is news.
  static func soundsTheSame(_ a: Row, _ b: Row) -> Bool {
    let item = a.notification != nil
    return a.id == b.id && (a.spokenLabel ?? a.label) == (b.spokenLabel ?? b.label) && a.role == b.role
      && a.enabled == b.enabled && a.annotation == b.annotation && a.status == b.status
      && a.notification?.unread == b.notification?.unread
      && (item || (a.value == b.value && a.spokenValue == b.spokenValue && a.hint == b.hint))
  }

  /// What changed between two lists of rows, as `rowChanges` says it.
  struct RowDiff {
    var removed: [Row]
    var changed: [(number: Int, row: Row, before: Row)] = []
    var added: [(number: Int, row: Row)] = []
    /// Said already: an item whose role changed.
    var roles: [String] = []
    /// Said already: rows that are not items (status lines).
    var status: [String] = []
  }

  /// Sorts the rows into removed, changed, new and status; a removed item and a new one with the same
  /// words in the same place are one item whose role changed.
  func diff(from old: [Row], to new: [Row], numbering: AccessibleNumbering) -> RowDiff {
    let oldByID = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let newIDs = Set(new.map(\.id))
    var diff = RowDiff(removed: old.filter { !newIDs.contains($0.id) && !$0.status })
    let oldPlaces = Self.places(old)
    let newPlaces = Self.places(new)
    for row in new {
      let place = newPlaces[row.id]
      if let before = oldByID[row.id] {
        guard !Self.soundsTheSame(before, row) else { continue }
        if let number = numbering.number(of: row) {
          diff.changed.append((number, row, before))
        } else {
          diff.status.append(statusLine(row))
        }
      } else if let number = numbering.number(of: row) {
        // The same words where a removed item was: the item changed role (a switch became a button).
        if let index = diff.removed.firstIndex(where: {
          place != nil && oldPlaces[$0.id] == place && label($0) == label(row)
        }) {
          diff.roles.append(roleChange(diff.removed.remove(at: index), to: row, number: number))
        } else {
          diff.added.append((number, row))
        }
      } else {
        diff.status.append(statusLine(row))
      }
    }
    return diff
  }

  /// Removed items by name, changed and new items with their numbers, then status lines; more than `bulk`
  /// of a kind are counted, not listed.
  public func rowChanges(
    from old: [Row], to new: [Row], numbering: AccessibleNumbering, bulk: Int = AccessibleRenderer.bulk,
    compact: Bool = false
  ) -> [String] {
    let diff = diff(from: old, to: new, numbering: numbering)
    var lines: [String] = []
    // A failure that came with the change (the editor's error banner and its Dismiss) is said first, as
    // outcomes are, not after the items it renumbered.
    let failureFirst = diff.added.contains { $0.row.role == .alert }
    if failureFirst { lines += added(diff, bulk: bulk, compact: compact) }
    if diff.removed.count > bulk {
      // Back on a screen (`compact`), its count was just said.
      let left = compact ? "" : ", \(Self.count(numbering.count, "item")) left"
      lines.append("\(Self.count(diff.removed.count, "item")) removed\(left).")
    } else {
      // A notification is named without its read state: it may be gone because that changed (filtered to
      // Unread, it was read), and the old state would be said as news.
      lines += diff.removed.map {
        "Removed: " + sentence($0.notification?.unread == nil ? label($0) : withoutReadState($0))
      }
    }
    lines += diff.roles
    if diff.changed.count > bulk {
      lines.append("\(Self.count(diff.changed.count, "item")) changed\(span(diff.changed.map { ($0.0, $0.1) })).")
    } else {
      lines += diff.changed.map { changeLine($0, $1, before: $2) }
    }
    if !failureFirst { lines += added(diff, bulk: bulk, compact: compact) }
    return lines + diff.status
  }

  /// The new items of a change, or their count past `bulk`.
  private func added(_ diff: RowDiff, bulk: Int, compact: Bool) -> [String] {
    let pushes = diff.added.filter { $0.1.notification != nil }
    if diff.added.count > bulk {
      let noun = pushes.count == diff.added.count ? "new notification" : "new item"
      return ["\(Self.count(diff.added.count, noun))\(span(diff.added.map { ($0.0, $0.1) }))."]
    }
    return diff.added.map { number, row in
      (row.notification == nil ? "New: " : "New notification, ")
        + (compact ? sentence("\(number), " + label(row)) : line(row, number: number))
    }
  }

  /// The numbers `rowChanges` says, with the items they name: what the user now knows them to mean.
  public func mentioned(from old: [Row], to new: [Row], numbering: AccessibleNumbering) -> [Int: String] {
    let oldByID = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    var said: [Int: String] = [:]
    for row in new {
      guard let number = numbering.number(of: row) else { continue }
      if let before = oldByID[row.id], Self.soundsTheSame(before, row) { continue }
      said[number] = row.id
    }
    return said
  }

  /// Each numbered row's place among the numbered rows, by id.
  static func places(_ rows: [Row]) -> [String: Int] {
    var places: [String: Int] = [:]
    for row in rows where !row.status { places[row.id] = places.count + 1 }
    return places
  }

  func changeLine(_ number: Int, _ row: Row, before: Row) -> String {
    if let flip = readFlip(row, before: before) { return "\(number). " + flip }
    // A choice that is no longer the chosen one says so ("All, not selected"), not its bare label.
    if before.spokenValue == "selected", row.spokenValue == nil, row.value == nil {
      var deselected = row
      deselected.spokenValue = "not selected"
      return "\(number). " + phrase(deselected, before: before)
    }

    return "\(number). " + phrase(row, before: before)
  }

  /// "Sigrid, Thanks, now read.": a notification that became read or unread, said as that.
  func readFlip(_ row: Row, before: Row) -> String? {
    guard let unread = row.notification?.unread, let was = before.notification?.unread, unread != was else {
      return nil
    }
    // The label's own word for it ("… Unread") goes: the news is the change.
    return sentence(withoutReadState(row) + (unread ? ", now unread" : ", now read"))
  }

  /// A notification's label without the word for its read state, and without a closing period.
  func withoutReadState(_ row: Row) -> String {
    var name = label(row).replacingPrefix("Unread: ", with: "")
    let words = [" Unread", " Read"] + (row.notification?.stateWord.map { [" " + $0] } ?? [])
    for word in words where name.hasSuffix(word) { name.removeLast(word.count) }
    while name.hasSuffix(".") { name.removeLast() }
    return name
  }

  /// "2. Push notifications is now a button, turned off in iOS Settings: Opens them."
  func roleChange(_ old: Row, to row: Row, number: Int) -> String {
    let text = "\(number). \(label(row)) is now " + roleWords(row)
    if verbose, let hint = row.hint { return text + ": " + sentence(clean(hint)) }
    return sentence(text)
  }

  /// "a switch button, off", "a button, dimmed": what a row now is.
  func roleWords(_ row: Row) -> String {
    var text = row.role == .text ? "text" : (row.role == .alert ? "an alert" : "a \(row.role.rawValue)")
    if let value = row.spokenValue ?? spoken(row.value), !value.isEmpty { text += ", " + clean(value) }
    if !row.enabled, !row.isBusy { text += ", dimmed" }
    return text
  }

  /// ", 4 to 19: Talk page message to Edit milestone" when the numbers are one run.
  /// ", 3 to 19, first Notify me about; r 3-19 reads them": where the items are, the first by name, and how
  /// to hear them (two names joined by "to" were hard to follow).
  func span(_ items: [(Int, Row)]) -> String {
    let sorted = items.sorted { $0.0 < $1.0 }
    guard let first = sorted.first, let last = sorted.last, last.0 - first.0 == items.count - 1 else {
      return "; r reads them"
    }
    return ", \(first.0) to \(last.0), first \(label(first.1)); r \(first.0)-\(last.0) reads them"
  }
}
