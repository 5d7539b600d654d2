/// The numbers the accessible mode says before a screen's items, and types back to act on them.
///
/// Status rows get none. On most screens an item's number is its place among the numbered rows. On a live
/// screen (the Notifications Center, the lock screen), where the world adds items while the user listens,
/// every number keeps naming what it named when the user first heard it, for as long as they are on the
/// screen: a new item takes the next number, and an item that goes leaves a gap rather than move the others.
public struct AccessibleNumbering: Equatable, Sendable {
  public private(set) var live: Bool
  /// Numbers by key (live screens): an item by its id, any other row by its place among such rows, so that
  /// edit mode's toolbar takes the numbers of the toolbar it replaces.
  private var byKey: [String: Int] = [:]
  private var next = 1
  /// The rows of the model last followed: each numbered row's id by its number.
  public private(set) var ids: [Int: String] = [:]
  /// The number of each numbered row of the model last followed, by id.
  public private(set) var numbers: [String: Int] = [:]

  /// Numbers for a screen heard for the first time: in order, from 1.
  public init(_ model: ScreenModel) {
    live = model.live
    follow(model)
  }

  /// Numbers for the screen as it is now: the same as before for what was there before.
  public mutating func follow(_ model: ScreenModel) {
    ids = [:]
    numbers = [:]
    var place = 0
    var places: [Row.Placement: Int] = [:]
    var wanted: [(Row, String)] = []
    for row in model.rows where !row.status {
      guard live else {
        place += 1
        ids[place] = row.id
        numbers[row.id] = place
        continue
      }
      // A row that is not an item is known by its place among such rows where it is drawn (the list, the
      // navigation bar, the toolbar): items coming do not move it, nor does "More notifications" going.
      var key = "item.\(row.id)"
      if row.notification == nil {
        places[row.placement, default: 0] += 1
        key = "place.\(row.placement).\(places[row.placement] ?? 0)"
      }
      if let number = byKey[key], ids[number] == nil {
        ids[number] = row.id
        numbers[row.id] = number
      } else {
        wanted.append((row, key))
      }
    }
    // New items above every item heard before arrived after them: numbered from the bottom up, so that the
    // newest has the highest number, as when they arrive one by one.
    let firstKnown = model.rows.firstIndex { $0.notification != nil && numbers[$0.id] != nil }
    if let firstKnown {
      let above = Set(model.rows[..<firstKnown].map(\.id))
      let top = wanted.filter { above.contains($0.0.id) && $0.0.notification != nil }
      wanted = top.reversed() + wanted.filter { !(above.contains($0.0.id) && $0.0.notification != nil) }
    }
    for (row, key) in wanted {
      let number = next
      next += 1
      byKey[key] = number
      ids[number] = row.id
      numbers[row.id] = number
    }
    next = max(next, (ids.keys.max() ?? 0) + 1)
  }

  /// The row's number, nil for a status row or a row of another model.
  public func number(of row: Row) -> Int? { numbers[row.id] }

  /// The highest number in use: "a number from 1 to N".
  public var highest: Int { ids.keys.max() ?? 0 }

  /// How many rows have numbers.
  public var count: Int { ids.count }
}
