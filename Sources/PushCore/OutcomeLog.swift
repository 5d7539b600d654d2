/// What the user's actions came to, as the reducer that made them happen says it: the front ends read the
/// entries they have not shown yet (`since`), and render them (the full screen often as nothing, the
/// accessible mode in words). Kept short: a front end that fell this far behind has nothing left to say.
public struct OutcomeLog<Outcome: Equatable & Sendable>: Equatable, Sendable {
  /// The newest outcomes, oldest first.
  public private(set) var entries: [Outcome] = []
  /// How many were ever posted: a front end remembers this to find what is new.
  public private(set) var count = 0
  static var capacity: Int { 32 }

  public init() {}

  public mutating func post(_ outcome: Outcome) {
    entries.append(outcome)
    count += 1
    if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
  }

  /// The outcomes posted after the first `seen` (as many as are still kept).
  public func since(_ seen: Int) -> ArraySlice<Outcome> {
    let new = min(entries.count, max(0, count - seen))
    return entries.suffix(new)
  }
}
