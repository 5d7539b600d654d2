import PushAppFeature
import PushCore
import PushLive
import PushPresentation
import PushQATools
import PushSettingsFeature

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Screens as the user has heard them: arriving, coming back, reading again, and what numbers meant when.
extension AccessibleSession {
  /// A screen as the user has heard it.
  struct Visit {
    var heard: ScreenModel
    var numbering: AccessibleNumbering
    /// Number to row id, as the user has heard them on this screen.
    var known: [Int: String]
    /// The item the user last chose here.
    var chosen: String?
  }

  /// What numbers meant to the user at one moment: the screen, the alert over it, and the items by number.
  struct Heard: Equatable {
    var time: Int
    var key: String
    var title: String
    var alert: ScreenModel.Alert?
    var known: [Int: String]
    /// The banner up and said then (`open` opens the one the user heard).
    var banner: Int?
  }

  /// The lines for arriving at a screen: read whole the first time, and where the user was, with the
  /// counts, when they come back to one heard before.
  func arrive(_ model: ScreenModel) -> [String] {
    let index = visits.lastIndex { $0.heard.key == model.key && $0.heard.title == model.title }
    if let index, visits[index].heard.rows.isEmpty {
      // Left before its rows were heard (only the alert over it was): read whole now.
      visits.removeSubrange(index...)
    } else if let index {
      visits.removeSubrange((index + 1)...)
      var numbering = visit.numbering
      numbering.follow(model)
      let lines = renderer.returning(to: model, heard: heard, numbering: numbering, at: visit.chosen)
      if model.alert == nil {
        learn(renderer.mentioned(from: heard.rows, to: model.rows, numbering: numbering))
        // "Back at 5, …": the user now knows 5 as the item they left from.
        if let chosen = visit.chosen, let number = numbering.numbers[chosen] { learn([number: chosen]) }
        visit.numbering = numbering
        heard = model
      } else {
        heard.alert = model.alert
      }
      return lines
    }
    // A new screen under an alert: only the alert is read now, so its rows count as not heard yet.
    var seen = model
    if model.alert != nil { seen.rows = [] }
    let numbering = AccessibleNumbering(model)
    visits.append(Visit(heard: seen, numbering: numbering, known: model.alert == nil ? numbering.ids : [:]))
    if visits.count > 24 { visits.removeFirst() }
    if model.key == ScreenModel.panelKey && model.alert == nil {
      return renderer.panelListing(model, numbering: numbering)
    }
    return renderer.lines(model, numbering: numbering, window: AccessibleRenderer.window)
  }

  /// The numbers just said now mean those items to the user.
  func learn(_ said: [Int: String]) {
    visit.known.merge(said) { $1 }
  }

  /// Notes what numbers mean to the user now, for a line they begin typing later.
  func remember() {
    let entry = Heard(
      time: now(), key: heard.key, title: heard.title, alert: heard.alert,
      known: heard.alert.map { alert in
        Dictionary(uniqueKeysWithValues: alert.buttons.enumerated().map { ($0 + 1, $1.id) })
      } ?? visit.known, banner: app.model.banner.flatMap { saidPushes.contains($0.id) ? $0.id : nil })
    if let last = heardLog.last, last.key == entry.key, last.title == entry.title, last.alert == entry.alert,
      last.known == entry.known, last.banner == entry.banner
    {
      return
    }
    heardLog.append(entry)
    if heardLog.count > 32 { heardLog.removeFirst(heardLog.count - 32) }
  }

  /// What numbers meant to the user at `time`: the last state heard at least `graceMs` before it; for a line
  /// that came whole (nil), what they mean now.
  func heard(at time: Int?) -> Heard? {
    guard let time else { return heardLog.last }
    return heardLog.last { $0.time <= time - graceMs } ?? heardLog.first
  }

  /// Reads the screen in full; numbers now mean what was just said. Under an alert only the alert is read,
  /// and the rows under it stay as last heard, so that what changed under it is said when it closes.
  func readScreen(all: Bool = false) {
    let model = app.model
    // A long list is read a page at a time, saying how to hear the rest (`r all` reads it whole).
    let window = all || !model.live ? nil : AccessibleRenderer.window
    saidPushes.formUnion(model.banners.map(\.id))
    if model.key != heard.key || model.title != heard.title {
      // A screen not yet announced (held while the app checks something): heard now, in full.
      _ = arrive(model)
    }
    if model.alert != nil {
      heard.alert = model.alert
      reply(renderer.lines(model, numbering: visit.numbering))
    } else {
      visit.numbering.follow(model)
      visit.known = visit.numbering.ids
      heard = model
      reply(renderer.lines(model, numbering: visit.numbering, window: window, all: all))
    }
    remember()
  }

  /// `5` or `3-7`: the numbers `r` is asked to read.
  static func itemRange(_ text: String) -> ClosedRange<Int>? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int(String($0).trimmingSpaces) }
    guard (1...2).contains(parts.count), let first = parts.first ?? nil, let last = parts.last ?? nil else {
      return nil
    }
    // "r 3-1" names the same items as "r 1-3": read in their order.
    return min(first, last)...max(first, last)
  }

  /// `r N` or `r N-M`: only those items, with their numbers, as the list said them.
  func readItems(_ range: ClosedRange<Int>) {
    let model = app.model
    visit.numbering.follow(model)
    let highest = model.alert?.buttons.count ?? visit.numbering.highest
    guard range.lowerBound >= 1, range.lowerBound <= highest else {
      reply([Self.noSuchNumber(range.lowerBound, highest: highest)])
      return
    }
    var lines: [String] = []
    for number in range.clamped(to: 1...highest) {
      guard let row = renderer.element(number, in: model, numbering: visit.numbering) else { continue }
      lines.append(renderer.line(row, number: number))
      if model.alert == nil { visit.known[number] = row.id }
    }
    // Numbers the list no longer shows (filtered out since): said, never silence.
    if lines.isEmpty {
      let asked = range.count == 1 ? "\(range.lowerBound) is" : "\(range.lowerBound) to \(range.upperBound) are"
      lines.append("\(asked) not on the screen now; r reads what is.")
    }
    // A range that runs past the end reads what there is, then says where it ends.
    if range.upperBound > highest {
      let missing = highest + 1 == range.upperBound ? "\(range.upperBound)" : "\(highest + 1) to \(range.upperBound)"
      lines.append("There is no \(missing); \(highest) is the last.")
    }
    reply(lines)
    remember()
  }
}
