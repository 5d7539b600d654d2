/// What brief mode says in one line instead of item by item: the rows there only to look like the app, and a
/// run of switches by its values. `r all` and verbose read them all.
extension AccessibleRenderer {
  /// The numbered rows there only to look like the app: dimmed rows that do nothing here (`inert`), the
  /// text right under one (its footer), and a heading whose section has nothing else or that heads a sketched
  /// card.
  static func outOfScope(_ rows: [Row], numbering: AccessibleNumbering) -> [Row] {
    var out: Set<String> = []
    for (index, row) in rows.enumerated() where numbering.number(of: row) != nil {
      if row.activation == .inert && !row.enabled {
        out.insert(row.id)
      } else if row.role == .text, !row.cell, row.display == nil, index > 0, out.contains(rows[index - 1].id) {
        out.insert(row.id)
      }
    }
    for (index, row) in rows.enumerated() where row.role == .heading && numbering.number(of: row) != nil {
      // The heading over a card only sketched here (drawn as a block) goes with it, whatever follows the card.
      if index + 1 < rows.count, rows[index + 1].display != nil, out.contains(rows[index + 1].id) {
        out.insert(row.id)
        continue
      }
      let section = rows[(index + 1)...].prefix { $0.role != .heading && $0.placement == row.placement }
        .filter { numbering.number(of: $0) != nil }
      if !section.isEmpty && section.allSatisfy({ out.contains($0.id) }) { out.insert(row.id) }
    }
    return rows.filter { out.contains($0.id) }
  }

  /// "16 switch buttons, 4 to 19, all on except Failed mention, Successful mention and Page link; r 4-19 reads
  /// them.", for a run of switches that can be switched now; nil for any other run (read item by item).
  func switchSummary(_ run: [Row], numbering: AccessibleNumbering) -> String? {
    guard run.count >= Self.run, run.allSatisfy({ $0.role == .switchButton && $0.enabled && $0.isOn != nil }),
      let first = run.first.flatMap(numbering.number), let last = run.last.flatMap(numbering.number)
    else { return nil }
    let on = run.filter { $0.isOn == true }.map(label)
    let off = run.filter { $0.isOn == false }.map(label)
    let values: String
    if off.isEmpty || on.isEmpty {
      values = off.isEmpty ? "all on" : "all off"
    } else if min(on.count, off.count) <= 5 {
      values = off.count <= on.count ? "all on except \(off.spokenList)" : "all off except \(on.spokenList)"
    } else {
      values = "\(on.count) on, \(off.count) off"
    }
    return "\(run.count) switch buttons, \(first) to \(last), \(values); r \(first)-\(last) reads them."
  }

  /// A text's first sentence when the text is long and goes on after it (nil otherwise): what brief says of it
  /// on arrival.
  package static func firstSentence(_ text: String) -> String? {
    guard text.count > 120 else { return nil }
    var index = text.startIndex
    while let end = text[index...].firstIndex(where: { ".!?。！？".contains($0) }) {
      let next = text.index(after: end)
      let rest = text[next...].drop(while: { $0 == " " })
      // A stop that ends a sentence: at a word's end (not "1.5", not "e.g." before a lower-case word).
      if next == text.endIndex || "。！？".contains(text[end]) || (text[next] == " " && rest.first?.isLowercase != true) {
        // Said alone, the first sentence is worth it: not a title ("Push notifications.") before a body.
        return rest.count >= 30 && text.distance(from: text.startIndex, to: end) >= 40 ? String(text[...end]) : nil
      }
      index = next
    }
    return nil
  }

  /// "3, 5, 13, 15 to 18".
  static func ranges(_ numbers: [Int]) -> String {
    var parts: [String] = []
    var start: Int?
    var last = 0
    for n in numbers.sorted() + [Int.max] {
      if start != nil, n == last + 1 {
        last = n
        continue
      }
      if let s = start { parts.append(s == last ? "\(s)" : last == s + 1 ? "\(s), \(last)" : "\(s) to \(last)") }
      start = n
      last = n
    }
    return parts.joined(separator: ", ")
  }
}
