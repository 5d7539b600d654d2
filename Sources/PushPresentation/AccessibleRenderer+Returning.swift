/// Coming back to a screen heard before ("Back at 5, …"), and what the app is still waiting for.
extension AccessibleRenderer {
  /// What is said on coming back to a screen heard before: where the user was, what became of it, the
  /// counts, and anything else that changed meanwhile as counts, not the whole list again.
  public func returning(
    to new: ScreenModel, heard: ScreenModel, numbering: AccessibleNumbering, at chosen: String?
  ) -> [String] {
    var first = clean(new.title) + "."
    let counts = new.summary.map(clean) ?? Self.count(numbering.count, "item")
    var skip: Set<String> = []
    if let chosen, let before = heard.rows.first(where: { $0.id == chosen }) {
      if let row = new.rows.first(where: { $0.id == chosen }), let number = numbering.number(of: row) {
        skip.insert(chosen)
        first += " Back at \(number), " + backPhrase(row, before: before)
      } else if let index = Self.places(heard.rows)[chosen],
        let row = new.rows.first(where: { Self.places(new.rows)[$0.id] == index && label($0) == label(before) }),
        let number = numbering.number(of: row)
      {
        // The item the user left from changed role while they were away (the denied cell became the switch).
        skip.insert(chosen)
        skip.insert(row.id)
        first += " Back at \(number), " + sentence(label(row) + ", now " + roleWords(row))
      }
    }
    var lines = [sentence(first + " " + counts + "; r reads them")]
    if let alert = new.alert { return lines + alertLines(alert) }
    // Brief: a live list's counts (just said) stand for the items that came and went.
    let counted = { (row: Row) in !self.verbose && new.summary != nil && row.notification != nil }
    lines += rowChanges(
      from: heard.rows.filter { !skip.contains($0.id) && !counted($0) },
      to: new.rows.filter { !skip.contains($0.id) && !counted($0) }, numbering: numbering, bulk: 1, compact: true)
    return lines
  }

  /// The item the user left from, as it is now: its words, and what became of it.
  func backPhrase(_ row: Row, before: Row) -> String {
    if let flip = readFlip(row, before: before) { return flip }
    if Self.soundsTheSame(before, row) { return sentence(label(row)) }
    var brief = self
    brief.verbose = false
    return brief.phrase(row, before: before)
  }

  /// What is being waited for, as "Still saving Thanks to 4 wikis", or nil when nothing is busy.
  public func waitingFor(_ model: ScreenModel) -> String? {
    let busy = model.rows.compactMap { row -> String? in
      // A call the row says it is waiting for ("Publishing…" on Publish description).
      if case .detail(let detail)? = row.value, detail.hasSuffix("…"), detail.count > 1 {
        return clean(String(detail.dropLast())).lowercased()
      }
      guard case .busy(let what)? = row.value else { return nil }
      let label = label(row)
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
