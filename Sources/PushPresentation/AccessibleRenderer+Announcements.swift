/// What changed between what the user last heard and the screen now, said once and in order.
extension AccessibleRenderer {
  /// The lines to say, and the model the user has now heard: while an alert is up, its screen's rows
  /// stay as they were last heard, so that changes made under the alert are said when it closes.
  public struct Announcement: Equatable, Sendable {
    public var lines: [String]
    public var heard: ScreenModel
  }

  /// More changes than this in one go become one sentence.
  public static let bulk = 3

  /// Lines announcing the difference between two models: a new screen in full, an alert when it
  /// appears, else what changed in the rows (removals first, then changes, then additions).
  public func announce(from heard: ScreenModel, to new: ScreenModel) -> Announcement {
    // A push that arrives is said first, once, whatever else changed.
    var said = screenAnnouncement(from: heard, to: new)
    if let banner = new.banner, banner.id != heard.banner?.id {
      said.lines.insert(sentence("Notification: " + clean(banner.title) + ". " + clean(banner.message)), at: 0)
    }
    said.heard.banner = new.banner
    return said
  }

  func screenAnnouncement(from heard: ScreenModel, to new: ScreenModel) -> Announcement {
    if heard.key != new.key || heard.title != new.title {
      // A new screen under an alert: only the alert is read now, so its rows count as not heard yet.
      var seen = new
      if new.alert != nil { seen.rows = [] }
      return Announcement(lines: lines(new), heard: seen)
    }
    if heard.alert != nil, new.alert == nil, heard.rows.isEmpty, !new.rows.isEmpty {
      // The alert closed over a screen that was never read (the article after "Description published!"):
      // it is read whole now.
      return Announcement(lines: ["Alert closed."] + lines(new), heard: new)
    }
    if let alert = new.alert {
      var kept = new
      kept.rows = heard.rows
      return Announcement(lines: alert == heard.alert ? [] : alertLines(alert), heard: kept)
    }
    var lines = rowChanges(from: heard.rows, to: new.rows)
    if heard.alert != nil { lines.insert("Alert closed.", at: 0) }
    return Announcement(lines: lines, heard: new)
  }

  /// Only the lines: what `announce` says.
  public func announcements(from old: ScreenModel, to new: ScreenModel) -> [String] {
    announce(from: old, to: new).lines
  }

  /// Whether two versions of a row say the same: what activating it sends may change without a word (a
  /// filter row carries the whole next filter), and an item that sounds the same has not changed.
  static func soundsTheSame(_ a: Row, _ b: Row) -> Bool {
    var a = a
    a.activation = b.activation
    return a == b
  }

  /// Removed items by name, changed and new items with their numbers in the new list.
  func rowChanges(from old: [Row], to new: [Row]) -> [String] {
    let oldByID = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let newIDs = Set(new.map(\.id))
    let removed = old.filter { !newIDs.contains($0.id) }
    var changed: [(Int, Row, Row)] = []
    var added: [(Int, Row)] = []
    for (index, row) in new.enumerated() {
      if let before = oldByID[row.id] {
        if !Self.soundsTheSame(before, row) { changed.append((index + 1, row, before)) }
      } else {
        added.append((index + 1, row))
      }
    }
    var lines: [String] = []
    if removed.count > Self.bulk {
      lines.append("\(Self.count(removed.count, "item")) removed, \(Self.count(new.count, "item")) left.")
    } else {
      lines += removed.map { "Removed: " + sentence(clean($0.label)) }
    }
    if changed.count > Self.bulk {
      lines.append("\(Self.count(changed.count, "item")) changed\(span(changed.map { ($0.0, $0.1) })); r reads them.")
    } else {
      lines += changed.map { "\($0). " + phrase($1, before: $2) }
    }
    if added.count > Self.bulk {
      lines.append("\(Self.count(added.count, "new item"))\(span(added)); r reads them.")
    } else {
      lines += added.map { "New: " + line($1, number: $0) }
    }
    return lines
  }

  /// ", 4 to 19: Talk page message to Edit milestone" when the items are in one run.
  func span(_ items: [(Int, Row)]) -> String {
    guard let first = items.first, let last = items.last, last.0 - first.0 == items.count - 1 else { return "" }
    return ", \(first.0) to \(last.0): \(clean(first.1.label)) to \(clean(last.1.label))"
  }

  /// What a number typed now would do, if it no longer names what it named in the list the user had
  /// heard when they typed it: the warning to say instead of acting. Nil when it is safe to act.
  public func renumbered(_ number: Int, heard: [Row], now: [Row]) -> String? {
    guard number >= 1, number <= heard.count, number <= now.count else { return nil }
    let was = heard[number - 1]
    let isNow = now[number - 1]
    guard was.id != isNow.id else { return nil }
    return "The list changed: \(number) is now \(clean(isNow.label)), not \(clean(was.label)). "
      + "Type \(number) again to activate \(clean(isNow.label)), or r to hear the list."
  }

  /// What is being waited for, as "Still saving Thanks to 4 wikis", or nil when nothing is busy.
  public func waitingFor(_ model: ScreenModel) -> String? {
    let busy = model.rows.compactMap { row -> String? in
      // A call the row says it is waiting for ("Publishing…" on Publish description).
      if case .detail(let detail)? = row.value, detail.hasSuffix("…"), detail.count > 1 {
        return clean(String(detail.dropLast())).lowercased()
      }
      guard case .busy(let what)? = row.value else { return nil }
      let label = clean(row.label)
      switch what {
      case .asking: return "asking for permission for \(label)"
      case .turningOn: return "turning on \(label)"
      case .turningOff: return "turning off \(label)"
      case .saving(_, let wikis): return "saving \(label) to \(Self.count(wikis, "wiki"))"
      case .switchingBack: return "switching \(label) back"
      case .syncing: return "syncing \(label)"
      }
    }
    guard !busy.isEmpty else { return nil }
    let list =
      busy.count > Self.bulk
      ? "\(busy.prefix(2).joined(separator: ", ")) and \(busy.count - 2) more"
      : busy.joined(separator: ", ")
    return "Still " + list + "."
  }
}
