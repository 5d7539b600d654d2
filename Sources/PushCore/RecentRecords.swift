/// The most recent records of a log that may grow for as long as the app runs (a walkthrough of 200,000
/// sends): between `limit` and twice that many are kept, the oldest dropped in one go, and `total` counts
/// every record ever added, so that "the records since then" still means the same after a drop.
public struct RecentRecords<Element> {
  public private(set) var kept: [Element] = []
  /// How many records were ever added.
  public private(set) var total = 0
  public let limit: Int

  public init(limit: Int) { self.limit = max(1, limit) }

  public mutating func append(_ element: Element) {
    if kept.count >= 2 * limit { kept.removeFirst(kept.count - limit) }
    kept.append(element)
    total += 1
  }

  /// The records added after the first `count` ever added, those of them still kept.
  public func since(_ count: Int) -> ArraySlice<Element> {
    let new = max(0, total - max(0, count))
    return kept.suffix(new)
  }
}

extension RecentRecords: Sendable where Element: Sendable {}
